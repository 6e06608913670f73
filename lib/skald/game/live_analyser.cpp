#include "skald/game/live_analyser.h"

#include <utility>

namespace skald::game {

LiveAnalyser::LiveAnalyser(std::unique_ptr<Analyser> analyser) : analyser_(std::move(analyser)) {}

LiveAnalyser::~LiveAnalyser() {
  stop();
  if (thread_.joinable()) thread_.join();
}

void LiveAnalyser::launch(std::function<void(std::stop_token)> work) {
  std::lock_guard launching(launching_);
  stop();
  if (thread_.joinable()) thread_.join();
  std::stop_token token;
  {
    std::lock_guard lock(mutex_);
    stop_ = std::stop_source();
    token = stop_.get_token();
    running_ = true;
  }
  thread_ = std::jthread([this, work = std::move(work), token] {
    work(token);
    finished();
  });
}

void LiveAnalyser::finished() {
  std::lock_guard lock(mutex_);
  running_ = false;
  idle_.notify_all();
}

void LiveAnalyser::start(const GameState& state, AnalysisLimits limits, Progress progress,
                         AnalysisDone done) {
  std::shared_ptr<const GameState> copy = state.clone();
  launch([this, copy, limits, progress = std::move(progress),
          done = std::move(done)](std::stop_token token) mutable {
    limits.stop = token;
    Analysis result = analyser_->analyse(*copy, limits, progress);
    {
      std::lock_guard lock(mutex_);
      analysis_ = result;
    }
    if (done) done(result);
  });
}

void LiveAnalyser::start_proof(const GameState& state, ProofQuery query, ProofDone done) {
  std::shared_ptr<const GameState> copy = state.clone();
  launch([this, copy, query, done = std::move(done)](std::stop_token token) mutable {
    query.stop = token;
    Proof result = analyser_->prove(*copy, query);
    {
      std::lock_guard lock(mutex_);
      proof_ = result;
    }
    if (done) done(result);
  });
}

void LiveAnalyser::stop() {
  std::lock_guard lock(mutex_);
  stop_.request_stop();
}

bool LiveAnalyser::running() const {
  std::lock_guard lock(mutex_);
  return running_;
}

void LiveAnalyser::wait() const {
  std::unique_lock lock(mutex_);
  idle_.wait(lock, [this] { return !running_; });
}

Analysis LiveAnalyser::analysis() const {
  std::lock_guard lock(mutex_);
  return analysis_;
}

Proof LiveAnalyser::proof() const {
  std::lock_guard lock(mutex_);
  return proof_;
}

Analyser& LiveAnalyser::idle_analyser() {
  wait();
  return *analyser_;
}

}  // namespace skald::game
