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

}  // namespace skald
