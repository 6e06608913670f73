#include "formats/sgf/sgf_tags.h"

#include <array>
#include <utility>

namespace skald::sgf {
namespace {

using Pair = std::pair<std::string_view, std::string_view>;

// skald key, SGF game-info property (FF[4]).
constexpr std::array<Pair, 9> kTags = {{
    {"event", "EV"},
    {"site", "PC"},
    {"date", "DT"},
    {"round", "RO"},
    {"white", "PB"},  // SGF's B moves first, at the bottom: the Amazons' White
    {"black", "PW"},
    {"result", "RE"},
    {"annotator", "AN"},
    {"rules", "RU"},
}};

constexpr std::array<Pair, 4> kResults = {{
    {"1", "B+"},
    {"-1", "W+"},
    {"0", "0"},
    {"?", "?"},
}};

}  // namespace

std::string_view sgf_property_of(std::string_view skald_key) {
  for (const auto& [key, property] : kTags)
    if (key == skald_key) return property;
  return {};
}

std::string_view skald_key_of(std::string_view property) {
  for (const auto& [key, id] : kTags)
    if (id == property) return key;
  return {};
}

std::string_view sgf_result(std::string_view skald_value) {
  for (const auto& [value, sgf] : kResults)
    if (value == skald_value) return sgf;
  return skald_value;
}

std::string_view skald_result(std::string_view sgf_value) {
  for (const auto& [value, sgf] : kResults)
    if (sgf == sgf_value) return value;
  return sgf_value;
}

}  // namespace skald::sgf
