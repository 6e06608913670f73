// UAI both ways: skald's UaiEngine in a scripted session (the handshake, positions from
// startpos and FEN with moves, go by depth, by time and by clock, bad input), and a match
// runner game of Ataxx against `skald uai` hosted as cuteataxx hosts an engine.

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "skald/ataxx/ataxx_game.h"
#include "skald/protocol/engine_process.h"
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
        *game_, "ataxx",
        [this](const std::string& l) {
          std::lock_guard lock(mutex_);
          sent_.push_back(l);
        },
        s);
  }
  /// What the engine sent so far (the search thread sends too).
  std::vector<std::string> sent() {
    std::lock_guard lock(mutex_);
    return sent_;
  }
  bool sent_line_starting(const std::string& prefix) {
    const std::vector<std::string> lines = sent();
    return std::any_of(lines.begin(), lines.end(),
                       [&](const std::string& l) { return l.rfind(prefix, 0) == 0; });
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
  std::mutex mutex_;
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
  engine_->wait();
  EXPECT_TRUE(std::any_of(sent_.begin(), sent_.end(), [](const std::string& l) {
    return l.rfind("info depth 3 seldepth ", 0) == 0 && l.find(" score ") != std::string::npos &&
           l.find(" nps ") != std::string::npos && l.find(" hashfull ") != std::string::npos &&
           l.find(" pv ") != std::string::npos;
  }));
  best_move_legal_after(start, {"f2"});
  const std::string gaps = "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1";
  engine_->handle("position fen " + gaps + " moves g1f3 b2");
  engine_->handle("go movetime 50");
  engine_->wait();
  best_move_legal_after(gaps, {"g1f3", "b2"});
  engine_->handle("position fen " + start);
  engine_->handle("go btime 3000 wtime 3000 binc 100 winc 100");
  engine_->wait();
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
  engine_->wait();
  best_move_legal_after("x5o/7/7/7/7/7/o5x x 0 1", {"f2"});
}

// A huge line is quoted by an excerpt, not echoed back whole.
TEST_F(UaiSession, AHugeUnknownCommandIsQuotedShort) {
  engine_->handle(std::string(1000000, 'z'));
  EXPECT_LT(sent_.back().size(), 200u);
  EXPECT_NE(sent_.back().find("... (1000000 bytes)"), std::string::npos) << sent_.back();
  engine_->handle("position startpos moves " + std::string(1000000, 'q'));
  EXPECT_LT(sent_.back().size(), 200u);
}

TEST_F(UaiSession, GoInfiniteSearchesUntilStopAndIsreadyIsAnsweredMeanwhile) {
  engine_->handle("position startpos");
  engine_->handle("go infinite");
  std::this_thread::sleep_for(std::chrono::milliseconds{300});
  engine_->handle("isready");
  EXPECT_TRUE(sent_line_starting("readyok")) << "isready waits for the search";
  EXPECT_FALSE(sent_line_starting("bestmove")) << "an infinite search answered before stop";
  EXPECT_TRUE(sent_line_starting("info depth ")) << "no progress while searching";
  engine_->handle("stop");
  engine_->wait();
  best_move_legal_after("x5o/7/7/7/7/7/o5x x 0 1", {});
  const std::vector<std::string> lines = sent();
  EXPECT_EQ(std::count_if(lines.begin(), lines.end(),
                          [](const std::string& l) { return l.rfind("bestmove", 0) == 0; }),
            1);
}

TEST_F(UaiSession, OptionsAreListedAndSet) {
  engine_->handle("uai");
  for (const char* option : {"option name Hash type spin default 4 min 1 max 32768",
                             "option name Threads type spin default 1 min 1 max 256",
                             "option name MultiPV type spin default 1 min 1 max 64",
                             "option name Contempt type spin default 0 "})
    EXPECT_TRUE(sent_line_starting(option)) << option;
  sent_.clear();
  engine_->handle("setoption name MultiPV value 3");
  engine_->handle("setoption name Hash value 8");
  engine_->handle("setoption name Threads value 2");
  EXPECT_EQ(sent(), std::vector<std::string>{}) << "good values are taken silently";
  engine_->handle("position startpos");
  engine_->handle("go depth 2");
  engine_->wait();
  EXPECT_TRUE(sent_line_starting("info depth 2 seldepth ")) << "searched";
  for (const char* k : {" multipv 1 ", " multipv 2 ", " multipv 3 "}) {
    const std::vector<std::string> lines = sent();
    EXPECT_TRUE(std::any_of(lines.begin(), lines.end(), [&](const std::string& l) {
      return l.rfind("info depth 2 ", 0) == 0 && l.find(k) != std::string::npos;
    })) << k;
  }
  best_move_legal_after("x5o/7/7/7/7/7/o5x x 0 1", {});
  sent_.clear();
  engine_->handle("setoption name Hash value 0");
  engine_->handle("setoption name Threads value 100000");
  engine_->handle("setoption name Ponder value true");
  engine_->handle("setoption name MultiPV value many");
  const std::vector<std::string> said = sent();
  ASSERT_EQ(said.size(), 4u);
  EXPECT_NE(said[0].find("from 1 to 32768, got 0"), std::string::npos) << said[0];
  EXPECT_NE(said[1].find("from 1 to 256, got 100000"), std::string::npos) << said[1];
  EXPECT_NE(said[2].find("no option 'Ponder'"), std::string::npos) << said[2];
  EXPECT_NE(said[3].find("needs a whole number"), std::string::npos) << said[3];
}

