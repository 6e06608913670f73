#pragma once

// A registry of every game skald has, in the order of the CLI's list
// (tools/skald/record_io.cpp, known_games), for tests that read or look up any game.

#include "skald/amazons/amazons_game.h"
#include "skald/ataxx/ataxx_game.h"
#include "skald/game/registry.h"
#include "skald/octagon/octagon_game.h"
#include "skald/ropasci/ropasci_game.h"
#include "skald/tafl/tafl_game.h"

namespace skald::testing {

/// Every game, tafl read in `dialect`.
inline void add_every_game(game::GameRegistry& games,
                           tafl::Dialect dialect = tafl::Dialect::opentafl) {
  games.add(tafl::make_tafl_game(dialect));
  for (int players = 2; players <= 4; ++players)
    games.add(ataxx::make_ataxx_game(players));
  games.add(amazons::make_amazons_game());
  for (int players = 2; players <= 4; ++players)
    games.add(octagon::make_octagon_game(players));
  games.add(ropasci::make_ropasci_game());
}

}  // namespace skald::testing
