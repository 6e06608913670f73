// `skald solve FILE`: play a puzzle record in the terminal. The session itself
// (lib/skald/puzzle/solve_session.h) answers each line with text and boards; this file only
// reads the lines (with a prompt when stdin is a terminal; line by line, echoed after the
// prompt, when it is not, so a session can be fed from a file), draws the boards as `skald
// show` does and sets the exit status: 0 solved, 1 failed or quit, 2 when the record is no
// puzzle that can be played.
#include <fmt/core.h>
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <memory>
#include <string>

#include "formats/picture/board_text.h"
#include "formats/text/terminal.h"
#include "formats/text/width.h"
#include "formats/text/wrap.h"
#include "skald/puzzle/solve_session.h"
#include "tools/skald/commands.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/number_option.h"
#include "tools/skald/record_io.h"
#include "tools/skald/record_position.h"

namespace skald::cli {
namespace {

struct SolveCommand {
  std::string file;
  std::string dialect;
  std::string encoding;
  int depth = puzzle::SolveOptions{}.reply_limits.depth;
  std::uint64_t max_nodes = puzzle::SolveOptions{}.proof_max_nodes;
  int max_moves = puzzle::SolveOptions{}.unbounded_moves;
};

/// Prints an answer: its lines, each wrapped to `width` when longer, and its boards.
void print_answer(const puzzle::SolveAnswer& answer, int width) {
  text::WrapOptions wrap;
  wrap.width = width;
  for (const puzzle::SolvePart& part : answer.parts) {
    if (part.board) {
      fmt::print("\n{}\n", picture::board_text(*part.board));
      continue;
    }
    std::size_t begin = 0;
    while (begin < part.text.size()) {
      std::size_t end = part.text.find('\n', begin);
      if (end == std::string::npos) end = part.text.size();
      const std::string_view line(part.text.data() + begin, end - begin);
      fmt::print("{}\n", text::display_width(line) > width ? text::wrap(line, wrap) : line);
      begin = end + 1;
    }
  }
  std::fflush(stdout);
}

int run_solve(const SolveCommand& c) {
  const std::optional<otn::ReadResult> loaded =
      load_record_or_report(c.file, c.encoding, c.dialect);
  if (!loaded) return 2;
  if (loaded->diagnostics.has_errors()) {
    fmt::print(stderr, "{}: error: the record does not replay (see skald validate)\n", c.file);
    return 2;
  }
  const game::Game* game = record_game_or_report(loaded->record, c.file, c.dialect);
  if (game == nullptr) return 2;
  std::unique_ptr<game::Analyser> analyser = game->make_analyser();
  if (analyser) analyser->configure(game::AnalyserSettings{});  // one thread: reproducible
  puzzle::SolveOptions options;
  options.reply_limits.depth = c.depth;
  options.proof_max_nodes = c.max_nodes;
  options.unbounded_moves = c.max_moves;
  std::string error;
  const std::unique_ptr<puzzle::SolveSession> session =
      puzzle::SolveSession::start_or_null(loaded->record, *game, analyser.get(), options, error);
  if (!session) {
    fmt::print(stderr, "{}: error: {}\n", c.file, error);
    return 2;
  }
  const bool terminal = ::isatty(STDIN_FILENO) != 0;
  const int width = text::terminal_columns();
  print_answer(session->opening(), width);
  std::string line;
  while (!session->finished()) {
    const std::string prompt = session->prompt();
    if (terminal) {
      fmt::print("{}", prompt);
      std::fflush(stdout);
    }
    if (!std::getline(std::cin, line)) {
      if (terminal) fmt::print("\n");
      print_answer(session->answer("quit"), width);
      break;
    }
    if (!terminal) fmt::print("{}{}\n", prompt, line);
    print_answer(session->answer(line), width);
  }
  return session->status() == puzzle::SolveStatus::solved ? 0 : 1;
}

}  // namespace

void setup_solve(CLI::App& app, RunContext& ctx) {
  auto c = std::make_shared<SolveCommand>();
  auto* cmd = app.add_subcommand("solve", "Solve a puzzle record in the terminal, move by move");
  cmd->footer(
      "Shows the start comment and the prologue (next, previous), then the puzzle position.\n"
      "Type moves as the game writes them (captures may be left out: d6-f6, Kd6-f6); the\n"
      "opponent replies from the record, and off it (loose puzzles) from the engine. A move\n"
      "that lets a forced win go is said at once. Commands: hint, history, back, jump ADDR,\n"
      "board, help, quit. With stdin not a terminal, commands are read line by line.\n"
      "Exit status: 0 solved, 1 failed or given up, 2 not a playable puzzle.\n\n"
      "Examples:\n"
      "  skald solve Ard-Ri-Escape-Puzzle.otg\n"
      "  printf 'next\\nKc1-a1\\n' | skald solve puzzle.otg");
  cmd->add_option("file", c->file, "The puzzle record (.otg)")->required();
  cmd->add_option("--depth", c->depth, "Search depth of the engine's replies off the record")
      ->check(whole_number_in(engine::kDepthRange))
      ->capture_default_str();
  cmd->add_option("--max-nodes", c->max_nodes,
                  "Node limit of each proof search (is the win still forced?)")
      ->check(whole_number_in(engine::kNodesRange))
      ->capture_default_str();
  cmd->add_option("--max-moves", c->max_moves, "The bound for goals without one")
      ->check(whole_number_in(engine::kProofMovesRange))
      ->capture_default_str();
  cmd->add_option("--encoding", c->encoding, "Charset of the file (default: detect)");
  add_dialect_option(cmd, c->dialect);
  cmd->callback([c, &ctx] { ctx.exit_code = run_solve(*c); });
}

}  // namespace skald::cli
