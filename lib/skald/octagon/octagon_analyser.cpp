#include "skald/octagon/octagon_analyser.h"

#include <cstdio>

#include "skald/analysis/position_analyser.h"
#include "skald/game/game.h"
#include "skald/octagon/evaluation.h"
#include "skald/octagon/notation.h"
#include "skald/octagon/octagon_game.h"
#include "skald/octagon/search_game.h"

namespace skald::octagon {
namespace {

class OctagonAnalyser final
    : public analysis::PositionAnalyser<OctagonAnalyser, Position, OctagonSearchGame,
                                        analysis::ManyPlayerSearches<OctagonSearchGame>> {
 public:
  OctagonAnalyser()
      : PositionAnalyser(
            {&octagon_position_of, "not an Octagon Theory position", "piece", "pieces"}) {}

  static std::string move_text(const Position& walk, const Move& move) {
    return move_to_text(walk.board(), move);
  }

  std::string piece_to_move_at(const Position& position, const std::string& move) const {
    const MoveTextParse parsed = parse_move_text(move, position.board(), position.rules());
    if (!parsed.move) return "";
    const int kind = parsed.move->kind;
    const std::string piece = "a " + std::to_string(kKindDirections[kind]) + "-piece";
    if (kind == 3) return piece;
    return piece + " pointing " + direction_name(parsed.move->turn);
  }

  game::Evaluation evaluation_of(const Position& position) const {
    const int side = position.side_to_move();
    game::Evaluation out = analysis::per_side_evaluation(
        evaluation_terms(position), position.players(),
        {{"pieces", &SideTerms::pieces},
         {"to place", &SideTerms::to_place},
         {"safety", &SideTerms::safety},
         {"exposed", &SideTerms::exposed},
         {"stock", &SideTerms::stock}},
        engine::heuristic_utilities_of(position)[static_cast<std::size_t>(side)],
        kPlayerLetters[side]);
    char line[96];
    std::snprintf(line, sizeof line, "round: %d of %d, %d placement%s left in this turn",
                  std::min(position.round(), position.rules().turns), position.rules().turns,
                  position.placements_left(), position.placements_left() == 1 ? "" : "s");
    out.remarks.insert(out.remarks.begin(), line);  // before the N-player remark
    return out;
  }
};

}  // namespace

std::unique_ptr<game::Analyser> make_octagon_analyser() {
  return std::make_unique<OctagonAnalyser>();
}

}  // namespace skald::octagon
