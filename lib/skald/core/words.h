#pragma once

// split_words(): the words of a line separated by blanks (spaces and tabs), with where
// each starts, for the small text protocols and rules strings that are read word by word.

#include <string_view>
#include <vector>

namespace skald {

struct Word {
  std::string_view text;
  std::size_t offset = 0;  // of its first character in the line
};

inline std::vector<Word> split_words(std::string_view line) {
  std::vector<Word> out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
      ++i;
    const std::size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t')
      ++i;
    if (i > start) out.push_back({line.substr(start, i - start), start});
  }
  return out;
}

}  // namespace skald
