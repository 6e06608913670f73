#include "formats/sgf/sgf_reader.h"

#include <optional>
#include <set>

#include "formats/sgf/sgf_points.h"
#include "formats/sgf/sgf_syntax.h"
#include "formats/sgf/sgf_tags.h"
#include "skald/amazons/notation.h"
#include "skald/amazons/rules.h"
#include "skald/core/excerpt.h"

namespace skald::sgf {
namespace {

bool is_setup(std::string_view id) {
  return id == "AB" || id == "AW" || id == "AA" || id == "AE" || id == "PL";
}

/// Properties that describe the file rather than the game: no tag.
bool is_file_property(std::string_view id) {
  return id == "FF" || id == "GM" || id == "CA" || id == "AP" || id == "SZ";
}

std::optional<int> whole_number(std::string_view text) {
  if (text.empty() || text.size() > 4) return std::nullopt;
  int value = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  return value;
}

/// The contents of each square of a set-up: '.' empty, 'Q' White, 'q' Black, 'x' arrow.
class SetUp {
 public:
  explicit SetUp(const amazons::Geometry& geometry) : geometry_(geometry) {}

  /// Applies AB, AW, AA or AE (a list of points, or rectangles `aa:cc`). Errors name the
  /// value that is not a point of the board.
  void apply(const SgfProperty& property, Diagnostics& diagnostics) {
    const char piece = property.id == "AB"   ? 'Q'
                       : property.id == "AW" ? 'q'
                       : property.id == "AA" ? 'x'
                                             : '.';
    for (const SgfValue& value : property.values) {
      const std::string text = sgf_text(value.raw);
      const std::size_t colon = text.find(':');
      const auto first = square_of_point(geometry_, text.substr(0, colon));
      const auto last =
          colon == std::string::npos ? first : square_of_point(geometry_, text.substr(colon + 1));
      if (!first || !last) {
        diagnostics.error(value.at, excerpt(property.id) + "[" + excerpt(text) +
                                        "]: expected a point of the " + board_name() +
                                        " board (`aa` to `" + corner() +
                                        "`) or a rectangle `aa:cc`");
        continue;
      }
      const int c0 = std::min(geometry_.column(*first), geometry_.column(*last));
      const int c1 = std::max(geometry_.column(*first), geometry_.column(*last));
      const int r0 = std::min(geometry_.row(*first), geometry_.row(*last));
      const int r1 = std::max(geometry_.row(*first), geometry_.row(*last));
      for (int row = r0; row <= r1; ++row)
        for (int column = c0; column <= c1; ++column) {
          const int square = geometry_.square(column, row);
          char& cell = cells_[static_cast<std::size_t>(square)];
          if (piece != '.' && cell != '.' && cell != piece)
            diagnostics.error(value.at, excerpt(property.id) + ": the point " +
                                            sgf_point(geometry_, square) +
                                            " is already set up with something else");
          cell = piece;
        }
    }
  }

  /// Starts from the rules' start layout instead of an empty board.
  void start_from(const amazons::Position& position) {
    for (int square = 0; square < amazons::kSquareSlots; ++square) {
      if ((position.geometry().squares & amazons::bit(square)) == 0) continue;
      const amazons::Content c = position.at(square);
      cells_[static_cast<std::size_t>(square)] = c == amazons::Content::white   ? 'Q'
                                                 : c == amazons::Content::black ? 'q'
                                                 : c == amazons::Content::arrow ? 'x'
                                                                                : '.';
    }
  }

  amazons::Position position(int side) const {
    amazons::Bits sets[3] = {0, 0, 0};
    for (int square = 0; square < amazons::kSquareSlots; ++square) {
      const char c = cells_[static_cast<std::size_t>(square)];
      if (c == 'Q') sets[0] |= amazons::bit(square);
      if (c == 'q') sets[1] |= amazons::bit(square);
      if (c == 'x') sets[2] |= amazons::bit(square);
    }
    return amazons::Position(geometry_.size, sets[0], sets[1], sets[2], side);
  }

 private:
  std::string board_name() const {
    return std::to_string(geometry_.size) + "x" + std::to_string(geometry_.size);
  }
  std::string corner() const {
    const char last = static_cast<char>('a' + geometry_.size - 1);
    return {last, last};
  }

