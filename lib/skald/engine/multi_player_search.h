#pragma once

// MultiPlayerSearch<G>: game-tree search for games of more than two players that move in
// turn (Spot with 3 or 4 players), generic over MultiPlayerGame. Three methods, chosen per
// search (MultiPlayerMethod):
//   max_n     every player picks the child best for itself (Luckhardt and Irani); no
//             pruning: the reference the consistency tests compare the others against;
//   hypermax  max-n with one alpha per player over zero-sum utility vectors, passed down
//             by copy; a node stops when the alphas sum to zero or more (Fridenbach; the
//             method of the seed's Java AI for Spot). With two players that is alpha-beta.
//             With more, a cut is a deep cutoff, which alone is not sound for max-n (Korf
//             1991): the cut node's partial vector may make a node between it and the
//             ancestors whose alphas cut it choose otherwise than max-n would. So a cut
//             node reports no vector, only the ply from which its line is sure to be
//             rejected by one of those ancestors; a node between that cannot tell whether
//             it would have chosen that line, and whose own choice might still be taken
//             above, searches the child again with its own alpha alone (speculative
//             pruning, after Sturtevant 2003). The root gets max-n's vector and move
//             exactly, first best child on ties as max-n;
//   paranoid  every opponent plays against the player at the root (Sturtevant and Korf):
//             two-player alpha-beta over the root player's utility, a different question
//             than max-n's, checked against max-n over the paranoid utilities (the root
//             player's utility for it, its negation for everyone else).
// Iterative deepening to the depth limit; a depth cut short by a node or time limit is
// discarded and the last complete one kept. The previous depth's best root move is tried
// first, the others in the game's order (order_key, highest first, stable). Nothing is
// random and nothing is shared between searches: the same position and limits give the
// same nodes, move and values. The search never prints; progress comes by callback.
//
// The game gives zero-sum utilities (sums to zero over the players), of the finished game
// where it is over and of its evaluation elsewhere; hypermax's cut relies on the zero sum.

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <concepts>
#include <cstdint>
#include <functional>
#include <limits>
#include <numeric>
#include <optional>
#include <stop_token>
#include <unordered_map>
#include <vector>

#include "skald/engine/progress_reporter.h"

namespace skald::engine {

enum class MultiPlayerMethod { max_n, hypermax, paranoid };

/// "max-n", "hypermax", "paranoid".
constexpr const char* multi_player_method_name(MultiPlayerMethod method) {
  return method == MultiPlayerMethod::max_n      ? "max-n"
         : method == MultiPlayerMethod::hypermax ? "hypermax"
                                                 : "paranoid";
}

template <class G>
concept MultiPlayerGame = requires(G& game, const G& cgame, const typename G::Move& move,
                                   typename G::MoveList& list) {
  requires std::equality_comparable<typename G::Move>;
  {cgame.generate_moves(list)};
  { list.size() } -> std::convertible_to<int>;
  {game.make(move)};
  {game.unmake()};
  { cgame.side_to_move() } -> std::convertible_to<int>;
  { cgame.side_count() } -> std::convertible_to<int>;
  { cgame.game_over() } -> std::convertible_to<bool>;
  /// Zero-sum utilities, indexed by player (an array of at least side_count() ints).
  { cgame.utilities()[0] } -> std::convertible_to<int>;
  /// Move ordering: higher first.
  { cgame.order_key(move) } -> std::convertible_to<int>;
};

struct MultiPlayerLimits {
  int depth = 0;                                   // 0: to kMaxMultiPlayerDepth
  std::uint64_t nodes = 0;                         // 0: none
  std::chrono::milliseconds move_time{0};          // 0: none
  std::stop_token stop{};                          // as SearchLimits::stop
  std::chrono::milliseconds progress_interval{0};  // as SearchLimits::progress_interval
};

inline constexpr int kMaxMultiPlayerDepth = 32;

template <class Move, class Utilities>
struct MultiPlayerResult {
  std::optional<Move> best_move;  // empty when the game is over at the root
  /// The utilities the search expects, per player (paranoid: only the root player's is
  /// searched; the others are the negation of it).
  Utilities values{};
  int depth = 0;  // last complete depth
  std::uint64_t nodes = 0;
  std::chrono::microseconds elapsed{0};
  std::vector<Move> pv;
  bool stopped_early = false;
};

template <MultiPlayerGame G>
class MultiPlayerSearch {
 public:
  using Move = typename G::Move;
  using Utilities = std::decay_t<decltype(std::declval<const G&>().utilities())>;
  using Result = MultiPlayerResult<Move, Utilities>;
  using Progress = std::function<void(const Result&)>;

