#pragma once

// The packets of OpenTafl's network protocol (formats/net/PROTOCOL.md), one struct per kind,
// and the reader and writer of their one-line text form. The server (tools/skald/server) and
// any client (a test's scripted client, `skald connect`) speak through these; neither sees
// the text. Fields hold what the line says, not what it means: a side is a side, a rules
// string stays text for the game registry to read, a move stays OTN text for the game.
//
// The reader never throws: a line over kMaxPacketBytes, an unknown keyword or a field that
// does not read gives no packet and an error with the column where reading stopped.
// write_packet(parse_packet(x)) gives x back for every line OpenTafl writes.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "skald/core/diagnostic.h"

namespace skald::net {

/// OpenTafl's NETWORK_PROTOCOL_VERSION, sent in `login`.
inline constexpr int kProtocolVersion = 7;
/// OpenTafl's port, fixed in its server and its headless client.
inline constexpr int kDefaultPort = 11541;
/// The longest line the reader takes (a 19x19 game's history fits many times over).
inline constexpr std::size_t kMaxPacketBytes = 64 * 1024;
/// The game password meaning "no password".
inline constexpr std::string_view kNoPassword = "none";

/// A clock setting or reading: `main|overtime/count|increment`, milliseconds.
struct TimeSpec {
  std::int64_t main_ms = 0;
  std::int64_t overtime_ms = 0;
  int overtime_count = 0;
  std::int64_t increment_ms = 0;
  /// OpenTafl's TimeSpec.isEnabled: main time, or overtime with a count.
  bool enabled() const { return !(main_ms == 0 && (overtime_ms == 0 || overtime_count == 0)); }
  bool operator==(const TimeSpec&) const = default;
};

enum class Side { attackers, defenders };
enum class Victory { attacker, defender, draw };

/// OpenTafl's move result codes (engine.GameState).
namespace move_code {
inline constexpr int kGood = 0;
inline constexpr int kAttackerWin = 2;
inline constexpr int kDefenderWin = 3;
inline constexpr int kDraw = 4;
inline constexpr int kIllegalSide = -1;
inline constexpr int kIllegalMove = -3;
}  // namespace move_code

/// OpenTafl's error codes (network.packet.utility.ErrorPacket).
namespace error_code {
inline constexpr std::string_view kLoginFailed = "invalid-login";
inline constexpr std::string_view kAlreadyHosting = "already-hosting";
inline constexpr std::string_view kGameCanceled = "game-canceled";
inline constexpr std::string_view kBadSave = "bad-save";
inline constexpr std::string_view kGameEnded = "game-ended";
inline constexpr std::string_view kGameFull = "game-full";
inline constexpr std::string_view kInvalidGamePassword = "invalid-game-password";
inline constexpr std::string_view kOpponentLeft = "opponent-left";
inline constexpr std::string_view kDesync = "desync";
inline constexpr std::string_view kVersionMismatch = "version-mismatch";
inline constexpr std::string_view kUnknownError = "unknown-error";
}  // namespace error_code

struct Login {
  std::string username;
  std::string password_hash;  // the client's hash (client_password.h), never a password
  int version = kProtocolVersion;
};
struct Success {
  std::string message;  // logged-in, attackers, defenders, spectator
};
struct Error {
  std::string code;  // one of error_code
};
struct LobbyChat {
  std::string sender;
  std::string message;
};
struct GameChat {
  std::string sender;
  std::string message;
};
/// One game of a `game-list`; a free seat is "<none>".
struct GameInfo {
  std::string uuid;
  std::string rules_name;  // "Brandub 7x7"
  std::string attacker = "<none>";
  std::string defender = "<none>";
  bool password = false;
  bool started = false;
  bool loaded = false;
  bool combine_chat = true;
  bool allow_replay = true;
  int spectators = 0;
  TimeSpec clock;
};
struct GameListRequest {};
struct GameList {
  std::vector<GameInfo> games;
};
struct ClientListRequest {};
struct ClientList {
  std::vector<std::string> usernames;
};
struct CreateGame {
  std::string uuid;
  bool combine_chat = true;
  bool allow_replay = true;
  Side side = Side::attackers;                           // the creator's seat
  std::string password_hash = std::string(kNoPassword);  // the game's, or "none"
  TimeSpec clock;
  std::string rules;  // OTN rules string
};
/// `join-game` (spectate_keyword false) or `spectate` (true); both carry the same fields.
struct JoinGame {
  std::string uuid;
  bool spectate = false;
  std::string password_hash = std::string(kNoPassword);
  bool spectate_keyword = false;
};
struct LeaveGame {
  std::string uuid;
};
struct HistoryMove {
  std::string move;
  TimeSpec time_left{-1, -1, 0, -1};  // OpenTafl's empty TimeSpec when none was recorded
};
/// A game's moves so far; board_size is the rules' dimension.
struct History {
  int board_size = 0;
  std::vector<HistoryMove> moves;
};
struct HistoryRequest {};
struct StartGame {
  std::string rules;
  std::optional<History> history;
};
struct AwaitMove {
  Side side = Side::attackers;  // the side to move now
};
struct MoveRecord {
  std::string move;
};
struct MoveResult {
  int code = move_code::kGood;
};
struct ClockUpdate {
  TimeSpec attackers;
  TimeSpec defenders;
};
struct ClockUpdateRequest {};
struct VictoryPacket {
  Victory victory = Victory::draw;
};
struct GameEnded {};

using Packet = std::variant<Login, Success, Error, LobbyChat, GameChat, GameListRequest, GameList,
                            ClientListRequest, ClientList, CreateGame, JoinGame, LeaveGame,
                            HistoryRequest, History, StartGame, AwaitMove, MoveRecord, MoveResult,
                            ClockUpdate, ClockUpdateRequest, VictoryPacket, GameEnded>;

/// A packet read from one line, or none and the errors saying where reading stopped.
struct ParsedPacket {
  std::optional<Packet> packet;
  Diagnostics diagnostics;
};

/// Reads one line (without its line end; a trailing `\r` is dropped).
ParsedPacket parse_packet(std::string_view line);

/// The line of `packet` as OpenTafl writes it, without the line end.
std::string write_packet(const Packet& packet);

/// `main|overtime/count|increment`, or nothing.
std::optional<TimeSpec> parse_time_spec(std::string_view text);
std::string write_time_spec(const TimeSpec& spec);

/// "attackers" / "defenders".
std::string_view side_word(Side side);

}  // namespace skald::net
