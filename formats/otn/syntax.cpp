#include "formats/otn/syntax.h"

#include <algorithm>

#include "formats/otn/escape.h"
#include "skald/core/excerpt.h"

namespace skald::otn {
namespace {

bool is_blank(char c) {
  return c == ' ' || c == '\t';
}
bool is_digit(char c) {
  return c >= '0' && c <= '9';
}
bool is_lower(char c) {
  return c >= 'a' && c <= 'z';
}

/// Text shown in a message for what was found: at most 20 characters, newlines spelt out.
std::string quote_found(std::string_view text) {
  if (text.empty()) return "the end of the line";
  std::string shown(text.substr(0, 20));
  if (text.size() > 20) shown += "...";
  return "`" + shown + "`";
}

/// Walks the text once, keeping the current line and a column cache so that positions cost
/// amortised constant time even on very long lines. A turn line stays open until what
/// follows shows whether a comment block belongs to it; then it goes to the sink.
class Scanner {
 public:
  Scanner(std::string_view text, const std::string& file, Diagnostics& diagnostics,
          SyntaxSink& sink)
      : text_(text), file_(file), diagnostics_(diagnostics), sink_(sink) {}

  SyntaxLayout run();

 private:
  bool at_end() const { return pos_ >= text_.size(); }
  char peek() const { return at_end() ? '\0' : text_[pos_]; }
  bool at_line_end() const { return at_end() || text_[pos_] == '\n' || text_[pos_] == '\r'; }

  TextPosition position_of(size_t offset);
  TextPosition here() { return position_of(pos_); }

  // The loops below walk a local index and store pos_ once: through the member, every
  // step was a store the compiler could not keep in a register.
  void skip_blanks() {
    size_t p = pos_;
    while (p < text_.size() && is_blank(text_[p]))
      ++p;
    pos_ = p;
  }
  /// Moves past the characters up to a blank, a line end, the end or (when `stop_at_bracket`)
  /// a `[`.
  void skip_word(bool stop_at_bracket) {
    size_t p = pos_;
    while (p < text_.size()) {
      const char c = text_[p];
      if (is_blank(c) || c == '\n' || c == '\r' || (stop_at_bracket && c == '[')) break;
      ++p;
    }
    pos_ = p;
  }
  /// Consumes one line end (LF, CR LF or a lone CR) if there is one.
  void consume_line_end();
  void skip_rest_of_line() {
    while (!at_line_end())
      ++pos_;
    consume_line_end();
  }
  /// After a closing `]`: the rest of the line may only be blanks; anything else is read as
  /// if it began a new line.
  void finish_after_bracket() {
    skip_blanks();
    if (at_line_end()) consume_line_end();
  }

  void error(TextPosition where, std::string message) {
    diagnostics_.error({file_, where.line, where.column}, std::move(message));
  }
  void warning(TextPosition where, std::string message) {
    diagnostics_.warning({file_, where.line, where.column}, std::move(message));
  }

  /// Reads raw bytes up to an unescaped delimiter; returns false at end of text. Line ends
  /// inside become LF. `stop_at_bar` makes `|` a delimiter too.
  bool read_delimited(bool stop_at_bar, std::string& raw, char& delimiter);
  /// A comment segment into `text`, unescaped, up to its `|` or `]` (in `delimiter`);
  /// false at the end of the text.
  bool read_segment(std::string& text, char& delimiter);

  void parse_tag(bool after_moves);
  void parse_comment_block(TurnLineSyntax& turn);
  /// Reads a turn line into incoming(); when it is one, the open line goes to the sink and
  /// the new one takes its place.
  void parse_turn_line();
  /// Hands the open turn line, if any, to the sink.
  void close_open_line();
  /// Empties `line` for reuse, keeping the storage of its vectors.
  void clear_line(TurnLineSyntax& line);
  bool looks_like_tag() const;
  bool tag_starts_at(size_t offset) const;
  /// The offset of the first line in [from, to) after a line end that starts (after blanks)
  /// like a tag, or npos.
  size_t next_tag_line(size_t from, size_t to) const;

