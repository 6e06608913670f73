// The page of a record of many variations is written holding little more than the page:
// the nodes' JSON was a tree of some 450 MB for a page of 26 MB. Counted in bytes: this
// executable's operator new keeps the bytes held and their peak (the sanitizers bring
// their own allocator, so it is left out of their build).

#ifndef SKALD_SANITIZED

#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>
#include <string>

#include "formats/html/record_page.h"
#include "formats/otn/reader.h"
#include "skald/game/registry.h"
#include "skald/tafl/tafl_game.h"

namespace {

// The bytes operator new has handed out and not had back, and their most since reset.
std::atomic<std::size_t> held_bytes{0};
std::atomic<std::size_t> peak_bytes{0};
// Each block starts with its size, kept this far before what the caller gets.
constexpr std::size_t kHeader = alignof(std::max_align_t);

void* counted_new(std::size_t size) {
  void* block = std::malloc(size + kHeader);
  if (block == nullptr) throw std::bad_alloc();
  *static_cast<std::size_t*>(block) = size;
  const std::size_t held = held_bytes.fetch_add(size) + size;
  std::size_t peak = peak_bytes.load();
  while (held > peak && !peak_bytes.compare_exchange_weak(peak, held)) {
  }
  return static_cast<char*>(block) + kHeader;
}

void counted_delete(void* p) noexcept {
  if (p == nullptr) return;
  char* block = static_cast<char*>(p) - kHeader;
  held_bytes.fetch_sub(*reinterpret_cast<std::size_t*>(block));
  std::free(block);
}

}  // namespace

void* operator new(std::size_t size) {
  return counted_new(size);
}
void* operator new[](std::size_t size) {
  return counted_new(size);
}
void operator delete(void* p) noexcept {
  counted_delete(p);
}
void operator delete[](void* p) noexcept {
  counted_delete(p);
}
void operator delete(void* p, std::size_t) noexcept {
  counted_delete(p);
}
void operator delete[](void* p, std::size_t) noexcept {
  counted_delete(p);
}

namespace skald::html {
namespace {

/// A Copenhagen record of one turn and `variations` two-move alternatives to its first move
/// (tests/bench/gen_record.py's `wide` shape).
std::string wide_record(int variations) {
  static const char* kFirstMoves[] = {"d1-d2", "e1-e2", "e1-e3",  "g1-g2",  "g1-g3",  "h1-h2",
                                      "h1-h3", "a4-a3", "a4-a2",  "a8-a9",  "a8-a10", "k4-k3",
                                      "k4-k2", "k8-k9", "k8-k10", "d11-d10"};
  std::string text =
      "[rules:dim:11 name:Copenhagen atkf:y tfr:i sw:s efe:y "
      "start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/]\n\n"
      "1. d1-d3 f4-c4\n\n";
  for (int k = 1; k <= variations; ++k)
    text += "1a." + std::to_string(k) + ".1a. " + kFirstMoves[k % 16] + " f4-c4\n\n";
  return text;
}

TEST(PageMemoryTest, APageOfManyVariationsHoldsLittleMoreThanThePage) {
  game::GameRegistry games;
  games.add(tafl::make_tafl_game());
  otn::ReadOptions read_options;
  read_options.games = &games;
  const otn::ReadResult read = otn::read_otg_text(wide_record(5000), read_options);
  ASSERT_FALSE(read.diagnostics.has_errors());
  const game::Game& game = *games.game_for_rules_or_null(read.record.rules_text());

  const std::size_t before = held_bytes.load();
  peak_bytes.store(before);
  const Page page = record_page(read.record, game, {});
  const std::size_t peak = peak_bytes.load() - before;
  ASSERT_TRUE(page.error.empty()) << page.error;
  // The page, the nodes' text waiting for it, the move list: about twice the page. The
  // JSON tree of every node took some fifteen times.
  EXPECT_LT(peak, 3 * page.html.size())
      << "peak " << peak << " bytes for a page of " << page.html.size();
}

}  // namespace
}  // namespace skald::html

#endif  // SKALD_SANITIZED
