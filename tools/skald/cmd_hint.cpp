// `skald hint`: the engine's suggestion at a node of a game record, for a player or a
// puzzle solver who is stuck: the best move found, in OTN, with its score and line.
#include <fmt/core.h>

#include <string>

#include "skald/engine/score.h"
#include "skald/engine/search.h"
#include "skald/tafl/move_notation.h"
#include "skald/tafl/search_adapter.h"
#include "tools/skald/commands.h"
#include "tools/skald/record_io.h"
#include "tools/skald/record_position.h"

namespace skald::cli {

namespace {

struct HintOptions {
  std::string file;
  std::string encoding;
  std::string at;
  int depth = 5;
  std::int64_t movetime = 0;
};

std::string score_text(int value) {
  if (engine::is_proven(value)) {
    const int plies = engine::plies_to_end(value);
    return plies > 0 ? fmt::format("wins in {} plies", plies)
                     : fmt::format("loses in {} plies", -plies);
  }
  return fmt::format("{:+.2f} taflmen", value / 100.0);
}

int run_hint(const HintOptions& opt) {
  otn::ReadResult loaded = load_record(opt.file, opt.encoding, /*quiet=*/true);
  const record::Record& record = loaded.record;
  const record::Node* node = &record.root();
  if (!opt.at.empty()) {
    node = find_node_or_report(record, opt.file, opt.at);
    if (!node) return 2;
  } else {
    while (node->next())
      node = node->next();
  }
  RecordPosition at = tafl_position_at(record, *node);
  if (!at.position) {
    fmt::print(stderr, "{}: error: {}\n", opt.file, at.error);
    return 2;
  }
  const tafl::Position& position = *at.position;
  if (position.outcome().over()) {
    fmt::print("the game is over: {} ({})\n", tafl::status_name(position.outcome().status),
               tafl::reason_name(position.outcome().reason));
    return 0;
  }
  tafl::TaflSearchGame game(position);
  engine::Search<tafl::TaflSearchGame> search;
  engine::SearchLimits limits;
  limits.depth = opt.depth;
  limits.move_time = std::chrono::milliseconds(opt.movetime);
  if (opt.movetime > 0) limits.depth = 0;
  auto result = search.run(game, limits, {}, {}, position.dim());
  if (!result.best_move) {
    fmt::print("no legal move\n");
    return 0;
  }
  std::string line;
  tafl::Position walk = position;
  for (const auto& m : result.pv) {
    if (!walk.is_legal(m)) break;
    line += (line.empty() ? "" : " ") + tafl::move_to_otn(walk, m);
    walk.make(m);
  }
  fmt::print("hint for {}: {} ({}, depth {})\n", tafl::side_name(position.side_to_move()),
             tafl::move_to_otn(position, *result.best_move), score_text(result.value),
             result.depth);
  fmt::print("line: {}\n", line);
  return 0;
}

}  // namespace

void setup_hint(CLI::App& app, RunContext& ctx) {
  auto opt = std::make_shared<HintOptions>();
  auto* cmd = app.add_subcommand("hint", "The engine's best move at a node of a game record");
  cmd->add_option("file", opt->file, "Game record (.otg)")->required();
  cmd->add_option("--at", opt->at, "Address of the node (default: end of the main line)");
  cmd->add_option("--encoding", opt->encoding, "The record's character set (default: detect)");
  cmd->add_option("--depth", opt->depth, "Search depth")->capture_default_str();
  cmd->add_option("--movetime", opt->movetime, "Think for this many milliseconds instead");
  cmd->footer("Example:\n  skald hint game.otg --at 12b --depth 6");
  cmd->callback([opt, &ctx] { ctx.exit_code = run_hint(*opt); });
}

}  // namespace skald::cli
