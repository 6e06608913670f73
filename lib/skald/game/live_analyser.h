#pragma once

// LiveAnalyser: an analysis or a proof running on its own thread, stopped from any other
// (the model: Stockfish's Engine, whose `go` returns at once and whose `stop` ends the
// search with the best move so far through the same callback as a finished one). It owns
// a game's Analyser and runs Analyser::analyse and Analyser::prove on a background thread;
// every game's analyser stops at its next node once the stop token in the limits is
// requested, so a person playing on a board, a protocol's `stop` or a puzzle being checked
// while it is written never waits for a search to run out.
//
// start() and start_proof() return at once; progress and the finishing callback run on the
// search thread, and must not call back into this object's start/wait (stop() is fine).
// stop(), running() and wait() are safe from any thread. One search at a time: starting
// another stops the running one first (its finishing callback still runs).

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <stop_token>
#include <thread>

#include "skald/game/analyser.h"
#include "skald/game/game.h"

namespace skald::game {

class LiveAnalyser {
 public:
  using Progress = std::function<void(const Analysis&)>;
  using AnalysisDone = std::function<void(const Analysis&)>;
  using ProofDone = std::function<void(const Proof&)>;

  /// Runs searches of `analyser` (a game's, configured or to be configured while idle).
  explicit LiveAnalyser(std::unique_ptr<Analyser> analyser);
  /// Stops a running search and waits for it.
  ~LiveAnalyser();
  LiveAnalyser(const LiveAnalyser&) = delete;
  LiveAnalyser& operator=(const LiveAnalyser&) = delete;

  /// Starts analysing a copy of `state` within `limits` (limits.stop is replaced by this
  /// object's own): no limit means until stop(). Returns at once.
  void start(const GameState& state, AnalysisLimits limits, Progress progress = {},
             AnalysisDone done = {});
  /// Starts proving `query` from a copy of `state` (query.stop replaced). Returns at once.
  void start_proof(const GameState& state, ProofQuery query, ProofDone done = {});

  /// Asks the running search to stop; returns at once (wait() for its result).
  void stop();
  /// Whether a search is running (its finishing callback not yet returned).
  bool running() const;
  /// Waits until no search runs.
  void wait() const;
  /// The last finished analysis (after wait(): the one just run), and the last proof.
  Analysis analysis() const;
  Proof proof() const;

  /// The analyser, to configure, clear, evaluate or ask for text while no search runs
  /// (waits for a running one first, without stopping it).
  Analyser& idle_analyser();

 private:
  /// Stops and joins the last search thread, then starts `work` on a new one.
  void launch(std::function<void(std::stop_token)> work);
  void finished();

  std::unique_ptr<Analyser> analyser_;
  std::mutex launching_;  // one start at a time
  mutable std::mutex mutex_;
  mutable std::condition_variable idle_;
  bool running_ = false;
  std::stop_source stop_;
  Analysis analysis_;
  Proof proof_;
  std::jthread thread_;
};

}  // namespace skald::game
