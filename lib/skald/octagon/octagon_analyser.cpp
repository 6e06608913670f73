#include "skald/octagon/octagon_analyser.h"

#include <cstdio>

#include "skald/analysis/engine_bridge.h"
#include "skald/engine/multi_player_search.h"
#include "skald/engine/proof_search.h"
#include "skald/engine/search.h"
#include "skald/game/game.h"
#include "skald/octagon/evaluation.h"
#include "skald/octagon/notation.h"
#include "skald/octagon/octagon_game.h"
#include "skald/octagon/search_game.h"

namespace skald::octagon {
namespace {

constexpr const char* kNotOctagon = "not an Octagon Theory position";

/// The moves of `line` from `start` as text, up to the first that is not legal there.
std::vector<std::string> line_text(const Position& start, const std::vector<Move>& line) {
  std::vector<std::string> out;
  Position walk = start;
  walk.forget_history();
  for (const Move& m : line) {
    if (!walk.is_legal(m)) break;
    out.push_back(move_to_text(walk.board(), m));
    walk.make(m);
  }
  return out;
}

class OctagonAnalyser final : public game::Analyser {
 public:
  void configure(const game::AnalyserSettings& settings) override {
    search_.set_options(analysis::search_options(settings));
    method_ = analysis::multi_player_method(settings.multi_player);
  }
  void clear() override {
    search_.clear();
    prover_.clear();
  }
  std::string unit() const override { return "piece"; }

  std::string score_text(const game::Score& score) const override {
    return analysis::score_text(score, "pieces");
  }

  std::string piece_to_move(const game::GameState& state, const std::string& move) const override {
    const Position* position = octagon_position_of(state);
    if (position == nullptr) return "";
    const MoveTextParse parsed = parse_move_text(move, position->board(), position->rules());
    if (!parsed.move) return "";
    const int kind = parsed.move->kind;
    const std::string piece = "a " + std::to_string(kKindDirections[kind]) + "-piece";
    if (kind == 3) return piece;
    return piece + " pointing " + direction_name(parsed.move->turn);
  }

  game::Proof prove(const game::GameState& state, const game::ProofQuery& query) override {
    game::Proof out;
    const Position* position = octagon_position_of(state);
    if (position == nullptr) {
      out.error = kNotOctagon;
      return out;
    }
    if (position->players() != 2) {
      out.error = "proofs are searched for two players only";
      return out;
    }
    Position start = *position;
    start.forget_history();
    OctagonSearchGame game(start);
    const auto r = prover_.run(game, {query.winner, query.moves, query.max_nodes});
    return analysis::proof_of(r, line_text(*position, r.line));
  }

  game::Evaluation evaluate(const game::GameState& state) override {
    game::Evaluation out;
    const Position* position = octagon_position_of(state);
    if (position == nullptr) {
      out.error = kNotOctagon;
      return out;
    }
    const int n = position->players();
    const auto terms = evaluation_terms(*position);
    const auto per_side = [&](int SideTerms::*term) {
      std::vector<double> v;
      for (int p = 0; p < n; ++p)
        v.push_back(terms[static_cast<std::size_t>(p)].*term / 100.0);
      return v;
    };
    out.terms.push_back({"pieces", per_side(&SideTerms::pieces)});
    out.terms.push_back({"to place", per_side(&SideTerms::to_place)});
    out.terms.push_back({"safety", per_side(&SideTerms::safety)});
    out.terms.push_back({"exposed", per_side(&SideTerms::exposed)});
    out.terms.push_back({"stock", per_side(&SideTerms::stock)});
    for (int p = 0; p < n; ++p)
      out.totals.push_back(terms[static_cast<std::size_t>(p)].total() / 100.0);
    const Utilities u = heuristic_utilities(*position);
    const int side = position->side_to_move();
    out.for_side_to_move = u[static_cast<std::size_t>(side)] / (100.0 * (n - 1));
    char line[96];
    std::snprintf(line, sizeof line, "round: %d of %d, %d placement%s left in this turn",
                  std::min(position->round(), position->rules().turns), position->rules().turns,
                  position->placements_left(), position->placements_left() == 1 ? "" : "s");
    out.remarks.push_back(line);
    if (n > 2) {
      std::snprintf(line, sizeof line, "for %c: its total minus the others' average",
                    kPlayerLetters[side]);
      out.remarks.push_back(line);
    }
    return out;
  }

  game::Analysis analyse(const game::GameState& state, const game::AnalysisLimits& limits,
                         const std::function<void(const game::Analysis&)>& progress) override {
    const Position* position = octagon_position_of(state);
    if (position == nullptr) {
      game::Analysis out;
      out.error = kNotOctagon;
      return out;
    }
    Position start = *position;
    start.forget_history();
    OctagonSearchGame game(start);
    if (position->players() == 2) return analyse_two_players(game, start, limits, progress);
    const engine::MultiPlayerLimits multi_limits = analysis::multi_player_limits(limits);
    using Result = engine::MultiPlayerSearch<OctagonSearchGame>::Result;
    engine::MultiPlayerSearch<OctagonSearchGame>::Progress report;
    if (progress) report = [&](const Result& r) { progress(multi_analysis_of(start, r)); };
    return multi_analysis_of(start, multi_.run(game, method_, multi_limits, report));
  }

 private:
  game::Analysis analyse_two_players(OctagonSearchGame& game, const Position& start,
                                     const game::AnalysisLimits& limits,
                                     const std::function<void(const game::Analysis&)>& progress) {
    const engine::SearchLimits search_limits = analysis::search_limits(limits);
    using Result = engine::Search<OctagonSearchGame>::Result;
    engine::Search<OctagonSearchGame>::Progress report;
    if (progress) report = [&](const Result& r) { progress(analysis_of(start, r)); };
    return analysis_of(start, search_.run(game, search_limits, report, {}));
  }

  static game::Analysis analysis_of(const Position& position, const engine::SearchResult<Move>& r) {
    return analysis::analysis_of(
        r, [&](const std::vector<Move>& line) { return line_text(position, line); });
  }

  static game::Analysis multi_analysis_of(
      const Position& position, const engine::MultiPlayerSearch<OctagonSearchGame>::Result& r) {
    return analysis::multi_player_analysis_of(
        position, r, [&](const std::vector<Move>& line) { return line_text(position, line); });
  }

  engine::Search<OctagonSearchGame> search_;
  engine::ProofSearch<OctagonSearchGame> prover_;
  engine::MultiPlayerSearch<OctagonSearchGame> multi_;
  engine::MultiPlayerMethod method_ = engine::MultiPlayerMethod::hypermax;
};

}  // namespace

std::unique_ptr<game::Analyser> make_octagon_analyser() {
  return std::make_unique<OctagonAnalyser>();
}

}  // namespace skald::octagon