TEST_F(UaiSession, BadNumbersInGoAreRefusedWithTheirRange) {
  engine_->handle("position startpos");
  engine_->handle("go depth -5 movetime 100");
  engine_->wait();
  EXPECT_TRUE(sent_line_starting("info string go: depth: expected a depth from 1 to 64, got -5"));
  best_move_legal_after("x5o/7/7/7/7/7/o5x x 0 1", {});
  sent_.clear();
  engine_->handle("go depth 99999999999 movetime 100");
  engine_->wait();
  EXPECT_TRUE(
      sent_line_starting("info string go: depth: expected a depth from 1 to 64, got "
                         "99999999999"));
  best_move_legal_after("x5o/7/7/7/7/7/o5x x 0 1", {});
  sent_.clear();
  engine_->handle("go movetime -1 depth 2");
  engine_->wait();
  EXPECT_TRUE(sent_line_starting("info string go: movetime: expected a time in milliseconds"));
  best_move_legal_after("x5o/7/7/7/7/7/o5x x 0 1", {});
}

TEST_F(UaiSession, BadClocksInGoAreRefusedWithTheirRange) {
  engine_->handle("position startpos");
  // Negative clocks used to be taken as zero, and a huge increment overflowed the plan.
  engine_->handle(
      "go wtime -5 btime 18446744073709551615 winc 9223372036854775807 movestogo 0 "
      "depth 2");
  engine_->wait();
  EXPECT_TRUE(sent_line_starting(
      "info string go: wtime: expected a clock time in milliseconds from 0 to 2592000000, got -5; "
      "ignored"));
  EXPECT_TRUE(sent_line_starting(
      "info string go: btime: expected a clock time in milliseconds from 0 to 2592000000, got "
      "18446744073709551615; ignored"));
  EXPECT_TRUE(sent_line_starting(
      "info string go: winc: expected an increment in milliseconds from 0 to 86400000, got "
      "9223372036854775807; ignored"));
  EXPECT_TRUE(sent_line_starting(
      "info string go: movestogo: expected a number of moves from 1 to 100000, got 0; ignored"));
  best_move_legal_after("x5o/7/7/7/7/7/o5x x 0 1", {});
}

TEST(UaiProcessTest, SkaldUaiAnswersIsreadyWhileSearchingAndStopsOnStop) {
  EngineProcess engine(std::string(SKALD_EXE) + " uai --hash 4");
  ASSERT_TRUE(engine.running()) << engine.error();
  using std::chrono::seconds;
  ASSERT_TRUE(engine.send("uai"));
  ASSERT_TRUE(engine.read_until({"uaiok"}, seconds{10}));
  engine.send("position startpos");
  engine.send("go infinite");
  engine.send("isready");
  const auto ready = engine.read_until({"readyok", "bestmove"}, seconds{10});
  ASSERT_TRUE(ready);
  EXPECT_EQ(*ready, "readyok") << "isready waited for the search";
  std::this_thread::sleep_for(milliseconds{300});
  engine.send("stop");
  const auto best = engine.read_until({"bestmove"}, seconds{10});
  ASSERT_TRUE(best) << "no bestmove after stop";
  EXPECT_EQ(best->rfind("bestmove ", 0), 0u);
  EXPECT_NE(*best, "bestmove 0000");
  engine.send("quit");
}

TEST(UaiProcessTest, TheEndOfInputLetsTheLastSearchFinish) {
  // A scripted session: `go depth 4` and then the end of input. The search answers rather
  // than being cut off (a stop would also answer, but from a shallower depth).
  const std::string command =
      "printf 'position startpos\\ngo depth 4\\n' | " + std::string(SKALD_EXE) + " uai --hash 4";
  FILE* pipe = ::popen(command.c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  std::string out;
  char buffer[4096];
  while (std::fgets(buffer, sizeof buffer, pipe) != nullptr)
    out += buffer;
  EXPECT_EQ(::pclose(pipe), 0);
  EXPECT_NE(out.find("info depth 4 "), std::string::npos) << out;
  EXPECT_NE(out.find("bestmove "), std::string::npos) << out;
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
