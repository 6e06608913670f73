#include "skald/protocol/otep_engine.h"

#include <cmath>
#include <cstdio>
#include <vector>

#include "skald/core/excerpt.h"
#include "skald/engine/limits_check.h"

namespace skald::protocol {

namespace {

/// The command word of a line and the rest, without surrounding blanks.
std::pair<std::string_view, std::string_view> split_command(std::string_view line) {
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
    line.remove_suffix(1);
  while (!line.empty() && (line.front() == ' ' || line.front() == '\t'))
    line.remove_prefix(1);
  const std::size_t space = line.find(' ');
  if (space == std::string_view::npos) return {line, {}};
  std::string_view rest = line.substr(space + 1);
  while (!rest.empty() && rest.front() == ' ')
    rest.remove_prefix(1);
  return {line.substr(0, space), rest};
}

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = text.find(separator, start);
    const std::size_t stop = end == std::string_view::npos ? text.size() : end;
    if (stop > start) out.push_back(text.substr(start, stop - start));
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  return out;
}

/// A score as OTEP's analysis gives it: taflmen for the side to move; a proven win as
/// 1000 less its plies (sooner is better), a loss as the negative.
std::string score_number(const game::Score& score) {
  double value = score.value;
  if (score.win_in_plies) value = 1000.0 - *score.win_in_plies;
  if (score.loss_in_plies) value = -(1000.0 - *score.loss_in_plies);
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", value);
  return text;
}

/// A game's expected length in moves still to play, for spreading the main time.
constexpr int kMovesToGo = 30;

}  // namespace

OtepEngine::OtepEngine(const game::GameRegistry& games, Send send, OtepSettings settings)
    : games_(games), send_(std::move(send)), settings_(settings) {
  // An engine in a game: each search starts from what the last one stored ('rules'
  // clears the table).
  settings_.analyser.reuse_earlier_searches = true;
}

OtepEngine::~OtepEngine() {
  cancel_search();
}

void OtepEngine::send(const std::string& line) {
  std::lock_guard lock(sending_);
  send_(line);
}

void OtepEngine::start() {
  send("hello");
}

void OtepEngine::cancel_search() {
  ++search_number_;
  if (!live_) return;
  live_->stop();
  live_->wait();
}

void OtepEngine::wait() {
  if (live_) live_->wait();
}

bool OtepEngine::handle(std::string_view line) {
  const auto [command, rest] = split_command(line);
  if (command.empty()) return true;
  // What only reads the clock or says nothing leaves a running search alone; anything
  // else supersedes it (and must not touch the state while the search's answer might).
  const bool passive =
      command == "clock" || command == "hello" || command == "simple-moves" || command == "status";
  if (!passive) cancel_search();
  if (command == "rules") {
    on_rules(rest);
  } else if (command == "position") {
    on_position(rest);
  } else if (command == "side") {
    on_side(rest);
  } else if (command == "clock") {
    on_clock(rest);
  } else if (command == "play") {
    on_play(rest);
  } else if (command == "move") {
    on_move_accepted(rest);
  } else if (command == "opponent-move") {
    on_opponent_move(rest);
  } else if (command == "analyze") {
    on_analyze(rest);
  } else if (command == "error") {
    on_error(rest);
  } else if (command == "finish") {
    before_my_move_.reset();
  } else if (command == "goodbye") {
    return false;
  } else if (command == "hello" || command == "simple-moves" || command == "status") {
    // The host's hello, or lines an engine would send: nothing to do.
  } else {
    send("status skald ignores the unknown command '" + excerpt(command) + "'");
  }
  return true;
}

void OtepEngine::error(int code, const std::string& message) {
  send("error " + std::to_string(code) + " " + message);
}

std::optional<int> OtepEngine::side_named(std::string_view name) const {
  if (game_ == nullptr) return std::nullopt;
  return game_->side_from_name(name);
}

bool OtepEngine::reset(std::string_view board, std::optional<int> side) {
  if (game_ == nullptr) {
    error(0, "no rules yet: send 'rules' first");
    return false;
  }
  Diagnostics diagnostics;
  std::unique_ptr<game::GameState> state = game_->start_state(
      rules_, board.empty() ? std::nullopt : std::optional<std::string_view>(board), side,
      diagnostics);
  if (!state) {
    std::string why = "cannot set up the position";
    for (const Diagnostic& d : diagnostics.items())
      if (d.severity == Severity::error) why += ": " + d.message;
    error(0, why);
    return false;
  }
  state_ = std::move(state);
  before_my_move_.reset();
  return true;
}

