#include "skald/ataxx/rules.h"

#include <vector>

#include "skald/core/excerpt.h"
#include "skald/core/words.h"

namespace skald::ataxx {
namespace {

/// A word of the rules and its column (from 1).
struct Word {
  std::string_view text;
  int column = 1;
};

std::vector<Word> words_of(std::string_view text) {
  std::vector<Word> out;
  for (const skald::Word& w : split_words(text))
    out.push_back({w.text, static_cast<int>(w.offset) + 1});
  return out;
}

}  // namespace

bool names_ataxx_rules(std::string_view text) {
  const std::vector<Word> words = words_of(text);
  return !words.empty() && (words[0].text == "ataxx" || words[0].text == "spot");
}

RulesParse parse_rules(std::string_view text) {
  RulesParse out;
  const std::vector<Word> words = words_of(text);
  if (words.empty() || (words[0].text != "ataxx" && words[0].text != "spot")) {
    out.diagnostics.error({"", 1, words.empty() ? 1 : words[0].column},
                          "rules: expected `ataxx` or `spot` first");
    return out;
  }
  AtaxxRules rules;
  rules.set = words[0].text == "ataxx" ? RuleSet::ataxx : RuleSet::spot;
  bool corner_given = false;
  int corner_column = 0;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const Word& w = words[i];
    const std::size_t colon = w.text.find(':');
    const std::string_view key = w.text.substr(0, colon);
    const std::string_view value =
        colon == std::string_view::npos ? std::string_view{} : w.text.substr(colon + 1);
    const SourceLocation where{"", 1, w.column};
    if (key == "players") {
      if (value.size() != 1 || value[0] < '2' || value[0] > '4') {
        out.diagnostics.error(where,
                              "rules: players must be 2, 3 or 4, not `" + excerpt(value) + "`");
        return out;
      }
      rules.players = value[0] - '0';
    } else if (key == "corner") {
      if (value != "left" && value != "right") {
        out.diagnostics.error(where,
                              "rules: corner must be left or right, not `" + excerpt(value) + "`");
        return out;
      }
      rules.corner = value == "left" ? LowerCorner::left : LowerCorner::right;
      corner_given = true;
      corner_column = w.column;
    } else {
      out.diagnostics.warning(
          where, "rules: unknown key `" + excerpt(key) + "` ignored (known: players, corner)");
    }
  }
  if (rules.set == RuleSet::ataxx && rules.players != 2) {
    out.diagnostics.error({"", 1, 1}, "rules: ataxx is a two-player game; use `spot players:" +
                                          std::to_string(rules.players) + "`");
    return out;
  }
  if (corner_given && rules.players != 3)
    out.diagnostics.warning({"", 1, corner_column},
                            "rules: corner only matters with 3 players; ignored");
  if (rules.players != 3) rules.corner = LowerCorner::right;
  out.rules = rules;
  return out;
}

std::string serialise_rules(const AtaxxRules& rules) {
  if (rules.set == RuleSet::ataxx) return "ataxx";
  std::string out = "spot players:" + std::to_string(rules.players);
  if (rules.players == 3)
    out += rules.corner == LowerCorner::left ? " corner:left" : " corner:right";
  return out;
}

std::string explain_rules(const AtaxxRules& rules) {
  std::string out;
  const std::string n = std::to_string(rules.players);
  out += rules.set == RuleSet::ataxx ? "Ataxx (libataxx's rules), 2 players: x, then o.\n"
                                     : "Spot, " + n + " players in turn: " +
                                           std::string(rules.players == 2   ? "x, o"
                                                       : rules.players == 3 ? "x, o, y"
                                                                            : "x, o, y, z") +
                                           ".\n";
  out += "Board: 7x7; `-` squares of a position are gaps no stone may enter.\n";
  out += "Start: " + start_board(rules) + " (rank 7 first).\n";
  out +=
      "A move clones a stone to an empty neighbouring square (written by the target, f2) or "
      "jumps a stone to an empty square two away (g1e3).\n";
  out += "Every opponent stone next to the target turns to the mover.\n";
  if (rules.set == RuleSet::ataxx) {
    out += "A side with no move passes (0000) while the game goes on.\n";
    out +=
        "The game ends when a side has no stones or no empty square is within reach: more "
        "stones wins, equal draws.\n";
    out += "100 half-moves without a clone draw, unless the game also ended the other ways.\n";
  } else {
    out += "A player with no stones or no move is skipped.\n";
    out +=
        "The game ends when no player can move or one colour is left: the most stones is "
        "first, a shared majority a shared first place.\n";
  }
  return out;
}

std::string start_board(const AtaxxRules& rules) {
  if (rules.players == 2) return "x5o/7/7/7/7/7/o5x";
  if (rules.players == 4) return "x5o/7/7/7/7/7/z5y";
  return rules.corner == LowerCorner::left ? "x5o/7/7/7/7/7/y6" : "x5o/7/7/7/7/7/6y";
}

}  // namespace skald::ataxx
