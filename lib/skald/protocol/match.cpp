#include "skald/protocol/match.h"

#include <algorithm>
#include <mutex>
#include <thread>

#include <fmt/format.h>

namespace skald::protocol {

namespace {

using std::chrono::milliseconds;

/// Which side both players have said wins, for how many moves in a row.
class WinAgreement {
 public:
  explicit WinAgreement(const WinAdjudication& rule) : rule_(rule) {}

  /// Takes the score `side` gave with its move; the winner once the players have agreed
  /// long enough.
  std::optional<int> add(int side, const std::optional<game::Score>& score) {
    if (rule_.moves <= 0) return std::nullopt;
    const int says = winner_said(side, score);
    if (says < 0) {
      streak_ = 0;
    } else {
      streak_ = says == winner_ ? streak_ + 1 : 1;
    }
    winner_ = says;
    if (streak_ >= 2 * rule_.moves) return winner_;
    return std::nullopt;
  }

 private:
  /// The side `side`'s score says wins, or -1.
  int winner_said(int side, const std::optional<game::Score>& score) const {
    if (!score) return -1;
    if (score->win_in_plies) return side;
    if (score->loss_in_plies) return 1 - side;
    if (rule_.score && score->value >= *rule_.score) return side;
    if (rule_.score && score->value <= -*rule_.score) return 1 - side;
    return -1;
  }

