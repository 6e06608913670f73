#pragma once

// Address: the name of one move in a branching record, in OpenTafl's notation
// (`29a`, `8b.1.1a`, `7b.3.1b.2.4a.1.1b`).
//
// An address is a list of elements joined by dots and read right to left. Elements at even
// positions (0, 2, 4, ...) are moves, `<turn><letter>`: the letter a, b, c, d, ... is the
// first, second, third, ... move of that turn (c, d, ... only occur with berserk). Elements
// at odd positions are variation indexes (1-based) off the move to their left. The main
// line has a single element. Addresses are never stored in the record: they are computed
// from the tree (record/numbering.h), so edits cannot leave them stale.
//
// Accepted spellings, all seen in real files: with or without a trailing dot (`29a`,
// `29a.`), a bare turn without a letter as the last element (`29.` means the first move of
// turn 29, `8a.1.2` the first move of turn 2 of that variation), and an address that ends
// with a variation index (`8a.1.`: the variation itself, i.e. its first move). Turn 0 is
// accepted (puzzle tags write `0a` for the start position).

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace skald::record {

/// One element of an address: a move (`number` = turn, `letter` = 0 for a, 1 for b, ...),
/// a bare turn (`letter` = kNoLetter at a move position), or a variation index (`number`,
/// 1-based, at an odd position; `letter` is always kNoLetter there).
struct AddressElement {
  static constexpr int kNoLetter = -1;
  int number = 1;
  int letter = kNoLetter;

  bool has_letter() const { return letter != kNoLetter; }
  friend bool operator==(const AddressElement&, const AddressElement&) = default;
};

/// A parsed address. `elements` alternate move, variation index, move, ...; see the file
/// comment for the forms that end early (bare turn, trailing variation index).
struct Address {
  std::vector<AddressElement> elements;

  bool empty() const { return elements.empty(); }
  /// How many variation levels deep the address is (0 for the main line).
  std::size_t depth() const { return elements.size() / 2; }
  /// True when every move element has a letter and the address ends with a move: the form
  /// that address_of() produces and format_address() writes back unchanged.
  bool is_canonical() const;
  friend bool operator==(const Address&, const Address&) = default;
};

/// Why an address could not be parsed: which element (1-based, counted from the left; 0
/// when the whole text is at fault, e.g. empty), the 1-based column in the text, and a
/// message saying what was expected there.
struct AddressError {
  int element = 0;
  int column = 0;
  std::string message;
};

/// The result of parse_address(): an address, or the error that stopped the parse.
struct AddressParse {
  std::optional<Address> address;
  AddressError error;  // meaningful only when `address` is empty

  bool ok() const { return address.has_value(); }
};

/// Parses `29.`, `29a`, `29a.`, `7b.3.1b.2.4a.1.1b` and the other forms described above.
/// Never throws; on failure says which element is wrong and why, e.g.
/// `element 2 ("1b"): a variation index is a number without a letter`.
AddressParse parse_address(std::string_view text);

/// Writes an address in canonical form without a trailing dot (`7b.3.1b`); bare turns and
/// trailing variation indexes are written as parsed (`29`, `8a.1`).
std::string format_address(const Address& address);

/// How many moves of one turn OTN can name: the letters a to z. A later move of a turn
/// (only a berserk chain of more than 24 continuations makes one) has no OTN address:
/// OpenTafl's MoveAddress writes the characters after `z` (`1{`, `1|`, ...) and cannot
/// parse them back. skald shows such a move as `1#27` (its place in the turn), which
/// parse_address() refuses, and replay (skald/game/replay.h) reports it as an error.
constexpr int kLettersPerTurn = 26;

/// The letter of a move index: 0 -> "a", 1 -> "b", ... 25 -> "z"; past z, "#27", "#28"...
std::string move_letter(int letter_index);

}  // namespace skald::record
