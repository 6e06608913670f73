#pragma once

// The contract between a game and skald's search (engine/search.h). The search is a
// template over the game type, so everything here is called statically in the hot path.
//
// A game for the search is a mutable position with an undo stack:
//   - generate_moves(list) fills `list` with every legal move of the side to move;
//   - make(move) plays one of those moves, unmake() takes back the last one made;
//   - hash() is a Zobrist-style key of everything that decides the future of the game
//     (board and side to move), equal positions giving equal keys;
//   - side_to_move() is 0 or 1. The same side may move twice in a row (tafl berserk), so
//     the search compares sides instead of assuming they alternate;
//   - outcome() says whether the game is over, seen by the side to move. It includes
//     every rule of the game that ends it, repetition rules included (the game keeps its
//     own history of positions); a side with no legal move and Outcome::none gets the
//     game's outcome_without_moves() (optional hook; a loss without it);
//   - evaluate() scores a position that is not over, seen by the side to move, in
//     hundredths of the game's unit (for tafl one taflman), within +-kMaxEvaluation;
//   - move_code(move) packs a move in fewer than 26 bits (the transposition table keeps
//     codes, not moves); history_slots() / history_slot(move) index the history table.
// Optional hooks: side_count() (two without it), phase_plan() (how main time is spread,
// time_manager.h) and aspiration_window() (the first window's half-width in score units)
// give the game's own numbers to the parts of the search that depend on them.
// is_tactical(move) marks moves the quiescence search follows and the
// move ordering tries early (tafl: captures and king-escape threats); without it, no
// move is tactical. frontier() gives the values after quiet moves without making them
// (GameWithFrontier below).

#include <concepts>

#include <cstdint>
#include <optional>
#include <utility>
#include "skald/engine/time_manager.h"

