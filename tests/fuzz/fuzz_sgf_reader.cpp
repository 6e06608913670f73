// libFuzzer target: the Amazons SGF reader (formats/sgf) must never crash, hang or leak on
// any bytes; a game it reads without errors, once written, reads back without errors and
// writes the same text again (writing is a fixpoint after one round).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "formats/sgf/sgf_reader.h"
#include "formats/sgf/sgf_writer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 8192) return 0;
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  (void)skald::sgf::declared_charset(bytes);
  const skald::sgf::SgfReadResult read = skald::sgf::read_sgf(bytes, "fuzz.sgf");
  if (read.diagnostics.has_errors()) return 0;
  for (const skald::record::Record& game : read.games) {
    const skald::sgf::SgfWriteResult written = skald::sgf::write_sgf(game, {});
    if (written.diagnostics.has_errors()) continue;
    const skald::sgf::SgfReadResult again = skald::sgf::read_sgf(written.text, "again.sgf");
    if (again.diagnostics.has_errors() || again.games.size() != 1) __builtin_trap();
    const skald::sgf::SgfWriteResult twice = skald::sgf::write_sgf(again.games[0], {});
    if (twice.diagnostics.has_errors()) __builtin_trap();
    const skald::sgf::SgfReadResult third = skald::sgf::read_sgf(twice.text, "third.sgf");
    if (third.games.size() != 1 || skald::sgf::write_sgf(third.games[0], {}).text != twice.text)
      __builtin_trap();
  }
  return 0;
}
