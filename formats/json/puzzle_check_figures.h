#pragma once

// Reading back what `skald puzzle check --json` wrote (one JSON object a line,
// formats/json/README.md), for whoever needs a collection's grades and themes without
// proving every puzzle again (`skald html --collection --figures`). Only the verdict and
// the measures' grade and themes are read; other members are left alone.

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace skald::json {

/// One record's figures.
struct PuzzleFigures {
  std::string verdict;  // "sound", "flawed", ...
  /// Empty when the puzzle was not measured (not a proved win).
  std::string grade;
  std::vector<std::string> themes;
};

struct PuzzleFiguresRead {
  /// By the record's file as the check named it.
  std::map<std::string, PuzzleFigures> by_file;
  /// `source:line: what is wrong`, for lines that are no check report; the rest are read.
  std::vector<std::string> errors;
};

/// The figures of every report in `text` (the output of `puzzle check --json`), `source`
/// naming it in errors. Never throws.
PuzzleFiguresRead read_puzzle_figures(std::string_view text, const std::string& source);

}  // namespace skald::json
