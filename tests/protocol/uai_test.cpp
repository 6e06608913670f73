// UAI both ways: skald's UaiEngine in a scripted session (the handshake, positions from
// startpos and FEN with moves, go by depth, by time and by clock, bad input), and a match
// runner game of Ataxx against `skald uai` hosted as cuteataxx hosts an engine.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "skald/ataxx/ataxx_game.h"
#include "skald/protocol/match.h"
#include "skald/protocol/uai_engine.h"
#include "skald/protocol/uai_player.h"

namespace skald::protocol {
namespace {

using std::chrono::milliseconds;

class UaiSession : public ::testing::Test {
 protected:
  UaiSession() : game_(ataxx::make_ataxx_game(2)) {
    game::AnalyserSettings s;
    s.hash_megabytes = 4;
    engine_ = std::make_unique<UaiEngine>(
        *game_, "ataxx", [this](const std::string& l) { sent_.push_back(l); }, s);
  }
  /// The bestmove of the last go, checked legal after `moves` from `fen`.
  std::string best_move_legal_after(const std::string& fen, const std::vector<std::string>& moves) {
    EXPECT_FALSE(sent_.empty());
    const std::string last = sent_.empty() ? "" : sent_.back();
    EXPECT_EQ(last.rfind("bestmove ", 0), 0u) << last;
    const std::string move = last.substr(std::min<std::size_t>(9, last.size()));
    Diagnostics d;
    auto state = game_->start_state("ataxx", fen, d);
    EXPECT_TRUE(state) << fen << ": " << (d.items().empty() ? "" : d.items().front().message);
    if (!state) return move;
    for (const std::string& m : moves)
      EXPECT_TRUE(state->play(m).ok) << m;
    EXPECT_TRUE(state->play(move).ok) << move << " is not legal";
    return move;
  }
  std::unique_ptr<game::Game> game_;
  std::vector<std::string> sent_;
  std::unique_ptr<UaiEngine> engine_;
};

TEST_F(UaiSession, HandshakePositionsAndSearches) {
  EXPECT_TRUE(engine_->handle("uai"));
  EXPECT_EQ(sent_.back(), "uaiok");
  EXPECT_EQ(sent_.front(), "id name skald");
  engine_->handle("isready");
  EXPECT_EQ(sent_.back(), "readyok");
  engine_->handle("uainewgame");
  const std::string start = "x5o/7/7/7/7/7/o5x x 0 1";
  engine_->handle("position startpos moves f2");
  sent_.clear();
  engine_->handle("go depth 3");
  EXPECT_TRUE(std::any_of(sent_.begin(), sent_.end(), [](const std::string& l) {
    return l.rfind("info depth 3 score ", 0) == 0 && l.find(" pv ") != std::string::npos;
  }));
  best_move_legal_after(start, {"f2"});
  const std::string gaps = "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1";
  engine_->handle("position fen " + gaps + " moves g1f3 b2");
  engine_->handle("go movetime 50");
  best_move_legal_after(gaps, {"g1f3", "b2"});
  engine_->handle("position fen " + start);
  engine_->handle("go btime 3000 wtime 3000 binc 100 winc 100");
  best_move_legal_after(start, {});
  EXPECT_FALSE(engine_->handle("quit"));
}

TEST_F(UaiSession, BadInputIsSaidAndTheSessionGoesOn) {
  engine_->handle("position fen x5o/7/banana x 0 1");
  EXPECT_EQ(sent_.back().rfind("info string position: cannot set up the position", 0), 0u)
      << sent_.back();
  engine_->handle("position startpos moves f2 a1a1");
  EXPECT_EQ(sent_.back(),
            "info string position: the move a1a1 is illegal there; the position stops before it");
  engine_->handle("frobnicate");
  EXPECT_EQ(sent_.back(), "info string skald ignores the unknown command 'frobnicate'");
  engine_->handle("go depth 2");
  best_move_legal_after("x5o/7/7/7/7/7/o5x x 0 1", {"f2"});
}

TEST(UaiInfoScoreTest, ReadsCentipawnsAndMatesForAdjudication) {
  const auto cp = uai_info_score("info depth 7 score cp -135 nodes 1000 pv g2");
  ASSERT_TRUE(cp);
  EXPECT_DOUBLE_EQ(cp->value, -1.35);
  EXPECT_FALSE(cp->win_in_plies || cp->loss_in_plies);
  const auto win = uai_info_score("info depth 9 score mate 3 pv a1");
  ASSERT_TRUE(win && win->win_in_plies);
  EXPECT_EQ(*win->win_in_plies, 5);
  const auto loss = uai_info_score("info score mate -2");
  ASSERT_TRUE(loss && loss->loss_in_plies);
  EXPECT_EQ(*loss->loss_in_plies, 4);
  EXPECT_FALSE(uai_info_score("info depth 3 nodes 100"));
  EXPECT_FALSE(uai_info_score("info score cp"));
  EXPECT_FALSE(uai_info_score("info score wdl 1 2 3"));
  EXPECT_FALSE(uai_info_score("info score cp 12x"));
}

TEST(UaiMatchTest, TheMatchRunnerHostsSkaldOverUai) {
  const auto game = ataxx::make_ataxx_game(2);
  MatchSettings s;
  s.game = game.get();
  s.rules = "ataxx";
  s.games = 2;
  s.time.base = milliseconds{4000};
  s.time.increment = milliseconds{100};
  s.time.margin = milliseconds{2000};
  s.max_plies = 40;
  const PlayerFactory uai = [] {
    UaiPlayerSettings u;
    u.name = "skald-uai";
    u.command = std::string(SKALD_EXE) + " uai --hash 4";
    return make_uai_player(u);
  };
  const PlayerFactory inside = [] {
    AnalyserPlayerSettings a;
    a.name = "skald";
    a.depth = 2;
    a.analyser.hash_megabytes = 4;
    return make_analyser_player(a);
  };
  const MatchResult r = play_match(s, uai, inside, {});
  ASSERT_EQ(r.games.size(), 2u);
  for (const MatchGame& g : r.games) {
    SCOPED_TRACE(g.reason);
    EXPECT_TRUE(g.reason == "move limit" || g.reason == g.outcome.text)
        << "ended by the rules or the limit, not by a failure";
    EXPECT_GT(g.moves.size(), 4u);
  }
}

}  // namespace
}  // namespace skald::protocol
