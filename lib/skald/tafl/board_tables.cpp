#include "skald/tafl/board_tables.h"

#include <cassert>

#include "skald/core/splitmix.h"

namespace skald::tafl {

namespace {

/// A fixed, well-mixed sequence, so hashes are the same on every run and machine (search
/// signatures depend on it).
std::uint64_t next_key(std::uint64_t& state) {
  return splitmix64(state);
}

constexpr std::uint8_t kind_bit(SpaceKind k) {
  switch (k) {
    case SpaceKind::corner:
      return kCorner;
    case SpaceKind::centre:
      return kCentre;
    case SpaceKind::attacker_fort:
      return kAttackerFort;
    case SpaceKind::defender_fort:
      return kDefenderFort;
  }
  return 0;
}

}  // namespace

std::shared_ptr<const BoardTables> BoardTables::build(const TaflRules& rules) {
  assert(rules.dim >= kMinDim && rules.dim <= kMaxDim);
  auto t = std::make_shared<BoardTables>();
  t->rules = rules;
  t->dim = rules.dim;
  t->stride = rules.dim + 2;
  t->num_squares = t->stride * t->stride;
  t->square_words = (t->num_squares + 63) / 64;
  t->dirs = {1, -1, t->stride, -t->stride};

  const std::uint16_t all = PieceSet::all().bits();
  for (int rank = 0; rank < t->dim; ++rank)
    for (int file = 0; file < t->dim; ++file) {
      const int sq = t->square(Coord{file, rank});
      t->board_square[rank * t->dim + file] = static_cast<std::uint16_t>(sq);
      t->kind[sq] = kOnBoard;
      t->passable[sq] = all;
      t->stoppable[sq] = all;
      t->reenterable[sq] = all;
      t->file_of[sq] = static_cast<std::uint8_t>(file);
      t->rank_of[sq] = static_cast<std::uint8_t>(rank);
      t->edge[sq] = rank == 0 || file == 0 || rank == t->dim - 1 || file == t->dim - 1;
      const std::uint64_t bit = std::uint64_t{1} << (sq % 64);
      t->on_board_bits[sq / 64] |= bit;
      if (t->edge[sq]) t->edge_bits[sq / 64] |= bit;
    }

  // Later kinds win where lists overlap (a fort on a corner is unusual); the order is
  // forts first, then centre, then corners, so the classic squares keep their meaning.
  for (SpaceKind k :
       {SpaceKind::attacker_fort, SpaceKind::defender_fort, SpaceKind::centre, SpaceKind::corner}) {
    const SpaceRules& space = rules.space(k);
    for (Coord c : space.squares) {
      if (c.file < 0 || c.rank < 0 || c.file >= t->dim || c.rank >= t->dim) continue;
      const int sq = t->square(c);
      t->kind[sq] = static_cast<std::uint8_t>(kOnBoard | kind_bit(k));
      t->passable[sq] = space.passable.bits();
      t->stoppable[sq] = space.stoppable.bits();
      const Dialect dialect = rules.dialect;
      t->hostile[sq] = hostility_in_effect(space.hostile, dialect).bits();
      t->hostile_when_empty[sq] =
          hostility_in_effect(k == SpaceKind::centre ? space.hostile_when_empty : space.hostile,
                              dialect)
              .bits();
      t->reenterable[sq] = space.reenterable.bits();
    }
  }

  for (int type = 0; type < 2 * kPieceKinds; ++type) {
    const int limit = speed_in_effect(rules, type);
    t->speed[type] = limit < 0 ? kMaxDim : limit;
    t->jump[type] = jump_in_effect(rules, static_cast<PieceKind>(type % kPieceKinds));
  }
  t->jumpable = jumpable_in_effect(rules.dialect).bits();
  t->repetition = repetition_in_effect(rules);
  t->repetition_ignores_berserk =
      rules.dialect == Dialect::opentafl && rules.berserk != BerserkMode::none;

  if (rules.dialect == Dialect::opentafl)
    for (Piece p : rules.start)
      if (!p.empty() && (p.kind() == PieceKind::commander || p.kind() == PieceKind::knight))
        t->commander_sandwich_only[index(p.side())] = true;

  std::uint64_t seed = 0x5ca1ab1e0ddba11ull;
  for (auto& keys : t->zobrist_piece)
    for (auto& key : keys)
      key = next_key(seed);
  t->zobrist_defenders_to_move = next_key(seed);
  for (auto& key : t->zobrist_berserk)
    key = next_key(seed);

  t->opentafl_walls =
      rules.dialect == Dialect::opentafl && rules.shieldwall != ShieldwallMode::none;
  t->opentafl_walls_anywhere = t->opentafl_walls && !rules.shieldwall_flanking;
  t->track_development = t->opentafl_walls && rules.shieldwall_flanking;
  // Drawn after every other key, so that those stay as they were.
  for (auto& key : t->zobrist_undeveloped)
    key = next_key(seed);
  return t;
}

}  // namespace skald::tafl
