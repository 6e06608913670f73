#pragma once

// Saving a finished game: an .otg record OpenTafl can load (tags attackers, defenders,
// result, termination, time-control and time-remaining for a timed game, then the rules,
// which OTN wants last), written atomically into the
// server's games folder, and a row in the database that `skald server games` lists.

#include <filesystem>
#include <optional>
#include <string>

#include "tools/skald/server/account_store.h"
#include "tools/skald/server/game_room.h"

namespace skald::server {

/// "attackers-win", "defenders-win" or "draw".
std::string result_word(net::Victory victory);
/// The same, or "adjourned" for a game stopped unfinished.
std::string result_word(const FinishedGame& game);

/// The record's bytes, replayed with the game so its moves are checked and canonical.
std::string finished_game_otg(const FinishedGame& game);

/// Writes `game` to `folder`/<uuid>.otg and records it in `store`; the row, or nothing
/// with `error` saying what failed (the file is written first: a row never names a file
/// that is missing).
std::optional<GameRow> archive_game(const FinishedGame& game, const std::filesystem::path& folder,
                                    AccountStore& store, std::string& error);

}  // namespace skald::server
