#include "formats/xml/record_xml.h"

#include "skald/record/numbering.h"
#include "skald/record/tree_walk.h"

#include <charconv>
#include <cstdio>
#include <optional>
#include <pugixml.hpp>
#include <sstream>
#include <vector>

namespace skald::xml {

namespace {

constexpr const char* kNamespace = "urn:skald:record:1";

/// Appends the record's moves below `root` to `line`: one <move> per node, each node's
/// other children (after the first) as <variation>s inside the <move> of the continuation
/// they replace. The record's one walk (record/tree_walk.h) visits a line's continuation
/// before its variations, so a variation's place, the <move> of the continuation, is
/// already written when the variation is reached.
void write_moves(pugi::xml_node line, const record::Node& root) {
  std::vector<pugi::xml_node> line_at{line};        // the line element of the node at each depth
  std::vector<pugi::xml_node> continuation_at{{}};  // the <move> of the last first child there
  record::walk_tree(root, [&](const record::Node& node, std::size_t depth) {
    if (depth == 0) return record::WalkAction::enter_all;
    line_at.resize(depth + 1);
    continuation_at.resize(depth + 1);
    const bool continuation = node.index_in_parent() == 0;
    line_at[depth] =
        continuation ? line_at[depth - 1] : continuation_at[depth].append_child("variation");
    pugi::xml_node move = line_at[depth].append_child("move");
    move.append_attribute("text") = node.move_text.c_str();
    if (node.side != record::kUnknownSide) move.append_attribute("side") = node.side;
    if (!node.comment.empty()) move.append_child("comment").text() = node.comment.c_str();
    if (continuation) continuation_at[depth] = move;
    return record::WalkAction::enter_all;
  });
}

/// The 1-based line and column of a byte offset of `text`.
SourceLocation location(const std::string& file, std::string_view text, std::ptrdiff_t offset) {
  SourceLocation where{file, 0, 0};
  if (offset < 0) return where;
  where.line = 1;
  where.column = 1;
  const std::size_t end = std::min(static_cast<std::size_t>(offset), text.size());
  for (std::size_t i = 0; i < end; ++i) {
    if (text[i] == '\n') {
      ++where.line;
      where.column = 1;
    } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
      ++where.column;
    }
  }
  return where;
}

/// A character XML 1.0 cannot hold, described, or nothing.
std::optional<std::string> forbidden_character(std::string_view text) {
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') {
      char code[16];
      std::snprintf(code, sizeof code, "U+%04X", c);
      return std::string("a control character (") + code + ") that XML cannot carry";
    }
  }
  return std::nullopt;
}

std::optional<int> integer(const char* text) {
  const std::string_view s(text);
  int value = 0;
  const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (error != std::errc{} || end != s.data() + s.size()) return std::nullopt;
  return value;
}

}  // namespace

std::string write_record_xml(const record::Record& record, std::string& error) {
  error.clear();
  for (const record::Tag& tag : record.tags)
    if (const auto bad = forbidden_character(tag.key + tag.value)) {
      error = "the tag `" + tag.key + "` holds " + *bad;
      return {};
    }
  record::walk_tree(record.root(), [&error](const record::Node& n, std::size_t) {
    if (n.is_root()) return record::WalkAction::enter_all;
    const auto bad = forbidden_character(n.move_text + n.comment);
    if (!bad) return record::WalkAction::enter_all;
    error = "the move " + record::address_text(n) + " holds " + *bad;
    return record::WalkAction::stop;
  });
  if (!error.empty()) return {};
  pugi::xml_document doc;
  auto decl = doc.append_child(pugi::node_declaration);
  decl.append_attribute("version") = "1.0";
  decl.append_attribute("encoding") = "UTF-8";
  pugi::xml_node root = doc.append_child("record");
  root.append_attribute("xmlns") = kNamespace;
  root.append_attribute("players") = record.players();
  for (const record::Tag& tag : record.tags) {
    pugi::xml_node t = root.append_child("tag");
    t.append_attribute("key") = tag.key.c_str();
    t.text() = tag.value.c_str();
  }
  pugi::xml_node line = root.append_child("line");
  write_moves(line, record.root());
  std::ostringstream out;
  // No indentation inside elements with text: comments stay byte for byte.
  doc.save(out, "  ", pugi::format_indent, pugi::encoding_utf8);
  return out.str();
}

