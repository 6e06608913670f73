// The match runner (protocol/match.h) with skald's analyser and with external engines over
// OTEP (skald's own `skald otep`, and scripts that crash, hang or play nonsense), the
// statistics of a tally (match_stats.h), and the engine process's timeouts.

#include <gtest/gtest.h>

#include <signal.h>

#include <cmath>
#include <fstream>
#include <string>
#include <thread>

#include "formats/variants/catalogue.h"
#include "skald/game/registry.h"
#include "skald/protocol/engine_process.h"
#include "skald/protocol/match.h"
#include "skald/protocol/otep_player.h"
#include "skald/tafl/tafl_game.h"

namespace skald::protocol {
namespace {

using std::chrono::milliseconds;

std::string brandub_rule_text() {
  return variants::builtin_catalogue().find_or_null("brandub")->rules;
}

PlayerFactory skald_at_depth(int depth, const std::string& name) {
  return [depth, name] {
    AnalyserPlayerSettings s;
    s.name = name;
    s.depth = depth;
    s.analyser.hash_megabytes = 4;
    return make_analyser_player(s);
  };
}

/// A player that answers what it is told to, for the failure paths.
class ScriptedPlayer final : public MatchPlayer {
 public:
  explicit ScriptedPlayer(MoveAnswer answer, milliseconds delay = milliseconds{0})
      : answer_(std::move(answer)), delay_(delay) {}
  std::string name() const override { return "scripted"; }
  bool new_game(const game::Game&, const std::string&, const game::GameState&, int,
                std::string&) override {
    return true;
  }
  MoveAnswer choose(const game::GameState& state, const std::vector<PlayedMove>&,
                    const MoveClock&) override {
    std::this_thread::sleep_for(delay_);
    if (answer_.move && answer_.move->empty())
      return MoveAnswer::played(state.legal_moves().front(), answer_.score);
    return answer_;
  }
  void finish(const game::Outcome&) override {}

