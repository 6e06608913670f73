#include "skald/core/diagnostic.h"

#include <gtest/gtest.h>

namespace skald {
namespace {

TEST(Diagnostic, FormatsFileLineColumnSeverityAndMessage) {
  Diagnostic d{Severity::error, {"game.otg", 12, 7}, "expected a move", {}};
  EXPECT_EQ(format_diagnostic(d), "game.otg:12:7: error: expected a move");
}

TEST(Diagnostic, LeavesOutUnknownPartsAndNamesTheAddress) {
  Diagnostic d{Severity::warning, {"game.otg", 0, 0}, "capture list differs", "7b.3.1b"};
  EXPECT_EQ(format_diagnostic(d), "game.otg: warning: at 7b.3.1b: capture list differs");
}

TEST(Diagnostics, CountsBySeverity) {
  Diagnostics ds;
  ds.warning({}, "w");
  EXPECT_FALSE(ds.has_errors());
  ds.error({}, "e");
  EXPECT_TRUE(ds.has_errors());
  EXPECT_EQ(ds.count(Severity::warning), 1);
  EXPECT_EQ(ds.count(Severity::error), 1);
}

}  // namespace
}  // namespace skald
