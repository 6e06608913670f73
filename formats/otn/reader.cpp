#include "formats/otn/reader.h"

#include <algorithm>
#include <fstream>
#include <span>

#include "formats/otn/syntax.h"
#include "formats/otn/turn_index.h"
#include "formats/text/decode.h"
#include "skald/core/large_table.h"
#include "skald/game/replay.h"
#include "skald/record/numbering.h"
#include "skald/record/puzzle_position.h"

namespace skald::otn {
namespace {

std::string key_of(std::span<const LabelElement> elements) {
  std::string key;
  for (size_t i = 0; i < elements.size(); ++i) {
    if (i > 0) key += '.';
    key += std::to_string(elements[i].number);
    if (elements[i].letter >= 0) key += static_cast<char>('a' + elements[i].letter);
  }
  return key;
}

/// Builds the tree from the syntax as the scanner streams it, resolving every variation
/// line by the addresses the file itself declares (sides are not known before the replay,
/// so record's numbering cannot be used yet). The moves read are indexed by turn (a line
/// and a turn number, turn_index.h) and, within the turn, by letter: one lookup per turn
/// line, not per move. Move texts and comments are moved from the syntax into the nodes, so
/// a line costs no copies.
class TreeBuilder : public SyntaxSink {
 public:
  TreeBuilder(record::Record& record, const std::string& file, Diagnostics& diagnostics)
      : record_(record), file_(file), diagnostics_(diagnostics), main_tail_(&record.root()) {}

  void tag(TagSyntax&& tag) override {
    record::Tag out;
    out.key = std::move(tag.key);
    out.value = std::move(tag.value);
    out.source = {file_, tag.position.line, tag.position.column};
    record_.tags.push_back(std::move(out));
  }
  void line(TurnLineSyntax& line) override { add_line(line); }

  /// Room for the main line and the variation lines of a text this long (a turn line takes
  /// at least 8 bytes, a variation line about 16), so the turn tables of a long game are not
  /// copied as they grow; capacity not used costs no memory until touched.
  void reserve_for(std::size_t text_bytes) {
    turns_.reserve(text_bytes / 8 + 16, text_bytes / 16 + 16);
  }
  /// How many moves add_line() has put in the record.
  std::size_t moves_added() const { return moves_added_; }

 private:
  using Address = std::span<const LabelElement>;
  SourceLocation where(TextPosition p) const { return {file_, p.line, p.column}; }
  void error(TextPosition p, std::string message) {
    diagnostics_.error(where(p), std::move(message));
  }
  void warning(TextPosition p, std::string message) {
    diagnostics_.warning(where(p), std::move(message));
  }

  using Turn = TurnMoves;
  /// The turn `number` of the line `address` belongs to (its last element is ignored);
  /// created when `create`, else nullptr when nothing of it was read.
  Turn* turn_of(Address address, int number, bool create) {
    return turns_.turn(address, number, create);
  }
  record::Node* find(Address address) {
    const Turn* turn = turn_of(address, address.back().number, false);
    const int letter = address.back().letter;
    if (turn == nullptr || letter < 0) return nullptr;
    return turns_.at(*turn, static_cast<size_t>(letter));
  }
  /// The node the first move of a variation line hangs from, or nullptr (with an error).
  /// `first` is the first move's address.
  record::Node* variation_parent(const TurnLineSyntax& line, std::vector<LabelElement>& first);
  /// Moves the comment of each move into the line's move tokens' comments_ slots.
  void take_comments(TurnLineSyntax& line, Address first);
  void warning_at_move(TextPosition p, Address first, size_t move, std::string message) {
    std::vector<LabelElement> address(first.begin(), first.end());
    address.back().letter += static_cast<int>(move);
    diagnostics_.add({Severity::warning, where(p), std::move(message), key_of(address)});
  }
  /// Adds the moves of `line` below `parent`, the first at address `first`.
  void add_moves(TurnLineSyntax& line, record::Node* parent, Address first);
  void add_line(TurnLineSyntax& line);