  const amazons::Geometry& geometry_;
  std::string cells_ = std::string(amazons::kSquareSlots, '.');
};

/// Reads one game tree into a record.
class GameReader {
 public:
  GameReader(const SgfCollection& sgf, std::size_t root, Diagnostics& diagnostics)
      : sgf_(sgf), root_(sgf.nodes[root]), diagnostics_(diagnostics) {}

  record::Record read() {
    read_board();
    read_root_properties();
    read_moves();
    if (!start_comment_tail_.empty()) {
      const std::string start = record_.start_comment();
      record_.set_tag("start-comment",
                      start.empty() ? start_comment_tail_ : start + "\n" + start_comment_tail_);
    }
    return std::move(record_);
  }

 private:
  void warn_once(const std::string& id, const SourceLocation& at, const std::string& message) {
    if (warned_.insert(id).second) diagnostics_.warning(at, message);
  }

  /// SZ, GM and RU first: the points of everything else depend on the board.
  void read_board() {
    if (const SgfProperty* gm = root_.find("GM")) {
      const std::string value = sgf_text(gm->values.front().raw);
      if (value != "18")
        diagnostics_.error(gm->at, "GM[" + excerpt(value) +
                                       "]: this SGF records another game than the "
                                       "Amazons (GM[18])");
    } else {
      diagnostics_.warning(root_.at, "no GM[18]: read as the Amazons (SGF's default is Go)");
    }
    int size = 10;
    if (const SgfProperty* sz = root_.find("SZ")) {
      const std::string value = sgf_text(sz->values.front().raw);
      const std::size_t colon = value.find(':');
      const auto columns = whole_number(value.substr(0, colon));
      const auto rows =
          colon == std::string::npos ? columns : whole_number(value.substr(colon + 1));
      if (!columns || columns != rows || (*columns != 6 && *columns != 8 && *columns != 10))
        diagnostics_.error(sz->at, "SZ[" + excerpt(value) +
                                       "]: skald plays the Amazons on 6x6, 8x8 and "
                                       "10x10 boards (SZ[6], SZ[8], SZ[10])");
      else
        size = *columns;
    }
    rules_text_ = "amazons size:" + std::to_string(size);
    if (const SgfProperty* ru = root_.find("RU")) {
      const std::string value = sgf_text(ru->values.front().raw);
      if (amazons::is_amazons_rules(value)) {
        rules_text_ = value;
        ru_is_rules_ = true;
      }
    }
    const amazons::RulesParse parsed = amazons::parse_rules(rules_text_);
    if (!parsed.rules) {
      const SgfProperty* ru = root_.find("RU");
      diagnostics_.error(ru != nullptr ? ru->at : root_.at,
                         "RU[" + excerpt(rules_text_) + "]: not usable Amazons rules" +
                             (parsed.diagnostics.items().empty()
                                  ? std::string()
                                  : ": " + parsed.diagnostics.items().front().message));
    } else {
      rules_ = *parsed.rules;
      if (rules_.size != size)
        diagnostics_.error(root_.find("SZ") != nullptr ? root_.find("SZ")->at : root_.at,
                           "the board is " + std::to_string(size) + "x" + std::to_string(size) +
                               " but RU[" + rules_text_ +
                               "] says size:" + std::to_string(rules_.size));
    }
    rules_.size = size;
    geometry_ = amazons::Geometry(size);
  }

  void add_tag(std::string key, std::string value, const SourceLocation& at) {
    record::Tag tag;
    tag.key = std::move(key);
    tag.value = std::move(value);
    tag.source = at;
    record_.tags.push_back(std::move(tag));
  }

