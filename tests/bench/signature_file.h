#pragma once

// The engine signature file (tests/bench/signature.txt): `key value` lines, `#` comments.
// The signature tests of each game read their line from it.

#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>

namespace skald::test {

/// The value of the line `key` of tests/bench/signature.txt; a test failure (and 0) when
/// there is none.
inline std::uint64_t signature_line(const std::string& key) {
  std::ifstream in(std::string(SKALD_TESTS_DIR) + "/bench/signature.txt");
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string k;
    std::uint64_t value = 0;
    if (words >> k >> value && k == key) return value;
  }
  ADD_FAILURE() << "no '" << key << "' line in tests/bench/signature.txt";
  return 0;
}

}  // namespace skald::test
