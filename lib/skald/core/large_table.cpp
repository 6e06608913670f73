#include "skald/core/large_table.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace skald {
namespace {

constexpr std::size_t kHugePage = std::size_t{2} << 20;

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
