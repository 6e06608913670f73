#include "skald/puzzle/goal.h"

#include <array>
#include <cctype>
#include <vector>

namespace skald::puzzle {

namespace {

/// A word of the text and the column (from 1) it starts at.
struct Word {
  std::string text;  // lower case
  int column = 0;
};

/// Splits at spaces and punctuation, keeping letters, digits and apostrophes.
std::vector<Word> words_of(std::string_view text) {
  std::vector<Word> words;
  std::size_t i = 0;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (std::isalnum(c) || c == '\'' || c == '-' || c >= 0x80) {
      Word w{"", static_cast<int>(i) + 1};
      while (i < text.size()) {
        const auto d = static_cast<unsigned char>(text[i]);
        if (!(std::isalnum(d) || d == '\'' || d == '-' || d >= 0x80)) break;
        w.text += static_cast<char>(std::tolower(d));
        ++i;
      }
      words.push_back(std::move(w));
    } else {
      ++i;
    }
  }
  return words;
}

constexpr std::array<std::string_view, 21> kNumbers = {
    "zero",     "one",     "two",     "three",     "four",     "five",     "six",
    "seven",    "eight",   "nine",    "ten",       "eleven",   "twelve",   "thirteen",
    "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"};
constexpr std::array<std::string_view, 21> kOrdinals = {
    "zeroth",     "first",     "second",    "third",       "fourth",     "fifth",      "sixth",
    "seventh",    "eighth",    "ninth",     "tenth",       "eleventh",   "twelfth",    "thirteenth",
    "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth"};

/// A count written in digits or as a word ("four"), or nothing.
std::optional<int> number_of(const std::string& word) {
  if (!word.empty() && word.size() <= 4 &&
      word.find_first_not_of("0123456789") == std::string::npos)
    return std::stoi(word);
  for (std::size_t n = 0; n < kNumbers.size(); ++n)
    if (word == kNumbers[n]) return static_cast<int>(n);
  return std::nullopt;
}

std::optional<int> ordinal_of(const std::string& word) {
  for (std::size_t n = 0; n < kOrdinals.size(); ++n)
    if (word == kOrdinals[n]) return static_cast<int>(n);
  // 6th, 21st...
  const std::size_t digits = word.find_first_not_of("0123456789");
  if (digits > 0 && digits != std::string::npos && digits <= 4 && word.size() == digits + 2)
    return std::stoi(word.substr(0, digits));
  return std::nullopt;
}

/// The side a word names: one of the game's side names, singular or plural, possessive
/// or not ("defender's", "defenders'"). Not Game::side_from_name(), which may take
/// abbreviations that are ordinary words in prose ("a"); a short word names a side only
/// when it is the side's whole name (Ataxx's `x` and `o`).
std::optional<int> side_of(std::string word, const game::Game& game) {
  if (word.size() >= 2 && word.compare(word.size() - 2, 2, "'s") == 0) word.resize(word.size() - 2);
  while (!word.empty() && word.back() == '\'')
    word.pop_back();
  for (int side = 0; side < game.shape().players; ++side)
    if (word == game.side_name(side)) return side;
  if (word.size() < 3) return std::nullopt;
  for (int side = 0; side < game.shape().players; ++side) {
    const std::string name = game.side_name(side);
    if (word == name || word + "s" == name || word == name + "s") return side;
  }
  return std::nullopt;
}

bool is_move_word(const std::string& w) {
  return w == "move" || w == "moves";
}

}  // namespace

GoalParse parse_goal(std::string_view text, const game::Game& game) {
  GoalParse out;
  const std::vector<Word> words = words_of(text);
  const int end_column = static_cast<int>(text.size()) + 1;
  auto fail = [&](std::size_t at, const std::string& expected) {
    out.goal.reset();
    out.column = at < words.size() ? words[at].column : end_column;
    const std::string got = at < words.size() ? "'" + words[at].text + "'" : "the end";
    out.error = "expected " + expected + ", got " + got;
    return out;
  };
  if (words.empty()) return fail(0, "a side (" + game.side_choices() + ")");
  const std::optional<int> side = side_of(words[0].text, game);
  if (!side) return fail(0, "a side (" + game.side_choices() + ")");
  Goal goal;
  goal.side = *side;
  std::size_t i = 1;
  const std::string verb = i < words.size() ? words[i].text : "";
  if (verb == "win" || verb == "wins") {
    goal.kind = Goal::Kind::win;
    ++i;
    if (i < words.size()) {
      if (words[i].text != "in") return fail(i, "'in N' or the end");
      ++i;
      const auto n = i < words.size() ? number_of(words[i].text) : std::nullopt;
      if (!n || *n < 1) return fail(i, "a number of moves, 1 or more");
      goal.moves = *n;
      ++i;
    }
  } else if (verb == "draw" || verb == "draws") {
    goal.kind = Goal::Kind::draw;
    ++i;
  } else if (verb == "hold" || verb == "holds") {
    goal.kind = Goal::Kind::hold;
    ++i;
    if (i >= words.size() || words[i].text != "for") return fail(i, "'for N'");
    ++i;
    const auto n = i < words.size() ? number_of(words[i].text) : std::nullopt;
    if (!n || *n < 1) return fail(i, "a number of moves, 1 or more");
    goal.moves = *n;
    ++i;
  } else {
    return fail(i, "'wins', 'draws' or 'holds'");
  }
  if (goal.moves && i < words.size() && is_move_word(words[i].text)) ++i;
  if (i < words.size()) return fail(i, "the end of the goal");
  out.goal = goal;
  return out;
}

std::string goal_text(const Goal& goal, const game::Game& game) {
  const std::string side = game.side_name(goal.side);
  switch (goal.kind) {
    case Goal::Kind::win:
      return side + " win" + (goal.moves ? " in " + std::to_string(*goal.moves) : "");
    case Goal::Kind::draw:
      return side + " draw";
    case Goal::Kind::hold:
      return side + " hold for " + std::to_string(goal.moves.value_or(1));
  }
  return side;
}

std::optional<Goal> goal_from_prose(std::string_view text, const game::Game& game,
                                    int side_to_move) {
  const std::vector<Word> words = words_of(text);
  std::optional<int> moves;
  for (std::size_t i = 0; i + 1 < words.size() && !moves; ++i) {
    if (words[i].text == "in") {
      // "in four moves", "in 4", "winning in two."
      const auto n = number_of(words[i + 1].text);
      const bool about_moves =
          i + 2 >= words.size() || is_move_word(words[i + 2].text) || i + 2 == words.size();
      if (n && *n >= 1 && (about_moves || i > 0)) moves = n;
    } else if (const auto n = ordinal_of(words[i + 1].text);
               n && *n >= 1 && i + 2 < words.size() && is_move_word(words[i + 2].text) &&
               (words[i].text.find('\'') != std::string::npos || words[i].text == "the")) {
      moves = n;  // "after the defender's sixth move"
    }
  }
  if (!moves) return std::nullopt;
  Goal goal;
  goal.kind = Goal::Kind::win;
  goal.moves = moves;
  goal.side = side_to_move;
  for (const Word& w : words) {
    if (const auto side = side_of(w.text, game)) {
      goal.side = *side;
      break;
    }
  }
  return goal;
}

}  // namespace skald::puzzle
