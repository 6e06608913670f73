#pragma once

// The engine's searches of one game as its analyser runs them: alpha-beta for analysis and
// the exact proof search for puzzles (two players), and with ManyPlayerSearches the
// N-player search beside them. The game supplies its engine view (SearchGame) and how it
// writes a line of engine moves; the searches and their settings are the same for all.

#include <functional>
#include <string>
#include <vector>

#include "skald/analysis/engine_bridge.h"
#include "skald/engine/multi_player_search.h"
#include "skald/engine/proof_search.h"
#include "skald/engine/search.h"
#include "skald/game/analyser.h"

namespace skald::analysis {

using AnalysisProgress = std::function<void(const game::Analysis&)>;

template <class SearchGame>
class TwoPlayerSearches {
 public:
  using Move = typename SearchGame::Move;
  /// Engine moves from the searched position as the game's move texts, up to the first
  /// that is not legal.
  using LineText = std::function<std::vector<std::string>(const std::vector<Move>&)>;

  void configure(const game::AnalyserSettings& settings) {
    search_.set_options(search_options(settings));
    if (settings.hash_megabytes != prover_.megabytes()) prover_.resize(settings.hash_megabytes);
  }
  void clear() {
    search_.clear();
    prover_.clear();
  }

  game::Proof prove(SearchGame& game, const game::ProofQuery& query, const LineText& text) {
    const auto r = prover_.run(game, {query.winner, query.moves, query.max_nodes, query.stop});
    return proof_of(r, text(r.line));
  }

  game::Analysis analyse(SearchGame& game, const game::AnalysisLimits& limits,
                         const AnalysisProgress& progress, const LineText& text) {
    using Result = typename engine::Search<SearchGame>::Result;
    typename engine::Search<SearchGame>::Progress report;
    if (progress) report = [&](const Result& r) { progress(analysis_of(r, text)); };
    return analysis_of(search_.run(game, search_limits(limits), report, {}), text);
  }

  /// The alpha-beta search itself, for a game whose analysis needs more than analyse().
  engine::Search<SearchGame>& search() { return search_; }

 private:
  engine::Search<SearchGame> search_;
  engine::ProofSearch<SearchGame> prover_;
};

template <engine::MultiPlayerGame SearchGame>
class ManyPlayerSearches : public TwoPlayerSearches<SearchGame> {
 public:
  using typename TwoPlayerSearches<SearchGame>::LineText;

  void configure(const game::AnalyserSettings& settings) {
    TwoPlayerSearches<SearchGame>::configure(settings);
    method_ = multi_player_method(settings.multi_player);
  }

  /// The N-player search from `root` (the position `game` stands at; see
  /// multi_player_score for what it needs).
  template <class Position>
  game::Analysis analyse_many(SearchGame& game, const Position& root,
                              const game::AnalysisLimits& limits, const AnalysisProgress& progress,
                              const LineText& text) {
    using Result = typename engine::MultiPlayerSearch<SearchGame>::Result;
    typename engine::MultiPlayerSearch<SearchGame>::Progress report;
    if (progress)
      report = [&](const Result& r) { progress(multi_player_analysis_of(root, r, text)); };
    return multi_player_analysis_of(
        root, multi_.run(game, method_, multi_player_limits(limits), report), text);
  }

 private:
  engine::MultiPlayerSearch<SearchGame> multi_;
  engine::MultiPlayerMethod method_ = engine::MultiPlayerMethod::hypermax;
};

}  // namespace skald::analysis
