// `skald eval`: the engine's static evaluation of one position, term by term for both
// sides, in taflmen (the evaluation dump OpenTafl's author used to find evaluation bugs):
// a record's node (FILE --at ADDR) or a position given by options. A finished game (the
// king on a corner, say) prints its result instead; a board without exactly one king is an
// error.
#include <fmt/core.h>

#include <optional>
#include <string>

#include "skald/game/analyser.h"
#include "skald/game/game.h"
#include "tools/skald/commands.h"
#include "tools/skald/position_options.h"
#include "tools/skald/record_position.h"

namespace skald::cli {

namespace {

struct EvalOptions {
  RecordNodeOptions record;
  PositionOptions position;
};

std::string signed_value(double value) {
  return fmt::format("{:+.2f}", value);
}

int run_eval(const EvalOptions& opt) {
  const GamePosition at = position_from_record_or_options(opt.record, opt.position);
  if (!at.state) return 2;
  const game::Game* game = at.game;
  const game::GameState& state = *at.state;
  if (!playable_or_report(state, opt.record.file)) return 2;
  if (const game::Outcome outcome = state.outcome(); outcome.kind != game::OutcomeKind::ongoing) {
    // A finished game has a result, not an evaluation.
    fmt::print("the game is over: {}\n", game::result_text(*game, outcome));
    return 0;
  }
  const std::unique_ptr<game::Analyser> analyser = game->make_analyser();
  if (!analyser) {
    fmt::print(stderr, "error: {} has no engine to evaluate with\n", game->name());
    return 2;
  }
  const game::Evaluation e = analyser->evaluate(state);
  if (!e.error.empty()) {
    fmt::print(stderr, "error: {}\n", e.error);
    return 2;
  }
  fmt::print("{:<16}", "term");
  for (std::size_t side = 0; side < e.totals.size(); ++side)
    fmt::print(" {:>10}", game->side_name(static_cast<int>(side)));
  fmt::print("\n");
  for (const game::EvaluationTerm& t : e.terms) {
    fmt::print("{:<16}", t.name);
    for (double v : t.per_side)
      fmt::print(" {:>10}", signed_value(v));
    fmt::print("\n");
  }
  fmt::print("{:<16}", "total");
  for (double v : e.totals)
    fmt::print(" {:>10}", signed_value(v));
  fmt::print("\n");
  for (const std::string& remark : e.remarks)
    fmt::print("{}\n", remark);
  fmt::print("value for the side to move ({}): {}\n", game->side_name(state.side_to_move()),
             signed_value(e.for_side_to_move));
  return 0;
}

}  // namespace

void setup_eval(CLI::App& app, RunContext& ctx) {
  auto opt = std::make_shared<EvalOptions>();
  auto* cmd = app.add_subcommand(
      "eval",
      "Dump the engine's static evaluation of a position, term by term, in the game's unit");
  add_record_node_options(cmd, opt->record);
  add_position_options(cmd, opt->position);
  cmd->footer(
      "Examples:\n"
      "  skald eval game.otg --at 9b\n"
      "  skald eval --variant brandub\n"
      "  skald eval --variant copenhagen --position /11/11/11/11/11/5K5/11/11/11/11/11/ "
      "--to-move defenders\n"
      "  skald eval --variant spot-3 --position 'x5o/1x5/7/7/7/7/6y o 2 3'");
  cmd->callback([opt, &ctx] { ctx.exit_code = run_eval(*opt); });
}

}  // namespace skald::cli
