#include "skald/protocol/uai_player.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <vector>

#include "skald/core/words.h"
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
    if (!process_ || !process_->running()) return MoveAnswer::failed("the engine is not running");
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
    const int side = std::clamp(state.side_to_move(), 0, 1);
    if (clock.per_move.count() > 0) {
      process_->send("go movetime " + std::to_string(clock.per_move.count()));
    } else {
      // UAI has no overtime periods: the time a side may use is what it is told it has.
      process_->send("go btime " + std::to_string(time_allowed(clock, 0).count()) + " wtime " +
                     std::to_string(time_allowed(clock, 1).count()) + " binc " +
                     std::to_string(clock.increment.count()) + " winc " +
                     std::to_string(clock.increment.count()));
    }
    const milliseconds allowed = time_allowed(clock, side);
    const auto deadline = std::chrono::steady_clock::now() + allowed + settings_.margin;
    std::optional<game::Score> score;
    std::optional<std::string> line;
    while (true) {
      const auto left =
          std::chrono::duration_cast<milliseconds>(deadline - std::chrono::steady_clock::now());
      line = process_->read_until({"bestmove ", "info "}, std::max(milliseconds{0}, left));
      if (!line || line->rfind("bestmove ", 0) == 0) break;
      if (auto s = uai_info_score(*line)) score = s;
    }
    if (!line) {
      if (!process_->running()) return MoveAnswer::failed("crashed: " + process_->error());
      char text[64];
      std::snprintf(text, sizeof text, "no bestmove within %.1f s (hung)",
                    static_cast<double>((allowed + settings_.margin).count()) / 1000.0);
      return MoveAnswer::failed(text);
    }
    std::string move = line->substr(9);
    move = move.substr(0, move.find(' '));  // a `ponder` move may follow
    std::unique_ptr<game::GameState> after = state.clone();
    const game::PlayResult played = after->play(move);
    if (!played.ok) return MoveAnswer::failed("played the illegal move " + move);
    moves_.push_back(played.canonical);
    return MoveAnswer::played(move, score);
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

std::optional<game::Score> uai_info_score(std::string_view line) {
  const std::vector<Word> words = split_words(line);
  for (std::size_t i = 0; i + 2 < words.size(); ++i) {
    if (words[i].text != "score") continue;
    long long value = 0;
    const std::string_view number = words[i + 2].text;
    const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), value);
    if (error != std::errc{} || end != number.data() + number.size()) return std::nullopt;
    game::Score score;
    if (words[i + 1].text == "cp") {
      score.value = static_cast<double>(value) / 100.0;
    } else if (words[i + 1].text == "mate") {
      // Moves to mate as UCI counts them, back to plies: a win in n moves is 2n - 1 plies.
      if (value > 0)
        score.win_in_plies = static_cast<int>(2 * value - 1);
      else
        score.loss_in_plies = static_cast<int>(-2 * value);
    } else {
      return std::nullopt;
    }
    return score;
  }
  return std::nullopt;
}

std::unique_ptr<MatchPlayer> make_uai_player(const UaiPlayerSettings& settings) {
  return std::make_unique<UaiPlayer>(settings);
}

}  // namespace skald::protocol
