#include "skald/octagon/seed_player.h"

#include <algorithm>

#include "skald/core/splitmix.h"

namespace skald::octagon {

bool seed_end_game(const Position& position) {
  const int turns = position.rules().turns;
  return position.rounds_left() <= std::max(2, turns / 10);
}

std::vector<SeedScore> seed_scores(Position& position, const SeedWeights& weights) {
  MoveList moves;
  position.generate_moves(moves);
  const Board& board = position.board();
  const int mover = position.side_to_move();
  const int kill = seed_end_game(position) ? weights.end_game_kill : weights.kill;
  const auto weight = [&](int cell) { return weights.cell_weight * board.safety(cell); };
  std::vector<SeedScore> out;
  out.reserve(static_cast<std::size_t>(moves.size()));
  for (const Move& m : moves) {
    int score = weight(m.cell);
    const DirectionMask pushes = position.pushes(m);
    if (pushes != 0) {
      position.make(m);
      const std::vector<PushStep>& steps = position.last_pushes();
      for (int d = 0; d < kDirections; ++d) {
        if ((pushes & (1u << d)) == 0) continue;
        const int start = board.next(m.cell, d);
        int at = start;
        bool thrown = false;
        for (const PushStep& s : steps) {
          if (s.direction != d) continue;
          if (s.to < 0) score += s.owner == mover ? -kill : kill;
          if (s.from == at) {
            if (s.to < 0) thrown = true;
            at = s.to;
          }
        }
        if (!thrown && at != start)
          score += weight(at) < weight(start)   ? weights.push
                   : weight(at) > weight(start) ? -weights.push
                                                : 0;
      }
      position.unmake();
    }
    out.push_back({m, score});
  }
  return out;
}

std::optional<Move> seed_choice(Position& position, std::uint64_t& random,
                                const SeedWeights& weights) {
  const std::vector<SeedScore> scores = seed_scores(position, weights);
  if (scores.empty()) return std::nullopt;
  // The best score, then the fewest directions; a draw among what is left.
  int best = scores.front().score;
  int kind = scores.front().move.kind;
  for (const SeedScore& s : scores) {
    if (s.score > best || (s.score == best && s.move.kind < kind)) {
      best = s.score;
      kind = s.move.kind;
    }
  }
  std::vector<Move> equal;
  for (const SeedScore& s : scores)
    if (s.score == best && s.move.kind == kind) equal.push_back(s.move);
  return equal[splitmix64(random) % equal.size()];
}

}  // namespace skald::octagon
