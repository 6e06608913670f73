#include "skald/ropasci/ropasci_game.h"

#include <algorithm>

#include "skald/core/excerpt.h"
#include "skald/core/words.h"
#include "skald/ropasci/notation.h"
#include "skald/ropasci/ropasci_analyser.h"

namespace skald::ropasci {
namespace {

const char* side_word(int side) {
  return side == kUpper ? "upper" : "lower";
}

game::Outcome outcome_of(const GameEnd& end) {
  if (!end.over()) return {};
  if (end.winner < 0) return game::Outcome::drawn(kSides, end_reason_text(end));
  return game::Outcome::won_by(end.winner, kSides, end_reason_text(end));
}

class RopasciState final : public game::GameState {
 public:
  explicit RopasciState(Game360 game) : game_(std::move(game)) {}

  std::unique_ptr<game::GameState> clone() const override {
    return std::make_unique<RopasciState>(*this);
  }
  int side_to_move() const override { return game::kEverySide; }
  const Game360& game() const { return game_; }

  game::PlayResult play(std::string_view text) override {
    game::PlayResult result;
    const std::string quoted = "`" + excerpt(text) + "`";
    if (game_.over()) {
      result.diagnostics.error({}, "turn " + quoted + " after the end of the game (" +
                                       end_reason_text(game_.end()) + ")");
      return result;
    }
    const JointSplit split = split_joint(text);
    if (!split.error.empty()) {
      result.diagnostics.error({}, split.error);
      return result;
    }
    Action actions[kSides];
    for (int side = 0; side < kSides; ++side) {
      const std::string_view part = side == kUpper ? split.upper : split.lower;
      const ActionParse parsed = parse_action(part);
      if (!parsed.action) {
        result.diagnostics.error({}, std::string(side_word(side)) + "'s action " + parsed.error);
        return result;
      }
      const ActionResolution resolved = resolve_action(game_.board(), side, *parsed.action);
      if (!resolved.action) {
        result.diagnostics.error({}, std::string(side_word(side)) + "'s action `" +
                                         std::string(part) + "` is illegal: " + resolved.error);
        return result;
      }
      actions[side] = *resolved.action;
    }
    game_.play(actions[kUpper], actions[kLower]);
    result.ok = true;
    result.canonical = joint_text(actions[kUpper], actions[kLower]);
    return result;
  }

  std::vector<std::string> legal_moves() const override {
    if (game_.over()) return {};
    const std::vector<std::string> upper = legal_moves_of(kUpper);
    const std::vector<std::string> lower = legal_moves_of(kLower);
    // No action's text is a prefix of another's, so pairs of sorted lists come sorted.
    std::vector<std::string> out;
    out.reserve(upper.size() * lower.size());
    for (const std::string& a : upper)
      for (const std::string& b : lower)
        out.push_back(a + "/" + b);
    return out;
  }

  std::vector<std::string> legal_moves_of(int side) const override {
    if (game_.over() || side < 0 || side >= kSides) return {};
    ActionList actions;
    game_.board().legal_actions(side, actions);
    std::vector<std::string> out;
    out.reserve(static_cast<std::size_t>(actions.size()));
    for (const Action& a : actions)
      out.push_back(action_text(side, a));
    std::sort(out.begin(), out.end());
    return out;
  }

  game::Outcome outcome() const override { return outcome_of(game_.end()); }
  std::string position_text() const override { return ropasci::position_text(game_.board()); }
  game::BoardPicture board_picture() const override { return ropasci_picture(game_); }

  std::uint64_t count_lines(int depth) const override { return joint_perft(game_, depth); }

  std::vector<std::pair<std::string, std::uint64_t>> count_lines_per_move(
      int depth) const override {
    std::vector<std::pair<std::string, std::uint64_t>> out;
    if (depth <= 0 || game_.over()) return out;
    ActionList upper, lower;
    game_.board().legal_actions(kUpper, upper);
    game_.board().legal_actions(kLower, lower);
    for (const Action& a : upper) {
      for (const Action& b : lower) {
        Game360 next = game_;
        next.play(a, b);
        out.emplace_back(joint_text(a, b), joint_perft(next, depth - 1));
      }
    }
    return out;
  }

