#include "skald/tafl/rules.h"

namespace skald::tafl {

namespace {

PieceSet set_of(std::string_view letters) {
  // Only called with the constant lists below, which are always valid.
  return PieceSet::parse(letters).value_or(PieceSet{});
}

}  // namespace

std::vector<Coord> default_corner_squares(int dim) {
  const int last = dim - 1;
  return {Coord{0, 0}, Coord{last, 0}, Coord{0, last}, Coord{last, last}};
}

std::vector<Coord> default_centre_squares(int dim) {
  // OpenTafl rounds down on even boards; skald follows it so that files agree.
  const int centre = (dim - 1) / 2;
  return {Coord{centre, centre}};
}

SpaceRules default_space_rules(SpaceKind kind, int dim, Dialect dialect) {
  // OpenTafl's defaults (RulesSerializer.defaults) name ten piece types, `tcnkmTCNKM`:
  // guards came later and were never added, so by default a guard may not pass, stop on
  // or re-enter a special square. The spec calls the same lists "all pieces", and the spec
  // dialect reads them so, guards included. Either way a list written as "tcnkTCNK"
  // differs from the default (Tablut writes it).
  const bool opentafl = dialect == Dialect::opentafl;
  const PieceSet all = opentafl ? set_of("tcnkmTCNKM") : PieceSet::all();
  const PieceSet attackers = opentafl ? set_of("tcnkm") : PieceSet::side(Side::attackers);
  const PieceSet defenders = opentafl ? set_of("TCNKM") : PieceSet::side(Side::defenders);
  SpaceRules r;
  r.squares_default = true;
  r.reenterable = all;
  switch (kind) {
    case SpaceKind::corner:
      r.squares = default_corner_squares(dim);
      r.passable = set_of("K");
      r.stoppable = set_of("K");
      r.hostile = all;
      break;
    case SpaceKind::centre:
      r.squares = default_centre_squares(dim);
      r.passable = all;
      r.stoppable = set_of("K");
      r.hostile = attackers;
      r.hostile_when_empty = all;
      break;
    case SpaceKind::attacker_fort:
      r.passable = all;
      r.stoppable = all;
      r.hostile = defenders;
      break;
    case SpaceKind::defender_fort:
      r.passable = all;
      r.stoppable = defenders;
      r.hostile = attackers;
      break;
  }
  return r;
}

const char* dialect_name(Dialect dialect) {
  return dialect == Dialect::spec ? "spec" : "opentafl";
}

PieceSet hostility_in_effect(PieceSet listed, Dialect dialect) {
  if (dialect == Dialect::spec) return listed;
  PieceSet out;
  for (Side side : {Side::attackers, Side::defenders})
    if (listed.contains(Piece(side, PieceKind::taflman)))
      for (int k = 0; k < kPieceKinds; ++k)
        out = out.with(Piece(side, static_cast<PieceKind>(k)));
  return out;
}

JumpMode jump_in_effect(const TaflRules& rules, PieceKind kind) {
  if (kind == PieceKind::taflman) return JumpMode::none;
  if (kind == PieceKind::guard && rules.dialect == Dialect::opentafl) return JumpMode::none;
  return rules.jump[static_cast<int>(kind)];
}

int speed_in_effect(const TaflRules& rules, int type_index) {
  const bool ignored_form = rules.speed_form == 2 || rules.speed_form == 10;
  if (rules.dialect == Dialect::opentafl && ignored_form) return -1;
  const int limit = rules.speed[static_cast<std::size_t>(type_index)];
  return limit <= 0 ? -1 : limit;
}

RepetitionRule repetition_in_effect(const TaflRules& rules) {
  if (rules.dialect == Dialect::opentafl && rules.repetition == RepetitionRule::ignore)
    return RepetitionRule::draw;
  return rules.repetition;
}

PieceSet jumpable_in_effect(Dialect dialect) {
  PieceSet out;
  for (Side side : {Side::attackers, Side::defenders}) {
    out = out.with(Piece(side, PieceKind::taflman)).with(Piece(side, PieceKind::mercenary));
    if (dialect == Dialect::opentafl) out = out.with(Piece(side, PieceKind::guard));
  }
  return out;
}

TaflRules default_rules(int dim, Dialect dialect) {
  TaflRules rules;
  rules.dialect = dialect;
  rules.dim = dim;
  for (int k = 0; k < kSpaceKinds; ++k)
    rules.spaces[k] = default_space_rules(static_cast<SpaceKind>(k), dim, dialect);
  rules.start.assign(static_cast<std::size_t>(dim > 0 ? dim * dim : 0), Piece{});
  return rules;
}

}  // namespace skald::tafl
