#pragma once

// The options that name a position on the command line, shared by `perft`, `moves`,
// `eval` and `hint`: [--game NAME] (--variant NAME | --rules STR) [--position POS
// [--to-move SIDE]]; and for `eval` and `hint`, a record's node instead: FILE [--at ADDR]
// [--encoding NAME]. --game names a game of the list (Game::name(): tafl, ataxx, spot-3,
// spot-4) and alone stands for its default rules (its first variant); --variant is looked
// up among the games' own variants (Game::variants(): ataxx, spot-4...) before tafl's
// catalogue. --to-move may be left out where the game's position text says who moves
// (Ataxx FEN), not for tafl. The game is the one whose rules the text is
// (game::GameRegistry), its state made by game::Game::start_state.

#include <CLI/CLI.hpp>
#include <memory>
#include <optional>
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
};

/// The position the options name, or no state after printing the reason to stderr.
GamePosition position_from_options(const PositionOptions& opt);

/// The rules of a game's own variant (Game::variants()) of that name, among the games of
/// `games` (only the game `game_name` when not empty), or nothing.
std::optional<std::string> own_variant_rules(const game::GameRegistry& games,
                                             std::string_view variant,
                                             std::string_view game_name = {});

/// The rules text the options name (--variant from a game's variants or the catalogue,
/// --rules, or --game's default rules), or nothing after printing the reason to stderr.
std::optional<std::string> rules_from_options(const PositionOptions& opt);

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
