#pragma once

// The viewer's style and script (viewer.css, viewer.js beside this file, and the puzzle
// book's), embedded in the library at build time (page_assets.cpp.in) so the page needs no
// file at run time.

#include <string_view>

namespace skald::html {

std::string_view viewer_css();
std::string_view viewer_js();
/// The board drawing (board.js), which the viewer and the studio share.
std::string_view board_js();
/// The puzzle book's (puzzle_book.h): its style, the progress kept in the browser (which
/// both of the next need first), the index's script, and the script its puzzle pages add
/// to the viewer's.
std::string_view book_css();
std::string_view book_store_js();
std::string_view book_js();
std::string_view book_puzzle_js();

}  // namespace skald::html