bool OtepEngine::playable_or_error() {
  // As the JSON path refuses it: a position the game cannot be played from (a tafl board
  // without its king) is never searched, whatever move the search would find there.
  const std::string why = state_->unplayable_reason();
  if (why.empty()) return true;
  error(0, "cannot play from this position: " + why);
  return false;
}

bool OtepEngine::board_is(std::string_view board) const {
  return state_ != nullptr && state_->position_text() == board;
}

void OtepEngine::on_rules(std::string_view rules) {
  const game::Game* game = games_.game_for_rules_or_null(rules);
  if (game == nullptr) {
    error(-1, "skald cannot play these rules: " + excerpt(rules));
    return;
  }
  if (game != game_ || !live_) {
    std::unique_ptr<game::Analyser> analyser = game->make_analyser();
    if (!analyser) {
      error(-1, "skald has no engine for " + game->name());
      return;
    }
    analyser->configure(settings_.analyser);
    live_ = std::make_unique<game::LiveAnalyser>(std::move(analyser));
  }
  Diagnostics diagnostics;
  std::unique_ptr<game::GameState> state = game->start_state(rules, std::nullopt, diagnostics);
  if (!state) {
    std::string why = "skald cannot start a game from these rules";
    for (const Diagnostic& d : diagnostics.items())
      if (d.severity == Severity::error) why += ": " + d.message;
    error(-1, why);
    game_ = nullptr;
    state_.reset();
    return;
  }
  game_ = game;
  rules_ = std::string(rules);
  state_ = std::move(state);
  before_my_move_.reset();
  live_->idle_analyser().clear();
}

void OtepEngine::on_position(std::string_view board) {
  const std::optional<int> side = state_ && state_->side_to_move() >= 0
                                      ? std::optional<int>(state_->side_to_move())
                                      : std::nullopt;
  reset(board, side);
}

void OtepEngine::on_side(std::string_view name) {
  const std::optional<int> side = side_named(name);
  if (!side) {
    error(0, "unknown side '" + excerpt(name) + "'");
    return;
  }
  if (state_ && state_->side_to_move() == *side) return;
  reset(state_ ? std::string_view(state_->position_text()) : std::string_view{}, side);
}

void OtepEngine::on_clock(std::string_view arguments) {
  std::string why;
  const std::optional<MoveClock> clock = parse_otep_clock(arguments, why);
  if (!clock) {
    error(0, "cannot read the clock '" + excerpt(arguments) + "': " + why);
    return;
  }
  clock_ = clock;
}

void OtepEngine::on_play(std::string_view name) {
  const std::optional<int> side = side_named(name);
  if (!side || !state_) {
    error(0, !state_ ? "no rules yet: send 'rules' first" : "unknown side '" + excerpt(name) + "'");
    return;
  }
  if (state_->side_to_move() != *side) {
    // The host says whose turn it is: trust it, on the board as it stands.
    const std::string board = state_->position_text();
    if (!reset(board, side)) return;
  }
  if (!playable_or_error()) return;
  if (state_->outcome().kind != game::OutcomeKind::ongoing) {
    error(0, "the game is over here: " + game::result_text(*game_, state_->outcome()));
    return;
  }
  game::AnalysisLimits limits;
  limits.depth = settings_.depth;
  limits.move_time = settings_.move_time;
  if (limits.depth == 0 && limits.move_time.count() == 0)
    limits.move_time =
        clock_ ? plan_move_time(*clock_, *side, kMovesToGo) : std::chrono::milliseconds{1000};
  std::function<void(const game::Analysis&)> progress;
  game::Analyser& analyser = live_->idle_analyser();
  analyser.configure(settings_.analyser);
  if (settings_.progress)
    progress = [this, &analyser](const game::Analysis& a) {
      std::string line = "status depth " + std::to_string(a.depth) + " score " +
                         analyser.score_text(a.score) + " nodes " + std::to_string(a.nodes);
      if (!a.pv.empty()) line += " pv";
      for (const std::string& m : a.pv)
        line += " " + m;
      send(line);
    };
  const std::uint64_t number = search_number_.load();
  live_->start(*state_, limits, progress, [this, number](const game::Analysis& analysis) {
    // Superseded: the reader has moved on (and waits for this to return).
    if (search_number_.load() != number) return;
    if (!analysis.error.empty() || !analysis.best_move) {
      error(-1,
            "skald found no move: " + (analysis.error.empty() ? "no legal move" : analysis.error));
      return;
    }
    const std::string move = *analysis.best_move;
    const std::string simple = state_->short_move_text(move);
    before_my_move_ = state_->clone();
    if (!state_->play(move).ok) {
      before_my_move_.reset();
      error(-1, "skald's own move " + move + " does not play");
      return;
    }
    send("move " + simple);
  });
}

