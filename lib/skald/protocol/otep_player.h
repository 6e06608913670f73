#pragma once

// OtepPlayer: an external engine that speaks the OpenTafl Engine Protocol, hosted as
// OpenTafl's ExternalEngineHost does: a fresh process per game (engine_process.h), `hello`
// awaited (lines before it, such as OpenTafl's log header, skipped), `rules`, then at each
// turn `opponent-move <moves> <board>`, `clock ...` and `play <side>`, and the engine's
// `move <m>` confirmed with `move <board>`. `status` and any other line the engine writes
// while thinking are skipped. No answer within the time it has plus a margin, a closed
// pipe, or `error -1` lose the game with that reason.

#include <chrono>
#include <memory>
#include <string>

#include "skald/protocol/match_player.h"

namespace skald::protocol {

struct OtepPlayerSettings {
  std::string name = "otep engine";
  std::string command;  // run with /bin/sh -c
  std::string folder;   // its working folder (empty: the current one)
  /// How long past its time an engine may take before it is called hung.
  std::chrono::milliseconds margin{2000};
  /// How long it may take to say hello.
  std::chrono::milliseconds startup{10000};
};
std::unique_ptr<MatchPlayer> make_otep_player(const OtepPlayerSettings& settings);

}  // namespace skald::protocol
