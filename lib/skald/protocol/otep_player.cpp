#include "skald/protocol/otep_player.h"

#include <cstdio>
#include <thread>

#include "skald/protocol/engine_process.h"
#include "skald/protocol/otep_clock.h"

namespace skald::protocol {

namespace {

std::string seconds_text(std::chrono::milliseconds ms) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f s", static_cast<double>(ms.count()) / 1000.0);
  return text;
}

class OtepPlayer final : public MatchPlayer {
 public:
  explicit OtepPlayer(OtepPlayerSettings settings) : settings_(std::move(settings)) {}

  std::string name() const override { return settings_.name; }

  bool new_game(const game::Game& game, const std::string& rules, const game::GameState& start,
                int side, std::string& error) override {
    game_ = &game;
    side_ = side;
    process_ = std::make_unique<EngineProcess>(settings_.command, settings_.folder);
    if (!process_->running()) {
      error = "cannot start `" + settings_.command + "`: " + process_->error();
      return false;
    }
    if (!await("hello", settings_.startup)) {
      error = "no hello within " + seconds_text(settings_.startup) + " (" + last_problem_ + ")";
      return false;
    }
    process_->send("rules " + rules);
    // A set-up start: the board, and whose turn it is.
    Diagnostics ignored;
    const auto rules_start = game.start_state(rules, std::nullopt, ignored);
    if (rules_start && (rules_start->position_text() != start.position_text() ||
                        rules_start->side_to_move() != start.side_to_move())) {
      process_->send("position " + start.position_text());
      process_->send("side " + game.side_name(start.side_to_move()));
    }
    return true;
  }

  MoveAnswer choose(const game::GameState& state, const std::vector<PlayedMove>& opponent_moves,
                    const MoveClock& clock) override {
    if (!process_ || !process_->running()) return MoveAnswer::failed("the engine is not running");
    // OpenTafl's engine plays its move on its own board only after sending it: news of the
    // reply that comes within moments finds the old board and corrupts its game. Let at
    // least kSettle pass since its last move.
    const auto settled = last_move_ + kSettle;
    if (std::chrono::steady_clock::now() < settled) std::this_thread::sleep_until(settled);
    if (!opponent_moves.empty()) {
      // Simple notation, as the protocol's default: start-end.
      std::string list;
      for (const PlayedMove& m : opponent_moves) {
        if (!list.empty()) list += "|";
        list += m.simple;
      }
      process_->send("opponent-move " + list + " " + state.position_text());
    }
    using std::chrono::milliseconds;
    process_->send(otep_clock_command(clock));
    const milliseconds allowed = time_allowed(clock, side_);
    process_->send("play " + game_->side_name(state.side_to_move()));
    const std::optional<std::string> line =
        process_->read_until({"move ", "error -1"}, allowed + settings_.margin);
    if (!line)
      return MoveAnswer::failed(process_->running()
                                    ? "no move within " + seconds_text(allowed + settings_.margin) +
                                          " (hung)"
                                    : "crashed: " + process_->error());
    if (line->rfind("error -1", 0) == 0)
      return MoveAnswer::failed("gave up: " + line->substr(std::min<std::size_t>(9, line->size())));
    const std::string move = line->substr(5);
    std::unique_ptr<game::GameState> after = state.clone();
    if (!after->play(move).ok) return MoveAnswer::failed("played the illegal move " + move);
    process_->send("move " + after->position_text());
    last_move_ = std::chrono::steady_clock::now();
    return MoveAnswer::played(move);
  }

  void finish(const game::Outcome& outcome) override {
    if (!process_) return;
    int code = 0;
    if (outcome.kind == game::OutcomeKind::draw) code = 1;
    if (outcome.kind == game::OutcomeKind::win) code = outcome.winner == 0 ? 2 : 3;
    process_->send("finish " + std::to_string(code));
    process_->send("goodbye");
    process_->stop();
    process_.reset();
  }

 private:
  /// Waits for a line that starts with `word`, skipping others.
  bool await(std::string_view word, std::chrono::milliseconds timeout) {
    if (process_->read_until({word}, timeout)) return true;
    last_problem_ = process_->running() ? "timed out" : process_->error();
    return false;
  }

  OtepPlayerSettings settings_;
  const game::Game* game_ = nullptr;
  int side_ = 0;
  std::unique_ptr<EngineProcess> process_;
  std::string last_problem_;
  static constexpr std::chrono::milliseconds kSettle{100};
  std::chrono::steady_clock::time_point last_move_{};
};

}  // namespace

std::unique_ptr<MatchPlayer> make_otep_player(const OtepPlayerSettings& settings) {
  return std::make_unique<OtepPlayer>(settings);
}

}  // namespace skald::protocol
