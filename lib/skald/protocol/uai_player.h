#pragma once

// UaiPlayer: an external engine that speaks UAI (uai_engine.h describes the protocol),
// hosted as cuteataxx hosts one: a fresh process per game, `uai` answered by `uaiok`,
// `isready`/`readyok`, `uainewgame`, then at each turn `position fen <start> moves ...` and
// `go` with the clock (`btime`/`wtime` for the x and o players, or `movetime`), until
// `bestmove`. `info` and other lines are skipped. No answer within the time plus a margin,
// a closed pipe or an illegal move lose the game with the reason.

#include <chrono>
#include <memory>
#include <string>

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

}  // namespace skald::protocol
