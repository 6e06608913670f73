#include "formats/html/record_page.h"

#include <pugixml.hpp>
#include <sstream>

#include "formats/html/move_list.h"
#include "formats/html/page_assets.h"
#include "formats/html/page_markup.h"

namespace skald::html {
namespace {

using Json = nlohmann::ordered_json;

// Where the style, the data and the script go: comments in the markup pugixml writes. Text
// of the record cannot make one, since pugixml writes every `<` of text as `&lt;`.
constexpr const char* kStylePlace = "skald:style";
constexpr const char* kMovesPlace = "skald:moves";
constexpr const char* kDataPlace = "skald:data";
constexpr const char* kScriptPlace = "skald:script";

pugi::xml_node button(pugi::xml_node parent, const char* id, const char* label, const char* title) {
  pugi::xml_node b = element(parent, "button", id);
  b.append_attribute("type") = "button";
  b.append_attribute("title") = title;
  b.text() = label;
  return b;
}

/// A form of one text field and its submit button, by their ids and words.
struct OneFieldForm {
  const char* form;
  const char* input;
  const char* label;
  const char* title;
  const char* submit;
  const char* submit_label;
};

pugi::xml_node one_field_form(pugi::xml_node parent, const OneFieldForm& f) {
  pugi::xml_node form = element(parent, "form", f.form);
  pugi::xml_node label = element(form, "label");
  label.append_attribute("for") = f.input;
  label.text() = f.label;
  pugi::xml_node input = form.append_child("input");
  input.append_attribute("id") = f.input;
  input.append_attribute("type") = "text";
  input.append_attribute("title") = f.title;
  input.append_attribute("autocomplete") = "off";
  pugi::xml_node submit = element(form, "button", f.submit);
  submit.append_attribute("type") = "submit";
  submit.text() = f.submit_label;
  return form;
}

std::string page_title(const record::Record& record, const PageOptions& options) {
  if (!options.title.empty()) return options.title;
  const std::string event = record.tag_value_or_empty("event");
  if (!event.empty()) return event;
  return options.file.empty() ? std::string("skald record") : options.file;
}

/// The record's tags, as a definition list.
void append_tags(pugi::xml_node parent, const record::Record& record) {
  pugi::xml_node list = element(parent, "dl", "tags");
  for (const record::Tag& tag : record.tags) {
    if (tag.key == "start-comment") continue;  // shown as the start's comment
    element(list, "dt").text() = tag.key.c_str();
    element(list, "dd").text() = tag.value.c_str();
  }
}

void append_viewer_controls(pugi::xml_node parent) {
  pugi::xml_node status = element(parent, "div", "status");
  element(status, "span", "address");
  element(status, "span", "move");
  element(status, "span", "to-move");
  pugi::xml_node nav = element(parent, "div", "controls");
  button(nav, "first", "|\u25C0", "The start (Home)");
  button(nav, "previous", "\u25C0", "Previous move (\u2190)");
  button(nav, "next", "\u25B6", "Next move (\u2192)");
  button(nav, "last", "\u25B6|", "The end of the line (End)");
  button(nav, "variation-up", "\u25B2", "The previous variation here (\u2191)");
  button(nav, "variation-down", "\u25BC", "The next variation here (\u2193)");
  button(nav, "flip", "\u21C5", "Turn the board round (f)");
  const pugi::xml_node jump =
      one_field_form(parent, {"jump", "jump-address", "Go to", "An address (g)", "jump-go", "Go"});
  jump.child("input").append_attribute("placeholder") = "7b.3.1b";
  element(jump, "span", "jump-error").append_attribute("role") = "alert";
}

void append_notes(pugi::xml_node parent) {
  pugi::xml_node notes = element(parent, "section", "notes");
  element(notes, "p", "verdict");
  element(notes, "p", "clock");
  element(notes, "p", "comment");
  pugi::xml_node hints = element(notes, "div", "hints");
  button(hints, "show-hint", "Show a hint", "Show the next hint of this move's comment (h)");
  element(hints, "ol", "hint-list");
  element(notes, "div", "variations");
}

void append_solver(pugi::xml_node parent) {
  pugi::xml_node solve = element(parent, "section", "solve");
  solve.append_attribute("hidden") = "hidden";
  element(solve, "h2").text() = "Puzzle";
  element(solve, "p", "solve-goal");
  element(solve, "p", "solve-status");
  one_field_form(solve, {"solve-form", "solve-move", "Your move",
                         "A move as the game writes it, or click its cells", "solve-play", "Play"});
  pugi::xml_node actions = element(solve, "div", "solve-actions");
  button(actions, "solve-previous", "Previous", "The previous move of the prologue (\u2190)");
  button(actions, "solve-next", "Next", "The next move of the prologue (\u2192)");
  button(actions, "solve-skip", "To the puzzle", "The rest of the prologue at once (End)");
  button(actions, "solve-hint", "Hint", "The record's hints, then the engine's (h)");
  button(actions, "solve-back", "Back", "Take back your last move and the reply (b)");
  button(actions, "solve-quit", "Give up", "End the puzzle");
  button(actions, "solve-view", "View the record", "Leave the puzzle and show the whole record");
  element(solve, "ol", "solve-log").append_attribute("aria-live") = "polite";
  element(solve, "h3").text() = "Moves played";
  element(solve, "ol", "solve-history");
}

/// The page's data is one JSON object: the record view's head, its "nodes" and `tail`'s
/// members. Its text before the nodes' entries...
std::string data_before_nodes(const Json& head) {
  std::string out = "{";
  for (const auto& [name, value] : head.items()) {
    append_json_for_script(out, Json(name));
    out += ':';
    append_json_for_script(out, value);
    out += ',';
  }
  return out + "\"nodes\":[";
}

/// ...and after them.
std::string data_after_nodes(const Json& tail) {
  std::string out = "]";
  for (const auto& [name, value] : tail.items()) {
    out += ',';
    append_json_for_script(out, Json(name));
    out += ':';
    append_json_for_script(out, value);
  }
  return out + "}";
}

}  // namespace

Page record_page(const record::Record& record, const game::Game& game, const PageOptions& options) {
  Page page;
  const NodeIndex index = index_nodes(record.root());
  PieceKinds kinds;
  RecordView view = record_view(record, game, index, options.view, kinds, page.error);
  if (!page.error.empty()) return page;
  const std::string title = page_title(record, options);
  Json tail;
  tail["title"] = title;
  tail["file"] = options.file;
  tail["puzzle"] =
      puzzle_view_json(record, game, index, kinds, options.puzzle, page.work, page.puzzle_note);
  tail["kinds"] = kinds.json();

  pugi::xml_document doc;
  pugi::xml_node html = doc.append_child("html");
  html.append_attribute("lang") = "en";
  append_head(html, title, kStylePlace);
  pugi::xml_node body = element(html, "body");
  pugi::xml_node header = element(body, "header");
  element(header, "h1", "title").text() = title.c_str();
  element(header, "p", "subtitle").text() =
      (game.name() + (options.file.empty() ? "" : " \u00B7 " + options.file)).c_str();
  append_tags(header, record);
  pugi::xml_node main = element(body, "main");
  pugi::xml_node board_panel = element(main, "section", "board-panel");
  element(board_panel, "div", "board").append_attribute("aria-label") = "board";
  append_viewer_controls(board_panel);
  pugi::xml_node side = element(main, "section", "side-panel");
  append_solver(side);
  append_notes(side);
  pugi::xml_node list_panel = element(side, "section", "move-list-panel");
  pugi::xml_node solve_start =
      button(list_panel, "solve-start", "Solve the puzzle", "Play the puzzle from its position");
  solve_start.append_attribute("hidden") = "hidden";
  element(list_panel, "h2").text() = "Moves";
  element(list_panel, "div", "move-list").append_child(pugi::node_comment).set_value(kMovesPlace);
  pugi::xml_node footer = element(body, "footer");
  element(footer, "p", "keys").text() =
      "Keys: \u2190 \u2192 previous and next move, Home and End the start and the end of the "
      "line, \u2191 \u2193 the other variations here, g go to an address, h a hint, f flip "
      "the board.";
  pugi::xml_node noscript = element(body, "noscript");
  noscript.text() = "The board and the navigation need JavaScript; the moves are listed above.";
  body.append_child(pugi::node_comment).set_value(kDataPlace);
  body.append_child(pugi::node_comment).set_value(kScriptPlace);

  std::ostringstream markup_stream;
  doc.save(markup_stream, "", pugi::format_raw | pugi::format_no_declaration, pugi::encoding_utf8);
  const std::string markup = "<!DOCTYPE html>\n" + markup_stream.str() + "\n";
  const std::string nonce =
      options.nonce.empty() ? std::string() : " nonce=\"" + options.nonce + "\"";
  const std::string style =
      "<style" + nonce + ">" + std::string(viewer_css()) + options.addon.css + "</style>";
  std::string moves;
  append_move_list(moves, record, index, options.view.verdict_pattern);
  const std::string data_before =
      "<script type=\"application/json\" id=\"skald-data\">" + data_before_nodes(view.head);
  const std::string data_after = data_after_nodes(tail) + "</script>";
  std::string script = "<script" + nonce + ">" + std::string(board_js()) + "\n" +
                       std::string(viewer_js()) + "</script>";
  if (!options.addon.data.is_null())
    script += "<script type=\"application/json\" id=\"skald-addon\">" +
              json_for_script(options.addon.data) + "</script>";
  if (!options.addon.script.empty())
    script += "<script" + nonce + ">" + options.addon.script + "</script>";
  // The page is the markup with each place, in order, filled; its size is known, so the
  // page is never copied as it grows (a string that doubles holds up to twice the page).
  std::size_t size = markup.size() + style.size() + moves.size() + data_before.size() +
                     data_after.size() + script.size() + view.nodes.size();
  for (const std::string& node : view.nodes)
    size += node.size();
  std::string out;
  out.reserve(size);
  std::size_t done = 0;
  const auto fill = [&](const char* place, const auto& write) {
    const std::string marker = std::string("<!--") + place + "-->";
    const std::size_t at = markup.find(marker, done);
    if (at == std::string::npos) return;
    out.append(markup, done, at - done);
    write();
    done = at + marker.size();
  };
  fill(kStylePlace, [&] { out += style; });
  fill(kMovesPlace, [&] { out += moves; });
  std::string().swap(moves);
  fill(kDataPlace, [&] {
    out += data_before;
    for (std::size_t i = 0; i < view.nodes.size(); ++i) {
      if (i > 0) out += ',';
      out += view.nodes[i];
      std::string().swap(view.nodes[i]);  // let go once written
    }
    out += data_after;
  });
  fill(kScriptPlace, [&] { out += script; });
  out.append(markup, done);
  page.html = std::move(out);
  return page;
}

}  // namespace skald::html
