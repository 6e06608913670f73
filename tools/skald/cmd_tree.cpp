// skald tree: the whole record as an indented outline, one move per line with its
// address and the first words of its comment; variations are indented under the turn
// they branch from, in the order the file writes them.
#include <fmt/core.h>

#include <cctype>

#include "skald/record/annotations.h"
#include "skald/record/line_walk.h"
#include "tools/skald/commands.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/number_option.h"
#include "tools/skald/record_io.h"

namespace skald::cli {
namespace {

struct TreeOptions {
  std::string dialect;  // --dialect; empty: the game list's default
  std::string file;
  std::string encoding;
  int words = 8;
};

/// The first `words` words of a comment (hints and clock left out), on one line.
std::string first_words(const std::string& comment, int words) {
  const std::string text = record::comment_without_hints(record::comment_without_clock(comment));
  std::string out;
  int count = 0;
  size_t i = 0;
  while (i < text.size() && count < words) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
      ++i;
    const size_t start = i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i])))
      ++i;
    if (i > start) {
      if (!out.empty()) out += ' ';
      out += text.substr(start, i - start);
      ++count;
    }
  }
  while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
    ++i;
  if (i < text.size()) out += " \u2026";
  return out;
}

/// One line of the outline: address and move in columns, then the comment's first words,
/// with no trailing spaces.
std::string outline_row(int depth, const std::string& address, const std::string& move,
                        const std::string& words) {
  std::string text = fmt::format("{}{:<10} {:<14}",
                                 std::string(static_cast<size_t>(depth * 4), ' '), address, move);
  if (!words.empty()) text += "  " + words;
  while (!text.empty() && text.back() == ' ')
    text.pop_back();
  return text + '\n';
}

int run_tree(const TreeOptions& options) {
  const std::optional<otn::ReadResult> read =
      load_record_or_report(options.file, options.encoding, options.dialect);
  if (!read) return 1;
  const otn::ReadResult& loaded = *read;
  const record::Record& record = loaded.record;
  fmt::print("{}",
             outline_row(0, "0a", "(start)", first_words(record.start_comment(), options.words)));
  // One walk over every line (record/line_walk.h): linear in the number of moves, without
  // recursion, each variation indented under the turn it branches from.
  std::string outline;
  record::walk_lines(record.root(), [&](const record::LineTurn& turn) {
    for (std::size_t i = 0; i < turn.turn->moves.size(); ++i) {
      const record::Node& move = *turn.turn->moves[i];
      outline += outline_row(turn.depth, turn.address(i), move.move_text,
                             first_words(move.comment, options.words));
    }
  });
  fmt::print("{}", outline);
  return loaded.complete() ? 0 : 1;
}

}  // namespace

void setup_tree(CLI::App& app, RunContext& ctx) {
  auto options = std::make_shared<TreeOptions>();
  auto* cmd = app.add_subcommand("tree", "Print a record as an outline of moves and variations");
  cmd->footer(
      "One move per line: its address, the move as written and the first words of its\n"
      "comment (hints hidden). Variations are indented under the turn they branch from.\n\n"
      "Example:\n  skald tree Fetlar-Escape-Puzzle.otg\n"
      "  3a.2.1a    Kc1-c3          This is one of the king's best options: …");
  cmd->add_option("file", options->file, "The .otg record")->required();
  cmd->add_option("--words", options->words, "Words of each comment to show (default 8)")
      ->check(whole_number_in(engine::kCommentWordsRange));
  cmd->add_option("--encoding", options->encoding, "Charset of the file (default: detect)");
  add_dialect_option(cmd, options->dialect);
  cmd->callback([options, &ctx] { ctx.exit_code = run_tree(*options); });
}

}  // namespace skald::cli
