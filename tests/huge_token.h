#pragma once

// A token of 100,000 characters, for tests that a reader's messages quote such a token as
// a short excerpt (skald/core/excerpt.h) and not whole, still saying where it stands.

#include <gtest/gtest.h>

#include <string>

#include "skald/core/diagnostic.h"

namespace skald::testing {

inline constexpr std::size_t kHugeTokenBytes = 100000;

inline std::string huge_token(char c = 'x') {
  return std::string(kHugeTokenBytes, c);
}

/// The first diagnostic whose message has `text`, checked to be short and to quote an
/// excerpt that gives the length of what it cut; null (a failure) when none has `text`.
inline const Diagnostic* short_diagnostic(const Diagnostics& diagnostics, const std::string& text) {
  for (const Diagnostic& d : diagnostics.items()) {
    if (d.message.find(text) == std::string::npos) continue;
    const std::string line = format_diagnostic(d);
    EXPECT_LT(line.size(), 400u) << line.substr(0, 200);
    EXPECT_NE(line.find(" bytes)"), std::string::npos) << line.substr(0, 200);
    return &d;
  }
  ADD_FAILURE() << "no diagnostic says `" << text << "`";
  return nullptr;
}

}  // namespace skald::testing
