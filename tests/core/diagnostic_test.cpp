#include "skald/core/diagnostic.h"

#include <gtest/gtest.h>

namespace skald {
namespace {

TEST(Diagnostic, FormatsFileLineColumnSeverityAndMessage) {
  Diagnostic d;
  d.where = {"game.otg", 12, 7};
  d.message = "expected a move";
  EXPECT_EQ(format_diagnostic(d), "game.otg:12:7: error: expected a move");
}

TEST(Diagnostic, LeavesOutUnknownPartsAndNamesTheAddress) {
  Diagnostic d;
  d.severity = Severity::warning;
  d.where.file = "game.otg";
  d.message = "capture list differs";
  d.address = "7b.3.1b";
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

namespace skald {
namespace {

TEST(DiagnosticText, ControlCharactersFromAFileAreEscaped) {
  Diagnostic d;
  d.severity = Severity::error;
  d.where = {"a.otg", 3, 4};
  d.message = std::string("cannot read move `d1-b\x1b[31m\0x`", 30);
  EXPECT_EQ(format_diagnostic(d), "a.otg:3:4: error: cannot read move `d1-b\\x1b[31m\\x00x`");
  EXPECT_EQ(escape_control_characters("tab\there\r\n\x7f ok é"),
            "tab\\x09here\\x0d\\x0a\\x7f ok é");
}

}  // namespace
}  // namespace skald
