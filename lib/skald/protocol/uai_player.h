#pragma once

// UaiPlayer: an external engine that speaks UAI (uai_engine.h describes the protocol),
// hosted as cuteataxx hosts one: a fresh process per game, `uai` answered by `uaiok`,
// `isready`/`readyok`, `uainewgame`, then at each turn `position fen <start> moves ...` and
// `go` with the clock (`btime`/`wtime` for the x and o players, or `movetime`), until
// `bestmove`. The last `info ... score` before it is the engine's score of the position
// (for adjudication); other lines are skipped. No answer within the time plus a margin,
// a closed pipe or an illegal move lose the game with the reason.

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "skald/protocol/match_player.h"

namespace skald::protocol {

struct UaiPlayerSettings {
  std::string name = "uai engine";
  std::string command;
  std::string folder;
  std::chrono::milliseconds margin{2000};
  std::chrono::milliseconds startup{10000};
};
std::unique_ptr<MatchPlayer> make_uai_player(const UaiPlayerSettings& settings);

/// The score of an `info` line (`score cp 35`, `score mate -3`), centipawns read as
/// hundredths of the engine's unit (stones) and mates as plies; nothing when it has none.
std::optional<game::Score> uai_info_score(std::string_view line);

}  // namespace skald::protocol
