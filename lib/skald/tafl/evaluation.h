#pragma once

// Evaluation: the engine's static judgement of a tafl position, as named terms in units of
// one taflman (internally hundredths, "centi-taflmen"), so a term can be read as "worth
// about this many taflmen" (OpenTafl's author's proposal for a readable evaluation).
//
// Terms, each scored for both sides (positive = good for that side):
//   material         pieces by kind (taflman 1.00; commander, knight, guard, mercenary more;
//                    the king is not material: losing it ends the game). The defenders'
//                    pieces are worth (attackers' start material / defenders' start
//                    material) times as much, so the start position of every variant is
//                    balanced and the unit stays one attacking taflman: brandub's 8
//                    attackers against 4 defenders make a defending taflman worth 2.00.
//   king freedom     squares the king can reach in one move (defenders)
//   escape routes    escape squares the king can reach in one move: one is a threat, two
//                    are usually a win (defenders)
//   next routes      (corner escape) squares the king can reach in one move from which an
//                    empty edge line leads to a corner: threats for the move after. The
//                    attackers can block one at a time; two or more, or a square open to
//                    both corners of its edge, tie a blocker to shuttling between them,
//                    which repetition rules end (defenders); more when they lie on two
//                    or more sides of the king, as no single move blocks them all
//   king distance    steps from the king to the nearest escape square, a penalty that
//                    grows as the board empties (defenders)
//   corner control   attackers on the squares next to the corners (corner escape) or on
//                    the edge (edge escape), counted from the start position's number;
//                    on boards of 11 and more with corner escape also attackers on each
//                    corner's seal, the three squares two steps from it (a3 b2 c1 for a1),
//                    and more for a whole seal: no defender can reach a square beside
//                    that corner to take a sealer, so it is shut for good (attackers)
//   king pressure    attackers and hostile squares beside the king, scaled by how many the
//                    rules need to capture it (attackers)
//   mobility         empty squares beside each side's pieces (both; the defenders' scaled
//                    like their material)
// Weights depend on the board size (a taflman matters more on 7x7 than on 19x19) and on
// the game phase (the share of the start position's pieces still on the board).

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "skald/tafl/board_tables.h"
#include "skald/tafl/position.h"

namespace skald::tafl {

/// One term of the evaluation: its name and what it is worth to each side, in
/// centi-taflmen.
struct EvaluationTerm {
  std::string name;
  int attackers = 0;
  int defenders = 0;
};

/// Every term of one evaluation, both sides, and the totals.
struct EvaluationDump {
  std::vector<EvaluationTerm> terms;
  int attackers_total = 0;
  int defenders_total = 0;
  /// attackers_total - defenders_total.
  int balance_for_attackers = 0;
  /// The search's value: the balance seen by the side to move, rounded to 10 (a tenth of
  /// a taflman).
  int for_side_to_move = 0;
  Side side_to_move = Side::attackers;
  /// 1.0 at the start position's material, falling towards 0 as pieces leave.
  double phase = 1.0;
};

/// Weights of the terms, in centi-taflmen, for one board size (before the phase scaling).
struct EvaluationWeights {
  int piece[kPieceKinds] = {100, 0, 150, 150, 110, 130};  // by PieceKind; king 0
  int king_square = 6;                                    // per square the king reaches
  int escape_route = 140;                                 // one reachable escape square
  int double_escape = 450;                                // two or more
  int next_route = 50;     // one square a move from an escape route; more grow as 1, 3, 5, 6
  int split_routes = 150;  // next routes on two or more of the king's sides
  int king_distance = 8;   // per step to the nearest escape square, in the endgame
  int corner_guard = 20;   // per attacker beside a corner (or on the edge, edge escape)
  int seal_piece = 15;     // per attacker on a corner's seal (boards of 11 and more)
  int corner_seal = 60;    // per whole seal
  int king_pressure = 30;  // per attacker / hostile square beside the king
  int mobility = 2;        // per empty neighbour square
};

/// Computes evaluations for positions of one rule set. Cheap to copy; thread-safe (const).
class Evaluator {
 public:
  /// An evaluator for positions sharing `tables` (one rule set).
  explicit Evaluator(std::shared_ptr<const BoardTables> tables);

