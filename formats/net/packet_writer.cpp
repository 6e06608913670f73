// Writing packets as OpenTafl's toString() methods do (network.packet.*), byte for byte:
// the double space between a game's quoted names and the `||` after every list entry are
// OpenTafl's, and its readers depend on them.
#include <fmt/core.h>

#include "formats/net/packet.h"

namespace skald::net {
namespace {

const char* bool_word(bool b) {
  return b ? "true" : "false";
}

std::string history_body(const History& h) {
  std::string out = fmt::format("{} ", h.board_size);
  for (const HistoryMove& m : h.moves)
    out += m.move + " " + write_time_spec(m.time_left) + "||";
  return out;
}

struct Writer {
  std::string operator()(const Login& p) const {
    return fmt::format("login \"{}\" {} {}", p.username, p.password_hash, p.version);
  }
  std::string operator()(const Success& p) const { return "success " + p.message; }
  std::string operator()(const Error& p) const { return "error " + p.code; }
  std::string operator()(const LobbyChat& p) const {
    return fmt::format("lobby-chat \"{}\" {}", p.sender, p.message);
  }
  std::string operator()(const GameChat& p) const {
    return fmt::format("game-chat \"{}\" {}", p.sender, p.message);
  }
  std::string operator()(const GameListRequest&) const { return "game-list"; }
  std::string operator()(const GameList& p) const {
    std::string out = "game-list ";
    for (const GameInfo& g : p.games)
      out += fmt::format(
          "{} \"{}\"  \"{}\"  \"{}\" password:{} started:{} loaded:{} combinechat:{} "
          "allowreplay:{} spectators:{} {}||",
          g.uuid, g.rules_name, g.attacker, g.defender, bool_word(g.password), bool_word(g.started),
          bool_word(g.loaded), bool_word(g.combine_chat), bool_word(g.allow_replay), g.spectators,
          write_time_spec(g.clock));
    return out;
  }
  std::string operator()(const ClientListRequest&) const { return "client-list"; }
  std::string operator()(const ClientList& p) const {
    std::string out = "client-list ";
    for (const std::string& name : p.usernames)
      out += name + "||";
    return out;
  }
  std::string operator()(const CreateGame& p) const {
    return fmt::format("create-game {} combinechat:{} allowreplay:{} {} {} {} {}", p.uuid,
                       bool_word(p.combine_chat), bool_word(p.allow_replay), side_word(p.side),
                       p.password_hash, write_time_spec(p.clock), p.rules);
  }
  std::string operator()(const JoinGame& p) const {
    return fmt::format("{} {} {} {}", p.spectate_keyword ? "spectate" : "join-game", p.uuid,
                       bool_word(p.spectate), p.password_hash);
  }
  std::string operator()(const LeaveGame& p) const { return "leave-game " + p.uuid; }
  std::string operator()(const HistoryRequest&) const { return "history"; }
  std::string operator()(const History& p) const { return "history " + history_body(p); }
  std::string operator()(const StartGame& p) const {
    std::string out = "start-game " + p.rules;
    if (p.history) out += " history " + history_body(*p.history);
    return out;
  }
  std::string operator()(const AwaitMove& p) const {
    return "await-move " + std::string(side_word(p.side));
  }
  std::string operator()(const MoveRecord& p) const { return "move-record " + p.move; }
  std::string operator()(const MoveResult& p) const {
    return fmt::format("move-result {}", p.code);
  }
  std::string operator()(const ClockUpdate& p) const {
    return "clock-update " + write_time_spec(p.attackers) + " " + write_time_spec(p.defenders);
  }
  std::string operator()(const ClockUpdateRequest&) const { return "clock-update"; }
  std::string operator()(const VictoryPacket& p) const {
    switch (p.victory) {
      case Victory::attacker:
        return "victory ATTACKER";
      case Victory::defender:
        return "victory DEFENDER";
      case Victory::draw:
        break;
    }
    return "victory DRAW";
  }
  std::string operator()(const GameEnded&) const { return "game-ended"; }
};

}  // namespace

std::string write_time_spec(const TimeSpec& spec) {
  return fmt::format("{}|{}/{}|{}", spec.main_ms, spec.overtime_ms, spec.overtime_count,
                     spec.increment_ms);
}

std::string_view side_word(Side side) {
  return side == Side::attackers ? "attackers" : "defenders";
}

std::string write_packet(const Packet& packet) {
  return std::visit(Writer{}, packet);
}

}  // namespace skald::net
