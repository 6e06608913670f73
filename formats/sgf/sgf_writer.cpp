#include "formats/sgf/sgf_writer.h"

#include <map>
#include <optional>
#include <set>
#include <vector>

#include "formats/sgf/sgf_points.h"
#include "formats/sgf/sgf_syntax.h"
#include "formats/sgf/sgf_tags.h"
#include "skald/amazons/notation.h"
#include "skald/amazons/rules.h"
#include "skald/record/numbering.h"
#include "skald/record/tree_walk.h"

namespace skald::sgf {
namespace {

constexpr std::size_t kLineLimit = 79;

/// Identifiers the writer spends on the file, the board, the set-up and the moves: a
/// foreign `sgf-ID` tag cannot take them.
bool is_reserved(std::string_view id) {
  static const std::set<std::string_view> reserved = {"FF", "GM", "CA", "AP", "SZ", "B",  "W",
                                                      "C",  "AB", "AW", "AE", "AA", "PL", "SK"};
  return reserved.count(id) != 0 || !skald_key_of(id).empty();
}

bool is_property_id(std::string_view id) {
  if (id.empty()) return false;
  for (const char c : id)
    if (c < 'A' || c > 'Z') return false;
  return true;
}

/// Text with a line break before a piece that would pass the line limit. A value's own
/// line breaks stay as they are.
class Lines {
 public:
  enum class Break { allowed, never };
  void add(const std::string& piece, Break may_break = Break::allowed) {
    const std::size_t first_line = piece.find('\n');
    const std::size_t width = first_line == std::string::npos ? piece.size() : first_line;
    if (may_break == Break::allowed && column_ > 0 && column_ + width > kLineLimit) new_line();
    text_ += piece;
    const std::size_t last_line = piece.rfind('\n');
    column_ =
        last_line == std::string::npos ? column_ + piece.size() : piece.size() - last_line - 1;
  }
  void new_line() {
    if (column_ == 0) return;
    text_ += '\n';
    column_ = 0;
  }
  std::string take() { return std::move(text_); }

 private:
  std::string text_;
  std::size_t column_ = 0;
};

class Writer {
 public:
  Writer(const record::Record& record, const SgfWriteOptions& options)
      : record_(record), options_(options) {}

  SgfWriteResult write() {
    const amazons::RulesParse rules = amazons::parse_rules(record_.rules_text());
    if (!rules.rules) {
      error("the rules tag `" + record_.rules_text() +
            "` is not the Amazons' (`amazons size:N`): SGF's GM[18] records the Amazons");
      return std::move(result_);
    }
    rules_ = *rules.rules;
    geometry_ = amazons::Geometry(rules_.size);
    write_root();
    write_moves();
    lines_.add(")", Lines::Break::never);
    lines_.new_line();
    if (!result_.diagnostics.has_errors()) result_.text = lines_.take();
    return std::move(result_);
  }

 private:
  void error(std::string message) {
    result_.diagnostics.error({options_.file, 0, 0}, std::move(message));
  }

  void property(std::string_view id, const std::string& value, bool composed = false) {
    lines_.add(std::string(id) + "[" + sgf_escape(value, composed) + "]");
  }

  /// AB, AW, AA and PL for a start position.
  void write_setup(const amazons::Position& position) {
    const char* ids[3] = {"AB", "AW", "AA"};
    const amazons::Bits sets[3] = {position.amazons(amazons::kWhite),
                                   position.amazons(amazons::kBlack), position.arrows()};
    if (sets[0] == 0 && sets[1] == 0) {
      // No AB or AW would mean the rules' start: empty the whole board instead.
      const char last = static_cast<char>('a' + rules_.size - 1);
      lines_.add(std::string("AE[aa:") + last + last + "]");
    }
    for (int i = 0; i < 3; ++i) {
      if (sets[i] == 0) continue;
      std::string points;
      amazons::for_each_square(
          sets[i], [&](int square) { points += "[" + sgf_point(geometry_, square) + "]"; });
      lines_.add(std::string(ids[i]) + points);
    }
    lines_.add(position.side_to_move() == amazons::kWhite ? "PL[B]" : "PL[W]");
  }