  WinAdjudication rule_;
  int winner_ = -1;
  int streak_ = 0;  // moves in a row whose players said `winner_` wins
};

/// Plays one game between two fresh players.
MatchGame play_game(const MatchSettings& s, const Opening& opening, int index,
                    const PlayerFactory& first, const PlayerFactory& second) {
  MatchGame g;
  g.index = index;
  g.opening = opening.name;
  g.first_player_side = index % 2;  // the first game of a pair: the first player is side 0
  std::unique_ptr<MatchPlayer> players[2];
  players[g.first_player_side] = first();
  players[1 - g.first_player_side] = second();
  g.player_names = {players[0]->name(), players[1]->name()};

  Diagnostics diagnostics;
  std::unique_ptr<game::GameState> state = s.game->start_state(
      s.rules, s.position ? std::optional<std::string_view>(*s.position) : std::nullopt,
      diagnostics);
  auto finish = [&](game::Outcome outcome, std::string reason) {
    g.outcome = std::move(outcome);
    g.reason = std::move(reason);
    const std::vector<int> places = g.outcome.places(2);
    if (!places.empty()) {
      const int mine = places[static_cast<std::size_t>(g.first_player_side)];
      const int theirs = places[static_cast<std::size_t>(1 - g.first_player_side)];
      g.first_player_points = mine < theirs ? 1.0 : mine > theirs ? 0.0 : 0.5;
    }
    for (auto& p : players)
      if (p) p->finish(g.outcome);
    return g;
  };
  if (!state) return finish(game::Outcome::drawn(2, "no start"), "the start cannot be set up");
  for (const std::string& m : opening.moves) {
    const game::PlayResult played = state->play(m);
    if (!played.ok) return finish(game::Outcome::drawn(2, "bad opening"), "opening move " + m);
    g.moves.push_back(played.canonical);
  }
  g.opening_plies = static_cast<int>(g.moves.size());
  for (int side = 0; side < 2; ++side) {
    std::string error;
    if (!players[side]->new_game(*s.game, s.rules, *state, side, error))
      return finish(game::Outcome::won_by(1 - side, 2, "forfeit"),
                    g.player_names[static_cast<std::size_t>(side)] + " cannot start: " + error);
  }
  MoveClock clock = start_clock(s.time);
  std::vector<PlayedMove> unseen[2];  // each side's view: the moves since its last turn
  WinAgreement agreement(s.adjudication);
  int plies = 0;
  while (state->outcome().kind == game::OutcomeKind::ongoing) {
    if (plies >= s.max_plies) return finish(game::Outcome::drawn(2, "move limit"), "move limit");
    const int side = state->side_to_move();
    if (side < 0 || side > 1)
      return finish(game::Outcome::drawn(2, "unsupported"), "no side to move");
    const auto started = std::chrono::steady_clock::now();
    MoveAnswer answer = players[side]->choose(*state, unseen[side], clock);
    const auto used =
        std::chrono::duration_cast<milliseconds>(std::chrono::steady_clock::now() - started);
    unseen[side].clear();
    const std::string& name = g.player_names[static_cast<std::size_t>(side)];
    if (!answer.move)
      return finish(game::Outcome::won_by(1 - side, 2, "forfeit"), name + " " + answer.failure);
    if (players[side]->plays_by_the_clock() && !charge_move(clock, side, used, s.time.margin))
      return finish(game::Outcome::won_by(1 - side, 2, "time"),
                    name + " lost on time (" + std::to_string(used.count()) + " ms)");
    const std::string simple = state->short_move_text(*answer.move);
    const game::PlayResult played = state->play(*answer.move);
    if (!played.ok)
      return finish(game::Outcome::won_by(1 - side, 2, "illegal move"),
                    name + " played the illegal move " + *answer.move);
    g.moves.push_back(played.canonical);
    unseen[1 - side].push_back({played.canonical, simple});
    ++plies;
    if (const std::optional<int> winner = agreement.add(side, answer.score);
        winner && state->outcome().kind == game::OutcomeKind::ongoing)
      return finish(
          game::Outcome::won_by(*winner, 2, "adjudication"),
          fmt::format("adjudicated: both engines agree that {} wins ({} moves each)",
                      g.player_names[static_cast<std::size_t>(*winner)], s.adjudication.moves));
  }
  const game::Outcome end = state->outcome();
  return finish(end, end.text);
}

}  // namespace

MatchResult play_match(const MatchSettings& settings, const PlayerFactory& first,
                       const PlayerFactory& second,
                       const std::function<void(const MatchGame&, const MatchTally&)>& on_game,
                       const std::atomic<bool>* stop) {
  MatchResult result;
  if (settings.game == nullptr) {
    result.error = "no game";
    return result;
  }
  const std::vector<Opening> openings =
      settings.openings.empty() ? std::vector<Opening>{{"start", {}}} : settings.openings;
  const int games = std::max(2, settings.games + settings.games % 2);
  std::vector<std::optional<MatchGame>> done(static_cast<std::size_t>(games));
  std::atomic<int> next{0};
  std::atomic<bool> decided{false};
  std::mutex mutex;
  auto worker = [&] {
    while (true) {
      if (decided || (stop != nullptr && *stop)) return;
      const int index = next++;
      if (index >= games) return;
      const Opening& opening = openings[static_cast<std::size_t>(index / 2) % openings.size()];
      MatchGame g = play_game(settings, opening, index, first, second);
      std::lock_guard<std::mutex> lock(mutex);
      result.tally.add_game(g.first_player_points);
      done[static_cast<std::size_t>(index)] = g;
      const std::size_t mate = static_cast<std::size_t>(index ^ 1);
      if (done[mate])
        result.tally.add_pair(g.first_player_points + done[mate]->first_player_points);
      if (settings.sprt && result.tally.sprt(*settings.sprt).state != SprtState::running)
        decided = true;
      if (on_game) on_game(g, result.tally);
    }
  };
  const int threads = std::clamp(settings.concurrency, 1, games);
  std::vector<std::thread> pool;
  for (int i = 1; i < threads; ++i)
    pool.emplace_back(worker);
  worker();
  for (std::thread& t : pool)
    t.join();
  for (auto& g : done)
    if (g) result.games.push_back(std::move(*g));
  if (settings.sprt) result.sprt = result.tally.sprt(*settings.sprt);
  return result;
}

}  // namespace skald::protocol
