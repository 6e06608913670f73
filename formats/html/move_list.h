#pragma once

// The page's move list as markup (pugixml): one row per turn in the order `skald tree`
// writes them (record/line_walk.h), each variation's rows indented one step more than the
// line it branches from and its first row headed by the variation's address (`10a.1`); the
// turn's number, then each move as a button that names its node (`data-node`, NodeIndex's
// number) and has its address as title, with the verdict's sign after it (?! inaccuracy,
// ? mistake, ?? blunder, ! only move). Written a row at a time: a document of every row
// at once took some 400 bytes a move.

#include <pugixml.hpp>
#include <regex>
#include <string>

#include "formats/html/node_index.h"
#include "skald/record/record.h"

namespace skald::html {

/// Appends the move list's rows to `out` as markup.
void append_move_list(std::string& out, const record::Record& record, const NodeIndex& index,
                      const std::regex* verdict_pattern);

/// The sign annotators write for a verdict's mark ("mistake" -> "?"); empty for none.
const char* mark_sign(const std::string& mark);

}  // namespace skald::html
