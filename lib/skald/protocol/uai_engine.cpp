#include "skald/protocol/uai_engine.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <vector>

#include "skald/core/excerpt.h"
#include "skald/core/words.h"
#include "skald/engine/limits_check.h"
#include "skald/protocol/time_control.h"

namespace skald::protocol {

namespace {

/// The moves a game is expected to last from here, for planning time from the clock.
constexpr int kMovesToGo = 30;
/// What `go` with neither limits nor clocks searches.
constexpr std::chrono::milliseconds kDefaultMoveTime{10000};

/// The range of the value of `go`'s `key` (engine/limits_check.h), or nullptr for a key
/// skald does not use. Clocks past theirs would overflow the time planned from them.
const engine::WholeRange* go_value_range(std::string_view key) {
  if (key == "depth") return &engine::kDepthRange;
  if (key == "nodes") return &engine::kNodesRange;
  if (key == "movetime") return &engine::kMoveTimeMsRange;
  if (key == "wtime" || key == "btime") return &engine::kClockMsRange;
  if (key == "winc" || key == "binc") return &engine::kIncrementMsRange;
  if (key == "movestogo") return &engine::kMovesToGoRange;
  return nullptr;
}

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

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

}  // namespace

UaiEngine::UaiEngine(const game::Game& game, std::string rules, Send send,
                     game::AnalyserSettings settings)
    : game_(game), rules_(std::move(rules)), send_(std::move(send)), settings_(settings) {
  // An engine in a game: each search starts from what the last one stored ('uainewgame'
  // clears the table).
  settings_.reuse_earlier_searches = true;
  if (std::unique_ptr<game::Analyser> analyser = game_.make_analyser()) {
    analyser->configure(settings_);
    live_ = std::make_unique<game::LiveAnalyser>(std::move(analyser));
  }
  Diagnostics ignored;
  state_ = game_.start_state(rules_, std::nullopt, ignored);
}

UaiEngine::~UaiEngine() {
  if (live_) live_->stop();
}

void UaiEngine::send(const std::string& line) {
  std::lock_guard lock(sending_);
  send_(line);
}

bool UaiEngine::handle(std::string_view line) {
  const std::vector<Word> words = split_words(line);
  if (words.empty()) return true;
  const std::string_view command = words[0].text;
  const std::string_view rest =
      words.size() > 1 ? line.substr(words[1].offset) : std::string_view{};
  if (command == "uai") {
    send("id name skald");
    send("id author the skald authors");
    send("option name Hash type spin default " + std::to_string(settings_.hash_megabytes) +
         " min 1 max " + std::to_string(engine::kMaxHashMegabytes));
    send("option name Threads type spin default " + std::to_string(settings_.threads) +
         " min 1 max " + std::to_string(engine::kMaxThreads));
    send("option name MultiPV type spin default " + std::to_string(settings_.multi_pv) +
         " min 1 max " + std::to_string(engine::kMaxMultiPv));
    send("option name Contempt type spin default " +
         std::to_string(std::lround(settings_.contempt * 100)) + " min " +
         std::to_string(engine::kContemptHundredthsRange.low) + " max " +
         std::to_string(engine::kContemptHundredthsRange.high));
    send("uaiok");
  } else if (command == "isready") {
    send("readyok");
  } else if (command == "uainewgame") {
    on_stop();
    if (live_) live_->idle_analyser().clear();
    Diagnostics ignored;
    state_ = game_.start_state(rules_, std::nullopt, ignored);
  } else if (command == "position") {
    on_position(rest);
  } else if (command == "go") {
    on_go(rest);
  } else if (command == "stop" || command == "ponderhit") {
    on_stop();
  } else if (command == "setoption") {
    on_setoption(rest);
  } else if (command == "debug") {
    // Nothing to say in debug mode.
  } else if (command == "quit") {
    on_stop();
    return false;
  } else {
    send("info string skald ignores the unknown command '" + excerpt(command) + "'");
  }
  return true;
}

void UaiEngine::on_stop() {
  {
    std::lock_guard lock(held_mutex_);
    stop_asked_ = true;
    if (held_bestmove_) {
      send(*held_bestmove_);
      held_bestmove_.reset();
    }
  }
  if (live_) live_->stop();
}

void UaiEngine::wait() {
  if (live_) live_->wait();
}

void UaiEngine::finish() {
  bool infinite = false;
  {
    std::lock_guard lock(held_mutex_);
    infinite = infinite_;
  }
  if (infinite) on_stop();
  wait();
}

void UaiEngine::on_setoption(std::string_view arguments) {
  // setoption name <N...> value <V>: the name may hold spaces, as UCI allows.
  const std::vector<Word> words = split_words(arguments);
  std::string name;
  std::optional<std::string_view> value;
  std::size_t i = 0;
  if (i < words.size() && words[i].text == "name") ++i;
  for (; i < words.size() && words[i].text != "value"; ++i)
    name += (name.empty() ? "" : " ") + std::string(words[i].text);
  if (i < words.size() && words[i].text == "value" && i + 1 < words.size())
    value = words[i + 1].text;
  const std::string key = lower(name);
  if (key != "hash" && key != "threads" && key != "multipv" && key != "contempt") {
    send("info string setoption: skald has no option '" + excerpt(name) +
         "' (Hash, Threads, MultiPV, Contempt)");
    return;
  }
  const std::optional<long long> n = value ? number(*value) : std::nullopt;
  if (!n) {
    send("info string setoption: " + excerpt(name) + " needs a whole number");
    return;
  }
  engine::RequestedLimits requested;
  if (key == "hash") requested.hash_megabytes = *n;
  if (key == "threads") requested.threads = *n;
  if (key == "multipv") requested.multipv = *n;
  if (const auto error = engine::check_limits(requested)) {
    send("info string setoption: " + excerpt(name) + ": " + error->message);
    return;
  }
  if (key == "contempt") {
    if (const auto c = engine::read_whole_number(*value, engine::kContemptHundredthsRange);
        !c.value) {
      send("info string setoption: " + name + ": " + c.error);
      return;
    }
  }
  if (key == "hash") settings_.hash_megabytes = static_cast<std::size_t>(*n);
  if (key == "threads") settings_.threads = static_cast<int>(*n);
  if (key == "multipv") settings_.multi_pv = static_cast<int>(*n);
  if (key == "contempt") settings_.contempt = static_cast<double>(*n) / 100.0;
  settings_changed_ = true;
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
    send("info string position: expected startpos or fen");
    return;
  }
  Diagnostics diagnostics;
  std::unique_ptr<game::GameState> state = game_.start_state(
      rules_, fen ? std::optional<std::string_view>(*fen) : std::nullopt, diagnostics);
  if (!state) {
    std::string why = "info string position: cannot set up the position";
    for (const Diagnostic& d : diagnostics.items())
      if (d.severity == Severity::error) why += ": " + d.message;
    send(why);
    return;
  }
  if (i < words.size() && words[i].text == "moves") {
    for (++i; i < words.size(); ++i) {
      if (!state->play(words[i].text).ok) {
        send("info string position: the move " + excerpt(words[i].text) +
             " is illegal there; the position stops before it");
        break;
      }
    }
  }
  state_ = std::move(state);
}

