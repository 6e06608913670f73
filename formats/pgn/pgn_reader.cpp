#include "formats/pgn/pgn_reader.h"

#include <cctype>
#include <optional>
#include <set>

#include "formats/pgn/pgn_tags.h"
#include "formats/text/source_cursor.h"

namespace skald::pgn {
namespace {

/// Past this many errors a file is not PGN; reading stops rather than list every byte.
constexpr int kMaxErrors = 100;

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/// A character of a PGN symbol (moves, tag names), '/' added for `1/2-1/2`.
bool is_symbol_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '+' || c == '#' || c == '=' || c == ':' || c == '-' || c == '/';
}

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

/// A comment without the one space each writer puts inside the braces.
std::string comment_text(std::string_view raw) {
  if (!raw.empty() && raw.front() == ' ') raw.remove_prefix(1);
  if (!raw.empty() && raw.back() == ' ') raw.remove_suffix(1);
  return std::string(raw);
}

template <class Text>  // a std::string or a node's RareString
void join_comment(Text& into, const std::string& more) {
  if (into.empty())
    into = more;
  else
    into += " " + more;
}

/// One game being read: its record, the line the next move goes into, and the open
/// variations.
class GameBuilder {
 public:
  explicit GameBuilder(SourceLocation start) : start_(std::move(start)) {}

  record::Record record;
  SourceLocation start_;
  bool has_movetext = false;
  bool terminated = false;

  /// A move token: a new node after the line's last move.
  void add_move(std::string text, const SourceLocation& at) {
    has_movetext = true;
    Level& level = levels_.back();
    // From the heap, not the record's pool: a pool's block is large, and a file of
    // thousands of short games would hold one per game.
    record::Node* node = level.last->add_child(std::make_unique<record::Node>(std::move(text)));
    node->source = {at.line, at.column};
    if (!level.pending_comment.empty()) {
      node->comment = std::move(level.pending_comment);
      level.pending_comment.clear();
    }
    level.last = node;
    level.has_move = true;
  }

  /// A comment: the last move's, the start comment, or (at the start of a variation) the
  /// first move's to come. Returns false for the last case, which the caller warns about.
  bool add_comment(const std::string& text) {
    has_movetext = true;
    Level& level = levels_.back();
    if (level.has_move) {
      join_comment(level.last->comment, text);
      return true;
    }
    if (levels_.size() == 1) {
      join_comment(start_comment_, text);
      return true;
    }
    join_comment(level.pending_comment, text);
    return false;
  }

  /// `(`: the moves up to the matching `)` are an alternative to the line's last move.
  /// Returns false when the line has no move yet to be an alternative to.
  bool open_variation(const SourceLocation& at) {
    has_movetext = true;
    Level& level = levels_.back();
    if (!level.has_move) return false;
    levels_.push_back({level.last->parent(), false, {}, at});
    return true;
  }

  /// `)`: back to the enclosing line. False when no variation is open.
  bool close_variation() {
    if (levels_.size() == 1) return false;
    levels_.pop_back();
    return true;
  }

  std::size_t depth() const { return levels_.size() - 1; }
  /// Where the outermost open variation was opened.
  const SourceLocation& outermost_open_at() const { return levels_[1].opened; }

  /// The record with its rules and start comment tags, once the game is over.
  record::Record finish() {
    if (record.find_tag("rules") == nullptr) {
      record::Tag rules;
      rules.key = "rules";
      rules.value = std::string(kDefaultRules);
      record.tags.insert(record.tags.begin(), std::move(rules));
    }
    if (!start_comment_.empty()) record.set_tag("start-comment", start_comment_);
    return std::move(record);
  }

 private:
  struct Level {
    record::Node* last;  // the line's last move so far (the node a variation opened from)
    bool has_move;
    std::string pending_comment;  // a comment before the variation's first move
    SourceLocation opened;
  };
  std::string start_comment_;
  std::vector<Level> levels_{{&record.root(), false, {}, {}}};
};

class Reader {
 public:
  Reader(std::string_view text, const std::string& file) : in_(text, file) {}

  PgnReadResult read() {
    while (!in_.at_end() && errors_ < kMaxErrors)
      step();
    finish_game();
    if (errors_ >= kMaxErrors)
      error(in_.here(), "too many errors; the rest of the file is not read");
    if (result_.games.empty() && !result_.diagnostics.has_errors())
      error(in_.here(),
            "no game: expected tag pairs such as [Event \"...\"] or moves such as `1. g2`");
    return std::move(result_);
  }

