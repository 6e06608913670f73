// skald show: one position of a record, as a board with Unicode pieces (the game's board
// picture, drawn by formats/picture/board_text.h), with the move's comment wrapped to the
// terminal and the variations that start there. With --at, also the position's OTN record
// and the side to move, so the position can be cut out of the game and given to
// `eval --position`; --json prints those as one JSON object instead.
#include <fmt/core.h>

#include <nlohmann/json.hpp>

#include "formats/picture/board_text.h"
#include "formats/text/terminal.h"
#include "formats/text/wrap.h"
#include "skald/record/annotations.h"
#include "skald/record/numbering.h"
#include "tools/skald/commands.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/number_option.h"
#include "tools/skald/record_io.h"

namespace skald::cli {
namespace {

struct ShowOptions {
  std::string dialect;  // --dialect; empty: the game list's default
  std::string file;
  std::string address;
  std::string encoding;
  bool hints = false;
  bool json = false;
  bool no_colour = false;
  int width = 0;
};

/// The comment for display: without its clock reading, and with hints replaced by a
/// placeholder unless they were asked for.
std::string displayed_comment(const std::string& comment, bool hints) {
  std::string text(record::comment_without_clock(comment));
  if (hints) return text;
  const size_t count = record::find_hints(text).size();
  text = record::comment_without_hints(text);
  if (count > 0) {
    text += fmt::format("{}({} hint{} hidden: use --hints)", text.empty() ? "" : " ", count,
                        count == 1 ? "" : "s");
  }
  return text;
}

/// The position after `node` as one JSON object: where it is in the record, the rules, the
/// position record (rank 1 first) and the side to move, how the game ended when it has, and
/// the move's comment as `show` prints it (hints hidden unless `hints`) with its clock.
std::string position_json(const std::string& file, const record::Record& record,
                          const record::Node& node, const game::Game& game,
                          const game::GameState& state, bool hints) {
  nlohmann::ordered_json j;
  j["file"] = file;
  j["address"] = node.is_root() ? std::string("0a") : record::address_text(node);
  j["move"] =
      node.is_root() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(node.move_text);
  j["rules"] = record.rules_text();
  j["position"] = state.position_text();
  j["side_to_move"] = game.side_name(state.side_to_move());
  const game::Outcome outcome = state.outcome();
  if (outcome.kind == game::OutcomeKind::ongoing) {
    j["game_over"] = nullptr;
  } else {
    nlohmann::ordered_json over;
    over["winner"] = outcome.kind == game::OutcomeKind::win
                         ? nlohmann::ordered_json(game.side_name(outcome.winner))
                         : nlohmann::ordered_json(nullptr);
    over["reason"] = outcome.text;
    j["game_over"] = over;
  }
  const std::string raw_comment = node.is_root() ? record.start_comment() : node.comment;
  j["comment"] = displayed_comment(raw_comment, hints);
  const std::optional<record::ClockReading> clock = record::clock_reading(raw_comment);
  j["clock"] = clock ? nlohmann::ordered_json(clock->text) : nlohmann::ordered_json(nullptr);
  // Record text is UTF-8 once read; replace anything that is not rather than throw.
  return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

int run_show(const ShowOptions& options) {
  const std::optional<otn::ReadResult> read =
      load_record_or_report(options.file, options.encoding, options.dialect);
  if (!read) return 1;
  const otn::ReadResult& loaded = *read;
  const record::Record& record = loaded.record;
  const record::Node* node = &record.root();
  if (!options.address.empty()) {
    node = find_node_or_report(record, options.file, options.address);
    if (node == nullptr) return 2;
  }
  const int width = options.width > 0 ? options.width : text::terminal_columns();
  std::unique_ptr<game::GameState> state = state_after(record, *node, options.dialect);
  const game::Game* game = known_games(options.dialect).game_for_rules_or_null(record.rules_text());
  if (options.json) {
    if (!state || !game) {
      fmt::print(stderr, "{}: error: cannot replay the record up to this move\n", options.file);
      return 1;
    }
    fmt::print("{}\n", position_json(options.file, record, *node, *game, *state, options.hints));
    return loaded.complete() ? 0 : 1;
  }
  if (node->is_root()) {
    fmt::print("Start position\n");
  } else {
    fmt::print("{}  {}  ({})\n", record::address_text(*node), node->move_text,
               game ? game->side_name(node->side) : "?");
  }
  if (!state) {
    fmt::print(stderr, "{}: error: cannot replay the record up to this move\n", options.file);
    return 1;
  }
  picture::BoardTextOptions board;
  board.colour = !options.no_colour && text::colour_wanted_on(1);
  fmt::print("\n{}\n", picture::board_text(state->board_picture(), board));
  const game::Outcome outcome = state->outcome();
  if (outcome.kind == game::OutcomeKind::win) {
    fmt::print("Game over: {} win ({})\n", game->side_name(outcome.winner), outcome.text);
  } else if (outcome.kind == game::OutcomeKind::draw) {
    fmt::print("Game over: draw ({})\n", outcome.text);
  } else {
    fmt::print("{} to move\n", game->side_name(state->side_to_move()));
  }
  if (!options.address.empty()) {
    fmt::print("Position: {} ({} to move)\n", state->position_text(),
               game->side_name(state->side_to_move()));
  }
  const std::string raw_comment = node->is_root() ? record.start_comment() : node->comment;
  if (auto clock = record::clock_reading(raw_comment)) fmt::print("Clock: {}\n", clock->text);
  const std::string comment = displayed_comment(raw_comment, options.hints);
  if (!comment.empty()) {
    text::WrapOptions wrap;
    wrap.width = width;
    fmt::print("\n{}\n", text::wrap(comment, wrap));
  }
  if (const record::Node* next = node->next()) {
    fmt::print("\nNext: {}  {}\n", record::address_text(*next), next->move_text);
    for (size_t i = 1; i < node->child_count(); ++i) {
      const record::Node* v = node->child(i);
      fmt::print("Variation {}: {}  {}\n", i, record::address_text(*v), v->move_text);
    }
  } else {
    fmt::print("\nEnd of the line\n");
  }
  return loaded.complete() ? 0 : 1;
}

}  // namespace

void setup_show(CLI::App& app, RunContext& ctx) {
  auto options = std::make_shared<ShowOptions>();
  auto* cmd =
      app.add_subcommand("show", "Show one position of a record: board, comment, variations");
  cmd->footer(
      "The board is drawn with Unicode pieces (attackers filled, defenders outlined), rank 1\n"
      "at the bottom; the squares of the move that led here are in [brackets]. The move's\n"
      "comment is wrapped to the terminal; hints stay hidden unless --hints is given. With\n"
      "--at, the position's OTN record (rank 1 first) and the side to move follow the board.\n"
      "On a terminal the pieces, the last move and the marked squares are in colour, unless\n"
      "--no-color is given, NO_COLOR is set or TERM is dumb; never in a pipe or a file.\n\n"
      "Example:\n  skald show game.otg --at 7b.1.1a      position after move 1a of variation 1 off "
      "7b\n"
      "  skald show game.otg                  the start position and the start comment\n"
      "  skald show game.otg --at 12b --json  the position after 12b as JSON, for eval "
      "--position");
  cmd->add_option("file", options->file, "The .otg record")->required();
  cmd->add_option("--at", options->address,
                  "Address of the move to show (e.g. 12b, 3a.2.1a); default: start position");
  cmd->add_flag("--hints", options->hints, "Show the hints in comments");
  cmd->add_flag("--json", options->json,
                "Print the position as one JSON object: address, move, rules, position, "
                "side_to_move, game_over, comment (hints hidden unless --hints), clock");
  cmd->add_flag("--no-color,--no-colour", options->no_colour,
                "Draw the board without colours, even on a terminal");
  cmd->add_option("--encoding", options->encoding, "Charset of the file (default: detect)");
  add_dialect_option(cmd, options->dialect);
  cmd->add_option("--width", options->width, "Wrap width (default: the terminal's)")
      ->check(whole_number_in(engine::kWrapWidthRange));
  cmd->callback([options, &ctx] { ctx.exit_code = run_show(*options); });
}

}  // namespace skald::cli
