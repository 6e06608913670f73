#pragma once

// RecordExaminer: tests records against a Query (record_query.h) and works out what the
// listings and statistics say of each one (RecordFacts). Game-agnostic: moves are played,
// positions drawn and results named through the game interface.
//
// Cheap tests first (game, variant, puzzle mode, tags, comments), then, only when a test or
// the caller needs them, one walk of the states along the lines (game/record_walk.h): the
// main line, or every line depth first, main line first, with a copy of the state at each
// branch point only, so the walk costs one move played per node. The walk stops as soon as every
// test has passed and the result (the state at the end of the main line, walked first) is known.

#include <cstddef>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "skald/collection/record_query.h"
#include "skald/collection/variant_names.h"
#include "skald/game/game.h"
#include "skald/record/record.h"

namespace skald::collection {

/// What a record is, for listings, statistics and splitting.
struct RecordFacts {
  std::string game;     // Game::name()
  std::string variant;  // VariantNames::name_of(); empty when unnamed
  /// The result (game::result_name()) at the end of the main line; when the moves end
  /// with the game still on, the OTN `result` tag of a two-player game (`1` the first
  /// side won, `-1` the second, `0` a draw) when it has one. Empty when not worked out.
  std::string result;
  std::size_t plies = 0;  // moves on the main line
  std::size_t nodes = 0;  // moves in the whole tree
  std::string opening;    // the main line's first move as the game writes it; empty if none
  record::PuzzleMode puzzle = record::PuzzleMode::none;
};

/// The verdict on one record.
struct Examination {
  bool matches = false;
  RecordFacts facts;
  /// Where the walk found the last of the position, pattern and move tests passing, or
  /// nullptr when the query has none.
  const record::Node* found_at = nullptr;
};

class RecordExaminer {
 public:
  /// `contains` is the case-folded search comments and `key~text` tags use.
  RecordExaminer(Query query, const VariantNames& names, TextContains contains);

  /// Tests a replayed record of `game`. With `want_result` the facts carry the result even
  /// when the query does not test it.
  Examination examine(const record::Record& record, const game::Game& game, bool want_result);

  /// Why the position texts (Query::positions) that no record examined so far could place
  /// were refused, one message per rules text tried: a typing error shows this way rather
  /// than as "no match". A text some record's rules placed is not named.
  std::vector<std::string> unplaced_positions() const;

  const Query& query() const { return query_; }

 private:
  /// A typed position as placed under one rules text: its pieces by cell, sorted, and the
  /// side to move when the game's position text names it.
  struct PlacedTarget {
    bool placed = false;
    std::vector<std::pair<int, std::string>> pieces;
    std::optional<int> side;
  };
  struct Walk;
  class StateTests;  // the visitor of the record walk (game/record_walk.h)

  bool passes_cheap_tests(const record::Record& record, RecordFacts& facts) const;
  bool comments_found(const record::Record& record) const;
  const std::vector<PlacedTarget>& targets_for(const record::Record& record,
                                               const game::Game& game);
  void walk_states(const record::Record& record, const game::Game& game, Walk& walk);

  Query query_;
  const VariantNames& names_;
  TextContains contains_;
  /// The positions placed under each rules text (and start position) met so far.
  std::unordered_map<std::string, std::vector<PlacedTarget>> targets_by_rules_;
  std::unordered_set<std::string> unplaced_seen_;
  std::vector<std::pair<std::string, std::string>> unplaced_;  // text, why
  std::unordered_set<std::string> placed_somewhere_;
};

/// The result as RecordFacts::result describes it, given the state at the end of the main
/// line.
std::string record_result(const record::Record& record, const game::Game& game,
                          const game::Outcome& end);

}  // namespace skald::collection
