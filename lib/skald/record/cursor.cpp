#include "skald/record/cursor.h"

#include <algorithm>

#include "skald/record/numbering.h"

namespace skald::record {

Cursor::Cursor(const Node& root) : root_(&root), node_(&root) {}

bool Cursor::next() {
  if (node_->next() == nullptr) return false;
  node_ = node_->next();
  return true;
}

bool Cursor::previous() {
  if (node_ == root_) return false;
  node_ = node_->parent();
  return true;
}

std::vector<const Node*> Cursor::variations_here() const {
  std::vector<const Node*> out;
  for (std::size_t i = 1; i < node_->child_count(); ++i)
    out.push_back(node_->child(i));
  return out;
}

bool Cursor::enter_variation(std::size_t k) {
  if (k < 1 || k >= node_->child_count()) return false;
  node_ = node_->child(k);
  return true;
}

bool Cursor::jump(const Address& address, std::string* error) {
  const Resolution found = resolve(*root_, address);
  if (found.node == nullptr) {
    if (error) *error = found.error;
    return false;
  }
  node_ = found.node;
  return true;
}

bool Cursor::jump(std::string_view address_text, std::string* error) {
  const AddressParse parsed = parse_address(address_text);
  if (!parsed.ok()) {
    if (error) *error = parsed.error.message;
    return false;
  }
  return jump(*parsed.address, error);
}

void Cursor::to_main_line() {
  while (!is_main_line(*node_))
    node_ = node_->parent();
}

void Cursor::to_line_end() {
  while (next()) {
  }
}

std::vector<const Node*> Cursor::path() const {
  std::vector<const Node*> out;
  for (const Node* n = node_; n != root_ && n != nullptr; n = n->parent())
    out.push_back(n);
  std::reverse(out.begin(), out.end());
  return out;
}

}  // namespace skald::record
