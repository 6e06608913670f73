#include "formats/otn/reader.h"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <unordered_map>

#include "formats/otn/replay.h"
#include "formats/otn/syntax.h"
#include "formats/text/decode.h"
#include "skald/record/numbering.h"

namespace skald::otn {
namespace {

std::string key_of(const std::vector<LabelElement>& elements) {
  std::string key;
  for (size_t i = 0; i < elements.size(); ++i) {
    if (i > 0) key += '.';
    key += std::to_string(elements[i].number);
    if (elements[i].letter >= 0) key += static_cast<char>('a' + elements[i].letter);
  }
  return key;
}

/// The key of turn `turn` of the line `address` belongs to: its prefix and the number.
std::string turn_key(const std::vector<LabelElement>& address, int turn) {
  std::vector<LabelElement> prefix(address.begin(), address.end() - 1);
  return key_of(prefix) + "#" + std::to_string(turn);
}

/// Builds the tree from the syntax, resolving every variation line by the addresses the
/// file itself declares (sides are not known before the replay, so record's numbering
/// cannot be used yet). The moves read are indexed by turn (a line prefix and a turn
/// number) and, within the turn, by letter: one lookup per turn line, not per move, and
/// none that hashes for the main line.
class TreeBuilder {
 public:
  TreeBuilder(record::Record& record, const std::string& file, Diagnostics& diagnostics)
      : record_(record), file_(file), diagnostics_(diagnostics), main_tail_(&record.root()) {}

  void add_line(const TurnLineSyntax& line);
  /// How many moves add_line() has put in the record.
  std::size_t moves_added() const { return moves_added_; }
  /// Sizes the turn index for about `lines` turn lines (avoids rehashing large records).
  void reserve(size_t lines) { turns_.reserve(lines); }

 private:
  SourceLocation where(TextPosition p) const { return {file_, p.line, p.column}; }
  void error(TextPosition p, std::string message) {
    diagnostics_.error(where(p), std::move(message));
  }
  void warning(TextPosition p, std::string message) {
    diagnostics_.warning(where(p), std::move(message));
  }

  /// The moves read of one turn: by letter (nullptr where none was read) and the last
  /// one read.
  struct Turn {
    std::vector<record::Node*> by_letter;
    record::Node* last = nullptr;
  };
  /// The turn `number` of the line `address` belongs to (its last element is ignored);
  /// created when `create`, else nullptr when nothing of it was read.
  Turn* turn_of(const std::vector<LabelElement>& address, int number, bool create) {
    // Main-line turns are numbered 1, 2, 3...: a vector, while the numbers stay near the
    // count read (a file's huge turn number must not size it).
    if (address.size() == 1 && number >= 0 &&
        static_cast<size_t>(number) < 2 * main_turns_.size() + 1024) {
      const auto n = static_cast<size_t>(number);
      if (n >= main_turns_.size()) {
        if (!create) return nullptr;
        main_turns_.resize(n + 1);
      }
      return &main_turns_[n];
    }
    const std::string key = turn_key(address, number);
    if (create) return &turns_[key];
    auto it = turns_.find(key);
    return it == turns_.end() ? nullptr : &it->second;
  }
  record::Node* find(const std::vector<LabelElement>& address) {
    const Turn* turn = turn_of(address, address.back().number, false);
    const int letter = address.back().letter;
    if (turn == nullptr || letter < 0 || static_cast<size_t>(letter) >= turn->by_letter.size())
      return nullptr;
    return turn->by_letter[static_cast<size_t>(letter)];
  }
  /// The node the first move of a variation line hangs from, or nullptr (with an error).
  record::Node* variation_parent(const TurnLineSyntax& line, std::vector<LabelElement> first);
  /// The comment of each move; `first` is the first move's address, for warnings.
  std::vector<std::string> comments_per_move(const TurnLineSyntax& line,
                                             const std::vector<LabelElement>& first);
  void warning_at_move(TextPosition p, std::vector<LabelElement> address, size_t move,
                       std::string message) {
    address.back().letter += static_cast<int>(move);
    diagnostics_.add({Severity::warning, where(p), std::move(message), key_of(address)});
  }
  /// Adds the moves of `line` below `parent`, the first at address `first`.
  void add_moves(const TurnLineSyntax& line, record::Node* parent, std::vector<LabelElement> first);

