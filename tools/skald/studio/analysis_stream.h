#pragma once

// The engine, live, for one node: a game::LiveAnalyser searching the position until it is
// stopped, its progress (every 200 ms and after every depth) turned into Server-Sent
// Events the page reads with EventSource. Each event is one JSON object:
//   {"depth", "nodes", "ms", "lines": [{"moves": [...], "score": "+0.20 taflmen"}], "done",
//    "hint": the piece the best line moves first, as `skald hint` gives it}
// The stream ends with an event whose `done` is true. The search stops when the page
// closes the stream (a person moved on, or pressed stop) or the tab goes away: a write
// that fails (a heartbeat comment every 100 ms finds that out while the engine is
// quiet) stops it, so no search outlives its reader.

#include <memory>
#include <string>

#include "skald/game/live_analyser.h"
#include "tools/skald/studio/analyser_pool.h"
#include "tools/skald/studio/event_queue.h"

namespace skald::studio {

class AnalysisStream {
 public:
  /// Starts analysing `state` with `game`'s analyser (from `pool`: made ahead of time),
  /// `lines` best lines (1..8). When the game has no analyser the stream holds one event
  /// saying so.
  AnalysisStream(const game::Game& game, const game::GameState& state, int lines,
                 AnalyserPool& pool);
  /// Stops the search and waits for it.
  ~AnalysisStream();

  /// The next event as SSE text (`data: ...\n\n`), waiting up to `wait` for one; an SSE
  /// comment line (a heartbeat) when none came. Empty once the last event was taken.
  std::string next_event(std::chrono::milliseconds wait);
  /// Asks the search to stop (the last event follows).
  void stop();

 private:
  std::unique_ptr<game::Analyser> text_analyser_;  // for score_text while the search runs
  std::unique_ptr<game::GameState> state_;         // what is analysed, for the hint
  std::unique_ptr<game::LiveAnalyser> live_;
  EventQueue events_;
};

}  // namespace skald::studio
