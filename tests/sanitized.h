#pragma once

// The sanitizer build (SKALD_SANITIZE, CI's second part) runs every test about ten times
// slower. Its point is memory and undefined behaviour, which a smaller sample finds as
// well as a large one; the release build runs the full samples. The few tests whose
// samples dominate the suite's time scale them by this.

namespace skald::testing {

#ifdef SKALD_SANITIZED
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif

/// `full` in an ordinary build, `sanitized` under the sanitizers.
constexpr int sample_size(int full, int sanitized) {
  return kSanitized ? sanitized : full;
}

}  // namespace skald::testing
