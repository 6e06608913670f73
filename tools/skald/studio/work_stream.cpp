#include "tools/skald/studio/work_stream.h"

namespace skald::studio {

WorkStream::WorkStream(Work work)
    : worker_([this, work = std::move(work)](std::stop_token stop) {
        nlohmann::json result = work(stop, events_);
        result["done"] = true;
        events_.push(sse_event(result.dump()), true);
      }) {}

WorkStream::~WorkStream() {
  worker_.request_stop();
  if (worker_.joinable()) worker_.join();
}

void WorkStream::stop() {
  worker_.request_stop();
}

std::string WorkStream::next_event(std::chrono::milliseconds wait) {
  return events_.next(wait);
}

}  // namespace skald::studio