 private:
  MoveAnswer answer_;
  milliseconds delay_;
};

class MatchTest : public ::testing::Test {
 protected:
  MatchTest() { games_.add(tafl::make_tafl_game()); }
  MatchSettings settings(int games) {
    MatchSettings s;
    s.game = games_.game_for_rules_or_null(brandub_rule_text());
    s.rules = brandub_rule_text();
    s.games = games;
    s.time.per_move = milliseconds{5000};
    s.max_plies = 120;
    return s;
  }
  game::GameRegistry games_;
};

TEST_F(MatchTest, PairsSwapColoursAndEveryGameReplaysToItsResult) {
  MatchSettings s = settings(4);
  s.openings = {{"d1-e1", {"d1-e1"}}, {"d2-e2", {"d2-e2"}}};
  s.concurrency = 2;
  int reported = 0;
  const MatchResult r = play_match(s, skald_at_depth(1, "shallow"), skald_at_depth(3, "deep"),
                                   [&](const MatchGame&, const MatchTally&) { ++reported; });
  ASSERT_EQ(r.games.size(), 4u);
  EXPECT_EQ(reported, 4);
  EXPECT_EQ(r.tally.games(), 4);
  EXPECT_EQ(r.tally.pairs(), 2);
  for (const MatchGame& g : r.games) {
    SCOPED_TRACE("game " + std::to_string(g.index));
    EXPECT_EQ(g.first_player_side, g.index % 2);
    EXPECT_EQ(g.player_names[static_cast<std::size_t>(g.first_player_side)], "shallow");
    EXPECT_EQ(g.opening, g.index < 2 ? "d1-e1" : "d2-e2");
    Diagnostics d;
    auto state = s.game->start_state(s.rules, std::nullopt, d);
    for (const std::string& m : g.moves)
      ASSERT_TRUE(state->play(m).ok) << m;
    if (g.reason != "move limit") {
      EXPECT_EQ(state->outcome().kind, g.outcome.kind);
      EXPECT_EQ(state->outcome().winner, g.outcome.winner);
    }
  }
}

TEST_F(MatchTest, TheSameMatchPlaysTheSameGames) {
  MatchSettings s = settings(2);
  s.max_plies = 30;
  const MatchResult a = play_match(s, skald_at_depth(2, "a"), skald_at_depth(2, "b"), {});
  const MatchResult b = play_match(s, skald_at_depth(2, "a"), skald_at_depth(2, "b"), {});
  ASSERT_EQ(a.games.size(), b.games.size());
  for (std::size_t i = 0; i < a.games.size(); ++i)
    EXPECT_EQ(a.games[i].moves, b.games[i].moves);
}

TEST_F(MatchTest, FailuresLoseTheGameWithTheirReason) {
  MatchSettings s = settings(2);
  s.time.per_move = milliseconds{100};
  s.time.margin = milliseconds{100};
  const auto check = [&](PlayerFactory bad, const std::string& reason) {
    const MatchResult r = play_match(s, std::move(bad), skald_at_depth(1, "skald"), {});
    ASSERT_EQ(r.games.size(), 2u);
    for (const MatchGame& g : r.games) {
      EXPECT_EQ(g.first_player_points, 0) << g.reason;
      EXPECT_NE(g.reason.find(reason), std::string::npos) << g.reason;
    }
    EXPECT_EQ(r.tally.losses(), 2);
  };
  check([] { return std::make_unique<ScriptedPlayer>(MoveAnswer::played("a1-a7")); },
        "illegal move a1-a7");
  check([] { return std::make_unique<ScriptedPlayer>(MoveAnswer::failed("crashed")); },
        "scripted crashed");
  check([] { return std::make_unique<ScriptedPlayer>(MoveAnswer::played(""), milliseconds{400}); },
        "lost on time");
}

TEST_F(MatchTest, AWinBothPlayersAgreeOnForNMovesIsAdjudicated) {
  MatchSettings s = settings(2);
  s.adjudication.moves = 3;
  const auto says = [](std::optional<game::Score> score) -> PlayerFactory {
    return [score] { return std::make_unique<ScriptedPlayer>(MoveAnswer::played("", score)); };
  };
  game::Score win, loss, ahead, behind, level;
  win.win_in_plies = 9;
  loss.loss_in_plies = 8;
  ahead.value = 5;
  behind.value = -5;
  // One says it wins, the other that it loses: after three moves each, the game is won.
  const MatchResult agreed = play_match(s, says(win), says(loss), {});
  ASSERT_EQ(agreed.games.size(), 2u);
  for (const MatchGame& g : agreed.games) {
    EXPECT_EQ(g.reason, "adjudicated: both engines agree that scripted wins (3 moves each)");
    EXPECT_EQ(g.moves.size(), 6u);
    EXPECT_EQ(g.outcome.winner, g.first_player_side);
    EXPECT_EQ(g.first_player_points, 1.0);
  }
  // Both claim the win, or one has no score: no agreement, the game is played out.
  for (const auto& [first, second] :
       {std::pair{says(win), says(win)}, std::pair{says(win), says(std::nullopt)},
        std::pair{says(ahead), says(behind)}}) {
    const MatchResult r = play_match(s, first, second, {});
    for (const MatchGame& g : r.games)
      EXPECT_EQ(g.reason.find("adjudicated"), std::string::npos) << g.reason;
  }
  // Scores count once a threshold says how high is winning; a level score breaks a streak.
  s.adjudication.score = 4.0;
  const MatchResult scored = play_match(s, says(behind), says(ahead), {});
  for (const MatchGame& g : scored.games) {
    EXPECT_EQ(g.outcome.winner, 1 - g.first_player_side) << g.reason;
    EXPECT_EQ(g.moves.size(), 6u);
  }
  const MatchResult broken = play_match(s, says(level), says(ahead), {});
  for (const MatchGame& g : broken.games)
    EXPECT_EQ(g.reason.find("adjudicated"), std::string::npos) << g.reason;
}

TEST_F(MatchTest, ExternalEnginesOverOtep) {
  MatchSettings s = settings(2);
  s.time.per_move = milliseconds{1000};
  s.time.margin = milliseconds{3000};
  s.max_plies = 20;
  // Generous limits for the engines that answer (a loaded machine starts processes
  // slowly); a short wait for hello only for the one that never says it.
  const auto otep = [](const std::string& command, const std::string& name,
                       milliseconds startup = milliseconds{10000}) -> PlayerFactory {
    return [command, name, startup] {
      OtepPlayerSettings o;
      o.name = name;
      o.command = command;
      o.margin = milliseconds{1500};
      o.startup = startup;
      return make_otep_player(o);
    };
  };
  // skald's own OTEP engine plays whole games: legal moves, both colours.
  const MatchResult good =
      play_match(s, otep(std::string(SKALD_EXE) + " otep --depth 2 --quiet", "skald-otep"),
                 skald_at_depth(2, "skald"), {});
  ASSERT_EQ(good.games.size(), 2u);
  for (const MatchGame& g : good.games)
    EXPECT_TRUE(g.reason == "move limit" || g.outcome.text == g.reason) << g.reason;

  // Engines that crash after hello, never answer, or answer nonsense lose, and are stopped.
  const auto started = std::chrono::steady_clock::now();
  const MatchResult crash =
      play_match(s, otep("echo hello; read line; exit 3", "crasher"), skald_at_depth(1, "s"), {});
  for (const MatchGame& g : crash.games)
    EXPECT_NE(g.reason.find("crasher crashed"), std::string::npos) << g.reason;
  const MatchResult hang =
      play_match(s, otep("echo hello; exec sleep 60", "sleeper"), skald_at_depth(1, "s"), {});
  for (const MatchGame& g : hang.games)
    EXPECT_NE(g.reason.find("sleeper no move within"), std::string::npos) << g.reason;
  const MatchResult silly = play_match(
      s,
      otep("echo hello; while read line; do case $line in play*) echo move z9-z1;; esac; done",
           "silly"),
      skald_at_depth(1, "s"), {});
  for (const MatchGame& g : silly.games)
    EXPECT_NE(g.reason.find("silly played the illegal move z9-z1"), std::string::npos) << g.reason;
  const MatchResult mute =
      play_match(s, otep("exec sleep 60", "mute", milliseconds{1000}), skald_at_depth(1, "s"), {});
  for (const MatchGame& g : mute.games)
    EXPECT_NE(g.reason.find("mute cannot start: no hello"), std::string::npos) << g.reason;
  // Two hung engines (sleep 60) were stopped, not waited for.
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds{50});
}

TEST(EngineProcessTest, ReadsLinesWithATimeoutAndStopsWhatHangs) {
  EngineProcess p("echo one; echo two; exec sleep 60");
  ASSERT_TRUE(p.running());
  EXPECT_EQ(p.read_line(milliseconds{2000}), std::optional<std::string>("one"));
  EXPECT_EQ(p.read_line(milliseconds{2000}), std::optional<std::string>("two"));
  const auto started = std::chrono::steady_clock::now();
  EXPECT_FALSE(p.read_line(milliseconds{200}));
  p.stop(milliseconds{100});
  EXPECT_FALSE(p.running());
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds{3});
}

