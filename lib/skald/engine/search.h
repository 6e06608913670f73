#pragma once

// Search<G>: skald's game-tree search, generic over any game satisfying SearchableGame.
//
// Iterative deepening negamax alpha-beta with principal variation search and aspiration
// windows; a depth cut short by a limit keeps the last complete depth's result, unless a
// move searched to the unfinished depth beat the first one there (then that move, with
// the value found for it). A shared transposition table (cutoffs on entries of this search,
// and of earlier ones where SearchOptions::earlier_search_cutoffs says so; of exactly the
// remaining depth in the exact configuration), killer moves, history heuristic and
// bucketed move ordering; a repetition table so that repetition rules are searched right;
// quiescence search of tactical moves; proven results scored by distance. Multi-PV
// reports the best K root lines with exact values. With threads > 1 helpers search the
// same position on copies of the game sharing the table (lazy SMP); with one thread the
// same position, options and limits always give the same nodes, move and value.
//
// The search never prints: it returns a SearchResult and calls an optional progress
// callback after every complete depth, and during a long depth at the interval the limits
// ask for. SearchLimits::stop stops it from another thread, at the next node. Negamax compares the
// side to move of parent and child instead of assuming that sides alternate (tafl berserk moves
// twice in a row). The implementation is split: search_worker.h holds one thread's search.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <stop_token>
#include <thread>
#include <vector>

#include "skald/engine/game_concept.h"
#include "skald/engine/search_options.h"
#include "skald/engine/search_worker.h"
#include "skald/engine/transposition_table.h"

namespace skald::engine {

template <SearchableGame G>
class Search {
 public:
  using Move = typename G::Move;
  using Result = SearchResult<Move>;
  /// Called after every complete depth with the result so far (and during long depths).
  using Progress = std::function<void(const Result&)>;

  explicit Search(SearchOptions options = {})
      : options_(options),
        table_(options.hash_megabytes),
        evaluation_caches_(static_cast<std::size_t>(std::max(1, options.threads))) {}

  const SearchOptions& options() const { return options_; }
  /// Changes the options; a new table size clears the table.
  void set_options(const SearchOptions& options) {
    if (options.hash_megabytes != options_.hash_megabytes) table_.resize(options.hash_megabytes);
    options_ = options;
  }
  /// Forgets everything learnt (table entries), so the next search behaves as a new one.
  void clear() { table_.clear(); }
  TranspositionTable& table() { return table_; }

  /// Searches `game` (left as it was on return) within `limits`. `history` lists the hashes
  /// of the game's earlier positions, oldest first, for repetition rules (may be empty:
  /// then the game's own earlier_positions(), and counted_earlier_positions() for the
  /// older ones of a long game, where it has them). The clock plan is the game's
  /// (phase_plan()).
  Result run(G& game, const SearchLimits& limits, const Progress& progress = {},
             const std::vector<std::uint64_t>& history = {}) {
    EarlierPositions earlier{history, {}};
    if constexpr (requires { game.earlier_positions(); }) {
      if (history.empty()) earlier.latest = game.earlier_positions();
    }
    if constexpr (requires { game.counted_earlier_positions(); }) {
      if (history.empty()) earlier.counted = game.counted_earlier_positions();
    }
    stop_.store(false);
    // A stop asked for before this point is seen at once (the callback runs here).
    std::stop_callback on_stop(limits.stop, [this] { stop_.store(true); });
    table_.new_search();  // once per search (the call above comes back here)
    TimeManager time(limits, phase_plan(game));
    auto start = std::chrono::steady_clock::now();
    SharedState shared{&options_, &table_, &stop_, start, &time, limits};

    if (evaluation_caches_.size() < static_cast<std::size_t>(std::max(1, options_.threads)))
      evaluation_caches_.resize(static_cast<std::size_t>(options_.threads));
    for (EvaluationCache& cache : evaluation_caches_)
      cache.new_search();
    std::vector<std::thread> helpers;
    std::vector<std::unique_ptr<G>> helper_games;
    std::vector<std::unique_ptr<SearchWorker<G>>> helper_workers;
    if constexpr (std::copyable<G>) {
      for (int i = 1; i < options_.threads; ++i) {
        helper_games.push_back(std::make_unique<G>(game));
        helper_workers.push_back(
            std::make_unique<SearchWorker<G>>(*helper_games.back(), shared, i, earlier,
                                              evaluation_caches_[static_cast<std::size_t>(i)]));
      }
      for (auto& w : helper_workers)
        shared.helper_nodes.push_back(&w->node_counter());
      for (auto& w : helper_workers)
        helpers.emplace_back([&w] { w->iterate(nullptr); });
    }
    SearchWorker<G> main(game, shared, 0, earlier, evaluation_caches_[0]);
    Result result = main.iterate(&progress);
    stop_.store(true);
    for (auto& t : helpers)
      t.join();
    for (auto& w : helper_workers)
      result.nodes += w->nodes();
    result.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(
        std::chrono::steady_clock::now() - start);
    result.hash_permille = table_.permille_full();
    return result;
  }

  /// Asks a running search (on another thread) to stop as soon as possible. Only a search
  /// already running hears it; SearchLimits::stop also stops one about to start.
  void stop() { stop_.store(true); }

 private:
  SearchOptions options_;
  TranspositionTable table_;
  std::vector<EvaluationCache> evaluation_caches_;  // one per thread
  std::atomic<bool> stop_{false};
};

}  // namespace skald::engine
