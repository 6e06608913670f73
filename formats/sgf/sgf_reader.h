#pragma once

// Reading Amazons SGF (GM[18], red-bean.com/sgf/amazons.html) into records
// (formats/sgf/README.md):
//
//   (;FF[4]GM[18]SZ[10]PB[first player]PW[second player]C[the start comment]
//    ;B[djddgd]C[a comment];W[addgad]
//    (;B[gjehea])
//    (;B[ajaiah]))
//
// Each game tree of the file is one record. The root node gives the tags (sgf_tags.h maps
// them), the board size (SZ: 6, 8 or 10), the rules (RU when it holds an Amazons rules text,
// else `amazons size:N`) and a set-up position (AB, AW, AA, AE, PL) that differs from the
// rules' start; C in the root is the start comment. Each later node holds one move, B[...]
// or W[...] (from, to and arrow points, sgf_points.h) with its comment C[...]; SGF's B is
// the first player, at the bottom, skald's White. A node's first child continues its line,
// the others start variations. What a record has no place for (markup, timing, names of
// nodes) is dropped with one warning per property. Never throws; linear in the text.

#include <string>
#include <string_view>
#include <vector>

#include "skald/core/diagnostic.h"
#include "skald/record/record.h"

namespace skald::sgf {

struct SgfReadResult {
  /// One record per game tree, in file order, with what could be read of it.
  std::vector<record::Record> games;
  /// Where each game tree starts.
  std::vector<SourceLocation> starts;
  Diagnostics diagnostics;
};

/// Reads every game tree of an SGF text (UTF-8). `file` names it in diagnostics.
SgfReadResult read_sgf(std::string_view text, const std::string& file);

/// The charset the first game tree declares (`CA[ISO-8859-1]`), or empty when it names
/// none; for decoding the bytes before read_sgf().
std::string declared_charset(std::string_view bytes);

}  // namespace skald::sgf
