#pragma once

// TaflRules: one tafl rule set, typed, as an OTN rules string describes it
// (`dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y start:/.../`).
//
// Parameters (OTN key, default):
//   dim    board size 5..19 (required)            name   "" (underscores for spaces)
//   esc    c corner / e edge (c)                   surf   surrounded side loses (y)
//   atkf   attackers move first (y)                tfr    threefold repetition: i d w l (d)
//   ka     king armed: y n a(anvil) h(hammer) (y)  ks     king strength s c m w (s);
//                                                         old spellings y = s, n = w
//   kj nj cj mj gj  jump mode per king, knight, commander, mercenary, guard: n r j c
//                   (kj n, nj c, cj j, mj n, gj n)
//   spd    speed limits, -1 = unlimited; 1, 2, 8, 10 or 12 values (-1)
//   cor cen afor dfor   space lists ("default" corners / centre, empty forts)
//   <space>h <space>p <space>s <space>re  hostile / passable / can stop / re-enterable,
//          <space> one of cor cen afor dfor; defaults (all = tcnkmTCNKM, no guards, in
//          the OpenTafl dialect as in OpenTafl; tcnkmgTCNKMG in the spec dialect):
//            cor: p K, s K, h all, re all     cen: p all, s K, h tcnkmg, he all, re all
//            afor: p all, s all, h TCNKMG, re all    dfor: p all, s TCNKMG, h tcnkmg, re all
//   cenhe  centre hostile when empty (only the centre has this list)
//   sw     shieldwall n w s (n)     swf  flanking required (y)    efe  edge fort escape (n)
//   linc   Linnaean capture (n)     ber  berserk n c m (n)
//   start / starti   start position, rank 1 first / top rank first (required)
//
// parse_rules() and serialise_rules() live in rules_string.h.

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "skald/tafl/coord.h"
#include "skald/tafl/piece.h"

namespace skald::tafl {

/// Whose reading of the rules to follow where OpenTafl's code and the OTN spec differ
/// (formats/otn/README.md lists each difference). `opentafl` is OpenTafl 0.4.8.0b's
/// behaviour exactly, bugs included, because every real record and every puzzle users
/// write is played there; `spec` follows the OTN spec, the rules text OpenTafl prints and
/// the published Copenhagen rules.
enum class Dialect { opentafl, spec };

/// "opentafl" or "spec".
const char* dialect_name(Dialect dialect);

enum class EscapeType { corner, edge };
/// What a threefold repetition does. OpenTafl's observed meaning (otn-notes.md): with
/// `w` the side that did not make the repeating move wins, with `l` the mover wins.
enum class RepetitionRule { ignore, draw, win, loss };
enum class KingArmed { yes, no, anvil, hammer };
enum class KingStrength { strong, strong_at_centre, middleweight, weak };
enum class JumpMode { none, restricted, jump, capture };
enum class ShieldwallMode { none, weak, strong };
enum class BerserkMode { none, capture, move };

/// The special spaces of a board.
enum class SpaceKind { corner, centre, attacker_fort, defender_fort };
constexpr int kSpaceKinds = 4;

/// Which pieces a kind of special space lets through, lets stop, is hostile to, lets
/// re-enter; for the centre also which pieces it is hostile to while empty.
struct SpaceRules {
  std::vector<Coord> squares;
  bool squares_default = true;  // "default" (corners, centre) rather than an explicit list
  PieceSet passable;
  PieceSet stoppable;
  PieceSet hostile;
  PieceSet hostile_when_empty;  // centre only
  PieceSet reenterable;
  friend bool operator==(const SpaceRules&, const SpaceRules&) = default;
};

struct TaflRules {
  /// Not part of the rules string: how the string is read and played (see Dialect).
  Dialect dialect = Dialect::opentafl;

  int dim = 11;
  std::string name;  // as written, underscores kept

  EscapeType escape = EscapeType::corner;
  bool surrounding_fatal = true;
  bool attackers_first = true;
  RepetitionRule repetition = RepetitionRule::draw;

