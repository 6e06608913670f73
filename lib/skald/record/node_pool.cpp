#include "skald/record/node_pool.h"

#include <atomic>
#include <cstdint>
#include <new>
#include <utility>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "skald/core/large_table.h"
#include "skald/record/node.h"

namespace skald::record {
namespace {

// Blocks are aligned to their size, so a node finds its block from its own address and
// the size of block it was cut from (Node::pool_block_). A pool cuts its first
// kSmallBlocks blocks small, from the heap, so that a short record holds little; a long
// one's later blocks are large, straight from the system on huge pages (large_table.h),
// where faulting in a long record's nodes 4 KB at a time cost a fifth of `validate`.
constexpr std::size_t kSmallBlockBytes = std::size_t{1} << 18;
constexpr std::size_t kLargeBlockBytes = std::size_t{2} << 20;
constexpr std::size_t kSmallBlocks = 4;
constexpr std::align_val_t kSmallBlockAlign{kSmallBlockBytes};
// How much of a block is made present at once, ahead of the nodes cut from it.
constexpr std::size_t kPrefaultBytes = std::size_t{1} << 16;

/// Asks the kernel for the pages of [at, at + bytes) (page-aligned) in one call. A long
/// record's nodes fill one fresh page every 34 nodes; taking each page by a fault cost
/// about as much as reading the moves on it (a fifth of `validate`'s time on a long
/// line). Where the call is missing (other systems, Linux before 5.14) the pages come by
/// faults as before.
void prefault(void* at, std::size_t bytes) {
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
  madvise(at, bytes, MADV_POPULATE_WRITE);
#else
  (void)at;
  (void)bytes;
#endif
}

std::size_t block_bytes(std::uint8_t kind) {
  return kind == NodePool::kLargeBlock ? kLargeBlockBytes : kSmallBlockBytes;
}

}  // namespace

/// The head of a block; the nodes follow it. `holds` counts the nodes not yet destroyed
/// plus, while its pool cuts from it, the nodes not yet cut and one for the pool, so that
/// cutting a node touches no atomic.
struct NodePool::Block {
  std::atomic<std::size_t> holds;

  static constexpr std::size_t kFirst =
      (sizeof(std::atomic<std::size_t>) + alignof(Node) - 1) / alignof(Node) * alignof(Node);
  static constexpr std::size_t nodes(std::uint8_t kind) {
    return ((kind == kLargeBlock ? kLargeBlockBytes : kSmallBlockBytes) - kFirst) / sizeof(Node);
  }

  void* slot(std::size_t i) {
    return reinterpret_cast<std::byte*>(this) + kFirst + i * sizeof(Node);
  }
  static Block* of(Node* node, std::uint8_t kind) {
    return reinterpret_cast<Block*>(reinterpret_cast<std::uintptr_t>(node) &
                                    ~(block_bytes(kind) - 1));
  }
  /// A new block of this kind, whose pool holds all its nodes to come.
  static Block* make(std::uint8_t kind) {
    void* memory = kind == kLargeBlock ? allocate_zeroed_table(kLargeBlockBytes)
                                       : ::operator new(kSmallBlockBytes, kSmallBlockAlign);
    return ::new (memory) Block{nodes(kind) + 1};
  }
  /// Drops `count` holds; the last one frees the block.
  void drop(std::size_t count, std::uint8_t kind) noexcept {
    if (holds.fetch_sub(count, std::memory_order_acq_rel) == count) {
      this->~Block();
      if (kind == kLargeBlock) {
        free_zeroed_table(this, kLargeBlockBytes);
      } else {
        // Unsized: clang before 19 declares sized deallocation only with -fsized-deallocation.
        ::operator delete(static_cast<void*>(this), kSmallBlockAlign);
      }
    }
  }
};

NodePool::NodePool(NodePool&& other) noexcept
    : block_(std::exchange(other.block_, nullptr)),
      used_(std::exchange(other.used_, 0)),
      present_(std::exchange(other.present_, 0)),
      blocks_(std::exchange(other.blocks_, 0)),
      kind_(std::exchange(other.kind_, kSmallBlock)) {}

NodePool& NodePool::operator=(NodePool&& other) noexcept {
  if (this != &other) {
    leave_block();
    block_ = std::exchange(other.block_, nullptr);
    used_ = std::exchange(other.used_, 0);
    present_ = std::exchange(other.present_, 0);
    blocks_ = std::exchange(other.blocks_, 0);
    kind_ = std::exchange(other.kind_, kSmallBlock);
  }
  return *this;
}

NodePool::~NodePool() {
  leave_block();
}

void NodePool::leave_block() noexcept {
  if (block_ == nullptr) return;
  Block* block = std::exchange(block_, nullptr);
  block->drop(Block::nodes(kind_) - used_ + 1, kind_);
  used_ = 0;
}

std::unique_ptr<Node> NodePool::make(std::string_view move_text) {
  if (block_ == nullptr || used_ == Block::nodes(kind_)) {
    leave_block();
    kind_ = blocks_ < kSmallBlocks ? kSmallBlock : kLargeBlock;
    block_ = Block::make(kind_);
    ++blocks_;
    present_ = 0;
  }
  void* slot = block_->slot(used_);
  const std::size_t end = Block::kFirst + (used_ + 1) * sizeof(Node);
  if (end > present_) {
    // Pages ahead of the nodes, a chunk at a time: a small record makes few of them present.
    prefault(reinterpret_cast<std::byte*>(block_) + present_, kPrefaultBytes);
    present_ += kPrefaultBytes;
  }
  Node* node = ::new (slot) Node(move_text);
  ++used_;
  node->pool_block_ = kind_;
  return std::unique_ptr<Node>(node);
}

void NodePool::release(Node* node, std::uint8_t kind) noexcept {
  Block::of(node, kind)->drop(1, kind);
}

void NodePool::Releaser::add(Node* node, std::uint8_t kind) noexcept {
  Block* block = Block::of(node, kind);
  // The run's nodes still hold its block: no other block can have its address yet.
  if (block != block_ || kind != kind_) {
    flush();
    block_ = block;
    kind_ = kind;
  }
  ++count_;
}

void NodePool::Releaser::flush() noexcept {
  if (count_ != 0) block_->drop(count_, kind_);
  block_ = nullptr;
  count_ = 0;
}

}  // namespace skald::record
