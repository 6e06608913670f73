// `skald moves`: every legal move of a position with its full OTN record and the result
// it leads to, one per line, sorted by OTN text; --json prints JSON lines. When the game is
// already over there, one line says how it ended (--json: {"game_over", "result",
// "reason"}); a board without exactly one king is an error.
#include <fmt/core.h>

#include <algorithm>
#include <string>
#include <vector>

#include "skald/tafl/move_notation.h"
#include "skald/tafl/tafl_game.h"
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
  // The listing with each move's result is tafl's own (its simple and OTN texts).
  const tafl::Position* tafl_position = tafl::tafl_position_of(*at.state);
  if (tafl_position == nullptr) {
    fmt::print(stderr, "error: moves lists tafl positions only\n");
    return 2;
  }
  std::optional<tafl::Position> pos = *tafl_position;
  tafl::MoveList moves;
  pos->generate_moves(moves);
  std::vector<Line> lines;
  for (const tafl::Move m : moves) {
    Line l{tafl::move_to_simple(*pos, m), tafl::move_to_otn(*pos, m), "", ""};
    pos->make(m);
    const tafl::Outcome o = pos->outcome();
    l.result = tafl::status_name(o.status);
    l.reason = tafl::reason_name(o.reason);
    pos->unmake();
    lines.push_back(std::move(l));
  }
  std::sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) { return a.otn < b.otn; });
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
      "--to-move defenders --json");
  cmd->callback([opt, &ctx] { ctx.exit_code = run_moves(*opt); });
}

}  // namespace skald::cli
