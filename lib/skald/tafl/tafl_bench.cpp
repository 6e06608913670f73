#include "skald/tafl/tafl_bench.h"

namespace skald::tafl {

game::BenchPlan tafl_bench_plan(game::BenchList list) {
  switch (list) {
    case game::BenchList::signature:
      return {{{"brandub", 6},
               {"tablut-9x9", 5},
               {"copenhagen", 4},
               {"tablut-15x15", 4},
               {"alea-evangelii", 3}},
              true};
    case game::BenchList::quick:  // runs in a few seconds in a debug build
      return {{{"brandub", 4},
               {"tablut-9x9", 3},
               {"copenhagen", 3},
               {"tablut-15x15", 2},
               {"alea-evangelii", 2}},
              true};
    case game::BenchList::reference:
      return {{{"brandub", 6}, {"tablut-9x9", 5}, {"copenhagen", 4}, {"tablut-15x15", 4}}, false};
  }
  return {};
}

}  // namespace skald::tafl
