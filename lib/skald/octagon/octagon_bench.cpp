#include "skald/octagon/octagon_bench.h"

namespace skald::octagon {

game::BenchPlan octagon_bench_plan(int players, game::BenchList list) {
  const bool quick = list == game::BenchList::quick;
  // No reference program to compare with: the reference list is empty.
  if (list == game::BenchList::reference) return {};
  switch (players) {
    case 2:
      return {{{"octagon", quick ? 2 : 4}, {"octagon-20", quick ? 2 : 4}}, true};
    case 3:
      return {{{"octagon-web-3", quick ? 1 : 2}}, true};
    default:
      return {{{"octagon-web-4", quick ? 1 : 2}}, true};
  }
}

}  // namespace skald::octagon
