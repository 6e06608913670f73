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

TEST(Diagnostics, AppendAtPlacesATextsOwnColumnsWhereItStands) {
  Diagnostics inner;
  inner.error({"", 1, 5}, "bad word");  // column 5 of the rules text on its own
  inner.warning({}, "no column");
  Diagnostics out;
  out.append_at(inner, {"game.otg", 3, 9});  // the text starts at line 3, column 9
  ASSERT_EQ(out.items().size(), 2u);
  EXPECT_EQ(format_diagnostic(out.items()[0]), "game.otg:3:13: error: bad word");
  EXPECT_EQ(format_diagnostic(out.items()[1]), "game.otg:3:9: warning: no column");
  Diagnostics alone;
  alone.append_at(inner, {});  // nowhere known: the text's own columns stand
  EXPECT_EQ(alone.items()[0].where.column, 5);
  Diagnostics no_column;
  no_column.append_at(inner, {"game.otg", 3, 0});
  EXPECT_EQ(format_diagnostic(no_column.items()[0]), "game.otg:3: error: bad word");
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
