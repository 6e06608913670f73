// skald tree: the whole record as an indented outline, one move per line with its
// address and the first words of its comment; variations are indented under the turn
// they branch from, in the order the file writes them.
#include <fmt/core.h>

#include <cctype>

#include "skald/record/annotations.h"
#include "skald/record/numbering.h"
#include "tools/skald/commands.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/record_io.h"

namespace skald::cli {
namespace {

struct TreeOptions {
  tafl::Dialect dialect = tafl::Dialect::opentafl;
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

class Outline {
 public:
  explicit Outline(int words) : words_(words) {}

  void line(const record::Node& first, int depth) {
    const bool main_line = depth == 0;
    for (const record::Turn& turn : record::turns_of_line(first)) {
      for (const record::Node* move : turn.moves) {
        out_ += outline_row(depth, record::address_text(*move), move->move_text,
                            first_words(move->comment, words_));
      }
      for (const record::Node* move : turn.moves) {
        if (move == &first && !main_line) continue;
        const record::Node& parent = *move->parent();
        for (size_t i = 1; i < parent.child_count(); ++i)
          line(*parent.child(i), depth + 1);
      }
    }
  }
  const std::string& text() const { return out_; }

 private:
  int words_;
  std::string out_;
};

int run_tree(const TreeOptions& options) {
  const std::optional<otn::ReadResult> read =
      load_record_or_report(options.file, options.encoding, options.dialect);
  if (!read) return 1;
  const otn::ReadResult& loaded = *read;
  const record::Record& record = loaded.record;
  fmt::print("{}",
             outline_row(0, "0a", "(start)", first_words(record.start_comment(), options.words)));
  Outline outline(options.words);
  if (const record::Node* first = record.root().next()) outline.line(*first, 0);
  fmt::print("{}", outline.text());
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
  cmd->add_option("--words", options->words, "Words of each comment to show (default 8)");
  cmd->add_option("--encoding", options->encoding, "Charset of the file (default: detect)");
  add_dialect_option(cmd, options->dialect);
  cmd->callback([options, &ctx] { ctx.exit_code = run_tree(*options); });
}

}  // namespace skald::cli
