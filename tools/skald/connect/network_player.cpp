#include "tools/skald/connect/network_player.h"

#include <cstdio>
#include <random>
#include <variant>
#include <vector>

#include "formats/net/client_password.h"
#include "tools/skald/connect/line_connection.h"

namespace skald::connect {
namespace {

using std::chrono::milliseconds;
using Clock = std::chrono::steady_clock;

int side_number(net::Side side) {
  return side == net::Side::attackers ? 0 : 1;
}

/// The engine's view of one side's clock from a clock-update entry.
protocol::SideClock side_clock(const net::TimeSpec& left) {
  protocol::SideClock side;
  side.in_overtime = left.main_ms <= 0 && left.overtime_count > 0;
  side.left =
      milliseconds(side.in_overtime ? left.overtime_ms : std::max<std::int64_t>(0, left.main_ms));
  side.overtimes = left.overtime_count;
  return side;
}

/// One game on one connection, from login to game-ended.
class Session {
 public:
  Session(const ConnectOptions& options, const game::GameRegistry& games)
      : options_(options), games_(games) {}

  ConnectResult run() {
    std::string error;
    connection_ = LineConnection::open_or_error(options_.host, options_.port, error);
    if (!connection_) return fail(error);
    if (!log_in() || !take_seat() || !play()) return fail(error_);
    ConnectResult result;
    result.game = std::move(finished_);
    result.side = side_;
    return result;
  }

 private:
  ConnectResult fail(std::string why) {
    ConnectResult result;
    result.error = std::move(why);
    result.side = side_;
    return result;
  }
  void log(const std::string& line) const {
    if (options_.log) options_.log(line);
  }
  bool stop(std::string why) {
    error_ = std::move(why);
    return false;
  }
  /// The next packet, skipping lines that do not read; nothing on silence or close.
  std::optional<net::Packet> next(milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    while (true) {
      const auto left = std::chrono::duration_cast<milliseconds>(deadline - Clock::now());
      if (left.count() <= 0) return std::nullopt;
      const auto line = connection_->next_line(left);
      if (!line) return std::nullopt;
      net::ParsedPacket parsed = net::parse_packet(*line);
      if (parsed.packet) return std::move(parsed.packet);
      log("ignored a line that does not read: " + line->substr(0, 80));
    }
  }
  std::string silent_or_closed() const {
    return connection_->closed() ? "the server closed the connection" : "the server went silent";
  }

