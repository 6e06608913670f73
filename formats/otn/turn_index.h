#pragma once

// TurnIndex: the moves of a record being read, by the turn their address names.
//
// The reader resolves every variation line by the addresses the file declares, so it
// keeps, for each turn read (a line prefix and a turn number, as a compact binary key),
// the moves read of it by letter. A record with 300,000 variations has 300,000 turns:
// the index is one open-addressing table of hashes over two flat arrays (turns and key
// bytes), so adding a turn costs no allocation of its own and a lookup touches one slot.

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace skald::record {
class Node;
}

namespace skald::otn {

/// The moves read of one turn, by letter (nullptr where none was read), and the last one
/// read. Most turns have one or two moves: those letters are kept inline.
struct TurnMoves {
  std::array<record::Node*, 2> first_letters{};
  std::unique_ptr<std::vector<record::Node*>> later_letters;  // c and on, once read
  record::Node* last = nullptr;

  /// The move with this letter, or nullptr.
  record::Node* at(std::size_t letter) const;
  /// The place of the move with this letter (nullptr until set).
  record::Node*& slot(std::size_t letter);
};

class TurnIndex {
 public:
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

}  // namespace skald::otn
