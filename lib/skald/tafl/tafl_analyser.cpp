#include "skald/tafl/tafl_analyser.h"

#include <cstdio>

#include "skald/analysis/engine_bridge.h"
#include "skald/analysis/game_searches.h"
#include "skald/tafl/evaluation.h"
#include "skald/tafl/move_notation.h"
#include "skald/tafl/search_adapter.h"
#include "skald/tafl/tafl_game.h"

namespace skald::tafl {

namespace {

/// The moves of `line` from `start` as OTN, up to the first that is not legal there.
std::vector<std::string> line_text(const Position& start, const std::vector<Move>& line) {
  std::vector<std::string> out;
  Position walk = start.recent_copy();  // not the whole game's history
  for (const Move& m : line) {
    if (!walk.is_legal(m)) break;
    out.push_back(move_to_otn(walk, m));
    walk.make(m);
  }
  return out;
}

/// How the searches write a line from `start` (which outlives the search).
auto text_from(const Position& start) {
  return [&start](const std::vector<Move>& line) { return line_text(start, line); };
}

class TaflAnalyser final : public game::Analyser {
 public:
  void configure(const game::AnalyserSettings& settings) override { searches_.configure(settings); }
  void clear() override { searches_.clear(); }
  std::string unit() const override { return "taflman"; }

  std::string score_text(const game::Score& score) const override {
    return analysis::score_text(score, "taflmen");
  }

  std::string piece_to_move(const game::GameState& state, const std::string& move) const override {
    const Position* position = tafl_position_of(state);
    const MoveRecordParse parsed = parse_move_record(move);
    if (position == nullptr || !parsed.record || parsed.record->resign) return "";
    const Piece piece = position->at(parsed.record->from);
    return "the " + std::string(kind_name(piece.kind())) + " on " +
           coord_to_string(parsed.record->from);
  }

  game::Proof prove(const game::GameState& state, const game::ProofQuery& query) override {
    game::Proof out;
    const Position* position = tafl_position_of(state);
    if (position == nullptr) {
      out.error = "not a tafl position";
      return out;
    }
    TaflSearchGame game(position->recent_copy());
    return searches_.prove(game, query, text_from(*position));
  }

  game::Evaluation evaluate(const game::GameState& state) override {
    game::Evaluation out;
    const Position* position = tafl_position_of(state);
    if (position == nullptr) {
      out.error = "not a tafl position";
      return out;
    }
    const EvaluationDump dump = Evaluator(position->tables()).dump(*position);
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

  game::Analysis analyse(const game::GameState& state, const game::AnalysisLimits& limits,
                         const std::function<void(const game::Analysis&)>& progress) override {
    game::Analysis out;
    const Position* position = tafl_position_of(state);
    if (position == nullptr) {
      out.error = "not a tafl position";
      return out;
    }
    // Only the history since the last capture matters to the search; a whole copy of a
    // long game for every analysis made a record's analysis quadratic.
    TaflSearchGame game(position->recent_copy());
    game.anticipate_repetition();
    return searches_.analyse(game, limits, progress, text_from(*position));
  }

 private:
  analysis::TwoPlayerSearches<TaflSearchGame> searches_;
};

}  // namespace

std::unique_ptr<game::Analyser> make_tafl_analyser() {
  return std::make_unique<TaflAnalyser>();
}

}  // namespace skald::tafl
