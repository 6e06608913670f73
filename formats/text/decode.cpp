#include "formats/text/decode.h"

#include <unicode/ucnv.h>
#include <unicode/ucnv_cb.h>
#include <unicode/ucsdet.h>

#include <unicode/unistr.h>
#include <unicode/utf8.h>
#include <utility>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace skald::text {
namespace {

constexpr std::string_view kReplacementUtf8 = "\xEF\xBF\xBD";
// Charset detection looks at this many bytes at most; more does not change its verdict.
constexpr std::size_t kDetectionBytes = 256 * 1024;
// Below this, a guess of UTF-16 or UTF-32 without a byte order mark is ignored.
constexpr int32_t kMinimumWideConfidence = 50;
// Used when detection has no answer: windows-1252 is what legacy Western text usually is.
constexpr const char* kFallbackCharset = "windows-1252";

std::string hex_bytes(std::string_view bytes) {
  static constexpr char kDigits[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char b : bytes) {
    if (!out.empty()) out += ' ';
    out += "0x";
    out += kDigits[b >> 4];
    out += kDigits[b & 0xF];
  }
  return out;
}

// Lists the first `max_listed` problems one by one and sums up the rest, so a binary
// file does not produce a million diagnostics.
class InvalidSequenceReporter {
 public:
  InvalidSequenceReporter(const DecodeOptions& options, Diagnostics& diagnostics,
                          std::string_view encoding)
      : options_(options), diagnostics_(diagnostics), encoding_(encoding) {}

  void report(std::size_t offset, std::string_view bytes, int line, int column) {
    ++count_;
    if (count_ > static_cast<std::size_t>(std::max(options_.max_listed_errors, 0))) return;
    diagnostics_.error({options_.file, line, column},
                       "invalid " + encoding_ + " byte sequence " + hex_bytes(bytes) +
                           " at byte offset " + std::to_string(offset) +
                           " (replaced by U+FFFD); expected valid " + encoding_ + " text");
  }

  void finish() {
    const auto listed = static_cast<std::size_t>(std::max(options_.max_listed_errors, 0));
    if (count_ > listed) {
      diagnostics_.error({options_.file, 0, 0}, std::to_string(count_ - listed) + " more invalid " +
                                                    encoding_ + " byte sequences (" +
                                                    std::to_string(count_) + " in all)");
    }
  }

  /// Counts problems whose details were not kept.
  void count_unlisted(std::size_t n) { count_ += n; }

  std::size_t count() const { return count_; }

