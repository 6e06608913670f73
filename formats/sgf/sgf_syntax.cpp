#include "formats/sgf/sgf_syntax.h"

#include "formats/text/source_cursor.h"
#include "skald/core/excerpt.h"

namespace skald::sgf {
namespace {

constexpr std::size_t kNoNode = static_cast<std::size_t>(-1);
/// Past this many errors a file is not SGF; parsing stops rather than list every byte.
constexpr int kMaxErrors = 100;

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

bool is_letter(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

class Parser {
 public:
  Parser(std::string_view text, const std::string& file, Diagnostics& diagnostics)
      : in_(text, file), diagnostics_(diagnostics) {}

  SgfCollection parse() {
    while (!in_.at_end() && errors_ < kMaxErrors) {
      const char c = in_.peek();
      if (is_space(c)) {
        in_.advance();
      } else if (c == '(') {
        open_.push_back({current_, in_.here()});
        in_.advance();
        tree_empty_ = true;
      } else if (c == ')') {
        close_tree();
      } else if (c == ';') {
        read_node();
      } else if (open_.empty()) {
        // Text around the game trees (a mail header, a note) is not SGF's business.
        if (!warned_outside_)
          diagnostics_.warning(in_.here(), "text outside the game trees ignored");
        warned_outside_ = true;
        in_.advance();
      } else {
        error(in_.here(), std::string("unexpected `") +
                              escape_control_characters(std::string(1, c)) +
                              "`: expected `;` (a node), `(` or `)`");
        in_.advance();
      }
    }
    for (auto it = open_.rbegin(); it != open_.rend() && errors_ < kMaxErrors; ++it)
      error(it->at, "game tree not closed: expected `)`");
    if (errors_ >= kMaxErrors)
      error(in_.here(), "too many errors; the rest of the file is not read");
    if (out_.roots.empty() && !diagnostics_.has_errors())
      error(in_.here(), "no game tree: expected `(;` to start one");
    return std::move(out_);
  }

 private:
  struct Open {
    std::size_t node;  // the node the tree's first node follows (kNoNode at the top)
    SourceLocation at;
  };

  void error(const SourceLocation& at, std::string message) {
    ++errors_;
    diagnostics_.error(at, std::move(message));
  }

  void close_tree() {
    const SourceLocation at = in_.here();
    in_.advance();
    if (open_.empty()) {
      error(at, "`)` closes no game tree");
      return;
    }
    if (tree_empty_) error(open_.back().at, "empty game tree: expected `;` and a node after `(`");
    current_ = open_.back().node;
    open_.pop_back();
    tree_empty_ = false;
  }

  void read_node() {
    if (open_.empty()) {
      error(in_.here(), "a node outside a game tree: expected `(` before `;`");
      in_.advance();
      return;
    }
    tree_empty_ = false;
    SgfNode node;
    node.at = in_.here();
    in_.advance();
    while (!in_.at_end()) {
      while (is_space(in_.peek()))
        in_.advance();
      if (!is_letter(in_.peek())) break;
      if (!read_property(node)) return;
    }
    const std::size_t index = out_.nodes.size();
    if (current_ == kNoNode)
      out_.roots.push_back(index);
    else
      out_.nodes[current_].children.push_back(index);
    out_.nodes.push_back(std::move(node));
    current_ = index;
  }

  /// One property with its values; false when the text ends inside a value.
  bool read_property(SgfNode& node) {
    SgfProperty property;
    property.at = in_.here();
    while (is_letter(in_.peek())) {
      if (in_.peek() >= 'A' && in_.peek() <= 'Z') property.id += in_.peek();
      in_.advance();
    }
    while (is_space(in_.peek()))
      in_.advance();
    if (property.id.empty()) {
      error(property.at, "a property identifier needs an upper-case letter (`C`, `B`, `SZ`)");
    }
    if (in_.peek() != '[')
      error(in_.here(), "the property " + excerpt(property.id) + " needs a value: expected `[`");
    while (in_.peek() == '[') {
      SgfValue value;
      value.at = in_.here();
      in_.advance();
      const std::size_t from = in_.offset();
      while (!in_.at_end() && in_.peek() != ']') {
        if (in_.peek() == '\\') in_.advance();
        in_.advance();
      }
      if (in_.at_end()) {
        error(value.at, "value not closed: expected `]`");
        return false;
      }
      value.raw = std::string(in_.text().substr(from, in_.offset() - from));
      in_.advance();
      property.values.push_back(std::move(value));
      while (is_space(in_.peek()))
        in_.advance();
    }
    if (!property.id.empty() && !property.values.empty())
      node.properties.push_back(std::move(property));
    return true;
  }

  text::SourceCursor in_;
  Diagnostics& diagnostics_;
  SgfCollection out_;
  std::vector<Open> open_;
  std::size_t current_ = kNoNode;
  bool tree_empty_ = false;
  bool warned_outside_ = false;
  int errors_ = 0;
};

}  // namespace

const SgfProperty* SgfNode::find(std::string_view id) const {
  for (const SgfProperty& p : properties)
    if (p.id == id) return &p;
  return nullptr;
}

SgfCollection parse_sgf(std::string_view text, const std::string& file, Diagnostics& diagnostics) {
  return Parser(text, file, diagnostics).parse();
}

std::string sgf_text(std::string_view raw) {
  std::string out;
  out.reserve(raw.size());
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] != '\\' || i + 1 == raw.size()) {
      out += raw[i];
      continue;
    }
    const char next = raw[++i];
    if (next == '\n' || next == '\r') {
      // A soft line break: the pair \n\r or \r\n counts as one break.
      if (i + 1 < raw.size() && (raw[i + 1] == '\n' || raw[i + 1] == '\r') && raw[i + 1] != next)
        ++i;
      continue;
    }
    out += next;
  }
  return out;
}

std::string sgf_escape(std::string_view text, bool composed) {
  std::string out;
  out.reserve(text.size());
  for (const char c : text) {
    if (c == '\\' || c == ']' || (composed && c == ':')) out += '\\';
    out += c;
  }
  return out;
}

std::size_t composed_separator(std::string_view raw) {
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] == '\\') {
      ++i;
    } else if (raw[i] == ':') {
      return i;
    }
  }
  return std::string_view::npos;
}

}  // namespace skald::sgf
