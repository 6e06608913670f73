#pragma once

// The parts of a Game and its GameState that are the same for every game played in turn on
// a position type of its own with make/unmake and a ranked end (Ataxx and Spot, the
// Octagon Theory). A game derives its state from PositionState and its Game from
// PlayersGame and writes only what is its own: its move notation, why a move is illegal,
// what the last move leaves on the board picture, its rules, variants and start positions.

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "skald/core/excerpt.h"
#include "skald/game/game.h"
#include "skald/game/rules_checks.h"

namespace skald::game {

/// The GameState of a game over `Position` (CRTP: `Derived` is the game's state). The
/// position has side_to_move(), generate_moves(MoveList&), is_legal(move), make(move),
/// unmake(), forget_history(), game_over() and end() with over(), places and reason, and
/// beside it end_reason_text(reason) and perft_bulk(position&, depth). `Derived` gives:
///
///   parse_move(text) const            // .move (optional) and .error, as the game reads it
///   static move_text(position, move)  // the move's canonical text in `position`
///   why_illegal(move) const           // what is wrong with a move read but not legal
///   make_move(move)                   // makes a legal move, noting what it needs of it
template <class Derived, class Position, class MoveList>
class PositionState : public GameState {
 public:
  explicit PositionState(Position position) : position_(std::move(position)) {}

  std::unique_ptr<GameState> clone() const override {
    return std::make_unique<Derived>(static_cast<const Derived&>(*this));
  }
  int side_to_move() const override { return position_.side_to_move(); }
  const Position& position() const { return position_; }

  PlayResult play(std::string_view move_text) override {
    PlayResult result;
    const auto parsed = self().parse_move(move_text);
    if (!parsed.move) {
      result.diagnostics.error({},
                               "cannot read move `" + excerpt(move_text) + "`: " + parsed.error);
      return result;
    }
    if (position_.game_over()) {
      result.diagnostics.error({}, "move `" + excerpt(move_text) + "` after the end of the game (" +
                                       end_reason_text(position_.end().reason) + ")");
      return result;
    }
    if (!position_.is_legal(*parsed.move)) {
      result.diagnostics.error(
          {}, "illegal move `" + excerpt(move_text) + "`: " + self().why_illegal(*parsed.move));
      return result;
    }
    const int mover = position_.side_to_move();
    self().make_move(*parsed.move);
    position_.forget_history();  // a state never unmakes: clones stay small
    result.ok = true;
    result.canonical = Derived::move_text(position_, *parsed.move);
    // A side without a move may be skipped: the same side may move again.
    result.same_side_moves_again = !position_.game_over() && position_.side_to_move() == mover;
    return result;
  }

  std::vector<std::string> legal_moves() const override {
    MoveList moves;
    position_.generate_moves(moves);
    std::vector<std::string> out;
    out.reserve(static_cast<std::size_t>(moves.size()));
    for (const auto& m : moves)
      out.push_back(Derived::move_text(position_, m));
    std::sort(out.begin(), out.end());
    return out;
  }

  Outcome outcome() const override {
    const auto end = position_.end();
    if (!end.over()) return {};
    return Outcome::ranked(end.places, end_reason_text(end.reason));
  }

  std::uint64_t count_lines(int depth) const override {
    Position copy = position_;
    return perft_bulk(copy, depth);
  }

  std::vector<std::pair<std::string, std::uint64_t>> count_lines_per_move(
      int depth) const override {
    std::vector<std::pair<std::string, std::uint64_t>> out;
    if (depth <= 0) return out;
    Position copy = position_;
    MoveList moves;
    copy.generate_moves(moves);
    for (const auto& m : moves) {
      copy.make(m);
      out.emplace_back(Derived::move_text(copy, m), perft_bulk(copy, depth - 1));
      copy.unmake();
    }
    return out;
  }

 protected:
  Position position_;

 private:
  const Derived& self() const { return static_cast<const Derived&>(*this); }
  Derived& self() { return static_cast<Derived&>(*this); }
};

/// A Game of a number of sides fixed when it is made, moving in turn, each named by one
/// letter of `letters` (x, o, y, z), whose rules text says how many play and whose position
/// text names the side to move (CRTP: `Derived` is the game). It reads rules with `parse`
/// (the game's parse_rules, rules_checks.h), takes those `names_rules` says name the game
/// (usable or not) for its player count, and checks the player count and side to move as
/// rules_checks.h says; `Derived` gives
///
///   start_from(rules, position_text, side_to_move, diagnostics) const
///
/// the start state of rules that fit, with side_to_move (when given) among its sides.
template <class Derived, class RulesParse, RulesParse (*parse)(std::string_view),
          bool (*names_rules)(std::string_view)>
class PlayersGame : public Game {
 public:
  PlayersGame(int players, std::string_view letters) : players_(players), letters_(letters) {}

  GameShape shape() const override { return {players_, Dynamics::sequential}; }
  std::string side_name(int side) const override {
    return side >= 0 && side < players_ ? std::string(1, letters_[static_cast<std::size_t>(side)])
                                        : "?";
  }
  bool accepts_rules(std::string_view rules_text) const override {
    return names_rules(rules_text) && players_asked(parse(rules_text)) == players_;
  }
  bool position_names_side_to_move() const override { return true; }
  RulesReading read_rules(std::string_view rules_text, const SourceLocation& where) const override {
    return rules_reading(parse(rules_text), where);
  }

  using Game::start_state;
  std::unique_ptr<GameState> start_state(std::string_view rules_text,
                                         std::optional<std::string_view> position_text,
                                         std::optional<int> side_to_move,
                                         Diagnostics& diagnostics) const override {
    const RulesParse parsed = parse(rules_text);
    const auto* rules = start_rules_or_null(*this, parsed, rules_text, side_to_move, diagnostics);
    if (rules == nullptr) return nullptr;
    return static_cast<const Derived&>(*this).start_from(*rules, position_text, side_to_move,
                                                         diagnostics);
  }

 protected:
  int players_;

 private:
  std::string_view letters_;
};

}  // namespace skald::game
