#include "formats/text/decode.h"

#include <gtest/gtest.h>
#include <unicode/ucnv.h>

#include <string>

namespace skald::text {
namespace {

// Encodes UTF-8 text in another charset with ICU's converter, so the samples below can be
// written readably; detection is what is under test, not this.
std::string encode_as(const char* charset, const std::string& utf8) {
  UErrorCode status = U_ZERO_ERROR;
  std::string out(utf8.size() * 4 + 16, '\0');
  const int32_t length =
      ucnv_convert(charset, "UTF-8", out.data(), static_cast<int32_t>(out.size()), utf8.data(),
                   static_cast<int32_t>(utf8.size()), &status);
  EXPECT_TRUE(U_SUCCESS(status)) << u_errorName(status);
  out.resize(static_cast<std::size_t>(length));
  return out;
}

const std::string kGermanRecord =
    "[Event \"Schöne Partie\"]\n[Site \"Café Øresund, København\"]\n"
    "1. d1-d3 e7-e4 Kommentar: Hübsche Eröffnung, sehr schön gespielt. Äußerst gut.\n";
const std::string kWindowsRecord =
    "[Event \"Café “Hnefatafl” – Open\"]\n[Annotator \"José Müller\"]\n"
    "1. d1-d3 e7-e4 {Naïve opening… but it’s fine — really “good”. Schön!}\n";
const std::string kJapaneseRecord =
    "[Event \"将棋とタフルの大会\"]\n[Site \"東京都渋谷区\"]\n"
    "1. d1-d3 e7-e4 {これは良い手です。王様を守るために、防御側はこの手を指しました。"
    "攻撃側は次に包囲を狙います。}\n";

TEST(Decode, ValidUtf8IsUsedAsIsWithoutDiagnostics) {
  const std::string input = "[Event \"Tafl\"]\n1. d1-d3 {Schön, 良い, 👍}\n";
  Diagnostics diagnostics;
  const DecodedText result = decode(input, {}, diagnostics);
  EXPECT_EQ(result.utf8, input);
  EXPECT_EQ(result.encoding, "UTF-8");
  EXPECT_FALSE(result.had_bom);
  EXPECT_FALSE(result.detected);
  EXPECT_EQ(result.confidence, 100);
  EXPECT_TRUE(diagnostics.empty());
}

TEST(Decode, EmptyInputIsEmptyUtf8) {
  Diagnostics diagnostics;
  const DecodedText result = decode("", {}, diagnostics);
  EXPECT_EQ(result.utf8, "");
  EXPECT_TRUE(diagnostics.empty());
}

TEST(Decode, Utf8BomIsRemovedRememberedAndNoted) {
  Diagnostics diagnostics;
  const DecodedText result = decode("\xEF\xBB\xBF[Event \"x\"]\n", {}, diagnostics);
  EXPECT_EQ(result.utf8, "[Event \"x\"]\n");
  EXPECT_TRUE(result.had_bom);
  EXPECT_FALSE(diagnostics.has_errors());
  ASSERT_EQ(diagnostics.items().size(), 1u);
  EXPECT_EQ(diagnostics.items()[0].severity, Severity::note);
  EXPECT_NE(diagnostics.items()[0].message.find("byte order mark"), std::string::npos);
}

TEST(Decode, InvalidUtf8AfterBomIsAnErrorWithOffsetLineAndColumn) {
  // Line 2, after "ab" (2 code points), comes a lone continuation byte 0x80.
  const std::string input = "\xEF\xBB\xBFline one\nab\x80z\n";
  DecodeOptions options;
  options.file = "game.otg";
  Diagnostics diagnostics;
  const DecodedText result = decode(input, options, diagnostics);
  EXPECT_EQ(result.utf8, "line one\nab\xEF\xBF\xBDz\n");
  EXPECT_EQ(result.invalid_sequences, 1u);
  ASSERT_TRUE(diagnostics.has_errors());
  const Diagnostic* error = nullptr;
  for (const Diagnostic& d : diagnostics.items()) {
    if (d.severity == Severity::error) error = &d;
  }
  ASSERT_NE(error, nullptr);
  EXPECT_EQ(error->where.file, "game.otg");
  EXPECT_EQ(error->where.line, 2);
  EXPECT_EQ(error->where.column, 3);
  // Offset counts the BOM: 3 + "line one\n" (9) + "ab" (2) = 14.
  EXPECT_NE(error->message.find("byte offset 14"), std::string::npos) << error->message;
  EXPECT_NE(error->message.find("0x80"), std::string::npos) << error->message;
}

TEST(Decode, ForcedUtf8ReportsEveryInvalidSequence) {
  // A truncated 2-byte sequence, an overlong encoding of '/', and a UTF-8 encoded
  // surrogate (U+D800), each at a known offset.
  const std::string input = std::string("ok \xC3(") + " \xC0\xAF" + " \xED\xA0\x80!";
  DecodeOptions options;
  options.encoding = "utf8";  // an alias of UTF-8
  Diagnostics diagnostics;
  const DecodedText result = decode(input, options, diagnostics);
  EXPECT_EQ(result.encoding, "UTF-8");
  EXPECT_EQ(diagnostics.count(Severity::error), static_cast<int>(result.invalid_sequences));
  ASSERT_GE(result.invalid_sequences, 3u);
  EXPECT_NE(diagnostics.items()[0].message.find("byte offset 3"), std::string::npos);
  EXPECT_EQ(diagnostics.items()[0].where.column, 4);
  EXPECT_TRUE(is_valid_utf8(result.utf8));
  EXPECT_EQ(result.utf8.substr(0, 3), "ok ");
  EXPECT_EQ(result.utf8.back(), '!');
}

TEST(Decode, TooManyInvalidSequencesAreSummedUp) {
  const std::string input(50, '\xFF');
  DecodeOptions options;
  options.encoding = "UTF-8";
  options.max_listed_errors = 3;
  Diagnostics diagnostics;
  const DecodedText result = decode(input, options, diagnostics);
  EXPECT_EQ(result.invalid_sequences, 50u);
  ASSERT_EQ(diagnostics.items().size(), 4u);
  EXPECT_NE(diagnostics.items()[3].message.find("47 more"), std::string::npos);
}

TEST(Decode, DetectsLatin1AndConverts) {
  const std::string bytes = encode_as("ISO-8859-1", kGermanRecord);
  ASSERT_NE(bytes, kGermanRecord);
  Diagnostics diagnostics;
  const DecodedText result = decode(bytes, {}, diagnostics);
  EXPECT_EQ(result.utf8, kGermanRecord);
  EXPECT_EQ(result.encoding, "ISO-8859-1");
  EXPECT_TRUE(result.detected);
  EXPECT_GT(result.confidence, 0);
  EXPECT_LT(result.confidence, 100);
  EXPECT_FALSE(diagnostics.has_errors());
  ASSERT_EQ(diagnostics.count(Severity::warning), 1);
  const std::string& message = diagnostics.items()[0].message;
  EXPECT_NE(message.find("ISO-8859-1"), std::string::npos) << message;
  EXPECT_NE(message.find(std::to_string(result.confidence) + "%"), std::string::npos) << message;
}

TEST(Decode, DetectsWindows1252FromItsPunctuation) {
  // Curly quotes, dashes and the ellipsis exist in windows-1252 but not in ISO-8859-1.
  const std::string bytes = encode_as("windows-1252", kWindowsRecord);
  Diagnostics diagnostics;
  const DecodedText result = decode(bytes, {}, diagnostics);
  EXPECT_EQ(result.encoding, "windows-1252");
  EXPECT_EQ(result.utf8, kWindowsRecord);
  EXPECT_EQ(diagnostics.count(Severity::warning), 1);
}

TEST(Decode, ShortLegacyTextFallsBackToWindows1252) {
  // Four bytes are too few for ICU's detector; the fallback still reads the letter.
  Diagnostics diagnostics;
  const DecodedText result = decode("Caf\xE9", {}, diagnostics);
  EXPECT_EQ(result.utf8, "Caf\u00E9");
  EXPECT_EQ(result.encoding, "windows-1252");
  EXPECT_TRUE(result.detected);
  EXPECT_EQ(result.confidence, 0);
  EXPECT_FALSE(diagnostics.has_errors());
  ASSERT_EQ(diagnostics.count(Severity::warning), 1);
  EXPECT_NE(diagnostics.items()[0].message.find("windows-1252"), std::string::npos);
}

TEST(Decode, DetectsShiftJis) {
  const std::string bytes = encode_as("Shift_JIS", kJapaneseRecord);
  Diagnostics diagnostics;
  const DecodedText result = decode(bytes, {}, diagnostics);
  EXPECT_EQ(result.encoding, "Shift_JIS");
  EXPECT_EQ(result.utf8, kJapaneseRecord);
  EXPECT_TRUE(result.detected);
}

TEST(Decode, DetectsUtf16WithBomAsANote) {
  const std::string text = "[Event \"Tafl\"]\n1. d1-d3 {Schön, 良い}\n";
  const std::string bytes = "\xFF\xFE" + encode_as("UTF-16LE", text);
  Diagnostics diagnostics;
  const DecodedText result = decode(bytes, {}, diagnostics);
  EXPECT_EQ(result.utf8, text);
  EXPECT_EQ(result.encoding, "UTF-16LE");
  EXPECT_TRUE(result.had_bom);
  EXPECT_EQ(diagnostics.count(Severity::warning), 0);
  EXPECT_EQ(diagnostics.count(Severity::note), 1);
}

TEST(Decode, DetectsUtf16WithoutBomDespiteBeingValidUtf8) {
  // ASCII in UTF-16LE is valid UTF-8 full of NUL bytes; it must not be taken as UTF-8.
  const std::string text = "[Event \"Tafl\"]\n1. d1-d3 e7-e4 {good move}\n";
  const std::string bytes = encode_as("UTF-16LE", text);
  ASSERT_TRUE(is_valid_utf8(bytes));
  Diagnostics diagnostics;
  const DecodedText result = decode(bytes, {}, diagnostics);
  EXPECT_EQ(result.utf8, text);
  EXPECT_EQ(result.encoding, "UTF-16LE");
  EXPECT_EQ(diagnostics.count(Severity::warning), 1);
}

TEST(Decode, ExplicitEncodingOverridesDetection) {
  // These bytes are valid UTF-8 ("Ã©"), but the user says they are Latin-1.
  DecodeOptions options;
  options.encoding = "ISO-8859-1";
  Diagnostics diagnostics;
  const DecodedText result = decode("caf\xC3\xA9", options, diagnostics);
  EXPECT_EQ(result.utf8, "caf\xC3\x83\xC2\xA9");
  EXPECT_EQ(result.encoding, "ISO-8859-1");
  EXPECT_FALSE(result.detected);
  EXPECT_TRUE(diagnostics.empty());
}

TEST(Decode, ForcedShiftJisReportsAnInvalidByteWithItsOffsetAndLine) {
  // 0x82 0xA0 is "あ"; 0xFF is not a Shift_JIS byte.
  DecodeOptions options;
  options.encoding = "Shift_JIS";
  Diagnostics diagnostics;
  const DecodedText result = decode("ab\n\x82\xA0\xFFz", options, diagnostics);
  EXPECT_EQ(result.utf8, "ab\nあ\xEF\xBF\xBDz");
  EXPECT_EQ(result.invalid_sequences, 1u);
  ASSERT_EQ(diagnostics.count(Severity::error), 1);
  EXPECT_EQ(diagnostics.items()[0].where.line, 2);
  EXPECT_NE(diagnostics.items()[0].message.find("byte offset 5"), std::string::npos)
      << diagnostics.items()[0].message;
}

TEST(Decode, UnknownEncodingIsAnErrorAndFallsBackToDetection) {
  DecodeOptions options;
  options.encoding = "no-such-charset";
  Diagnostics diagnostics;
  const DecodedText result = decode("plain", options, diagnostics);
  EXPECT_EQ(result.utf8, "plain");
  ASSERT_EQ(diagnostics.count(Severity::error), 1);
  EXPECT_NE(diagnostics.items()[0].message.find("no-such-charset"), std::string::npos);
}

TEST(Decode, MostlyUtf8WithOneBadByteIsReportedNotReread) {
  // A long UTF-8 text with a single corrupt byte: detection still says UTF-8, so the bad
  // byte is an error instead of the whole file turning into mojibake.
  std::string input;
  for (int i = 0; i < 20; ++i)
    input += "Schöne Züge, große Ideen. ";
  const std::size_t bad = input.size();
  input += "\xFF tail";
  Diagnostics diagnostics;
  const DecodedText result = decode(input, {}, diagnostics);
  EXPECT_EQ(result.encoding, "UTF-8");
  ASSERT_EQ(diagnostics.count(Severity::error), 1);
  EXPECT_NE(diagnostics.items()[0].message.find("byte offset " + std::to_string(bad)),
            std::string::npos);
  EXPECT_EQ(result.utf8.substr(0, bad), input.substr(0, bad));
}

TEST(Decode, IsValidUtf8FindsTheFirstBadOffset) {
  std::size_t offset = 99;
  EXPECT_TRUE(is_valid_utf8("abc é 良 👍", &offset));
  EXPECT_EQ(offset, 99u);
  EXPECT_FALSE(is_valid_utf8("abc\xE2\x82", &offset));  // truncated at the end
  EXPECT_EQ(offset, 3u);
  EXPECT_FALSE(is_valid_utf8("\xF4\x90\x80\x80", &offset));  // past U+10FFFF
  EXPECT_EQ(offset, 0u);
}

TEST(Decode, IsValidUtf8OnLongAsciiRuns) {
  // ASCII is checked eight bytes at a time: a bad byte or a character at every offset of
  // a run, and runs of every length around a word.
  for (std::size_t length = 0; length < 40; ++length) {
    const std::string ascii(length, 'a');
    EXPECT_TRUE(is_valid_utf8(ascii));
    for (std::size_t at = 0; at < length; ++at) {
      std::string bad = ascii;
      bad[at] = '\xFF';
      std::size_t offset = 99;
      EXPECT_FALSE(is_valid_utf8(bad, &offset));
      EXPECT_EQ(offset, at);
      std::string accented = ascii;
      accented.replace(at, 1, "\xC3\xA9");
      EXPECT_TRUE(is_valid_utf8(accented));
      accented.pop_back();  // the character cut short at the end
      EXPECT_EQ(is_valid_utf8(accented), at + 1 < length) << length << " " << at;
    }
  }
}

TEST(Decode, ArbitraryBytesNeverCrashAndGiveValidUtf8) {
  // A cheap stand-in for the fuzzer in the normal test run.
  uint32_t state = 12345;
  for (int round = 0; round < 200; ++round) {
    std::string bytes;
    const int length = round % 64;
    for (int i = 0; i < length; ++i) {
      state = state * 1664525u + 1013904223u;
      bytes += static_cast<char>(state >> 24);
    }
    Diagnostics diagnostics;
    const DecodedText result = decode(bytes, {}, diagnostics);
    EXPECT_TRUE(is_valid_utf8(result.utf8)) << "round " << round;
  }
}

}  // namespace
}  // namespace skald::text