  /// Searches `game` (left as it was) with `method` within `limits`.
  Result run(G& game, MultiPlayerMethod method, const MultiPlayerLimits& limits,
             const Progress& progress = {}) {
    start_ = std::chrono::steady_clock::now();
    limits_ = limits;
    method_ = method;
    nodes_ = 0;
    stopped_ = false;
    stop_requested_.store(false);
    std::stop_callback on_stop(limits.stop, [this] { stop_requested_.store(true); });
    remembered_.clear();
    root_ = game.side_to_move();
    players_ = game.side_count();
    Result result;
    result.values = game.utilities();
    const int max_depth =
        limits.depth > 0 ? std::min(limits.depth, kMaxMultiPlayerDepth) : kMaxMultiPlayerDepth;
    if (game.game_over()) {
      result.elapsed = elapsed();
      return result;
    }
    std::optional<Move> previous_best;
    progress_.start(progress, result, limits.progress_interval);
    for (int depth = 1; depth <= max_depth; ++depth) {
      previous_best_ = previous_best;
      const Node node = search_root(game, depth);
      if (stopped_) {
        result.stopped_early = true;
        break;
      }
      result.best_move = node.pv_length > 0 ? std::optional<Move>(pv_[0][0]) : std::nullopt;
      result.values = node.values;
      result.depth = depth;
      result.pv.assign(pv_[0].begin(), pv_[0].begin() + node.pv_length);
      previous_best = result.best_move;
      result.nodes = nodes_;
      result.elapsed = elapsed();
      if (progress_.active()) report();
    }
    progress_.finish();
    if (!result.best_move && result.stopped_early) {
      // Stopped before depth 1 finished: any legal move beats none.
      typename G::MoveList list;
      game.generate_moves(list);
      if (list.size() > 0) {
        result.best_move = list[0];
        result.pv = {list[0]};
      }
    }
    result.nodes = nodes_;
    result.elapsed = elapsed();
    return result;
  }

 private:
  struct Node {
    Utilities values{};
    int pv_length = 0;
    bool ends_game = false;  // the chosen line ends the game
    // Hypermax: the subtree was cut; `values` mean nothing, and the line through it is
    // rejected by an ancestor at ply `rejected_from` or deeper (down to its parent).
    bool cut = false;
    int rejected_from = 0;
  };

  /// Hypermax's alphas: per player, the best a node of that player on the path already
  /// holds, and the ply of that node (-1: none yet).
  struct Alphas {
    Utilities value{};
    Utilities ply{};
  };

  std::chrono::microseconds elapsed() const {
    return std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() -
                                                                 start_);
  }

  /// Reports the last complete depth with the nodes and time so far.
  void report() {
    progress_.report([this](Result& now) {
      now.nodes = nodes_;
      now.elapsed = elapsed();
    });
  }

  /// Counts a node; true when a limit or a stop says stop.
  bool count_node_and_check() {
    ++nodes_;
    if (stop_requested_.load(std::memory_order_relaxed)) stopped_ = true;
    if ((nodes_ & 1023) == 0 && progress_.active() && progress_.due(progress_.completed().depth))
      report();
    if (limits_.nodes > 0 && nodes_ >= limits_.nodes) stopped_ = true;
    if (limits_.move_time.count() > 0 && (nodes_ & 1023) == 0 &&
        elapsed() >= std::chrono::duration_cast<std::chrono::microseconds>(limits_.move_time))
      stopped_ = true;
    return stopped_;
  }

