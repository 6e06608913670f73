#pragma once

// `skald html`: the options of both forms, one record as one page (cmd_html.cpp) and a
// folder of puzzle records as a puzzle book (html_collection.cpp).

#include <cstdint>
#include <string>

#include "formats/html/puzzle_view.h"
#include "skald/puzzle/puzzle_check.h"

namespace skald::cli {

struct HtmlCommand {
  std::string file;
  std::string output;
  std::string title;
  std::string dialect;
  std::string encoding;
  bool no_engine = false;
  int depth = html::PuzzleViewOptions{}.reply_limits.depth;
  std::uint64_t max_nodes = html::PuzzleViewOptions{}.proof_max_nodes;
  int max_moves = html::PuzzleViewOptions{}.unbounded_moves;
  // The puzzle book (--collection).
  std::string collection;
  /// A `puzzle check --json` output to take grades and themes from instead of proving.
  std::string figures;
  /// Node limit of each proof that grades a puzzle (as `puzzle check --max-nodes`).
  std::uint64_t check_nodes = puzzle::CheckOptions{}.max_nodes;
  bool force = false;
};

/// Writes the puzzle book of `c.collection` into `c.output` (formats/html/puzzle_book.h);
/// the exit status.
int run_html_collection(const HtmlCommand& c);

}  // namespace skald::cli