/// Whether process `pid` has exited (gone, or a zombie nobody reaps).
bool process_ended(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string text;
  if (!std::getline(stat, text)) return true;
  const std::size_t paren = text.rfind(')');
  return paren != std::string::npos && text.substr(paren + 2, 1) == "Z";
}

// The wrapper (sh -c) dies of the SIGTERM; the engine behind it ignores it and would run on.
TEST(EngineProcessTest, WhatTheWrapperLeavesIgnoringSigtermIsKilledToo) {
  EngineProcess p("sh -c 'trap \"\" TERM; echo $$; exec sleep 60' & wait");
  ASSERT_TRUE(p.running());
  const std::optional<std::string> line = p.read_line(milliseconds{5000});
  ASSERT_TRUE(line);
  const pid_t engine = static_cast<pid_t>(std::stol(*line));
  p.stop(milliseconds{100});
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds{3};
  while (!process_ended(engine) && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(milliseconds{20});
  const bool ended = process_ended(engine);
  if (!ended) ::kill(engine, SIGKILL);  // the test's own leftover
  EXPECT_TRUE(ended) << "the engine behind the wrapper still runs";
}

TEST(MatchStatsTest, ScoreEloAndTheirInterval) {
  EXPECT_NEAR(elo_of_score(0.75), 190.85, 0.01);
  EXPECT_NEAR(score_of_elo(elo_of_score(0.3)), 0.3, 1e-9);
  MatchTally t;
  for (double pair : {2.0, 1.5, 1.0, 1.5, 0.5, 2.0, 1.0, 1.5}) {
    t.add_pair(pair);
    // The two games of the pair.
    t.add_game(pair >= 1.0 ? 1.0 : pair);
    t.add_game(pair - (pair >= 1.0 ? 1.0 : pair));
  }
  EXPECT_EQ(t.games(), 16);
  EXPECT_EQ(t.pairs(), 8);
  EXPECT_EQ(t.pentanomial(), (std::array<int, 5>{0, 1, 2, 3, 2}));
  EXPECT_NEAR(t.score(), 11.0 / 16.0, 1e-9);
  const EloEstimate e = t.elo();
  ASSERT_TRUE(e.bounded());
  EXPECT_LT(e.low, e.elo);
  EXPECT_GT(e.high, e.elo);
  EXPECT_GT(e.low, 0) << "11 of 16 with this spread is better than even";
}

// Two pairs, 2 and 1.5 points: the interval's top passes a score of 1, where the Elo curve
// ends. That end is no bound, and the estimate says so (the text says "unbounded" there,
// and the JSON must not say bounded).
TEST(MatchStatsTest, AnIntervalPastAScoreOfOneIsNotBounded) {
  MatchTally t;
  t.add_pair(2.0);
  t.add_pair(1.5);
  const EloEstimate e = t.elo();
  EXPECT_TRUE(e.has_interval);
  EXPECT_TRUE(e.low_bounded);
  EXPECT_FALSE(e.high_bounded);
  EXPECT_FALSE(e.bounded());
}

TEST(MatchStatsTest, SprtDecidesEachWayAndWaitsInBetween) {
  const SprtSettings s{0, 50, 0.05, 0.05};
  MatchTally strong;
  for (int i = 0; i < 200; ++i)
    strong.add_pair(i % 4 == 0 ? 1.0 : 1.5);  // about +130 Elo
  EXPECT_EQ(strong.sprt(s).state, SprtState::h1_accepted);
  MatchTally even;
  for (int i = 0; i < 400; ++i)
    even.add_pair(i % 2 == 0 ? 0.5 : 1.5);
  EXPECT_EQ(even.sprt(s).state, SprtState::h0_accepted);
  MatchTally few;
  few.add_pair(1.5);
  few.add_pair(1.0);
  EXPECT_EQ(few.sprt(s).state, SprtState::running);
  EXPECT_NEAR(few.sprt(s).upper, std::log(0.95 / 0.05), 1e-9);
}

}  // namespace
}  // namespace skald::protocol
