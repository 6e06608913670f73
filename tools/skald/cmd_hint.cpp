// `skald hint`: help for a player or puzzle solver who is stuck. At a node of a record the
// record's own hints come first (the `(hint: ...)` notes of the node's comment, then of the
// move that follows it); without one, the engine's: first only which piece to move, and
// with --more where it goes, with the score and the line.
#include <fmt/core.h>

#include <memory>
#include <string>

#include "skald/game/analyser.h"
#include "skald/game/game.h"
#include "skald/puzzle/record_hints.h"
#include "tools/skald/commands.h"
#include "tools/skald/number_option.h"
#include "tools/skald/position_options.h"
#include "tools/skald/record_io.h"
#include "tools/skald/record_position.h"

namespace skald::cli {

namespace {

struct HintOptions {
  RecordNodeOptions record;
  PositionOptions position;
  bool more = false;
  bool engine_only = false;
  int depth = 5;
  bool no_extensions = false;
  std::int64_t movetime = 0;
};

int engine_hint(const GamePosition& at, const HintOptions& opt) {
  const game::Game* game = at.game;
  const std::unique_ptr<game::GameState>& state = at.state;
  if (!playable_or_report(*state, opt.record.file)) return 2;
  if (const game::Outcome outcome = state->outcome(); outcome.kind != game::OutcomeKind::ongoing) {
    fmt::print("the game is over: {}\n", game::result_text(*game, outcome));
    return 0;
  }
  const std::unique_ptr<game::Analyser> analyser = game->make_analyser();
  if (!analyser) {
    fmt::print(stderr, "error: {} has no engine to give hints with\n", game->name());
    return 2;
  }
  game::AnalyserSettings settings;
  settings.extensions = !opt.no_extensions;
  analyser->configure(settings);
  game::AnalysisLimits limits;
  limits.depth = opt.movetime > 0 ? 0 : opt.depth;
  limits.move_time = std::chrono::milliseconds(opt.movetime);
  const game::Analysis a = analyser->analyse(*state, limits);
  if (!a.best_move) {
    fmt::print("no legal move\n");
    return 0;
  }
  const std::string side = game->side_name(state->side_to_move());
  if (!opt.more) {
    fmt::print("hint for {}: move {} (--more tells where)\n", side,
               analyser->piece_to_move(*state, *a.best_move));
    return 0;
  }
  std::string line;
  for (const std::string& m : a.pv)
    line += (line.empty() ? "" : " ") + m;
  fmt::print("hint for {}: {} ({}, depth {})\n", side, *a.best_move, analyser->score_text(a.score),
             a.depth);
  fmt::print("line: {}\n", line);
  return 0;
}

int run_hint(const HintOptions& opt) {
  if (!record_or_position_given(opt.record, opt.position)) return 2;
  if (opt.record.file.empty()) {
    const GamePosition at = position_from_options(opt.position);
    return at.state ? engine_hint(at, opt) : 2;
  }
  const RecordNode found = record_node_or_report(opt.record.file, opt.record.encoding,
                                                 opt.record.at, opt.position.dialect);
  if (!found.node) return 2;
  const record::Node* node = found.node;
  if (!opt.engine_only) {
    const auto hints = puzzle::record_hints(found.loaded->record, *node);
    if (!hints.empty()) {
      for (const auto& h : hints)
        fmt::print("hint: {}\n", h.text);
      return 0;
    }
  }
  const GamePosition at = state_or_report(found, opt.record.file, opt.position.dialect);
  return at.state ? engine_hint(at, opt) : 2;
}

}  // namespace

void setup_hint(CLI::App& app, RunContext& ctx) {
  auto opt = std::make_shared<HintOptions>();
  auto* cmd = app.add_subcommand(
      "hint", "A hint for the side to move: the record's own, else the engine's");
  add_record_node_options(cmd, opt->record);
  add_position_options(cmd, opt->position);
  cmd->add_flag("--more", opt->more, "Say where the piece goes too, with the score and line");
  cmd->add_flag("--engine", opt->engine_only, "Ask the engine even when the record has a hint");
  cmd->add_option("--depth", opt->depth, "Search depth")
      ->check(whole_number_in(engine::kDepthRange))
      ->capture_default_str();
  cmd->add_flag("--no-extensions", opt->no_extensions,
                "No quiescence search of captures and king-escape threats at the horizon");
  cmd->add_option("--movetime", opt->movetime, "Think for this many milliseconds instead")
      ->check(whole_number_in(engine::kMoveTimeMsRange));
  cmd->footer(
      "A record's hints are the (hint: ...) notes in the comment of the node, else in the\n"
      "comment of the move that follows it. The engine's hint first names only the piece.\n\n"
      "Examples:\n"
      "  skald hint puzzle.otg --at 6a              the record's hint, else the piece to move\n"
      "  skald hint game.otg --at 12b --more        the engine's move, score and line\n"
      "  skald hint --variant brandub --more --depth 6\n"
      "  skald hint --game ataxx --more --depth 5");
  cmd->callback([opt, &ctx] { ctx.exit_code = run_hint(*opt); });
}

}  // namespace skald::cli
