#include "skald/tafl/tafl_analyser.h"

#include <cstdio>

#include "skald/analysis/position_analyser.h"
#include "skald/tafl/evaluation.h"
#include "skald/tafl/move_notation.h"
#include "skald/tafl/search_adapter.h"
#include "skald/tafl/tafl_game.h"

namespace skald::tafl {

namespace {

class TaflAnalyser final
    : public analysis::PositionAnalyser<TaflAnalyser, Position, TaflSearchGame> {
 public:
  TaflAnalyser()
      : PositionAnalyser({&tafl_position_of, "not a tafl position", "taflman", "taflmen"}) {}

  /// Only the history since the last capture matters to the search; a whole copy of a long
  /// game for every analysis made a record's analysis quadratic.
  static Position search_start(const Position& position) { return position.recent_copy(); }

  static std::string move_text(const Position& walk, const Move& move) {
    return move_to_otn(walk, move);
  }

  std::string piece_to_move_at(const Position& position, const std::string& move) const {
    const MoveRecordParse parsed = parse_move_record(move);
    if (!parsed.record || parsed.record->resign) return "";
    const Piece piece = position.at(parsed.record->from);
    return "the " + std::string(kind_name(piece.kind())) + " on " +
           coord_to_string(parsed.record->from);
  }

  game::Evaluation evaluation_of(const Position& position) const {
    game::Evaluation out;
    const EvaluationDump dump = Evaluator(position.tables()).dump(position);
    for (const EvaluationTerm& t : dump.terms)
      out.terms.push_back({t.name, {t.attackers / 100.0, t.defenders / 100.0}});
    out.totals = {dump.attackers_total / 100.0, dump.defenders_total / 100.0};
    out.for_side_to_move = dump.for_side_to_move / 100.0;
    char line[96];
    std::snprintf(line, sizeof line, "balance for attackers: %+.2f taflmen (phase %.2f)",
                  dump.balance_for_attackers / 100.0, dump.phase);
    out.remarks.push_back(line);
    return out;
  }

  /// The alpha-beta search, which anticipates repetitions (a proof does not).
  game::Analysis analyse_at(const Position& position, const game::AnalysisLimits& limits,
                            const analysis::AnalysisProgress& progress) {
    TaflSearchGame game = search_game(position);
    game.anticipate_repetition();
    return searches_.analyse(game, limits, progress, text_from(position));
  }
};

}  // namespace

std::unique_ptr<game::Analyser> make_tafl_analyser() {
  return std::make_unique<TaflAnalyser>();
}

}  // namespace skald::tafl
