// libFuzzer target: RoPaSci 360's referee-log reader (formats/ropasci_log) and its position
// and action notation (lib/skald/ropasci/notation.h). Invariants: reading never crashes or
// hangs; a log that reads without errors writes back a log that reads to the same turns
// and the same last line; a position that reads writes a text that reads back to the same
// board; an action that reads resolves or says why not.
#include <cstdint>
#include <string_view>

#include "formats/ropasci_log/referee_log.h"
#include "skald/ropasci/notation.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace skald;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const ropasci_log::LogReadResult log = ropasci_log::read_referee_log(text, "fuzz.log");
  if (!log.diagnostics.has_errors()) {
    const ropasci_log::LogWriteResult written =
        ropasci_log::write_referee_log(log.record, "fuzz.otg");
    if (written.diagnostics.has_errors()) __builtin_trap();
    const ropasci_log::LogReadResult again =
        ropasci_log::read_referee_log(written.bytes, "again.log");
    if (again.diagnostics.has_errors() || again.turns != log.turns ||
        again.last_line != log.last_line)
      __builtin_trap();
  }
  const ropasci::PositionParse position = ropasci::parse_position(text);
  if (position.board) {
    const std::string written = ropasci::position_text(*position.board);
    const ropasci::PositionParse again = ropasci::parse_position(written);
    if (!again.board || !(*again.board == *position.board) ||
        again.board->hash() != position.board->hash())
      __builtin_trap();
  }
  const ropasci::ActionParse action = ropasci::parse_action(text);
  if (action.action) {
    const ropasci::ActionResolution resolved =
        ropasci::resolve_action(position.board.value_or(ropasci::Board()), 0, *action.action);
    if (!resolved.action && resolved.error.empty()) __builtin_trap();
  }
  return 0;
}
