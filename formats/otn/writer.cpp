#include "formats/otn/writer.h"

#include "formats/otn/escape.h"
#include "skald/record/numbering.h"

namespace skald::otn {
namespace {

class Writer {
 public:
  Writer(const WriteOptions& options, Diagnostics& diagnostics)
      : options_(options), diagnostics_(diagnostics) {}

  void write_tags(const record::Record& record);
  /// Writes the line that starts at `first`; `prefix` is empty for the main line and
  /// `<anchor>.<index>.` for a variation.
  void write_line(const record::Node& first, const std::string& prefix);

  std::string take() { return std::move(out_); }

 private:
  void write_variation(const record::Node& start);
  void warn_comment(const record::Node& node);

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
    if (opentafl_misreads(tag.value, EscapeContext::tag_value)) {
      diagnostics_.warning(where, "tag `" + tag.key +
                                      "`: its value contains `]`, written `\\]`; OpenTafl has no "
                                      "escape and would end the tag there");
    }
    if (tag.value.find("1. ") != std::string::npos) {
      diagnostics_.warning(where, "tag `" + tag.key +
                                      "`: its value contains `1. `, where OpenTafl would start "
                                      "reading the moves");
    }
    out_ += '[';
    out_ += tag.key;
    out_ += ':';
    out_ += escape_otn_text(tag.value, EscapeContext::tag_value);
    out_ += "]\n";
  }
  out_ += '\n';
}

void Writer::warn_comment(const record::Node& node) {
  if (!opentafl_misreads(node.comment, EscapeContext::comment)) return;
  SourceLocation where = node.source;
  if (where.file.empty()) where.file = options_.file;
  Diagnostic d{Severity::warning, where,
               "comment contains `]` or `|`, written `\\]` / `\\|`; OpenTafl has no escape and "
               "would cut the comment there",
               record::address_text(node)};
  diagnostics_.add(std::move(d));
}

void Writer::write_variation(const record::Node& start) {
  const record::Node& holder = *start.parent();
  const record::Node& anchor = record::is_main_line(holder) ? *holder.child(0) : holder;
  std::string prefix = record::address_text(anchor);
  prefix += '.';
  prefix += std::to_string(start.index_in_parent());
  prefix += '.';
  write_line(start, prefix);
}

void Writer::write_line(const record::Node& first, const std::string& prefix) {
  const bool main_line = prefix.empty();
  for (const record::Turn& turn : record::turns_of_line(first)) {
    out_ += prefix;
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
      warn_comment(*turn.moves[i]);
      out_ += escape_otn_text(turn.moves[i]->comment, EscapeContext::comment);
    }
    out_ += "]\n\n";
    // The variations that branch inside this turn: alternatives to each of its moves.
    for (const record::Node* move : turn.moves) {
      if (move == &first && !main_line) continue;  // its siblings belong to the outer line
      const record::Node& parent = *move->parent();
      for (size_t i = 1; i < parent.child_count(); ++i)
        write_variation(*parent.child(i));
    }
  }
}

}  // namespace

WriteResult write_otg(const record::Record& record, const WriteOptions& options) {
  WriteResult result;
  Writer writer(options, result.diagnostics);
  writer.write_tags(record);
  if (const record::Node* first = record.root().next()) writer.write_line(*first, "");
  std::string text = writer.take();
  if (options.crlf) {
    std::string converted;
    converted.reserve(text.size() + text.size() / 16);
    for (char c : text) {
      if (c == '\n') converted += '\r';
      converted += c;
    }
    text = std::move(converted);
  }
  if (options.bom) text.insert(0, "\xEF\xBB\xBF");
  result.bytes = std::move(text);
  return result;
}

}  // namespace skald::otn
