#include "tools/skald/server/game_room.h"

#include <algorithm>

namespace skald::server {
namespace {

int index_of(net::Side side) {
  return side == net::Side::attackers ? 0 : 1;
}
net::Side side_of(int index) {
  return index == 0 ? net::Side::attackers : net::Side::defenders;
}

/// The value of `key:` in a rules string ("" when absent); values hold no spaces.
std::string rules_value(const std::string& rules, const std::string& key) {
  std::size_t at = 0;
  while (at < rules.size()) {
    std::size_t end = rules.find(' ', at);
    if (end == std::string::npos) end = rules.size();
    const std::string item = rules.substr(at, end - at);
    if (item.starts_with(key + ":")) return item.substr(key.size() + 1);
    at = end + 1;
  }
  return {};
}

/// "Brandub 7x7", as OpenTafl lists a game (GameListPacket.parse: name and dimension).
std::string rules_name(const std::string& rules) {
  std::string name = rules_value(rules, "name");
  const std::string dim = rules_value(rules, "dim");
  if (name.empty()) name = "Tafl";
  return dim.empty() ? name : name + " " + dim + "x" + dim;
}

}  // namespace

std::unique_ptr<GameRoom> GameRoom::create_or_null(const net::CreateGame& request,
                                                   const game::GameRegistry& registry,
                                                   ClientId host, const std::string& host_name) {
  const game::Game* game = registry.game_for_rules_or_null(request.rules);
  if (!game || game->shape().players != 2) return nullptr;
  Diagnostics diagnostics;
  std::unique_ptr<game::GameState> state =
      game->start_state(request.rules, std::nullopt, diagnostics);
  if (!state || diagnostics.has_errors()) return nullptr;
  std::unique_ptr<GameRoom> room(new GameRoom());
  room->uuid_ = request.uuid;
  room->rules_ = request.rules;
  room->rules_name_ = rules_name(request.rules);
  room->clock_ = GameClock(request.clock);
  room->password_hash_ =
      request.password_hash == net::kNoPassword ? std::string() : request.password_hash;
  room->combine_chat_ = request.combine_chat;
  room->allow_replay_ = request.allow_replay;
  room->game_ = game;
  room->state_ = std::move(state);
  room->seats_[index_of(request.side)] = host;
  room->names_[index_of(request.side)] = host_name;
  return room;
}

bool GameRoom::password_ok(const std::string& password_hash) const {
  return password_hash_.empty() || password_hash == password_hash_;
}

std::optional<net::Side> GameRoom::take_free_seat(ClientId client, const std::string& name,
                                                  std::int64_t now_ms) {
  if (started_) return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    if (seats_[i]) continue;
    seats_[i] = client;
    names_[i] = name;
    started_ = seats_[0] && seats_[1];
    if (started_) {
      clock_.start(side_to_move(), now_ms);
      last_clock_update_ms_ = now_ms;
    }
    return side_of(i);
  }
  return std::nullopt;
}

void GameRoom::remove_spectator(ClientId client) {
  spectators_.erase(std::remove(spectators_.begin(), spectators_.end(), client), spectators_.end());
}

std::optional<net::Side> GameRoom::seat_of(ClientId client) const {
  for (int i = 0; i < 2; ++i)
    if (seats_[i] == client) return side_of(i);
  return std::nullopt;
}

std::optional<ClientId> GameRoom::player(net::Side side) const {
  return seats_[index_of(side)];
}

std::vector<ClientId> GameRoom::everyone() const {
  std::vector<ClientId> all;
  for (const auto& seat : seats_)
    if (seat) all.push_back(*seat);
  all.insert(all.end(), spectators_.begin(), spectators_.end());
  return all;
}

net::Side GameRoom::side_to_move() const {
  return side_of(state_->side_to_move() == 0 ? 0 : 1);
}

