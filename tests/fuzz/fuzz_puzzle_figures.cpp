// libFuzzer target: a saved `puzzle check --json` output read back for the puzzle book
// (formats/json/puzzle_check_figures.h). Invariant: never throws; a line that gives no
// figures gives an error naming its line instead, so no input gives more figures and
// errors together than it has lines.
#include <algorithm>
#include <cstdint>
#include <string_view>

#include "formats/json/puzzle_check_figures.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const skald::json::PuzzleFiguresRead read = skald::json::read_puzzle_figures(text, "in");
  const std::size_t lines =
      static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
  if (read.by_file.size() + read.errors.size() > lines) __builtin_trap();
  for (const std::string& error : read.errors)
    if (!error.starts_with("in:")) __builtin_trap();
  return 0;
}
