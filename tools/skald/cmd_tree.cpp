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

/// The outline of a record, built without recursion and with each address made from its
/// line's prefix (so the work is linear in the number of moves, whatever the nesting).
/// Each line is a frame on an explicit stack: its turns are printed one at a time, each
/// followed by the variations that branch from the turn's moves.
class Outline {
 public:
  explicit Outline(int words) : words_(words) {}

  void main_line(const record::Node& first) {
    std::vector<Frame> stack;
    stack.push_back(make_frame(first, record::TurnState{}, "", 0));
    while (!stack.empty()) {
      Frame& f = stack.back();
      if (f.turn >= f.turns.size()) {
        stack.pop_back();
        continue;
      }
      const record::Turn& turn = f.turns[f.turn];
      const std::size_t offset = f.turn_offset[f.turn];
      if (!f.printed) {
        for (std::size_t i = 0; i < turn.moves.size(); ++i) {
          const record::Node* move = turn.moves[i];
          out_ += outline_row(f.depth, f.addresses[offset + i], move->move_text,
                              first_words(move->comment, words_));
        }
        f.printed = true;
      }
      if (f.move < turn.moves.size()) {
        const record::Node* move = turn.moves[f.move];
        const record::Node& parent = *move->parent();
        const std::size_t index = offset + f.move;
        const bool skip = move == f.first && f.depth > 0;  // its parent's line lists these
        if (!skip && f.variation < parent.child_count()) {
          const std::size_t k = f.variation++;
          // Off a main-line move a variation replaces the move; off a variation move it
          // branches after the move before it (numbering.h).
          const std::string& holder = f.depth == 0 ? f.addresses[index] : f.addresses[index - 1];
          const record::TurnState before = index == 0 ? f.before : f.states[index - 1];
          Frame child = make_frame(*parent.child(k), before, holder + "." + std::to_string(k) + ".",
                                   f.depth + 1);
          stack.push_back(std::move(child));  // f may dangle from here on
          continue;
        }
        ++f.move;
        f.variation = 1;
        continue;
      }
      ++f.turn;
      f.move = 0;
      f.variation = 1;
      f.printed = false;
    }
  }
  const std::string& text() const { return out_; }

 private:
  struct Frame {
    const record::Node* first = nullptr;
    int depth = 0;
    record::TurnState before;
    std::vector<record::Turn> turns;
    std::vector<std::size_t> turn_offset;   // index of each turn's first move in the line
    std::vector<record::TurnState> states;  // after each move of the line
    std::vector<std::string> addresses;     // of each move of the line
    std::size_t turn = 0;
    std::size_t move = 0;
    std::size_t variation = 1;
    bool printed = false;
  };

  static Frame make_frame(const record::Node& first, const record::TurnState& before,
                          const std::string& prefix, int depth) {
    Frame f;
    f.first = &first;
    f.depth = depth;
    f.before = before;
    f.turns = record::turns_of_line(first, before, &f.states);
    for (const record::Turn& turn : f.turns) {
      f.turn_offset.push_back(f.addresses.size());
      for (std::size_t i = 0; i < turn.moves.size(); ++i)
        f.addresses.push_back(prefix + record::place_text(record::TurnPlace{
                                           turn.number, turn.first_letter + static_cast<int>(i)}));
    }
    return f;
  }

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
  if (const record::Node* first = record.root().next()) outline.main_line(*first);
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
