#pragma once

// The markup both kinds of page share (the record viewer, record_page.h; the puzzle book's
// index, puzzle_book.h), built with pugixml so that text is always escaped: elements that
// HTML does not let close themselves, and the head.

#include <pugixml.hpp>
#include <string>

namespace skald::html {

/// An element HTML does not let close itself: written with an end tag even when empty.
pugi::xml_node element(pugi::xml_node parent, const char* name, const char* id = nullptr);

/// The page's head: UTF-8, the viewport for small screens, `title` as text, and a comment
/// `<!--style_place-->` where the page's style goes (text cannot make one: pugixml writes
/// its `<` as `&lt;`).
void append_head(pugi::xml_node html, const std::string& title, const char* style_place);

}  // namespace skald::html
