#pragma once

// The viewer's style and script (viewer.css, viewer.js beside this file), embedded in the
// library at build time (page_assets.cpp.in) so the page needs no file at run time.

#include <string_view>

namespace skald::html {

std::string_view viewer_css();
std::string_view viewer_js();
/// The board drawing (board.js), which the viewer and the studio share.
std::string_view board_js();

}  // namespace skald::html
