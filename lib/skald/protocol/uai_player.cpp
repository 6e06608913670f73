#include "skald/protocol/uai_player.h"

#include <cstdio>
#include <vector>

#include "skald/protocol/engine_process.h"

namespace skald::protocol {

namespace {

class UaiPlayer final : public MatchPlayer {
 public:
  explicit UaiPlayer(UaiPlayerSettings settings) : settings_(std::move(settings)) {}

  std::string name() const override { return settings_.name; }

  bool new_game(const game::Game& game, const std::string& rules, const game::GameState& start,
                int side, std::string& error) override {
    (void)game;
    (void)rules;
    (void)side;
    start_fen_ = start.position_text();
    moves_.clear();
    process_ = std::make_unique<EngineProcess>(settings_.command, settings_.folder);
    if (!process_->running()) {
      error = "cannot start `" + settings_.command + "`: " + process_->error();
      return false;
    }
    process_->send("uai");
    if (!await("uaiok", settings_.startup)) {
      error = "no uaiok within the start-up time (" + problem_ + ")";
      return false;
    }
    process_->send("isready");
    if (!await("readyok", settings_.startup)) {
      error = "no readyok (" + problem_ + ")";
      return false;
    }
    process_->send("uainewgame");
    return true;
  }

  MoveAnswer choose(const game::GameState& state, const std::vector<PlayedMove>& opponent_moves,
                    const MoveClock& clock) override {
    if (!process_ || !process_->running()) return {std::nullopt, "the engine is not running"};
    for (const PlayedMove& m : opponent_moves)
      moves_.push_back(m.move);
    std::string position = "position fen " + start_fen_;
    if (!moves_.empty()) {
      position += " moves";
      for (const std::string& m : moves_)
        position += " " + m;
    }
    process_->send(position);
    using std::chrono::milliseconds;
    milliseconds allowed{0};
    if (clock.per_move.count() > 0) {
      process_->send("go movetime " + std::to_string(clock.per_move.count()));
      allowed = clock.per_move;
    } else {
      process_->send("go btime " + std::to_string(clock.left[0].count()) + " wtime " +
                     std::to_string(clock.left[1].count()) + " binc " +
                     std::to_string(clock.increment.count()) + " winc " +
                     std::to_string(clock.increment.count()));
      allowed = clock.left[std::clamp(state.side_to_move(), 0, 1)];
    }
    const std::optional<std::string> line =
        process_->read_until({"bestmove "}, allowed + settings_.margin);
    if (!line) {
      if (!process_->running()) return {std::nullopt, "crashed: " + process_->error()};
      char text[64];
      std::snprintf(text, sizeof text, "no bestmove within %.1f s (hung)",
                    static_cast<double>((allowed + settings_.margin).count()) / 1000.0);
      return {std::nullopt, text};
    }
    std::string move = line->substr(9);
    move = move.substr(0, move.find(' '));  // a `ponder` move may follow
    std::unique_ptr<game::GameState> after = state.clone();
    const game::PlayResult played = after->play(move);
    if (!played.ok) return {std::nullopt, "played the illegal move " + move};
    moves_.push_back(played.canonical);
    return {move, ""};
  }

  void finish(const game::Outcome& outcome) override {
    (void)outcome;
    if (!process_) return;
    process_->send("quit");
    process_->stop();
    process_.reset();
  }

 private:
  /// Waits for a line that starts with `word`, skipping others.
  bool await(std::string_view word, std::chrono::milliseconds timeout) {
    if (process_->read_until({word}, timeout)) return true;
    problem_ = process_->running() ? "timed out" : process_->error();
    return false;
  }

  UaiPlayerSettings settings_;
  std::unique_ptr<EngineProcess> process_;
  std::string start_fen_;
  std::vector<std::string> moves_;
  std::string problem_;
};

}  // namespace

std::unique_ptr<MatchPlayer> make_uai_player(const UaiPlayerSettings& settings) {
  return std::make_unique<UaiPlayer>(settings);
}

}  // namespace skald::protocol
