// libFuzzer target: the texts of a `skald collect` query (lib/skald/collection): piece
// patterns, move runs and tag tests. Invariants: a pattern either reads or says why at a
// column inside the text (or just after it); one that reads matches a board without
// failing (a brandub start, cells it may not have included); a move run that reads is
// tested against a short line; a tag test that reads is tested on a record.
#include <cstdint>
#include <string_view>

#include "skald/collection/move_sequence.h"
#include "skald/collection/piece_pattern.h"
#include "skald/collection/tag_condition.h"
#include "skald/tafl/tafl_game.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace skald;
  using namespace skald::collection;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  static const game::BoardPicture board = [] {
    Diagnostics diagnostics;
    return tafl::make_tafl_game()
        ->start_state(
            "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: "
            "start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
            std::nullopt, diagnostics)
        ->board_picture();
  }();
  const PiecePatternParse pattern = parse_piece_pattern(text);
  if (pattern.pattern) {
    if (pattern.pattern->text() != text) __builtin_trap();
    (void)pattern.pattern->matches(board);
  } else if (pattern.error.empty() || pattern.column < 1 ||
             static_cast<size_t>(pattern.column) > size + 1) {
    __builtin_trap();
  }
  const MoveSequenceParse moves = parse_move_sequence(text);
  if (moves.sequence) {
    static const std::vector<PlayedMove> line = {
        {"d2-e2", "d2-e2", "d2-e2"}, {"d3-d2", "d3-d2", ""}, {"Kd4-c4", "Kd4-c4", "d4-c4"}};
    for (size_t n = 0; n <= line.size(); ++n)
      (void)moves.sequence->ends_at(std::span(line).first(n));
  } else if (moves.error.empty()) {
    __builtin_trap();
  }
  const TagConditionParse tag = parse_tag_condition(text);
  if (tag.condition) {
    record::Record record;
    record.set_tag("defenders", "opentaflbot");
    record.set_tag(tag.condition->key, tag.condition->value);
    const auto contains = [](std::string_view haystack, std::string_view needle) {
      return haystack.find(needle) != std::string_view::npos;
    };
    // A tag set to the tested value passes `=` and `~`, fails `!=`.
    const bool holds = tag.condition->holds(record, contains);
    if ((tag.condition->test == TagTest::differs) == holds) __builtin_trap();
  } else if (tag.error.empty()) {
    __builtin_trap();
  }
  return 0;
}
