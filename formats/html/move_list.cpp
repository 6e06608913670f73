#include "formats/html/move_list.h"

#include <string>

#include "formats/html/record_view.h"
#include "skald/record/line_walk.h"

namespace skald::html {

const char* mark_sign(const std::string& mark) {
  if (mark == "inaccuracy") return "?!";
  if (mark == "mistake") return "?";
  if (mark == "blunder") return "??";
  if (mark == "only move") return "!";
  return "";
}

void append_move_list(std::string& out, const record::Record& record, const NodeIndex& index,
                      const std::regex* verdict_pattern) {
  struct Appender final : pugi::xml_writer {
    std::string& out;
    explicit Appender(std::string& out) : out(out) {}
    void write(const void* data, std::size_t size) override {
      out.append(static_cast<const char*>(data), size);
    }
  } appender{out};
  pugi::xml_document rows;
  record::walk_lines(record.root(), [&](const record::LineTurn& turn) {
    rows.reset();
    pugi::xml_node row = rows.append_child("div");
    row.append_attribute("class") = "turn";
    row.append_attribute("style") = ("--depth: " + std::to_string(turn.depth)).c_str();
    if (turn.first_of_line && turn.depth > 0) {
      std::string prefix(turn.prefix);
      if (!prefix.empty() && prefix.back() == '.') prefix.pop_back();
      pugi::xml_node label = row.append_child("span");
      label.append_attribute("class") = "line-address";
      label.text() = prefix.c_str();
    }
    pugi::xml_node number = row.append_child("span");
    number.append_attribute("class") = "turn-number";
    number.text() =
        (std::to_string(turn.turn->number) + (turn.turn->first_letter > 0 ? "\u2026" : "."))
            .c_str();
    for (std::size_t i = 0; i < turn.turn->moves.size(); ++i) {
      const record::Node& node = *turn.turn->moves[i];
      const int id = index.id(node);
      pugi::xml_node button = row.append_child("button");
      button.append_attribute("type") = "button";
      button.append_attribute("class") = "move";
      button.append_attribute("data-node") = id;
      button.append_attribute("title") = index.addresses[static_cast<std::size_t>(id)].c_str();
      button.text() = node.move_text.c_str();
      const std::string mark_name = comment_parts(node.comment, verdict_pattern).mark;
      const char* sign = mark_sign(mark_name);
      if (*sign != '\0') {
        pugi::xml_node mark = button.append_child("span");
        mark.append_attribute("class") = "sign";
        mark.append_attribute("data-mark") = mark_name.c_str();
        mark.text() = sign;
      }
    }
    row.print(appender, "", pugi::format_raw, pugi::encoding_utf8);
  });
}

}  // namespace skald::html