  std::string_view text_;
  const std::string& file_;
  Diagnostics& diagnostics_;
  SyntaxSink& sink_;
  size_t pos_ = 0;
  int line_ = 1;
  size_t line_start_ = 0;
  size_t column_cache_offset_ = 0;
  int column_cache_value_ = 1;
  /// The last turn line read (open_ while it may still receive its comment block), the
  /// one being read, and scratch storage reused from line to line.
  TurnLineSyntax& current() { return lines_[current_]; }
  TurnLineSyntax& incoming() { return lines_[1 - current_]; }
  TurnLineSyntax lines_[2];
  int current_ = 0;  // which of lines_ is the last line read; the other is read into
  bool open_ = false;
  std::size_t lines_read_ = 0;
  std::vector<CommentSegment> spare_segments_;
  std::string raw_;
};

TextPosition Scanner::position_of(size_t offset) {
  if (column_cache_offset_ < line_start_ || column_cache_offset_ > offset) {
    column_cache_offset_ = line_start_;
    column_cache_value_ = 1;
  }
  int column = column_cache_value_;
  for (size_t i = column_cache_offset_; i < offset && i < text_.size(); ++i) {
    // UTF-8 continuation bytes do not start a new column.
    if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) ++column;
  }
  column_cache_value_ = column;
  column_cache_offset_ = offset;
  return {line_, column};
}

void Scanner::consume_line_end() {
  if (at_end()) return;
  if (text_[pos_] == '\r') {
    ++pos_;
    if (!at_end() && text_[pos_] == '\n') ++pos_;
  } else if (text_[pos_] == '\n') {
    ++pos_;
  } else {
    return;
  }
  ++line_;
  line_start_ = pos_;
}

bool Scanner::read_delimited(bool stop_at_bar, std::string& raw, char& delimiter) {
  raw.clear();
  size_t run_start = pos_;
  while (pos_ < text_.size()) {
    const char c = text_[pos_];
    if (c == '\\' && pos_ + 1 < text_.size()) {
      const char next = text_[pos_ + 1];
      if (next == ']' || next == '|' || next == '[' || next == '\\') {
        pos_ += 2;
        continue;
      }
    } else if (c == ']' || (stop_at_bar && c == '|')) {
      raw.append(text_.substr(run_start, pos_ - run_start));
      delimiter = c;
      ++pos_;
      return true;
    } else if (c == '\r' || c == '\n') {
      raw.append(text_.substr(run_start, pos_ - run_start));
      raw += '\n';
      consume_line_end();
      run_start = pos_;
      continue;
    }
    ++pos_;
  }
  raw.append(text_.substr(run_start));
  return false;
}

bool Scanner::looks_like_tag() const {
  return tag_starts_at(pos_);
}

bool Scanner::tag_starts_at(size_t offset) const {
  // `[key:` with a key of letters, digits, '-' and '_' on the same line.
  if (offset >= text_.size() || text_[offset] != '[') return false;
  size_t i = offset + 1;
  const size_t start = i;
  while (i < text_.size()) {
    const char c = text_[i];
    if (c == ':') return i > start;
    if (!(is_lower(c) || is_digit(c) || (c >= 'A' && c <= 'Z') || c == '-' || c == '_'))
      return false;
    ++i;
  }
  return false;
}

size_t Scanner::next_tag_line(size_t from, size_t to) const {
  for (size_t i = from; i < to && i < text_.size(); ++i) {
    if (text_[i] != '\n' && text_[i] != '\r') continue;
    size_t j = i + 1;
    if (text_[i] == '\r' && j < text_.size() && text_[j] == '\n') ++j;
    const size_t line = j;
    while (j < text_.size() && (text_[j] == ' ' || text_[j] == '\t'))
      ++j;
    if (tag_starts_at(j)) return line;
  }
  return std::string_view::npos;
}

void Scanner::parse_tag(bool after_moves) {
  TagSyntax tag;
  tag.position = here();
  tag.after_moves = after_moves;
  ++pos_;  // '['
  const size_t key_start = pos_;
  while (!at_line_end() && peek() != ':' && peek() != ']')
    ++pos_;
  if (peek() != ':') {
    error(here(), "expected `:` after the tag key `" +
                      excerpt(text_.substr(key_start, pos_ - key_start)) +
                      "` (a tag is written `[key:value]`)");
    if (peek() == ']') ++pos_;
    skip_rest_of_line();
    return;
  }
  tag.key = std::string(text_.substr(key_start, pos_ - key_start));
  if (tag.key.empty()) error(tag.position, "expected a tag key between `[` and `:`");
  ++pos_;  // ':'
  tag.value_position = here();
  const size_t value_start = pos_;
  const int value_line = line_;
  std::string raw;
  char delimiter = 0;
  const bool closed = read_delimited(false, raw, delimiter);
  // A value may span lines (a start comment), but one that runs into a line starting with
  // another tag lost its `]`: say so here, and read the next tag instead of swallowing it.
  if (const size_t next = next_tag_line(value_start, pos_); next != std::string_view::npos) {
    error(tag.position, "unclosed tag `[" + tag.key + ":`: expected `]` before the end of line " +
                            std::to_string(value_line) + " (the next line starts another tag)");
    pos_ = value_start;
    while (pos_ < next)
      at_line_end() ? consume_line_end() : void(++pos_);
    return;
  }
  if (!closed) {
    error(tag.position,
          "unclosed tag `[" + tag.key + ":`: expected `]` before the end of the file");
    return;
  }
  tag.value = unescape_otn_text(raw);
  if (after_moves) {
    warning(tag.position,
            "tag `" + tag.key + "` written after the moves; skald keeps it, OpenTafl ignores it");
  }
  sink_.tag(std::move(tag));
  finish_after_bracket();
}

bool Scanner::read_segment(std::string& text, char& delimiter) {
  // Most segments (empty ones above all) hold no escape and no line end: they are the
  // text as it stands, taken without the copy and the unescaping pass.
  size_t end = pos_;
  while (end < text_.size()) {
    const char c = text_[end];
    if (c == ']' || c == '|') {
      text.assign(text_.substr(pos_, end - pos_));
      delimiter = c;
      pos_ = end + 1;
      return true;
    }
    if (c == '\\' || c == '\r' || c == '\n') break;
    ++end;
  }
  if (!read_delimited(true, raw_, delimiter)) return false;
  text = unescape_otn_text(raw_);
  return true;
}

void Scanner::parse_comment_block(TurnLineSyntax& turn) {
  CommentBlockSyntax block;
  block.segments = std::move(spare_segments_);
  block.segments.clear();
  block.position = here();
  ++pos_;  // '['
  for (;;) {
    // Read in place: a segment moved into the list cost a stall per segment.
    CommentSegment& segment = block.segments.emplace_back();
    segment.position = here();
    char delimiter = 0;
    if (!read_segment(segment.text, delimiter)) {
      error(block.position, "unclosed comment block: expected `]` before the end of the file");
      block.segments.pop_back();
      spare_segments_ = std::move(block.segments);
      return;
    }
    if (delimiter == ']') break;
  }
  turn.comment = std::move(block);
  finish_after_bracket();
}

void Scanner::clear_line(TurnLineSyntax& line) {
  if (line.comment) {
    spare_segments_ = std::move(line.comment->segments);
    line.comment.reset();
  }
  line.kind = TurnLineKind::main_line;
  line.position = {};
  line.label.clear();
  line.label_has_dot = false;
  line.placeholders = 0;
  line.moves.clear();
}

void Scanner::close_open_line() {
  if (!open_) return;
  open_ = false;
  sink_.line(current());
}

void Scanner::parse_turn_line() {
  TurnLineSyntax& turn = incoming();
  clear_line(turn);
  turn.position = here();
  const size_t label_start = pos_;
  skip_word(false);
  turn.label.assign(text_.substr(label_start, pos_ - label_start));
  const bool is_label = parse_label_into(turn.label, turn.elements);
  const size_t size = turn.elements.size();
  const bool variation_shape = is_label && size >= 3 && size % 2 == 1;
  if (!is_label || (size != 1 && !variation_shape)) {
    error(turn.position,
          "expected a turn number such as `12.` or a variation address such as "
          "`2a.1.3a.`, found " +
              quote_found(turn.label));
    skip_rest_of_line();
    return;
  }
  turn.label_has_dot = turn.label.back() == '.';
  turn.kind = turn.elements.size() == 1 ? TurnLineKind::main_line : TurnLineKind::variation;
  if (turn.kind == TurnLineKind::main_line && turn.elements[0].letter >= 0) {
    error(turn.position, "expected a turn number such as `12.`, found " + quote_found(turn.label) +
                             " (a move address is not a turn line)");
    skip_rest_of_line();
    return;
  }
  for (size_t i = 1; i < turn.elements.size(); i += 2) {
    if (turn.elements[i].letter >= 0) {
      error(turn.position, "expected a variation index (a bare number) in element " +
                               std::to_string(i + 1) + " of `" + turn.label + "`");
      skip_rest_of_line();
      return;
    }
  }

  bool comment_started = false;
  for (;;) {
    skip_blanks();
    if (at_line_end()) break;
    if (peek() == '[') {
      // An extension: the comment block may follow the moves on the same line.
      parse_comment_block(turn);
      comment_started = true;
      break;
    }
    const TextPosition position = here();
    const size_t start = pos_;
    skip_word(true);
    const std::string_view text = text_.substr(start, pos_ - start);
    if (text.find_first_not_of('.') == std::string_view::npos) {
      if (!turn.moves.empty()) {
        error(position, "expected a move, found the placeholder `" + std::string(text) +
                            "` after a move (placeholders come first)");
        continue;
      }
      ++turn.placeholders;
      continue;
    }
    MoveToken& token = turn.moves.emplace_back();
    token.text.assign(text);
    token.position = position;
  }
  if (!comment_started) consume_line_end();
  if (turn.moves.empty()) {
    error(turn.position, "expected at least one move after `" + turn.label + "`");
  }
  close_open_line();
  current_ = 1 - current_;  // the line read becomes the current one, without a copy
  ++lines_read_;
  if (comment_started) {
    sink_.line(current());
  } else {
    open_ = true;
  }
}

SyntaxLayout Scanner::run() {
  SyntaxLayout layout;
  if (text_.substr(0, 3) == "\xEF\xBB\xBF") {
    layout.had_bom = true;
    pos_ = 3;
    line_start_ = 3;
  }
  // Line ends are counted only in a text that has a CR: most have none.
  if (text_.find('\r') != std::string_view::npos) {
    size_t lf = 0, crlf = 0;
    for (size_t i = text_.find('\n'); i != std::string_view::npos; i = text_.find('\n', i + 1)) {
      ++lf;
      if (i > 0 && text_[i - 1] == '\r') ++crlf;
    }
    // A CR not before an LF ends a line by itself (classic Mac OS).
    const size_t cr = static_cast<size_t>(std::count(text_.begin(), text_.end(), '\r')) - crlf;
    const size_t lf_only = lf - crlf;
    if (cr > crlf && cr > lf_only)
      layout.line_ends = LineEnds::cr;
    else if (crlf > 0 && crlf * 2 >= lf)
      layout.line_ends = LineEnds::crlf;
  }

  while (!at_end()) {
    skip_blanks();
    if (at_line_end()) {
      consume_line_end();
      continue;
    }
    const char c = peek();
    if (c == '[') {
      if (open_) {
        parse_comment_block(current());
        close_open_line();
      } else if (lines_read_ > 0 && !looks_like_tag()) {
        error(here(), "unexpected comment block: turn line `" + current().label + "` (line " +
                          std::to_string(current().position.line) +
                          ") already has one; expected a turn line or a variation line");
        TurnLineSyntax& scratch = incoming();
        clear_line(scratch);
        parse_comment_block(scratch);
        clear_line(scratch);
      } else {
        parse_tag(lines_read_ > 0);
      }
    } else if (is_digit(c)) {
      parse_turn_line();
    } else {
      const TextPosition where = here();
      const size_t start = pos_;
      while (!at_line_end())
        ++pos_;
      error(where,
            "expected a tag `[key:value]`, a turn line such as `1. e2-e4`, a variation "
            "line or a comment block, found " +
                quote_found(text_.substr(start, pos_ - start)));
      consume_line_end();
      close_open_line();
    }
  }
  close_open_line();
  return layout;
}

/// Collects everything into one OtgSyntax (for callers that want the whole file).
class CollectingSink : public SyntaxSink {
 public:
  explicit CollectingSink(OtgSyntax& out) : out_(out) {}
  void tag(TagSyntax&& tag) override { out_.tags.push_back(std::move(tag)); }
  void line(TurnLineSyntax& line) override { out_.lines.push_back(line); }

