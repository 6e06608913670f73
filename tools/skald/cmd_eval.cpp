// `skald eval`: the engine's static evaluation of one position, term by term for both
// sides, in taflmen (the evaluation dump OpenTafl's author used to find evaluation bugs):
// a record's node (FILE --at ADDR) or a position given by options. A finished game (the
// king on a corner, say) prints its result instead; a board without exactly one king is an
// error.
#include <fmt/core.h>

#include <optional>
#include <string>

#include "skald/tafl/evaluation.h"
#include "tools/skald/commands.h"
#include "tools/skald/position_options.h"
#include "tools/skald/record_position.h"

namespace skald::cli {

namespace {

struct EvalOptions {
  RecordNodeOptions record;
  PositionOptions position;
};

std::string taflmen(int centi) {
  return fmt::format("{:+.2f}", centi / 100.0);
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
  const tafl::Evaluator evaluator(pos->tables());
  const tafl::EvaluationDump dump = evaluator.dump(*pos);
  fmt::print("{:<16} {:>10} {:>10}\n", "term", "attackers", "defenders");
  for (const auto& t : dump.terms)
    fmt::print("{:<16} {:>10} {:>10}\n", t.name, taflmen(t.attackers), taflmen(t.defenders));
  fmt::print("{:<16} {:>10} {:>10}\n", "total", taflmen(dump.attackers_total),
             taflmen(dump.defenders_total));
  fmt::print("balance for attackers: {} taflmen (phase {:.2f})\n",
             taflmen(dump.balance_for_attackers), dump.phase);
  fmt::print("value for the side to move ({}): {}\n", tafl::side_name(dump.side_to_move),
             taflmen(dump.for_side_to_move));
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
