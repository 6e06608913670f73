// `skald html FILE [-o OUT.html]`: the record as one self-contained page that replays it in
// a browser (formats/html/record_page.h), for any game; a puzzle record opens in the page's
// solving mode, whose engine answers are worked out here. `skald html --collection DIR -o
// SITE` writes a puzzle book instead (html_collection.cpp).
#include <fmt/core.h>

#include <chrono>
#include <cstdio>
#include <filesystem>

#include "formats/html/record_page.h"
#include "formats/text/atomic_write.h"
#include "skald/analysis/verdict_note.h"
#include "tools/skald/commands.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/html_command.h"
#include "tools/skald/number_option.h"
#include "tools/skald/record_io.h"
#include "tools/skald/record_position.h"

namespace skald::cli {
namespace {

int run_html(const HtmlCommand& c) {
  if (!c.collection.empty()) return run_html_collection(c);
  if (c.file.empty()) {
    fmt::print(stderr, "error: give a record FILE, or --collection FOLDER -o SITE\n");
    return 2;
  }
  const std::optional<otn::ReadResult> loaded =
      load_record_or_report(c.file, c.encoding, c.dialect);
  if (!loaded) return 1;
  if (!loaded->complete()) {
    fmt::print(stderr,
               "{}: error: the record does not read or replay completely (see skald "
               "validate); no page written\n",
               c.file);
    return 1;
  }
  const game::Game* game = record_game_or_report(loaded->record, c.file, c.dialect);
  if (game == nullptr) return 1;
  // Only a puzzle's page asks the engine; its tables (64 MB for tafl) are not made for
  // another record.
  Diagnostics puzzle_tags;  // the page says itself why a puzzle cannot be solved
  const bool puzzle = loaded->record.puzzle_settings(puzzle_tags).mode != record::PuzzleMode::none;
  std::unique_ptr<game::Analyser> analyser =
      c.no_engine || !puzzle ? nullptr : game->make_analyser();
  if (analyser) analyser->configure(game::AnalyserSettings{});  // one thread: reproducible

  html::PageOptions options;
  options.file = std::filesystem::path(c.file).filename().string();
  options.title = c.title;
  options.view.verdict_pattern = &analysis::verdict_pattern();
  options.puzzle.analyser = analyser.get();
  options.puzzle.reply_limits.depth = c.depth;
  options.puzzle.proof_max_nodes = c.max_nodes;
  options.puzzle.unbounded_moves = c.max_moves;
  const auto began = std::chrono::steady_clock::now();
  const html::Page page = html::record_page(loaded->record, *game, options);
  if (page.html.empty()) {
    fmt::print(stderr, "{}: error: {}\n", c.file, page.error);
    return 1;
  }
  if (!page.puzzle_note.empty())
    fmt::print(stderr, "{}: warning: the page opens as a viewer, not as a puzzle: {}\n", c.file,
               page.puzzle_note);
  if (page.work.proofs + page.work.analyses > 0) {
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    fmt::print(stderr, "{}: the puzzle's answers: {} proofs, {} analyses, {} nodes, {:.2f} s\n",
               c.file, page.work.proofs, page.work.analyses, page.work.nodes, seconds);
  }
  if (c.output.empty() || c.output == "-") {
    std::fwrite(page.html.data(), 1, page.html.size(), stdout);
    return 0;
  }
  if (const std::optional<std::string> failed = text::write_file_atomically(c.output, page.html)) {
    fmt::print(stderr, "{}: error: {}\n", c.output, *failed);
    return 1;
  }
  return 0;
}

}  // namespace

void setup_html(CLI::App& app, RunContext& ctx) {
  auto c = std::make_shared<HtmlCommand>();
  auto* cmd = app.add_subcommand(
      "html", "Write a record as one self-contained HTML page, or a puzzle book as a site");
  cmd->footer(
      "One page, no other file and no network: the board, the move list with variations and\n"
      "their addresses, comments, hints (hidden until asked), clock readings and analysis\n"
      "verdicts (analyse --annotate); next, previous, variations and a jump to an address by\n"
      "buttons and keys (arrows, Home, End, g, h, f). A puzzle record opens in a solving mode\n"
      "played as `skald solve` plays it: the engine's replies to moves off the record (loose\n"
      "puzzles), its hints and whether a move lets the win go are worked out now\n"
      "(--no-engine leaves them out: such moves are then refused).\n\n"
      "--collection DIR -o SITE: a puzzle book of the .otg puzzles in DIR, a static site that\n"
      "opens from disk (SITE/index.html): an index filtered by game, variant, grade and theme,\n"
      "each puzzle on its own page in the solving mode, progress (solved, failed, streak) kept\n"
      "in the browser, and \"next puzzle\" after each. Grades and themes are those of `skald\n"
      "puzzle check --json`: each puzzle is proved and measured (minutes for hundreds), unless\n"
      "--figures names a saved check output. SITE is written whole and swapped in at the end;\n"
      "a folder that is neither empty nor a book skald wrote is refused without --force.\n\n"
      "Examples:\n"
      "  skald html examples/brandub-annotated.otg -o brandub.html\n"
      "  skald html puzzles/002-brandub-1002-6b.otg -o puzzle.html\n"
      "  skald html game.otg --title 'Club final, game 3' > game.html\n"
      "  skald html --collection puzzles/ -o site/\n"
      "  skald puzzle check --json puzzles/*.otg > checked.jsonl\n"
      "  skald html --collection puzzles/ --figures checked.jsonl -o site/");
  cmd->add_option("file", c->file, "The record (.otg)");
  cmd->add_option("-o,--output", c->output,
                  "The HTML file (default: stdout); with --collection, the site's folder");
  cmd->add_option("--title", c->title,
                  "The page's or book's title (default: event tag or file; skald puzzles)");
  cmd->add_flag("--no-engine", c->no_engine, "Work out no engine answers for a puzzle");
  cmd->add_option("--depth", c->depth, "Search depth of the engine's replies and hints")
      ->check(whole_number_in(engine::kDepthRange))
      ->capture_default_str();
  cmd->add_option("--max-nodes", c->max_nodes, "Node limit of each proof search")
      ->check(whole_number_in(engine::kNodesRange))
      ->capture_default_str();
  cmd->add_option("--max-moves", c->max_moves, "The bound for puzzle goals without one")
      ->check(whole_number_in(engine::kProofMovesRange))
      ->capture_default_str();
  cmd->add_option("--collection", c->collection, "A folder of puzzle records: write a book")
      ->type_name("DIR");
  cmd->add_option("--figures", c->figures,
                  "With --collection: grades, themes from a `puzzle check --json` output")
      ->type_name("FILE");
  cmd->add_option("--check-nodes", c->check_nodes,
                  "With --collection: node limit of each grading proof")
      ->check(whole_number_in(engine::kNodesRange))
      ->capture_default_str();
  cmd->add_flag("--force", c->force, "With --collection: replace a folder that is no book");
  cmd->add_option("--encoding", c->encoding, "Charset of the file (default: detect)");
  add_dialect_option(cmd, c->dialect);
  cmd->callback([c, &ctx] { ctx.exit_code = run_html(*c); });
}

}  // namespace skald::cli