  record::Record& record_;
  const std::string& file_;
  Diagnostics& diagnostics_;
  record::Node* main_tail_;
  int last_main_turn_ = 0;
  std::size_t moves_added_ = 0;
  std::vector<Turn> main_turns_;
  std::unordered_map<std::string, Turn> turns_;
};

/// The comment of each move of a turn line. One segment per move is OpenTafl's layout.
/// The spec gives one segment per half of the turn, so a line with placeholders may have a
/// segment for each `.....` too, and a turn that ends the game may have an empty segment
/// for the move not made. Empty extra segments are dropped; the text of non-empty ones is
/// kept (joined to the nearest move's comment by a blank line) with a warning, never lost.
std::vector<std::string> TreeBuilder::comments_per_move(const TurnLineSyntax& line,
                                                        const std::vector<LabelElement>& first) {
  std::vector<std::string> comments(line.moves.size());
  if (!line.comment) return comments;
  const std::vector<CommentSegment>& segments = line.comment->segments;
  const size_t moves = line.moves.size();
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
    comments[i] = segments[skip + i].text;
  }
  for (size_t i = 0; i < skip; ++i) {
    if (segments[i].text.empty()) continue;
    join(comments[0], segments[i].text, true);
    warning_at_move(segments[i].position, first, 0,
                    "comment segment for the placeholder `.....` of `" + line.label +
                        "`: kept at the start of the comment of " + line.moves[0].text +
                        " (OpenTafl would give that move this segment and drop the next)");
  }
  for (size_t i = skip + moves; i < segments.size(); ++i) {
    if (segments[i].text.empty()) continue;
    join(comments[moves - 1], segments[i].text, false);
    warning_at_move(segments[i].position, first, moves - 1,
                    "comment block of `" + line.label +
                        "` has more segments than moves: this one is "
                        "kept at the end of the comment of " +
                        line.moves[moves - 1].text +
                        " (OpenTafl drops it; a `|` meant as text is written `\\|`)");
  }
  return comments;
}

void TreeBuilder::add_moves(const TurnLineSyntax& line, record::Node* parent,
                            std::vector<LabelElement> address) {
  const std::vector<std::string> comments = comments_per_move(line, address);
  Turn* turn = turn_of(address, address.back().number, true);
  for (size_t i = 0; i < line.moves.size(); ++i) {
    const MoveToken& token = line.moves[i];
    auto node = std::make_unique<record::Node>(token.text);
    // Line and column only: the file is the record's (replay and writer add it), and a
    // copy of its name in every node cost an allocation per move.
    node->source.line = token.position.line;
    node->source.column = token.position.column;
    node->comment = comments[i];
    // A tentative side (alternating from the first mover) until the replay sets the real one.
    node->side = parent->is_root() ? 0 : (parent->side == 0 ? 1 : 0);
    record::Node* added = parent->add_child(std::move(node));
    ++moves_added_;
    const auto letter = static_cast<size_t>(address.back().letter);
    if (letter >= turn->by_letter.size()) turn->by_letter.resize(letter + 1, nullptr);
    if (turn->by_letter[letter] != nullptr) {
      error(token.position, "address " + key_of(address) +
                                " is written twice; this move is kept as a "
                                "further variation");
    } else {
      turn->by_letter[letter] = added;
    }
    turn->last = added;
    parent = added;
    address.back().letter += 1;
  }
  if (parent != nullptr && line.kind == TurnLineKind::main_line) main_tail_ = parent;
}

record::Node* TreeBuilder::variation_parent(const TurnLineSyntax& line,
                                            std::vector<LabelElement> first) {
  LabelElement& move = first.back();
  // A continuation of a line already read: the move before this one exists.
  if (move.letter > 0) {
    std::vector<LabelElement> previous = first;
    previous.back().letter -= 1;
    if (record::Node* node = find(previous)) {
      if (node->child_count() == 0) return node;
    }
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
  std::vector<LabelElement> anchor(first.begin(), first.end() - 2);
  const int declared_index = first[first.size() - 2].number;
  if (anchor.back().letter < 0) anchor.back().letter = 0;
  record::Node* anchor_node = find(anchor);
  if (anchor_node == nullptr) {
    error(line.position, "unknown address: variation line `" + line.label + "` branches from " +
                             key_of(anchor) + ", which names no move read before it");
    return nullptr;
  }
  // Off a main-line move the variation replaces that move; off a move inside a variation
  // it branches after it (OpenTafl's rule, see skald/record/numbering.h).
  record::Node* parent = anchor.size() == 1 ? anchor_node->parent() : anchor_node;
  const size_t index = parent->child_count();  // the index the new variation will get
  if (index == 0) {
    error(line.position, "variation line `" + line.label + "` branches from " + key_of(anchor) +
                             " before its continuation was read");
    return nullptr;
  }
  if (declared_index != static_cast<int>(index)) {
    warning(line.position, "variation line `" + line.label + "` says variation " +
                               std::to_string(declared_index) + " but it is variation " +
                               std::to_string(index) + " at " + key_of(anchor) +
                               "; it will be renumbered");
  }
  return parent;
}

void TreeBuilder::add_line(const TurnLineSyntax& line) {
  if (line.moves.empty()) return;
  std::vector<LabelElement> first = line.elements;
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
    add_moves(line, main_tail_, std::move(first));
    return;
  }
  record::Node* parent = variation_parent(line, first);
  if (parent != nullptr) add_moves(line, parent, std::move(first));
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

/// The puzzle tags name moves of this record: puzzle-start and puzzle-prestart resolve, and
/// the prestart comes before the start on one line.
void check_puzzle_tags(const record::Record& record, Diagnostics& diagnostics) {
  const record::PuzzleSettings settings = record.puzzle_settings(diagnostics);
  auto node_of = [&](const char* key,
                     const std::optional<record::Address>& address) -> const record::Node* {
    if (!address) return nullptr;
    const record::Resolution found = record::resolve(record.root(), *address);
    if (found.node == nullptr)
      diagnostics.error(record.find_tag(key)->source,
                        std::string(key) + " names no move of this record: " + found.error);
    return found.node;
  };
  const record::Node* start = node_of("puzzle-start", settings.start);
  const record::Node* prestart = node_of("puzzle-prestart", settings.prestart);
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
  OtgSyntax syntax = parse_otg_syntax(utf8, options.file, result.diagnostics);
  result.layout.had_bom = syntax.had_bom;
  result.layout.crlf = syntax.crlf;
  for (TagSyntax& tag : syntax.tags) {
    record::Tag out;
    out.key = std::move(tag.key);
    out.value = std::move(tag.value);
    out.source = {options.file, tag.position.line, tag.position.column};
    result.record.tags.push_back(std::move(out));
  }
  TreeBuilder builder(result.record, options.file, result.diagnostics);
  builder.reserve(syntax.lines.size());
  for (TurnLineSyntax& line : syntax.lines) {
    builder.add_line(line);
    line = TurnLineSyntax{};  // its text now lives in the nodes: free it as we go
  }
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
      result.replayed = replay_record(result.record, *game, {options.file}, result.diagnostics);
    }
  }
  sort_by_position(result.diagnostics);
  return result;
}

ReadResult read_otg_bytes(std::string_view bytes, const ReadOptions& options) {
  Diagnostics decode_diagnostics;
  text::DecodeOptions decode_options;
  decode_options.encoding = options.encoding;
  decode_options.file = options.file;
  text::DecodedText decoded = text::decode(bytes, decode_options, decode_diagnostics);
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

ReadResult read_otg_file(const std::string& path, ReadOptions options) {
  if (options.file.empty()) options.file = path;
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    ReadResult result;
    result.diagnostics.error({options.file, 0, 0}, "cannot open the file for reading");
    return result;
  }
  std::ostringstream bytes;
  bytes << in.rdbuf();
  if (in.bad()) {
    ReadResult result;
    result.diagnostics.error({options.file, 0, 0}, "cannot read the file");
    return result;
  }
  return read_otg_bytes(bytes.str(), options);
}

}  // namespace skald::otn
