#include "skald/record/node.h"

#include <algorithm>
#include <cassert>
#include <vector>

#include "skald/record/node_pool.h"

namespace skald::record {

Node::~Node() {
  if (children_.empty()) return;
  // Each node is emptied of its children before it dies, so no destructor below this one
  // recurses; the pending list holds at most the subtree's nodes. They are destroyed and
  // freed here as Node's delete would, but a pool's nodes end their holds on their block
  // together, a run of one block's nodes in one step (NodePool::Releaser).
  std::vector<Node*> pending;
  for (auto& c : children_)
    pending.push_back(c.release());
  children_.clear_moved_from();
  NodePool::Releaser released;
  while (!pending.empty()) {
    Node* n = pending.back();
    pending.pop_back();
    for (auto& c : n->children_)
      pending.push_back(c.release());
    n->children_.clear_moved_from();
    const std::uint8_t block = n->pool_block_;
    n->~Node();
    if (block != 0) {
      released.add(n, block);
    } else {
      ::operator delete(static_cast<void*>(n));  // unsized: see node_pool.cpp
    }
  }
}

void* Node::operator new(std::size_t size) {
  return ::operator new(size);
}

void Node::operator delete(Node* node, std::destroying_delete_t) {
  const std::uint8_t block = node->pool_block_;
  node->~Node();
  if (block != 0) {
    NodePool::release(node, block);
  } else {
    ::operator delete(static_cast<void*>(node));  // unsized: see node_pool.cpp
  }
}

void Node::set_canonical_move(std::string&& text) {
  canonical_is_written_ = !text.empty() && text == move_text;
  if (canonical_is_written_ || text.empty()) {
    canonical_.reset();
  } else if (canonical_ != nullptr) {
    *canonical_ = std::move(text);
  } else {
    canonical_ = std::make_unique<std::string>(std::move(text));
  }
}

void Node::renumber_children(std::size_t from, std::size_t to) {
  for (std::size_t i = from; i < to && i < children_.size(); ++i)
    children_[i]->index_ = static_cast<std::uint32_t>(i);
}

Node* Node::add_child(std::unique_ptr<Node> child) {
  assert(child && child->parent_ == nullptr);
  child->parent_ = this;
  child->index_ = static_cast<std::uint32_t>(children_.size());
  Node* raw = child.get();
  children_.push_back(std::move(child));
  return raw;
}

Node* Node::insert_child(std::size_t index, std::unique_ptr<Node> child) {
  assert(child && child->parent_ == nullptr);
  index = std::min(index, children_.size());
  child->parent_ = this;
  Node* raw = child.get();
  children_.insert(index, std::move(child));
  renumber_children(index, children_.size());
  return raw;
}

std::unique_ptr<Node> Node::take_child(std::size_t index) {
  assert(index < children_.size());
  std::unique_ptr<Node> child = children_.erase(index);
  renumber_children(index, children_.size());
  child->parent_ = nullptr;
  child->index_ = 0;
  return child;
}

void Node::move_child(std::size_t from, std::size_t to) {
  assert(from < children_.size() && to < children_.size());
  if (from == to) return;
  std::unique_ptr<Node> child = children_.erase(from);
  children_.insert(to, std::move(child));
  renumber_children(std::min(from, to), std::max(from, to) + 1);
}

std::size_t Node::subtree_size() const {
  // Iterative, so that a long main line (thousands of moves) cannot overflow the stack.
  std::size_t count = 0;
  std::vector<const Node*> pending{this};
  while (!pending.empty()) {
    const Node* n = pending.back();
    pending.pop_back();
    ++count;
    for (const auto& c : n->children_)
      pending.push_back(c.get());
  }
  return count;
}

}  // namespace skald::record
