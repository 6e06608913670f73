#pragma once

// Analyser: the engine behind the game interface (the model: Stockfish's Engine facade
// between its search and UCI). A Game makes one (Game::make_analyser); it is long-lived,
// owning the search's table and threads, and analyses states of that game under limits.
// Moves and lines come back as the game's move text and scores in the game's unit, so
// the commands, puzzles, protocols and matches need no game's own types.

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

namespace skald::game {

class GameState;

/// When an analysis stops: at the first limit reached, or when `stop` is requested from
/// another thread. With no limit the analysis runs until stopped (or until the game's
/// deepest search is done: the analyser's default).
struct AnalysisLimits {
  int depth = 0;                           // plies; 0: none
  std::uint64_t nodes = 0;                 // 0: none
  std::chrono::milliseconds move_time{0};  // a target the search plans for; 0: none
  /// Stops the analysis from another thread (std::stop_source::request_stop, or
  /// LiveAnalyser::stop): it returns at once with the best line found so far. A default
  /// token never stops.
  std::stop_token stop{};
  /// How often a depth that takes long reports progress (the last complete depth's lines
  /// with the nodes and time so far), besides after every complete depth; 0: only then.
  std::chrono::milliseconds progress_interval{200};
};

/// How a game of more than two players is searched (engine/multi_player_search.h):
/// hypermax (every player for itself: max-n's answer, with the seed's pruning and the
/// re-searches that keep it exact), paranoid (every opponent against the side to move) or
/// max-n without pruning (slow). Two-player
/// games ignore it.
enum class MultiPlayerMethod { hypermax, paranoid, max_n };

/// How a game of simultaneous turns is searched (engine/simultaneous_search.h): each
/// turn's joint-action matrix solved as a zero-sum game, for a mixed strategy per side
/// (matrix), or the seed's averaging of each action over the other side's replies.
enum class SimultaneousMethod { matrix, averaging };

/// How the analyser searches; changing the table size clears it.
struct AnalyserSettings {
  int threads = 1;
  std::size_t hash_megabytes = 64;
  int multi_pv = 1;        // lines reported, best first
  bool extensions = true;  // search extensions (off for comparisons with other engines)
  bool plain = false;      // every search optimisation off (plain alpha-beta), to compare
  /// Contempt for draws, in unit(): a draw is worth this much less than even to the side
  /// the analysis is for (engine::SearchOptions::contempt). 0 for analysis; an engine
  /// playing a weaker opponent sets it to play on. Two-player games only.
  double contempt = 0;
  /// A player in a game: each search may cut on what the searches of its earlier moves
  /// stored (engine::SearchOptions::earlier_search_cutoffs). Off for analysis, where a
  /// query's answer must not depend on the queries before it.
  bool reuse_earlier_searches = false;
  MultiPlayerMethod multi_player = MultiPlayerMethod::hypermax;
  SimultaneousMethod simultaneous = SimultaneousMethod::matrix;
  /// Seeds the draw of an action from a mixed strategy (simultaneous turns): the same
  /// seed, state and limits give the same move.
  std::uint64_t seed = 0;
};

/// A score for the side to move: a proven result, or a value in the analyser's unit.
struct Score {
  std::optional<int> win_in_plies;   // a forced win in this many plies
  std::optional<int> loss_in_plies;  // a forced loss in this many plies
  double value = 0;                  // when neither is set, in unit() (0 for a draw)
};

/// A line the analysis found: the moves from the state, as the game writes them.
struct AnalysisLine {
  std::vector<std::string> moves;
  Score score;
};

/// One action of a side's mixed strategy at a simultaneous turn: how likely the side
/// plays it, and what the search thinks it is worth to that side (in unit()).
struct StrategyEntry {
  std::string action;
  double probability = 0;
  double value = 0;
};

/// What one analysis found.
struct Analysis {
  /// The move to play; empty when the state has no move (the game is over).
  std::optional<std::string> best_move;
  Score score;
  /// The principal variation: the best move and the play the search expects after it.
  std::vector<std::string> pv;
  /// The best lines with their scores, best first (multi_pv of them).
  std::vector<AnalysisLine> lines;
  /// At a simultaneous turn, per side: the actions the search kept, likeliest first, with
  /// the mixed strategy's probabilities; best_move joins one action of each side, drawn
  /// from these (AnalyserSettings::seed). Scores there are for the first side. Empty at a
  /// turn of one side.
  std::vector<std::vector<StrategyEntry>> strategies;
  int depth = 0;  // the last depth searched completely
  int selective_depth = 0;
  std::uint64_t nodes = 0;
  std::chrono::microseconds elapsed{0};
  /// The search table's entries in use, per thousand (0 where the search has no table).
  int hash_permille = 0;
  /// Not empty when the state could not be analysed (then nothing else is set).
  std::string error;

