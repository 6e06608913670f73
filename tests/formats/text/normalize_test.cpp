#include "formats/text/normalize.h"

#include <gtest/gtest.h>

namespace skald::text {
namespace {

TEST(Normalize, ComposesCombiningAcute) {
  EXPECT_EQ(to_nfc("cafe\u0301"), "caf\u00E9");
  EXPECT_EQ(to_nfc("caf\u00E9"), "caf\u00E9");
}

TEST(Normalize, ComposesConjoiningHangulJamo) {
  EXPECT_EQ(to_nfc("\u1112\u1161\u11AB"), "\uD55C");  // 한
}

TEST(Normalize, ReordersCombiningMarksByClass) {
  // Dot below (class 220) goes before acute (class 230); q has no precomposed forms.
  EXPECT_EQ(to_nfc("q\u0301\u0323"), "q\u0323\u0301");
}

TEST(Normalize, IsNfcAgreesWithToNfc) {
  EXPECT_TRUE(is_nfc("plain ascii"));
  EXPECT_TRUE(is_nfc("caf\u00E9 日本 👍"));
  EXPECT_FALSE(is_nfc("cafe\u0301"));
  EXPECT_FALSE(is_nfc("q\u0301\u0323"));
  EXPECT_TRUE(is_nfc(to_nfc("q\u0301\u0323")));
}

TEST(Normalize, InvalidUtf8IsNotNfcAndIsReplaced) {
  EXPECT_FALSE(is_nfc("a\xFF"));
  EXPECT_EQ(to_nfc("e\xFF\u0301"), "e\uFFFD\u0301");
}

}  // namespace
}  // namespace skald::text