 private:
  const DecodeOptions& options_;
  Diagnostics& diagnostics_;
  std::string encoding_;
  std::size_t count_ = 0;
};

// Copies UTF-8 input, replacing each invalid sequence (ICU's maximal subpart) by U+FFFD
// and reporting it with its byte offset, line and column (columns count code points).
std::string decode_utf8(std::string_view bytes, std::size_t base_offset,
                        InvalidSequenceReporter& reporter) {
  std::string out;
  out.reserve(bytes.size());
  const auto* s = reinterpret_cast<const uint8_t*>(bytes.data());
  const auto length = static_cast<int64_t>(bytes.size());
  int line = 1;
  int column = 1;
  int64_t i = 0;
  while (i < length) {
    const int64_t start = i;
    if (s[i] == 0) {
      // A NUL is valid UTF-8 but never text: a damaged or binary file.
      reporter.report(base_offset + start, bytes.substr(start, 1), line, column);
      out += kReplacementUtf8;
      ++i;
    } else if (s[i] < 0x80) {
      out += static_cast<char>(s[i]);
      ++i;
    } else {
      UChar32 c;
      U8_NEXT(s, i, length, c);
      if (c < 0) {
        reporter.report(base_offset + start, bytes.substr(start, i - start), line, column);
        out += kReplacementUtf8;
      } else {
        out.append(bytes.data() + start, i - start);
      }
    }
    // Line ends as the record reader counts them: LF, CR LF, and a lone CR.
    if (s[start] == '\n' || (s[start] == '\r' && (i >= length || s[i] != '\n'))) {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return out;
}

// Built field by field: GCC 12 warns (wrongly) about a braced temporary Diagnostic here.
void add_note(Diagnostics& diagnostics, const std::string& file, std::string message) {
  Diagnostic note;
  note.severity = Severity::note;
  note.where.file = file;
  note.where.line = 1;
  note.where.column = 1;
  note.message = std::move(message);
  diagnostics.add(std::move(note));
}

bool same_charset(const char* a, const char* b) {
  return ucnv_compareNames(a, b) == 0;
}

bool names_utf8(const std::string& encoding) {
  if (same_charset(encoding.c_str(), "UTF-8")) return true;
  UErrorCode status = U_ZERO_ERROR;
  const char* canonical = ucnv_getCanonicalName(encoding.c_str(), "", &status);
  return U_SUCCESS(status) && canonical != nullptr && same_charset(canonical, "UTF-8");
}

DecodedText decode_as_utf8(std::string_view bytes, const DecodeOptions& options,
                           Diagnostics& diagnostics) {
  DecodedText result;
  std::size_t skipped = 0;
  if (bytes.substr(0, kUtf8Bom.size()) == kUtf8Bom) {
    result.had_bom = true;
    skipped = kUtf8Bom.size();
    add_note(diagnostics, options.file, "UTF-8 byte order mark at the start of the file skipped");
  }
  InvalidSequenceReporter reporter(options, diagnostics, "UTF-8");
  result.utf8 = decode_utf8(bytes.substr(skipped), skipped, reporter);
  reporter.finish();
  result.invalid_sequences = reporter.count();
  return result;
}

// What the ICU callback below learns about invalid input while converting.
struct ConversionProblems {
  const char* source_start = nullptr;
  std::vector<std::pair<std::size_t, std::string>> invalid;  // offset, bytes
  std::size_t count = 0;
};

// ICU to-Unicode callback: remembers where each invalid or unmappable sequence was, then
// lets ICU substitute U+FFFD as it normally would.
void record_and_substitute(const void* context, UConverterToUnicodeArgs* args,
                           const char* code_units, int32_t length, UConverterCallbackReason reason,
                           UErrorCode* error) {
  if (reason <= UCNV_IRREGULAR) {
    auto* problems = static_cast<ConversionProblems*>(const_cast<void*>(context));
    ++problems->count;
    if (problems->invalid.size() < 1000) {
      const std::ptrdiff_t end = args->source - problems->source_start;
      const std::size_t offset =
          static_cast<std::size_t>(std::max<std::ptrdiff_t>(end - std::max<int32_t>(length, 0), 0));
      problems->invalid.emplace_back(offset, std::string(code_units, std::max(length, 0)));
    }
  }
  // Always U+FFFD, whatever substitution character the charset's table names (ICU uses
  // U+001A for some single-byte ones), so callers can count on one replacement marker.
  if (reason <= UCNV_IRREGULAR) {
    static constexpr UChar kReplacement = 0xFFFD;
    *error = U_ZERO_ERROR;
    ucnv_cbToUWriteUChars(args, &kReplacement, 1, 0, error);
  }
}

struct ConverterCloser {
  void operator()(UConverter* c) const { ucnv_close(c); }
};
using ConverterPtr = std::unique_ptr<UConverter, ConverterCloser>;

ConverterPtr open_converter(const std::string& encoding) {
  UErrorCode status = U_ZERO_ERROR;
  ConverterPtr converter(ucnv_open(encoding.c_str(), &status));
  // An ambiguous alias is only a warning and still opens a usable converter.
  if (U_FAILURE(status)) return nullptr;
  return converter;
}

int line_of_offset(std::string_view bytes, std::size_t offset) {
  return 1 + static_cast<int>(
                 std::count(bytes.begin(), bytes.begin() + std::min(offset, bytes.size()), '\n'));
}

// Converts `bytes` from `encoding` (a converter that opened) to UTF-8, reporting invalid
// sequences as errors. Returns nothing if ICU fails outright.
DecodedText decode_with_converter(std::string_view bytes, UConverter* converter,
                                  const std::string& encoding, const DecodeOptions& options,
                                  Diagnostics& diagnostics) {
  DecodedText result;
  result.encoding = encoding;
  ConversionProblems problems;
  problems.source_start = bytes.data();
  UErrorCode status = U_ZERO_ERROR;
  ucnv_setToUCallBack(converter, record_and_substitute, &problems, nullptr, nullptr, &status);

  std::u16string utf16(bytes.size() + 16, u'\0');
  const char* source = bytes.data();
  const char* source_end = bytes.data() + bytes.size();
  UChar* target = utf16.data();
  while (true) {
    status = U_ZERO_ERROR;
    ucnv_toUnicode(converter, &target, utf16.data() + utf16.size(), &source, source_end, nullptr,
                   true, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) {
      const std::ptrdiff_t used = target - utf16.data();
      utf16.resize(utf16.size() * 2);
      target = utf16.data() + used;
      continue;
    }
    break;
  }
  if (U_FAILURE(status)) {
    diagnostics.error({options.file, 0, 0},
                      "could not convert the text from " + encoding + ": " + u_errorName(status));
  }
  utf16.resize(target - utf16.data());
  if (!utf16.empty() && utf16.front() == u'\uFEFF') {
    utf16.erase(0, 1);
    result.had_bom = true;
  }
  icu::UnicodeString(false, utf16.data(), static_cast<int32_t>(utf16.size()))
      .toUTF8String(result.utf8);

  const bool ascii_compatible = ucnv_getMinCharSize(converter) == 1;
  InvalidSequenceReporter reporter(options, diagnostics, encoding);
  for (const auto& [offset, code_units] : problems.invalid) {
    reporter.report(offset, code_units, ascii_compatible ? line_of_offset(bytes, offset) : 0, 0);
  }
  reporter.count_unlisted(problems.count - problems.invalid.size());
  reporter.finish();
  result.invalid_sequences = problems.count;
  return result;
}

bool contains_nul(std::string_view bytes) {
  return bytes.find('\0') != std::string_view::npos;
}

struct DetectorCloser {
  void operator()(UCharsetDetector* d) const { ucsdet_close(d); }
};

struct Guess {
  std::string name;
  int confidence = 0;
};

// ICU's best guess for the charset of `bytes` other than UTF-8 (whether the bytes are
// damaged UTF-8 is decided by looks_like_damaged_utf8()), or nothing.
std::optional<Guess> detect_legacy_charset(std::string_view bytes) {
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<UCharsetDetector, DetectorCloser> detector(ucsdet_open(&status));
  if (U_FAILURE(status)) return std::nullopt;
  const auto length = static_cast<int32_t>(std::min(bytes.size(), kDetectionBytes));
  ucsdet_setText(detector.get(), bytes.data(), length, &status);
  int32_t count = 0;
  const UCharsetMatch** matches = ucsdet_detectAll(detector.get(), &count, &status);
  if (U_FAILURE(status) || matches == nullptr) return std::nullopt;
  for (int32_t i = 0; i < count; ++i) {
    const char* name = ucsdet_getName(matches[i], &status);
    const int32_t confidence = ucsdet_getConfidence(matches[i], &status);
    if (U_FAILURE(status) || name == nullptr) return std::nullopt;
    if (confidence <= 0 || names_utf8(name)) continue;
    // ICU guesses BOM-less UTF-16 from patterns that short 8-bit text can show by chance
    // ("Caf\xE9" scores 10 as UTF-16BE); only believe it when it is fairly sure.
    const bool wide = std::string_view(name).starts_with("UTF-16") ||
                      std::string_view(name).starts_with("UTF-32");
    if (wide && confidence < kMinimumWideConfidence) continue;
    return Guess{name, confidence};
  }
  return std::nullopt;
}

// Text in a legacy 8-bit charset rarely contains valid multi-byte UTF-8 sequences ("Ã©"
// is rare in real text), and where it does (Shift_JIS pairs that happen to be valid) they
// come with more invalid ones. So a file with at least as many valid multi-byte sequences
// as invalid bytes is UTF-8, and its bad bytes are errors: reading it in a charset that
// accepts them would turn `Café` into `CafÃ©`.
bool looks_like_utf8(std::string_view bytes) {
  const auto* s = reinterpret_cast<const uint8_t*>(bytes.data());
  const auto length = static_cast<int64_t>(bytes.size());
  std::size_t valid_multibyte = 0;
  std::size_t invalid = 0;
  int64_t i = 0;
  while (i < length) {
    // Records are mostly ASCII: eight bytes at a time while none has its high bit set.
    while (i + 8 <= length) {
      uint64_t word;
      std::memcpy(&word, s + i, sizeof word);
      if ((word & 0x8080808080808080u) != 0) break;
      i += 8;
    }
    if (i >= length) break;
    if (s[i] < 0x80) {
      ++i;
      continue;
    }
    UChar32 c;
    U8_NEXT(s, i, length, c);
    ++(c >= 0 ? valid_multibyte : invalid);
  }
  return valid_multibyte >= 1 && valid_multibyte >= invalid;
}

// Line and column (in bytes) of the first byte that is not ASCII text, for the warning
// that says a charset was guessed.
std::pair<int, int> first_non_ascii(std::string_view bytes) {
  int line = 1, column = 1;
  for (std::size_t i = 0; i < bytes.size(); ++i) {
    const auto b = static_cast<unsigned char>(bytes[i]);
    if (b >= 0x80 || b == 0) return {line, column};
    if (b == '\n' || (b == '\r' && (i + 1 >= bytes.size() || bytes[i + 1] != '\n'))) {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return {1, 1};
}

}  // namespace

bool is_valid_utf8(std::string_view bytes, std::size_t* first_invalid_offset) {
  const auto* s = reinterpret_cast<const uint8_t*>(bytes.data());
  const auto length = static_cast<int64_t>(bytes.size());
  int64_t i = 0;
  while (i < length) {
    if (s[i] < 0x80) {
      ++i;
      continue;
    }
    const int64_t start = i;
    UChar32 c;
    U8_NEXT(s, i, length, c);
    if (c < 0) {
      if (first_invalid_offset != nullptr) *first_invalid_offset = start;
      return false;
    }
  }
  return true;
}

DecodedText decode_owned(std::string&& bytes, const DecodeOptions& options,
                         Diagnostics& diagnostics) {
  const bool utf8_expected = options.encoding.empty() || names_utf8(options.encoding);
  if (utf8_expected && !bytes.empty() && bytes.substr(0, kUtf8Bom.size()) != kUtf8Bom &&
      !contains_nul(bytes) && is_valid_utf8(bytes)) {
    DecodedText result;
    result.utf8 = std::move(bytes);
    return result;
  }
  return decode(std::string_view(bytes), options, diagnostics);
}

DecodedText decode(std::string_view bytes, const DecodeOptions& options, Diagnostics& diagnostics) {
  if (!options.encoding.empty()) {
    if (names_utf8(options.encoding)) return decode_as_utf8(bytes, options, diagnostics);
    if (ConverterPtr converter = open_converter(options.encoding)) {
      return decode_with_converter(bytes, converter.get(), options.encoding, options, diagnostics);
    }
    diagnostics.error({options.file, 0, 0},
                      "unknown encoding '" + options.encoding +
                          "'; expected a charset name such as UTF-8, ISO-8859-1, "
                          "windows-1252, Shift_JIS or UTF-16LE; detecting it instead");
  }

  if (bytes.substr(0, kUtf8Bom.size()) == kUtf8Bom || bytes.empty()) {
    return decode_as_utf8(bytes, options, diagnostics);
  }
  if (!contains_nul(bytes) && is_valid_utf8(bytes)) {
    DecodedText result;
    result.utf8 = std::string(bytes);
    return result;
  }

  if (looks_like_utf8(bytes)) {
    // UTF-8: report the bad bytes rather than reread the whole file in a charset that
    // happens to accept them.
    return decode_as_utf8(bytes, options, diagnostics);
  }
  std::optional<Guess> guess = detect_legacy_charset(bytes);
  ConverterPtr converter = guess ? open_converter(guess->name) : nullptr;
  if (!converter) {
    // Too little text for the detector (a short Latin-1 comment is typical): take the
    // most common legacy charset, which also reads every ISO-8859-1 letter correctly.
    guess = Guess{kFallbackCharset, 0};
    converter = open_converter(guess->name);
    if (!converter) return decode_as_utf8(bytes, options, diagnostics);
  }

  // Conversion problems in a guessed charset are warnings: the guess may be what is wrong.
  Diagnostics conversion;
  DecodedText result =
      decode_with_converter(bytes, converter.get(), guess->name, options, conversion);
  for (Diagnostic d : conversion.items()) {
    if (d.severity == Severity::error) d.severity = Severity::warning;
    diagnostics.add(std::move(d));
  }
  result.detected = true;
  result.confidence = guess->confidence;
  if (result.had_bom) {
    add_note(diagnostics, options.file,
             "read as " + guess->name + " (byte order mark); converted to UTF-8");
  } else {
    const char* why = is_valid_utf8(bytes) ? "the file contains NUL bytes, so it is not "
                                             "UTF-8 text"
                                           : "the file is not valid UTF-8";
    const std::string how =
        guess->confidence > 0
            ? "ICU charset detection, confidence " + std::to_string(guess->confidence) + "%"
            : "too little text for charset detection, confidence 0%";
    const auto [line, column] = first_non_ascii(bytes);
    diagnostics.warning({options.file, line, column},
                        std::string(why) + "; assumed " + guess->name + " (" + how +
                            ") from here on and converted it to UTF-8; give the encoding "
                            "explicitly (--encoding) if this guess is wrong");
  }
  return result;
}

}  // namespace skald::text
