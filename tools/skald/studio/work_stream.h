#pragma once

// Work on a thread of its own that reports as Server-Sent Events (a puzzle proved, the
// main line annotated): the work gets a stop token and the event queue (for its progress)
// and returns the last event, to which "done": true is added. Closing the stream stops the
// work through its token, so no work outlives its reader; the destructor waits for it.

#include <chrono>
#include <functional>
#include <nlohmann/json.hpp>
#include <stop_token>
#include <string>
#include <thread>

#include "tools/skald/studio/event_queue.h"

namespace skald::studio {

class WorkStream {
 public:
  using Work = std::function<nlohmann::json(std::stop_token, EventQueue&)>;
  explicit WorkStream(Work work);
  ~WorkStream();
  WorkStream(const WorkStream&) = delete;
  WorkStream& operator=(const WorkStream&) = delete;

  std::string next_event(std::chrono::milliseconds wait);
  void stop();

 private:
  EventQueue events_;
  std::jthread worker_;
};

}  // namespace skald::studio
