#include "formats/pgn/pgn_writer.h"

#include <vector>

#include "formats/pgn/pgn_tags.h"
#include "skald/record/numbering.h"

namespace skald::pgn {
namespace {

bool is_tag_name_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '+' || c == '#' || c == '=' || c == ':' || c == '-';
}

bool is_tag_name(std::string_view name) {
  if (name.empty()) return false;
  for (const char c : name)
    if (!is_tag_name_char(c)) return false;
  return true;
}

std::string quoted(std::string_view value) {
  std::string out = "\"";
  for (const char c : value) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

/// Movetext on one line, as libataxx and cuteataxx write it: tokens separated by a space,
/// parentheses hugging what they enclose (`(2... b2 3. g4)`). A comment's own line breaks
/// stay as they are.
class Movetext {
 public:
  enum class Glue { spaced, attached };
  void add(const std::string& token, Glue glue = Glue::spaced) {
    if (!text_.empty() && glue == Glue::spaced && !attach_next_) text_ += ' ';
    attach_next_ = token == "(";
    text_ += token;
  }
  std::string take() { return std::move(text_); }

 private:
  std::string text_;
  bool attach_next_ = false;
};

/// The side that moves first: the first move's, else the FEN's (`o` second), else x.
int first_side(const record::Record& record) {
  const record::Node* first = record.root().next();
  if (first != nullptr && (first->side == 0 || first->side == 1)) return first->side;
  if (const auto position = record.position_text()) {
    const std::size_t space = position->find(' ');
    if (space != std::string::npos && position->compare(space + 1, 1, "o") == 0) return 1;
  }
  return 0;
}

class Writer {
 public:
  Writer(const record::Record& record, const PgnWriteOptions& options)
      : record_(record), options_(options) {}

  PgnWriteResult write() {
    write_tags();
    out_ += '\n';
    write_movetext();
    if (result_.diagnostics.has_errors())
      result_.text.clear();
    else
      result_.text = std::move(out_);
    return std::move(result_);
  }

 private:
  SourceLocation where() const { return {options_.file, 0, 0}; }

  void write_tags() {
    bool has_result = false;
    for (const record::Tag& tag : record_.tags) {
      if (tag.key == "start-comment") continue;  // the comment before the first move
      // Ataxx is what a PGN without a Variant tag records: the reader puts that rules tag
      // first, so only a first one goes without saying.
      if (tag.key == "rules" && &tag == &record_.tags.front() && tag.value == kDefaultRules)
        continue;
      const std::string_view name = pgn_tag_name(tag.key);
      if (!is_tag_name(name)) {
        result_.diagnostics.error(where(), "the tag `" + tag.key +
                                               "` cannot be a PGN tag name (letters, digits "
                                               "and _+#=:- only)");
        continue;
      }
      if (name == tag.key && is_mapped_pgn_name(name))
        result_.diagnostics.warning(where(), "the tag `" + tag.key + "` reads back as `" +
                                                 std::string(skald_tag_key(name)) + "`");
      std::string_view value = tag.value;
      if (tag.key == "result") {
        has_result = true;
        value = pgn_result(value);
        termination_ = is_termination_marker(value) ? std::string(value) : "*";
      }
      if (value.find('\n') != std::string_view::npos)
        result_.diagnostics.warning(where(), "the tag `" + tag.key +
                                                 "` holds a line break, which PGN strings do "
                                                 "not allow; other readers may stop there");
      out_ += "[" + std::string(name) + " " + quoted(value) + "]\n";
    }
    if (!has_result) {
      termination_ = is_termination_marker(options_.result_if_untagged)
                         ? options_.result_if_untagged
                         : std::string("*");
      out_ += "[Result " + quoted(termination_) + "]\n";
    }
  }

  /// `{ text }`, or an error when the text holds the `}` that would end it.
  std::string comment_token(const std::string& text, const std::string& whose) {
    if (text.find('}') != std::string::npos)
      result_.diagnostics.error(where(), whose + " holds `}`, which a PGN comment cannot carry");
    return "{ " + text + " }";
  }

  void write_movetext() {
    Movetext moves;
    bool number_due = true;  // at the start of a line, after a comment or a variation
    const std::string start_comment = record_.start_comment();
    if (!start_comment.empty()) moves.add(comment_token(start_comment, "the start comment"));
    // An explicit stack (variations nest as deep as the record's do; a long game is flat).
    struct Item {
      enum class Kind { node, open, close } kind;
      const record::Node* node = nullptr;
      int ply = 0;  // libataxx's ply: odd for a first side's move
    };
    const int offset = first_side(record_) == 1 ? 1 : 0;
    std::vector<Item> stack;
    if (const record::Node* first = record_.root().next())
      stack.push_back({Item::Kind::node, first, 1 + offset});
    while (!stack.empty()) {
      const Item item = stack.back();
      stack.pop_back();
      if (item.kind == Item::Kind::open) {
        moves.add("(");
        number_due = true;
        continue;
      }
      if (item.kind == Item::Kind::close) {
        moves.add(")", Movetext::Glue::attached);
        number_due = true;
        continue;
      }
      const record::Node* node = item.node;
      const bool first_side_moves = item.ply % 2 == 1;
      const int number = (item.ply + 1) / 2;
      if (first_side_moves)
        moves.add(std::to_string(number) + ".");
      else if (number_due)
        moves.add(std::to_string(number) + "...");
      moves.add(std::string(node->played_move()));
      number_due = false;
      if (!node->comment.empty()) {
        moves.add(comment_token(node->comment, "the comment of " + record::address_text(*node)));
        number_due = true;
      }
      if (const record::Node* next = node->next())
        stack.push_back({Item::Kind::node, next, item.ply + 1});
      // The alternatives to this move follow it, each in parentheses.
      const record::Node* parent = node->parent();
      if (node->index_in_parent() == 0 && parent->child_count() > 1) {
        for (std::size_t i = parent->child_count() - 1; i >= 1; --i) {
          stack.push_back({Item::Kind::close, nullptr, 0});
          stack.push_back({Item::Kind::node, parent->child(i), item.ply});
          stack.push_back({Item::Kind::open, nullptr, 0});
        }
      }
    }
    moves.add(termination_);
    // A blank line after the game, as libataxx writes it: files put one after the other
    // are a valid file of several games.
    out_ += moves.take() + "\n\n";
  }

  const record::Record& record_;
  const PgnWriteOptions& options_;
  PgnWriteResult result_;
  std::string out_;
  std::string termination_ = "*";
};

}  // namespace

PgnWriteResult write_pgn(const record::Record& record, const PgnWriteOptions& options) {
  return Writer(record, options).write();
}

}  // namespace skald::pgn