void OtepEngine::on_move_accepted(std::string_view board) {
  before_my_move_.reset();
  if (!board.empty() && !board_is(board)) {
    const std::optional<int> side =
        state_ ? std::optional<int>(state_->side_to_move()) : std::nullopt;
    reset(board, side);
  }
}

void OtepEngine::on_error(std::string_view arguments) {
  (void)arguments;
  // Our move was refused: back to the position before it. The host follows with
  // opponent-move (the board as it stands) and play.
  if (before_my_move_) state_ = std::move(before_my_move_);
}

void OtepEngine::on_opponent_move(std::string_view arguments) {
  if (!state_) {
    error(0, "no rules yet: send 'rules' first");
    return;
  }
  const std::size_t space = arguments.find(' ');
  const std::string_view moves = arguments.substr(0, space);
  const std::string_view board =
      space == std::string_view::npos ? std::string_view{} : arguments.substr(space + 1);
  before_my_move_.reset();
  // After a refused move the host repeats the move we had already seen: the board then
  // already stands as it says.
  if (!board.empty() && board_is(board)) return;
  std::unique_ptr<game::GameState> next = state_->clone();
  bool played = true;
  for (std::string_view move : split(moves, '|'))
    if (!next->play(move).ok) {
      played = false;
      break;
    }
  if (played && (board.empty() || next->position_text() == board)) {
    state_ = std::move(next);
    return;
  }
  if (board.empty()) {
    error(0, "cannot play the move " + excerpt(moves) + " here");
    return;
  }
  // The host's board wins; the history (repetitions) is lost with it.
  const int mover = state_->side_to_move();
  const int next_side = next->side_to_move() != mover ? next->side_to_move() : 1 - mover;
  reset(board, next_side);
}

void OtepEngine::on_analyze(std::string_view arguments) {
  if (!state_) {
    error(0, "no rules yet: send 'rules' first");
    return;
  }
  if (!playable_or_error()) return;
  const std::vector<std::string_view> words = split(arguments, ' ');
  int lines = 1;
  double seconds = 1;
  if (words.size() >= 1) {
    const auto n = engine::read_whole_number(words[0], engine::kMultiPvRange);
    if (!n.value) {
      error(0, "analyze: " + n.error);
      return;
    }
    lines = static_cast<int>(*n.value);
  }
  if (words.size() >= 2) {
    const auto s = engine::read_real_number(words[1], engine::kSecondsRange);
    if (!s.value) {
      error(0, "analyze: " + s.error);
      return;
    }
    // Below 50 ms nothing useful is searched.
    seconds = std::max(0.05, *s.value);
  }
  game::AnalyserSettings analysing = settings_.analyser;
  analysing.multi_pv = lines;
  live_->idle_analyser().configure(analysing);
  game::AnalysisLimits limits;
  limits.depth = settings_.depth;
  limits.move_time =
      std::chrono::milliseconds{static_cast<long long>(std::llround(seconds * 900.0))};
  const std::uint64_t number = search_number_.load();
  live_->start(*state_, limits, {}, [this, number](const game::Analysis& analysis) {
    if (search_number_.load() != number) return;
    if (!analysis.error.empty()) {
      error(0, "cannot analyse: " + analysis.error);
      return;
    }
    std::string reply;
    int count = 0;
    for (const game::AnalysisLine& line : analysis.lines) {
      if (line.moves.empty()) continue;
      std::string moves;
      std::unique_ptr<game::GameState> walk = state_->clone();
      for (const std::string& m : line.moves) {
        if (!moves.empty()) moves += "|";
        moves += walk->short_move_text(m);
        if (!walk->play(m).ok) break;
      }
      reply += " " + moves + " " + score_number(line.score);
      ++count;
    }
    if (count == 0 && analysis.best_move) {
      reply =
          " " + state_->short_move_text(*analysis.best_move) + " " + score_number(analysis.score);
      count = 1;
    }
    if (count == 0) {
      error(0, "no move to analyse: the game is over here");
      return;
    }
    send("analysis " + std::to_string(count) + reply);
  });
}

}  // namespace skald::protocol
