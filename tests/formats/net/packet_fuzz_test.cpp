// A short, deterministic fuzz of the packet reader: lines OpenTafl wrote, mutated by a
// seeded generator (bytes changed, inserted, deleted, fields spliced from other packets,
// the protocol's separators sprinkled in). Every input must be read or refused with an
// error, never crash; whatever reads must write back to a line that reads to the same text.
// The count of inputs is fixed, so the test takes the same time on every run.
#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "formats/net/packet.h"

namespace skald::net {
namespace {

constexpr int kInputs = 200000;

std::string mutate(std::string line, const std::vector<std::string>& corpus, std::mt19937_64& rng) {
  static const std::string separators[] = {
      " ", "\"", "||", "|", "/", ":", "-", "\r", "history ", "x", "999999999999999999999", "-1"};
  const int steps = 1 + static_cast<int>(rng() % 4);
  for (int i = 0; i < steps; ++i) {
    const std::size_t at = line.empty() ? 0 : rng() % (line.size() + 1);
    switch (rng() % 6) {
      case 0:  // change a byte
        if (!line.empty()) line[rng() % line.size()] = static_cast<char>(rng() % 256);
        break;
      case 1:  // delete a run
        if (!line.empty()) line.erase(rng() % line.size(), 1 + rng() % 8);
        break;
      case 2:  // cut the line
        line.resize(at);
        break;
      case 3:  // splice in another packet's tail
      {
        const std::string& other = corpus[rng() % corpus.size()];
        line.insert(at, other.substr(rng() % (other.size() + 1)));
        break;
      }
      default:  // a separator
        line.insert(at, separators[rng() % std::size(separators)]);
        break;
    }
  }
  return line;
}

TEST(NetPacketFuzz, MutatedOpenTaflLinesNeverCrashAndReadBackStably) {
  std::ifstream in(SKALD_TESTS_DIR "/formats/net/opentafl_packets.txt");
  std::vector<std::string> corpus;
  for (std::string line; std::getline(in, line);)
    corpus.push_back(line);
  ASSERT_FALSE(corpus.empty());

  std::mt19937_64 rng(35);
  int read = 0;
  int refused = 0;
  for (int i = 0; i < kInputs; ++i) {
    const std::string input = mutate(corpus[rng() % corpus.size()], corpus, rng);
    ParsedPacket parsed = parse_packet(input);
    if (!parsed.packet) {
      ASSERT_TRUE(parsed.diagnostics.has_errors()) << "refused without an error: " << input;
      ++refused;
      continue;
    }
    ++read;
    const std::string written = write_packet(*parsed.packet);
    ParsedPacket again = parse_packet(written);
    ASSERT_TRUE(again.packet.has_value()) << "input: " << input << "\nwritten: " << written;
    EXPECT_EQ(write_packet(*again.packet), written) << "input: " << input;
  }
  EXPECT_EQ(read + refused, kInputs);
  EXPECT_GT(read, kInputs / 20);  // the mutations keep enough lines readable to matter
  std::printf("packet reader fuzz: %d inputs, %d read, %d refused\n", kInputs, read, refused);
}

}  // namespace
}  // namespace skald::net
