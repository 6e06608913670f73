#include "skald/amazons/rules.h"

#include <utility>

#include "skald/core/excerpt.h"

namespace skald::amazons {

namespace {

/// The words of a rules text with the column (1-based) each starts at.
std::vector<std::pair<std::string_view, int>> words_of(std::string_view text) {
  std::vector<std::pair<std::string_view, int>> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
      ++i;
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ' && text[i] != '\t')
      ++i;
    if (i > start) out.emplace_back(text.substr(start, i - start), static_cast<int>(start) + 1);
  }
  return out;
}

}  // namespace

bool is_amazons_rules(std::string_view text) {
  const std::vector<std::pair<std::string_view, int>> words = words_of(text);
  return !words.empty() && words[0].first == "amazons";
}

RulesParse parse_rules(std::string_view text) {
  RulesParse out;
  const std::vector<std::pair<std::string_view, int>> words = words_of(text);
  if (words.empty() || words[0].first != "amazons") {
    out.diagnostics.error({"", 0, 1}, "rules: expected `amazons` first, as in `amazons size:10`");
    return out;
  }
  AmazonsRules rules;
  bool ok = true;
  for (std::size_t w = 1; w < words.size(); ++w) {
    const auto [word, column] = words[w];
    const std::size_t colon = word.find(':');
    const std::string_view key = word.substr(0, colon);
    const std::string_view value =
        colon == std::string_view::npos ? std::string_view{} : word.substr(colon + 1);
    const SourceLocation where{"", 0, column};
    if (key == "size") {
      if (value == "6" || value == "8" || value == "10") {
        rules.size = value == "6" ? 6 : value == "8" ? 8 : 10;
      } else {
        out.diagnostics.error(where, "rules: size `" + excerpt(value) +
                                         "` is not a board size of the game: 6, 8 or 10");
        ok = false;
      }
    } else if (key == "first") {
      if (value == "white" || value == "black") {
        rules.first = value == "white" ? kWhite : kBlack;
        rules.first_given = true;
      } else {
        out.diagnostics.error(
            where, "rules: first `" + excerpt(value) + "` is not a side: white or black");
        ok = false;
      }
    } else {
      out.diagnostics.warning(
          where, "rules: unknown key `" + excerpt(word) + "` ignored (known: size, first)");
    }
  }
  if (ok) out.rules = rules;
  return out;
}

std::string rules_text(const AmazonsRules& rules) {
  std::string text = "amazons size:" + std::to_string(rules.size);
  if (rules.first_given) text += rules.first == kWhite ? " first:white" : " first:black";
  return text;
}

std::string explain_rules(const AmazonsRules& rules) {
  const std::string n = std::to_string(rules.size);
  std::string text = std::string("The Game of the Amazons on ") + (rules.size == 8 ? "an " : "a ") +
                     n + "x" + n + " board, four amazons a side.\n";
  const auto list = [&](int side) {
    std::string squares;
    for (const auto& [column, row] : start_squares(rules.size, side))
      squares += (squares.empty() ? "" : " ") + std::string(1, static_cast<char>('a' + column)) +
                 std::to_string(row + 1);
    return squares;
  };
  text += "White starts on " + list(kWhite) + ", Black on " + list(kBlack) + ".\n";
  text += std::string(rules.first == kWhite ? "White" : "Black") + " moves first.\n";
  text +=
      "A move: one amazon moves as a chess queen (no jumping, no capture), then shoots an "
      "arrow from where it landed, as a queen moves; the square it left may be shot.\n";
  text += "Arrows stay for good; nothing moves onto or through them.\n";
  text += "The first player unable to move loses; there is no pass and no draw.\n";
  return text;
}

std::vector<std::pair<int, int>> start_squares(int size, int side) {
  // White's layout on the lower half; Black's is its mirror across the middle rank.
  std::vector<std::pair<int, int>> white;
  switch (size) {
    case 6:
      white = {{0, 1}, {1, 0}, {4, 0}, {5, 1}};
      break;
    case 8:
      white = {{0, 2}, {2, 0}, {5, 0}, {7, 2}};
      break;
    default:
      white = {{0, 3}, {3, 0}, {6, 0}, {9, 3}};
      break;
  }
  if (side == kWhite) return white;
  std::vector<std::pair<int, int>> black;
  for (const auto& [column, row] : white)
    black.emplace_back(column, size - 1 - row);
  return black;
}

}  // namespace skald::amazons
