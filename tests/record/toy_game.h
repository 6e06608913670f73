#pragma once

// ToyGame: a tiny take-away game that implements the game interface, so the record tests
// never wait for tafl.
//
// Rules text: `toy pile:<N>` (N stones, side 0 moves first). Position text:
// `pile:<N> side:<S>`. A move takes 1, 2 or 3 stones: `1`, `2`, `3`; `b1`, `b2`, `b3` take
// as many and the same side moves again (like a berserk continuation; allowed only while
// at least 2 stones would remain). A written suffix `+` claims that the move leaves a
// multiple of 4 stones; a wrong claim (or a missing one) is a warning, like the captures
// of a sloppy tafl record. Whoever takes the last stone wins.
//
// Its board picture is a hexagon of hexagons (the non-square board of the conformance
// suite), just large enough for the rules' pile (or a larger pile set up from a position):
// the stones fill the cells in order of their ids, and the stones the last move took are
// marked `captured`.

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "skald/game/board_grids.h"
#include "skald/game/game.h"

namespace skald::test {

/// The number after `key` in a toy game's rules or position text (`pile:12`); false when
/// there is none. Stops at 6 digits, so no text can overflow it.
inline bool read_toy_number(std::string_view text, std::string_view key, int& out) {
  const auto at = text.find(key);
  if (at == std::string_view::npos) return false;
  std::size_t i = at + key.size();
  if (i >= text.size() || text[i] < '0' || text[i] > '9') return false;
  int value = 0;
  for (int digits = 0; i < text.size() && text[i] >= '0' && text[i] <= '9' && digits < 6; ++digits)
    value = value * 10 + (text[i++] - '0');
  out = value;
  return true;
}

/// A picture of `pile` stones of nobody ("o", "●") on the first cells of `board`.
inline game::BoardPicture toy_stones_picture(game::BoardPicture board, int pile) {
  for (int id = 0; id < pile && id < static_cast<int>(board.cells.size()); ++id)
    board.pieces.push_back({id, -1, "stone", "o", "\u25CF", std::nullopt});
  return board;
}

class ToyState : public game::GameState {
 public:
  /// A pile drawn on a board with room for `board_stones` stones (at least the pile).
  ToyState(int pile, int side, int board_stones)
      : pile_(pile), side_(side), board_stones_(std::max(board_stones, pile)) {}

  std::unique_ptr<game::GameState> clone() const override {
    return std::make_unique<ToyState>(*this);
  }
  int side_to_move() const override { return side_; }

  game::PlayResult play(std::string_view text) override {
    game::PlayResult result;
    std::string_view body = text;
    bool claims_plus = false;
    if (!body.empty() && body.back() == '+') {
      claims_plus = true;
      body.remove_suffix(1);
    }
    bool again = false;
    if (!body.empty() && body.front() == 'b') {
      again = true;
      body.remove_prefix(1);
    }
    if (body.size() != 1 || body[0] < '1' || body[0] > '3') {
      result.diagnostics.error(
          {}, "move \"" + std::string(text) + "\": expected 1, 2 or 3, optionally prefixed by b");
      return result;
    }
    const int take = body[0] - '0';
    if (take > pile_ || (again && pile_ - take < 2)) {
      result.diagnostics.error({}, "move \"" + std::string(text) + "\" is illegal here");
      return result;
    }
    pile_ -= take;
    last_take_ = take;
    const bool plus = pile_ % 4 == 0;
    result.ok = true;
    result.canonical = std::string(again ? "b" : "") + std::to_string(take) + (plus ? "+" : "");
    if (plus != claims_plus) {
      result.diagnostics.warning({}, "move \"" + std::string(text) + "\": written as " +
                                         std::string(text) + ", the game says " + result.canonical);
    }
    result.same_side_moves_again = again;
    if (!again) side_ = 1 - side_;
    return result;
  }

  std::vector<std::string> legal_moves() const override {
    std::vector<std::string> moves;
    // In canonical text: with the `+` a move that leaves a multiple of 4 is written with.
    for (int take = 1; take <= 3 && take <= pile_; ++take) {
      const std::string plus = (pile_ - take) % 4 == 0 ? "+" : "";
      moves.push_back(std::to_string(take) + plus);
      if (pile_ - take >= 2) moves.push_back("b" + std::to_string(take) + plus);
    }
    std::sort(moves.begin(), moves.end());
    return moves;
  }

  game::Outcome outcome() const override {
    if (pile_ > 0) return {};
    // The side that took the last stone is the one not to move (no continuation at 0).
    return game::Outcome::won_by(1 - side_, 2, "took the last stone");
  }
  std::string position_text() const override {
    return "pile:" + std::to_string(pile_) + " side:" + std::to_string(side_);
  }
  game::BoardPicture board_picture() const override {
    int radius = 0;  // a hexagon of radius r has 3r(r + 1) + 1 cells
    while (3 * radius * (radius + 1) + 1 < board_stones_)
      ++radius;
    game::BoardPicture picture = toy_stones_picture(game::hex_grid_picture(radius), pile_);
    for (int id = pile_; id < pile_ + last_take_; ++id)
      picture.marks.push_back({id, game::CellMarkKind::captured});
    return picture;
  }

 private:
  int pile_;
  int side_;
  int board_stones_;
  int last_take_ = 0;
};

class ToyGame : public game::Game {
 public:
  std::string name() const override { return "toy"; }
  std::string side_name(int side) const override { return side == 0 ? "first" : "second"; }
  bool accepts_rules(std::string_view rules) const override { return rules.starts_with("toy "); }

  using game::Game::start_state;
  std::unique_ptr<game::GameState> start_state(std::string_view rules,
                                               std::optional<std::string_view> position,
                                               std::optional<int> side_to_move,
                                               Diagnostics& diagnostics) const override {
    int pile = 0;
    if (!read_toy_number(rules, "pile:", pile)) {
      diagnostics.error({}, "toy rules \"" + std::string(rules) + "\": expected pile:<N>");
      return nullptr;
    }
    const int rules_pile = pile;
    int side = 0;
    if (position) {
      if (!read_toy_number(*position, "pile:", pile) ||
          !read_toy_number(*position, "side:", side) || side < 0 || side > 1) {
        diagnostics.error(
            {}, "toy position \"" + std::string(*position) + "\": expected pile:<N> side:<0|1>");
        return nullptr;
      }
    }
    if (side_to_move) side = *side_to_move;
    return std::make_unique<ToyState>(pile, side, rules_pile);
  }
};

}  // namespace skald::test