 private:
  OtgSyntax& out_;
};

}  // namespace

SyntaxLayout parse_otg_syntax(std::string_view text, const std::string& file,
                              Diagnostics& diagnostics, SyntaxSink& sink) {
  return Scanner(text, file, diagnostics, sink).run();
}

OtgSyntax parse_otg_syntax(std::string_view text, const std::string& file,
                           Diagnostics& diagnostics) {
  OtgSyntax out;
  CollectingSink sink(out);
  const SyntaxLayout layout = parse_otg_syntax(text, file, diagnostics, sink);
  out.had_bom = layout.had_bom;
  out.line_ends = layout.line_ends;
  return out;
}

std::optional<std::vector<LabelElement>> parse_label(std::string_view label) {
  std::vector<LabelElement> elements;
  if (!parse_label_into(label, elements)) return std::nullopt;
  return elements;
}

bool parse_label_into(std::string_view label, std::vector<LabelElement>& elements) {
  elements.clear();
  if (label.empty()) return false;
  size_t i = 0;
  while (i < label.size()) {
    LabelElement element;
    const size_t start = i;
    // At most six digits, summed as they are read (every line has a label).
    while (i < label.size() && is_digit(label[i])) {
      if (i - start == 6) return false;
      element.number = element.number * 10 + (label[i] - '0');
      ++i;
    }
    if (i == start) return false;
    if (i < label.size() && is_lower(label[i])) {
      element.letter = label[i] - 'a';
      ++i;
    }
    elements.push_back(element);
    if (i == label.size()) break;
    if (label[i] != '.') return false;
    ++i;  // '.', possibly the trailing one
  }
  return true;
}

}  // namespace skald::otn
