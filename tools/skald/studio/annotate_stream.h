#pragma once

// "Annotate the main line", live: analysis::annotate_main_line (the verdicts of `analyse
// --annotate`, a mistake or blunder confirmed deeper) on a copy of the record as saved, on a
// thread of its own, as Server-Sent Events:
//   {"done": false, "moves": moves judged, "total": moves on the main line}
//   {"done": true, "verdicts": [{"address", "move", "note"}], "depth", "stopped"}
// The page writes the verdicts with one edit (Documents' `verdicts`), so they are saved and
// undone like any other edit. Closing the stream stops the searches.

#include <chrono>
#include <string>
#include <thread>

#include "skald/game/registry.h"
#include "tools/skald/studio/event_queue.h"

namespace skald::studio {

class AnnotateStream {
 public:
  /// Starts annotating the record `bytes` (read with `games`) at `depth` (0: the default).
  AnnotateStream(const game::GameRegistry& games, std::string bytes, int depth);
  ~AnnotateStream();

  std::string next_event(std::chrono::milliseconds wait);
  void stop();

 private:
  EventQueue events_;
  std::jthread worker_;
};

}  // namespace skald::studio
