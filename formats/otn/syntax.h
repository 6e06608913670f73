#pragma once

// The lexical and syntactic layer of OTN game records (.otg): what a file says, before any
// rules are applied. parse_otg_syntax() splits the text into
//   - tags `[key:value]` (a value may span several lines), in the order written;
//   - turn lines `12. h5-g5 Kf5-f7` and variation lines `2a.1.3a. ..... f5-f6`, each with
//     its label, its `.....` placeholders and its move tokens;
//   - the comment block `[first|second]` that follows a turn line, one segment per move.
// Every piece carries its line and column (1-based; columns count Unicode code points).
// The parser never throws: what it cannot read becomes an error Diagnostic naming the file,
// line, column and what was expected, and it carries on with the next line. The moves are
// not interpreted here; formats/otn/reader.h builds the record and replays it.
//
// The parser streams: it hands each tag and each turn line (with its comment block) to a
// SyntaxSink as soon as it is complete and reuses the line's storage for the next one, so
// reading a record costs no memory per line beyond what the record itself keeps.

#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "skald/core/diagnostic.h"

namespace skald::otn {

/// A place in the text: 1-based line and column (code points).
struct TextPosition {
  int line = 0;
  int column = 0;
  friend bool operator==(const TextPosition&, const TextPosition&) = default;
  /// For test output: "line:column".
  friend std::ostream& operator<<(std::ostream& os, const TextPosition& p) {
    return os << p.line << ':' << p.column;
  }
};

/// `[key:value]`; the value is unescaped (formats/otn/escape.h) and has LF line ends.
struct TagSyntax {
  std::string key;
  std::string value;
  TextPosition position;        // of the `[`
  TextPosition value_position;  // of the first value character
  bool after_moves = false;     // written after the first turn line
};

/// One segment of a comment block: the comment of one move, unescaped, LF line ends.
struct CommentSegment {
  std::string text;
  TextPosition position;  // of its first character
};

/// `[first|second]`: the comments of the moves of one turn line, in order.
struct CommentBlockSyntax {
  std::vector<CommentSegment> segments;
  TextPosition position;  // of the `[`
};

/// One move as written, e.g. `Ke5-e1-` or `g2-g3xf3/h3`.
struct MoveToken {
  std::string text;
  TextPosition position;
};

/// One element of a label: `7b` is {7, 1}; a bare variation index `3` is {3, -1}.
struct LabelElement {
  int number = 0;
  int letter = -1;  // 0 for a, 1 for b, ...; -1 when no letter was written
  friend bool operator==(const LabelElement&, const LabelElement&) = default;
};

enum class TurnLineKind { main_line, variation };

/// A turn line (`12. h5-g5 Kf5-f7`) or a variation line (`3a.2.1a.1.1a. ..... b1-b2`).
struct TurnLineSyntax {
  TurnLineKind kind = TurnLineKind::main_line;
  TextPosition position;               // of the label
  std::string label;                   // as written, e.g. "12." or "2a.1.3a"
  std::vector<LabelElement> elements;  // the label's elements; one for a turn line
  bool label_has_dot = false;          // the label ends with '.'
  int placeholders = 0;                // the `.....` tokens before the first move
  std::vector<MoveToken> moves;
  std::optional<CommentBlockSyntax> comment;
};

/// The line ends of a text: most of its lines end so.
enum class LineEnds { lf, crlf, cr };

/// Everything a .otg file says, in order.
struct OtgSyntax {
  bool had_bom = false;  // the text began with a UTF-8 byte order mark
  LineEnds line_ends = LineEnds::lf;
  std::vector<TagSyntax> tags;
  std::vector<TurnLineSyntax> lines;
};

/// Receives what parse_otg_syntax() reads, in file order, each piece once complete.
class SyntaxSink {
 public:
  virtual ~SyntaxSink() = default;
  virtual void tag(TagSyntax&& tag) = 0;
  /// A turn or variation line with its comment block, if any. The sink may move strings
  /// out of it (texts, comments); the parser clears and reuses it for the next line.
  virtual void line(TurnLineSyntax& line) = 0;
};

/// How the text is laid out (to keep it when writing back).
struct SyntaxLayout {
  bool had_bom = false;  // the text began with a UTF-8 byte order mark
  LineEnds line_ends = LineEnds::lf;
};

/// Parses UTF-8 text (already decoded), handing every tag and line to `sink`. `file` is
/// the name diagnostics carry. Errors and warnings are appended to `diagnostics`.
SyntaxLayout parse_otg_syntax(std::string_view text, const std::string& file,
                              Diagnostics& diagnostics, SyntaxSink& sink);

/// Parses UTF-8 text into one OtgSyntax holding everything that could be read.
OtgSyntax parse_otg_syntax(std::string_view text, const std::string& file,
                           Diagnostics& diagnostics);

/// Parses a label such as "7b.3.1b" or "12." into elements; nothing if it is not one.
/// Accepts a trailing dot and elements without a letter ("29.").
std::optional<std::vector<LabelElement>> parse_label(std::string_view label);

/// parse_label() into `elements` (cleared first, its storage reused); false if not a label.
bool parse_label_into(std::string_view label, std::vector<LabelElement>& elements);

}  // namespace skald::otn
