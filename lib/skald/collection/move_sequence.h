#pragma once

// MoveSequence: moves played one after another (`skald collect --moves "d2-e2 d3-d2"`),
// found anywhere along a line of a record. Tokens are separated by spaces:
//   a move        as the game writes it (`Kd4-c4`, `a2-c2xd2`), as the record wrote it, or
//                 in the game's short form (GameState::short_move_text: tafl's `d4-c4`
//                 without the piece letter, captures and suffixes);
//   `*`           any one move;
//   `^` first     (alone or glued to the first move) the run starts at the first move.
// A record matches when some line holds the tokens as consecutive moves.

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace skald::collection {

/// One move of a line, in the texts a token may name it by.
struct PlayedMove {
  std::string_view written;    // as the record wrote it
  std::string_view canonical;  // as the game writes it (empty when not replayed)
  std::string short_form;      // the game's short form; empty when not worked out
};

struct MoveSequenceParse;

class MoveSequence {
 public:
  /// Whether the run of tokens ends with the last move of `line` (the moves from the first
  /// of the line up to one move, oldest first).
  bool ends_at(std::span<const PlayedMove> line) const;
  /// How many moves the run spans.
  std::size_t length() const { return tokens_.size(); }
  /// Whether some token names a move (is not `*`), so the moves' short forms matter.
  bool names_moves() const;
  const std::string& text() const { return text_; }

 private:
  friend MoveSequenceParse parse_move_sequence(std::string_view text);

  static bool token_names(const std::string& token, const PlayedMove& move);

  std::string text_;
  std::vector<std::string> tokens_;  // "*" for any move
  bool anchored_ = false;
};

/// What parse_move_sequence() read: the sequence, or an error.
struct MoveSequenceParse {
  std::optional<MoveSequence> sequence;
  std::string error;
};

/// Reads a sequence in the syntax above.
MoveSequenceParse parse_move_sequence(std::string_view text);

}  // namespace skald::collection
