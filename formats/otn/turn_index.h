#pragma once

// TurnIndex: the moves of a record being read, by the turn their address names.
//
// The reader resolves every variation line by the addresses the file declares, so it
// keeps, for each turn read (a line and a turn number), the moves read of it by letter.
// The index follows the address: a main-line turn, a letter, a declared variation number,
// then that line's turns, and so on down. Turn and variation numbers are given one after
// the other in a file, so every level is a vector appended to in file order, and finding
// a turn costs a few array lookups near the ones before it (a record with 300,000
// variations is 300,000 appends, not 300,000 hashed keys scattered over a table).
//
// A number that does not come in order (a turn 0, a variation 7 before its 6th, a huge
// main-line turn) cannot take a vector slot; its turn goes to a hash table keyed by the
// whole address (TurnHash) instead. The hash holds every turn that is not in the vectors,
// and is always asked before a turn is added to them, so a turn is in one place only.

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "formats/otn/syntax.h"
#include "skald/core/large_table.h"

namespace skald::record {
class Node;
}

namespace skald::otn {

/// The moves read of one turn, by letter (nullptr where none was read), and the last one
/// read. Most turns have one or two moves: those letters are kept inline.
struct TurnMoves {
  static constexpr std::uint32_t kNone = 0xFFFFFFFF;
  std::array<record::Node*, 2> first_letters{};
  record::Node* last = nullptr;
  std::uint32_t later_letters = kNone;  // c and on, once read: a list in TurnIndex
  std::uint32_t branches = kNone;       // the variations declared off its moves: TurnIndex
};

/// Turns by a binary key naming the whole address: one open-addressing table of hashes
/// over two flat arrays (turns and key bytes), so adding a turn costs no allocation of its
/// own and a lookup touches one slot.
class TurnHash {
 public:
  bool empty() const { return turns_.empty(); }
  /// The turn with this key, or nullptr when none was added.
  TurnMoves* find(std::string_view key);
  /// The turn with this key, added (empty) when missing.
  TurnMoves& find_or_add(std::string_view key);

 private:
  struct Slot {
    std::uint64_t hash = 0;
    std::uint32_t turn = kEmpty;  // index in turns_ and key_ranges_
    static constexpr std::uint32_t kEmpty = 0xFFFFFFFF;
  };
  struct KeyRange {
    std::size_t offset;
    std::size_t size;
  };
  /// The slot holding `key`, or the empty slot where it would go.
  Slot& slot_for(std::string_view key, std::uint64_t hash);
  void grow();

  std::vector<Slot> slots_;  // a power of two in size, at most half full
  std::vector<TurnMoves> turns_;
  std::vector<KeyRange> key_ranges_;
  std::string keys_;  // every key's bytes, one after the other
};

class TurnIndex {
 public:
  using Address = std::span<const LabelElement>;

  /// Room for this many main-line turns and variation lines, so their tables are not
  /// copied as they grow (a record of 300,000 variations spent a tenth of its reading
  /// there); capacity not used costs no memory until touched.
  void reserve(std::size_t main_turns, std::size_t variation_lines) {
    main_.reserve(main_turns);
    lines_.reserve(variation_lines);
  }

  /// The turn `number` of the line `address` belongs to (its last element is ignored);
  /// created when `create`, else nullptr when nothing of it was read. The pointer is valid
  /// until the next call.
  TurnMoves* turn(Address address, int number, bool create);

  /// The move of `turn` with this letter, or nullptr.
  record::Node* at(const TurnMoves& turn, std::size_t letter) const;
  /// The place of the move of `turn` with this letter (nullptr until set).
  record::Node*& slot(TurnMoves& turn, std::size_t letter);

 private:
  using Turns = std::vector<TurnMoves>;
  /// A variation line's turns. Most variations are a turn or two: the first is kept inline,
  /// so a record of many short variations costs no allocation per line.
  struct Line {
    TurnMoves first;
    std::uint32_t count = 0;                // turns read, 1 to count
    std::uint32_t more = TurnMoves::kNone;  // turns 2 to count, in more_
    TurnMoves& at(std::uint32_t number, std::vector<Turns>& more_turns) {
      return number == 1 ? first : more_turns[more][number - 2];
    }
  };
  /// The lines declared off the moves of one letter of a turn, by declared number - 1.
  struct Branches {
    int letter = -1;  // as written: -1 when the label names no letter
    std::vector<std::uint32_t> lines;
    std::uint32_t next = TurnMoves::kNone;  // the turn's Branches for another letter
  };

  /// A main-line turn: a vector while the numbers stay near the count read (a file's huge
  /// turn number must not size it), else the hash.
  TurnMoves* main_turn(int number, bool create);
  /// The line a variation address's prefix names in the vectors (a main-line turn and
  /// letter, a variation number, ...), or kNone when one of its levels is not there.
  std::uint32_t line_of(Address prefix, bool create);
  /// The line declared as variation `number` off the moves of `letter` of `turn`, or kNone.
  std::uint32_t branch(TurnMoves& turn, int letter, int number, bool create);
  TurnMoves* hashed(Address address, int number, bool create);
  /// Turn `number` of `line` if it was read, else nullptr.
  TurnMoves* line_turn(std::uint32_t line, int number);

  std::vector<TurnMoves, LargeTableAllocator<TurnMoves>> main_;  // turn n at n
  std::vector<Line> lines_;
  std::vector<Turns> more_;                        // by Line::more
  std::vector<Branches> branches_;                 // lists, by TurnMoves::branches
  std::vector<std::vector<record::Node*>> later_;  // by TurnMoves::later_letters
  TurnHash hash_;
  std::string key_;  // scratch for hash keys
};

}  // namespace skald::otn
