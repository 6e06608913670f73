// libFuzzer target: the Amazons' readers (lib/skald/amazons/notation.h, rules.h): position
// texts on every board size, moves and rules texts. Invariants: a position that reads
// writes a text that reads back to the same position; a move that reads writes a text
// that reads back to the same move; rules that read write a canonical text that reads back
// to the same rules.
#include <cstdint>
#include <string_view>

#include "skald/amazons/notation.h"
#include "skald/amazons/rules.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace skald::amazons;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (int board : {6, 8, 10}) {
    const PositionParse parse = read_position(text, board, kWhite);
    if (parse.position) {
      const std::string written = position_text(*parse.position);
      const PositionParse again = read_position(written, board, kBlack);
      if (!again.position || position_text(*again.position) != written ||
          again.position->hash() != parse.position->hash())
        __builtin_trap();
    }
    const Geometry geometry(board);
    const MoveParse move = read_move(geometry, text);
    if (move.move) {
      const MoveParse again = read_move(geometry, move_text(geometry, *move.move));
      if (!again.move || !(*again.move == *move.move)) __builtin_trap();
    }
  }
  const RulesParse rules = parse_rules(text);
  if (rules.rules) {
    const RulesParse again = parse_rules(rules_text(*rules.rules));
    if (!again.rules || !(*again.rules == *rules.rules)) __builtin_trap();
  }
  return 0;
}