MoveVerdict GameRoom::play(ClientId client, const std::string& move, std::int64_t now_ms) {
  MoveVerdict verdict;
  const std::optional<net::Side> seat = seat_of(client);
  if (!started_ || !seat || *seat != side_to_move()) {
    verdict.code = net::move_code::kIllegalSide;
    return verdict;
  }
  if (auto flag = check_flag(now_ms)) {
    verdict.too_late = true;
    verdict.finished = std::move(flag);
    return verdict;
  }
  game::PlayResult played = state_->play(move);
  if (!played.ok) return verdict;  // kIllegalMove; the state is unchanged
  moves_.push_back(played.canonical.empty() ? move : played.canonical);
  const game::Outcome outcome = state_->outcome();
  verdict.code = net::move_code::kGood;
  if (clock_.enabled()) {
    clock_.pass_turn(side_to_move(), now_ms);  // cannot fail: charged just above
    move_times_.push_back(clock_.left(*seat));
  }
  if (outcome.kind == game::OutcomeKind::ongoing) return verdict;
  if (outcome.kind == game::OutcomeKind::win && outcome.winner == 0) {
    verdict.code = net::move_code::kAttackerWin;
    verdict.finished = finished(net::Victory::attacker, outcome.text);
  } else if (outcome.kind == game::OutcomeKind::win) {
    verdict.code = net::move_code::kDefenderWin;
    verdict.finished = finished(net::Victory::defender, outcome.text);
  } else {
    verdict.code = net::move_code::kDraw;
    verdict.finished = finished(net::Victory::draw, outcome.text);
  }
  return verdict;
}

FinishedGame GameRoom::forfeit_by(net::Side leaver) const {
  return leaver == net::Side::attackers ? finished(net::Victory::defender, "attackers left")
                                        : finished(net::Victory::attacker, "defenders left");
}

FinishedGame GameRoom::adjourned() const {
  FinishedGame game = finished(net::Victory::draw, "adjourned: the server shut down");
  game.adjourned = true;
  return game;
}

std::optional<FinishedGame> GameRoom::check_flag(std::int64_t now_ms) {
  if (!started_ || !clock_.enabled() || !clock_.charge(now_ms)) return std::nullopt;
  return clock_.running_side() == net::Side::attackers
             ? finished(net::Victory::defender, "attackers ran out of time")
             : finished(net::Victory::attacker, "defenders ran out of time");
}

net::ClockUpdate GameRoom::clock_update() const {
  return {clock_.left(net::Side::attackers), clock_.left(net::Side::defenders)};
}

bool GameRoom::clock_update_due(std::int64_t now_ms, std::int64_t interval_ms) {
  if (!started_ || !clock_.enabled() || now_ms - last_clock_update_ms_ < interval_ms) return false;
  last_clock_update_ms_ = now_ms;
  return true;
}

FinishedGame GameRoom::finished(net::Victory victory, std::string termination) const {
  FinishedGame game;
  game.uuid = uuid_;
  game.rules = rules_;
  game.attacker = names_[0];
  game.defender = names_[1];
  game.victory = victory;
  game.termination = std::move(termination);
  game.moves = moves_;
  game.game = game_;
  game.clock = clock_.setting();
  if (clock_.enabled() && started_) game.time_left = clock_update();
  return game;
}

net::GameInfo GameRoom::info() const {
  net::GameInfo g;
  g.uuid = uuid_;
  g.rules_name = rules_name_;
  g.attacker = names_[0];
  g.defender = names_[1];
  g.password = !password_hash_.empty();
  g.started = started_;
  g.combine_chat = combine_chat_;
  g.allow_replay = allow_replay_;
  g.spectators = static_cast<int>(spectators_.size());
  g.clock = clock_.setting();
  return g;
}

net::StartGame GameRoom::start_packet() const {
  net::StartGame p;
  p.rules = rules_;
  if (!moves_.empty()) {
    p.history = net::History{};
    p.history->board_size = std::stoi("0" + rules_value(rules_, "dim"));
    for (std::size_t i = 0; i < moves_.size(); ++i)
      p.history->moves.push_back(
          {moves_[i], i < move_times_.size() ? move_times_[i] : net::HistoryMove{}.time_left});
  }
  return p;
}

}  // namespace skald::server
