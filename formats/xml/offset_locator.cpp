#include "formats/xml/offset_locator.h"

#include <algorithm>

namespace skald::xml {

namespace {

/// Bytes between two counts of characters: the most a question counts one by one.
constexpr std::size_t kStep = 4096;

bool starts_character(char c) {
  return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
}

}  // namespace

OffsetLocator::OffsetLocator(std::string_view text, std::string file)
    : text_(text), file_(std::move(file)) {
  line_starts_.push_back(0);
  characters_at_.reserve(text.size() / kStep + 1);
  std::size_t characters = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (i % kStep == 0) characters_at_.push_back(characters);
    if (text[i] == '\n') line_starts_.push_back(i + 1);
    if (starts_character(text[i])) ++characters;
  }
}

std::size_t OffsetLocator::characters_before(std::size_t offset) const {
  if (characters_at_.empty()) return 0;
  const std::size_t step = std::min(offset / kStep, characters_at_.size() - 1);
  std::size_t characters = characters_at_[step];
  for (std::size_t i = step * kStep; i < offset; ++i)
    if (starts_character(text_[i])) ++characters;
  return characters;
}

SourceLocation OffsetLocator::at(std::ptrdiff_t offset) const {
  if (offset < 0) return {file_, 0, 0};
  const std::size_t end = std::min(static_cast<std::size_t>(offset), text_.size());
  // The last line that starts at or before `end`.
  const auto line = std::upper_bound(line_starts_.begin(), line_starts_.end(), end) - 1;
  const std::size_t column = characters_before(end) - characters_before(*line);
  return {file_, static_cast<int>(line - line_starts_.begin()) + 1, static_cast<int>(column) + 1};
}

}  // namespace skald::xml
