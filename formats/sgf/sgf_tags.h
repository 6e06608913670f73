#pragma once

// How a record's tags and the Amazons SGF's root properties name the same things
// (formats/sgf/README.md). SGF's B, the first player, sits at the bottom: skald's White
// (side 0), so `PB` names the record's `white` player and `PW` its `black` one. Results:
// skald's match records write `1` when the first side won, `-1` the second, `0` a draw,
// `?` unknown; SGF writes `B+`, `W+`, `0`, `?`. Other values pass as they are.
//
// A root property the table does not know comes in as the tag `sgf-ID` (`sgf-GN`) and goes
// back out as `ID`; every other tag of a record travels in skald's private property
// `SK[key:value][key:value]`, so nothing is lost.

#include <string>
#include <string_view>

namespace skald::sgf {

/// The SGF property of a record's tag key (`event` -> `EV`), or empty when none.
std::string_view sgf_property_of(std::string_view skald_key);

/// The record's tag key of an SGF root property (`PB` -> `white`), or empty when none.
std::string_view skald_key_of(std::string_view property);

/// A record's result value as SGF writes it (`1` -> `B+`); other values unchanged.
std::string_view sgf_result(std::string_view skald_value);

/// An SGF result as the record keeps it (`W+` -> `-1`); other values unchanged.
std::string_view skald_result(std::string_view sgf_value);

/// The private property holding the tags SGF has no property for.
inline constexpr std::string_view kSkaldTags = "SK";
/// The prefix of a tag that holds an SGF root property skald has no tag for.
inline constexpr std::string_view kForeignPrefix = "sgf-";

}  // namespace skald::sgf
