#pragma once

// OTN move records: `e5-e8`, `e5-e8xe9`, `Ke5-e1-`, `g2-g3xf3/h3`, `c2-c3xKc4`, `ce6^e8`,
// `Ne6^=e8xce7/ne9`, `Ne8=e4xe3`, `---` (resign), with info suffixes `+ - ++ --`.
//
// parse_move_record() reads the text into a syntactic MoveRecord (no position needed);
// resolve_move() checks it against a Position and returns the legal Move, or a message
// saying why not; move_to_otn() writes a legal move in full OTN from a position, and
// move_to_simple() in OpenTafl's simple form (`d6-f6`).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "skald/tafl/coord.h"
#include "skald/tafl/move.h"
#include "skald/tafl/piece.h"
#include "skald/tafl/position.h"

namespace skald::tafl {

/// OTN info suffix.
enum class InfoSuffix { none, king_threatened, king_escape_route, king_captured, king_escaped };

/// A move record as written: what the text says, not yet checked against a position.
struct MoveRecord {
  bool resign = false;            // `---`
  std::optional<PieceKind> kind;  // piece letter before the origin, if written
  Coord from;
  Coord to;
  bool jump = false;     // `^`
  bool berserk = false;  // `=`
  /// Captures as written, each with its letter if one was written.
  struct WrittenCapture {
    Coord square;
    std::optional<Piece> piece;  // letter written before the square (case = side)
    friend bool operator==(const WrittenCapture&, const WrittenCapture&) = default;
  };
  std::vector<WrittenCapture> captures;
  InfoSuffix suffix = InfoSuffix::none;
  friend bool operator==(const MoveRecord&, const MoveRecord&) = default;
};

/// Parse result: the record, or an error message and the 0-based column it refers to.
struct MoveRecordParse {
  std::optional<MoveRecord> record;
  std::string error;
  int column = 0;
};

/// Parses one OTN move record (no surrounding spaces). Never throws.
MoveRecordParse parse_move_record(std::string_view text);

/// Resolution of a record against a position.
struct ResolvedMove {
  std::optional<Move> move;  // the legal move (unset for resign or an illegal record)
  bool resign = false;
  std::string error;  // why the record is not a legal move here
  /// Non-fatal mismatches between what was written and what the rules produce
  /// (captures, piece letter, `=`, suffix); the move is still played.
  std::vector<std::string> warnings;
};

/// Checks `record` against `pos` and finds the legal move it denotes.
ResolvedMove resolve_move(const Position& pos, const MoveRecord& record);

/// Full OTN text of legal move `m` in `pos`: piece letter, `-`/`^`/`=`, captures with
/// letters for special pieces, and the info suffix computed after the move.
/// Copies `pos` (with its history) to find the suffix; prefer the overload below when a
/// mutable position is at hand.
std::string move_to_otn(const Position& pos, Move m);
/// The same without a copy: makes `m` on `pos` and takes it back, so `pos` is unchanged
/// on return (board, hash, history).
std::string move_to_otn(Position& pos, Move m);
/// The full OTN of the move just made in `after` (which has a last_move()): what
/// move_to_otn() gave before it, found without making the move again.
std::string move_to_otn_after(const Position& after);
/// The same, given that move (the last one made in `after`) by a caller that has it at hand.
std::string move_to_otn_after(const Position& after, const Move& m);
/// OpenTafl's simple notation: `d6-f6` (no letters, captures or suffixes).
std::string move_to_simple(const Position& pos, Move m);

}  // namespace skald::tafl