 private:
  void error(const SourceLocation& at, std::string message) {
    ++errors_;
    result_.diagnostics.error(at, std::move(message));
  }
  /// A warning given once per file for each kind (annotation glyphs may be on every move).
  void warn_once(const std::string& kind, const SourceLocation& at, const std::string& message) {
    if (warned_.insert(kind).second) result_.diagnostics.warning(at, message);
  }

  /// The game being read; a new one starts at the token being read.
  GameBuilder& game() {
    if (!game_) game_.emplace(token_at_);
    return *game_;
  }

  void finish_game() {
    if (!game_) return;
    GameBuilder& g = *game_;
    if (g.depth() > 0) {
      error(g.outermost_open_at(),
            "variation not closed: expected `)` before the game ends" +
                (g.depth() > 1 ? " (" + std::to_string(g.depth()) + " variations are open)"
                               : std::string()));
      while (g.close_variation()) {
      }
    }
    if (g.has_movetext && !g.terminated)
      result_.diagnostics.warning(in_.here(),
                                  "the game ends without a result (`1-0`, `0-1`, "
                                  "`1/2-1/2` or `*`)");
    result_.starts.push_back(g.start_);
    result_.games.push_back(g.finish());
    game_.reset();
  }

  void step() {
    const char c = in_.peek();
    token_at_ = in_.here();
    if (is_space(c)) {
      in_.advance();
    } else if (c == '%' && in_.column() == 1) {
      skip_line();  // PGN's escape: a line starting with % is for other programs
    } else if (c == '[') {
      if (game_ && (game_->has_movetext || game_->terminated)) finish_game();
      read_tag();
    } else if (c == '{') {
      read_brace_comment();
    } else if (c == ';') {
      const SourceLocation at = in_.here();
      in_.advance();
      const std::size_t from = in_.offset();
      skip_line();
      std::string_view raw = in_.text().substr(from, in_.offset() - from);
      while (!raw.empty() && (raw.back() == '\n' || raw.back() == '\r'))
        raw.remove_suffix(1);
      add_comment(comment_text(raw), at);
    } else if (c == '(') {
      const SourceLocation at = in_.here();
      in_.advance();
      start_movetext();
      if (!game().open_variation(at)) {
        error(at, "a variation `(` before any move: it must follow the move it replaces");
        skip_variation();
      }
    } else if (c == ')') {
      const SourceLocation at = in_.here();
      in_.advance();
      if (!game_ || !game_->close_variation()) error(at, "`)` closes no variation");
    } else if (c == '$') {
      const SourceLocation at = in_.here();
      in_.advance();
      while (is_digit(in_.peek()))
        in_.advance();
      warn_once("nag", at, "annotation glyphs such as `$1` are not kept (a record has none)");
    } else if (c == '!' || c == '?') {
      const SourceLocation at = in_.here();
      while (in_.peek() == '!' || in_.peek() == '?')
        in_.advance();
      warn_once("suffix", at, "move suffixes such as `!?` are not kept (a record has none)");
    } else if (c == '*') {
      const SourceLocation at = in_.here();
      in_.advance();
      terminate("*", at);
    } else if (c == '.') {
      in_.advance();  // stray dots of a move number written `1 ...`
    } else if (is_symbol_char(c)) {
      read_symbol();
    } else {
      const SourceLocation at = in_.here();
      error(at, "unexpected `" + escape_control_characters(std::string(1, c)) +
                    "`: expected a move, a comment `{...}`, a variation `(...)`, a result or "
                    "a tag `[Name \"value\"]`");
      in_.advance();
      while (!in_.at_end() && (static_cast<unsigned char>(in_.peek()) & 0xC0) == 0x80)
        in_.advance();
    }
  }

  void skip_line() {
    while (!in_.at_end() && in_.peek() != '\n')
      in_.advance();
  }

  /// A game after its result marker takes no more moves: a move then starts a new game.
  void start_movetext() {
    if (game_ && game_->terminated) finish_game();
    game();
  }

  void add_comment(const std::string& text, const SourceLocation& at) {
    start_movetext();
    if (!game().add_comment(text))
      result_.diagnostics.warning(at,
                                  "a comment before a variation's first move is kept as that "
                                  "move's comment");
  }

  /// Skips a variation that cannot be placed, to its matching `)`.
  void skip_variation() {
    int depth = 1;
    while (!in_.at_end() && depth > 0) {
      const char c = in_.peek();
      if (c == '{') {
        while (!in_.at_end() && in_.peek() != '}')
          in_.advance();
      } else if (c == '(') {
        ++depth;
      } else if (c == ')') {
        --depth;
      }
      in_.advance();
    }
  }