namespace skald::engine {

/// How a game stands for the side to move.
enum class Outcome : std::uint8_t { none, win, loss, draw };

/// Bound of a static evaluation; anything outside is a proven result.
constexpr int kMaxEvaluation = 100'000;

template <class G>
concept SearchableGame = requires(G& game, const G& cgame, const typename G::Move& move,
                                  typename G::MoveList& list, const typename G::MoveList& clist) {
  requires std::equality_comparable<typename G::Move>;
  requires std::copyable<typename G::Move>;
  {cgame.generate_moves(list)};
  { clist.size() } -> std::convertible_to<int>;
  { clist[0] } -> std::convertible_to<typename G::Move>;
  {game.make(move)};
  {game.unmake()};
  { cgame.hash() } -> std::convertible_to<std::uint64_t>;
  { cgame.side_to_move() } -> std::convertible_to<int>;
  { cgame.outcome() } -> std::same_as<Outcome>;
  { cgame.evaluate() } -> std::convertible_to<int>;
  { cgame.move_code(move) } -> std::convertible_to<std::uint32_t>;
  { cgame.history_slots() } -> std::convertible_to<int>;
  { cgame.history_slot(move) } -> std::convertible_to<int>;
};

/// A game that also marks tactical moves (captures, threats) for quiescence and ordering.
template <class G>
concept GameWithTactics = SearchableGame<G> && requires(const G& cgame, const typename G::Move& m) {
  { cgame.is_tactical(m) } -> std::convertible_to<bool>;
};

/// A game that says when the side to move faces a threat to end the game on the next move
/// (tafl: the king has a way to an escape square, the attackers to move): the static value
/// is then no lower bound, so quiescence does not stand pat there but tries the moves that
/// may answer the threat (`answers_threat(m)`, asked right after must_answer_threat() said
/// so). When none does, the threat is taken as carried out: a move is worth a loss two
/// plies on unless it ends the game itself or its side moves again, so answers_threat must
/// name every move that can stop the threat. (A frontier, below, must not bound a move
/// that leaves the opponent such a threat.)
template <class G>
concept GameWithThreats = SearchableGame<G> && requires(const G& cgame, const typename G::Move& m) {
  { cgame.must_answer_threat() } -> std::convertible_to<bool>;
  { cgame.answers_threat(m) } -> std::convertible_to<bool>;
};

/// A game that knows, without making them, the value after some moves: `frontier()` gives
/// an object for the current position whose value_after(move) is either empty or exactly
/// -evaluate() of the position after `move`, a move after which the game certainly goes on
/// with the other side to move (tafl: a plain move). One ply above the horizon such a move
/// is worth no more than that value to the mover (quiescence below it can only lower it),
/// so the search skips the moves whose value cannot raise alpha without making them.
template <class G>
concept GameWithFrontier = SearchableGame<G> &&
    requires(const G& cgame, const typename G::Move& m) {
  { cgame.frontier().value_after(m) } -> std::convertible_to<std::optional<int>>;
};

/// A game that knows, without making them, moves after which the game certainly goes on
/// with the other side to move: `plain_moves()` gives an object for the current position
/// whose goes_on_after(move) says so (false may also mean "not sure"). The proof search
/// skips such moves where only a move that ends the game can help.
template <class G>
concept GameWithPlainMoves = SearchableGame<G> &&
    requires(const G& cgame, const typename G::Move& m) {
  { cgame.plain_moves().goes_on_after(m) } -> std::convertible_to<bool>;
};

/// The plain-moves type of a game (a placeholder for games without one).
template <class G>
struct PlainMovesOf {
  using type = int;
};
template <GameWithPlainMoves G>
struct PlainMovesOf<G> {
  using type = decltype(std::declval<const G&>().plain_moves());
};

/// A game that can tell, without generating a move, that no move of the side to move ends
/// the game in its favour: may_win_at_once() false is certain, true may mean "not sure".
/// The proof search settles the winner's last move with it, where most positions have no
/// winning move at all.
template <class G>
concept GameWithWinTest = SearchableGame<G> && requires(const G& cgame) {
  { cgame.may_win_at_once() } -> std::convertible_to<bool>;
};

/// A game that can tell, without generating every move, that a move of the side to move
/// certainly ends the game in its favour (tafl: the king's way to an escape square):
/// surely_wins_at_once() true is certain, false may mean "not sure". The proof search
/// proves a winner's node with it before it probes the table or generates a move.
template <class G>
concept GameWithSureWin = SearchableGame<G> && requires(const G& cgame) {
  { cgame.surely_wins_at_once() } -> std::convertible_to<bool>;
};

/// A game that can show, without making them, that some moves of the side to move cannot
/// win within two of its moves: `idle_moves(reply)` gives an object for the current
/// position whose idle(m) says that after `m` the opponent's `reply` is legal and leaves
/// the side no move that wins at once (false may also mean "not sure"), and whose
/// possible() says whether any move can be idle with that reply. The proof search skips
/// such moves at the winner's last move but one, with the loser's usual replies.
template <class G>
concept GameWithIdleMoves = SearchableGame<G> &&
    requires(const G& cgame, const typename G::Move& m) {
  { cgame.idle_moves(m).idle(m) } -> std::convertible_to<bool>;
  { cgame.idle_moves(m).possible() } -> std::convertible_to<bool>;
};

/// The idle-moves type of a game (a placeholder for games without one).
template <class G>
struct IdleMovesOf {
  using type = int;
};
template <GameWithIdleMoves G>
struct IdleMovesOf<G> {
  using type = decltype(std::declval<const G&>().idle_moves(std::declval<typename G::Move>()));
};

/// A game where the side to move can pass (a null move, whether or not the rules allow
/// one): make_pass() hands the turn to the other side without changing the board, and
/// unmake() takes it back. The proof search asks, after a move of the winner, what the
/// winner would do were the loser to pass: a move that threatens nothing need not be
/// tried at all when looking for a forced win (lambda search).
template <class G>
concept GameWithPass = SearchableGame<G> && requires(G& game) {
  {game.make_pass()};
};

/// A game that can tell whether a move (say, a killer from another position) is legal in
/// the current position without generating every move.
template <class G>
concept GameWithLegalityTest = SearchableGame<G> &&
    requires(const G& cgame, const typename G::Move& m) {
  { cgame.is_legal(m) } -> std::convertible_to<bool>;
};

/// A game that can turn a move code (move_code()) back into the move, to be checked with
/// is_legal(): the proof search tries the table's move before it generates any.
template <class G>
concept GameWithMoveDecoding = GameWithLegalityTest<G> && requires(const G& cgame) {
  { cgame.move_from_code(std::uint32_t{}) } -> std::same_as<std::optional<typename G::Move>>;
};

/// A game that says how a side with no legal move stands (Outcome::none is not allowed:
/// the search needs a result there). Without the hook such a side has lost, the rule of
/// tafl's engines and of the Game of the Amazons.
template <class G>
concept GameWithNoMoveRule = SearchableGame<G> && requires(const G& cgame) {
  { cgame.outcome_without_moves() } -> std::same_as<Outcome>;
};

/// The result for the side to move of `game` when it has no legal move.
template <SearchableGame G>
Outcome outcome_without_moves(const G& game) {
  if constexpr (GameWithNoMoveRule<G>)
    return game.outcome_without_moves();
  else
    return Outcome::loss;
}

/// How many sides the game has (history tables hold one row per side): the game's
/// side_count() when it has one, else two.
template <SearchableGame G>
int side_count(const G& game) {
  if constexpr (requires {
                  { game.side_count() } -> std::convertible_to<int>;
                })
    return game.side_count();
  else
    return 2;
}

/// How the game spreads its main time over the moves (time_manager.h): the game's
/// phase_plan() when it has one (tafl: by board size), else the engine's default.
template <SearchableGame G>
PhasePlan phase_plan(const G& game) {
  if constexpr (requires {
                  { game.phase_plan() } -> std::same_as<PhasePlan>;
                })
    return game.phase_plan();
  else
    return PhasePlan{};
}

/// The half-width of the first aspiration window, in the game's score units: the game's
/// aspiration_window() when it has one (tafl: one taflman), else a hundred units (one of
/// the game's units, as evaluate() counts in hundredths).
template <SearchableGame G>
int aspiration_window(const G& game) {
  if constexpr (requires {
                  { game.aspiration_window() } -> std::convertible_to<int>;
                })
    return game.aspiration_window();
  else
    return 100;
}

/// The frontier type of a game (a placeholder for games without one).
template <class G>
struct FrontierOf {
  using type = int;
};
template <GameWithFrontier G>
struct FrontierOf<G> {
  using type = decltype(std::declval<const G&>().frontier());
};

/// Whether `move` is tactical in `game`; false for games without the hook.
template <SearchableGame G>
bool is_tactical_move(const G& game, const typename G::Move& move) {
  if constexpr (GameWithTactics<G>)
    return game.is_tactical(move);
  else
    return false;
}

}  // namespace skald::engine
