#pragma once

// The events of one Server-Sent Events stream, between the thread that makes them (a
// search, a proof) and the server thread that writes them to the page. A reader that fell
// behind gets only the newest progress event, then the last one; a reader waiting for an
// event gets a heartbeat comment after a while, whose failed write tells the server the
// page has gone.

#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <string>

namespace skald::studio {

class EventQueue {
 public:
  /// Adds `event` (SSE text); `last` ends the stream after it.
  void push(std::string event, bool last);
  /// The next event, waiting up to `wait` for one; an SSE comment line (a heartbeat) when
  /// none came; empty once the last event was taken.
  std::string next(std::chrono::milliseconds wait);

 private:
  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::string> events_;
  bool finished_ = false;  // the last event was pushed
  bool ended_ = false;     // and taken
};

/// One SSE event carrying `json_text`.
std::string sse_event(const std::string& json_text);

}  // namespace skald::studio
