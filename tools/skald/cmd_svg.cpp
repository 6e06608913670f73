// `skald svg`: the position at a record's node (or from the position options) as an SVG
// diagram (formats/svg/board_svg.h), for any game.
#include <fmt/core.h>

#include <cstdio>

#include "formats/svg/board_svg.h"
#include "formats/text/atomic_write.h"
#include "skald/game/move_cells.h"
#include "tools/skald/commands.h"
#include "tools/skald/number_option.h"
#include "tools/skald/position_options.h"
#include "tools/skald/record_position.h"

namespace skald::cli {
namespace {

struct SvgCommand {
  RecordNodeOptions record;
  PositionOptions position;
  std::string output;
  int size = 0;
  bool no_coordinates = false;
  bool flip = false;
  std::vector<std::string> highlight;
  std::vector<std::string> arrows;
  int best_depth = 0;
};

/// The cells a move names, from and to: the first two (`Kd4-c4xc5` gives d4 and c4).
std::optional<std::pair<std::string, std::string>> move_cells(const game::BoardPicture& picture,
                                                              const std::string& move) {
  const std::vector<std::string> found = game::cells_named_in(picture, move);
  if (found.size() < 2) return std::nullopt;
  return std::make_pair(found[0], found[1]);
}

int run_svg(const SvgCommand& c) {
  GamePosition at = position_from_record_or_options(c.record, c.position);
  if (!at.state) return 2;
  const game::BoardPicture picture = at.state->board_picture();
  svg::SvgOptions options;
  options.size = c.size;
  options.coordinates = !c.no_coordinates;
  options.flipped = c.flip;
  options.highlight = c.highlight;
  for (const std::string& a : c.arrows) {
    const std::size_t dash = a.find('-');
    if (dash == std::string::npos) {
      fmt::print(stderr, "error: --arrow `{}`: expected FROM-TO, e.g. d4-d7\n", a);
      return 2;
    }
    options.arrows.push_back({a.substr(0, dash), a.substr(dash + 1), "hint"});
  }
  if (c.best_depth > 0) {
    std::unique_ptr<game::Analyser> analyser = at.game->make_analyser();
    if (!analyser) {
      fmt::print(stderr, "error: the {} game has no engine for --best\n", at.game->name());
      return 2;
    }
    if (!playable_or_report(*at.state, c.record.file)) return 2;
    game::AnalysisLimits limits;
    limits.depth = c.best_depth;
    const game::Analysis a = analyser->analyse(*at.state, limits);
    if (a.best_move) {
      if (const auto cells = move_cells(picture, *a.best_move))
        options.arrows.push_back({cells->first, cells->second, "best"});
    }
  }
  if (options.title.empty())
    options.title = c.record.file.empty()
                        ? at.game->name() + " position"
                        : c.record.file + (c.record.at.empty() ? "" : " at " + c.record.at);
  for (int side = 0; side < at.game->shape().players; ++side)
    options.side_names.push_back(at.game->side_name(side));
  std::string error;
  const std::string document = svg::board_svg(picture, options, error);
  if (!error.empty()) {
    fmt::print(stderr, "error: {}\n", error);
    return 2;
  }
  if (c.output.empty() || c.output == "-") {
    std::fwrite(document.data(), 1, document.size(), stdout);
    return 0;
  }
  if (const std::optional<std::string> failed = text::write_file_atomically(c.output, document)) {
    fmt::print(stderr, "{}: error: {}\n", c.output, *failed);
    return 2;
  }
  return 0;
}

}  // namespace

void setup_svg(CLI::App& app, RunContext& ctx) {
  auto c = std::make_shared<SvgCommand>();
  auto* cmd = app.add_subcommand("svg", "Draw a position as an SVG diagram");
  cmd->footer(
      "The position at a record's node (FILE [--at ADDR], default the end of the main line)\n"
      "or from --variant/--rules [--position --to-move]. The last move and its captures are\n"
      "marked; --highlight and --arrow add cells and arrows by name; --best N adds the\n"
      "engine's move at depth N as a green arrow.\n\n"
      "Example:\n  skald svg examples/brandub-annotated.otg --at 3a --best 4 -o board.svg");
  add_record_node_options(cmd, c->record);
  add_position_options(cmd, c->position);
  cmd->add_option("-o,--output", c->output, "The SVG file to write (default: stdout)");
  cmd->add_option("--size", c->size, "Width in pixels (default: 48 a cell)")
      ->check(whole_number_in(engine::kPictureSizeRange));
  cmd->add_flag("--no-coordinates", c->no_coordinates, "Leave out the row and column labels");
  cmd->add_flag("--flip", c->flip, "Turn the board round (the other side's view)");
  cmd->add_option("--highlight", c->highlight, "Cells to highlight (by name)")->delimiter(',');
  cmd->add_option("--arrow", c->arrows, "An arrow FROM-TO (by cell names); may repeat");
  cmd->add_option("--best", c->best_depth, "Add the engine's move at this depth as an arrow")
      ->check(whole_number_in(engine::kDepthRange));
  cmd->callback([c, &ctx] { ctx.exit_code = run_svg(*c); });
}

}  // namespace skald::cli
