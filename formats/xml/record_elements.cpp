#include "formats/xml/record_elements.h"

#include <charconv>
#include <optional>
#include <string_view>
#include <vector>

#include "skald/core/excerpt.h"

namespace skald::xml {

namespace {

bool is_element(pugi::xml_node node, std::string_view name) {
  return node.type() == pugi::node_element && name == node.name();
}

bool is_text(pugi::xml_node node) {
  return node.type() == pugi::node_pcdata || node.type() == pugi::node_cdata;
}

constexpr std::string_view kBlank = " \t\r\n";

/// How many <move> elements there are below `element`: what ignoring it would lose.
/// Followed with a stack, not by recursion, as deep as the document nests.
std::size_t moves_inside(pugi::xml_node element) {
  std::size_t moves = 0;
  std::vector<pugi::xml_node> pending{element.first_child()};
  while (!pending.empty()) {
    const pugi::xml_node node = pending.back();
    pending.pop_back();
    if (!node) continue;
    pending.push_back(node.next_sibling());
    if (is_element(node, "move")) ++moves;
    pending.push_back(node.first_child());
  }
  return moves;
}

std::optional<int> integer(std::string_view s) {
  int value = 0;
  const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (error != std::errc{} || end != s.data() + s.size()) return std::nullopt;
  return value;
}

}  // namespace

void RecordElements::read(pugi::xml_node record_element) {
  read_players(record_element);
  pugi::xml_node line;
  for (const pugi::xml_node child : record_element.children()) {
    if (is_element(child, "tag"))
      read_tag(child);
    else if (is_element(child, "line") && !line)
      read_moves(line = child);
    else if (is_element(child, "line"))
      unexpected(child, "one <line> (the main line; other lines are <variation>s of its moves)");
    else
      unexpected(child, "<tag> or <line>");
  }
}

void RecordElements::read_players(pugi::xml_node record_element) {
  const pugi::xml_attribute players = record_element.attribute("players");
  if (!players) return;
  const auto n = integer(players.value());
  if (!n || *n < 1 || *n > 64)
    result_.diagnostics.error(
        where(record_element),
        "players=\"" + excerpt(players.value()) + "\": expected a whole number from 1 to 64");
  else
    result_.record.set_players(*n);
}

void RecordElements::read_tag(pugi::xml_node tag) {
  const pugi::xml_attribute key = tag.attribute("key");
  if (!key || std::string_view(key.value()).empty()) {
    result_.diagnostics.error(where(tag), "a <tag> needs a key=\"...\" attribute");
    return;
  }
  record::Tag read;
  read.key = key.value();
  read.value = text_of(tag);
  read.source = where(tag);
  result_.record.tags.push_back(std::move(read));
}

void RecordElements::read_moves(pugi::xml_node line) {
  // Frames of (the next child of a line to read, the node its first move goes under).
  // A move's continuation is pushed before its variations, so the variations, which
  // come first in the document, are read first.
  struct Frame {
    pugi::xml_node next;
    record::Node* parent;
  };
  std::vector<Frame> stack{{line.first_child(), &result_.record.root()}};
  while (!stack.empty()) {
    const Frame frame = stack.back();
    stack.pop_back();
    pugi::xml_node e = frame.next;
    for (; e && !is_element(e, "move"); e = e.next_sibling())
      unexpected(e, "<move>");
    if (!e) continue;
    record::Node* node = read_move(e, *frame.parent);
    if (!node) continue;
    stack.push_back({e.next_sibling(), node});
    std::vector<pugi::xml_node> variations;
    bool has_comment = false;
    for (const pugi::xml_node child : e.children()) {
      if (is_element(child, "comment") && !has_comment) {
        node->comment = text_of(child);
        has_comment = true;
      } else if (is_element(child, "comment")) {
        unexpected(child, "one <comment> in a <move>");
      } else if (is_element(child, "variation")) {
        variations.push_back(child);
      } else {
        unexpected(child, "<comment> or <variation>");
      }
    }
    for (auto it = variations.rbegin(); it != variations.rend(); ++it)
      stack.push_back({it->first_child(), frame.parent});
  }
}

record::Node* RecordElements::read_move(pugi::xml_node move, record::Node& parent) {
  const SourceLocation at = where(move);
  const pugi::xml_attribute move_text = move.attribute("text");
  if (!move_text || std::string_view(move_text.value()).empty()) {
    result_.diagnostics.error(at, "a <move> needs a text=\"...\" attribute (the move as written)");
    return nullptr;
  }
  record::Node* node = parent.add_child(result_.record.new_node(std::string(move_text.value())));
  node->source = {at.line, at.column};
  if (const pugi::xml_attribute side = move.attribute("side")) {
    const auto n = integer(side.value());
    if (!n || *n < record::kEverySide)
      result_.diagnostics.error(at,
                                "side=\"" + excerpt(side.value()) + "\": expected a side number");
    else
      node->side = *n;
  }
  return node;
}

std::string RecordElements::text_of(pugi::xml_node element) {
  std::string text;
  for (const pugi::xml_node child : element.children()) {
    if (is_text(child))
      text += child.value();
    else
      unexpected(child, "text only in <" + std::string(element.name()) + ">");
  }
  return text;
}

void RecordElements::unexpected(pugi::xml_node node, const std::string& expected) {
  if (is_text(node)) {
    // Located and quoted from its first character that is not blank.
    std::string_view text = node.value();
    const std::size_t first = text.find_first_not_of(kBlank);
    if (first == std::string_view::npos) return;
    text = text.substr(first, text.find_last_not_of(kBlank) + 1 - first);
    result_.diagnostics.warning(
        locator_.at(node.offset_debug() + static_cast<std::ptrdiff_t>(first)),
        "text `" + excerpt(text) + "` ignored: expected " + expected);
    return;
  }
  if (node.type() != pugi::node_element) return;  // comments and instructions are not parsed
  const std::string name = "<" + excerpt(node.name()) + ">";
  const std::size_t moves = moves_inside(node);
  if (moves == 0)
    result_.diagnostics.warning(where(node), name + " ignored: expected " + expected);
  else
    result_.diagnostics.error(where(node), name + " and the " + std::to_string(moves) +
                                               (moves == 1 ? " move" : " moves") +
                                               " inside it not read: expected " + expected);
}

}  // namespace skald::xml