void UaiEngine::report(const game::Analysis& a) {
  // One line per line of the analysis (multi-PV), the best first.
  std::vector<game::AnalysisLine> lines = a.lines;
  if (lines.empty()) lines.push_back({a.pv, a.score});
  for (std::size_t k = 0; k < lines.size(); ++k) {
    std::string line =
        "info depth " + std::to_string(a.depth) + " seldepth " + std::to_string(a.selective_depth);
    if (lines.size() > 1) line += " multipv " + std::to_string(k + 1);
    line += " score " + uci_score(lines[k].score) + " nodes " + std::to_string(a.nodes) + " nps " +
            std::to_string(a.nodes_per_second()) + " hashfull " + std::to_string(a.hash_permille) +
            " time " + std::to_string(a.elapsed.count() / 1000);
    if (!lines[k].moves.empty()) line += " pv";
    for (const std::string& m : lines[k].moves)
      line += " " + m;
    send(line);
  }
}

void UaiEngine::on_go(std::string_view arguments) {
  if (!live_ || !state_) {
    send("info string go: no engine for this game");
    send("bestmove 0000");
    return;
  }
  // A go while searching: the running search ends first, with its bestmove.
  on_stop();
  live_->wait();
  const std::vector<Word> words = split_words(arguments);
  game::AnalysisLimits limits;
  long long times[2] = {-1, -1};
  long long increments[2] = {0, 0};
  int moves_to_go = kMovesToGo;
  bool infinite = false;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string_view key = words[i].text;
    if (key == "infinite" || key == "ponder") {
      infinite = true;
      continue;
    }
    if (i + 1 >= words.size()) {
      send("info string go: " + std::string(key) + " needs a number");
      break;
    }
    const std::string_view text = words[++i].text;
    const engine::WholeRange* range = go_value_range(key);
    if (range == nullptr) continue;  // a value skald does not use (mate N...)
    const auto value = engine::read_whole_number(text, *range);
    if (!value.value) {
      send("info string go: " + std::string(key) + ": " +
           engine::range_message(*range, excerpt(text)) + "; ignored");
      continue;
    }
    const std::int64_t v = *value.value;
    if (key == "depth") limits.depth = static_cast<int>(v);
    if (key == "nodes") limits.nodes = static_cast<std::uint64_t>(v);
    if (key == "movetime") limits.move_time = std::chrono::milliseconds{v};
    if (key == "btime") times[0] = v;
    if (key == "wtime") times[1] = v;
    if (key == "binc") increments[0] = v;
    if (key == "winc") increments[1] = v;
    if (key == "movestogo") moves_to_go = static_cast<int>(v);
  }
  const int side = std::clamp(state_->side_to_move(), 0, 1);
  if (!infinite && limits.depth == 0 && limits.nodes == 0 && limits.move_time.count() == 0) {
    if (times[side] >= 0) {
      MoveClock clock;
      clock.sides[side].left = std::chrono::milliseconds{times[side]};
      clock.increment = std::chrono::milliseconds{increments[side]};
      limits.move_time = plan_move_time(clock, side, moves_to_go, std::chrono::milliseconds{10});
    } else {
      limits.move_time = kDefaultMoveTime;
    }
  }
  if (settings_changed_) {
    live_->idle_analyser().configure(settings_);
    settings_changed_ = false;
  }
  {
    std::lock_guard lock(held_mutex_);
    infinite_ = infinite;
    stop_asked_ = false;
    held_bestmove_.reset();
  }
  live_->start(
      *state_, limits, [this](const game::Analysis& a) { report(a); },
      [this](const game::Analysis& a) {
        if (!a.error.empty()) send("info string go: " + a.error);
        const std::string line = "bestmove " + (a.best_move ? *a.best_move : std::string("0000"));
        std::lock_guard lock(held_mutex_);
        if (infinite_ && !stop_asked_)
          held_bestmove_ = line;
        else
          send(line);
      });
}

}  // namespace skald::protocol
