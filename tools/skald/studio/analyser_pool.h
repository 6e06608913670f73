#pragma once

// Analysers made ahead of time for the studio's live analysis (analysis_stream.h). Making
// one allocates and clears its tables (a tafl analyser's search and proof tables, 64 MB
// each by default: some 100 ms), which a person who presses "Start engine" would otherwise
// wait for before the first line. The pool keeps one spare of each use per game, made on
// a thread of its own when a record of that game is opened and again after each is taken.
//
// Thread safety: every call may come from any of the server's threads.

#include <atomic>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "skald/game/game.h"

namespace skald::studio {

class AnalyserPool {
 public:
  /// What an analyser is for: searching the position shown (the engine's default
  /// settings), or only writing scores and hints (the smallest tables).
  enum class Use { search, text };

  AnalyserPool() = default;
  /// Waits for the spares being made.
  ~AnalyserPool();
  AnalyserPool(const AnalyserPool&) = delete;
  AnalyserPool& operator=(const AnalyserPool&) = delete;

  /// Makes the spares of `game` in the background, unless they are there or being made.
  void prepare(const game::Game& game);
  /// An analyser of `game` for `use`, configured for it: the spare when there is one (and
  /// another is made in the background), else one made now; nullptr when the game has no
  /// engine.
  std::unique_ptr<game::Analyser> take(const game::Game& game, Use use);

  /// The settings each use is configured with.
  static game::AnalyserSettings settings_for(Use use);

 private:
  struct Spares {
    std::unique_ptr<game::Analyser> search;
    std::unique_ptr<game::Analyser> text;
    bool making = false;
    bool no_engine = false;
  };
  /// A thread making spares, and whether it has finished (then it is joined and dropped).
  struct Maker {
    std::shared_ptr<std::atomic<bool>> done;
    std::jthread thread;
  };
  /// Makes the spares of `game` that are missing, one at a time, until both are there.
  void make_missing(const game::Game& game);

  std::mutex mutex_;
  std::condition_variable ready_;  // a spare was made, or making ended
  std::map<const game::Game*, Spares> spares_;
  std::vector<Maker> makers_;
};

}  // namespace skald::studio
