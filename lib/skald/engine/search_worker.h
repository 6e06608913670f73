#pragma once

// SearchWorker<G>: one thread's search for Search<G> (search.h): iterative deepening at
// the root, aspiration windows, multi-PV, the alpha-beta node search and the quiescence
// search. Workers of one search share the transposition table and the stop flag; each has
// its own game, move lists, killers, history, repetition table and evaluation cache.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <optional>
#include <vector>

#include "skald/engine/evaluation_cache.h"
#include "skald/engine/game_concept.h"
#include "skald/engine/move_ordering.h"
#include "skald/engine/progress_reporter.h"
#include "skald/engine/repetition_table.h"
#include "skald/engine/score.h"
#include "skald/engine/search_options.h"
#include "skald/engine/time_manager.h"
#include "skald/engine/transposition_table.h"

namespace skald::engine {

/// What the workers of one search share.
struct SharedState {
  const SearchOptions* options;
  TranspositionTable* table;
  std::atomic<bool>* stop;
  std::chrono::steady_clock::time_point start;
  TimeManager* time;
  SearchLimits limits;
  /// The helpers' node counters (lazy SMP), for the progress reports of the main worker.
  std::vector<const std::atomic<std::uint64_t>*> helper_nodes{};
};

template <SearchableGame G>
class SearchWorker {
 public:
  using Move = typename G::Move;
  using MoveList = typename G::MoveList;
  using Result = SearchResult<Move>;
  using Progress = std::function<void(const Result&)>;

  /// A worker searching `game` (helpers get copies); id 0 is the main worker, which alone
  /// checks limits and reports progress.
  SearchWorker(G& game, const SharedState& shared, int id, const EarlierPositions& history,
               EvaluationCache& evaluation_cache)
      : game_(game),
        shared_(shared),
        options_(*shared.options),
        id_(id),
        history_(history),
        evaluation_cache_(evaluation_cache) {
    lists_.resize(kMaxPly + 1);
    pv_.resize(kMaxPly + 1);
    for (auto& line : pv_)
      line.resize(kMaxPly + 1);
  }

  std::uint64_t nodes() const { return nodes_.load(std::memory_order_relaxed); }
  /// The node counter, read by the main worker's progress reports while this one runs.
  const std::atomic<std::uint64_t>& node_counter() const { return nodes_; }

  /// Iterative deepening until a limit or the stop flag; reports after every complete
  /// depth through `progress` (main worker only).
  Result iterate(const Progress* progress) {
    Result result;
    if (id_ == 0 && progress != nullptr)
      progress_.start(*progress, result, shared_.limits.progress_interval);
    killers_.clear();
    history_table_.reset(side_count(game_), game_.history_slots());
    repetition_.reset(history_);
    dependency_ = RepetitionTable::kNever;
    root_side_ = game_.side_to_move();

    Outcome over = game_.outcome();
    if (over != Outcome::none) {
      result.value = outcome_score(over, 0);
      nodes_.store(1, std::memory_order_relaxed);
      result.nodes = 1;
      return result;
    }
    MoveList& root_list = lists_[0];
    game_.generate_moves(root_list);
    if (root_list.size() == 0) {
      result.value = outcome_score(outcome_without_moves(game_), 0);
      nodes_.store(1, std::memory_order_relaxed);
      result.nodes = 1;
      return result;
    }
    root_moves_.clear();
    for (int i = 0; i < static_cast<int>(root_list.size()); ++i)
      root_moves_.push_back(RootMove{root_list[i], -kInfinity, 0, {}});
    const int root_count = static_cast<int>(root_moves_.size());
    const int lines = std::clamp(options_.multi_pv, 1, root_count);
    const int max_depth = shared_.limits.depth > 0 ? std::min(shared_.limits.depth, kMaxSearchDepth)
                                                   : kMaxSearchDepth;
    TimeManager& time = *shared_.time;

    // Helpers (lazy SMP) search the same depths as the main worker, so their table entries
    // have the depths the main worker can cut on, but start from other root moves so they
    // explore other subtrees first.
    if (id_ > 0 && root_count > 1) {
      const int shift = (id_ * root_count / std::max(2, options_.threads)) % root_count;
      std::rotate(root_moves_.begin(), root_moves_.begin() + shift, root_moves_.end());
    }
    for (int depth = 1; depth <= max_depth; ++depth) {
      if (id_ == 0 && result.depth > 0 && !time.should_start(depth, elapsed_ms())) break;
      improved_.reset();
      std::vector<SearchLine<Move>> found;
      for (int k = 0; k < lines && !stopped_; ++k) {
        int value = aspiration(depth, k);
        if (stopped_) break;
        found.push_back({root_moves_[static_cast<std::size_t>(k)].pv, value});
      }
      if (stopped_) {
        result.stopped_early = true;
        // A move that beat the first at the unfinished depth was searched deeper than the
        // best of the last complete one, and the first one's deeper search found less.
        if (lines == 1 && improved_.has_value()) {
          result.best_move = improved_->pv.front();
          result.value = improved_->value;
          result.pv = improved_->pv;
          result.lines = {*improved_};
        }
        break;
      }
      for (auto& rm : root_moves_)
        rm.previous_value = rm.value;
      result.depth = depth;
      result.value = found[0].value;
      result.best_move = root_moves_[0].move;
      result.pv = found[0].pv;
      result.lines = std::move(found);
      result.selective_depth = selective_depth_;
      can_abort_ = true;
      if (id_ == 0) {
        time.depth_completed(depth, elapsed_ms());
        if (progress_.active()) report();
      }
      // A proven result within the searched depth cannot change any more.
      if (lines == 1 && is_proven(result.value) && std::abs(plies_to_end(result.value)) <= depth)
        break;
    }
    if (!result.best_move) {
      // Stopped from outside before depth 1 finished: any legal move beats none.
      result.best_move = root_moves_[0].move;
      result.pv = {root_moves_[0].move};
    }
    progress_.finish();
    result.nodes = nodes();
    result.elapsed = elapsed_us();
    return result;
  }

