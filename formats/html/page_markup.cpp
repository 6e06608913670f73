#include "formats/html/page_markup.h"

namespace skald::html {

pugi::xml_node element(pugi::xml_node parent, const char* name, const char* id) {
  pugi::xml_node e = parent.append_child(name);
  if (id != nullptr) e.append_attribute("id") = id;
  e.append_child(pugi::node_pcdata);
  return e;
}

void append_head(pugi::xml_node html, const std::string& title, const char* style_place) {
  pugi::xml_node head = html.append_child("head");
  head.append_child("meta").append_attribute("charset") = "utf-8";
  pugi::xml_node viewport = head.append_child("meta");
  viewport.append_attribute("name") = "viewport";
  viewport.append_attribute("content") = "width=device-width, initial-scale=1";
  element(head, "title").text() = title.c_str();
  head.append_child(pugi::node_comment).set_value(style_place);
}

}  // namespace skald::html