  KingArmed king_armed = KingArmed::yes;
  KingStrength king_strength = KingStrength::strong;
  /// Jump mode per piece kind (indexed by PieceKind); taflmen never jump.
  std::array<JumpMode, kPieceKinds> jump = {JumpMode::none,    JumpMode::none, JumpMode::jump,
                                            JumpMode::capture, JumpMode::none, JumpMode::none};
  /// Speed limit per piece type (Piece::type_index()); -1 = unlimited.
  std::array<int, 2 * kPieceKinds> speed = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
  /// How many values the `spd` entry had (1, 2, 8, 10 or 12), so it is written back alike;
  /// 0 when absent.
  int speed_form = 0;

  std::array<SpaceRules, kSpaceKinds> spaces;

  ShieldwallMode shieldwall = ShieldwallMode::none;
  bool shieldwall_flanking = true;
  bool edge_fort_escape = false;
  bool linnaean_capture = false;
  BerserkMode berserk = BerserkMode::none;

  /// The start position, dim * dim squares, index rank * dim + file (rank 0 = rank 1).
  std::vector<Piece> start;
  bool start_inverted = false;  // written as `starti:` (top rank first)

  /// Keys skald does not know, in the order written; kept so nothing is lost.
  std::vector<std::pair<std::string, std::string>> unknown;

  const SpaceRules& space(SpaceKind k) const { return spaces[static_cast<int>(k)]; }
  SpaceRules& space(SpaceKind k) { return spaces[static_cast<int>(k)]; }

  friend bool operator==(const TaflRules&, const TaflRules&) = default;
};

/// Rules with every default set for a board of `dim` and an empty start position (dim * dim
/// empty squares). The defaults are OpenTafl's (RulesSerializer, v0.4.8): corners are the four
/// physical corners, the centre is square ((dim-1)/2, (dim-1)/2), there are no forts, and the
/// piece lists are the ones listed at the top of this file.
TaflRules default_rules(int dim, Dialect dialect = Dialect::opentafl);

/// The four physical corners of a `dim` board: a1, <last>1, a<dim>, <last><dim>.
std::vector<Coord> default_corner_squares(int dim);
/// The physical centre of a `dim` board, as OpenTafl computes it: ((dim-1)/2, (dim-1)/2).
std::vector<Coord> default_centre_squares(int dim);
/// The default rules of one kind of special space on a `dim` board (squares and piece lists).
SpaceRules default_space_rules(SpaceKind kind, int dim, Dialect dialect = Dialect::opentafl);

// --- What the rules do as played in a dialect (BoardTables and explain_rules() use these).

/// The pieces a special square whose hostility list (`corh`, `cenh`, `cenhe`, `aforh`,
/// `dforh`) is `listed` is hostile to, played in `dialect`. OpenTafl reads the list per side:
/// its `t` entry makes the square hostile to every attacker, its `T` entry to every
/// defender, king included, and other letters count for nothing
/// (GenericRules.isSpaceHostileToSide). The spec reads it per piece type.
PieceSet hostility_in_effect(PieceSet listed, Dialect dialect);

/// How a piece of `kind` jumps as played: taflmen never jump, and in OpenTafl neither do
/// guards, whatever `gj` says (Taflman.getJumpMode); otherwise rules.jump.
JumpMode jump_in_effect(const TaflRules& rules, PieceKind kind);

/// The speed limit of the piece type `type_index` (Piece::type_index()) as played; -1 when
/// unlimited. A limit of 0 is no limit (Taflman.getAllowableMovesFrom stops only at a limit
/// above 0; the spec gives 0 no meaning). OpenTafl ignores the 2-value and 10-value `spd`
/// forms (RulesSerializer.getTaflmanSpeedsForString fills the first with -1 and returns a
/// zeroed 8-value holder for the second); the spec dialect plays every form as written.
int speed_in_effect(const TaflRules& rules, int type_index);

/// What a threefold repetition does as played. OpenTafl has no `i`
/// (RulesSerializer.getThreefoldResultForString reads any letter but `w` and `l` as `d`), so
/// `tfr:i` is a draw there; the spec dialect ignores repetition as written.
RepetitionRule repetition_in_effect(const TaflRules& rules);

/// The pieces a jump may go over (and a capturing jump take): taflmen and mercenaries,
/// never kings, commanders or knights (Taflman.getJumpsFrom); guards too in OpenTafl, as
/// for every other type it does not name; not in the spec, where a guard "can never be
/// captured".
PieceSet jumpable_in_effect(Dialect dialect);

}  // namespace skald::tafl
