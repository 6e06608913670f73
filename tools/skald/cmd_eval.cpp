// `skald eval`: the engine's static evaluation of one position, term by term for both
// sides, in taflmen (the evaluation dump OpenTafl's author used to find evaluation bugs):
// a record's node (FILE --at ADDR) or a position given by options. A finished game (the
// king on a corner, say) prints its result instead; a board without exactly one king is an
// error.
#include <fmt/core.h>

#include <optional>
#include <string>

#include "skald/tafl/tafl_game.h"
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
  auto pos = position_from_record_or_options(opt.record, opt.position);
  if (!pos) return 2;
  const PositionStanding standing = position_standing(*pos);
  if (!playable_or_report(standing, opt.record.file)) return 2;
  if (standing.outcome.over()) {
    // A finished game has a result, not an evaluation.
    fmt::print("the game is over: {}\n", outcome_text(standing.outcome));
    return 0;
  }
  const std::unique_ptr<game::Game> game = tafl::make_tafl_game(opt.position.dialect);
  const std::unique_ptr<game::GameState> state = tafl::make_tafl_state(pos->recent_copy());
  const game::Evaluation e = game->make_analyser()->evaluate(*state);
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
  fmt::print("value for the side to move ({}): {}\n", game->side_name(state->side_to_move()),
             signed_value(e.for_side_to_move));
  return 0;
}

}  // namespace

void setup_eval(CLI::App& app, RunContext& ctx) {
  auto opt = std::make_shared<EvalOptions>();
  auto* cmd = app.add_subcommand(
      "eval", "Dump the engine's static evaluation of a position, term by term, in taflmen");
  add_record_node_options(cmd, opt->record);
  add_position_options(cmd, opt->position);
  cmd->footer(
      "Examples:\n"
      "  skald eval game.otg --at 9b\n"
      "  skald eval --variant brandub\n"
      "  skald eval --variant copenhagen --position /11/11/11/11/11/5K5/11/11/11/11/11/ "
      "--to-move defenders");
  cmd->callback([opt, &ctx] { ctx.exit_code = run_eval(*opt); });
}

}  // namespace skald::cli