  /// The moves of the position at `ply`, in search order.
  const std::vector<Move>& ordered_moves(const G& game, int ply) {
    typename G::MoveList list;
    game.generate_moves(list);
    std::vector<std::pair<int, Move>>& keyed = keyed_[static_cast<std::size_t>(ply)];
    keyed.clear();
    for (int i = 0; i < static_cast<int>(list.size()); ++i) {
      const Move m = list[i];
      int key = game.order_key(m);
      if (ply == 0 && previous_best_ && m == *previous_best_) key = std::numeric_limits<int>::max();
      keyed.emplace_back(key, m);
    }
    std::stable_sort(keyed.begin(), keyed.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<Move>& out = moves_[static_cast<std::size_t>(ply)];
    out.clear();
    for (const auto& [key, m] : keyed)
      out.push_back(m);
    return out;
  }

  Node leaf(const G& game) const {
    Node n;
    n.values = game.utilities();
    n.ends_game = game.game_over();
    if (method_ == MultiPlayerMethod::paranoid || paranoid_reference_) {
      const int mine = n.values[static_cast<std::size_t>(root_)];
      for (int p = 0; p < players_; ++p)
        n.values[static_cast<std::size_t>(p)] = p == root_ ? mine : -mine;
    }
    return n;
  }

  void adopt_pv(int ply, const Move& m, int child_length, Node& node) {
    auto& line = pv_[static_cast<std::size_t>(ply)];
    line[0] = m;
    for (int i = 0; i < child_length; ++i)
      line[static_cast<std::size_t>(i + 1)] =
          pv_[static_cast<std::size_t>(ply + 1)][static_cast<std::size_t>(i)];
    node.pv_length = child_length + 1;
  }

  Node search_root(G& game, int depth) {
    if (method_ == MultiPlayerMethod::paranoid) {
      return paranoid(game, depth, 0, std::numeric_limits<int>::min() / 2,
                      std::numeric_limits<int>::max() / 2);
    }
    Alphas alphas;
    alphas.value.fill(kMinusInfinity);
    alphas.ply.fill(-1);
    return method_ == MultiPlayerMethod::hypermax ? hypermax(game, depth, 0, alphas)
                                                  : max_n(game, depth, 0);
  }

  Node max_n(G& game, int depth, int ply) {
    if (depth == 0 || game.game_over()) return leaf(game);
    const int mover = game.side_to_move();
    const std::vector<Move>& moves = ordered_moves(game, ply);
    Node best;
    bool first = true;
    for (const Move& m : moves) {
      game.make(m);
      if (count_node_and_check()) {
        game.unmake();
        return best;
      }
      const Node child = max_n(game, depth - 1, ply + 1);
      game.unmake();
      if (stopped_) return best;
      const auto p = static_cast<std::size_t>(mover);
      if (first || child.values[p] > best.values[p]) {
        best.values = child.values;
        best.ends_game = child.ends_game;
        adopt_pv(ply, m, child.pv_length, best);
        first = false;
      }
    }
    return best;
  }

  Node hypermax(G& game, int depth, int ply, const Alphas& inherited) {
    if (depth == 0 || game.game_over()) return leaf(game);
    if (const Node* known = recall(game, depth, ply)) return *known;
    const auto x = static_cast<std::size_t>(game.side_to_move());
    const std::vector<Move>& moves = ordered_moves(game, ply);
    Alphas alphas = inherited;
    Node best;
    int best_index = -1;
    // Children cut on an ancestor's alpha: whether this node would choose them is unknown.
    std::vector<int>& unsettled = unsettled_[static_cast<std::size_t>(ply)];
    unsettled.clear();
    int rejected_from = ply;
    for (int i = 0; i < static_cast<int>(moves.size()); ++i) {
      const Node child = search_child(game, moves[static_cast<std::size_t>(i)], depth, ply, alphas);
      if (stopped_) return best;
      if (child.cut) {
        // Rejected here: this node holds something at least as good for its player.
        if (child.rejected_from == ply) continue;
        unsettled.push_back(i);
        rejected_from = std::min(rejected_from, child.rejected_from);
        continue;
      }
      if (best_index < 0 || child.values[x] > best.values[x]) {
        adopt(ply, moves[static_cast<std::size_t>(i)], child, best);
        best_index = i;
      }
      if (child.values[x] > alphas.value[x]) {
        alphas.value[x] = child.values[x];
        alphas.ply[x] = ply;
        if (alphas_sum_to_zero_or_more(alphas.value)) return cut_node(alphas, x);
      }
    }
    if (unsettled.empty()) return remember(game, depth, ply, best);
    if (best_index < 0) return rejected(rejected_from);
    // The choice between the best settled child and the unsettled ones matters only if
    // the best settled one can still be taken above.
    for (int q = 0; q < players_; ++q) {
      const auto r = static_cast<std::size_t>(q);
      if (inherited.ply[r] >= 0 && best.values[r] <= inherited.value[r])
        return rejected(std::min(rejected_from, inherited.ply[r]));
    }
    for (const int i : unsettled) {
      // Searched with this node's alpha alone: a cut now means rejected here. An earlier
      // child is chosen on a tie, a later one only when better.
      Alphas own;
      own.value.fill(kMinusInfinity);
      own.ply.fill(-1);
      own.value[x] = best.values[x] - (i < best_index ? 1 : 0);
      own.ply[x] = ply;
      const Node child = search_child(game, moves[static_cast<std::size_t>(i)], depth, ply, own);
      if (stopped_) return best;
      if (child.cut) continue;
      if (child.values[x] > best.values[x] ||
          (child.values[x] == best.values[x] && i < best_index)) {
        adopt(ply, moves[static_cast<std::size_t>(i)], child, best);
        best_index = i;
      }
    }
    return remember(game, depth, ply, best);
  }

  // Exact hypermax results by position and depth, where the game has a hash: a re-search
  // finds what the first search settled below a cut and searches only what was cut.
  // Exact means max-n's vector and line, which depend on the position and depth alone
  // (moves are ordered by the position alone below the root).
  static constexpr bool kHashed = requires(const G& g) {
    { g.hash() } -> std::convertible_to<std::uint64_t>;
  };
  static constexpr std::size_t kMaxRemembered = std::size_t{1} << 18;
  static constexpr int kMinRememberedDepth = 2;

  struct Remembered {
    std::uint64_t hash = 0;
    int depth = 0;
    Node node;
    std::vector<Move> pv;
  };

  static std::uint64_t remembered_key(std::uint64_t hash, int depth) {
    return hash ^ (static_cast<std::uint64_t>(depth) * 0x9e3779b97f4a7c15ULL);
  }

  const Node* recall(const G& game, int depth, int ply) {
    if constexpr (kHashed) {
      if (depth < kMinRememberedDepth) return nullptr;
      const std::uint64_t hash = game.hash();
      const auto it = remembered_.find(remembered_key(hash, depth));
      if (it == remembered_.end() || it->second.hash != hash || it->second.depth != depth)
        return nullptr;
      auto& line = pv_[static_cast<std::size_t>(ply)];
      std::copy(it->second.pv.begin(), it->second.pv.end(), line.begin());
      return &it->second.node;
    } else {
      (void)game, (void)depth, (void)ply;
      return nullptr;
    }
  }

  Node remember(const G& game, int depth, int ply, const Node& node) {
    if constexpr (kHashed) {
      if (depth >= kMinRememberedDepth && remembered_.size() < kMaxRemembered) {
        const std::uint64_t hash = game.hash();
        const auto& line = pv_[static_cast<std::size_t>(ply)];
        remembered_.try_emplace(
            remembered_key(hash, depth),
            Remembered{hash, depth, node,
                       std::vector<Move>(line.begin(), line.begin() + node.pv_length)});
      }
    } else {
      (void)game, (void)depth, (void)ply;
    }
    return node;
  }

  Node search_child(G& game, const Move& m, int depth, int ply, const Alphas& alphas) {
    game.make(m);
    if (count_node_and_check()) {
      game.unmake();
      return {};
    }
    const Node child = hypermax(game, depth - 1, ply + 1, alphas);
    game.unmake();
    return child;
  }

  void adopt(int ply, const Move& m, const Node& child, Node& best) {
    best.values = child.values;
    best.ends_game = child.ends_game;
    adopt_pv(ply, m, child.pv_length, best);
  }

  /// A node that stops because the alphas add up: it is worth at least its alpha to its
  /// player `x`, so the others together get at most what their alphas add up to, and one
  /// of them gets no more than its alpha: that player's node above rejects this line.
  Node cut_node(const Alphas& alphas, std::size_t x) const {
    int from = std::numeric_limits<int>::max();
    for (int q = 0; q < players_; ++q)
      if (static_cast<std::size_t>(q) != x)
        from = std::min(from, alphas.ply[static_cast<std::size_t>(q)]);
    return rejected(from);
  }

  static Node rejected(int from) {
    Node n;
    n.cut = true;
    n.rejected_from = from;
    return n;
  }

  /// Alpha-beta over the root player's utility: the root player maximises, everyone else
  /// minimises (fail-hard bounds; the root's value is exact).
  Node paranoid(G& game, int depth, int ply, int alpha, int beta) {
    if (depth == 0 || game.game_over()) return leaf(game);
    const bool maximising = game.side_to_move() == root_;
    const auto r = static_cast<std::size_t>(root_);
    const std::vector<Move>& moves = ordered_moves(game, ply);
    Node best;
    bool first = true;
    for (const Move& m : moves) {
      game.make(m);
      if (count_node_and_check()) {
        game.unmake();
        return best;
      }
      const Node child = paranoid(game, depth - 1, ply + 1, alpha, beta);
      game.unmake();
      if (stopped_) return best;
      const int v = child.values[r];
      if (first || (maximising ? v > best.values[r] : v < best.values[r])) {
        best.values = child.values;
        best.ends_game = child.ends_game;
        adopt_pv(ply, m, child.pv_length, best);
        first = false;
      }
      if (maximising)
        alpha = std::max(alpha, v);
      else
        beta = std::min(beta, v);
      if (alpha >= beta) break;
    }
    return best;
  }

  /// Hypermax's cut: what the players are sure of elsewhere adds up to everything a
  /// zero-sum node can give, so no other child here can change an ancestor's choice.
  bool alphas_sum_to_zero_or_more(const Utilities& alphas) const {
    long long sum = 0;
    for (int q = 0; q < players_; ++q)
      sum += alphas[static_cast<std::size_t>(q)];
    return sum >= 0;
  }

  // Low enough that the sum of four never overflows, and below every utility.
  static constexpr int kMinusInfinity = std::numeric_limits<int>::min() / 8;

 public:
  /// Test hook: max-n over the paranoid utilities (see the top of this file).
  Result run_paranoid_reference(G& game, int depth) {
    paranoid_reference_ = true;
    Result r = run(game, MultiPlayerMethod::max_n, {depth, 0, {}});
    paranoid_reference_ = false;
    return r;
  }

 private:
  std::chrono::steady_clock::time_point start_;
  MultiPlayerLimits limits_;
  MultiPlayerMethod method_ = MultiPlayerMethod::hypermax;
  bool paranoid_reference_ = false;
  std::uint64_t nodes_ = 0;
  bool stopped_ = false;
  std::atomic<bool> stop_requested_{false};  // set from another thread (limits' stop)
  ProgressReporter<Result> progress_;
  int root_ = 0;
  int players_ = 0;
  std::optional<Move> previous_best_;
  std::array<std::array<Move, kMaxMultiPlayerDepth + 1>, kMaxMultiPlayerDepth + 1> pv_{};
  std::array<std::vector<std::pair<int, Move>>, kMaxMultiPlayerDepth + 1> keyed_;
  std::array<std::vector<Move>, kMaxMultiPlayerDepth + 1> moves_;
  std::array<std::vector<int>, kMaxMultiPlayerDepth + 1> unsettled_;
  std::unordered_map<std::uint64_t, Remembered> remembered_;
};

}  // namespace skald::engine
