#include "skald/protocol/uai_engine.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <vector>

#include "skald/core/words.h"
#include "skald/protocol/time_control.h"

namespace skald::protocol {

namespace {

/// The moves a game is expected to last from here, for planning time from the clock.
constexpr int kMovesToGo = 30;

std::optional<long long> number(std::string_view word) {
  long long value = 0;
  const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (error != std::errc{} || end != word.data() + word.size()) return std::nullopt;
  return value;
}

/// UCI's score: `cp N` (hundredths of the game's unit) or `mate N` (moves, negative when
/// the engine is the one mated).
std::string uci_score(const game::Score& score) {
  if (score.win_in_plies) return "mate " + std::to_string((*score.win_in_plies + 1) / 2);
  if (score.loss_in_plies) return "mate -" + std::to_string((*score.loss_in_plies + 1) / 2);
  return "cp " + std::to_string(static_cast<long long>(std::llround(score.value * 100)));
}

}  // namespace

UaiEngine::UaiEngine(const game::Game& game, std::string rules, Send send,
                     game::AnalyserSettings settings)
    : game_(game), rules_(std::move(rules)), send_(std::move(send)) {
  analyser_ = game_.make_analyser();
  // An engine in a game: each search starts from what the last one stored ('uainewgame'
  // clears the table).
  settings.reuse_earlier_searches = true;
  if (analyser_) analyser_->configure(settings);
  Diagnostics ignored;
  state_ = game_.start_state(rules_, std::nullopt, ignored);
}

bool UaiEngine::handle(std::string_view line) {
  const std::vector<Word> words = split_words(line);
  if (words.empty()) return true;
  const std::string_view command = words[0].text;
  const std::string_view rest =
      words.size() > 1 ? line.substr(words[1].offset) : std::string_view{};
  if (command == "uai") {
    send_("id name skald");
    send_("id author the skald authors");
    send_("uaiok");
  } else if (command == "isready") {
    send_("readyok");
  } else if (command == "uainewgame") {
    if (analyser_) analyser_->clear();
    Diagnostics ignored;
    state_ = game_.start_state(rules_, std::nullopt, ignored);
  } else if (command == "position") {
    on_position(rest);
  } else if (command == "go") {
    on_go(rest);
  } else if (command == "stop" || command == "ponderhit" || command == "setoption" ||
             command == "debug") {
    // Searches end at their own limits; no options to set.
  } else if (command == "quit") {
    return false;
  } else {
    send_("info string skald ignores the unknown command '" + std::string(command) + "'");
  }
  return true;
}

void UaiEngine::on_position(std::string_view arguments) {
  const std::vector<Word> words = split_words(arguments);
  std::size_t i = 0;
  std::optional<std::string> fen;
  if (i < words.size() && words[i].text == "startpos") {
    ++i;
  } else if (i < words.size() && words[i].text == "fen") {
    ++i;
    std::string text;
    while (i < words.size() && words[i].text != "moves") {
      if (!text.empty()) text += ' ';
      text += words[i].text;
      ++i;
    }
    fen = text;
  } else {
    send_("info string position: expected startpos or fen");
    return;
  }
  Diagnostics diagnostics;
  std::unique_ptr<game::GameState> state = game_.start_state(
      rules_, fen ? std::optional<std::string_view>(*fen) : std::nullopt, diagnostics);
  if (!state) {
    std::string why = "info string position: cannot set up the position";
    for (const Diagnostic& d : diagnostics.items())
      if (d.severity == Severity::error) why += ": " + d.message;
    send_(why);
    return;
  }
  if (i < words.size() && words[i].text == "moves") {
    for (++i; i < words.size(); ++i) {
      if (!state->play(words[i].text).ok) {
        send_("info string position: the move " + std::string(words[i].text) +
              " is illegal there; the position stops before it");
        break;
      }
    }
  }
  state_ = std::move(state);
}

void UaiEngine::on_go(std::string_view arguments) {
  if (!analyser_ || !state_) {
    send_("info string go: no engine for this game");
    send_("bestmove 0000");
    return;
  }
  const std::vector<Word> words = split_words(arguments);
  game::AnalysisLimits limits;
  long long times[2] = {-1, -1};
  long long increments[2] = {0, 0};
  for (std::size_t i = 0; i + 1 < words.size(); i += 2) {
    const std::string_view key = words[i].text;
    const auto value = number(words[i + 1].text);
    if (!value) {
      send_("info string go: " + std::string(key) + " needs a number");
      continue;
    }
    if (key == "depth") limits.depth = static_cast<int>(*value);
    if (key == "nodes") limits.nodes = static_cast<std::uint64_t>(std::max(0LL, *value));
    if (key == "movetime") limits.move_time = std::chrono::milliseconds{*value};
    if (key == "btime") times[0] = *value;
    if (key == "wtime") times[1] = *value;
    if (key == "binc") increments[0] = *value;
    if (key == "winc") increments[1] = *value;
  }
  if (words.size() == 1 && words[0].text == "infinite")
    send_("info string go infinite: skald searches until its limits, here 10 s");
  const int side = std::clamp(state_->side_to_move(), 0, 1);
  if (limits.depth == 0 && limits.nodes == 0 && limits.move_time.count() == 0) {
    if (times[side] >= 0) {
      MoveClock clock;
      clock.sides[side].left = std::chrono::milliseconds{std::max(0LL, times[side])};
      clock.increment = std::chrono::milliseconds{std::max(0LL, increments[side])};
      limits.move_time = plan_move_time(clock, side, kMovesToGo, std::chrono::milliseconds{10});
    } else {
      limits.move_time = std::chrono::milliseconds{10000};
    }
  }
  const game::Analysis analysis =
      analyser_->analyse(*state_, limits, [this](const game::Analysis& a) {
        std::string line = "info depth " + std::to_string(a.depth) + " score " +
                           uci_score(a.score) + " nodes " + std::to_string(a.nodes) + " time " +
                           std::to_string(a.elapsed.count() / 1000);
        if (!a.pv.empty()) line += " pv";
        for (const std::string& m : a.pv)
          line += " " + m;
        send_(line);
      });
  send_("bestmove " + (analysis.best_move ? *analysis.best_move : std::string("0000")));
}

}  // namespace skald::protocol
