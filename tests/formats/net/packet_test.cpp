// The packet reader and writer against lines OpenTafl 0.4.8.0b wrote itself
// (opentafl_packets.txt, printed by PacketDump.java with OpenTafl's own packet classes).
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "formats/net/client_password.h"
#include "formats/net/packet.h"

namespace skald::net {
namespace {

std::vector<std::string> opentafl_lines() {
  std::ifstream in(SKALD_TESTS_DIR "/formats/net/opentafl_packets.txt");
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    lines.push_back(line);
  return lines;
}

template <typename T>
T read_as(std::string_view line) {
  ParsedPacket parsed = parse_packet(line);
  EXPECT_TRUE(parsed.packet.has_value())
      << line << "\n"
      << (parsed.diagnostics.empty() ? std::string() : parsed.diagnostics.items()[0].message);
  if (!parsed.packet || !std::holds_alternative<T>(*parsed.packet)) {
    ADD_FAILURE() << "wrong packet kind for " << line;
    return T{};
  }
  return std::get<T>(*parsed.packet);
}

TEST(NetPacket, EveryLineOpenTaflWroteReadsAndWritesBackByteForByte) {
  const std::vector<std::string> lines = opentafl_lines();
  ASSERT_EQ(lines.size(), 28u);
  for (const std::string& line : lines) {
    ParsedPacket parsed = parse_packet(line);
    ASSERT_TRUE(parsed.packet.has_value()) << line;
    EXPECT_EQ(write_packet(*parsed.packet), line);
  }
}

TEST(NetPacket, LoginFields) {
  const Login p = read_as<Login>(opentafl_lines()[0]);
  EXPECT_EQ(p.username, "alice");
  EXPECT_EQ(p.version, 7);
  EXPECT_EQ(p.password_hash, login_password_hash("alice", "secret"));
}

TEST(NetPacket, ClientPasswordHashIsOpenTaflsPasswordHasher) {
  // Both values printed by OpenTafl's PasswordHasher.hashPassword from the jar.
  EXPECT_EQ(
      login_password_hash("alice", "secret"),
      "uzhHo0ouUDNkt7pKSb1x1v4Qv1SUiRrBN6/twXJ4CU0M3L7tTyHCXgtMaoHjXHinqRGpzL5a9nBVXz3MKy0gMA==");
  EXPECT_EQ(
      opentafl_password_hash("", "gamepw"),
      "DedCixwcMoCqqQAJ46Ytb7MALvhoZsTLUFDTp6tLt6JcUW5jgGhvxq7bJZLK44w3tlp4I5dllqpcUYpBw4fIrg==");
}

TEST(NetPacket, ChatKeepsQuotesAndBarsInTheMessage) {
  const LobbyChat p = read_as<LobbyChat>(opentafl_lines()[1]);
  EXPECT_EQ(p.sender, "alice");
  EXPECT_EQ(p.message, "hello \"all\" || of you");
}

TEST(NetPacket, CreateGameFields) {
  const CreateGame p = read_as<CreateGame>(opentafl_lines()[2]);
  EXPECT_EQ(p.uuid, "0f8fad5b-d9cb-469f-a165-70867728950e");
  EXPECT_TRUE(p.combine_chat);
  EXPECT_EQ(p.side, Side::attackers);
  EXPECT_EQ(p.password_hash, "none");
  EXPECT_EQ(p.clock, (TimeSpec{300000, 15000, 3, 0}));
  EXPECT_TRUE(p.rules.starts_with("dim:7 name:Brandub"));
  EXPECT_TRUE(p.rules.ends_with("/3t3/"));
  const CreateGame q = read_as<CreateGame>(opentafl_lines()[3]);
  EXPECT_EQ(q.side, Side::defenders);
  EXPECT_EQ(q.password_hash, "abc+/=");
  EXPECT_FALSE(q.clock.enabled());
}

TEST(NetPacket, GameListFields) {
  const GameList p = read_as<GameList>(opentafl_lines()[7]);
  ASSERT_EQ(p.games.size(), 2u);
  EXPECT_EQ(p.games[0].rules_name, "Brandub 7x7");
  EXPECT_EQ(p.games[0].defender, "<none>");
  EXPECT_EQ(p.games[1].defender, "bob");
  EXPECT_TRUE(p.games[1].password);
  EXPECT_EQ(p.games[1].spectators, 2);
  // The server's empty list keeps its space; the client's request has none.
  EXPECT_TRUE(read_as<GameList>(opentafl_lines()[8]).games.empty());
  read_as<GameListRequest>("game-list");
  EXPECT_TRUE(read_as<ClientList>(opentafl_lines()[10]).usernames.empty());
  read_as<ClientListRequest>("client-list");
}

TEST(NetPacket, StartGameWithHistory) {
  const StartGame p = read_as<StartGame>(opentafl_lines()[12]);
  EXPECT_TRUE(p.rules.ends_with("/3t3/"));
  ASSERT_TRUE(p.history.has_value());
  EXPECT_EQ(p.history->board_size, 7);
  ASSERT_EQ(p.history->moves.size(), 2u);
  EXPECT_EQ(p.history->moves[1].move, "c4-c1");
  EXPECT_FALSE(read_as<StartGame>(opentafl_lines()[11]).history.has_value());
}

TEST(NetPacket, InGamePackets) {
  EXPECT_EQ(read_as<MoveRecord>("move-record d2-f2xf3").move, "d2-f2xf3");
  EXPECT_EQ(read_as<MoveResult>("move-result -3").code, -3);
  EXPECT_EQ(read_as<AwaitMove>("await-move defenders").side, Side::defenders);
  EXPECT_EQ(read_as<VictoryPacket>("victory DEFENDER").victory, Victory::defender);
  const ClockUpdate c = read_as<ClockUpdate>("clock-update 299000|15000/3|0 300000|15000/2|0");
  EXPECT_EQ(c.attackers.main_ms, 299000);
  EXPECT_EQ(c.defenders.overtime_count, 2);
  read_as<ClockUpdateRequest>("clock-update");
  read_as<HistoryRequest>("history");
  read_as<GameEnded>("game-ended");
}

TEST(NetPacket, AWindowsLineEndIsDropped) {
  EXPECT_EQ(read_as<MoveResult>("move-result 0\r").code, 0);
}

/// The column of the first error, 0 when the line read.
int error_column(std::string_view line) {
  ParsedPacket parsed = parse_packet(line);
  if (parsed.packet) return 0;
  EXPECT_FALSE(parsed.diagnostics.empty()) << line;
  return parsed.diagnostics.empty() ? -1 : parsed.diagnostics.items()[0].where.column;
}

TEST(NetPacket, ErrorsSayWhereReadingStopped) {
  EXPECT_EQ(error_column("nonsense here"), 1);
  EXPECT_EQ(error_column(""), 1);
  EXPECT_EQ(error_column("login alice hash 7"), 7);           // name not quoted
  EXPECT_EQ(error_column("login \"alice\" hash seven"), 20);  // version not a number
  EXPECT_EQ(error_column("login \"alice"), 7);                // unterminated quote
  EXPECT_EQ(error_column("join-game not-a-uuid false none"), 11);
  EXPECT_EQ(error_column("move-result"), 12);
  EXPECT_EQ(error_column("victory NOBODY"), 9);
  EXPECT_EQ(error_column("clock-update 1|2|3 1|0/0|0"), 14);
  EXPECT_EQ(error_column("await-move attackers extra"), 22);
  EXPECT_EQ(error_column("create-game 0f8fad5b-d9cb-469f-a165-70867728950e combinechat:true "
                         "allowreplay:true attackers none 0|0/0|0"),
            106);  // no rules
  EXPECT_EQ(error_column("history 7 d1-e1 1|x/0|0||"), 17);
}

TEST(NetPacket, OversizedAndControlCharactersAreRefused) {
  const std::string huge = "lobby-chat \"a\" " + std::string(kMaxPacketBytes, 'x');
  EXPECT_FALSE(parse_packet(huge).packet.has_value());
  EXPECT_FALSE(parse_packet(std::string("move-record a1\0-b1", 18)).packet.has_value());
}

}  // namespace
}  // namespace skald::net
