// libFuzzer target: OTN position records (lib/skald/tafl/position_record.h), both row
// orders. Invariant: a record that reads formats canonically and reads back the same.
#include <cstdint>
#include <string_view>

#include "skald/tafl/position_record.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace skald::tafl;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (RowOrder order : {RowOrder::rank1_first, RowOrder::top_first}) {
    const PositionRecordParse parse = parse_position_record(text, order);
    if (!parse.squares) continue;
    const auto again =
        parse_position_record(format_position_record(*parse.squares, parse.dim, order), order);
    if (!again.squares || again.dim != parse.dim || *again.squares != *parse.squares) {
      __builtin_trap();
    }
  }
  return 0;
}
