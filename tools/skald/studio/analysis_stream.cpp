#include "tools/skald/studio/analysis_stream.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace skald::studio {
using Json = nlohmann::ordered_json;

namespace {

std::string sse(const Json& event) {
  return sse_event(event.dump());
}

}  // namespace

AnalysisStream::AnalysisStream(const game::Game& game, const game::GameState& state, int lines,
                               AnalyserPool& pool) {
  std::unique_ptr<game::Analyser> analyser = pool.take(game, AnalyserPool::Use::search);
  text_analyser_ = pool.take(game, AnalyserPool::Use::text);  // only writes scores and hints
  if (!analyser || !text_analyser_) {
    events_.push(sse(Json{{"error", game.name() + " has no engine"}, {"done", true}}), true);
    return;
  }
  game::AnalyserSettings settings = AnalyserPool::settings_for(AnalyserPool::Use::search);
  settings.multi_pv = std::clamp(lines, 1, 8);
  analyser->configure(settings);
  live_ = std::make_unique<game::LiveAnalyser>(std::move(analyser));
  state_ = state.clone();
  const game::Analyser& text = *text_analyser_;
  const game::GameState& at = *state_;
  const auto event = [&text, &at](const game::Analysis& a, bool done) {
    Json lines_json = Json::array();
    for (const game::AnalysisLine& line : a.lines)
      lines_json.push_back({{"moves", line.moves}, {"score", text.score_text(line.score)}});
    if (lines_json.empty() && !a.pv.empty())
      lines_json.push_back({{"moves", a.pv}, {"score", text.score_text(a.score)}});
    Json j{{"depth", a.depth},
           {"nodes", a.nodes},
           {"ms", std::chrono::duration_cast<std::chrono::milliseconds>(a.elapsed).count()},
           {"lines", std::move(lines_json)},
           {"done", done}};
    if (!a.error.empty()) j["error"] = a.error;
    // The hint skald gives a player who is stuck: which piece, not where it goes.
    const std::string& best =
        a.lines.empty()
            ? (a.pv.empty() ? std::string() : a.pv.front())
            : (a.lines.front().moves.empty() ? std::string() : a.lines.front().moves.front());
    if (!best.empty()) j["hint"] = text.piece_to_move(at, best);
    return sse(j);
  };
  live_->start(
      state, {}, [this, event](const game::Analysis& a) { events_.push(event(a, false), false); },
      [this, event](const game::Analysis& a) { events_.push(event(a, true), true); });
}

AnalysisStream::~AnalysisStream() {
  if (live_) {
    live_->stop();
    live_->wait();
  }
}

void AnalysisStream::stop() {
  if (live_) live_->stop();
}

std::string AnalysisStream::next_event(std::chrono::milliseconds wait) {
  return events_.next(wait);
}

}  // namespace skald::studio
