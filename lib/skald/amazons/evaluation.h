#pragma once

// The static evaluation of an Amazons position, after Lieberum's evaluation as the seed
// describes it (shared/seeds/004): for every empty square, which side reaches it first by
// queen moves and by king moves (the distances D1 and D2 of each side's nearest amazon):
//   territory (queen)  t1: squares a side reaches first by queen moves; a tie counts
//                      kTieShare for the side whose amazon moves next, which gets there
//                      first (between the halves of a move, the other side);
//   territory (king)   t2: the same with king moves, which sees walls queens jump past;
//   position (queen)   c1: 2 * sum 2^-D1 per side, how close a side stands to the squares;
//   position (king)    c2: sum of (D2 of the other side - own D2) / 6, within 0..1;
//   mobility           per amazon, sum over the squares one queen move away of their free
//                      neighbours halved per step away (alpha), up to kMobilityCap: an
//                      amazon being shut in loses it before the territory says so.
// The phase w = sum over squares both sides reach of 2^-|D1 White - D1 Black| is the
// share of contested squares: 1 in the opening, 0 once the board is split into regions.
// Each term is weighted by it: territory by queen grows to the whole evaluation as the
// board splits (weight 1 - w/2), the others count while the board is open (weights
// proportional to w). Values are in squares (of territory); evaluate() gives hundredths.

#include <string>
#include <vector>

#include "skald/amazons/position.h"

namespace skald::amazons {

/// One weighted term, per side (White, Black), in squares.
struct EvaluationTerm {
  std::string name;
  double white = 0;
  double black = 0;
};

struct EvaluationDump {
  std::vector<EvaluationTerm> terms;
  double white_total = 0;
  double black_total = 0;
  double for_side_to_move = 0;
  double phase = 0;  // w / empty squares: 1 open, 0 split into regions
};

/// The evaluation with every term (slow path: `skald eval`).
EvaluationDump evaluation_dump(const Position& position);
/// The evaluation for the side to move, in hundredths of a square (the search's leaf).
int evaluate(const Position& position);

}  // namespace skald::amazons
