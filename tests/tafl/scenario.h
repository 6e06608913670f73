#pragma once

// Helpers for the hand-set rule scenarios (tests/tafl/scenario_*_test.cpp): a Position
// built from a few rules-string keys and an ASCII diagram, moves played by their OTN
// text, and short strings for what a test wants to compare (captures, legal targets,
// outcome, board).
//
// A diagram lists the ranks from the top (rank dim) down to rank 1, one per line; spaces
// are ignored, '.' is an empty square, letters are OTN piece letters (lower case
// attackers, upper case defenders). The board size is the number of rows. Example:
//
//   Position pos = scenario::setup("ks:w", R"(
//     . . . . .
//     . . t . .
//     . t K . .
//     . . . . .
//     . . . . .
//   )", Side::attackers);
//
// The diagram also becomes the rules' start position, so the rules string built is a
// complete, valid OTN rules string ("dim:5 ks:w start:/.../").

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "skald/tafl/move_notation.h"
#include "skald/tafl/position.h"
#include "skald/tafl/position_record.h"
#include "skald/tafl/rules_string.h"

namespace skald::tafl::scenario {

/// The squares of `diagram` (index rank * dim + file) and its size; fails the test on a
/// malformed diagram.
inline std::vector<Piece> parse_diagram(std::string_view diagram, int& dim) {
  std::vector<std::string> rows;
  std::istringstream in{std::string(diagram)};
  for (std::string line; std::getline(in, line);) {
    line.erase(std::remove(line.begin(), line.end(), ' '), line.end());
    if (!line.empty()) rows.push_back(line);
  }
  dim = static_cast<int>(rows.size());
  std::vector<Piece> board(static_cast<std::size_t>(dim * dim));
  for (int r = 0; r < dim; ++r) {
    const std::string& row = rows[r];
    EXPECT_EQ(static_cast<int>(row.size()), dim) << "diagram row " << r << ": " << row;
    const int rank = dim - 1 - r;
    for (int file = 0; file < dim && file < static_cast<int>(row.size()); ++file) {
      if (row[file] == '.') continue;
      auto p = Piece::from_letter(row[file]);
      EXPECT_TRUE(p) << "unknown piece letter '" << row[file] << "' in diagram";
      if (p) board[rank * dim + file] = *p;
    }
  }
  return board;
}

/// The complete rules string for `keys` (entries other than dim and start) and the
/// position drawn in `diagram`.
inline std::string rules_string(std::string_view keys, std::string_view diagram) {
  int dim = 0;
  const auto board = parse_diagram(diagram, dim);
  std::string text = "dim:" + std::to_string(dim);
  if (!keys.empty()) text += " " + std::string(keys);
  return text + " start:" + format_position_record(board, dim);
}

/// The rules of `keys` with `diagram` as start position, read in `dialect`; fails the test
/// on a bad value.
inline TaflRules rules_of(std::string_view keys, std::string_view diagram,
                          Dialect dialect = Dialect::opentafl) {
  const std::string text = rules_string(keys, diagram);
  RulesParse parsed = parse_rules(text, {}, dialect);
  EXPECT_TRUE(parsed.rules) << text;
  // Warnings (e.g. "no defender king") are fine for a scenario; errors are not.
  EXPECT_FALSE(parsed.diagnostics.has_errors()) << text;
  return parsed.rules ? *parsed.rules : default_rules(7);
}

/// The position drawn in `diagram` under the rules `keys` read in `dialect`, `to_move` to
/// play.
inline Position setup(std::string_view keys, std::string_view diagram, Side to_move,
                      Dialect dialect = Dialect::opentafl) {
  const TaflRules rules = rules_of(keys, diagram, dialect);
  return Position(rules, rules.start, to_move);
}

/// Brandub's start position under the rules `keys`, attackers to move.
inline Position brandub_start(std::string_view keys, Dialect dialect = Dialect::opentafl) {
  return setup(keys, R"(
    . . . t . . .
    . . . t . . .
    . . . T . . .
    t t T K T t t
    . . . T . . .
    . . . t . . .
    . . . t . . .
  )",
               Side::attackers, dialect);
}

inline Coord at(std::string_view square) {
  auto c = parse_coord(square);
  EXPECT_TRUE(c) << square;
  return c.value_or(Coord{});
}

