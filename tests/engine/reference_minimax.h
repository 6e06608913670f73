#pragma once

// Plain minimax, no pruning and no memory: the reference every optimisation of the search
// must agree with (the AI consistency test OpenTafl's author describes). It applies the
// same scoring rules as Search: outcomes scored by distance from the root, a side without
// moves loses, the same-side-moves-again rule, and with extensions the same bounded
// quiescence over tactical moves at the horizon (and over the answers to a threat, where
// the game says the side to move faces one).

#include <algorithm>
#include <vector>

#include "skald/engine/game_concept.h"
#include "skald/engine/score.h"

namespace skald::engine::testing {

struct MinimaxRules {
  bool extensions = false;
  int quiescence_depth = 6;
  int threat_evasion_depth = 2;  // SearchOptions' default
};

template <SearchableGame G>
int outcome_value(Outcome o, int ply) {
  return o == Outcome::win ? win_in(ply) : o == Outcome::loss ? loss_in(ply) : 0;
}

template <SearchableGame G>
int quiescence_minimax(G& game, int ply, int qply, const MinimaxRules& rules) {
  Outcome o = game.outcome();
  if (o != Outcome::none) return outcome_value<G>(o, ply);
  const int stand = std::clamp(static_cast<int>(game.evaluate()), -kMaxEvaluation, kMaxEvaluation);
  if (qply >= rules.quiescence_depth || ply >= kMaxPly - 1) return stand;
  // Facing a threat (GameWithThreats), no standing pat: the best answering move, or the
  // best move of all when none answers.
  bool evading = false;
  if constexpr (GameWithThreats<G>)
    evading = qply < rules.threat_evasion_depth && game.must_answer_threat();
  typename G::MoveList list;
  game.generate_moves(list);
  std::vector<typename G::Move> tried;
  for (int i = 0; i < static_cast<int>(list.size()); ++i) {
    if constexpr (GameWithThreats<G>) {
      if (evading) {
        if (game.answers_threat(list[i])) tried.push_back(list[i]);
        continue;
      }
    }
    if (is_tactical_move(game, list[i])) tried.push_back(list[i]);
  }
  const bool unanswered = evading && tried.empty();
  if (unanswered)
    for (int i = 0; i < static_cast<int>(list.size()); ++i)
      tried.push_back(list[i]);
  const int side = game.side_to_move();
  int best = evading ? -kInfinity : stand;
  for (const auto& move : tried) {
    game.make(move);
    int v;
    // No move answers: each is worth the threat carried out (a loss two plies on), unless
    // it ends the game itself or its side moves again.
    if (unanswered && game.side_to_move() != side && game.outcome() == Outcome::none) {
      v = outcome_value<G>(Outcome::loss, ply + 2);
    } else {
      v = quiescence_minimax(game, ply + 1, qply + 1, rules);
      if (game.side_to_move() != side) v = -v;
    }
    game.unmake();
    best = std::max(best, v);
  }
  return best == -kInfinity ? stand : best;
}

/// The depth-limited minimax value of `game` for the side to move.
template <SearchableGame G>
int minimax(G& game, int depth, int ply, const MinimaxRules& rules) {
  if (depth <= 0 && rules.extensions) return quiescence_minimax(game, ply, 0, rules);
  Outcome o = game.outcome();
  if (o != Outcome::none) return outcome_value<G>(o, ply);
  if (depth <= 0 || ply >= kMaxPly - 1)
    return std::clamp(static_cast<int>(game.evaluate()), -kMaxEvaluation, kMaxEvaluation);
  typename G::MoveList list;
  game.generate_moves(list);
  if (list.size() == 0) return loss_in(ply);
  const int side = game.side_to_move();
  int best = -kInfinity;
  for (int i = 0; i < static_cast<int>(list.size()); ++i) {
    game.make(list[i]);
    int v = minimax(game, depth - 1, ply + 1, rules);
    if (game.side_to_move() != side) v = -v;
    game.unmake();
    best = std::max(best, v);
  }
  return best;
}

/// The minimax value of each root move (same order as generate_moves).
template <SearchableGame G>
std::vector<std::pair<typename G::Move, int>> minimax_root_values(G& game, int depth,
                                                                  const MinimaxRules& rules) {
  std::vector<std::pair<typename G::Move, int>> out;
  typename G::MoveList list;
  game.generate_moves(list);
  const int side = game.side_to_move();
  for (int i = 0; i < static_cast<int>(list.size()); ++i) {
    game.make(list[i]);
    int v = minimax(game, depth - 1, 1, rules);
    if (game.side_to_move() != side) v = -v;
    game.unmake();
    out.emplace_back(list[i], v);
  }
  return out;
}

}  // namespace skald::engine::testing
