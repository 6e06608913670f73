// Reading one line of OpenTafl's network protocol into a typed packet (packet.h). Each
// keyword has its own small reader over a Scanner that knows the column it stands at, so
// every error says where reading stopped. OpenTafl's readers split on spaces and quotes;
// these accept the same lines (extra spaces between fields included) and refuse the rest.
#include <cctype>
#include <charconv>
#include <functional>
#include <utility>

#include "formats/net/packet.h"

namespace skald::net {
namespace {

/// A read position in one line, with the error that stopped reading.
class Scanner {
 public:
  explicit Scanner(std::string_view line) : line_(line) {}

  bool at_end() const { return pos_ >= line_.size(); }
  int column() const { return static_cast<int>(pos_) + 1; }

  void skip_spaces() {
    while (pos_ < line_.size() && line_[pos_] == ' ')
      ++pos_;
  }
  /// The next run of non-space characters (empty at the end).
  std::string_view word() {
    skip_spaces();
    const std::size_t start = pos_;
    while (pos_ < line_.size() && line_[pos_] != ' ')
      ++pos_;
    return line_.substr(start, pos_ - start);
  }
  /// A word that must be there; `what` names it in the error.
  std::optional<std::string_view> required_word(std::string_view what) {
    skip_spaces();
    const int at = column();
    std::string_view w = word();
    if (w.empty()) return fail(at, "expected " + std::string(what));
    return w;
  }
  /// `"text"` (no escapes exist: the text ends at the next quote).
  std::optional<std::string> quoted(std::string_view what) {
    skip_spaces();
    if (at_end() || line_[pos_] != '"')
      return fail(column(), "expected " + std::string(what) + " in double quotes");
    const std::size_t close = line_.find('"', pos_ + 1);
    if (close == std::string_view::npos)
      return fail(column(), "unterminated quoted " + std::string(what));
    std::string text(line_.substr(pos_ + 1, close - pos_ - 1));
    pos_ = close + 1;
    return text;
  }
  /// Everything left, spaces around it trimmed.
  std::string_view rest() {
    skip_spaces();
    std::string_view r = line_.substr(pos_);
    while (!r.empty() && r.back() == ' ')
      r.remove_suffix(1);
    pos_ = line_.size();
    return r;
  }
  /// Fails unless nothing but spaces is left.
  bool expect_end() {
    skip_spaces();
    if (at_end()) return true;
    fail(column(), "unexpected text after the packet's fields");
    return false;
  }

  std::nullopt_t fail(int column, std::string message) {
    if (!error_) error_ = std::make_pair(column, std::move(message));
    return std::nullopt;
  }
  const std::optional<std::pair<int, std::string>>& error() const { return error_; }

