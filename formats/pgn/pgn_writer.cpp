#include "formats/pgn/pgn_writer.h"

#include "formats/pgn/pgn_tags.h"
#include "skald/record/tree_walk.h"

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
    const std::string start_comment = record_.start_comment();
    if (!start_comment.empty()) moves.add(comment_token(start_comment, "the start comment"));
    MovetextVisitor visitor(*this, moves, first_side(record_) == 1 ? 1 : 0);
    // PGN's order, python-chess's: a move, then the alternatives to it, each in
    // parentheses, then the line goes on (record/tree_walk.h).
    record::walk_tree(record_.root(), visitor, {.alternatives = record::Alternatives::after_move});
    moves.add(termination_);
    // A blank line after the game, as libataxx writes it: files put one after the other
    // are a valid file of several games.
    out_ += moves.take() + "\n\n";
  }

  /// Writes the moves, comments and parentheses as the record's walk shows them.
  class MovetextVisitor final : public record::TreeVisitor {
   public:
    MovetextVisitor(Writer& writer, Movetext& moves, int offset)
        : writer_(writer), moves_(moves), offset_(offset) {}

    record::WalkAction visit(const record::WalkedNode& at) override {
      if (at.depth == 0) return record::WalkAction::enter_all;  // the root holds no move
      const int ply = static_cast<int>(at.depth) + offset_;  // libataxx's: odd for the first side
      const int number = (ply + 1) / 2;
      if (ply % 2 == 1)
        moves_.add(std::to_string(number) + ".");
      else if (number_due_)
        moves_.add(std::to_string(number) + "...");
      moves_.add(std::string(at.node.played_move()));
      number_due_ = false;
      if (!at.node.comment.empty()) {
        moves_.add(writer_.comment_token(at.node.comment, "the comment of " + at.address()));
        number_due_ = true;
      }
      return record::WalkAction::enter_all;
    }
    void begin_variation() override {
      moves_.add("(");
      number_due_ = true;
    }
    void end_variation() override {
      moves_.add(")", Movetext::Glue::attached);
      number_due_ = true;
    }

   private:
    Writer& writer_;
    Movetext& moves_;
    const int offset_;
    bool number_due_ = true;  // at the start of a line, after a comment or a variation
  };

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
