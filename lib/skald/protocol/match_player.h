#pragma once

// MatchPlayer: one side of a match game (match.h), whoever chooses its moves: skald's own
// analyser (AnalyserPlayer) or an external engine over a protocol (OtepPlayer,
// otep_player.h). The match hands it the position, the opponent's moves since its last
// turn and the clock; it answers a move in the game's notation or says why it has none
// (the engine crashed, hung, broke the protocol), which loses it the game.

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "skald/game/analyser.h"
#include "skald/game/game.h"
#include "skald/protocol/time_control.h"

namespace skald::protocol {

/// A move played, as the game writes it and as a person types it (tafl: `d6-f6`, the
/// simple notation of OTEP).
struct PlayedMove {
  std::string move;
  std::string simple;
};

/// A move, or why there is none.
struct MoveAnswer {
  std::optional<std::string> move;
  std::string failure;  // "crashed", "no answer within 1.3 s", "protocol: ..."
  /// What the player thinks of the position it moved in, for its side, when it says
  /// (skald's analyser, UAI `info score`; OTEP has no scores).
  std::optional<game::Score> score;

  static MoveAnswer failed(std::string why) { return {std::nullopt, std::move(why), std::nullopt}; }
  static MoveAnswer played(std::string move, std::optional<game::Score> score = std::nullopt) {
    return {std::move(move), "", std::move(score)};
  }
};

class MatchPlayer {
 public:
  virtual ~MatchPlayer() = default;
  /// The name in records and tables.
  virtual std::string name() const = 0;
  /// A new game of `game` under `rules` from `start`, this player on `side`. False (with
  /// `error` set) when the player cannot play it.
  virtual bool new_game(const game::Game& game, const std::string& rules,
                        const game::GameState& start, int side, std::string& error) = 0;
  /// Its move in `state` (its turn), after `opponent_moves` (the other side's moves since
  /// its last turn).
  virtual MoveAnswer choose(const game::GameState& state,
                            const std::vector<PlayedMove>& opponent_moves,
                            const MoveClock& clock) = 0;
  /// The game is over (or abandoned).
  virtual void finish(const game::Outcome& outcome) = 0;
  /// Whether the clock limits its moves. A player held to a fixed depth is not: it takes
  /// what the depth costs, and charging that to a clock loses it games on a busy machine.
  virtual bool plays_by_the_clock() const { return true; }
  /// Whether it plays the same move every time in the same game: two such players from
  /// the same opening play the same game again.
  virtual bool deterministic() const { return false; }
};

/// skald's engine as a player: the game's analyser under fixed limits, or the clock's.
struct AnalyserPlayerSettings {
  std::string name = "skald";
  game::AnalyserSettings analyser;
  int depth = 0;                           // 0: play by time
  std::chrono::milliseconds move_time{0};  // 0: from the clock (or untimed at a fixed depth)
};
std::unique_ptr<MatchPlayer> make_analyser_player(const AnalyserPlayerSettings& settings);

}  // namespace skald::protocol
