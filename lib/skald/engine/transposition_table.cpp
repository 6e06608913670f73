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
  epoch_start_ = 0;
  unused_generation_ = false;
}

void TranspositionTable::wipe() {
  for (std::size_t i = 0; i < bucket_count_; ++i)
    for (Entry& e : buckets_[i].entries) {
      e.check.store(0, std::memory_order_relaxed);
      e.data.store(0, std::memory_order_relaxed);
    }
  generation_ = 0;
  epoch_start_ = 0;
}

void TranspositionTable::next_generation() {
  generation_ = static_cast<std::uint8_t>((generation_ + 1) & kGenerationMask);
  if (generation_ == 0) {
    wipe();
    generation_ = 1;
    epoch_start_ = 1;
  }
}

void TranspositionTable::clear() {
  next_generation();
  epoch_start_ = generation_;
  unused_generation_ = true;
}

void TranspositionTable::new_search() {
  // A search right after clear() takes the generation clear() started, which holds no
  // entry yet: a batch that clears before every query spends one generation per query,
  // and wipes the table half as often.
  if (unused_generation_) {
    unused_generation_ = false;
    return;
  }
  next_generation();
}

bool TranspositionTable::in_epoch(std::uint64_t data) const {
  if (data == 0) return false;
  const int age = (generation_ - generation_of(data)) & kGenerationMask;
  return age <= ((generation_ - epoch_start_) & kGenerationMask);
}

bool TranspositionTable::probe(std::uint64_t key, TableEntry& out) const {
  const Bucket& bucket = buckets_[key & (bucket_count_ - 1)];
  for (const Entry& e : bucket.entries) {
    std::uint64_t data = e.data.load(std::memory_order_relaxed);
    std::uint64_t check = e.check.load(std::memory_order_relaxed);
    if (in_epoch(data) && (check ^ data) == key) {
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
    if (!in_epoch(data) || (check ^ data) == key) {
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
  victim->check.store(key ^ data, std::memory_order_relaxed);
}

int TranspositionTable::permille_full() const {
  std::size_t sample = bucket_count_ < 250 ? bucket_count_ : 250;
  int used = 0;
  for (std::size_t i = 0; i < sample; ++i)
    for (const Entry& e : buckets_[i].entries)
      if (in_epoch(e.data.load(std::memory_order_relaxed))) ++used;
  return static_cast<int>(used * 1000 / (sample * 4));
}

}  // namespace skald::engine
