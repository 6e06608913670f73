// `skald moves`: every legal move of a position in the game's notation (for tafl the full
// OTN record) and the result it leads to, one per line, sorted by move text; --json prints JSON
// lines. When the game is already over there, one line says how it ended (--json: {"game_over",
// "result", "reason"}); a board without exactly one king is an error.
#include <fmt/core.h>

#include <algorithm>
#include <string>
#include <vector>

#include "skald/game/game.h"
#include "tools/skald/commands.h"
#include "tools/skald/position_options.h"
#include "tools/skald/record_position.h"

namespace skald::cli {

namespace {

struct MovesOptions {
  RecordNodeOptions record;
  PositionOptions position;
  bool json = false;
};

struct Line {
  std::string simple;
  std::string otn;
  std::string result;
  std::string reason;
};

int run_moves(const MovesOptions& opt) {
  const GamePosition at = position_from_record_or_options(opt.record, opt.position);
  if (!at.state) return 2;
  if (!playable_or_report(*at.state, opt.record.file)) return 2;
  if (const game::Outcome outcome = at.state->outcome();
      outcome.kind != game::OutcomeKind::ongoing) {
    // No move is legal once the game is over: say how it ended instead of printing nothing.
    if (opt.json)
      fmt::print(R"({{"game_over":"{}","result":"{}","reason":"{}"}})"
                 "\n",
                 game::result_text(*at.game, outcome), game::result_name(*at.game, outcome),
                 outcome.text);
    else
      fmt::print("the game is over: {}\n", game::result_text(*at.game, outcome));
    return 0;
  }
  // Each legal move (sorted by its text) played on a copy, for the result it leads to.
  std::vector<Line> lines;
  for (const std::string& move : at.state->legal_moves()) {
    const std::unique_ptr<game::GameState> after = at.state->clone();
    if (!after->play(move).ok) continue;
    const game::Outcome o = after->outcome();
    lines.push_back(
        {at.state->short_move_text(move), move, game::result_name(*at.game, o), o.text});
  }
  for (const Line& l : lines) {
    // The strings are OTN move text and fixed names: plain ASCII without quotes or
    // backslashes, so they need no JSON escaping.
    if (opt.json)
      fmt::print(R"({{"move":"{}","record":"{}","result":"{}","reason":"{}"}})"
                 "\n",
                 l.simple, l.otn, l.result, l.reason);
    else
      fmt::print("{:<24} {}{}\n", l.otn, l.result, l.reason.empty() ? "" : " (" + l.reason + ")");
  }
  return 0;
}

}  // namespace

void setup_moves(CLI::App& app, RunContext& ctx) {
  auto opt = std::make_shared<MovesOptions>();
  auto* cmd = app.add_subcommand("moves", "List the legal moves of a position in OTN");
  add_record_node_options(cmd, opt->record);
  add_position_options(cmd, opt->position);
  cmd->add_flag("--json", opt->json, "One JSON object per line");
  cmd->footer(
      "Examples:\n"
      "  skald moves --variant brandub\n"
      "  skald moves --variant brandub --position /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/ "
      "--to-move defenders --json\n"
      "  skald moves --game ataxx --position 'x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1'");
  cmd->callback([opt, &ctx] { ctx.exit_code = run_moves(*opt); });
}

}  // namespace skald::cli
