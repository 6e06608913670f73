#pragma once

// CollectionStats: what a collection holds, counted (`skald collect --stats`): records by
// game, variant, result, length of the main line (in bands of ten moves) and opening move,
// with the shortest, longest and mean main line. One pass, memory per distinct value.

#include <cstddef>
#include <map>
#include <string>

#include "skald/collection/record_examiner.h"

namespace skald::collection {

struct CollectionStats {
  std::size_t records = 0;
  std::size_t total_plies = 0;
  std::size_t shortest = 0;
  std::size_t longest = 0;
  std::map<std::string, std::size_t> by_game;
  std::map<std::string, std::size_t> by_variant;  // "" for unnamed rules
  std::map<std::string, std::size_t> by_result;
  std::map<std::size_t, std::size_t> by_length;   // first length of the band (0, 10, 20...)
  std::map<std::string, std::size_t> by_opening;  // "" for a record without a move

  static constexpr std::size_t kLengthBand = 10;

  /// Counts one record.
  void add(const RecordFacts& facts);
  /// The mean main line, in moves (0 for no record).
  double mean_plies() const {
    return records == 0 ? 0.0 : static_cast<double>(total_plies) / static_cast<double>(records);
  }
};

}  // namespace skald::collection
