#pragma once

// TranspositionTable: the search's memory of positions already searched, shared by every
// search thread. Keys are the game's Zobrist hashes; each entry keeps the best move's code,
// a score with its bound, the remaining depth it was searched to and the search
// generation that wrote it.
//
// Layout: buckets of four 16-byte entries (one cache line). An entry is two relaxed
// atomic words, the data and a check word (the key xor-ed with the data, and the epoch of
// the last clear()), so a torn write by another thread reads as a miss instead of a wrong hit. The
// table never allocates more than the size it is given. Replacement within a bucket: the same key,
// else an empty entry, else the entry with the least (depth - 4 * age), so old and shallow entries
// go first.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace skald::engine {

/// What a stored score means relative to the true value.
enum class Bound : std::uint8_t { none = 0, upper = 1, lower = 2, exact = 3 };

/// One probed entry, unpacked.
struct TableEntry {
  std::uint32_t move_code = 0;  // valid when has_move
  bool has_move = false;
  int score = 0;  // relative to the stored node (see score_to_table)
  int depth = 0;
  Bound bound = Bound::none;
  /// Written during the current search (generation); set by probe(), ignored by store().
  bool current = false;
};

class TranspositionTable {
 public:
  static constexpr std::size_t kDefaultMegabytes = 64;
  /// Largest move code the table can keep.
  static constexpr std::uint32_t kMaxMoveCode = (1u << 26) - 2;

  /// A table of at most `megabytes` MB (at least one bucket).
  explicit TranspositionTable(std::size_t megabytes = kDefaultMegabytes);

  /// Resizes (and clears) to at most `megabytes` MB.
  void resize(std::size_t megabytes);
  /// Empties the table, so a search after clear() behaves exactly like a search with a new
  /// table. It touches no memory whatever the size: it starts a new epoch (16 bits, kept in
  /// each entry's check word), and entries written before it read as empty (to probe() and
  /// to store()'s replacement); the memory is wiped only after 65,535 clears.
  void clear();
  /// Starts a new search generation (entries of older searches age and no longer read as
  /// current). Generations cycle through 1..63 from the last clear(); on wrapping around
  /// the table is wiped, so an entry 63 searches old can never pass for a current one.
  void new_search();

  /// The entry for `key`, or nothing.
  bool probe(std::uint64_t key, TableEntry& out) const;
  /// Stores a result for `key` (see the replacement policy above).
  void store(std::uint64_t key, const TableEntry& entry);

  /// Bytes used by the entries.
  std::size_t bytes() const { return bucket_count_ * sizeof(Bucket); }
  /// Entries in use per thousand, sampled over the first thousand buckets.
  int permille_full() const;

 private:
  struct Entry {
    std::atomic<std::uint64_t> check{0};  // key ^ data
    std::atomic<std::uint64_t> data{0};
  };
  struct alignas(64) Bucket {
    Entry entries[4];
  };

  /// Zeroes every entry and restarts the generations.
  void wipe();
  void next_generation();
  /// Whether an entry belongs to the current epoch (written since the last clear).
  bool in_epoch(std::uint64_t data, std::uint64_t check) const;

  std::unique_ptr<Bucket[]> buckets_;
  std::size_t bucket_count_ = 0;
  std::uint8_t generation_ = 0;
  /// The clear() epoch entries are written in (0 for a new table).
  std::uint16_t epoch_ = 0;
  /// clear() started a generation no search has used yet (new_search() takes it).
  bool unused_generation_ = false;
};

}  // namespace skald::engine