 private:
  std::string_view line_;
  std::size_t pos_ = 0;
  std::optional<std::pair<int, std::string>> error_;
};

template <typename Int>
std::optional<Int> parse_int(std::string_view text) {
  Int v{};
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || ptr != text.data() + text.size() || text.empty()) return std::nullopt;
  return v;
}

/// Whether `w` can stand in a `||` list and be written back the same: no `|`, no quote.
bool is_list_safe(std::string_view w) {
  return w.find_first_of("|\"") == std::string_view::npos;
}

/// A move record's text, which must not hold the list separators.
std::optional<std::string> move_word(Scanner& s) {
  const int at = (s.skip_spaces(), s.column());
  const auto w = s.required_word("a move");
  if (!w) return std::nullopt;
  if (!is_list_safe(*w)) return s.fail(at, "a move cannot hold '|' or '\"'");
  return std::string(*w);
}

/// `key:true` / `key:false`, as OpenTafl writes its flags.
std::optional<bool> flag(Scanner& s, std::string_view key) {
  const int at = (s.skip_spaces(), s.column());
  const auto w = s.required_word(std::string(key) + ":true|false");
  if (!w) return std::nullopt;
  if (*w == std::string(key) + ":true") return true;
  if (*w == std::string(key) + ":false") return false;
  return s.fail(at, "expected " + std::string(key) + ":true or " + std::string(key) + ":false");
}

std::optional<bool> boolean(Scanner& s, std::string_view what) {
  const int at = (s.skip_spaces(), s.column());
  const auto w = s.required_word(what);
  if (!w) return std::nullopt;
  if (*w == "true") return true;
  if (*w == "false") return false;
  return s.fail(at, "expected true or false for " + std::string(what));
}

std::optional<Side> side(Scanner& s) {
  const int at = (s.skip_spaces(), s.column());
  const auto w = s.required_word("attackers or defenders");
  if (!w) return std::nullopt;
  if (*w == "attackers") return Side::attackers;
  if (*w == "defenders") return Side::defenders;
  return s.fail(at, "expected attackers or defenders");
}

std::optional<TimeSpec> time_spec(Scanner& s) {
  const int at = (s.skip_spaces(), s.column());
  const auto w = s.required_word("a clock main|overtime/count|increment");
  if (!w) return std::nullopt;
  if (auto t = parse_time_spec(*w)) return t;
  return s.fail(at, "expected a clock main|overtime/count|increment in milliseconds");
}

/// A UUID as java.util.UUID writes it: 8-4-4-4-12 hexadecimal digits.
bool is_uuid(std::string_view w) {
  if (w.size() != 36) return false;
  for (std::size_t i = 0; i < w.size(); ++i) {
    const char c = w[i];
    const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
    if (dash ? c != '-' : !std::isxdigit(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

std::optional<std::string> uuid(Scanner& s) {
  const int at = (s.skip_spaces(), s.column());
  const auto w = s.required_word("a game UUID");
  if (!w) return std::nullopt;
  if (!is_uuid(*w)) return s.fail(at, "expected a game UUID (8-4-4-4-12 hex digits)");
  return std::string(*w);
}

std::optional<Packet> read_login(Scanner& s) {
  Login p;
  auto name = s.quoted("the username");
  if (!name) return std::nullopt;
  p.username = std::move(*name);
  auto hash = s.required_word("the password hash");
  if (!hash) return std::nullopt;
  p.password_hash = std::string(*hash);
  const int at = (s.skip_spaces(), s.column());
  auto version = s.required_word("the protocol version");
  if (!version) return std::nullopt;
  auto v = parse_int<int>(*version);
  if (!v) return s.fail(at, "expected the protocol version, a number");
  p.version = *v;
  if (!s.expect_end()) return std::nullopt;
  return p;
}

template <typename Chat>
std::optional<Packet> read_chat(Scanner& s) {
  Chat p;
  auto sender = s.quoted("the sender");
  if (!sender) return std::nullopt;
  p.sender = std::move(*sender);
  p.message = std::string(s.rest());
  return p;
}

bool read_game_info(Scanner& s, GameInfo& g) {
  auto id = uuid(s);
  if (!id) return false;
  g.uuid = *id;
  auto rules_name = s.quoted("the rules name");
  auto attacker = rules_name ? s.quoted("the attacker's name") : std::nullopt;
  auto defender = attacker ? s.quoted("the defender's name") : std::nullopt;
  if (!defender) return false;
  g.rules_name = *rules_name;
  g.attacker = *attacker;
  g.defender = *defender;
  std::optional<bool> flags[5];
  const char* keys[5] = {"password", "started", "loaded", "combinechat", "allowreplay"};
  for (int i = 0; i < 5; ++i)
    if (!(flags[i] = flag(s, keys[i]))) return false;
  g.password = *flags[0];
  g.started = *flags[1];
  g.loaded = *flags[2];
  g.combine_chat = *flags[3];
  g.allow_replay = *flags[4];
  const int at = (s.skip_spaces(), s.column());
  auto spectators = s.required_word("spectators:N");
  if (!spectators) return false;
  std::optional<int> n;
  if (spectators->starts_with("spectators:")) n = parse_int<int>(spectators->substr(11));
  if (!n || *n < 0) {
    s.fail(at, "expected spectators:N");
    return false;
  }
  g.spectators = *n;
  auto clock = time_spec(s);
  if (!clock) return false;
  g.clock = *clock;
  return true;
}

/// Splits a list body on `||` (every entry ends with it); gives each entry's column.
std::vector<std::pair<std::string_view, int>> list_entries(std::string_view body, int column) {
  std::vector<std::pair<std::string_view, int>> entries;
  std::size_t start = 0;
  while (start < body.size()) {
    std::size_t end = body.find("||", start);
    if (end == std::string_view::npos) end = body.size();
    std::string_view entry = body.substr(start, end - start);
    if (entry.find_first_not_of(' ') != std::string_view::npos)
      entries.emplace_back(entry, column + static_cast<int>(start));
    start = end + 2;
  }
  return entries;
}

/// Reads `entry` (standing at `column` of the line) with `read`, errors placed in the line.
template <typename Read>
bool read_entry(Scanner& line, std::string_view entry, int column, Read read) {
  Scanner s(entry);
  if (read(s) && s.expect_end()) return true;
  if (s.error()) line.fail(column + s.error()->first - 1, s.error()->second);
  return false;
}

std::optional<Packet> read_game_list(Scanner& s) {
  if (s.at_end()) return GameListRequest{};  // the list, even empty, has a space
  const int column = (s.skip_spaces(), s.column());
  const std::string_view body = s.rest();
  GameList list;
  for (auto [entry, at] : list_entries(body, column)) {
    GameInfo g;
    if (!read_entry(s, entry, at, [&](Scanner& e) { return read_game_info(e, g); }))
      return std::nullopt;
    list.games.push_back(std::move(g));
  }
  return list;
}

std::optional<Packet> read_client_list(Scanner& s) {
  if (s.at_end()) return ClientListRequest{};  // the list, even empty, has a space
  const int column = (s.skip_spaces(), s.column());
  const std::string_view body = s.rest();
  ClientList list;
  for (auto [entry, at] : list_entries(body, column)) {
    std::string_view name = entry;
    while (!name.empty() && name.front() == ' ')
      name.remove_prefix(1);
    while (!name.empty() && name.back() == ' ')
      name.remove_suffix(1);
    if (!is_list_safe(name) || name.find(' ') != std::string_view::npos)
      return s.fail(at, "a username cannot hold '|', '\"' or a space");
    list.usernames.emplace_back(name);
  }
  return list;
}

std::optional<Packet> read_create_game(Scanner& s) {
  CreateGame p;
  auto id = uuid(s);
  if (!id) return std::nullopt;
  p.uuid = *id;
  auto combine = flag(s, "combinechat");
  auto replay = combine ? flag(s, "allowreplay") : std::nullopt;
  auto seat = replay ? side(s) : std::nullopt;
  if (!seat) return std::nullopt;
  auto password = s.required_word("the game password hash or none");
  auto clock = password ? time_spec(s) : std::nullopt;
  if (!clock) return std::nullopt;
  p.combine_chat = *combine;
  p.allow_replay = *replay;
  p.side = *seat;
  p.password_hash = std::string(*password);
  p.clock = *clock;
  const int at = (s.skip_spaces(), s.column());
  p.rules = std::string(s.rest());
  if (p.rules.empty()) return s.fail(at, "expected the OTN rules string");
  return p;
}

std::optional<Packet> read_join(Scanner& s, bool spectate_keyword) {
  JoinGame p;
  p.spectate_keyword = spectate_keyword;
  auto id = uuid(s);
  auto spectate = id ? boolean(s, "the spectate flag") : std::nullopt;
  auto password = spectate ? s.required_word("the game password hash or none") : std::nullopt;
  if (!password || !s.expect_end()) return std::nullopt;
  p.uuid = *id;
  p.spectate = *spectate;
  p.password_hash = std::string(*password);
  return p;
}

std::optional<Packet> read_leave(Scanner& s) {
  auto id = uuid(s);
  if (!id || !s.expect_end()) return std::nullopt;
  return LeaveGame{*id};
}

/// `N MOVE TIMESPEC||MOVE TIMESPEC||`, after the `history` keyword.
std::optional<History> history_body(Scanner& s) {
  History h;
  const int at = (s.skip_spaces(), s.column());
  auto size = s.required_word("the board size");
  if (!size) return std::nullopt;
  auto n = parse_int<int>(*size);
  if (!n || *n < 5 || *n > 19) return s.fail(at, "expected the board size, 5 to 19");
  h.board_size = *n;
  const int column = (s.skip_spaces(), s.column());
  for (auto [entry, entry_at] : list_entries(s.rest(), column)) {
    HistoryMove m;
    const bool ok = read_entry(s, entry, entry_at, [&](Scanner& e) {
      auto move = move_word(e);
      if (!move) return false;
      m.move = std::move(*move);
      e.skip_spaces();
      if (e.at_end()) return true;  // OpenTafl reads a move without its time, too
      auto t = time_spec(e);
      if (t) m.time_left = *t;
      return t.has_value();
    });
    if (!ok) return std::nullopt;
    h.moves.push_back(std::move(m));
  }
  return h;
}

std::optional<Packet> read_history(Scanner& s) {
  s.skip_spaces();
  if (s.at_end()) return HistoryRequest{};
  auto h = history_body(s);
  if (!h) return std::nullopt;
  return *h;
}

std::optional<Packet> read_start_game(Scanner& s) {
  StartGame p;
  const int at = (s.skip_spaces(), s.column());
  std::string_view rest = s.rest();
  // The rules string never holds " history " (its keys are short and its values have no
  // spaces), so the first one starts the history, as in OpenTafl's StartGamePacket.parse.
  const std::size_t history = rest.find(" history ");
  const bool bare_history_end = rest.ends_with(" history");
  std::string_view rules = rest.substr(0, history);
  if (history == std::string_view::npos && bare_history_end)
    rules = rest.substr(0, rest.size() - 8);
  p.rules = std::string(rules);
  if (p.rules.empty()) return s.fail(at, "expected the OTN rules string");
  if (history != std::string_view::npos) {
    Scanner h(rest.substr(history + 9));
    auto body = history_body(h);
    if (!body) {
      if (h.error())
        s.fail(at + static_cast<int>(history) + 9 + h.error()->first - 1, h.error()->second);
      return std::nullopt;
    }
    p.history = std::move(*body);
  }
  return p;
}

std::optional<Packet> read_await_move(Scanner& s) {
  auto seat = side(s);
  if (!seat || !s.expect_end()) return std::nullopt;
  return AwaitMove{*seat};
}

std::optional<Packet> read_move_record(Scanner& s) {
  auto move = move_word(s);
  if (!move || !s.expect_end()) return std::nullopt;
  return MoveRecord{std::move(*move)};
}

std::optional<Packet> read_move_result(Scanner& s) {
  const int at = (s.skip_spaces(), s.column());
  auto code = s.required_word("a move result code");
  if (!code) return std::nullopt;
  auto v = parse_int<int>(*code);
  if (!v) return s.fail(at, "expected a move result code, a number");
  if (!s.expect_end()) return std::nullopt;
  return MoveResult{*v};
}

std::optional<Packet> read_clock_update(Scanner& s) {
  s.skip_spaces();
  if (s.at_end()) return ClockUpdateRequest{};
  auto attackers = time_spec(s);
  auto defenders = attackers ? time_spec(s) : std::nullopt;
  if (!defenders || !s.expect_end()) return std::nullopt;
  return ClockUpdate{*attackers, *defenders};
}

std::optional<Packet> read_victory(Scanner& s) {
  const int at = (s.skip_spaces(), s.column());
  auto w = s.required_word("ATTACKER, DEFENDER or DRAW");
  if (!w) return std::nullopt;
  std::optional<Victory> v;
  if (*w == "ATTACKER") v = Victory::attacker;
  if (*w == "DEFENDER") v = Victory::defender;
  if (*w == "DRAW") v = Victory::draw;
  if (!v) return s.fail(at, "expected ATTACKER, DEFENDER or DRAW");
  if (!s.expect_end()) return std::nullopt;
  return VictoryPacket{*v};
}

std::optional<Packet> read_word_packet(Scanner& s, bool error) {
  auto w = s.required_word(error ? "an error code" : "a message");
  if (!w || !s.expect_end()) return std::nullopt;
  if (error) return Error{std::string(*w)};
  return Success{std::string(*w)};
}

std::optional<Packet> read_nothing(Scanner& s, Packet p) {
  if (!s.expect_end()) return std::nullopt;
  return p;
}

using Reader = std::function<std::optional<Packet>(Scanner&)>;

const std::vector<std::pair<std::string_view, Reader>>& readers() {
  static const std::vector<std::pair<std::string_view, Reader>> table = {
      {"login", read_login},
      {"success", [](Scanner& s) { return read_word_packet(s, false); }},
      {"error", [](Scanner& s) { return read_word_packet(s, true); }},
      {"lobby-chat", read_chat<LobbyChat>},
      {"game-chat", read_chat<GameChat>},
      {"game-list", read_game_list},
      {"client-list", read_client_list},
      {"create-game", read_create_game},
      {"join-game", [](Scanner& s) { return read_join(s, false); }},
      {"spectate", [](Scanner& s) { return read_join(s, true); }},
      {"leave-game", read_leave},
      {"history", read_history},
      {"start-game", read_start_game},
      {"await-move", read_await_move},
      {"move-record", read_move_record},
      {"move-result", read_move_result},
      {"clock-update", read_clock_update},
      {"victory", read_victory},
      {"game-ended", [](Scanner& s) { return read_nothing(s, GameEnded{}); }},
  };
  return table;
}

}  // namespace

std::optional<TimeSpec> parse_time_spec(std::string_view text) {
  const std::size_t bar1 = text.find('|');
  const std::size_t slash = text.find('/', bar1 == std::string_view::npos ? 0 : bar1);
  const std::size_t bar2 = text.find('|', slash == std::string_view::npos ? 0 : slash);
  if (bar1 == std::string_view::npos || slash == std::string_view::npos ||
      bar2 == std::string_view::npos)
    return std::nullopt;
  auto main = parse_int<std::int64_t>(text.substr(0, bar1));
  auto overtime = parse_int<std::int64_t>(text.substr(bar1 + 1, slash - bar1 - 1));
  auto count = parse_int<int>(text.substr(slash + 1, bar2 - slash - 1));
  auto increment = parse_int<std::int64_t>(text.substr(bar2 + 1));
  if (!main || !overtime || !count || !increment) return std::nullopt;
  return TimeSpec{*main, *overtime, *count, *increment};
}

ParsedPacket parse_packet(std::string_view line) {
  ParsedPacket result;
  if (line.ends_with('\r')) line.remove_suffix(1);
  if (line.size() > kMaxPacketBytes) {
    result.diagnostics.error({"", 1, static_cast<int>(kMaxPacketBytes) + 1},
                             "packet longer than " + std::to_string(kMaxPacketBytes) + " bytes");
    return result;
  }
  if (line.find_first_of(std::string_view("\0\n\r", 3)) != std::string_view::npos) {
    const auto at = line.find_first_of(std::string_view("\0\n\r", 3));
    result.diagnostics.error({"", 1, static_cast<int>(at) + 1},
                             "control character inside a packet");
    return result;
  }
  Scanner s(line);
  const std::string_view keyword = s.word();
  for (const auto& [name, read] : readers()) {
    if (keyword != name) continue;
    result.packet = read(s);
    if (!result.packet && s.error())
      result.diagnostics.error({"", 1, s.error()->first}, s.error()->second);
    return result;
  }
  result.diagnostics.error(
      {"", 1, 1}, keyword.empty()
                      ? std::string("empty packet")
                      : "unknown packet keyword '" + escape_control_characters(keyword) + "'");
  return result;
}

}  // namespace skald::net