  void write_root() {
    lines_.add("(;FF[4]GM[18]CA[UTF-8]AP[skald]SZ[" + std::to_string(rules_.size) + "]");
    lines_.new_line();
    const amazons::Position start(rules_);
    if (!record_.position_text() &&
        (rules_.size != 10 || start.side_to_move() != amazons::kWhite)) {
      write_setup(start);
      lines_.new_line();
    }
    // The tags SGF has no property for, in one SK at the place of the first of them.
    std::vector<const record::Tag*> private_tags;
    std::vector<std::optional<std::string>> ids;  // per tag: its property, or SK
    // A key the record holds more than once travels in SK every time: SGF allows a property
    // once a node, and giving it to one of them would reorder them on the way back.
    std::map<std::string, int> key_count;
    for (const record::Tag& tag : record_.tags)
      ++key_count[tag.key];
    std::set<std::string> used;
    for (const record::Tag& tag : record_.tags) {
      std::string id;
      if (tag.key == "position" || tag.key == "start-comment") {
        id = tag.key == "position" ? "AB" : "C";
      } else if (const std::string_view mapped = sgf_property_of(tag.key); !mapped.empty()) {
        id = mapped;
      } else if (tag.key.rfind(kForeignPrefix, 0) == 0) {
        const std::string foreign = tag.key.substr(kForeignPrefix.size());
        if (is_property_id(foreign) && !is_reserved(foreign)) id = foreign;
      }
      if (!id.empty() && key_count[tag.key] == 1 && used.insert(id).second) {
        ids.emplace_back(id);
      } else {
        ids.emplace_back(std::nullopt);
        private_tags.push_back(&tag);
      }
    }
    bool private_written = false;
    for (std::size_t i = 0; i < record_.tags.size(); ++i) {
      const record::Tag& tag = record_.tags[i];
      if (!ids[i]) {
        if (private_written) continue;
        private_written = true;
        std::string values;
        for (const record::Tag* t : private_tags)
          values += "[" + sgf_escape(t->key, true) + ":" + sgf_escape(t->value, true) + "]";
        lines_.add(std::string(kSkaldTags) + values);
      } else if (tag.key == "position") {
        const amazons::PositionParse position =
            amazons::read_position(tag.value, rules_.size, rules_.first);
        if (!position.position) {
          error("the position tag does not read: " +
                (position.diagnostics.items().empty()
                     ? std::string("?")
                     : position.diagnostics.items().front().message));
          continue;
        }
        write_setup(*position.position);
      } else if (tag.key == "result") {
        property(*ids[i], std::string(sgf_result(tag.value)));
      } else {
        property(*ids[i], tag.value);
      }
      lines_.new_line();
    }
  }

  /// The node's move as SGF writes it, or an error naming its address.
  std::string move_property(const record::Node& node, int side) {
    const amazons::MoveParse parsed = amazons::read_move(geometry_, node.played_move());
    if (!parsed.move) {
      error("the move " + record::address_text(node) + " (`" + std::string(node.played_move()) +
            "`) does not read as an Amazons move: " + parsed.error);
      return {};
    }
    return std::string(side == amazons::kWhite ? "B" : "W") + "[" +
           sgf_move(geometry_, *parsed.move) + "]";
  }

  void write_moves() {
    // The record's one walk (record/tree_walk.h) with the alternatives to a move after its
    // subtree: a node, its continuation's subtree, then each variation's; a node with variations opens `(` before each child and
    // closes it when the child's subtree is done, as SGF nests them.
    const record::Node& root = record_.root();
    const int first = root.next() != nullptr && root.next()->side >= 0
                          ? root.next()->side
                          : amazons::Position(rules_).side_to_move();
    std::vector<int> side_at;  // the side of the node at each depth of the walk
    const auto branches = [&](const record::Node& node) {
      return node.parent() != nullptr && node.parent()->child_count() > 1;
    };
    record::walk_tree(
        root,
        [&](const record::Node& node, std::size_t depth) {
          side_at.resize(depth + 1);
          if (depth == 0) {
            side_at[0] = 1 - first;  // the root's children are `first`'s moves
            return record::WalkAction::enter_all;
          }
          const int side = node.side >= 0 ? node.side : 1 - side_at[depth - 1];
          side_at[depth] = side;
          if (branches(node)) lines_.new_line();  // a variation's `(` opens a new line
          std::string piece = (branches(node) ? "(;" : ";") + move_property(node, side);
          if (!node.comment.empty()) piece += "C[" + sgf_escape(node.comment) + "]";
          lines_.add(piece);
          return record::WalkAction::enter_all;
        },
        [&](const record::Node& node, std::size_t) {
          if (branches(node)) lines_.add(")", Lines::Break::never);
        },
        {.alternatives = record::Alternatives::after_subtree});
  }

  const record::Record& record_;
  const SgfWriteOptions& options_;
  SgfWriteResult result_;
  Lines lines_;
  amazons::AmazonsRules rules_;
  amazons::Geometry geometry_;
};

}  // namespace

SgfWriteResult write_sgf(const record::Record& record, const SgfWriteOptions& options) {
  return Writer(record, options).write();
}

}  // namespace skald::sgf