  record::Record& record_;
  const std::string& file_;
  Diagnostics& diagnostics_;
  record::Node* main_tail_;
  int last_main_turn_ = 0;
  std::size_t moves_added_ = 0;
  TurnIndex turns_;
  std::vector<std::string> comments_;  // scratch: the comment of each move of a line
};

/// The comment of each move of a turn line, into comments_. One segment per move is
/// OpenTafl's layout. The spec gives one segment per half of the turn, so a line with
/// placeholders may have a segment for each `.....` too, and a turn that ends the game may
/// have an empty segment for the move not made. Empty extra segments are dropped; the text
/// of non-empty ones is kept (joined to the nearest move's comment by a blank line) with a
/// warning, never lost.
void TreeBuilder::take_comments(TurnLineSyntax& line, Address first) {
  const size_t moves = line.moves.size();
  comments_.resize(moves);
  for (std::string& c : comments_)
    c.clear();
  if (!line.comment) return;
  std::vector<CommentSegment>& segments = line.comment->segments;
  size_t skip = 0;  // segments that stand for placeholders
  if (segments.size() > moves && line.placeholders > 0 &&
      segments.size() <= moves + static_cast<size_t>(line.placeholders)) {
    skip = segments.size() - moves;
  }
  auto join = [](std::string& into, const std::string& extra, bool extra_first) {
    if (into.empty()) {
      into = extra;
    } else {
      into = extra_first ? extra + "\n\n" + into : into + "\n\n" + extra;
    }
  };
  for (size_t i = 0; i < moves && skip + i < segments.size(); ++i) {
    comments_[i] = std::move(segments[skip + i].text);
  }
  for (size_t i = 0; i < skip; ++i) {
    if (segments[i].text.empty()) continue;
    join(comments_[0], segments[i].text, true);
    warning_at_move(segments[i].position, first, 0,
                    "comment segment for the placeholder `.....` of `" + line.label +
                        "`: kept at the start of the comment of " + line.moves[0].text +
                        " (OpenTafl would give that move this segment and drop the next)");
  }
  for (size_t i = skip + moves; i < segments.size(); ++i) {
    if (segments[i].text.empty()) continue;
    join(comments_[moves - 1], segments[i].text, false);
    warning_at_move(segments[i].position, first, moves - 1,
                    "comment block of `" + line.label +
                        "` has more segments than moves: this one is "
                        "kept at the end of the comment of " +
                        line.moves[moves - 1].text +
                        " (OpenTafl drops it; a `|` meant as text is written `\\|`)");
  }
}

void TreeBuilder::add_moves(TurnLineSyntax& line, record::Node* parent, Address first) {
  take_comments(line, first);
  Turn* turn = turn_of(first, first.back().number, true);
  const auto first_letter = static_cast<size_t>(first.back().letter);
  for (size_t i = 0; i < line.moves.size(); ++i) {
    MoveToken& token = line.moves[i];
    std::unique_ptr<record::Node> node = record_.new_node(std::move(token.text));
    // Line and column only: the file is the record's (replay and writer add it).
    node->source = {token.position.line, token.position.column};
    node->comment = std::move(comments_[i]);
    // A tentative side (alternating from the first mover) until the replay sets the real one.
    node->side = parent->is_root() ? 0 : (parent->side == 0 ? 1 : 0);
    record::Node* added = parent->add_child(std::move(node));
    ++moves_added_;
    record::Node*& slot = turns_.slot(*turn, first_letter + i);
    if (slot != nullptr) {
      std::vector<LabelElement> address(first.begin(), first.end());
      address.back().letter += static_cast<int>(i);
      error(token.position, "address " + key_of(address) +
                                " is written twice; this move is kept as a "
                                "further variation");
    } else {
      slot = added;
    }
    turn->last = added;
    parent = added;
  }
  if (parent != nullptr && line.kind == TurnLineKind::main_line) main_tail_ = parent;
}

record::Node* TreeBuilder::variation_parent(const TurnLineSyntax& line,
                                            std::vector<LabelElement>& first) {
  LabelElement& move = first.back();
  // A continuation of a line already read: the move before this one exists.
  if (move.letter > 0) {
    move.letter -= 1;
    record::Node* node = find(first);
    move.letter += 1;
    if (node != nullptr && node->child_count() == 0) return node;
  } else if (move.number > 1) {
    const Turn* previous_turn = turn_of(first, move.number - 1, false);
    if (previous_turn != nullptr && previous_turn->last != nullptr) {
      if (previous_turn->last->child_count() == 0) return previous_turn->last;
      error(line.position, "variation line `" + line.label + "` continues a line whose turn " +
                               std::to_string(move.number - 1) + " already has a continuation");
      return nullptr;
    }
    error(line.position, "unknown address: variation line `" + line.label + "` continues turn " +
                             std::to_string(move.number - 1) +
                             " of its variation, which was not read before it");
    return nullptr;
  }
  // The first line of a new variation: it branches from the move its label names.
  const int declared_index = first[first.size() - 2].number;
  LabelElement& anchor_move = first[first.size() - 3];
  const int written_letter = anchor_move.letter;
  if (anchor_move.letter < 0) anchor_move.letter = 0;
  const Address anchor = Address(first).first(first.size() - 2);
  record::Node* anchor_node = find(anchor);
  if (anchor_node == nullptr) {
    error(line.position, "unknown address: variation line `" + line.label + "` branches from " +
                             key_of(anchor) + ", which names no move read before it");
  }
  anchor_move.letter = written_letter;
  if (anchor_node == nullptr) return nullptr;
  // Off a main-line move the variation replaces that move; off a move inside a variation
  // it branches after it (OpenTafl's rule, see skald/record/numbering.h).
  record::Node* parent = anchor.size() == 1 ? anchor_node->parent() : anchor_node;
  const size_t index = parent->child_count();  // the index the new variation will get
  if (index == 0 || declared_index != static_cast<int>(index)) {
    // Only now is the anchor's text needed.
    std::vector<LabelElement> named(anchor.begin(), anchor.end());
    if (named.back().letter < 0) named.back().letter = 0;
    if (index == 0) {
      error(line.position, "variation line `" + line.label + "` branches from " + key_of(named) +
                               " before its continuation was read");
      return nullptr;
    }
    warning(line.position, "variation line `" + line.label + "` says variation " +
                               std::to_string(declared_index) + " but it is variation " +
                               std::to_string(index) + " at " + key_of(named) +
                               "; it will be renumbered");
  }
  return parent;
}

void TreeBuilder::add_line(TurnLineSyntax& line) {
  if (line.moves.empty()) return;
  // The first move's address: the label's, its letter moved past the placeholders.
  std::vector<LabelElement>& first = line.elements;
  LabelElement& move = first.back();
  move.letter = (move.letter < 0 ? 0 : move.letter) + line.placeholders;
  if (line.kind == TurnLineKind::main_line) {
    if (last_main_turn_ > 0 && move.number != last_main_turn_ + 1) {
      warning(line.position, "turn " + std::to_string(move.number) + " follows turn " +
                                 std::to_string(last_main_turn_) + ": expected turn " +
                                 std::to_string(last_main_turn_ + 1) +
                                 " (OpenTafl reads turns by their numbers and would stop here)");
    } else if (last_main_turn_ == 0 && move.number != 1) {
      warning(line.position, "the first turn is numbered " + std::to_string(move.number) +
                                 ": expected 1 (OpenTafl would not find the moves)");
    }
    last_main_turn_ = move.number;
    add_moves(line, main_tail_, first);
    return;
  }
  record::Node* parent = variation_parent(line, first);
  if (parent != nullptr) add_moves(line, parent, first);
}

/// Orders diagnostics as the file does (stable: same place keeps the order found).
void sort_by_position(Diagnostics& diagnostics) {
  std::vector<Diagnostic> items = diagnostics.items();
  std::stable_sort(items.begin(), items.end(), [](const Diagnostic& a, const Diagnostic& b) {
    if (a.where.line != b.where.line) return a.where.line < b.where.line;
    return a.where.column < b.where.column;
  });
  Diagnostics sorted;
  for (Diagnostic& d : items)
    sorted.add(std::move(d));
  diagnostics = std::move(sorted);
}

/// The puzzle tags name positions of this record (record/puzzle_position.h), and the
/// prestart comes before the start on one line.
void check_puzzle_tags(const record::Record& record, Diagnostics& diagnostics) {
  const record::PuzzleSettings settings = record.puzzle_settings(diagnostics);
  auto position_of = [&](const char* key,
                         const std::optional<record::Address>& address) -> const record::Node* {
    if (!address) return nullptr;
    const record::PositionResolution found = record::resolve_position(record.root(), *address);
    if (found.after == nullptr)
      diagnostics.error(record.find_tag(key)->source,
                        std::string(key) + " names no position of this record: " + found.error);
    return found.after;
  };
  const record::Node* start = position_of("puzzle-start", settings.start);
  const record::Node* prestart = position_of("puzzle-prestart", settings.prestart);
  if (start == nullptr || prestart == nullptr) return;
  for (const record::Node* n = start; n != nullptr; n = n->parent())
    if (n == prestart) return;
  diagnostics.error(record.find_tag("puzzle-prestart")->source,
                    "puzzle-prestart " + record::format_address(*settings.prestart) +
                        " must come before puzzle-start " +
                        record::format_address(*settings.start) + " on the same line");
}

}  // namespace

ReadResult read_otg_text(std::string_view utf8, const ReadOptions& options) {
  ReadResult result;
  TreeBuilder builder(result.record, options.file, result.diagnostics);
  builder.reserve_for(utf8.size());
  const SyntaxLayout layout = parse_otg_syntax(utf8, options.file, result.diagnostics, builder);
  result.layout.had_bom = layout.had_bom;
  result.layout.line_ends = layout.line_ends;
  result.move_count = builder.moves_added();
  result.text_intact = !result.diagnostics.has_errors();

  // Two rules (or position) tags leave the game undecided: OpenTafl keeps one, skald would
  // keep another, so neither is chosen silently.
  for (const char* key : {"rules", "position"}) {
    const record::Tag* first = nullptr;
    for (const record::Tag& tag : result.record.tags) {
      if (tag.key != key) continue;
      if (first == nullptr) {
        first = &tag;
        continue;
      }
      result.diagnostics.error(
          tag.source, "a second `[" + std::string(key) + ":...]` tag (the first is on line " +
                          std::to_string(first->source.line) + "); a record has one: remove one");
    }
  }
  const record::Tag* rules = result.record.find_tag("rules");
  if (rules == nullptr) {
    result.diagnostics.error({options.file, 1, 1},
                             "expected a `[rules:...]` tag: without rules no move can be checked");
  }
  check_puzzle_tags(result.record, result.diagnostics);
  if (options.games != nullptr && rules != nullptr) {
    const game::Game* game = options.games->game_for_rules_or_null(rules->value);
    if (game == nullptr) {
      result.diagnostics.error(rules->source,
                               "no game understands these rules; no move was checked");
    } else {
      result.replayed = game::replay_record(
          result.record, *game, {options.file, options.canonical_moves}, result.diagnostics);
    }
  }
  sort_by_position(result.diagnostics);
  return result;
}

namespace {

/// The record in decoded text, with the decoder's findings first.
ReadResult read_decoded(const text::DecodedText& decoded, const Diagnostics& decode_diagnostics,
                        const ReadOptions& options) {
  ReadResult result = read_otg_text(decoded.utf8, options);
  result.text_intact = result.text_intact && !decode_diagnostics.has_errors();
  result.layout.had_bom = result.layout.had_bom || decoded.had_bom;
  result.layout.encoding = decoded.encoding;
  Diagnostics all;
  for (const Diagnostic& d : decode_diagnostics.items()) {
    if (d.severity != Severity::note) all.add(d);  // a removed BOM needs no mention
  }
  all.append(result.diagnostics);
  result.diagnostics = std::move(all);
  return result;
}

text::DecodeOptions decode_options_of(const ReadOptions& options) {
  text::DecodeOptions decode_options;
  decode_options.encoding = options.encoding;
  decode_options.file = options.file;
  return decode_options;
}

}  // namespace

ReadResult read_otg_bytes(std::string_view bytes, const ReadOptions& options) {
  Diagnostics decode_diagnostics;
  const text::DecodedText decoded =
      text::decode(bytes, decode_options_of(options), decode_diagnostics);
  return read_decoded(decoded, decode_diagnostics, options);
}

ReadResult read_otg_file(const std::string& path, ReadOptions options) {
  if (options.file.empty()) options.file = path;
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    ReadResult result;
    result.diagnostics.error({options.file, 0, 0}, "cannot open the file for reading");
    return result;
  }
  // Read in one piece when the size is known (a regular file), then whatever follows (all
  // of it for a pipe, whose size is not known).
  std::string bytes;
  in.seekg(0, std::ios::end);
  const std::streamoff size = in.tellg();
  in.seekg(0, std::ios::beg);
  if (size > 0 && in) {
    // Present in one call, on huge pages where it is long, rather than by a fault a page.
    bytes.reserve(static_cast<std::size_t>(size));
    make_present(bytes.data(), bytes.capacity());
    bytes.resize(static_cast<std::size_t>(size));
    in.read(bytes.data(), size);
    bytes.resize(static_cast<std::size_t>(in.gcount()));
  }
  if (!in.bad()) {
    in.clear();
    char chunk[65536];
    while (in.read(chunk, sizeof chunk) || in.gcount() > 0)
      bytes.append(chunk, static_cast<std::size_t>(in.gcount()));
  }
  if (in.bad()) {
    ReadResult result;
    result.diagnostics.error({options.file, 0, 0}, "cannot read the file");
    return result;
  }
  Diagnostics decode_diagnostics;
  const text::DecodedText decoded =
      text::decode_owned(std::move(bytes), decode_options_of(options), decode_diagnostics);
  return read_decoded(decoded, decode_diagnostics, options);
}

}  // namespace skald::otn
