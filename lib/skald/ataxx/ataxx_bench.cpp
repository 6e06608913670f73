#include "skald/ataxx/ataxx_bench.h"

namespace skald::ataxx {

game::BenchPlan ataxx_bench_plan(int players, game::BenchList list) {
  const bool quick = list == game::BenchList::quick;
  // No reference program's benchmark to compare with: the reference list is empty.
  if (list == game::BenchList::reference) return {};
  switch (players) {
    case 2:
      return {{{"ataxx", quick ? 3 : 7}, {"spot-2", quick ? 2 : 6}}, true};
    case 3:
      return {{{"spot-3", quick ? 3 : 6}}, true};
    default:
      return {{{"spot-4", quick ? 3 : 6}}, true};
  }
}

}  // namespace skald::ataxx
