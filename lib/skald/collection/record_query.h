#pragma once

// Query: what `skald collect` keeps of a collection, as values the CLI fills from its
// options and RecordExaminer (record_examiner.h) tests each record against. A record is
// kept when it passes every kind of test given; within a kind, tests of a property a record
// has one value of (its game, variant, result, puzzle mode) are alternatives (any one),
// tests of what a record may hold several of (tags, comments, move runs, positions,
// patterns) must all pass. Nothing given: every record is kept.

#include <string>
#include <vector>

#include "skald/collection/move_sequence.h"
#include "skald/collection/piece_pattern.h"
#include "skald/collection/tag_condition.h"
#include "skald/record/record.h"

namespace skald::collection {

/// Where moves, positions and patterns are looked for: the main line, as the game was
/// played, or every line of the tree (variations, a puzzle's solution tree).
enum class Lines { main_line, every_line };

struct Query {
  std::vector<TagCondition> tags;
  std::vector<std::string> games;     // Game::name(): tafl, ataxx, spot-3...
  std::vector<std::string> variants;  // VariantNames' names
  std::vector<std::string> results;   // game::result_name(): defenders-win, draw, ongoing...
  std::vector<record::PuzzleMode> puzzle_modes;
  /// Texts some comment (or the start comment) contains, ignoring case; comments are
  /// searched on every line whatever `lines` says: they are text, not play.
  std::vector<std::string> comments;
  std::vector<MoveSequence> move_sequences;
  /// Position texts, read by each record's game under the record's rules: a node matches
  /// when its board holds the same pieces on the same cells (and, for a game whose position
  /// text names the side to move, the same side is to move).
  std::vector<std::string> positions;
  std::vector<PiecePattern> patterns;
  Lines lines = Lines::main_line;

  /// Whether a test needs the game's states along the lines (positions, patterns, moves).
  bool walks_states() const {
    return !positions.empty() || !patterns.empty() || !move_sequences.empty();
  }
};

}  // namespace skald::collection
