#pragma once

// The ranges of the numbers users give skald, checked in one place for every command-line
// option, protocol value (UAI, OTEP, a match's engine settings) and JSON query, so that a
// bad number is a clear message naming the range instead of a search that never ends, an
// allocation that aborts or undefined behaviour. Text is checked as it was written, before
// it is converted, so a value past the end of its type (18446744073709551615) is echoed
// as itself rather than wrapped to -1. The command line attaches these checks through
// tools/skald/number_option.h.

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>

#include "skald/engine/search_options.h"

namespace skald::engine {

constexpr std::int64_t kMaxHashMegabytes = 32768;
constexpr std::int64_t kMaxThreads = 256;
constexpr std::int64_t kMaxMultiPv = 64;
/// One day: a longer fixed time per position is a typo, not an analysis.
constexpr double kMaxMoveTimeMs = 24.0 * 60 * 60 * 1000;
/// Contempt in the game's unit (taflmen, stones): a hundred is already "never draw".
constexpr double kMaxContempt = 100;

/// Whole numbers from `low` to `high`; `what` names one for messages ("a depth").
struct WholeRange {
  const char* what;
  std::int64_t low;
  std::int64_t high;
};

/// Real numbers from `low` (included or not) to `high`; `what` names one for messages.
struct RealRange {
  const char* what;
  double low;
  double high;
  bool low_included = true;
};

// The search's limits.
inline constexpr WholeRange kDepthRange{"a depth", 1, kMaxSearchDepth};
inline constexpr WholeRange kNodesRange{"a number of nodes", 1,
                                        std::numeric_limits<std::int64_t>::max()};
inline constexpr WholeRange kMoveTimeMsRange{"a time in milliseconds", 1,
                                             static_cast<std::int64_t>(kMaxMoveTimeMs)};
inline constexpr RealRange kMoveTimeMsRealRange{"a time in milliseconds", 0, kMaxMoveTimeMs, false};
/// OTEP's `analyze N SECONDS`: the same day as kMaxMoveTimeMs, in seconds.
inline constexpr RealRange kSecondsRange{"a time in seconds", 0, kMaxMoveTimeMs / 1000, false};
inline constexpr WholeRange kMultiPvRange{"a number of lines", 1, kMaxMultiPv};
inline constexpr WholeRange kThreadsRange{"a number of threads", 1, kMaxThreads};
inline constexpr WholeRange kHashRange{"a table size in MB", 1, kMaxHashMegabytes};
inline constexpr RealRange kContemptRange{"a contempt in the game's unit", -kMaxContempt,
                                          kMaxContempt};
/// UAI's Contempt option, in hundredths of a stone.
inline constexpr WholeRange kContemptHundredthsRange{"a contempt in hundredths of a stone",
                                                     -static_cast<std::int64_t>(kMaxContempt * 100),
                                                     static_cast<std::int64_t>(kMaxContempt * 100)};

// Games, matches and pictures.
inline constexpr WholeRange kGamesRange{"a number of games", 1, 1'000'000};
inline constexpr WholeRange kConcurrencyRange{"a number of games at once", 1, kMaxThreads};
inline constexpr WholeRange kMaxPliesRange{"a number of plies", 1, 100'000};
inline constexpr WholeRange kRandomPliesRange{"a number of random plies", 0, 1000};
inline constexpr WholeRange kAdjudicationMovesRange{"a number of moves", 0, 100'000};
inline constexpr WholeRange kMarginMsRange{"a margin in milliseconds", 0,
                                           static_cast<std::int64_t>(kMaxMoveTimeMs)};
inline constexpr RealRange kBalanceWindowRange{"a window in the game's unit", 0, 1000};
inline constexpr RealRange kAdjudicationScoreRange{"a score in the game's unit", 0, 1000, false};
/// A puzzle's length in moves: the proof search's 256 plies hold 100 moves of each side.
inline constexpr WholeRange kProofMovesRange{"a number of moves", 1, 100};
/// Perft's counts past 12 plies take days in every game skald has.
inline constexpr WholeRange kPerftDepthRange{"a perft depth", 0, 12};
inline constexpr WholeRange kPictureSizeRange{"a width in pixels", 1, 1'000'000};

// Records and their text.
/// A wrap width: a terminal wider than this is a typo.
inline constexpr WholeRange kWrapWidthRange{"a width in columns", 1, 10'000};
inline constexpr WholeRange kCommentWordsRange{"a number of words", 0, 10'000};
/// Which hint of a comment, 0 the first.
inline constexpr WholeRange kHintIndexRange{"a hint number", 0, 10'000};
inline constexpr WholeRange kOpeningMovesRange{"a number of moves", 0, 100'000};
/// A puzzle's prologue in plies; -1 is the whole game.
inline constexpr WholeRange kPrologueMovesRange{"a number of moves (-1: all)", -1, 100'000};
inline constexpr WholeRange kPortRange{"a port", 0, 65535};

// Clocks, from a user (a match's --time-control) or a host (UAI's go, OTEP's clock).
/// Thirty days: hosts that mean "no clock" send 2^31-1 milliseconds (24.8 days).
constexpr std::int64_t kMaxClockMs = 30LL * 24 * 60 * 60 * 1000;
inline constexpr WholeRange kClockMsRange{"a clock time in milliseconds", 0, kMaxClockMs};
inline constexpr WholeRange kIncrementMsRange{"an increment in milliseconds", 0,
                                              static_cast<std::int64_t>(kMaxMoveTimeMs)};
inline constexpr WholeRange kMovesToGoRange{"a number of moves", 1, 100'000};
inline constexpr WholeRange kOvertimeSecondsRange{"an overtime period in seconds", 0,
                                                  static_cast<std::int64_t>(kMaxMoveTimeMs / 1000)};
inline constexpr WholeRange kOvertimesRange{"a number of overtime periods", 0, 1'000'000};
/// A time control's overtime periods, when it has any.
inline constexpr WholeRange kTimeControlOvertimesRange{"a number of overtime periods", 1,
                                                       kOvertimesRange.high};
/// A time control's main time: zero when it is all overtime.
inline constexpr RealRange kMainTimeSecondsRange{"a time in seconds", 0,
                                                 static_cast<double>(kMaxClockMs) / 1000};
inline constexpr RealRange kIncrementSecondsRange{"a time in seconds", 0, kMaxMoveTimeMs / 1000};

// A match's sequential probability ratio test.
inline constexpr RealRange kEloRange{"an Elo difference", -1000, 1000};
/// Error rates past one half are worse than a coin.
inline constexpr RealRange kErrorRateRange{"an error rate", 0, 0.5, false};

/// Limits as a user wrote them, before they are trusted. Unset fields are not checked.
struct RequestedLimits {
  std::optional<std::int64_t> depth;
  std::optional<std::int64_t> nodes;
  std::optional<double> movetime_ms;
  std::optional<std::int64_t> multipv;
  std::optional<std::int64_t> threads;
  std::optional<std::int64_t> hash_megabytes;
};

/// What is wrong with one field: its name (as the JSON query spells it) and what was
/// expected.
struct LimitError {
  std::string field;
  std::string message;
};

/// The first field out of range, or nothing when every set field is acceptable:
/// depth 1..64 (kMaxSearchDepth), nodes >= 1, movetime in (0, one day] milliseconds,
/// multipv 1..64, threads 1..256, hash 1..32768 MB.
std::optional<LimitError> check_limits(const RequestedLimits& limits);

/// A range in words: "from 1 to 64", "of at least 1", "above 0 and at most 86400000".
std::string range_text(const WholeRange& range);
std::string range_text(const RealRange& range);

/// "expected a depth from 1 to 64, got <text>": the message for a number out of `range`,
/// with the number as the user wrote it.
std::string range_message(const WholeRange& range, std::string_view text);
std::string range_message(const RealRange& range, std::string_view text);

/// A number read from a user's text, or why it could not be (range_message()).
template <typename T>
struct NumberOrError {
  std::optional<T> value;
  std::string error;
};

/// `text` as a decimal whole number (an optional sign, digits, nothing else) within
/// `range`; anything else, a number too large for any type included, is an error that
/// quotes `text` as written.
NumberOrError<std::int64_t> read_whole_number(std::string_view text, const WholeRange& range);
/// `text` as a real number (decimal, optionally with an exponent; no inf or nan) in `range`.
NumberOrError<double> read_real_number(std::string_view text, const RealRange& range);
/// `text` as a seed: any decimal whole number from 0 to 2^64-1, without a sign.
NumberOrError<std::uint64_t> read_seed(std::string_view text);

}  // namespace skald::engine
