#include "skald/core/position_fields.h"

#include <charconv>

namespace skald {

std::optional<int> side_of_letter(std::string_view letters, char letter) {
  const std::size_t at = letters.find(letter);
  if (at == std::string_view::npos) return std::nullopt;
  return static_cast<int>(at);
}

std::string letter_list(std::string_view letters, int count) {
  std::string out;
  for (int p = 0; p < count; ++p)
    out += std::string(out.empty() ? "" : ", ") + letters[static_cast<std::size_t>(p)];
  return out;
}

std::optional<int> whole_number(std::string_view field) {
  int value = 0;
  const auto [end, error] = std::from_chars(field.data(), field.data() + field.size(), value);
  if (error != std::errc{} || end != field.data() + field.size() || value < 0) return std::nullopt;
  return value;
}

PositionFields read_position_fields(std::string_view text, std::size_t from,
                                    std::string_view letters, int players, std::size_t most,
                                    std::string_view last) {
  PositionFields out;
  const auto fail = [&](std::size_t at, std::string message) {
    out.error = std::move(message);
    out.error_at = at;
    return std::move(out);
  };
  std::size_t i = from;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ')
      ++i;
    if (i >= text.size()) break;
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ')
      ++i;
    if (out.fields.size() == most) return fail(start, "unexpected text after " + std::string(last));
    out.fields.push_back({text.substr(start, i - start), start});
  }
  if (out.fields.empty()) return fail(text.size(), "expected the side to move after the board");
  const std::string_view side = out.fields[0].text;
  const std::optional<int> named =
      side.size() == 1 ? side_of_letter(letters, side[0]) : std::nullopt;
  if (!named || *named >= players)
    return fail(out.fields[0].offset,
                "the side to move must be one of " + letter_list(letters, players));
  out.side = *named;
  return out;
}

}  // namespace skald