/// The pieces the last move captured, as OTN writes them ("c4/Ke5"), in board order.
inline std::string last_captures(const Position& pos) {
  std::vector<Capture> caps(pos.last_captures().begin(), pos.last_captures().end());
  std::sort(caps.begin(), caps.end(), [&](const Capture& a, const Capture& b) {
    return pos.coord(a.square) < pos.coord(b.square);
  });
  std::string out;
  for (const Capture& c : caps) {
    if (!out.empty()) out += '/';
    if (c.piece.kind() != PieceKind::taflman) out += c.piece.letter();
    out += coord_to_string(pos.coord(c.square));
  }
  return out;
}

/// Plays the move written in OTN `text` and returns what it captured (see
/// last_captures()), or "illegal: <reason>" without playing. Warnings of the resolver
/// (written captures or letters that differ from the rules') fail the test.
inline std::string play(Position& pos, std::string_view text) {
  MoveRecordParse parsed = parse_move_record(text);
  if (!parsed.record) return "unparsable: " + parsed.error;
  if (parsed.record->resign) {
    pos.resign();
    return "";
  }
  ResolvedMove resolved = resolve_move(pos, *parsed.record);
  if (!resolved.move) return "illegal: " + resolved.error;
  for (const std::string& w : resolved.warnings)
    ADD_FAILURE() << text << ": " << w;
  pos.make(*resolved.move);
  return last_captures(pos);
}

/// Plays a space-separated list of moves; fails the test at the first illegal one.
inline void play_all(Position& pos, std::string_view moves) {
  std::istringstream in{std::string(moves)};
  for (std::string m; in >> m;) {
    const std::string r = play(pos, m);
    ASSERT_TRUE(r.rfind("illegal", 0) != 0 && r.rfind("unparsable", 0) != 0) << m << ": " << r;
  }
}

/// skald's full OTN text of the move `from-to` (must be legal), without playing it.
inline std::string otn(const Position& pos, std::string_view from, std::string_view to) {
  auto m = pos.find_legal(at(from), at(to));
  EXPECT_TRUE(m) << from << "-" << to << " is not legal";
  return m ? move_to_otn(pos, *m) : std::string("illegal");
}

/// The squares the piece on `from` may move to, sorted by file then rank, jumps marked
/// with '^' ("a4 b4 ^d6"). Honours a pending berserk continuation.
inline std::string targets(const Position& pos, std::string_view from) {
  MoveList moves;
  pos.generate_moves(moves);
  std::vector<Move> mine;
  for (Move m : moves)
    if (pos.coord(m.from) == at(from)) mine.push_back(m);
  std::sort(mine.begin(), mine.end(),
            [&](Move a, Move b) { return pos.coord(a.to) < pos.coord(b.to); });
  std::string out;
  for (Move m : mine) {
    if (!out.empty()) out += ' ';
    if (m.jump) out += '^';
    out += coord_to_string(pos.coord(m.to));
  }
  return out;
}

/// "ongoing", or the status and reason: "defenders-win (king escaped)", "draw (repetition)".
inline std::string outcome(const Position& pos) {
  const Outcome o = pos.outcome();
  if (!o.over()) return status_name(o.status);
  return std::string(status_name(o.status)) + " (" + reason_name(o.reason) + ")";
}

/// The board as a diagram in the format parse_diagram() reads (rows top first, no
/// spaces, '.' for empty), one row per line.
inline std::string board(const Position& pos) {
  std::string out;
  for (int rank = pos.dim() - 1; rank >= 0; --rank) {
    for (int file = 0; file < pos.dim(); ++file) {
      const Piece p = pos.at(Coord{file, rank});
      out += p.empty() ? '.' : p.letter();
    }
    out += '\n';
  }
  return out;
}

/// A diagram normalised like board() writes it (for comparing whole boards).
inline std::string normalised(std::string_view diagram) {
  std::string out;
  std::istringstream in{std::string(diagram)};
  for (std::string line; std::getline(in, line);) {
    line.erase(std::remove(line.begin(), line.end(), ' '), line.end());
    if (!line.empty()) out += line + '\n';
  }
  return out;
}

}  // namespace skald::tafl::scenario
