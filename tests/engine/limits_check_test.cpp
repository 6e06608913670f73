// The shared ranges (skald/engine/limits_check.h): text is read as written, and a number
// out of range, or past the end of every type, is quoted as itself in a message that names
// the range.
#include "skald/engine/limits_check.h"

#include <gtest/gtest.h>

namespace skald::engine {
namespace {

TEST(LimitsCheck, WholeNumbersInRangeAreRead) {
  EXPECT_EQ(read_whole_number("5", kDepthRange).value, 5);
  EXPECT_EQ(read_whole_number("+64", kDepthRange).value, 64);
  EXPECT_EQ(read_whole_number("-100", kContemptHundredthsRange).value, -100);
  EXPECT_EQ(read_whole_number("9223372036854775807", kNodesRange).value,
            std::numeric_limits<std::int64_t>::max());
}

TEST(LimitsCheck, BadWholeNumbersAreQuotedAsWritten) {
  const struct {
    const char* text;
    const char* message;
  } cases[] = {
      {"-1", "expected a depth from 1 to 64, got -1"},
      {"65", "expected a depth from 1 to 64, got 65"},
      {"18446744073709551615", "expected a depth from 1 to 64, got 18446744073709551615"},
      {"99999999999999999999999", "expected a depth from 1 to 64, got 99999999999999999999999"},
      {"4.5", "expected a depth from 1 to 64, got 4.5"},
      {"0x10", "expected a depth from 1 to 64, got 0x10"},
      {" 4", "expected a depth from 1 to 64, got  4"},
      {"", "expected a depth from 1 to 64, got "},
      {"--4", "expected a depth from 1 to 64, got --4"},
  };
  for (const auto& c : cases) {
    const auto read = read_whole_number(c.text, kDepthRange);
    EXPECT_FALSE(read.value) << c.text;
    EXPECT_EQ(read.error, c.message);
  }
  EXPECT_EQ(read_whole_number("0", kNodesRange).error,
            "expected a number of nodes of at least 1, got 0");
}

TEST(LimitsCheck, RealNumbersKeepTheirBoundsOpenOrClosed) {
  EXPECT_EQ(read_real_number("0.5", kMoveTimeMsRealRange).value, 0.5);
  EXPECT_EQ(read_real_number("0", kMoveTimeMsRealRange).error,
            "expected a time in milliseconds above 0 and at most 86400000, got 0");
  EXPECT_EQ(read_real_number("0", kBalanceWindowRange).value, 0.0);
  EXPECT_FALSE(read_real_number("inf", kContemptRange).value);
  EXPECT_FALSE(read_real_number("nan", kContemptRange).value);
  EXPECT_EQ(read_real_number("-1e300", kContemptRange).error,
            "expected a contempt in the game's unit from -100 to 100, got -1e300");
}

TEST(LimitsCheck, SeedsTakeEveryUnsignedValueAndNoSign) {
  EXPECT_EQ(read_seed("18446744073709551615").value, std::numeric_limits<std::uint64_t>::max());
  EXPECT_EQ(read_seed("0").value, 0u);
  EXPECT_EQ(read_seed("-1").error, "expected a seed from 0 to 18446744073709551615, got -1");
  EXPECT_FALSE(read_seed("18446744073709551616").value);
}

TEST(LimitsCheck, QueryLimitsUseTheSameRanges) {
  RequestedLimits limits;
  limits.movetime_ms = -5;
  const auto bad = check_limits(limits);
  ASSERT_TRUE(bad);
  EXPECT_EQ(bad->field, "movetime");
  EXPECT_EQ(bad->message, "expected a time in milliseconds above 0 and at most 86400000, got -5");
  limits = {};
  limits.hash_megabytes = 100000;
  EXPECT_EQ(check_limits(limits)->message,
            "expected a table size in MB from 1 to 32768, got 100000");
  limits = {};
  limits.depth = kMaxSearchDepth;
  EXPECT_FALSE(check_limits(limits));
}

}  // namespace
}  // namespace skald::engine
