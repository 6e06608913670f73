#pragma once

// Zeroed storage for tables indexed at random (hash tables). Blocks of 2 MB and more come
// straight from the system, already zero (nothing writes them before use), aligned to
// 2 MB and asked to be backed by huge pages where the system can (Linux:
// madvise(MADV_HUGEPAGE)): a lookup in a table of tens of megabytes on 4 KB pages misses
// the TLB as well as the cache, on huge pages only the cache. Smaller blocks come from
// operator new, zeroed.

#include <cstddef>

namespace skald {

/// `bytes` bytes of zeros. Never returns null (throws std::bad_alloc).
void* allocate_zeroed_table(std::size_t bytes);
/// Gives back what allocate_zeroed_table(bytes) returned (nullptr: nothing).
void free_zeroed_table(void* at, std::size_t bytes) noexcept;

/// Room for `bytes` bytes (not zeroed), on huge pages like allocate_zeroed_table() from
/// 2 MB up. Never returns null (throws std::bad_alloc).
void* allocate_large(std::size_t bytes);
/// Gives back what allocate_large(bytes) returned.
void free_large(void* at, std::size_t bytes) noexcept;

/// The allocator of a std::vector that may grow to megabytes and is written in order (a
/// long game's keys, a long record's turns): from 2 MB up its storage is on huge pages
/// (allocate_large()), made present 2 MB at a time as it is first written, where 4 KB
/// pages would each cost a fault of their own.
template <class T>
struct LargeTableAllocator {
  using value_type = T;
  LargeTableAllocator() = default;
  template <class U>
  LargeTableAllocator(const LargeTableAllocator<U>&) noexcept {}
  T* allocate(std::size_t n) { return static_cast<T*>(allocate_large(n * sizeof(T))); }
  void deallocate(T* at, std::size_t n) noexcept { free_large(at, n * sizeof(T)); }
  friend bool operator==(const LargeTableAllocator&, const LargeTableAllocator&) { return true; }
};

/// Makes [at, at + bytes) present for writing in one call, the whole 2 MB pages within it
/// on huge pages (Linux: madvise), rather than a fault at the first write to each page:
/// for a large buffer from the heap that is about to be filled (a whole file read). A
/// hint: nothing changes but the speed.
void make_present(void* at, std::size_t bytes) noexcept;

}  // namespace skald