XmlReadResult read_record_xml(std::string_view text, const std::string& file) {
  XmlReadResult result;
  pugi::xml_document doc;
  const pugi::xml_parse_result parsed =
      // Line ends are kept as they are: a comment's carriage returns are its own.
      doc.load_buffer(text.data(), text.size(),
                      (pugi::parse_default | pugi::parse_ws_pcdata_single) & ~pugi::parse_eol,
                      pugi::encoding_utf8);
  if (!parsed) {
    result.diagnostics.error(location(file, text, parsed.offset),
                             std::string("not well-formed XML: ") + parsed.description());
    return result;
  }
  auto where = [&](const pugi::xml_node& n) { return location(file, text, n.offset_debug()); };
  const pugi::xml_node root = doc.child("record");
  if (!root) {
    result.diagnostics.error(where(doc.first_child()),
                             "expected a <record> element (skald's XML record)");
    return result;
  }
  if (const pugi::xml_attribute players = root.attribute("players")) {
    const auto n = integer(players.value());
    if (!n || *n < 1 || *n > 64)
      result.diagnostics.error(where(root), std::string("players=\"") + players.value() +
                                                "\": expected a whole number from 1 to 64");
    else
      result.record.set_players(*n);
  }
  for (pugi::xml_node child = root.first_child(); child; child = child.next_sibling()) {
    if (child.type() != pugi::node_element) continue;
    const std::string name = child.name();
    if (name == "tag") {
      const pugi::xml_attribute key = child.attribute("key");
      if (!key || std::string_view(key.value()).empty()) {
        result.diagnostics.error(where(child), "a <tag> needs a key=\"...\" attribute");
        continue;
      }
      record::Tag tag;
      tag.key = key.value();
      tag.value = child.text().get();
      tag.source = where(child);
      result.record.tags.push_back(std::move(tag));
    } else if (name != "line") {
      result.diagnostics.warning(where(child), "<" + name + "> ignored: expected <tag> or <line>");
    }
  }
  // The moves: frames of (the next <move> element of a line, the node it goes under).
  struct Frame {
    pugi::xml_node move;
    record::Node* parent;
  };
  std::vector<Frame> stack;
  const pugi::xml_node line = root.child("line");
  if (line) stack.push_back({line.child("move"), &result.record.root()});
  while (!stack.empty()) {
    const Frame frame = stack.back();
    stack.pop_back();
    const pugi::xml_node e = frame.move;
    if (!e) continue;
    const pugi::xml_attribute move_text = e.attribute("text");
    if (!move_text || std::string_view(move_text.value()).empty()) {
      result.diagnostics.error(where(e),
                               "a <move> needs a text=\"...\" attribute (the move as written)");
      continue;
    }
    record::Node* node =
        frame.parent->add_child(result.record.new_node(std::string(move_text.value())));
    const SourceLocation at = where(e);
    node->source = {at.line, at.column};
    if (const pugi::xml_attribute side = e.attribute("side")) {
      const auto n = integer(side.value());
      if (!n || *n < record::kEverySide)
        result.diagnostics.error(
            at, std::string("side=\"") + side.value() + "\": expected a side number");
      else
        node->side = *n;
    }
    node->comment = e.child("comment").text().get();
    // The continuation of this line goes under the new node; the variations (alternatives
    // to this move) under its parent, in document order: pushed last, handled first.
    stack.push_back({e.next_sibling("move"), node});
    std::vector<pugi::xml_node> variations;
    for (pugi::xml_node v = e.child("variation"); v; v = v.next_sibling("variation"))
      variations.push_back(v);
    for (auto it = variations.rbegin(); it != variations.rend(); ++it)
      stack.push_back({it->child("move"), frame.parent});
  }
  return result;
}

}  // namespace skald::xml
