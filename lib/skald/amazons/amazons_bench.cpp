#include "skald/amazons/amazons_bench.h"

namespace skald::amazons {

game::BenchPlan amazons_bench_plan(game::BenchList list) {
  switch (list) {
    case game::BenchList::signature:
      return {{{"amazons-6x6", 3}, {"amazons-8x8", 2}, {"amazons-10x10", 2}}, true};
    case game::BenchList::quick:  // a few seconds in a debug build
      return {{{"amazons-6x6", 2}, {"amazons-10x10", 1}}, true};
    case game::BenchList::reference:
      return {};
  }
  return {};
}

}  // namespace skald::amazons
