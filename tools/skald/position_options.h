#pragma once

// The options that name a position on the command line, shared by `perft`, `moves`,
// `eval` and `hint`: (--variant NAME | --rules STR) [--position POS --to-move SIDE]; and
// for `eval` and `hint`, a record's node instead: FILE [--at ADDR] [--encoding NAME]. The
// game is the one whose rules the text is (game::GameRegistry), its state made by
// game::Game::start_state.

#include <CLI/CLI.hpp>
#include <memory>
#include <optional>
#include <string>

#include "skald/game/game.h"

namespace skald::cli {

struct PositionOptions {
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

/// The rules text the options name (--variant from the catalogue, or --rules), or nothing
/// after printing the reason to stderr.
std::optional<std::string> rules_from_options(const PositionOptions& opt);

struct RecordNodeOptions {
  std::string file;
  std::string at;
  std::string encoding;
};

/// Adds FILE, --at and --encoding to `cmd`, storing into `opt`.
void add_record_node_options(CLI::App* cmd, RecordNodeOptions& opt);

/// Whether a record FILE or --variant/--rules was given, exactly one of them; prints the
/// usage error otherwise.
bool record_or_position_given(const RecordNodeOptions& record, const PositionOptions& position);

}  // namespace skald::cli
