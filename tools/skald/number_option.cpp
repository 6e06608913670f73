#include "tools/skald/number_option.h"

#include <limits>
#include <string>

namespace skald::cli {

CLI::Validator whole_number_in(const engine::WholeRange& range) {
  return CLI::Validator(
      [range](std::string& text) { return engine::read_whole_number(text, range).error; },
      engine::range_text(range));
}

CLI::Validator real_number_in(const engine::RealRange& range) {
  return CLI::Validator(
      [range](std::string& text) { return engine::read_real_number(text, range).error; },
      engine::range_text(range));
}

CLI::Validator seed_number() {
  return CLI::Validator([](std::string& text) { return engine::read_seed(text).error; },
                        "from 0 to " + std::to_string(std::numeric_limits<std::uint64_t>::max()));
}

}  // namespace skald::cli
