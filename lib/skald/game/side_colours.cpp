#include "skald/game/side_colours.h"

#include <cstddef>

namespace skald::game {

namespace {

constexpr SideColours kDark{"#2b2b2b", "#000000", "#f4f1e8"};
constexpr SideColours kLight{"#f4f1e8", "#3a3a3a", "#2b2b2b"};
constexpr SideColours kLettered[] = {
    {"#c0392b", "#5e1a13", "#ffffff"},
    {"#2e6db4", "#153457", "#ffffff"},
    {"#2e8b57", "#14402a", "#ffffff"},
    {"#e0a526", "#6b4c0b", "#2b2b2b"},
};
constexpr std::string_view kLetters = "xoyz";

}  // namespace

SideColours side_colours(std::string_view name, int side) {
  if (name == "attackers" || name == "black" || name == "lower") return kDark;
  if (name == "defenders" || name == "white" || name == "upper") return kLight;
  if (name.size() == 1 && kLetters.find(name[0]) != std::string_view::npos)
    return kLettered[kLetters.find(name[0])];
  if (side == 0) return kDark;
  if (side == 1) return kLight;
  return kLettered[static_cast<std::size_t>(side < 0 ? 0 : side) % 4];
}

}  // namespace skald::game
