#include "skald/engine/limits_check.h"

#include <charconv>
#include <cmath>
#include <system_error>

namespace skald::engine {

namespace {

/// A bound as people write it: 86400000, not 8.64e+07.
std::string bound_text(double bound) {
  if (std::abs(bound) < 1e15 && bound == std::floor(bound))
    return std::to_string(static_cast<long long>(bound));
  char buffer[64];
  const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, bound);
  return error == std::errc{} ? std::string(buffer, end) : std::to_string(bound);
}

std::string real_text(double value) {
  char buffer[64];
  const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
  return error == std::errc{} ? std::string(buffer, end) : std::to_string(value);
}

bool in_range(std::int64_t value, const WholeRange& range) {
  return value >= range.low && value <= range.high;
}

bool in_range(double value, const RealRange& range) {
  return std::isfinite(value) && (range.low_included ? value >= range.low : value > range.low) &&
         value <= range.high;
}

template <typename Range, typename T>
std::optional<LimitError> field_error(const char* field, const std::optional<T>& value,
                                      const Range& range, std::string (*text)(T)) {
  if (!value || in_range(*value, range)) return std::nullopt;
  return LimitError{field, range_message(range, text(*value))};
}

std::string whole_text(std::int64_t value) {
  return std::to_string(value);
}

template <typename Range>
std::string message_for(const Range& range, std::string_view text) {
  return "expected " + std::string(range.what) + " " + range_text(range) + ", got " +
         std::string(text);
}

}  // namespace

std::string range_text(const WholeRange& range) {
  if (range.high == std::numeric_limits<std::int64_t>::max())
    return "of at least " + std::to_string(range.low);
  return "from " + std::to_string(range.low) + " to " + std::to_string(range.high);
}

std::string range_text(const RealRange& range) {
  return (range.low_included ? "from " + bound_text(range.low) + " to "
                             : "above " + bound_text(range.low) + " and at most ") +
         bound_text(range.high);
}

std::string range_message(const WholeRange& range, std::string_view text) {
  return message_for(range, text);
}

std::string range_message(const RealRange& range, std::string_view text) {
  return message_for(range, text);
}

NumberOrError<std::int64_t> read_whole_number(std::string_view text, const WholeRange& range) {
  std::string_view digits = text;
  if (!digits.empty() && digits.front() == '+') digits.remove_prefix(1);
  std::int64_t value = 0;
  // from_chars refuses a second sign, spaces, hex and anything past the int64 range, so
  // every such text lands in the one message below, echoed as written.
  const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  if (digits.empty() || error != std::errc{} || end != digits.data() + digits.size() ||
      !in_range(value, range))
    return {std::nullopt, range_message(range, text)};
  return {value, ""};
}

NumberOrError<double> read_real_number(std::string_view text, const RealRange& range) {
  std::string_view digits = text;
  if (!digits.empty() && digits.front() == '+') digits.remove_prefix(1);
  double value = 0;
  const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value,
                                            std::chars_format::general);
  if (digits.empty() || error != std::errc{} || end != digits.data() + digits.size() ||
      !in_range(value, range))
    return {std::nullopt, range_message(range, text)};
  return {value, ""};
}

NumberOrError<std::uint64_t> read_seed(std::string_view text) {
  std::uint64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  // from_chars for unsigned types refuses a minus sign, so -1 is an error, not 2^64-1.
  if (text.empty() || error != std::errc{} || end != text.data() + text.size())
    return {std::nullopt, "expected a seed from 0 to " +
                              std::to_string(std::numeric_limits<std::uint64_t>::max()) + ", got " +
                              std::string(text)};
  return {value, ""};
}

std::optional<LimitError> check_limits(const RequestedLimits& l) {
  if (auto e = field_error("depth", l.depth, kDepthRange, whole_text)) return e;
  if (auto e = field_error("nodes", l.nodes, kNodesRange, whole_text)) return e;
  if (auto e = field_error("movetime", l.movetime_ms, kMoveTimeMsRealRange, real_text)) return e;
  if (auto e = field_error("multipv", l.multipv, kMultiPvRange, whole_text)) return e;
  if (auto e = field_error("threads", l.threads, kThreadsRange, whole_text)) return e;
  if (auto e = field_error("hash", l.hash_megabytes, kHashRange, whole_text)) return e;
  return std::nullopt;
}

}  // namespace skald::engine