  void read_root_properties() {
    SetUp setup(geometry_);
    const amazons::Position start(rules_);
    bool placed = false;  // AB or AW: the set-up replaces the start layout
    bool any_setup = false;
    std::size_t setup_index = 0;  // where the position tag goes among the tags
    std::optional<int> to_move;
    for (const SgfProperty& p : root_.properties) {
      if (p.id == "AB" || p.id == "AW") placed = true;
    }
    if (!placed) setup.start_from(start);
    for (const SgfProperty& p : root_.properties) {
      const std::string first = sgf_text(p.values.front().raw);
      if (is_file_property(p.id)) continue;
      if (is_setup(p.id)) {
        if (!any_setup) setup_index = record_.tags.size();
        any_setup = true;
        if (p.id == "PL") {
          if (first == "B" || first == "W")
            to_move = first == "B" ? amazons::kWhite : amazons::kBlack;
          else
            diagnostics_.error(p.values.front().at,
                               "PL[" + excerpt(first) + "]: expected PL[B] or PL[W]");
        } else {
          setup.apply(p, diagnostics_);
        }
      } else if (p.id == "B" || p.id == "W") {
        diagnostics_.error(p.at,
                           "a move in the root node: the first node holds the game's "
                           "information and set-up, the moves follow in nodes of their own");
      } else if (p.id == "C") {
        add_tag("start-comment", first, p.at);
      } else if (p.id == kSkaldTags) {
        for (const SgfValue& v : p.values) {
          const std::size_t colon = composed_separator(v.raw);
          if (colon == std::string::npos || colon == 0) {
            diagnostics_.error(v.at,
                               "SK[" + excerpt(sgf_text(v.raw)) + "]: expected a tag `key:value`");
            continue;
          }
          add_tag(sgf_text(std::string_view(v.raw).substr(0, colon)),
                  sgf_text(std::string_view(v.raw).substr(colon + 1)), v.at);
        }
      } else if (p.id == "RU" && !ru_is_rules_) {
        add_tag(std::string(kForeignPrefix) + p.id, first, p.at);
      } else if (const std::string_view key = skald_key_of(p.id); !key.empty()) {
        add_tag(std::string(key), key == "result" ? std::string(skald_result(first)) : first, p.at);
      } else {
        if (p.values.size() > 1)
          diagnostics_.warning(p.values[1].at, excerpt(p.id) + ": only the first value is kept");
        add_tag(std::string(kForeignPrefix) + p.id, first, p.at);
      }
    }
    // Without RU the rules follow from SZ, unless SK brought a rules tag (skald writes a
    // rules tag that a record holds more than once there).
    if (!ru_is_rules_ && record_.find_tag("rules") == nullptr) {
      record::Tag rules;
      rules.key = "rules";
      rules.value = rules_text_;
      rules.source = root_.at;
      record_.tags.insert(record_.tags.begin(), std::move(rules));
      ++setup_index;
    }
    first_side_ = to_move.value_or(rules_.first);
    if (any_setup) {
      const std::string text = amazons::position_text(setup.position(first_side_));
      if (text != amazons::position_text(start)) {
        record::Tag position;
        position.key = "position";
        position.value = text;
        position.source = root_.at;
        record_.tags.insert(record_.tags.begin() + static_cast<std::ptrdiff_t>(setup_index),
                            std::move(position));
      }
    }
  }