 private:
  // Late move reductions: from this depth, after this many moves of a node.
  static constexpr int kMinReducedDepth = 3;
  static constexpr int kMovesBeforeReductions = 4;

  struct RootMove {
    Move move;
    int value;
    int previous_value;
    std::vector<Move> pv;
  };

  std::chrono::milliseconds elapsed_ms() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 shared_.start);
  }
  std::chrono::microseconds elapsed_us() const {
    return std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() -
                                                                 shared_.start);
  }

  /// A finished game's value for the side to move. A draw is worth -contempt to the side
  /// the search is for and +contempt to its opponent (SearchOptions::contempt); where the
  /// game is over at the root the draw is plain 0 (nothing is chosen there).
  int outcome_score(Outcome o, int ply) const {
    switch (o) {
      case Outcome::win:
        return win_in(ply);
      case Outcome::loss:
        return loss_in(ply);
      default:
        if (ply == 0) return 0;
        return game_.side_to_move() == root_side_ ? -options_.contempt : options_.contempt;
    }
  }

  /// The static value, through the worker's evaluation cache.
  int evaluate() {
    const std::uint64_t key = game_.hash();
    if (const std::optional<int> cached = evaluation_cache_.find(key)) return *cached;
    const int value =
        std::clamp(static_cast<int>(game_.evaluate()), -kMaxEvaluation, kMaxEvaluation);
    evaluation_cache_.store(key, value);
    return value;
  }

  /// Counts a node and says whether the search must unwind now.
  bool count_node_and_check_stop(int ply) {
    // One writer: a load and a store, not a locked increment, and other threads may read.
    const std::uint64_t nodes = nodes_.load(std::memory_order_relaxed) + 1;
    nodes_.store(nodes, std::memory_order_relaxed);
    if (ply > selective_depth_) selective_depth_ = ply;
    if (stopped_) return true;
    if (shared_.stop->load(std::memory_order_relaxed)) {
      stopped_ = true;
      return true;
    }
    if ((nodes & 1023) == 0 && progress_.active() && progress_.due(progress_.completed().depth))
      report();
    if (id_ == 0 && can_abort_) {
      bool out = shared_.limits.nodes > 0 && nodes >= shared_.limits.nodes;
      if (!out && shared_.time->timed() && (nodes & 1023) == 0)
        out = elapsed_ms() >= shared_.time->hard_limit();
      if (out) {
        stopped_ = true;
        shared_.stop->store(true, std::memory_order_relaxed);
        return true;
      }
    }
    return false;
  }

  /// Reports the last complete depth's result with the nodes (every thread's), selective
  /// depth and time so far: after every complete depth, and during a long one.
  void report() {
    progress_.report([this](Result& now) {
      now.nodes = nodes();
      for (const std::atomic<std::uint64_t>* helper : shared_.helper_nodes)
        now.nodes += helper->load(std::memory_order_relaxed);
      now.selective_depth = std::max(now.selective_depth, selective_depth_);
      now.elapsed = elapsed_us();
      now.hash_permille = shared_.table->permille_full();
    });
  }

  int aspiration(int depth, int k) {
    const int previous = root_moves_[static_cast<std::size_t>(k)].previous_value;
    if (!options_.aspiration_windows || depth < 3 || previous == -kInfinity || is_proven(previous))
      return search_root(depth, -kInfinity, kInfinity, k);
    int delta = std::max(
        1, options_.aspiration_window > 0 ? options_.aspiration_window : aspiration_window(game_));
    int alpha = previous - delta;
    int beta = previous + delta;
    while (true) {
      int value = search_root(depth, alpha, beta, k);
      if (stopped_) return value;
      if (value > alpha && value < beta) return value;
      delta *= 4;
      if (value <= alpha)
        alpha = (is_proven(value) || delta > kMaxEvaluation) ? -kInfinity : value - delta;
      else
        beta = (is_proven(value) || delta > kMaxEvaluation) ? kInfinity : value + delta;
    }
  }

  /// Searches root moves k.. (moves before k are the lines already found at this depth),
  /// moves the best to position k and returns its value.
  int search_root(int depth, int alpha, int beta, int k) {
    pv_length_[0] = 0;
    const int side = game_.side_to_move();
    const std::uint64_t key = game_.hash();
    repetition_.push(key);
    int best = -kInfinity;
    int best_index = k;
    const int count = static_cast<int>(root_moves_.size());
    for (int i = k; i < count; ++i) {
      RootMove& rm = root_moves_[static_cast<std::size_t>(i)];
      game_.make(rm.move);
      const bool same = game_.side_to_move() == side;
      int value;
      if (i == k || !options_.principal_variation_search) {
        value = child(depth - 1, alpha, beta, 1, same);
      } else {
        value = child(depth - 1, alpha, alpha + 1, 1, same);
        if (value > alpha && value < beta) value = child(depth - 1, alpha, beta, 1, same);
      }
      game_.unmake();
      if (stopped_) break;
      rm.value = value;
      if (value > best) {
        best = value;
        best_index = i;
        rm.pv.assign(1, rm.move);
        for (int p = 1; p < pv_length_[1]; ++p)
          rm.pv.push_back(pv_[1][static_cast<std::size_t>(p)]);
        if (value > alpha) {
          if (k == 0 && i > 0) improved_ = SearchLine<Move>{rm.pv, value};
          alpha = value;
          if (alpha >= beta) break;
        }
      } else {
        rm.value = -kInfinity;
      }
    }
    repetition_.pop();
    if (!stopped_ && best_index != k)
      std::rotate(root_moves_.begin() + k, root_moves_.begin() + best_index,
                  root_moves_.begin() + best_index + 1);
    return best;
  }

  int child(int depth, int alpha, int beta, int ply, bool same_side) {
    return same_side ? search(depth, alpha, beta, ply) : -search(depth, -beta, -alpha, ply);
  }
  int child_quiescence(int alpha, int beta, int ply, int qply, bool same_side) {
    return same_side ? quiescence(alpha, beta, ply, qply) : -quiescence(-beta, -alpha, ply, qply);
  }

  /// A node of the main search. Tracks, for the repetition rules, the earliest ply above
  /// this node whose position recurs in its subtree (dependency_): a result depending on
  /// the path to the node is not stored in the table.
  int search(int depth, int alpha, int beta, int ply) {
    if (depth <= 0 && options_.extensions) return quiescence(alpha, beta, ply, 0);
    const std::uint64_t key = game_.hash();
    const int seen = repetition_.earliest_ply(key);
    const int outer = dependency_;
    dependency_ = seen;
    int value = search_node(depth, alpha, beta, ply, key, seen != RepetitionTable::kNever);
    dependency_ = std::min(outer, dependency_);
    return value;
  }

  int search_node(int depth, int alpha, int beta, int ply, std::uint64_t key, bool repeated) {
    pv_length_[ply] = ply;
    if (count_node_and_check_stop(ply)) return 0;
    Outcome over = game_.outcome();
    if (over != Outcome::none) return outcome_score(over, ply);
    if (depth <= 0 || ply >= kMaxPly - 1) return evaluate();

    const bool pv_node = beta - alpha > 1;
    TableEntry entry;
    bool has_table_move = false;
    if (options_.transposition_table && shared_.table->probe(key, entry)) {
      has_table_move = entry.has_move;
      // A cutoff needs an entry of this search. Repetition rules make a value depend on the
      // path: an entry is stored only when its subtree met no position of the path above it
      // (dependency_), but another path to the same node may pass through positions of that
      // subtree (graph-history interaction). Entries of earlier searches were made under
      // other roots, where this happened (RepetitionTest); they still order the moves, and cut
      // only where SearchOptions::earlier_search_cutoffs takes that risk (a player in a game).
      //
      // Within one search it still happens, rarely, and is left as a known limitation
      // (RepetitionTest.KnownGraphHistoryInteraction; 3 of 3,360 RingChase games swept, all
      // through one position at depth 9). There an entry was stored under a path holding a
      // position of its subtree once, and cut on under a path holding it twice, where one
      // more visit ends the game. dependency_ did not see that position: it lay behind a
      // cutoff further down, and a cutoff hides its subtree. An entry cannot list the
      // positions of its subtree, so no cheap test tells a safe cutoff from this one; a
      // "subtree met a repetition" flag in the entry would be clear here (neither the node
      // nor the cutoff below it met one when searched). The exact remedy, no value cutoffs
      // with repetition rules (the table then only orders moves), costs 10% more nodes on
      // the bench (1,811,694 -> 1,988,669) and 32% one ply deeper.
      const bool deep_enough =
          entry.depth == depth || (options_.deeper_table_cutoffs && entry.depth > depth);
      if ((entry.current || options_.earlier_search_cutoffs) && !repeated && !pv_node &&
          deep_enough) {
        int s = score_from_table(entry.score, ply);
        if (entry.bound == Bound::exact || (entry.bound == Bound::lower && s >= beta) ||
            (entry.bound == Bound::upper && s <= alpha))
          return s;
      }
    }

    // Late move reductions and null moves need a node whose side faces no threat to end
    // the game.
    bool quiet_node = depth >= kMinReducedDepth;
    if constexpr (GameWithThreats<G>)
      if (quiet_node && (options_.late_move_reductions || options_.null_move))
        quiet_node = !game_.must_answer_threat();
    if constexpr (GameWithPass<G>) {
      if (options_.null_move && quiet_node && !pv_node && !repeated && !after_pass_ &&
          beta < kWinThreshold && evaluate() >= beta) {
        const int reduction = depth >= 6 ? 3 : 2;
        game_.make_pass();
        after_pass_ = true;
        const int value = -search(depth - 1 - reduction, -beta, -beta + 1, ply + 1);
        after_pass_ = false;
        game_.unmake();
        if (stopped_) return 0;
        if (value >= beta) return value >= kWinThreshold ? beta : value;
      }
    }
    after_pass_ = false;

    repetition_.push(key);
    const int side = game_.side_to_move();
    const int alpha_in = alpha;
    int best = -kInfinity;
    Move best_move{};
    int tried = 0;  // moves searched or judged so far; the first gets the full window
    enum class Next { go_on, cutoff, stopped };
    const bool may_reduce = options_.late_move_reductions && quiet_node;
    const auto search_move = [&](const Move& move) {
      const bool reduce =
          may_reduce && tried >= kMovesBeforeReductions && !is_tactical_move(game_, move);
      game_.make(move);
      const bool same = game_.side_to_move() == side;
      int value;
      if (tried++ == 0 || !options_.principal_variation_search) {
        value = child(depth - 1, alpha, beta, ply + 1, same);
      } else {
        value = reduce ? child(depth - 2, alpha, alpha + 1, ply + 1, same) : alpha + 1;
        if (value > alpha) value = child(depth - 1, alpha, alpha + 1, ply + 1, same);
        if (value > alpha && value < beta) value = child(depth - 1, alpha, beta, ply + 1, same);
      }
      game_.unmake();
      if (stopped_) return Next::stopped;
      if (value > best) {
        best = value;
        best_move = move;
        if (value > alpha) {
          alpha = value;
          update_pv(ply, move);
          if (alpha >= beta) {
            if (!is_tactical_move(game_, move)) {
              if (options_.killer_moves) killers_.add(ply, move);
              if (options_.history_heuristic)
                history_table_.reward(side, game_.history_slot(move), depth);
            }
            return Next::cutoff;
          }
        }
      }
      return Next::go_on;
    };

    // One ply above a hard horizon the killers go first (MoveOrdering's killers_first),
    // and they usually refute at once: tried before the moves are generated, they save the
    // generation at most such nodes (Copenhagen depth 4: 24 -> 20 ms, tablut 15x15 depth
    // 4: 61 -> 41 ms). Only without a table move, which would go before them.
    const bool killers_first = depth == 1 && !options_.extensions;
    Move staged[2];
    int staged_count = 0;
    Next next = Next::go_on;
    if constexpr (GameWithLegalityTest<G>) {
      if (killers_first && !has_table_move && options_.killer_moves) {
        for (int k = 0; k < killers_.count(ply) && next == Next::go_on; ++k) {
          const Move killer = killers_.get(ply, k);
          if (!game_.is_legal(killer)) continue;
          staged[staged_count++] = killer;
          // Made even when their value is known (frontier pruning): building the frontier
          // costs more than a node, and the second killer often refutes.
          next = search_move(killer);
        }
      }
    }

    if (next == Next::go_on) {
      MoveList& list = lists_[static_cast<std::size_t>(ply)];
      game_.generate_moves(list);
      const int size = static_cast<int>(list.size());
      if (size == 0) {
        repetition_.pop();
        return outcome_score(outcome_without_moves(game_), ply);
      }
      int ordered_from = 0;
      if (has_table_move) {
        for (int i = 0; i < size; ++i)
          if (game_.move_code(list[i]) == entry.move_code) {
            if (i != 0) std::swap(list[0], list[i]);
            ordered_from = 1;
            break;
          }
      }
      MoveOrdering<G> ordering(game_, list, ordered_from, ply, killers_, history_table_,
                               {options_.killer_moves, options_.history_heuristic, killers_first},
                               scratch_);
      std::optional<typename FrontierOf<G>::type> frontier;
      for (int i = 0; i < size && next == Next::go_on; ++i) {
        ordering.prepare(i);
        const Move move = list[i];
        if (staged_count > 0 && (move == staged[0] || (staged_count > 1 && move == staged[1])))
          continue;
        if constexpr (GameWithFrontier<G>) {
          // One ply above the horizon, a move whose value the game knows without making it
          // and which cannot raise alpha is skipped (SearchOptions::frontier_pruning). The
          // frontier is made lazily: most nodes here cut off on their first move.
          if (depth == 1 && tried > 0 && options_.frontier_pruning) {
            if (!frontier) frontier.emplace(game_.frontier());
            if (const std::optional<int> known = frontier->value_after(move)) {
              const int value = std::clamp(*known, -kMaxEvaluation, kMaxEvaluation);
              if (value <= alpha) {
                ++tried;
                if (value > best) {
                  best = value;
                  best_move = move;
                }
                continue;
              }
            }
          }
        }
        next = search_move(move);
      }
    }
    repetition_.pop();
    if (next == Next::stopped) return 0;

    if (options_.transposition_table && dependency_ >= ply) {
      TableEntry store;
      store.has_move = true;
      store.move_code = static_cast<std::uint32_t>(game_.move_code(best_move));
      store.score = score_to_table(best, ply);
      store.depth = depth;
      store.bound = best >= beta ? Bound::lower : (best > alpha_in ? Bound::exact : Bound::upper);
      shared_.table->store(key, store);
    }
    return best;
  }

  /// Quiescence: the static value, or better through tactical moves, to a bounded depth.
  int quiescence(int alpha, int beta, int ply, int qply) {
    const std::uint64_t key = game_.hash();
    const int seen = repetition_.earliest_ply(key);
    const int outer = dependency_;
    dependency_ = seen;
    int value = quiescence_node(alpha, beta, ply, qply, key);
    dependency_ = std::min(outer, dependency_);
    return value;
  }

  int quiescence_node(int alpha, int beta, int ply, int qply, std::uint64_t key) {
    pv_length_[ply] = ply;
    if (count_node_and_check_stop(ply)) return 0;
    Outcome over = game_.outcome();
    if (over != Outcome::none) return outcome_score(over, ply);
    const int stand = evaluate();
    if (qply >= options_.quiescence_depth || ply >= kMaxPly - 1) return stand;
    bool evading = false;
    if constexpr (GameWithThreats<G>)
      evading = qply < options_.threat_evasion_depth && game_.must_answer_threat();
    int best = stand;
    if (!evading) {
      if (stand >= beta) return stand;
      if (stand > alpha) alpha = stand;
    }
    if constexpr (GameWithTactics<G>) {
      MoveList& list = lists_[static_cast<std::size_t>(ply)];
      game_.generate_moves(list);
      const int size = static_cast<int>(list.size());
      const int side = game_.side_to_move();
      repetition_.push(key);
      bool searched = !evading;  // standing pat counts as a move searched
      // Evading: the answering moves first; when none answers, every move, each worth what
      // the threat carried out gives (a loss two plies on) unless it ends the game itself
      // or its side moves again (searching each move's reply only to find the threat
      // carried out made the search crawl, 100 k nodes a second, beside a cornered king).
      for (int pass = evading ? 0 : 1; pass < 2 && !(pass == 1 && evading && searched); ++pass) {
        const bool unanswered = evading && pass == 1;
        for (int i = 0; i < size; ++i) {
          const Move move = list[i];
          if (!evading && !game_.is_tactical(move)) continue;
          if constexpr (GameWithThreats<G>)
            if (evading && pass == 0 && !game_.answers_threat(move)) continue;
          game_.make(move);
          const bool same_side = game_.side_to_move() == side;
          int value;
          if (unanswered && !same_side && game_.outcome() == Outcome::none) {
            nodes_.store(nodes_.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
            value = outcome_score(Outcome::loss, ply + 2);
          } else {
            value = child_quiescence(alpha, beta, ply + 1, qply + 1, same_side);
          }
          game_.unmake();
          if (stopped_) {
            repetition_.pop();
            return 0;
          }
          if (!searched || value > best) {
            best = value;
            searched = true;
            if (value > alpha) {
              alpha = value;
              update_pv(ply, move);
              if (alpha >= beta) break;
            }
          }
        }
        if (alpha >= beta) break;
      }
      repetition_.pop();
    } else {
      (void)key;
    }
    return best;
  }

  void update_pv(int ply, const Move& move) {
    auto& line = pv_[static_cast<std::size_t>(ply)];
    const auto& below = pv_[static_cast<std::size_t>(ply + 1)];
    line[static_cast<std::size_t>(ply)] = move;
    int length = pv_length_[ply + 1];
    if (length < ply + 1) length = ply + 1;
    for (int p = ply + 1; p < length; ++p)
      line[static_cast<std::size_t>(p)] = below[static_cast<std::size_t>(p)];
    pv_length_[ply] = length;
  }

  G& game_;
  const SharedState& shared_;
  const SearchOptions& options_;
  int id_;
  const EarlierPositions& history_;

  std::atomic<std::uint64_t> nodes_{0};
  bool stopped_ = false;
  /// The main worker's reports, while it iterates with a progress callback.
  ProgressReporter<Result> progress_;
  bool can_abort_ = false;
  int selective_depth_ = 0;
  int dependency_ = RepetitionTable::kNever;
  int root_side_ = 0;        // the side the search is for (contempt for draws)
  bool after_pass_ = false;  // the node being entered follows a null move: no second one

  EvaluationCache& evaluation_cache_;

  std::vector<MoveList> lists_;
  std::vector<std::vector<Move>> pv_;
  int pv_length_[kMaxPly + 2] = {};
  std::vector<RootMove> root_moves_;
  /// At the depth being searched, the last root move that beat the first one.
  std::optional<SearchLine<Move>> improved_;
  std::vector<std::pair<int, int>> scratch_;
  KillerTable<Move> killers_;
  HistoryTable history_table_;
  RepetitionTable repetition_;
};

}  // namespace skald::engine
