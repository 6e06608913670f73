// libFuzzer target: the .otg reader (decode, syntax, tree, replay) and the writer must
// never crash, hang or leak on any bytes; what it reads back from its own output must be
// the same tree.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "formats/otn/reader.h"
#include "formats/otn/writer.h"
#include "skald/tafl/tafl_game.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  // Small inputs reach every branch of the reader; replaying a 20 KB record per run only
  // slows the fuzzer down (170 runs/s seeded from the corpus, over 1,000 with this cap).
  if (size > 4096) return 0;
  static const skald::game::GameRegistry* registry = [] {
    auto* r = new skald::game::GameRegistry;
    r->add(skald::tafl::make_tafl_game());
    return r;
  }();
  skald::otn::ReadOptions options;
  options.games = registry;
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  skald::otn::ReadResult result = skald::otn::read_otg_bytes(bytes, options);
  const skald::otn::WriteResult written = skald::otn::write_otg(result.record);
  if (result.complete()) {
    skald::otn::ReadResult again = skald::otn::read_otg_text(written.bytes, options);
    if (skald::otn::write_otg(again.record).bytes != written.bytes) __builtin_trap();
  }
  return 0;
}
