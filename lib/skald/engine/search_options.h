#pragma once

// What a search is asked to do (SearchLimits), how (SearchOptions), and what it reports
// (SearchResult, via return value and the progress callback). Plain values, no game types
// except the move in the result.

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

namespace skald::engine {

/// The state of one side's game clock, in the OTN time-control model: main time, then a
/// number of overtime periods that are restored whenever a move is made within them, and an
/// increment added after each move.
struct GameClock {
  std::chrono::milliseconds main_remaining{0};
  std::chrono::milliseconds overtime{0};
  int overtimes_remaining = 0;
  std::chrono::milliseconds increment{0};
  /// Moves this side has already played (the time plan depends on the game phase).
  int moves_played = 0;
};

/// When a search stops. Every limit set applies; the first reached stops the search. With
/// none set the search runs to kMaxSearchDepth.
struct SearchLimits {
  int depth = 0;                           // 0 = no depth limit
  std::uint64_t nodes = 0;                 // 0 = no node limit
  std::chrono::milliseconds move_time{0};  // 0 = no fixed time
  std::optional<GameClock> clock;          // plan the time from a game clock
  /// Stops the search from another thread (std::stop_source::request_stop): it returns as
  /// soon as it can, with the best line found so far. A default token never stops.
  std::stop_token stop{};
  /// How often a depth that takes long reports progress between complete depths (the
  /// last complete depth's lines with the nodes so far); 0: only after complete depths.
  std::chrono::milliseconds progress_interval{0};
};

/// The search's switchable parts. Everything defaults to on; SearchOptions::plain() turns
/// every optimisation off (plain alpha-beta), which the consistency test compares against.
struct SearchOptions {
  bool transposition_table = true;
  bool killer_moves = true;
  bool history_heuristic = true;
  bool principal_variation_search = true;
  bool aspiration_windows = true;
  /// One ply above the horizon, skip the moves whose value the game knows without making
  /// them (GameWithFrontier) when it cannot raise alpha. Exact: the result is unchanged.
  bool frontier_pruning = true;
  /// Late moves searched one ply shallower first (late move reductions): at depth 3 and
  /// more, quiet moves after the first few of a node whose side faces no threat; one that
  /// then beats alpha is searched again to the full depth. Not exact (a reduced move may
  /// hide a better line beyond the shallower horizon), so the consistency test leaves it
  /// out; the search reaches deeper within the same time.
  bool late_move_reductions = true;
  /// Null-move pruning, where the game can pass (GameWithPass): at a node off the
  /// principal variation, depth 3 and more, whose static value already reaches beta and
  /// whose side faces no threat, the side passes and the opponent is searched shallower;
  /// if even then the node holds beta, it is cut. Not exact (a side may have only bad
  /// moves, zugzwang), so the consistency test leaves it out.
  bool null_move = true;
  /// A table entry searched deeper than the node also cuts (not only one of the node's own
  /// depth). Not exact: the deeper value is usually the better one but differs from the
  /// fixed-depth minimax the consistency test compares with, so it leaves it out.
  bool deeper_table_cutoffs = true;
  /// Cutoffs also on the table entries of earlier searches since the table was last
  /// cleared (an engine's searches of its earlier moves in a game), not only on this
  /// search's. Off by default: with repetition rules an entry made under another root can
  /// be wrong under this one (RepetitionTest), the graph-history interaction a search
  /// already risks between its own paths, and an analysis is then no longer the same
  /// whatever was searched before. A player in a game turns it on: its search starts from
  /// what the last one found (SearchTest.EarlierSearchCutoffsSaveNodesAndKeepMinimax).
  bool earlier_search_cutoffs = false;
  /// Quiescence search of tactical moves at the horizon (changes the value searched: the
  /// reference minimax applies the same rule).
  bool extensions = true;
  /// Most plies of quiescence below the horizon.
  int quiescence_depth = 6;
  /// In its first plies, quiescence answers a threat instead of standing pat where the
  /// game says the side to move faces one (GameWithThreats); deeper, threat and answer
  /// chains would multiply the nodes, and the static value stands.
  int threat_evasion_depth = 2;
  /// Half-width of the first aspiration window, in score units; 0: the game's own
  /// (SearchableGame's optional aspiration_window()).
  int aspiration_window = 0;
  /// Contempt for draws, in score units: a draw is worth this much less than even to the
  /// side the search is for, and as much more to its opponent, so that an engine stronger
  /// than its opponent plays on instead of repeating into a draw. 0 (the default, and for
  /// analysis) values a draw at even. Two-player searches only.
  int contempt = 0;
  /// How many best lines to report with their values (1 = only the best).
  int multi_pv = 1;
  /// Search threads sharing the table (lazy SMP). Results are deterministic only with 1.
  int threads = 1;
  std::size_t hash_megabytes = 64;

  /// Every optimisation off: plain alpha-beta with iterative deepening.
  static SearchOptions plain() {
    SearchOptions o;
    o.transposition_table = false;
    o.killer_moves = false;
    o.history_heuristic = false;
    o.principal_variation_search = false;
    o.aspiration_windows = false;
    o.frontier_pruning = false;
    o.late_move_reductions = false;
    o.null_move = false;
    o.deeper_table_cutoffs = false;
    o.extensions = false;
    return o;
  }
};

constexpr int kMaxSearchDepth = 64;

/// One line of the analysis: a principal variation and its value for the side to move.
template <class Move>
struct SearchLine {
  std::vector<Move> pv;
  int value = 0;
};

/// What a search found: the best move of the last complete depth and its value (seen by
/// the side to move at the root; with one line, a move that beat it at the unfinished depth
/// after it and the value found there), the principal variation, and with multi-PV the best
/// `multi_pv` lines, best first. `nodes` counts every node visited, the discarded
/// incomplete depth included.
template <class Move>
struct SearchResult {
  std::optional<Move> best_move;  // empty when the root has no legal move or is over
  int value = 0;
  int depth = 0;  // last complete depth
  int selective_depth = 0;
  std::uint64_t nodes = 0;
  std::chrono::microseconds elapsed{0};
  std::vector<Move> pv;
  std::vector<SearchLine<Move>> lines;
  bool stopped_early = false;  // a limit cut the last depth short
  int hash_permille = 0;       // the table's entries in use, per thousand

  double nodes_per_second() const {
    auto us = elapsed.count() > 0 ? elapsed.count() : 1;
    return static_cast<double>(nodes) * 1e6 / static_cast<double>(us);
  }
};

}  // namespace skald::engine