  /// Nodes per second over the analysis so far.
  std::uint64_t nodes_per_second() const {
    const auto us = elapsed.count() > 0 ? elapsed.count() : 1;
    return static_cast<std::uint64_t>(static_cast<double>(nodes) * 1e6 / static_cast<double>(us));
  }
};

/// One term of a static evaluation: its name and what it is worth to each side (indexed
/// by side), in the analyser's unit.
struct EvaluationTerm {
  std::string name;
  std::vector<double> per_side;
};

/// The static evaluation of a state, term by term.
struct Evaluation {
  std::vector<EvaluationTerm> terms;
  std::vector<double> totals;  // per side
  /// What the search counts: the evaluation seen by the side to move.
  double for_side_to_move = 0;
  /// Further facts of the game's evaluation, as "name: value" lines (tafl: the balance
  /// and the game phase).
  std::vector<std::string> remarks;
  /// Not empty when the state could not be evaluated (then nothing else is set).
  std::string error;
};

/// What to prove (puzzles): `winner` forces a win within `moves` of its own moves (a
/// continuation of the same side's turn, tafl's berserk, is not another move).
struct ProofQuery {
  int winner = 0;
  int moves = 1;
  std::uint64_t max_nodes = 0;  // 0: no limit; past it the answer is unknown
  /// Stops the proof from another thread: the answer is then what it settled so far.
  std::stop_token stop{};
};

/// proven: the win is forced; disproven: it is not, within the bound; unknown: the node
/// limit stopped the search first.
enum class ProofStatus { proven, disproven, unknown };

/// What a proof search found, with moves as the game writes them.
struct Proof {
  ProofStatus status = ProofStatus::unknown;
  /// Proven: the winner's moves that force the win; the fewest when `shortest`, else no
  /// shorter win was found within the node limit, nor ruled out.
  int moves = 0;
  bool shortest = true;
  /// Proven: the win played out, each defence the one that holds longest. Disproven with
  /// the defender to move: the defence that holds.
  std::vector<std::string> line;
  /// No win in this many of the winner's moves or fewer exists: what an unknown answer
  /// (stopped, or out of nodes) settled on the way.
  int no_win_within = 0;
  bool stopped = false;  // the query's stop token ended it
  std::uint64_t nodes = 0;
  std::chrono::microseconds elapsed{0};
  /// Not empty when the state could not be searched (then nothing else is set).
  std::string error;
};

class Analyser {
 public:
  virtual ~Analyser() = default;
  virtual void configure(const AnalyserSettings& settings) = 0;
  /// Forgets what earlier analyses learnt: the next one behaves as in a new analyser, so
  /// the same state and limits give the same nodes and move (with one thread).
  virtual void clear() = 0;
  /// Analyses `state` (a state of the game that made this analyser) within `limits`;
  /// `progress` is called after every complete depth with the analysis so far, and at
  /// limits.progress_interval during a long depth, on the calling thread. Returns when a
  /// limit is reached or limits.stop is requested (LiveAnalyser runs it on a thread).
  virtual Analysis analyse(const GameState& state, const AnalysisLimits& limits,
                           const std::function<void(const Analysis&)>& progress = {}) = 0;
  /// Whether query.winner forces a win from `state` within query.moves, by an exact search
  /// (no evaluation decides). Results are kept between calls until clear(); they stay
  /// true, so a puzzle's many questions share them.
  virtual Proof prove(const GameState& state, const ProofQuery& query) = 0;
  /// The static evaluation of `state`, the search's leaf value, term by term.
  virtual Evaluation evaluate(const GameState& state) = 0;
  /// What Score::value counts ("taflman": a man's worth of material).
  virtual std::string unit() const = 0;
  /// A score as people read it: "+0.20 taflmen", "wins in 3 plies".
  virtual std::string score_text(const Score& score) const = 0;
  /// What `move` (legal in `state`) plays, without where it goes: the first step of a
  /// staged hint ("the king on d4").
  virtual std::string piece_to_move(const GameState& state, const std::string& move) const = 0;
};

}  // namespace skald::game
