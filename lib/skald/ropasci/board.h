#pragma once

// Board: everything that decides a RoPaSci 360 position but its history: the tokens on
// each hex (how many of each side and symbol), the throws each side has made and the
// turns played, with an additive Zobrist hash of the tokens and throws (the referee's
// "configuration": turns are left out, so that a configuration can repeat). A value of a
// few hundred bytes: the search copies it instead of undoing.
//
// A turn (play_turn) applies Upper's action, then Lower's, both checked against the
// position before the turn, then lets the tokens battle on each hex that received one:
// the three symbols together defeat everything there; otherwise each symbol defeats the
// one it beats, whoever owns them. So after a turn the tokens of a hex share one symbol.
// How the game ends is game_end.h's business; where a side may act, legal_actions().

#include <array>
#include <cstdint>

#include "skald/ropasci/action.h"
#include "skald/ropasci/hex.h"

namespace skald::ropasci {

class Board {
 public:
  /// The empty board before the first turn.
  Board();

  int tokens_on(int hex, int side, Symbol s) const {
    return counts_[static_cast<std::size_t>(hex)][slot(side, s)];
  }
  /// How many tokens `side` has on `hex`, of any symbol.
  int tokens_on(int hex, int side) const;
  /// The hexes where `side` has at least one token.
  HexSet occupied(int side) const { return occupied_[static_cast<std::size_t>(side)]; }
  /// The hexes where `side` has a token of symbol `s`.
  HexSet occupied(int side, Symbol s) const { return by_symbol_[slot(side, s)]; }
  /// The symbol of the tokens on a hex that holds some (after a turn they share one).
  Symbol symbol_on(int hex) const;
  /// The tokens `side` has on the board, and of one symbol.
  int token_count(int side) const;
  int token_count(int side, Symbol s) const { return totals_[slot(side, s)]; }
  int throws_made(int side) const { return throws_[static_cast<std::size_t>(side)]; }
  int throws_left(int side) const { return kMaxThrows - throws_made(side); }
  int turns_played() const { return turns_; }
  std::uint64_t hash() const { return hash_; }

  /// Every action `side` may take, each once (by kind, origin or symbol, and target):
  /// throws first (rock, paper, scissors over the throw zone, hex by hex), then each
  /// token's slides and swings, origins and targets ascending.
  void legal_actions(int side, ActionList& list) const;
  /// How many actions legal_actions() gives, without listing them.
  int count_actions(int side) const;
  bool is_legal(int side, const Action& action) const;

  /// Plays a turn: both actions (each legal here), then the battles.
  void play_turn(const Action& upper, const Action& lower);
  /// One side's action alone, then the battle where it lands (per-player perft; the
  /// turn count stays).
  void play_alone(int side, const Action& action);

  /// Puts tokens on a hex (setting a position up); no battle.
  void add_tokens(int hex, int side, Symbol s, int count);
  void set_throws_made(int side, int throws);
  void set_turns_played(int turns) { turns_ = turns; }

  friend bool operator==(const Board& a, const Board& b) {
    return a.counts_ == b.counts_ && a.throws_ == b.throws_ && a.turns_ == b.turns_;
  }

 private:
  static std::size_t slot(int side, Symbol s) {
    return static_cast<std::size_t>(side * kSymbols + index_of(s));
  }
  void add_token(int hex, int side, Symbol s);
  void remove_token(int hex, int side, Symbol s);
  void apply(int side, const Action& action);
  void battle(int hex);

  std::array<std::array<std::uint8_t, kSides * kSymbols>, kHexes> counts_{};
  std::array<HexSet, kSides * kSymbols> by_symbol_{};
  std::array<HexSet, kSides> occupied_{};
  std::array<std::uint8_t, kSides * kSymbols> totals_{};
  std::array<std::uint8_t, kSides> throws_{};
  int turns_ = 0;
  std::uint64_t hash_ = 0;
};

}  // namespace skald::ropasci
