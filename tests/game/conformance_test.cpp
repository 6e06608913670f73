// What every game behind game::Game must do, checked through that interface only (the
// model: OpenSpiel's basic_tests): random games to the end; legal moves sorted, unique and
// each playable, with the text play() reports equal to the text listed; a clone behaves as
// the original; the position text reads back; the game's analyser plays a legal move; a
// record of the game, written and read back, replays to the same position; the board
// picture is sound (pieces on cells, neighbours symmetric, names unique), depends on the
// position text alone (but for the last move's marks) and, where the test can read the
// position text, agrees with it. Today tafl in every
// catalogue variant, in both dialects, Ataxx and Spot for 2, 3 and 4 players, the Amazons
// on its three board sizes, The Octagon Theory for 2, 3 and 4 players, RoPaSci 360
// (simultaneous turns), and the toy games of tests/record (two players; three players;
// simultaneous turns); each new game adds its starts to starts() (issue 9, item 5).

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "diagnostics_text.h"
#include "formats/otn/reader.h"
#include "formats/otn/writer.h"
#include "formats/variants/catalogue.h"
#include "record/toy_game.h"
#include "record/toy_simultaneous_game.h"
#include "record/toy_three_game.h"
#include "sanitized.h"
#include "skald/amazons/amazons_game.h"
#include "skald/ataxx/ataxx_game.h"
#include "skald/game/board_picture.h"
#include "skald/game/registry.h"
#include "skald/octagon/octagon_game.h"
#include "skald/record/record.h"
#include "skald/ropasci/ropasci_game.h"
#include "skald/tafl/piece.h"
#include "skald/tafl/position_record.h"
#include "skald/tafl/tafl_game.h"

