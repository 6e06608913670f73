#pragma once

// A match: games between two players (match_player.h) of one game, each opening played
// twice with the colours swapped, under a time control, on K threads at once; every game's
// moves, result and the reason for it come back through a callback as it ends (the CLI
// writes records from them), and the tally (match_stats.h) says who is stronger. A player
// that cannot move (crash, hang, illegal move, protocol error) or oversteps its time loses
// that game with the reason, and the match goes on.

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "skald/game/game.h"
#include "skald/protocol/match_player.h"
#include "skald/protocol/match_stats.h"

namespace skald::protocol {

/// Moves played from the start before the players take over (an opening line).
struct Opening {
  std::string name;
  std::vector<std::string> moves;
};

/// Ends a game both engines agree is won: once both have said, for `moves` moves each in a
/// row, that the same side wins (a proven win, or a score of at least `score` in their own
/// units; without `score` only proven results count). Engines that give no score (OTEP)
/// never agree. `moves` 0: off.
struct WinAdjudication {
  int moves = 0;
  std::optional<double> score;
};

struct MatchSettings {
  const game::Game* game = nullptr;
  std::string rules;
  std::optional<std::string> position;  // a set-up start (the game's position text)
  std::vector<Opening> openings;        // empty: the start itself
  int games = 2;                        // rounded up to whole pairs
  TimeControl time;
  int max_plies = 400;  // a game longer than this is a draw ("move limit")
  WinAdjudication adjudication;
  int concurrency = 1;
  std::optional<SprtSettings> sprt;  // stop once it decides
};

/// Makes a fresh player for one game (players are not shared between games).
using PlayerFactory = std::function<std::unique_ptr<MatchPlayer>()>;

struct MatchGame {
  int index = 0;  // from 0; games 2k and 2k + 1 are a pair
  std::string opening;
  /// The side number the first player had in this game.
  int first_player_side = 0;
  std::vector<std::string> player_names;  // by side
  std::vector<std::string> moves;         // canonical, the opening's included
  int opening_plies = 0;
  game::Outcome outcome;
  std::string reason;  // why it ended: the rules' text, "move limit", "time", a failure
  /// The first player's points: 1, 0.5 or 0.
  double first_player_points = 0.5;
};

struct MatchResult {
  std::vector<MatchGame> games;  // in index order
  MatchTally tally;
  std::optional<SprtResult> sprt;
  std::string error;  // the match could not start (then no games)
};

/// Plays the match. `on_game` is called (from any thread, one call at a time) as each game
/// ends, with the tally so far; `stop` (optional) set to true ends it after the games in
/// progress.
MatchResult play_match(const MatchSettings& settings, const PlayerFactory& first,
                       const PlayerFactory& second,
                       const std::function<void(const MatchGame&, const MatchTally&)>& on_game,
                       const std::atomic<bool>* stop = nullptr);

}  // namespace skald::protocol
