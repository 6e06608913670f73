#pragma once

// NetworkPlayer: skald's engine as a player on a server of OpenTafl's protocol (skald's own
// `skald server`, or OpenTafl's `--server`): it logs in, creates a game or joins one, plays
// it to the end with the engine (protocol::MatchPlayer, the analyser) under the server's
// game clock, and hands back the game as the server judged it, for the record.
//
// One game a call, on the caller's thread: reading the server and thinking alternate (the
// server's packets wait in the socket while the engine thinks). Time management comes from
// the clock the server last sent (clock-update, which skald's server sends before every
// await-move and OpenTafl's once a second), planned as skald's matches plan it
// (protocol::plan_move_time). It never prints: progress goes to the `log` callback.

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "formats/net/packet.h"
#include "skald/game/registry.h"
#include "skald/protocol/match_player.h"
#include "tools/skald/server/game_room.h"

namespace skald::connect {

enum class GameChoice {
  create,  // host a new game
  join,    // join an open game (the opponent's, when named)
};

struct ConnectOptions {
  std::string host = "127.0.0.1";
  int port = net::kDefaultPort;
  std::string username;
  std::string password;  // sent as OpenTafl's client hash, never in clear

  GameChoice choice = GameChoice::create;
  // create
  std::string rules;  // an OTN rules string
  net::TimeSpec clock;
  net::Side side = net::Side::attackers;
  std::string game_password;  // empty: none; else hashed as OpenTafl's dialogs do
  // join
  std::string opponent;   // only a game this user hosts (empty: any open game)
  std::string game_uuid;  // only this game (empty: any)
  std::chrono::milliseconds wait_for_game{30'000};

  /// The engine. With neither depth nor move time set it plays by the clock; an untimed
  /// game then gets `untimed_move_time` a move.
  protocol::AnalyserPlayerSettings engine;
  std::chrono::milliseconds untimed_move_time{2'000};
  /// Gives up when the server says nothing for this long while the game runs (a timed
  /// game also ends on the server's flag, which comes sooner).
  std::chrono::milliseconds silence_limit{600'000};

  std::function<void(const std::string&)> log;
};

/// What one call did: the game as it ended, or why none was played to the end.
struct ConnectResult {
  std::optional<server::FinishedGame> game;
  net::Side side = net::Side::attackers;  // the seat skald played
  std::string error;
  bool ok() const { return game.has_value(); }
};

/// Plays one game; `games` must read the rules the server sends.
ConnectResult play_network_game(const ConnectOptions& options, const game::GameRegistry& games);

/// A random (version 4) UUID, as OpenTafl's clients name the games they create.
std::string random_uuid();

}  // namespace skald::connect