  /// What an evaluation counts on the board: the inputs of the terms.
  struct Counts {
    int material[2] = {0, 0};
    int pieces = 0;
    int king_square = 0;  // 0 = no king on the board
    int king_squares = 0;
    int escape_routes = 0;
    int next_routes = 0;
    bool split_routes = false;  // next routes in two or more of the king's directions
    int king_distance = 0;
    int corner_guards = 0;
    int seal_pieces = 0;
    int sealed_corners = 0;
    int king_pressure = 0;
    int pressure_needed = 4;
    int mobility[2] = {0, 0};
  };

  /// The value for the side to move, in centi-taflmen.
  int evaluate(const Position& position) const;
  /// The counts of `position`, and the value they give for `side`.
  Counts count(const Position& position) const;
  int value(const Counts& counts, Side side) const;
  /// The value, for the side that moves, of the position after the plain move `m`
  /// (Position::is_plain_move) from `position`, whose counts are `before`: exactly
  /// -evaluate() of the position after `m`, found without making the move. A plain move
  /// changes the counts only around its two squares and on the king's lines, so the search
  /// can judge the moves one ply above its horizon at a fraction of the cost of making
  /// them. `escape_routes_after`, when given, receives the king's escape routes after it.
  int value_after_plain_move(const Position& position, const Counts& before, Move m,
                             int* escape_routes_after = nullptr) const;
  /// Every term, for both sides.
  EvaluationDump dump(const Position& position) const;
  const EvaluationWeights& weights() const { return weights_; }
  /// What one piece of `side` and `kind` counts as material, in centi-taflmen.
  int material_value(Side side, PieceKind kind) const {
    return material_[index(side)][static_cast<int>(kind)];
  }
  /// Whether a king on `square` could reach an escape square with one move (board as in
  /// `position`, the king's own square treated as empty).
  bool king_route_from(const Position& position, int square) const;
  /// Whether a king that stops on `square` escapes there (a corner, or the edge in
  /// edge-escape rules).
  bool king_escapes_on(int square) const;

 private:
  /// The king's reachable squares and escape routes, and the pressure around it, on the
  /// board `code` (a square -> piece code function: the position, or the position after a
  /// plain move).
  template <class Board>
  void count_king_lines(const Board& code, Counts& counts) const;
  template <class Board>
  int count_king_pressure(const Board& code, int king) const;
  /// How many corners (at most two) an empty `square` sees along empty lines: the lanes of
  /// the king's last move to a corner that he could take from there.
  template <class Board>
  int open_lanes_from(const Board& code, int square) const;
  /// Whether `square` is on a line from a corner (corner-escape rules).
  bool on_lane(int square) const {
    return (lane_bits_[static_cast<std::size_t>(square >> 6)] >> (square & 63)) & 1;
  }
  /// Attackers on the corners' seals and whole seals, on the board `code`.
  template <class Board>
  void count_seals(const Board& code, Counts& counts) const;
  /// The eight terms for each side; returns the phase.
  double terms(const Counts& counts, int (&attackers)[8], int (&defenders)[8]) const;

  std::shared_ptr<const BoardTables> tables_;
  EvaluationWeights weights_;
  int start_material_ = 1;
  /// Material per side and PieceKind (the defenders' scaled to balance the start).
  int material_[2][kPieceKinds] = {};
  /// The same by piece code (0 for empty, off-board and the kings), for the board scan.
  int material_by_code_[256] = {};
  /// Corner-escape rules: every square on a line from a corner, the lines the king's last
  /// move to a corner takes (empty under edge escape).
  SquareBits lane_bits_{};
  /// Steps from each square to the nearest escape square.
  std::vector<int> escape_distance_;
  std::vector<std::uint8_t> corner_guard_square_;
  SquareBits corner_guard_bits_{};
  /// Attackers on corner-guard squares in the start position.
  int start_corner_guards_ = 0;
  /// The squares of each corner's seal (none below 11x11 or under edge escape), which
  /// seal each square belongs to (-1: none), and the seal value of the start position.
  std::vector<std::array<int, 3>> seals_;
  std::vector<std::int8_t> seal_of_square_;
  int start_seal_value_ = 0;
  /// Defenders' weight per empty neighbour square, in 16ths of a centi-taflman.
  int defender_mobility_ = 32;
};

}  // namespace skald::tafl
