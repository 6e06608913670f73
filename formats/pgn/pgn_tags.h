#pragma once

// How a record's tags and PGN's tag pairs name the same things, for the Ataxx PGN that
// libataxx and cuteataxx write (formats/pgn/README.md): the Seven Tag Roster and the few
// other tags they write on one side, skald's tag keys on the other. Sides: PGN's `Black`
// is the first player, Ataxx's x (libataxx's Side::Black, skald's side 0), `White` is o.
// A tag that is not in the table keeps its name both ways, so nothing is lost. Results
// are written as PGN writes them, skald's match records as they do (`1` the first side
// won, `-1` the second, `0` a draw, `?` unknown); any other value passes as it is.

#include <optional>
#include <string>
#include <string_view>

namespace skald::pgn {

/// The PGN tag name of a record's tag key (`event` -> `Event`, `x` -> `Black`), or the key
/// itself when the table has no name for it.
std::string_view pgn_tag_name(std::string_view skald_key);

/// The record's tag key for a PGN tag name (`FEN` -> `position`), or the name itself.
std::string_view skald_tag_key(std::string_view pgn_name);

/// Whether `name` is a PGN tag name that a reader maps to another key (`Event`): a record
/// tag spelt so would come back under the mapped key.
bool is_mapped_pgn_name(std::string_view name);

/// A record's result value as PGN writes it (`1` -> `1-0`); other values unchanged.
std::string_view pgn_result(std::string_view skald_value);

/// A PGN result as the record keeps it (`1-0` -> `1`); other values unchanged.
std::string_view skald_result(std::string_view pgn_value);

/// Whether `value` is one of PGN's four game termination markers.
bool is_termination_marker(std::string_view value);

/// The rules text a record has when its PGN names none (no `Variant` tag).
inline constexpr std::string_view kDefaultRules = "ataxx";

}  // namespace skald::pgn
