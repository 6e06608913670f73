#pragma once

// HookedConnectThree: ConnectThree (toy_games.h) with the engine's optional hooks
// (engine/game_concept.h) switched on one at a time, so that each optional path of the proof
// search (engine/proof_search.h) and of Search can be checked on a game that is not tafl,
// against the same game searched without it. Every hook is an exact fact of ConnectThree's
// rules, worked out by playing the moves on a copy (a test toy need not be fast), and counts
// in HookUse how often it told the search something, so a test can see that its path ran.
//
// In ConnectThree a side wins at once by a drop that completes three in a row; it faces a
// threat when the other side has such a drop, and only a drop into that same cell, or a win
// of its own, can stop it. A pass hands the turn over with the board unchanged.

#include <cstdint>
#include <optional>

#include "engine/toy_games.h"

namespace skald::engine::testing {

/// Which optional hooks a HookedConnectThree offers (a structural type: a template argument).
struct Hooks {
  bool win_test = false;       // may_win_at_once()
  bool sure_win = false;       // surely_wins_at_once()
  bool idle_moves = false;     // idle_moves(reply)
  bool pass = false;           // make_pass()
  bool legality_test = false;  // is_legal(m)
  bool move_decoding = false;  // move_from_code(code), with legality_test
  bool threats = false;        // must_answer_threat(), answers_threat(m)
  bool plain_moves = false;    // plain_moves()
  bool frontier = false;       // frontier()
};

inline constexpr Hooks kEveryHook{true, true, true, true, true, true, true, true, true};

/// How often the hooks told the search something.
struct HookUse {
  int no_win_at_once = 0;   // may_win_at_once() false
  int sure_wins = 0;        // surely_wins_at_once() true
  int idle = 0;             // idle(m) true
  int passes = 0;           // make_pass()
  int legal = 0;            // is_legal(m) true
  int decoded = 0;          // move_from_code() gave a move
  int threats = 0;          // must_answer_threat() true
  int goes_on = 0;          // goes_on_after(m) true
  int frontier_values = 0;  // value_after(m) gave a value
};

template <Hooks kHooks>
class HookedConnectThree : public ConnectThree {
 public:
  bool may_win_at_once() const requires(kHooks.win_test) {
    const bool may = wins_at_once(*this);
    if (!may) ++use_.no_win_at_once;
    return may;
  }

  bool surely_wins_at_once() const requires(kHooks.sure_win) {
    const bool sure = wins_at_once(*this);
    if (sure) ++use_.sure_wins;
    return sure;
  }

  /// The moves after which `reply` leaves the mover no win at once.
  class IdleMoves {
   public:
    IdleMoves(const ConnectThree& game, Move reply, HookUse& use)
        : game_(game), reply_(reply), use_(&use) {}
    bool possible() const { return is_legal_in(game_, reply_); }
    bool idle(Move m) const {
      bool idle = false;
      if (goes_on_after_in(game_, m)) {
        game_.make(m);
        if (is_legal_in(game_, reply_)) {
          game_.make(reply_);
          idle = game_.outcome() == Outcome::none && !wins_at_once(game_);
          game_.unmake();
        }
        game_.unmake();
      }
      if (idle) ++use_->idle;
      return idle;
    }

   private:
    mutable ConnectThree game_;
    Move reply_;
    HookUse* use_;
  };
  IdleMoves idle_moves(Move reply) const requires(kHooks.idle_moves) {
    return IdleMoves(*this, reply, use_);
  }

  void make_pass() requires(kHooks.pass) {
    history_.push_back({kPassed, winner_});
    side_ ^= 1;
    hash_ ^= kSideKey;
    ++use_.passes;
  }
  /// Takes back the last move or pass.
  void unmake() {
    if (history_.back().column != kPassed) return ConnectThree::unmake();
    history_.pop_back();
    side_ ^= 1;
    hash_ ^= kSideKey;
  }

  bool is_legal(Move m) const requires(kHooks.legality_test) {
    const bool legal = is_legal_in(*this, m);
    if (legal) ++use_.legal;
    return legal;
  }
  std::optional<Move> move_from_code(std::uint32_t code) const
      requires(kHooks.legality_test&& kHooks.move_decoding) {
    if (code >= static_cast<std::uint32_t>(kCols)) return std::nullopt;
    ++use_.decoded;
    return static_cast<Move>(code);
  }

  bool must_answer_threat() const requires(kHooks.threats) {
    const bool threat = threatened(*this);
    if (threat) ++use_.threats;
    return threat;
  }
  /// A drop into the cell that would complete the other side's line, or a win at once.
  bool answers_threat(Move m) const requires(kHooks.threats) {
    return completes_line(m, side_) || completes_line(m, side_ ^ 1);
  }

  /// The moves after which the game goes on: no line completed, the board not full.
  class PlainMoves {
   public:
    PlainMoves(const ConnectThree& game, HookUse& use) : game_(game), use_(&use) {}
    bool goes_on_after(Move m) const {
      const bool goes_on = goes_on_after_in(game_, m);
      if (goes_on) ++use_->goes_on;
      return goes_on;
    }

   private:
    mutable ConnectThree game_;
    HookUse* use_;
  };
  PlainMoves plain_moves() const requires(kHooks.plain_moves) { return PlainMoves(*this, use_); }

  /// -evaluate() after a move after which the game goes on and the mover threatens no win.
  class Frontier {
   public:
    Frontier(const ConnectThree& game, HookUse& use) : game_(game), use_(&use) {}
    std::optional<int> value_after(Move m) const {
      if (!goes_on_after_in(game_, m)) return std::nullopt;
      game_.make(m);
      std::optional<int> value;
      if (!threatened(game_)) value = -game_.evaluate();
      game_.unmake();
      if (value) ++use_->frontier_values;
      return value;
    }

   private:
    mutable ConnectThree game_;
    HookUse* use_;
  };
  Frontier frontier() const requires(kHooks.frontier) { return Frontier(*this, use_); }

  const HookUse& hook_use() const { return use_; }

 private:
  static constexpr int kPassed = -1;  // the column recorded for a pass

  static bool is_legal_in(const ConnectThree& game, Move m) {
    MoveList list;
    game.generate_moves(list);
    for (int i = 0; i < list.size(); ++i)
      if (list[i] == m) return true;
    return false;
  }
  /// Whether the side to move completes a line with one of its moves.
  static bool wins_at_once(const ConnectThree& game) {
    MoveList list;
    game.generate_moves(list);
    for (int i = 0; i < list.size(); ++i)
      if (game.completes_line(list[i], game.side_to_move())) return true;
    return false;
  }
  /// Whether the side not to move could complete a line at its next move.
  static bool threatened(const ConnectThree& game) {
    MoveList list;
    game.generate_moves(list);
    for (int i = 0; i < list.size(); ++i)
      if (game.completes_line(list[i], game.side_to_move() ^ 1)) return true;
    return false;
  }
  static bool goes_on_after_in(ConnectThree& game, Move m) {
    if (!is_legal_in(game, m)) return false;
    game.make(m);
    const bool goes_on = game.outcome() == Outcome::none;
    game.unmake();
    return goes_on;
  }

  mutable HookUse use_;
};

}  // namespace skald::engine::testing
