#include "tools/skald/studio/event_queue.h"

namespace skald::studio {

void EventQueue::push(std::string event, bool last) {
  {
    std::lock_guard lock(mutex_);
    // Only the newest progress matters to a reader that fell behind.
    if (!events_.empty() && !finished_) events_.pop_back();
    events_.push_back(std::move(event));
    if (last) finished_ = true;
  }
  ready_.notify_all();
}

std::string EventQueue::next(std::chrono::milliseconds wait) {
  std::unique_lock lock(mutex_);
  if (ended_) return {};
  ready_.wait_for(lock, wait, [this] { return !events_.empty(); });
  if (events_.empty()) return ": waiting\n\n";
  std::string event = std::move(events_.front());
  events_.pop_front();
  if (events_.empty() && finished_) ended_ = true;
  return event;
}

std::string sse_event(const std::string& json_text) {
  return "data: " + json_text + "\n\n";
}

}  // namespace skald::studio
