#include "skald/ataxx/ataxx_analyser.h"

#include <cstdio>

#include "skald/analysis/engine_bridge.h"
#include "skald/ataxx/ataxx_game.h"
#include "skald/ataxx/evaluation.h"
#include "skald/ataxx/fen.h"
#include "skald/ataxx/move_notation.h"
#include "skald/ataxx/search_game.h"
#include "skald/engine/multi_player_search.h"
#include "skald/engine/proof_search.h"
#include "skald/engine/search.h"
#include "skald/game/game.h"

namespace skald::ataxx {
namespace {

constexpr const char* kNotAtaxx = "not an Ataxx or Spot position";

/// The moves of `line` from `start` as text, up to the first that is not legal there.
std::vector<std::string> line_text(const Position& start, const std::vector<Move>& line) {
  std::vector<std::string> out;
  Position walk = start;
  walk.forget_history();
  for (const Move& m : line) {
    if (!walk.is_legal(m)) break;
    out.push_back(move_to_text(m));
    walk.make(m);
  }
  return out;
}

class AtaxxAnalyser final : public game::Analyser {
 public:
  void configure(const game::AnalyserSettings& settings) override {
    search_.set_options(analysis::search_options(settings));
    method_ = analysis::multi_player_method(settings.multi_player);
  }
  void clear() override {
    search_.clear();
    prover_.clear();
  }
  std::string unit() const override { return "stone"; }

  std::string score_text(const game::Score& score) const override {
    return analysis::score_text(score, "stones");
  }

  std::string piece_to_move(const game::GameState& state, const std::string& move) const override {
    const Position* position = ataxx_position_of(state);
    const MoveTextParse parsed = parse_move_text(move);
    if (position == nullptr || !parsed.move) return "";
    if (parsed.move->is_pass()) return "a pass";
    const std::string letter(1, kPlayerLetters[position->side_to_move()]);
    if (parsed.move->is_clone()) return "a new " + letter + " stone (a clone)";
    return "the " + letter + " stone on " + square_name(parsed.move->from);
  }

  game::Proof prove(const game::GameState& state, const game::ProofQuery& query) override {
    game::Proof out;
    const Position* position = ataxx_position_of(state);
    if (position == nullptr) {
      out.error = kNotAtaxx;
      return out;
    }
    if (position->players() != 2) {
      out.error = "proofs are searched for two players only";
      return out;
    }
    Position start = *position;
    start.forget_history();
    AtaxxSearchGame game(start);
    const auto r = prover_.run(game, {query.winner, query.moves, query.max_nodes});
    return analysis::proof_of(r, line_text(*position, r.line));
  }

  game::Evaluation evaluate(const game::GameState& state) override {
    game::Evaluation out;
    const Position* position = ataxx_position_of(state);
    if (position == nullptr) {
      out.error = kNotAtaxx;
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
    out.terms.push_back({"stones", per_side(&SideTerms::stones)});
    out.terms.push_back({"safe stones", per_side(&SideTerms::safe_stones)});
    out.terms.push_back({"mobility", per_side(&SideTerms::mobility)});
    out.terms.push_back({"holes", per_side(&SideTerms::holes)});
    for (int p = 0; p < n; ++p)
      out.totals.push_back(terms[static_cast<std::size_t>(p)].total() / 100.0);
    const Utilities u = heuristic_utilities(*position);
    const int side = position->side_to_move();
    out.for_side_to_move = u[static_cast<std::size_t>(side)] / (100.0 * (n - 1));
    if (n > 2) {
      char line[96];
      std::snprintf(line, sizeof line, "for %c: its total minus the others' average",
                    kPlayerLetters[side]);
      out.remarks.push_back(line);
    }
    return out;
  }

  game::Analysis analyse(const game::GameState& state, const game::AnalysisLimits& limits,
                         const std::function<void(const game::Analysis&)>& progress) override {
    const Position* position = ataxx_position_of(state);
    if (position == nullptr) {
      game::Analysis out;
      out.error = kNotAtaxx;
      return out;
    }
    Position start = *position;
    start.forget_history();
    AtaxxSearchGame game(start);
    if (position->players() == 2) return analyse_two_players(game, start, limits, progress);
    const engine::MultiPlayerLimits multi_limits = analysis::multi_player_limits(limits);
    using Result = engine::MultiPlayerSearch<AtaxxSearchGame>::Result;
    engine::MultiPlayerSearch<AtaxxSearchGame>::Progress report;
    if (progress) report = [&](const Result& r) { progress(multi_analysis_of(start, r)); };
    return multi_analysis_of(start, multi_.run(game, method_, multi_limits, report));
  }

 private:
  game::Analysis analyse_two_players(AtaxxSearchGame& game, const Position& start,
                                     const game::AnalysisLimits& limits,
                                     const std::function<void(const game::Analysis&)>& progress) {
    const engine::SearchLimits search_limits = analysis::search_limits(limits);
    using Result = engine::Search<AtaxxSearchGame>::Result;
    engine::Search<AtaxxSearchGame>::Progress report;
    if (progress) report = [&](const Result& r) { progress(analysis_of(start, r)); };
    return analysis_of(start, search_.run(game, search_limits, report, {}));
  }

  static game::Analysis analysis_of(const Position& position, const engine::SearchResult<Move>& r) {
    return analysis::analysis_of(
        r, [&](const std::vector<Move>& line) { return line_text(position, line); });
  }

  static game::Analysis multi_analysis_of(
      const Position& position, const engine::MultiPlayerSearch<AtaxxSearchGame>::Result& r) {
    return analysis::multi_player_analysis_of(
        position, r, [&](const std::vector<Move>& line) { return line_text(position, line); });
  }

  engine::Search<AtaxxSearchGame> search_;
  engine::ProofSearch<AtaxxSearchGame> prover_;
  engine::MultiPlayerSearch<AtaxxSearchGame> multi_;
  engine::MultiPlayerMethod method_ = engine::MultiPlayerMethod::hypermax;
};

}  // namespace

std::unique_ptr<game::Analyser> make_ataxx_analyser() {
  return std::make_unique<AtaxxAnalyser>();
}

}  // namespace skald::ataxx
