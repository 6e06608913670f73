// libFuzzer target: The Octagon Theory's texts (lib/skald/octagon): the input split at its
// first newline into a rules text and a position, and each word of the position line read
// as a move. Invariants: rules that read serialise to rules that read the same; a position
// that reads is written back as a text that reads to the same text and hash; a move text
// that reads and is legal plays (and unmakes to the same position), and its text reads
// back as the same move.
#include <cstdint>
#include <string>
#include <string_view>

#include "skald/octagon/notation.h"
#include "skald/octagon/rules.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace skald::octagon;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::size_t newline = input.find('\n');
  const std::string_view rules_text = input.substr(0, newline);
  const std::string_view position_text =
      newline == std::string_view::npos ? std::string_view{} : input.substr(newline + 1);
  const RulesParse rules = parse_rules(rules_text);
  if (!rules.rules) return 0;
  const RulesParse again_rules = parse_rules(serialise_rules(*rules.rules));
  if (!again_rules.rules || !(*again_rules.rules == *rules.rules)) __builtin_trap();
  const PositionParse read = parse_position(position_text, *rules.rules);
  if (!read.position) return 0;
  const std::string written = position_to_text(*read.position);
  const PositionParse again = parse_position(written, *rules.rules);
  if (!again.position || position_to_text(*again.position) != written ||
      again.position->hash() != read.position->hash())
    __builtin_trap();
  Position position = *read.position;
  std::size_t start = 0;
  while (start < position_text.size()) {
    const std::size_t end = std::min(position_text.find(' ', start), position_text.size());
    const MoveTextParse move = parse_move_text(position_text.substr(start, end - start),
                                               position.board(), position.rules());
    if (move.move && position.is_legal(*move.move)) {
      const MoveTextParse back = parse_move_text(move_to_text(position.board(), *move.move),
                                                 position.board(), position.rules());
      if (!back.move || !(*back.move == *move.move)) __builtin_trap();
      const std::string before = position_to_text(position);
      position.make(*move.move);
      position.unmake();
      if (position_to_text(position) != before) __builtin_trap();
      position.make(*move.move);
    }
    start = end + 1;
  }
  return 0;
}