  /// The moves below the root, depth first without recursion.
  void read_moves() {
    struct Frame {
      std::size_t sgf_node;
      record::Node* parent;
      int to_move;  // the side whose move the node should hold
    };
    std::vector<Frame> stack;
    const auto push_children = [&](const SgfNode& node, record::Node* parent, int to_move) {
      for (auto it = node.children.rbegin(); it != node.children.rend(); ++it)
        stack.push_back({*it, parent, to_move});
    };
    push_children(root_, &record_.root(), first_side_);
    while (!stack.empty()) {
      const Frame frame = stack.back();
      stack.pop_back();
      const SgfNode& node = sgf_.nodes[frame.sgf_node];
      const SgfProperty* b = node.find("B");
      const SgfProperty* w = node.find("W");
      if (b != nullptr && w != nullptr) {
        diagnostics_.error(node.at, "a node with both B and W: one move a node");
        continue;
      }
      const SgfProperty* move = b != nullptr ? b : w;
      if (move == nullptr) {
        read_moveless_node(node, frame.parent);
        push_children(node, frame.parent, frame.to_move);
        continue;
      }
      const int side = move == b ? amazons::kWhite : amazons::kBlack;
      const std::string value = sgf_text(move->values.front().raw);
      const SourceLocation& at = move->values.front().at;
      if (side != frame.to_move) {
        diagnostics_.error(at, move->id + "[" + excerpt(value) +
                                   "]: " + (frame.to_move == amazons::kWhite ? "B" : "W") +
                                   " is to move here (B, the first player at the bottom, and W "
                                   "take turns)");
        continue;
      }
      const std::optional<amazons::Move> m = move_of_sgf(geometry_, value);
      if (!m) {
        const char last = static_cast<char>('a' + geometry_.size - 1);
        diagnostics_.error(at, move->id + "[" + excerpt(value) +
                                   "]: expected three points of the board, from, to and arrow "
                                   "(letters a to " +
                                   std::string(1, last) + ", such as djddgd)");
        continue;
      }
      record::Node* added =
          // From the heap, not the record's pool: a collection of thousands of short
          // games would hold one of the pool's large blocks per game.
          frame.parent->add_child(
              std::make_unique<record::Node>(amazons::move_text(geometry_, *m)));
      added->source = {at.line, at.column};
      added->side = side;
      for (const SgfProperty& p : node.properties) {
        if (&p == move) continue;
        if (p.id == "C")
          added->comment = sgf_text(p.values.front().raw);
        else if (is_setup(p.id))
          diagnostics_.error(p.at, excerpt(p.id) + ": a set-up after the start is not supported");
        else
          warn_once(p.id, p.at, excerpt(p.id) + "[...] ignored: a record has no place for it");
      }
      push_children(node, added, 1 - side);
    }
  }

  /// A node without a move in the middle of a game: its comment joins the move before.
  void read_moveless_node(const SgfNode& node, record::Node* before) {
    for (const SgfProperty& p : node.properties) {
      if (p.id == "C") {
        warn_once("C-without-move", p.at,
                  "a node without a move: its comment joins the comment before it");
        // Appended in place: a long run of such nodes costs time linear in their text.
        const std::string text = sgf_text(p.values.front().raw);
        auto append = [&](auto& into) {
          if (!into.empty()) into += '\n';
          into += text;
        };
        if (before->is_root())
          append(start_comment_tail_);
        else
          append(before->comment);
      } else if (is_setup(p.id)) {
        diagnostics_.error(p.at, excerpt(p.id) + ": a set-up after the start is not supported");
      } else {
        warn_once(p.id, p.at, excerpt(p.id) + "[...] ignored: a record has no place for it");
      }
    }
  }

  const SgfCollection& sgf_;
  const SgfNode& root_;
  Diagnostics& diagnostics_;
  record::Record record_;
  std::set<std::string> warned_;
  std::string start_comment_tail_;  // comments of move-less nodes before the first move
  std::string rules_text_;
  bool ru_is_rules_ = false;
  amazons::AmazonsRules rules_;
  amazons::Geometry geometry_;
  int first_side_ = amazons::kWhite;
};

}  // namespace

SgfReadResult read_sgf(std::string_view text, const std::string& file) {
  SgfReadResult result;
  const SgfCollection sgf = parse_sgf(text, file, result.diagnostics);
  if (result.diagnostics.has_errors()) return result;
  for (const std::size_t root : sgf.roots) {
    result.starts.push_back(sgf.nodes[root].at);
    result.games.push_back(GameReader(sgf, root, result.diagnostics).read());
  }
  return result;
}

std::string declared_charset(std::string_view bytes) {
  // CA belongs in the root node, before the first move: look no further than that.
  const std::size_t first_node = bytes.find(';');
  if (first_node == std::string_view::npos) return {};
  const std::size_t second_node = bytes.find(';', first_node + 1);
  const std::string_view root = bytes.substr(first_node, second_node - first_node);
  for (std::size_t at = root.find("CA["); at != std::string_view::npos;
       at = root.find("CA[", at + 1)) {
    if (at > 0 && root[at - 1] >= 'A' && root[at - 1] <= 'Z') continue;  // part of another ID
    const std::size_t end = root.find(']', at);
    if (end == std::string_view::npos) return {};
    return std::string(root.substr(at + 3, end - at - 3));
  }
  return {};
}

}  // namespace skald::sgf
