#include "skald/engine/transposition_table.h"

#include <cassert>

namespace skald::engine {

namespace {

// Data word: move code + 1 (26 bits, 0 = no move) | score + 2^21 (22 bits) |
// depth (8 bits) | bound (2 bits) | generation (6 bits).
constexpr int kMoveBits = 26;
constexpr int kScoreBits = 22;
constexpr int kDepthBits = 8;
constexpr int kBoundBits = 2;
constexpr int kScoreShift = kMoveBits;
constexpr int kDepthShift = kScoreShift + kScoreBits;
constexpr int kBoundShift = kDepthShift + kDepthBits;
constexpr int kGenerationShift = kBoundShift + kBoundBits;
constexpr std::uint64_t mask(int bits) {
  return (std::uint64_t{1} << bits) - 1;
}
constexpr int kScoreOffset = 1 << (kScoreBits - 1);
constexpr std::uint8_t kGenerationMask = 0x3f;
// Check word: (key ^ data) in its low 48 bits, the clear() epoch that wrote the entry in its
// top 16. An entry of an earlier epoch reads as empty, so clear() touches no memory; the
// key is checked on 48 bits (with the bucket index, a false match needs 48 equal bits).
constexpr int kEpochShift = 48;
constexpr std::uint64_t kKeyCheckMask = (std::uint64_t{1} << kEpochShift) - 1;

std::uint64_t check_word(std::uint64_t key, std::uint64_t data, std::uint16_t epoch) {
  return ((key ^ data) & kKeyCheckMask) | (std::uint64_t{epoch} << kEpochShift);
}

std::uint64_t pack(const TableEntry& e, std::uint8_t generation) {
  std::uint64_t move = e.has_move ? std::uint64_t{e.move_code} + 1 : 0;
  assert(move <= mask(kMoveBits));
  assert(e.score > -kScoreOffset && e.score < kScoreOffset);
  int depth = e.depth < 0 ? 0 : (e.depth > 255 ? 255 : e.depth);
  return move | (std::uint64_t(e.score + kScoreOffset) << kScoreShift) |
         (std::uint64_t(depth) << kDepthShift) |
         (std::uint64_t(static_cast<std::uint8_t>(e.bound)) << kBoundShift) |
         (std::uint64_t(generation & kGenerationMask) << kGenerationShift);
}

TableEntry unpack(std::uint64_t data) {
  TableEntry e;
  std::uint64_t move = data & mask(kMoveBits);
  e.has_move = move != 0;
  e.move_code = e.has_move ? static_cast<std::uint32_t>(move - 1) : 0;
  e.score = static_cast<int>((data >> kScoreShift) & mask(kScoreBits)) - kScoreOffset;
  e.depth = static_cast<int>((data >> kDepthShift) & mask(kDepthBits));
  e.bound = static_cast<Bound>((data >> kBoundShift) & mask(kBoundBits));
  return e;
}

std::uint8_t generation_of(std::uint64_t data) {
  return static_cast<std::uint8_t>(data >> kGenerationShift) & kGenerationMask;
}

}  // namespace

TranspositionTable::TranspositionTable(std::size_t megabytes) {
  resize(megabytes);
}

void TranspositionTable::resize(std::size_t megabytes) {
  std::size_t budget = megabytes * 1024 * 1024;
  std::size_t count = 1;
  while (count * 2 * sizeof(Bucket) <= budget)
    count *= 2;
  bucket_count_ = count;
  buckets_ = std::make_unique<Bucket[]>(bucket_count_);
  generation_ = 0;
  epoch_ = 0;
  unused_generation_ = false;
}

void TranspositionTable::wipe() {
  for (std::size_t i = 0; i < bucket_count_; ++i)
    for (Entry& e : buckets_[i].entries) {
      e.check.store(0, std::memory_order_relaxed);
      e.data.store(0, std::memory_order_relaxed);
    }
  generation_ = 0;
  epoch_ = 0;
}

void TranspositionTable::next_generation() {
  generation_ = static_cast<std::uint8_t>((generation_ + 1) & kGenerationMask);
  if (generation_ == 0) {
    // 63 searches since the last clear(): an entry that old would pass for a current one.
    const std::uint16_t epoch = epoch_;
    wipe();
    epoch_ = epoch;
    generation_ = 1;
  }
}

void TranspositionTable::clear() {
  // A new epoch: every entry written so far reads as empty, as in a new table, and the
  // generations start again as they do there. Only after 65,535 clears is the memory
  // wiped, so that an epoch number never comes back while its entries remain.
  epoch_ = static_cast<std::uint16_t>(epoch_ + 1);
  if (epoch_ == 0) {
    wipe();
    epoch_ = 1;
  }
  generation_ = 1;
  unused_generation_ = true;
}

void TranspositionTable::new_search() {
  // A search right after clear() takes the generation clear() started, which holds no
  // entry yet, as the first search of a new table does.
  if (unused_generation_) {
    unused_generation_ = false;
    return;
  }
  next_generation();
}

bool TranspositionTable::in_epoch(std::uint64_t data, std::uint64_t check) const {
  return data != 0 && (check >> kEpochShift) == epoch_;
}

bool TranspositionTable::probe(std::uint64_t key, TableEntry& out) const {
  const Bucket& bucket = buckets_[key & (bucket_count_ - 1)];
  for (const Entry& e : bucket.entries) {
    std::uint64_t data = e.data.load(std::memory_order_relaxed);
    std::uint64_t check = e.check.load(std::memory_order_relaxed);
    if (in_epoch(data, check) && ((check ^ data ^ key) & kKeyCheckMask) == 0) {
      out = unpack(data);
      out.current = generation_of(data) == generation_;
      return true;
    }
  }
  return false;
}

void TranspositionTable::store(std::uint64_t key, const TableEntry& entry) {
  Bucket& bucket = buckets_[key & (bucket_count_ - 1)];
  Entry* victim = nullptr;
  int victim_worth = 1 << 30;
  for (Entry& e : bucket.entries) {
    std::uint64_t data = e.data.load(std::memory_order_relaxed);
    std::uint64_t check = e.check.load(std::memory_order_relaxed);
    // An entry from before the last clear() counts as empty, as it would in a new table.
    if (!in_epoch(data, check) || ((check ^ data ^ key) & kKeyCheckMask) == 0) {
      victim = &e;
      break;
    }
    int age = (generation_ - generation_of(data)) & kGenerationMask;
    int worth = unpack(data).depth - 4 * age;
    if (worth < victim_worth) {
      victim_worth = worth;
      victim = &e;
    }
  }
  std::uint64_t data = pack(entry, generation_);
  victim->data.store(data, std::memory_order_relaxed);
  victim->check.store(check_word(key, data, epoch_), std::memory_order_relaxed);
}

int TranspositionTable::permille_full() const {
  std::size_t sample = bucket_count_ < 250 ? bucket_count_ : 250;
  int used = 0;
  for (std::size_t i = 0; i < sample; ++i)
    for (const Entry& e : buckets_[i].entries)
      if (in_epoch(e.data.load(std::memory_order_relaxed), e.check.load(std::memory_order_relaxed)))
        ++used;
  return static_cast<int>(used * 1000 / (sample * 4));
}

}  // namespace skald::engine
