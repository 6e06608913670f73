#pragma once

// The options that name a position on the command line, shared by `perft`, `moves`,
// `eval` and `hint`: [--game NAME] (--variant NAME | --rules STR) [--position POS
// [--to-move SIDE]]; and for `eval` and `hint`, a record's node instead: FILE [--at ADDR]
// [--encoding NAME]. --game, --variant and --rules are resolved by the one registry of
// variants (known_variants(), game::VariantRegistry::choose): --game alone stands for its
// default variant, --variant is a variant of any game (or a game's name), and a --game
// given with either must be theirs. --to-move may be left out where the game's position
// text says who moves (Ataxx FEN), not for tafl. The state is made by
// game::Game::start_state. The help texts that list games and variants are made from the
// registry too.

#include <CLI/CLI.hpp>
#include <memory>
#include <string>

#include "skald/game/game.h"
#include "skald/game/registry.h"

namespace skald::cli {

struct PositionOptions {
  std::string game;
  std::string variant;
  std::string rules;
  std::string position;
  std::string to_move;
  std::string dialect;  // --dialect; empty: the game list's default
};

/// Adds the options to `cmd` (--dialect among them), storing into `opt`.
void add_position_options(CLI::App* cmd, PositionOptions& opt);

/// A state and the game it belongs to (the games live as long as the program).
struct GamePosition {
  const game::Game* game = nullptr;
  std::unique_ptr<game::GameState> state;
  std::string rules;  // the rules text the state was started from
};

/// The position the options name, its game and rules chosen by the registry of variants
/// (game::VariantRegistry::choose in the options' dialect), or no state after printing
/// the reason to stderr.
GamePosition position_from_options(const PositionOptions& opt);

/// The help of a --game option: the games of the registry.
std::string game_option_help();
/// The help of a --variant option: what it takes, with the games' default variants.
std::string variant_option_help();
/// Every game with its variants, the default first, for `skald --help`.
std::string games_and_variants_help();

struct RecordNodeOptions {
  std::string file;
  std::string at;
  std::string encoding;
};

/// Adds FILE, --at and --encoding to `cmd`, storing into `opt`.
void add_record_node_options(CLI::App* cmd, RecordNodeOptions& opt);

/// Whether a record FILE or --game/--variant/--rules was given, exactly one of them; prints
/// the usage error otherwise.
bool record_or_position_given(const RecordNodeOptions& record, const PositionOptions& position);

}  // namespace skald::cli