namespace skald::text {
namespace {

TEST(DecodeOwned, GivesTheSameTextAndFindingsAsDecode) {
  const std::vector<std::string> inputs = {
      "[rules:dim:7] Café\n",      "",           "\xEF\xBB\xBF[a:b]\n", "caf\xE9 au lait\n",
      std::string("nul\0here", 8), "ok\xFF\xFE", "ascii only"};
  for (const std::string& input : inputs) {
    for (const char* encoding : {"", "UTF-8", "ISO-8859-1"}) {
      DecodeOptions options;
      options.encoding = encoding;
      Diagnostics viewed, owned;
      const DecodedText a = decode(std::string_view(input), options, viewed);
      const DecodedText b = decode_owned(std::string(input), options, owned);
      EXPECT_EQ(a.utf8, b.utf8) << input << " " << encoding;
      EXPECT_EQ(a.encoding, b.encoding) << input << " " << encoding;
      EXPECT_EQ(a.had_bom, b.had_bom) << input << " " << encoding;
      EXPECT_EQ(viewed.items().size(), owned.items().size()) << input << " " << encoding;
    }
  }
}

TEST(DecodeOwned, ValidUtf8KeepsItsStorage) {
  std::string bytes(100000, 'x');
  const char* storage = bytes.data();
  Diagnostics diagnostics;
  const DecodedText result = decode_owned(std::move(bytes), {}, diagnostics);
  EXPECT_EQ(result.utf8.data(), storage);
  EXPECT_TRUE(diagnostics.empty());
}

}  // namespace
}  // namespace skald::text
