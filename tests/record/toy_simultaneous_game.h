#pragma once

// ToySimultaneousGame: a race in which both sides move at once, to prove that records,
// replay and turn numbering carry simultaneous turns (as RoPaSci 360 will need).
//
// Rules text: `toysim target:<N>`. Every turn both sides secretly choose 1, 2 or 3 and add
// it to their own total; the joint move is written `<first>/<second>` (`2/3`). When a total
// reaches the target the game ends: the higher total wins, equal totals draw. Position
// text: `first:<A> second:<B>`.
//
// Its board picture is the race track: a square grid of target + 1 columns and a row per
// side, each side's runner on the column of its total (the target column once past it),
// the last joint move's starts and ends marked.

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "record/toy_game.h"
#include "skald/game/board_grids.h"
#include "skald/game/game.h"

namespace skald::test {

class ToySimultaneousState : public game::GameState {
 public:
  ToySimultaneousState(int target, int first, int second)
      : target_(target), totals_{first, second} {}

  std::unique_ptr<game::GameState> clone() const override {
    return std::make_unique<ToySimultaneousState>(*this);
  }
  int side_to_move() const override { return game::kEverySide; }

  game::PlayResult play(std::string_view text) override {
    game::PlayResult result;
    const bool shaped = text.size() == 3 && text[1] == '/' && text[0] >= '1' && text[0] <= '3' &&
                        text[2] >= '1' && text[2] <= '3';
    if (!shaped) {
      result.diagnostics.error(
          {}, "move \"" + std::string(text) + "\": expected a joint move such as 2/3");
      return result;
    }
    if (over()) {
      result.diagnostics.error({}, "move \"" + std::string(text) + "\": the race is over");
      return result;
    }
    last_totals_[0] = totals_[0];
    last_totals_[1] = totals_[1];
    moved_ = true;
    totals_[0] += text[0] - '0';
    totals_[1] += text[2] - '0';
    result.ok = true;
    result.canonical = std::string(text);
    return result;
  }

  std::vector<std::string> legal_moves() const override {
    std::vector<std::string> moves;
    if (over()) return moves;
    for (char a = '1'; a <= '3'; ++a)
      for (char b = '1'; b <= '3'; ++b)
        moves.push_back(std::string{a, '/', b});
    return moves;
  }
  std::vector<std::string> legal_moves_of(int side) const override {
    if (over() || side < 0 || side > 1) return {};
    return {"1", "2", "3"};
  }

  game::Outcome outcome() const override {
    if (!over()) return {};
    if (totals_[0] == totals_[1]) return game::Outcome::drawn(2, "equal totals");
    return game::Outcome::won_by(totals_[0] > totals_[1] ? 0 : 1, 2, "higher total");
  }
  std::string position_text() const override {
    return "first:" + std::to_string(totals_[0]) + " second:" + std::to_string(totals_[1]);
  }
  game::BoardPicture board_picture() const override {
    const int columns = std::max(target_, 0) + 1;
    game::BoardPicture track = game::square_grid_picture(columns, 2);
    const auto cell = [columns](int side, int total) {
      return side * columns + std::clamp(total, 0, columns - 1);
    };
    for (int side = 0; side < 2; ++side) {
      track.pieces.push_back(
          {cell(side, totals_[side]), side, "runner", side == 0 ? "f" : "s", "", std::nullopt});
      if (moved_) {
        track.marks.push_back(
            {cell(side, last_totals_[side]), game::CellMarkKind::move_origin, side});
        track.marks.push_back(
            {cell(side, totals_[side]), game::CellMarkKind::move_destination, side});
      }
    }
    return track;
  }

 private:
  bool over() const { return totals_[0] >= target_ || totals_[1] >= target_; }

  int target_;
  int totals_[2];
  int last_totals_[2] = {0, 0};
  bool moved_ = false;
};

class ToySimultaneousGame : public game::Game {
 public:
  std::string name() const override { return "toysim"; }
  game::GameShape shape() const override { return {2, game::Dynamics::simultaneous}; }
  std::string side_name(int side) const override { return side == 0 ? "first" : "second"; }
  bool accepts_rules(std::string_view rules) const override { return rules.starts_with("toysim "); }

  using game::Game::start_state;
  std::unique_ptr<game::GameState> start_state(std::string_view rules,
                                               std::optional<std::string_view> position,
                                               std::optional<int> /*side_to_move*/,
                                               Diagnostics& diagnostics) const override {
    int target = 0, first = 0, second = 0;
    if (!read_toy_number(rules, "target:", target) ||
        (position && (!read_toy_number(*position, "first:", first) ||
                      !read_toy_number(*position, "second:", second)))) {
      diagnostics.error({},
                        "toysim: expected rules `toysim target:<N>` and position "
                        "`first:<A> second:<B>`");
      return nullptr;
    }
    return std::make_unique<ToySimultaneousState>(target, first, second);
  }
};

}  // namespace skald::test
