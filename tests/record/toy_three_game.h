#pragma once

// ToyThreeGame: the take-away game of toy_game.h for three players, to prove that records,
// replay and turn numbering do not assume two sides.
//
// Rules text: `toy3 pile:<N>` (N stones; sides 0, 1, 2 move in that order). Position text:
// `pile:<N> side:<S>`. A move takes 1, 2 or 3 stones (`1`, `2`, `3`); `b1`, `b2`, `b3`
// take as many and the same side moves again (allowed while at least 2 stones would
// remain). Whoever takes the last stone is first; the two others share the second place.
//
// Its board picture is a ring with a hole (shape `other`): the border of a square just
// large enough for the rules' pile (or a larger pile set up from a position), the stones on
// its first cells.

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

class ToyThreeState : public game::GameState {
 public:
  /// A pile drawn on a board with room for `board_stones` stones (at least the pile).
  ToyThreeState(int pile, int side, int board_stones)
      : pile_(pile), side_(side), board_stones_(std::max(board_stones, pile)) {}

  std::unique_ptr<game::GameState> clone() const override {
    return std::make_unique<ToyThreeState>(*this);
  }
  int side_to_move() const override { return side_; }

  game::PlayResult play(std::string_view text) override {
    game::PlayResult result;
    std::string_view body = text;
    const bool again = body.starts_with('b');
    if (again) body.remove_prefix(1);
    if (body.size() != 1 || body[0] < '1' || body[0] > '3') {
      result.diagnostics.error({}, "move \"" + std::string(text) + "\": expected 1, 2 or 3");
      return result;
    }
    const int take = body[0] - '0';
    if (take > pile_ || (again && pile_ - take < 2)) {
      result.diagnostics.error({}, "move \"" + std::string(text) + "\" is illegal here");
      return result;
    }
    pile_ -= take;
    last_mover_ = side_;
    result.ok = true;
    result.canonical = std::string(text);
    result.same_side_moves_again = again;
    if (!again) side_ = (side_ + 1) % 3;
    return result;
  }

  std::vector<std::string> legal_moves() const override {
    std::vector<std::string> moves;
    for (int take = 1; take <= 3 && take <= pile_; ++take)
      moves.push_back(std::to_string(take));
    for (int take = 1; take <= 3 && pile_ - take >= 2; ++take)
      moves.push_back("b" + std::to_string(take));
    return moves;  // digits sort before letters
  }

  game::Outcome outcome() const override {
    if (pile_ > 0) return {};
    std::vector<int> ranking(3, 2);
    ranking[static_cast<std::size_t>(last_mover_)] = 1;
    return game::Outcome::ranked(std::move(ranking), "took the last stone");
  }
  std::string position_text() const override {
    return "pile:" + std::to_string(pile_) + " side:" + std::to_string(side_);
  }
  game::BoardPicture board_picture() const override {
    int side = 3;  // the border of a side x side square has 4 (side - 1) cells
    while (4 * (side - 1) < board_stones_)
      ++side;
    game::BoardPicture ring = game::square_grid_picture(side, side);
    ring.shape = game::BoardShape::other;
    game::remove_cells(ring, [side](const game::Cell& c) {
      return c.column > 0 && c.column < side - 1 && c.row > 0 && c.row < side - 1;
    });
    return toy_stones_picture(std::move(ring), pile_);
  }

 private:
  int pile_;
  int side_;
  int board_stones_;
  int last_mover_ = -1;
};

class ToyThreeGame : public game::Game {
 public:
  std::string name() const override { return "toy3"; }
  game::GameShape shape() const override { return {3, game::Dynamics::sequential}; }
  std::string side_name(int side) const override {
    static constexpr const char* kNames[] = {"first", "second", "third"};
    return side >= 0 && side < 3 ? kNames[side] : "nobody";
  }
  bool accepts_rules(std::string_view rules) const override { return rules.starts_with("toy3 "); }

  using game::Game::start_state;
  std::unique_ptr<game::GameState> start_state(std::string_view rules,
                                               std::optional<std::string_view> position,
                                               std::optional<int> side_to_move,
                                               Diagnostics& diagnostics) const override {
    int rules_pile = 0;
    const bool rules_read = read_toy_number(rules, "pile:", rules_pile);
    int pile = rules_pile;
    int side = 0;
    if (!rules_read || (position && (!read_toy_number(*position, "pile:", pile) ||
                                     !read_toy_number(*position, "side:", side) || side > 2))) {
      diagnostics.error({},
                        "toy3: expected rules `toy3 pile:<N>` and position "
                        "`pile:<N> side:<0|1|2>`");
      return nullptr;
    }
    if (side_to_move) side = *side_to_move;
    return std::make_unique<ToyThreeState>(pile, side, rules_pile);
  }
};

}  // namespace skald::test
