#pragma once

// The pieces of a turn of RoPaSci 360: the two sides, the three symbols, and one side's
// action (a throw, a slide or a swing). A turn is a joint action: Upper's and Lower's,
// chosen at the same time.

#include <array>
#include <cstdint>

#include "skald/ropasci/hex.h"

namespace skald::ropasci {

/// Sides as skald numbers them: Upper 0 (first in the referee's logs), Lower 1.
inline constexpr int kUpper = 0;
inline constexpr int kLower = 1;
inline constexpr int kSides = 2;
/// Each side may throw at most this many tokens in a game.
inline constexpr int kMaxThrows = 9;
/// The game is drawn after this many turns without a winner.
inline constexpr int kMaxTurns = 360;

enum class Symbol : std::uint8_t { rock, paper, scissors };
inline constexpr int kSymbols = 3;

constexpr int index_of(Symbol s) {
  return static_cast<int>(s);
}
constexpr Symbol symbol_at(int i) {
  return static_cast<Symbol>(i);
}
/// The symbol `s` defeats: rock blunts scissors, scissors cut paper, paper covers rock.
constexpr Symbol prey_of(Symbol s) {
  return symbol_at((index_of(s) + 2) % 3);
}
/// The symbol that defeats `s`.
constexpr Symbol predator_of(Symbol s) {
  return symbol_at((index_of(s) + 1) % 3);
}
/// The letter of a side's token: R P S for Upper, r p s for Lower.
constexpr char token_letter(int side, Symbol s) {
  return (side == kUpper ? "RPS" : "rps")[index_of(s)];
}
/// "rock", "paper", "scissors".
const char* symbol_word(Symbol s);

enum class ActionKind : std::uint8_t { throw_token, slide, swing };

/// One side's action. A throw has no origin (from == -1); a slide or swing moves one of
/// the side's tokens on `from` (all of a side's tokens on a hex share its symbol, which
/// `symbol` then repeats).
struct Action {
  ActionKind kind = ActionKind::throw_token;
  Symbol symbol = Symbol::rock;
  std::int8_t from = -1;
  std::int8_t to = 0;
  friend bool operator==(const Action&, const Action&) = default;
};

/// The actions of one side at one turn. At most 9 tokens with 6 slides and 9 swings each,
/// and 3 symbols thrown onto any of the 61 hexes: fewer than 400.
class ActionList {
 public:
  static constexpr int kCapacity = 400;
  void push(const Action& a) { actions_[static_cast<std::size_t>(size_++)] = a; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Action& operator[](int i) const { return actions_[static_cast<std::size_t>(i)]; }
  const Action* begin() const { return actions_.data(); }
  const Action* end() const { return actions_.data() + size_; }
  void clear() { size_ = 0; }

 private:
  std::array<Action, kCapacity> actions_;
  int size_ = 0;
};

}  // namespace skald::ropasci
