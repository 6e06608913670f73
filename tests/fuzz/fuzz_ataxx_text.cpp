// libFuzzer target: the Ataxx texts (lib/skald/ataxx): the input split at its first newline
// into a rules text and a FEN, and each of its words read as a move. Invariants: a FEN that
// reads is written back as a FEN that reads to the same text; a move text that reads and is
// legal plays, and its text reads back as the same move.
#include <cstdint>
#include <string>
#include <string_view>

#include "skald/ataxx/fen.h"
#include "skald/ataxx/move_notation.h"
#include "skald/ataxx/rules.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace skald::ataxx;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::size_t newline = input.find('\n');
  const std::string_view rules_text = input.substr(0, newline);
  const std::string_view fen_text =
      newline == std::string_view::npos ? std::string_view{} : input.substr(newline + 1);
  const RulesParse rules = parse_rules(rules_text);
  if (!rules.rules) return 0;
  if (!parse_rules(serialise_rules(*rules.rules)).rules) __builtin_trap();
  const FenParse fen = parse_fen(fen_text, *rules.rules);
  if (!fen.position) return 0;
  const std::string written = to_fen(*fen.position);
  const FenParse again = parse_fen(written, *rules.rules);
  if (!again.position || to_fen(*again.position) != written) __builtin_trap();
  Position position = *fen.position;
  std::size_t start = 0;
  while (start < fen_text.size()) {
    const std::size_t end = std::min(fen_text.find(' ', start), fen_text.size());
    const MoveTextParse move = parse_move_text(fen_text.substr(start, end - start));
    if (move.move && position.is_legal(*move.move)) {
      const MoveTextParse back = parse_move_text(move_to_text(*move.move));
      if (!back.move || !(*back.move == *move.move)) __builtin_trap();
      position.make(*move.move);
    }
    start = end + 1;
  }
  return 0;
}