  bool log_in() {
    connection_->send(net::Login{options_.username,
                                 net::login_password_hash(options_.username, options_.password),
                                 net::kProtocolVersion});
    while (auto packet = next(milliseconds(30'000))) {
      if (const auto* s = std::get_if<net::Success>(&*packet)) {
        if (s->message == "logged-in") {
          log("logged in as " + options_.username);
          return true;
        }
      } else if (const auto* e = std::get_if<net::Error>(&*packet)) {
        return stop("login refused: " + e->code);
      }
    }
    return stop("no answer to the login: " + silent_or_closed());
  }

  bool take_seat() { return options_.choice == GameChoice::create ? create() : join(); }

  std::string game_password_hash() const {
    return options_.game_password.empty() ? std::string(net::kNoPassword)
                                          : net::game_password_hash(options_.game_password);
  }

  bool create() {
    net::CreateGame request;
    request.uuid = random_uuid();
    request.side = options_.side;
    request.password_hash = game_password_hash();
    request.clock = options_.clock;
    request.rules = options_.rules;
    uuid_ = request.uuid;
    setting_ = options_.clock;
    names_[side_number(options_.side)] = options_.username;
    connection_->send(request);
    while (auto packet = next(milliseconds(30'000))) {
      if (const auto* e = std::get_if<net::Error>(&*packet))
        return stop("could not create the game: " + e->code);
      if (const auto* s = std::get_if<net::Success>(&*packet)) {
        side_ = s->message == "defenders" ? net::Side::defenders : net::Side::attackers;
        log("created game " + uuid_ + ", playing " + std::string(net::side_word(side_)));
        return true;
      }
    }
    return stop("no answer to create-game: " + silent_or_closed());
  }

  /// The open game to join in `list`, if any.
  const net::GameInfo* pick(const net::GameList& list) const {
    for (const net::GameInfo& g : list.games) {
      if (g.started || (g.attacker != "<none>" && g.defender != "<none>")) continue;
      if (!options_.game_uuid.empty() && g.uuid != options_.game_uuid) continue;
      if (!options_.opponent.empty() && g.attacker != options_.opponent &&
          g.defender != options_.opponent)
        continue;
      if (g.password && options_.game_password.empty()) continue;
      return &g;
    }
    return nullptr;
  }

  bool join() {
    const auto deadline = Clock::now() + options_.wait_for_game;
    auto asked = Clock::now() - milliseconds(1000);
    while (Clock::now() < deadline) {
      if (Clock::now() - asked >= milliseconds(500)) {
        connection_->send(net::GameListRequest{});
        asked = Clock::now();
      }
      auto packet = next(milliseconds(500));
      if (!packet) {
        if (connection_->closed()) return stop(silent_or_closed());
        continue;
      }
      const auto* list = std::get_if<net::GameList>(&*packet);
      if (!list) continue;
      const net::GameInfo* game = pick(*list);
      if (!game) continue;
      uuid_ = game->uuid;
      setting_ = game->clock;
      names_[0] = game->attacker;
      names_[1] = game->defender;
      connection_->send(net::JoinGame{uuid_, false, game_password_hash(), false});
      while (auto answer = next(milliseconds(30'000))) {
        if (const auto* s = std::get_if<net::Success>(&*answer)) {
          side_ = s->message == "defenders" ? net::Side::defenders : net::Side::attackers;
          names_[side_number(side_)] = options_.username;
          log("joined game " + uuid_ + ", playing " + std::string(net::side_word(side_)));
          return true;
        }
        if (const auto* e = std::get_if<net::Error>(&*answer)) {
          log("could not join " + uuid_ + ": " + e->code);
          break;  // taken meanwhile: look again
        }
      }
    }
    return stop("no open game to join within the wait");
  }

  bool start(const net::StartGame& p) {
    rules_ = p.rules;
    game_ = games_.game_for_rules_or_null(p.rules);
    if (!game_) return stop("no game of skald reads the server's rules: " + p.rules);
    Diagnostics diagnostics;
    state_ = game_->start_state(p.rules, std::nullopt, diagnostics);
    if (!state_ || diagnostics.has_errors()) return stop("the server's rules do not read");
    if (p.history)
      for (const net::HistoryMove& m : p.history->moves)
        if (!record_move(m.move)) return stop("the game's history does not replay: " + m.move);
    player_ = protocol::make_analyser_player(engine_settings());
    std::string error;
    if (!player_->new_game(*game_, rules_, *state_, side_number(side_), error)) return stop(error);
    clock_.increment = milliseconds(setting_.increment_ms);
    clock_.overtime_period = milliseconds(setting_.overtime_ms);
    const net::TimeSpec initial{setting_.main_ms, setting_.overtime_ms, setting_.overtime_count, 0};
    clock_.sides[0] = clock_.sides[1] = side_clock(initial);
    // The host learns its opponent's name from the game list.
    if (names_[0] == "<none>" || names_[1] == "<none>" || names_[0].empty() || names_[1].empty())
      connection_->send(net::GameListRequest{});
    log("the game starts: " + p.rules);
    return true;
  }

  protocol::AnalyserPlayerSettings engine_settings() const {
    protocol::AnalyserPlayerSettings settings = options_.engine;
    if (!setting_.enabled() && settings.depth == 0 && settings.move_time.count() == 0)
      settings.move_time = options_.untimed_move_time;
    return settings;
  }

  bool record_move(const std::string& move) {
    const game::PlayResult played = state_->play(move);
    if (!played.ok) return false;
    moves_.push_back(played.canonical.empty() ? move : played.canonical);
    return true;
  }

  bool think_and_move() {
    const protocol::MoveAnswer answer = player_->choose(*state_, opponent_moves_, clock_);
    opponent_moves_.clear();
    if (!answer.move) return stop("the engine has no move: " + answer.failure);
    pending_ = *answer.move;
    connection_->send(net::MoveRecord{*pending_});
    return true;
  }

  /// Moves when asked to and it is this side's turn here; false when the engine failed.
  bool move_if_awaited() {
    if (!awaited_ || !state_ || pending_ || state_->outcome().kind != game::OutcomeKind::ongoing ||
        state_->side_to_move() != side_number(side_))
      return true;
    awaited_ = false;
    return think_and_move();
  }

  bool play() {
    while (true) {
      auto packet = next(options_.silence_limit);
      if (!packet) return stop("during the game: " + silent_or_closed());
      if (const auto* p = std::get_if<net::StartGame>(&*packet)) {
        if (!start(*p) || !move_if_awaited()) return false;
      } else if (const auto* p = std::get_if<net::ClockUpdate>(&*packet)) {
        clock_.sides[0] = side_clock(p->attackers);
        clock_.sides[1] = side_clock(p->defenders);
        last_clock_ = *p;
      } else if (const auto* p = std::get_if<net::AwaitMove>(&*packet)) {
        // OpenTafl's server can send an await-move before the start-game or the opponent's
        // move-record that precede it (its task queue runs them in either order): a move
        // asked for is made once the game here has reached this side's turn.
        if (p->side == side_) awaited_ = true;
        if (!move_if_awaited()) return false;
      } else if (const auto* p = std::get_if<net::MoveResult>(&*packet)) {
        if (!pending_) continue;
        if (p->code < 0) {
          // OpenTafl's client calls this a desync; skald resigns rather than guess.
          connection_->send(net::GameEnded{});
          return stop("the server refused the engine's move " + *pending_ + " (code " +
                      std::to_string(p->code) + ")");
        }
        if (!record_move(*pending_)) return stop("the engine's own move does not replay");
        pending_.reset();
      } else if (const auto* p = std::get_if<net::MoveRecord>(&*packet)) {
        if (!state_) continue;
        if (!record_move(p->move)) {
          connection_->send(net::GameEnded{});
          return stop("the opponent's move " + p->move + " does not replay here (desync)");
        }
        opponent_moves_.push_back({moves_.back(), p->move});
        if (!move_if_awaited()) return false;
      } else if (const auto* p = std::get_if<net::GameList>(&*packet)) {
        for (const net::GameInfo& g : p->games)
          if (g.uuid == uuid_) {
            names_[0] = g.attacker;
            names_[1] = g.defender;
          }
      } else if (const auto* p = std::get_if<net::VictoryPacket>(&*packet)) {
        victory_ = p->victory;
      } else if (std::holds_alternative<net::GameEnded>(*packet)) {
        return finish();
      } else if (const auto* p = std::get_if<net::Error>(&*packet)) {
        if (p->code == net::error_code::kOpponentLeft)
          opponent_left_ = true;
        else if (p->code == net::error_code::kGameCanceled)
          return stop("the game was cancelled");
        else
          log("server error: " + p->code);
      }
    }
  }

  /// The termination as far as this side can tell: the board's own result when the last
  /// move ended the game; otherwise the side to move lost on time in a timed game, or the
  /// loser left.
  std::string termination() const {
    if (state_) {
      const game::Outcome outcome = state_->outcome();
      if (outcome.kind != game::OutcomeKind::ongoing) return outcome.text;
    }
    if (!victory_ || *victory_ == net::Victory::draw) return "adjourned or drawn by the server";
    const net::Side loser =
        *victory_ == net::Victory::attacker ? net::Side::defenders : net::Side::attackers;
    const bool loser_to_move =
        state_ && (state_->side_to_move() == 0) == (loser == net::Side::attackers);
    if (setting_.enabled() && loser_to_move && !opponent_left_)
      return std::string(net::side_word(loser)) + " ran out of time";
    return std::string(net::side_word(loser)) + " left";
  }

  bool finish() {
    if (player_ && state_) player_->finish(state_->outcome());
    server::FinishedGame game;
    game.uuid = uuid_;
    game.rules = rules_;
    game.attacker = names_[0];
    game.defender = names_[1];
    game.victory = victory_.value_or(net::Victory::draw);
    game.adjourned = !victory_;
    game.termination = game.adjourned ? "adjourned: the server shut down" : termination();
    game.moves = moves_;
    game.game = game_;
    game.clock = setting_;
    if (setting_.enabled()) game.time_left = last_clock_;
    finished_ = std::move(game);
    log("game over: " + finished_->termination);
    return true;
  }

  const ConnectOptions& options_;
  const game::GameRegistry& games_;
  std::unique_ptr<LineConnection> connection_;
  std::string error_;

  std::string uuid_;
  net::Side side_ = net::Side::attackers;
  net::TimeSpec setting_;
  std::string names_[2] = {"<none>", "<none>"};
  std::string rules_;
  const game::Game* game_ = nullptr;
  std::unique_ptr<game::GameState> state_;
  std::unique_ptr<protocol::MatchPlayer> player_;
  protocol::MoveClock clock_;
  std::optional<net::ClockUpdate> last_clock_;
  std::vector<protocol::PlayedMove> opponent_moves_;
  std::optional<std::string> pending_;
  bool awaited_ = false;  // asked to move, not yet moved
  std::vector<std::string> moves_;
  std::optional<net::Victory> victory_;
  bool opponent_left_ = false;
  std::optional<server::FinishedGame> finished_;
};

}  // namespace

std::string random_uuid() {
  std::random_device device;
  std::mt19937_64 rng((static_cast<std::uint64_t>(device()) << 32) ^ device());
  const std::uint64_t high = rng(), low = rng();
  unsigned char b[16];
  for (int i = 0; i < 8; ++i) {
    b[i] = static_cast<unsigned char>(high >> (56 - 8 * i));
    b[8 + i] = static_cast<unsigned char>(low >> (56 - 8 * i));
  }
  b[6] = static_cast<unsigned char>((b[6] & 0x0f) | 0x40);  // version 4
  b[8] = static_cast<unsigned char>((b[8] & 0x3f) | 0x80);  // RFC 4122 variant
  char text[37];
  std::snprintf(text, sizeof text,
                "%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", b[0], b[1],
                b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14],
                b[15]);
  return text;
}

ConnectResult play_network_game(const ConnectOptions& options, const game::GameRegistry& games) {
  return Session(options, games).run();
}

}  // namespace skald::connect