  void read_brace_comment() {
    const SourceLocation at = in_.here();
    in_.advance();
    const std::size_t from = in_.offset();
    while (!in_.at_end() && in_.peek() != '}')
      in_.advance();
    if (in_.at_end()) {
      error(at, "comment not closed: expected `}`");
      return;
    }
    const std::string_view raw = in_.text().substr(from, in_.offset() - from);
    in_.advance();
    add_comment(comment_text(raw), at);
  }

  void read_symbol() {
    const SourceLocation at = in_.here();
    // A move number: digits then dots (`12.`, `12...`, `1.g2`).
    std::size_t digits = 0;
    while (is_digit(in_.peek(digits)))
      ++digits;
    if (digits > 0 && in_.peek(digits) == '.') {
      in_.advance(digits);
      while (in_.peek() == '.')
        in_.advance();
      start_movetext();
      return;
    }
    const std::size_t from = in_.offset();
    while (is_symbol_char(in_.peek()))
      in_.advance();
    std::string token(in_.text().substr(from, in_.offset() - from));
    if (is_termination_marker(token)) {
      terminate(token, at);
      return;
    }
    start_movetext();
    game().add_move(std::move(token), at);
  }

  void terminate(const std::string& marker, const SourceLocation& at) {
    if (game_ && game_->terminated) {
      error(at, "a second result `" + marker + "` for one game");
      return;
    }
    GameBuilder& g = game();
    if (g.depth() > 0) {
      error(at, "the result `" + marker + "` inside a variation: close it with `)` first");
      return;
    }
    g.terminated = true;
    g.has_movetext = true;
    const record::Tag* tag = g.record.find_tag("result");
    const std::string value(skald_result(marker));
    if (tag == nullptr) {
      if (marker != "*") g.record.set_tag("result", value);
    } else if (tag->value != value && marker != "*") {
      result_.diagnostics.warning(at, "the result `" + marker + "` differs from the Result tag `" +
                                          std::string(pgn_result(tag->value)) +
                                          "`; the tag is kept");
    }
  }

  void skip_spaces() {
    while (is_space(in_.peek()))
      in_.advance();
  }

  /// `[Name "value"]`; on an error the rest of the line is skipped.
  void read_tag() {
    const SourceLocation at = in_.here();
    in_.advance();  // [
    skip_spaces();
    const std::size_t from = in_.offset();
    while (is_symbol_char(in_.peek()))
      in_.advance();
    const std::string name(in_.text().substr(from, in_.offset() - from));
    if (name.empty()) {
      error(in_.here(), "a tag needs a name: expected `[Name \"value\"]`");
      skip_line();
      return;
    }
    skip_spaces();
    if (in_.peek() != '"') {
      error(in_.here(),
            "the tag " + name + " needs a value in quotes: expected `[" + name + " \"value\"]`");
      skip_line();
      return;
    }
    const SourceLocation value_at = in_.here();
    in_.advance();
    std::string value;
    while (!in_.at_end() && in_.peek() != '"') {
      if (in_.peek() == '\\' && (in_.peek(1) == '"' || in_.peek(1) == '\\')) in_.advance();
      value += in_.peek();
      in_.advance();
    }
    if (in_.at_end()) {
      error(value_at, "the value of the tag " + name + " is not closed: expected `\"`");
      return;
    }
    in_.advance();  // "
    skip_spaces();
    if (in_.peek() != ']') {
      error(in_.here(), "expected `]` to close the tag " + name);
      skip_line();
    } else {
      in_.advance();
    }
    add_tag(name, std::move(value), at);
  }

  void add_tag(const std::string& name, std::string value, const SourceLocation& at) {
    GameBuilder& g = game();
    record::Tag tag;
    tag.key = std::string(skald_tag_key(name));
    tag.source = at;
    if (tag.key == "result") {
      if (value == "*") return;  // unknown: the record says nothing
      value = std::string(skald_result(value));
    }
    if (tag.key == "rules" && value.size() == kDefaultRules.size()) {
      // cutechess writes `Ataxx`; the rules text is lower case.
      std::string lower = value;
      for (char& ch : lower)
        ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      if (lower == kDefaultRules) value = lower;
    }
    tag.value = std::move(value);
    g.record.tags.push_back(std::move(tag));
  }

  text::SourceCursor in_;
  PgnReadResult result_;
  std::optional<GameBuilder> game_;
  std::set<std::string> warned_;
  SourceLocation token_at_;
  int errors_ = 0;
};

}  // namespace

PgnReadResult read_pgn(std::string_view text, const std::string& file) {
  return Reader(text, file).read();
}

}  // namespace skald::pgn
