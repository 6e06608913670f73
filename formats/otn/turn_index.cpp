#include "formats/otn/turn_index.h"

#include <functional>

namespace skald::otn {

record::Node* TurnMoves::at(std::size_t letter) const {
  if (letter < first_letters.size()) return first_letters[letter];
  letter -= first_letters.size();
  return later_letters && letter < later_letters->size() ? (*later_letters)[letter] : nullptr;
}

record::Node*& TurnMoves::slot(std::size_t letter) {
  if (letter < first_letters.size()) return first_letters[letter];
  letter -= first_letters.size();
  if (!later_letters) later_letters = std::make_unique<std::vector<record::Node*>>();
  if (letter >= later_letters->size()) later_letters->resize(letter + 1, nullptr);
  return (*later_letters)[letter];
}

TurnIndex::Slot& TurnIndex::slot_for(std::string_view key, std::uint64_t hash) {
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    Slot& slot = slots_[i];
    if (slot.turn == Slot::kEmpty) return slot;
    if (slot.hash != hash) continue;
    const KeyRange& range = key_ranges_[slot.turn];
    if (std::string_view(keys_).substr(range.offset, range.size) == key) return slot;
  }
}

void TurnIndex::grow() {
  std::vector<Slot> old = std::move(slots_);
  slots_.assign(old.empty() ? 1024 : old.size() * 2, Slot{});
  const std::size_t mask = slots_.size() - 1;
  for (const Slot& slot : old) {
    if (slot.turn == Slot::kEmpty) continue;
    std::size_t i = slot.hash & mask;
    while (slots_[i].turn != Slot::kEmpty)
      i = (i + 1) & mask;
    slots_[i] = slot;
  }
}

TurnMoves* TurnIndex::find(std::string_view key) {
  if (slots_.empty()) return nullptr;
  const Slot& slot = slot_for(key, std::hash<std::string_view>{}(key));
  return slot.turn == Slot::kEmpty ? nullptr : &turns_[slot.turn];
}

TurnMoves& TurnIndex::find_or_add(std::string_view key) {
  if (2 * (turns_.size() + 1) > slots_.size()) grow();
  const std::uint64_t hash = std::hash<std::string_view>{}(key);
  Slot& slot = slot_for(key, hash);
  if (slot.turn == Slot::kEmpty) {
    slot.hash = hash;
    slot.turn = static_cast<std::uint32_t>(turns_.size());
    key_ranges_.push_back({keys_.size(), key.size()});
    keys_.append(key);
    turns_.emplace_back();
  }
  return turns_[slot.turn];
}

}  // namespace skald::otn
