#include "skald/collection/collection_stats.h"

#include <algorithm>

namespace skald::collection {

void CollectionStats::add(const RecordFacts& facts) {
  shortest = records == 0 ? facts.plies : std::min(shortest, facts.plies);
  longest = std::max(longest, facts.plies);
  ++records;
  total_plies += facts.plies;
  ++by_game[facts.game];
  ++by_variant[facts.variant];
  ++by_result[facts.result];
  ++by_length[facts.plies / kLengthBand * kLengthBand];
  ++by_opening[facts.opening];
}

}  // namespace skald::collection
