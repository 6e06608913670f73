#include "formats/otn/writer.h"

#include <algorithm>

#include "formats/otn/escape.h"
#include "skald/record/line_walk.h"

namespace skald::otn {
namespace {

class Writer {
 public:
  Writer(const WriteOptions& options, Diagnostics& diagnostics)
      : options_(options), diagnostics_(diagnostics) {}

  void write_tags(const record::Record& record);
  /// Writes one turn of a line: its label (`12.` on the main line, `<prefix>12a.` in a
  /// variation, with a `.....` for each earlier move of the turn it shares), its moves and
  /// its comment block.
  void write_turn(const record::LineTurn& turn);

  std::string take() { return std::move(out_); }

 private:
  void warn_comment(const record::Node& node, const record::LineTurn& turn, std::size_t i);

  const WriteOptions& options_;
  Diagnostics& diagnostics_;
  std::string out_;
};

void Writer::write_tags(const record::Record& record) {
  for (const record::Tag& tag : record.tags) {
    SourceLocation where = tag.source;
    if (where.file.empty()) where.file = options_.file;
    if (tag.key.find_first_of(":]\n\r") != std::string::npos || tag.key.empty()) {
      diagnostics_.warning(where, "tag key `" + tag.key +
                                      "` contains `:`, `]` or a line break (or is empty): no "
                                      "reader will read it back as written");
    }
    if (const auto why = opentafl_misreading(tag.value, EscapeContext::tag_value)) {
      diagnostics_.warning(
          where, "tag `" + tag.key + "`: OpenTafl will not read its value as written: " + *why);
    }
    out_ += '[';
    out_ += tag.key;
    out_ += ':';
    out_ += escape_otn_text(tag.value, EscapeContext::tag_value);
    out_ += "]\n";
  }
  out_ += '\n';
}

void Writer::warn_comment(const record::Node& node, const record::LineTurn& turn, std::size_t i) {
  const auto why = opentafl_misreading(node.comment, EscapeContext::comment);
  if (!why) return;
  Diagnostic d{Severity::warning, node.source.in(options_.file),
               "OpenTafl will not read this comment as written: " + *why, turn.address(i)};
  diagnostics_.add(std::move(d));
}

void Writer::write_turn(const record::LineTurn& line_turn) {
  const record::Turn& turn = *line_turn.turn;
  const bool main_line = line_turn.depth == 0;
  out_ += line_turn.prefix;
  out_ += std::to_string(turn.number);
  out_ += main_line ? "." : "a.";
  for (int i = 0; i < turn.first_letter; ++i)
    out_ += " .....";
  out_ += ' ';
  for (const record::Node* move : turn.moves) {
    out_ += move->move_text;
    out_ += ' ';
  }
  out_ += "\n[";
  for (size_t i = 0; i < turn.moves.size(); ++i) {
    if (i > 0) out_ += '|';
    warn_comment(*turn.moves[i], line_turn, i);
    out_ += escape_otn_text(turn.moves[i]->comment, EscapeContext::comment);
  }
  out_ += "]\n\n";
}

}  // namespace

WriteResult write_otg(const record::Record& record, const WriteOptions& options) {
  WriteResult result;
  Writer writer(options, result.diagnostics);
  writer.write_tags(record);
  // The walk gives the turns in OpenTafl's order: each turn followed by the variations
  // that branch inside it, depth first; it recurses on nothing, however deep the nesting.
  record::walk_lines(record.root(), [&](const record::LineTurn& turn) { writer.write_turn(turn); });
  std::string text = writer.take();
  if (options.line_ends == LineEnds::crlf) {
    std::string converted;
    converted.reserve(text.size() + text.size() / 16);
    for (char c : text) {
      if (c == '\n') converted += '\r';
      converted += c;
    }
    text = std::move(converted);
  } else if (options.line_ends == LineEnds::cr) {
    std::replace(text.begin(), text.end(), '\n', '\r');
  }
  if (options.bom) text.insert(0, "\xEF\xBB\xBF");
  result.bytes = std::move(text);
  return result;
}

}  // namespace skald::otn