namespace skald {
namespace {

/// What a game's board picture says its position text is, for comparing with
/// position_text(), what the picture does not show taken from that text; empty when the
/// picture cannot say (a piece it does not know, a runner past the finish).
using PictureReading =
    std::function<std::string(const game::BoardPicture&, const std::string& position_text)>;

/// One game to check: how to make it, a rules text it starts from, and how to read its
/// position back from its picture.
struct Start {
  std::string name;
  std::function<std::unique_ptr<game::Game>()> make;
  std::string rules;
  PictureReading position_from_picture;
};

/// Tafl: the pieces' letters on their squares, as an OTN position record.
std::string tafl_position_from_picture(const game::BoardPicture& picture, const std::string&) {
  std::vector<tafl::Piece> squares(static_cast<std::size_t>(picture.width * picture.height));
  for (const game::PlacedPiece& piece : picture.pieces) {
    const game::Cell& cell = picture.cells[static_cast<std::size_t>(piece.cell)];
    const std::optional<tafl::Piece> p =
        piece.notation.size() == 1 ? tafl::Piece::from_letter(piece.notation[0]) : std::nullopt;
    if (!p) return {};
    squares[static_cast<std::size_t>(cell.row * picture.width + cell.column)] = *p;
  }
  return tafl::format_position_record(squares, picture.width);
}

/// Ataxx and Spot: the stones' letters on their cells and `-` where the 7x7 grid has no
/// cell (a gap), as a FEN board; the side and clocks, which the picture does not show, from
/// the text.
std::string ataxx_position_from_picture(const game::BoardPicture& picture,
                                        const std::string& text) {
  std::string board;
  for (int row = picture.height - 1; row >= 0; --row) {
    int run = 0;
    for (int column = 0; column < picture.width; ++column) {
      const std::optional<int> cell = picture.cell_at(column, row);
      const game::PlacedPiece* piece = cell ? picture.piece_on(*cell) : nullptr;
      if (cell && piece == nullptr) {
        ++run;
        continue;
      }
      if (run > 0) board += std::to_string(run);
      run = 0;
      board += cell ? piece->notation : "-";
    }
    if (run > 0) board += std::to_string(run);
    if (row > 0) board += '/';
  }
  const std::size_t fields = text.find(' ');
  return fields == std::string::npos ? std::string{} : board + text.substr(fields);
}

/// The take-away toys: as many stones as the pile; the side to move, which the picture does
/// not show, from the text.
std::string pile_from_picture(const game::BoardPicture& picture, const std::string& text) {
  const std::size_t side = text.find(" side:");
  if (side == std::string::npos) return {};
  return "pile:" + std::to_string(picture.pieces.size()) + text.substr(side);
}

/// The race: each runner's column is its total while below the target (25).
std::string race_from_picture(const game::BoardPicture& picture, const std::string&) {
  std::string text;
  for (const game::PlacedPiece& runner : picture.pieces) {
    const int column = picture.cells[static_cast<std::size_t>(runner.cell)].column;
    if (column >= 25) return {};  // the total may be past it
    text += std::string(text.empty() ? "" : " ") + (runner.owner == 0 ? "first:" : "second:") +
            std::to_string(column);
  }
  return text;
}

/// Amazons: the amazons (Q, q) and arrows (x) on their squares, ranks from the top as the
/// position text writes them; the side to move, which the picture does not show, from the
/// text.
std::string amazons_position_from_picture(const game::BoardPicture& picture,
                                          const std::string& text) {
  std::vector<std::string> squares(static_cast<std::size_t>(picture.width * picture.height));
  for (const game::PlacedPiece& piece : picture.pieces) {
    const game::Cell& cell = picture.cells[static_cast<std::size_t>(piece.cell)];
    squares[static_cast<std::size_t>(cell.row * picture.width + cell.column)] = piece.notation;
  }
  std::string out;
  for (int row = picture.height - 1; row >= 0; --row) {
    int run = 0;
    for (int column = 0; column < picture.width; ++column) {
      const std::string& s = squares[static_cast<std::size_t>(row * picture.width + column)];
      if (s.empty()) {
        ++run;
        continue;
      }
      if (run > 0) out += std::to_string(run);
      run = 0;
      out += s;
    }
    if (run > 0) out += std::to_string(run);
    if (row > 0) out += '/';
  }
  const std::size_t side = text.rfind(' ');
  return side == std::string::npos ? std::string() : out + text.substr(side);
}

/// The Octagon Theory: each row's cells (top row first), a piece's notation or `.` for an
/// empty cell, rows joined by `/`; the side, round and stocks, which the picture does not
/// show, from the text.
std::string octagon_position_from_picture(const game::BoardPicture& picture,
                                          const std::string& text) {
  std::string board;
  for (int row = picture.height - 1; row >= 0; --row) {
    std::string line;
    for (int column = 0; column < picture.width; ++column) {
      const std::optional<int> cell = picture.cell_at(column, row);
      if (!cell) continue;
      const game::PlacedPiece* piece = picture.piece_on(*cell);
      line += piece == nullptr ? "." : piece->notation;
    }
    if (line.empty()) continue;
    board += (board.empty() ? "" : "/") + line;
  }
  const std::size_t fields = text.find(' ');
  return fields == std::string::npos ? std::string{} : board + text.substr(fields);
}

/// RoPaSci 360: the tokens of each hex (a cell may hold several), rows from Upper's edge
/// (the top) down; the throws and the turn, which the picture does not show, from the text.
std::string ropasci_position_from_picture(const game::BoardPicture& picture,
                                          const std::string& text) {
  std::string out;
  for (int row = picture.height - 1; row >= 0; --row) {
    if (row != picture.height - 1) out += '/';
    int run = 0;
    for (int column = 0; column < picture.width; ++column) {
      const std::optional<int> cell = picture.cell_at(column, row);
      if (!cell) continue;
      std::string tokens;
      for (const game::PlacedPiece& piece : picture.pieces)
        if (piece.cell == *cell) tokens += piece.notation;
      if (tokens.empty()) {
        ++run;
        continue;
      }
      if (run > 0) out += std::to_string(run);
      run = 0;
      out += tokens.size() == 1 ? tokens : "(" + tokens + ")";
    }
    if (run > 0) out += std::to_string(run);
  }
  const std::size_t fields = text.find(' ');
  return fields == std::string::npos ? std::string() : out + text.substr(fields);
}

std::vector<Start> starts() {
  std::vector<Start> out;
  const variants::Catalogue catalogue = variants::builtin_catalogue();
  for (const auto& v : catalogue.entries()) {
    out.push_back({"tafl-opentafl-" + v.id, [] { return tafl::make_tafl_game(); }, v.rules,
                   tafl_position_from_picture});
    out.push_back({"tafl-spec-" + v.id, [] { return tafl::make_tafl_game(tafl::Dialect::spec); },
                   v.rules, tafl_position_from_picture});
  }
  const std::pair<int, const char*> ataxx_rules[] = {{2, "ataxx"},
                                                     {2, "spot players:2"},
                                                     {3, "spot players:3 corner:right"},
                                                     {3, "spot players:3 corner:left"},
                                                     {4, "spot players:4"}};
  for (const auto& [players, rules] : ataxx_rules) {
    out.push_back({std::string("ataxx-") + rules,
                   [players = players] { return ataxx::make_ataxx_game(players); }, rules,
                   ataxx_position_from_picture});
  }
  out.push_back(
      {"toy", [] { return std::make_unique<test::ToyGame>(); }, "toy pile:30", pile_from_picture});
  out.push_back({"toy3", [] { return std::make_unique<test::ToyThreeGame>(); }, "toy3 pile:40",
                 pile_from_picture});
  out.push_back({"toysim", [] { return std::make_unique<test::ToySimultaneousGame>(); },
                 "toysim target:25", race_from_picture});
  for (const char* size : {"6", "8", "10"})
    out.push_back({std::string("amazons-") + size, [] { return amazons::make_amazons_game(); },
                   std::string("amazons size:") + size, amazons_position_from_picture});
  const std::pair<int, const char*> octagon_rules[] = {
      {2, "octagon size:7 cut:2 hole:1 turns:20 stock:*,4,3,1"},
      {2, "octagon turns:30 chain:on push:2 two:corner"},
      {2, "octagon size:9 cut:3 hole:1 turns:30 placements:2"},
      {3, "octagon size:9 cut:3 hole:1 turns:20 players:3 placements:2 stock:*,2,1,1"},
      {4, "octagon size:13 cut:4 hole:3 turns:30 players:4 placements:2 stock:*,6,4,2"}};
  for (const auto& [players, rules] : octagon_rules) {
    out.push_back({std::string("octagon-") + rules,
                   [players = players] { return octagon::make_octagon_game(players); }, rules,
                   octagon_position_from_picture});
  }
  out.push_back({"ropasci360", [] { return ropasci::make_ropasci_game(); }, "ropasci360",
                 ropasci_position_from_picture});
  return out;
}

using skald::testing::messages;

/// A picture without the marks of the last move: what the position alone decides.
game::BoardPicture without_move_marks(game::BoardPicture picture) {
  std::erase_if(picture.marks, [](const game::CellMark& m) { return game::is_move_mark(m.kind); });
  return picture;
}

/// The board picture at one state: sound, owned by the game's sides, the same for a clone,
/// the same (but for the last move's marks) for the state set up from the position text,
/// and telling the position text where the start can read it.
void check_picture(const game::Game& g, const Start& start, const game::GameState& state,
                   const game::GameState& from_text, const std::string& where) {
  const game::BoardPicture picture = state.board_picture();
  EXPECT_EQ(game::picture_problems(picture), std::vector<std::string>{}) << where;
  for (const game::PlacedPiece& piece : picture.pieces) {
    EXPECT_GE(piece.owner, -1) << where;
    EXPECT_LT(piece.owner, g.shape().players) << where;
  }
  EXPECT_FALSE(picture.cells.empty()) << where;
  EXPECT_EQ(state.clone()->board_picture(), picture) << where;
  EXPECT_EQ(without_move_marks(from_text.board_picture()), without_move_marks(picture)) << where;
  const std::string read_back = start.position_from_picture(picture, state.position_text());
  if (!read_back.empty()) {
    EXPECT_EQ(read_back, state.position_text()) << where;
  }
}

/// The checks at one state of a game.
void check_state(const game::Game& g, game::Analyser* analyser, const Start& start,
                 const game::GameState& state, const std::string& where) {
  const std::vector<std::string> moves = state.legal_moves();
  EXPECT_TRUE(std::is_sorted(moves.begin(), moves.end())) << where;
  EXPECT_EQ(std::adjacent_find(moves.begin(), moves.end()), moves.end()) << where;
  // Each side's own moves: all of them for the side to move, its share of the joint move
  // at a simultaneous turn, none for the others.
  const game::GameShape shape = g.shape();
  for (int side = 0; side < shape.players; ++side) {
    const std::vector<std::string> own = state.legal_moves_of(side);
    EXPECT_TRUE(std::is_sorted(own.begin(), own.end())) << where;
    if (state.side_to_move() == game::kEverySide) {
      EXPECT_EQ(own.empty(), moves.empty()) << where << " side " << side;
    } else {
      EXPECT_EQ(own, side == state.side_to_move() ? moves : std::vector<std::string>{})
          << where << " side " << side;
    }
  }
  if (state.outcome().kind != game::OutcomeKind::ongoing) {
    EXPECT_TRUE(moves.empty()) << where;
  }

  // The game's analyser plays one of the legal moves.
  if (analyser != nullptr && !moves.empty()) {
    game::AnalysisLimits limits;
    limits.depth = 2;
    const game::Analysis a = analyser->analyse(state, limits);
    EXPECT_TRUE(a.error.empty()) << where << ": " << a.error;
    ASSERT_TRUE(a.best_move) << where;
    EXPECT_TRUE(std::binary_search(moves.begin(), moves.end(), *a.best_move))
        << where << ": " << *a.best_move;
  }

  // A clone is the same game.
  const std::unique_ptr<game::GameState> copy = state.clone();
  EXPECT_EQ(copy->position_text(), state.position_text()) << where;
  EXPECT_EQ(copy->side_to_move(), state.side_to_move()) << where;
  EXPECT_EQ(copy->legal_moves(), moves) << where;
  EXPECT_EQ(copy->outcome().kind, state.outcome().kind) << where;

  // The position text with the side to move sets the same position up again: the same
  // board, side and legal moves (a state in the middle of a move, such as a pending tafl
  // berserk continuation, says so by listing fewer moves than the fresh one).
  Diagnostics diags;
  const std::unique_ptr<game::GameState> again =
      g.start_state(start.rules, state.position_text(), state.side_to_move(), diags);
  ASSERT_TRUE(again) << where << ": " << messages(diags);
  EXPECT_EQ(again->position_text(), state.position_text()) << where;
  EXPECT_EQ(again->side_to_move(), state.side_to_move()) << where;
  if (state.outcome().kind == game::OutcomeKind::ongoing) {
    const std::vector<std::string> fresh = again->legal_moves();
    EXPECT_TRUE(std::includes(fresh.begin(), fresh.end(), moves.begin(), moves.end())) << where;
  }
  check_picture(g, start, state, *again, where);
}

TEST(GameConformance, RandomGamesThroughTheGameInterface) {
  std::mt19937 rng(20261125);
  int games = 0, finished = 0, plies = 0;
  for (const Start& start : starts()) {
    const std::unique_ptr<game::Game> g = start.make();
    ASSERT_TRUE(g->accepts_rules(start.rules)) << start.name;
    const std::unique_ptr<game::Analyser> analyser = g->make_analyser();
    if (analyser) {
      game::AnalyserSettings small;
      small.hash_megabytes = 1;
      analyser->configure(small);
    }
    for (int round = 0; round < testing::sample_size(2, 1); ++round) {
      Diagnostics diags;
      std::unique_ptr<game::GameState> state = g->start_state(start.rules, std::nullopt, diags);
      ASSERT_TRUE(state) << start.name << ": " << messages(diags);
      std::vector<std::string> played;
      for (int ply = 0; ply < 250 && state->outcome().kind == game::OutcomeKind::ongoing; ++ply) {
        const std::string where =
            start.name + " game " + std::to_string(round) + " ply " + std::to_string(ply);
        // The analyser at a few states of each game (it is the slow part; under the
        // sanitizers at the start only).
        if (ply % testing::sample_size(25, 50) == 0)
          check_state(*g, ply % testing::sample_size(100, 250) == 0 ? analyser.get() : nullptr,
                      start, *state, where);
        const std::vector<std::string> moves = state->legal_moves();
        if (moves.empty()) break;  // OpenTafl plays on without a move: nothing to play
        const std::string& move = moves[rng() % moves.size()];
        // Every listed move plays, and reports the text it was listed with.
        const std::unique_ptr<game::GameState> before = state->clone();
        const game::PlayResult r = state->play(move);
        ASSERT_TRUE(r.ok) << where << " " << move << ": " << messages(r.diagnostics);
        EXPECT_EQ(r.canonical, move) << where;
        EXPECT_TRUE(r.diagnostics.empty()) << where << " " << move;
        // A bad move leaves the state as it was.
        const game::PlayResult bad = before->play("not a move");
        EXPECT_FALSE(bad.ok) << where;
        const game::GameShape shape = g->shape();
        // Who is to move once the game is over is no rule's business (an Octagon game
        // ending with the first placement of a turn leaves its side; found by the
        // sanitizer build's smaller sample).
        const bool over = state->outcome().kind != game::OutcomeKind::ongoing;
        if (over) {
          EXPECT_FALSE(r.same_side_moves_again) << where;
        } else if (shape.dynamics == game::Dynamics::simultaneous) {
          EXPECT_EQ(state->side_to_move(), game::kEverySide) << where;
        } else if (r.same_side_moves_again) {
          EXPECT_EQ(state->side_to_move(), before->side_to_move()) << where;
        } else if (shape.players == 2) {
          EXPECT_EQ(state->side_to_move(), 1 - before->side_to_move()) << where;
        } else {
          EXPECT_GE(state->side_to_move(), 0) << where;
          EXPECT_LT(state->side_to_move(), shape.players) << where;
        }
        played.push_back(move);
        ++plies;
      }
      check_state(*g, analyser.get(), start, *state,
                  start.name + " end of game " + std::to_string(round));
      ++games;
      finished += state->outcome().kind != game::OutcomeKind::ongoing;

      // The game as a record: written, read back and replayed, it ends where it ended.
      record::Record rec;
      rec.set_tag("rules", start.rules);
      record::Node* at = &rec.root();
      for (const std::string& m : played)
        at = at->add_child(std::make_unique<record::Node>(m));
      const otn::WriteResult written = otn::write_otg(rec);
      game::GameRegistry registry;
      registry.add(start.make());
      otn::ReadOptions options;
      options.games = &registry;
      const otn::ReadResult read = otn::read_otg_text(written.bytes, options);
      ASSERT_TRUE(read.replayed) << start.name << ": " << messages(read.diagnostics);
      EXPECT_FALSE(read.diagnostics.has_errors())
          << start.name << ": " << messages(read.diagnostics);
      std::size_t count = 0;
      const record::Node* n = &read.record.root();
      for (; n->next() != nullptr; n = n->next())
        EXPECT_EQ(n->next()->move_text, played[count++]) << start.name;
      EXPECT_EQ(count, played.size()) << start.name;
      Diagnostics replay_diags;
      std::unique_ptr<game::GameState> replayed =
          g->start_state(start.rules, std::nullopt, replay_diags);
      for (const std::string& m : played)
        ASSERT_TRUE(replayed->play(m).ok) << start.name << " " << m;
      EXPECT_EQ(replayed->position_text(), state->position_text()) << start.name;
      EXPECT_EQ(replayed->outcome().kind, state->outcome().kind) << start.name;
    }
  }
  std::cout << games << " games (" << finished << " finished), " << plies << " plies\n";
  EXPECT_GT(finished, 0);
}

}  // namespace
}  // namespace skald
