#include "formats/pgn/pgn_tags.h"

#include <array>
#include <utility>

namespace skald::pgn {
namespace {

using Pair = std::pair<std::string_view, std::string_view>;

// skald key, PGN name. The first five are the tags libataxx's own tests write (Event,
// FEN, Black, White, Result); Site, Date and Round complete the Seven Tag Roster that
// cuteataxx writes; Variant is where PGN files of variants (cutechess, lichess) name the
// game, and holds the record's rules text.
constexpr std::array<Pair, 12> kTags = {{
    {"event", "Event"},
    {"site", "Site"},
    {"date", "Date"},
    {"round", "Round"},
    {"x", "Black"},
    {"o", "White"},
    {"result", "Result"},
    {"position", "FEN"},
    {"rules", "Variant"},
    {"annotator", "Annotator"},
    {"termination", "Termination"},
    {"time-control", "TimeControl"},
}};

// skald's match records, PGN; in the order of PGN's result markers.
constexpr std::array<Pair, 4> kResults = {{
    {"1", "1-0"},
    {"-1", "0-1"},
    {"0", "1/2-1/2"},
    {"?", "*"},
}};

}  // namespace

std::string_view pgn_tag_name(std::string_view skald_key) {
  for (const auto& [key, name] : kTags)
    if (key == skald_key) return name;
  return skald_key;
}

std::string_view skald_tag_key(std::string_view pgn_name) {
  for (const auto& [key, name] : kTags)
    if (name == pgn_name) return key;
  return pgn_name;
}

bool is_mapped_pgn_name(std::string_view name) {
  for (const auto& [key, pgn] : kTags)
    if (pgn == name) return true;
  return false;
}

std::string_view pgn_result(std::string_view skald_value) {
  for (const auto& [value, pgn] : kResults)
    if (value == skald_value) return pgn;
  return skald_value;
}

std::string_view skald_result(std::string_view pgn_value) {
  for (const auto& [value, pgn] : kResults)
    if (pgn == pgn_value) return value;
  return pgn_value;
}

bool is_termination_marker(std::string_view value) {
  for (const auto& [skald, pgn] : kResults)
    if (pgn == value) return true;
  return false;
}

}  // namespace skald::pgn
