#include "skald/core/large_table.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace skald {
namespace {

constexpr std::size_t kHugePage = std::size_t{2} << 20;
// From this size on a table from the heap is made present in one call.
constexpr std::size_t kPresentAtOnce = std::size_t{64} << 10;

bool large(std::size_t bytes) {
  return bytes >= kHugePage;
}

std::size_t rounded(std::size_t bytes) {
  return (bytes + kHugePage - 1) / kHugePage * kHugePage;
}

}  // namespace

void* allocate_zeroed_table(std::size_t bytes) {
  if (!large(bytes)) {
    void* at = ::operator new(bytes);
    // A table a quarter full has written nearly every page of it: the pages of a large
    // one are made present in one call before the zeros go in, not by a fault each.
    if (bytes >= kPresentAtOnce) make_present(at, bytes);
    std::memset(at, 0, bytes);
    return at;
  }
  const std::size_t size = rounded(bytes);
#if defined(__linux__)
  // Mapped with a huge page of slack, then trimmed to a 2 MB boundary at both ends, so the
  // kernel can back the whole block with huge pages. Fresh mappings read as zeros.
  void* mapped =
      mmap(nullptr, size + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mapped == MAP_FAILED) throw std::bad_alloc();
  const auto start = reinterpret_cast<std::uintptr_t>(mapped);
  const std::uintptr_t aligned = (start + kHugePage - 1) / kHugePage * kHugePage;
  if (aligned > start) munmap(mapped, aligned - start);
  const std::uintptr_t end = start + size + kHugePage;
  if (end > aligned + size) munmap(reinterpret_cast<void*>(aligned + size), end - aligned - size);
  void* at = reinterpret_cast<void*>(aligned);
#if defined(MADV_HUGEPAGE)
  madvise(at, size, MADV_HUGEPAGE);  // a hint: without huge pages the table still works
#endif
  return at;
#else
  void* at = std::aligned_alloc(kHugePage, size);
  if (at == nullptr) throw std::bad_alloc();
  std::memset(at, 0, size);
  return at;
#endif
}

void* allocate_large(std::size_t bytes) {
  // A mapping of its own is zeros already; only the heap's needs no clearing either way.
  return large(bytes) ? allocate_zeroed_table(bytes) : ::operator new(bytes);
}

void free_large(void* at, std::size_t bytes) noexcept {
  free_zeroed_table(at, bytes);
}

void make_present(void* at, std::size_t bytes) noexcept {
#if defined(__linux__)
  const auto start = reinterpret_cast<std::uintptr_t>(at);
#if defined(MADV_HUGEPAGE)
  const std::uintptr_t first = (start + kHugePage - 1) / kHugePage * kHugePage;
  const std::uintptr_t last = (start + bytes) / kHugePage * kHugePage;
  if (last > first) madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
#endif
#if defined(MADV_POPULATE_WRITE)
  // madvise wants a page-aligned start (Linux before 5.14: no such call; faults as before).
  const auto page_size = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
  const std::uintptr_t page = start / page_size * page_size;
  madvise(reinterpret_cast<void*>(page), start + bytes - page, MADV_POPULATE_WRITE);
#endif
#else
  (void)at;
  (void)bytes;
#endif
}

void free_zeroed_table(void* at, std::size_t bytes) noexcept {
  if (at == nullptr) return;
  if (!large(bytes)) {
    ::operator delete(at);
    return;
  }
#if defined(__linux__)
  munmap(at, rounded(bytes));
#else
  std::free(at);
#endif
}

}  // namespace skald
