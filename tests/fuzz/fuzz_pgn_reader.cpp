// libFuzzer target: the PGN reader (formats/pgn) must never crash, hang or leak on any
// bytes; a game it reads without errors, once written, reads back without errors and writes
// the same text again (writing is a fixpoint after one round).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "formats/pgn/pgn_reader.h"
#include "formats/pgn/pgn_writer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 8192) return 0;
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const skald::pgn::PgnReadResult read = skald::pgn::read_pgn(bytes, "fuzz.pgn");
  if (read.diagnostics.has_errors()) return 0;
  for (const skald::record::Record& game : read.games) {
    const skald::pgn::PgnWriteResult written = skald::pgn::write_pgn(game, {});
    if (written.diagnostics.has_errors()) continue;
    const skald::pgn::PgnReadResult again = skald::pgn::read_pgn(written.text, "again.pgn");
    if (again.diagnostics.has_errors() || again.games.size() != 1) __builtin_trap();
    const skald::pgn::PgnWriteResult twice = skald::pgn::write_pgn(again.games[0], {});
    if (twice.diagnostics.has_errors()) __builtin_trap();
    const skald::pgn::PgnReadResult third = skald::pgn::read_pgn(twice.text, "third.pgn");
    if (third.games.size() != 1 || skald::pgn::write_pgn(third.games[0], {}).text != twice.text)
      __builtin_trap();
  }
  return 0;
}