  std::optional<std::uint64_t> count_lines_of(int side, int depth) const override {
    if (side < 0 || side >= kSides) return std::nullopt;
    return side_perft(game_.board(), side, depth);
  }

 private:
  Game360 game_;
};

bool is_ropasci_rules(std::string_view rules_text) {
  const std::vector<Word> words = split_words(rules_text);
  return !words.empty() && words.front().text == kRulesText;
}

class RopasciGame final : public game::Game {
 public:
  std::string name() const override { return kRulesText; }
  game::GameShape shape() const override { return {kSides, game::Dynamics::simultaneous}; }
  std::string side_name(int side) const override {
    if (side == game::kEverySide) return "both";
    return side == kUpper || side == kLower ? side_word(side) : "?";
  }
  bool accepts_rules(std::string_view rules_text) const override {
    return is_ropasci_rules(rules_text);
  }
  std::vector<game::NamedRules> variants() const override {
    return {
        {kRulesText, kRulesText, "RoPaSci 360 (COMP30024 2021): simultaneous turns on 61 hexes"}};
  }
  bool position_names_side_to_move() const override { return true; }
  std::unique_ptr<game::Analyser> make_analyser() const override { return make_ropasci_analyser(); }
  game::BenchPlan bench_plan(game::BenchList list) const override {
    (void)list;
    return {};
  }

  game::RulesReading read_rules(std::string_view rules_text,
                                const SourceLocation& where) const override {
    game::RulesReading reading;
    const std::vector<Word> words = split_words(rules_text);
    if (words.empty() || words.front().text != kRulesText) {
      reading.diagnostics.error(where, "expected the rules text `ropasci360`");
      return reading;
    }
    for (std::size_t i = 1; i < words.size(); ++i) {
      SourceLocation at = where;
      if (at.column > 0) at.column += static_cast<int>(words[i].offset);
      reading.diagnostics.error(at, "unknown rules word `" + excerpt(words[i].text) +
                                        "`: RoPaSci 360 has one rule set, `ropasci360`");
    }
    if (reading.diagnostics.has_errors()) return reading;
    reading.usable = true;
    reading.canonical = kRulesText;
    reading.explanation =
        "RoPaSci 360: two players, Upper and Lower, on a hexagon of 61 hexes\n"
        "both players act at once each turn: a throw, a slide or a swing\n"
        "at most 9 throws each; the n-th lands in the first n rows from the thrower's edge\n"
        "tokens sharing a hex battle: rock beats scissors, scissors paper, paper rock; all "
        "three together are all defeated\n"
        "the game ends when a side is out of tokens and throws, on invincible tokens, on the "
        "third occurrence of a configuration, or after 360 turns\n";
    return reading;
  }

  using game::Game::start_state;
  std::unique_ptr<game::GameState> start_state(std::string_view rules_text,
                                               std::optional<std::string_view> position_text,
                                               std::optional<int> side_to_move,
                                               Diagnostics& diagnostics) const override {
    const game::RulesReading rules = read_rules(rules_text, {});
    if (!rules.usable) {
      diagnostics.append(rules.diagnostics);
      return nullptr;
    }
    if (side_to_move && *side_to_move != game::kEverySide) {
      diagnostics.error({}, "RoPaSci 360 has no side to move: both sides act at once");
      return nullptr;
    }
    Board board;
    if (position_text) {
      PositionParse parsed = parse_position(*position_text);
      diagnostics.append(parsed.diagnostics);
      if (!parsed.board) return nullptr;
      board = *parsed.board;
    }
    return std::make_unique<RopasciState>(Game360(board));
  }
};

}  // namespace

std::unique_ptr<game::Game> make_ropasci_game() {
  return std::make_unique<RopasciGame>();
}

const Game360* ropasci_game_of(const game::GameState& state) {
  const auto* s = dynamic_cast<const RopasciState*>(&state);
  return s == nullptr ? nullptr : &s->game();
}

}  // namespace skald::ropasci
