#include "skald/ataxx/ataxx_analyser.h"

#include "skald/analysis/position_analyser.h"
#include "skald/ataxx/ataxx_game.h"
#include "skald/ataxx/evaluation.h"
#include "skald/ataxx/fen.h"
#include "skald/ataxx/move_notation.h"
#include "skald/ataxx/search_game.h"
#include "skald/game/game.h"

namespace skald::ataxx {
namespace {

class AtaxxAnalyser final
    : public analysis::PositionAnalyser<AtaxxAnalyser, Position, AtaxxSearchGame,
                                        analysis::ManyPlayerSearches<AtaxxSearchGame>> {
 public:
  AtaxxAnalyser()
      : PositionAnalyser({&ataxx_position_of, "not an Ataxx or Spot position", "stone", "stones"}) {
  }

  static std::string move_text(const Position& walk, const Move& move) {
    (void)walk;
    return move_to_text(move);
  }

  std::string piece_to_move_at(const Position& position, const std::string& move) const {
    const MoveTextParse parsed = parse_move_text(move);
    if (!parsed.move) return "";
    if (parsed.move->is_pass()) return "a pass";
    const std::string letter(1, kPlayerLetters[position.side_to_move()]);
    if (parsed.move->is_clone()) return "a new " + letter + " stone (a clone)";
    return "the " + letter + " stone on " + square_name(parsed.move->from);
  }

  game::Evaluation evaluation_of(const Position& position) const {
    const int side = position.side_to_move();
    return analysis::per_side_evaluation(
        evaluation_terms(position), position.players(),
        {{"stones", &SideTerms::stones},
         {"safe stones", &SideTerms::safe_stones},
         {"mobility", &SideTerms::mobility},
         {"holes", &SideTerms::holes}},
        engine::heuristic_utilities_of(position)[static_cast<std::size_t>(side)],
        kPlayerLetters[side]);
  }
};

}  // namespace

std::unique_ptr<game::Analyser> make_ataxx_analyser() {
  return std::make_unique<AtaxxAnalyser>();
}

}  // namespace skald::ataxx
