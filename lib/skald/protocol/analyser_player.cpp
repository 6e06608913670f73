#include <algorithm>

#include "skald/protocol/match_player.h"

namespace skald::protocol {

namespace {

/// The moves a game is expected to last from here, for planning time from the clock.
constexpr int kMovesToGo = 30;

/// skald's analyser choosing the moves. A new analyser per game: its table and history
/// start empty, so a game does not depend on the ones before it.
class AnalyserPlayer final : public MatchPlayer {
 public:
  explicit AnalyserPlayer(AnalyserPlayerSettings settings) : settings_(std::move(settings)) {
    // A player in a game (one analyser a game): each search starts from what the searches
    // of its earlier moves stored.
    settings_.analyser.reuse_earlier_searches = true;
  }

  std::string name() const override { return settings_.name; }

  bool new_game(const game::Game& game, const std::string& rules, const game::GameState& start,
                int side, std::string& error) override {
    (void)rules;
    (void)start;
    side_ = side;
    analyser_ = game.make_analyser();
    if (!analyser_) {
      error = "the " + game.name() + " game has no engine";
      return false;
    }
    analyser_->configure(settings_.analyser);
    return true;
  }

  MoveAnswer choose(const game::GameState& state, const std::vector<PlayedMove>& opponent_moves,
                    const MoveClock& clock) override {
    (void)opponent_moves;
    game::AnalysisLimits limits;
    limits.depth = settings_.depth;
    limits.move_time = settings_.move_time;
    if (limits.depth == 0 && limits.move_time.count() == 0)
      limits.move_time = plan_move_time(clock, side_, kMovesToGo, std::chrono::milliseconds{10});
    const game::Analysis analysis = analyser_->analyse(state, limits);
    if (!analysis.best_move)
      return MoveAnswer::failed(analysis.error.empty() ? "no move found" : analysis.error);
    return MoveAnswer::played(*analysis.best_move, analysis.score);
  }

  void finish(const game::Outcome& outcome) override {
    (void)outcome;
    analyser_.reset();
  }

  bool plays_by_the_clock() const override {
    return settings_.depth == 0 || settings_.move_time.count() > 0;
  }

  // A fixed depth on one thread searches the same nodes every time (the determinism test,
  // tests/engine); a time limit or a second thread does not.
  bool deterministic() const override {
    return !plays_by_the_clock() && settings_.analyser.threads <= 1;
  }

 private:
  AnalyserPlayerSettings settings_;
  int side_ = 0;
  std::unique_ptr<game::Analyser> analyser_;
};

}  // namespace

std::unique_ptr<MatchPlayer> make_analyser_player(const AnalyserPlayerSettings& settings) {
  return std::make_unique<AnalyserPlayer>(settings);
}

}  // namespace skald::protocol
