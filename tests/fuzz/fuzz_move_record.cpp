// libFuzzer target: OTN move records (lib/skald/tafl/move_notation.h), parsed and then
// resolved against the Copenhagen start position. Invariant: a record that resolves to a
// legal move is written back in OTN that parses again.
#include <cstdint>
#include <string_view>

#include "skald/tafl/move_notation.h"
#include "skald/tafl/rules_string.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace skald::tafl;
  static const TaflRules kRules =
      *parse_rules(
           "dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y start:/3ttttt3/5t5/11/t4T4t/"
           "t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/")
           .rules;
  const MoveRecordParse parse = parse_move_record({reinterpret_cast<const char*>(data), size});
  if (!parse.record) return 0;
  const Position start(kRules);
  const ResolvedMove resolved = resolve_move(start, *parse.record);
  if (resolved.move) {
    if (!parse_move_record(move_to_otn(start, *resolved.move)).record) __builtin_trap();
    if (!parse_move_record(move_to_simple(start, *resolved.move)).record) __builtin_trap();
  }
  return 0;
}
