#include "formats/otn/turn_index.h"

#include <functional>

namespace skald::otn {
namespace {

/// Appends `value` to `key` in 7-bit groups, the high bit saying that more follow.
void append_varint(std::string& key, std::uint64_t value) {
  while (value >= 0x80) {
    key += static_cast<char>(0x80 | (value & 0x7F));
    value >>= 7;
  }
  key += static_cast<char>(value);
}

/// Sets `key` to a compact binary name of turn `number` of the line `address` belongs to
/// (its last element ignored): the count of prefix elements, each element, the number.
/// Short keys stay within std::string's inline buffer, so a lookup allocates nothing.
void set_turn_key(std::string& key, std::span<const LabelElement> address, int number) {
  key.clear();
  const auto prefix = address.first(address.size() - 1);
  append_varint(key, prefix.size());
  for (const LabelElement& e : prefix) {
    append_varint(key, static_cast<std::uint32_t>(e.number));
    append_varint(key, static_cast<std::uint32_t>(e.letter + 1));
  }
  append_varint(key, static_cast<std::uint32_t>(number));
}

}  // namespace

TurnHash::Slot& TurnHash::slot_for(std::string_view key, std::uint64_t hash) {
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    Slot& slot = slots_[i];
    if (slot.turn == Slot::kEmpty) return slot;
    if (slot.hash != hash) continue;
    const KeyRange& range = key_ranges_[slot.turn];
    if (std::string_view(keys_).substr(range.offset, range.size) == key) return slot;
  }
}

void TurnHash::grow() {
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

TurnMoves* TurnHash::find(std::string_view key) {
  if (slots_.empty()) return nullptr;
  const Slot& slot = slot_for(key, std::hash<std::string_view>{}(key));
  return slot.turn == Slot::kEmpty ? nullptr : &turns_[slot.turn];
}

TurnMoves& TurnHash::find_or_add(std::string_view key) {
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

record::Node* TurnIndex::at(const TurnMoves& turn, std::size_t letter) const {
  if (letter < turn.first_letters.size()) return turn.first_letters[letter];
  if (turn.later_letters == TurnMoves::kNone) return nullptr;
  const std::vector<record::Node*>& later = later_[turn.later_letters];
  letter -= turn.first_letters.size();
  return letter < later.size() ? later[letter] : nullptr;
}

record::Node*& TurnIndex::slot(TurnMoves& turn, std::size_t letter) {
  if (letter < turn.first_letters.size()) return turn.first_letters[letter];
  if (turn.later_letters == TurnMoves::kNone) {
    turn.later_letters = static_cast<std::uint32_t>(later_.size());
    later_.emplace_back();
  }
  std::vector<record::Node*>& later = later_[turn.later_letters];
  letter -= turn.first_letters.size();
  if (letter >= later.size()) later.resize(letter + 1, nullptr);
  return later[letter];
}

TurnMoves* TurnIndex::main_turn(int number, bool create) {
  if (number >= 0 && static_cast<std::size_t>(number) < 2 * main_.size() + 1024) {
    const auto n = static_cast<std::size_t>(number);
    if (n >= main_.size()) {
      if (!create) return nullptr;
      if (n == main_.size()) {
        main_.emplace_back();  // the next turn, as a file gives them
      } else {
        main_.resize(n + 1);
      }
    }
    return &main_[n];
  }
  const LabelElement only{number, -1};
  return hashed(std::span(&only, 1), number, create);
}

std::uint32_t TurnIndex::branch(TurnMoves& turn, int letter, int number, bool create) {
  std::uint32_t at = turn.branches;
  std::uint32_t last = TurnMoves::kNone;
  while (at != TurnMoves::kNone && branches_[at].letter != letter) {
    last = at;
    at = branches_[at].next;
  }
  if (at == TurnMoves::kNone) {
    if (!create) return TurnMoves::kNone;
    at = static_cast<std::uint32_t>(branches_.size());
    // Linked before the push, which may move every Branches (the link may be in one).
    (last == TurnMoves::kNone ? turn.branches : branches_[last].next) = at;
    branches_.push_back({letter, {}, TurnMoves::kNone});
  }
  std::vector<std::uint32_t>& lines = branches_[at].lines;
  if (number >= 1 && static_cast<std::size_t>(number) <= lines.size())
    return lines[static_cast<std::size_t>(number) - 1];
  if (!create || static_cast<std::size_t>(number) != lines.size() + 1) return TurnMoves::kNone;
  lines.push_back(static_cast<std::uint32_t>(lines_.size()));
  const std::uint32_t line = lines.back();
  lines_.emplace_back();  // `turn` may be in lines_: not used from here on
  return line;
}

std::uint32_t TurnIndex::line_of(Address prefix, bool create) {
  // Only main-line turns in the vector carry branches: they stay at their place whatever is
  // read later, so a line found here once is found here always.
  if (prefix[0].number < 0 || static_cast<std::size_t>(prefix[0].number) >= main_.size())
    return TurnMoves::kNone;
  TurnMoves* turn = &main_[static_cast<std::size_t>(prefix[0].number)];
  std::uint32_t line = TurnMoves::kNone;
  for (std::size_t i = 0; i + 1 < prefix.size(); i += 2) {
    if (i > 0) {
      turn = line_turn(line, prefix[i].number);
      if (turn == nullptr) return TurnMoves::kNone;
    }
    // A variation number is a bare number; anything else is left to the hash.
    if (prefix[i + 1].letter >= 0) return TurnMoves::kNone;
    line = branch(*turn, prefix[i].letter, prefix[i + 1].number, create);
    if (line == TurnMoves::kNone) return line;
  }
  return line;
}

TurnMoves* TurnIndex::line_turn(std::uint32_t line, int number) {
  Line& l = lines_[line];
  if (number < 1 || static_cast<std::uint32_t>(number) > l.count) return nullptr;
  return &l.at(static_cast<std::uint32_t>(number), more_);
}

TurnMoves* TurnIndex::hashed(Address address, int number, bool create) {
  set_turn_key(key_, address, number);
  return create ? &hash_.find_or_add(key_) : hash_.find(key_);
}

TurnMoves* TurnIndex::turn(Address address, int number, bool create) {
  const Address prefix = address.first(address.size() - 1);
  if (prefix.empty()) return main_turn(number, create);
  const std::uint32_t line = prefix.size() % 2 == 0 ? line_of(prefix, create) : TurnMoves::kNone;
  if (line != TurnMoves::kNone) {
    if (TurnMoves* found = line_turn(line, number)) return found;
  }
  // Not in the vectors: the hash holds every turn that could not go there.
  if (!hash_.empty()) {
    if (TurnMoves* found = hashed(address, number, false)) return found;
  }
  if (!create) return nullptr;
  if (line != TurnMoves::kNone && number >= 1 &&
      static_cast<std::uint32_t>(number) == lines_[line].count + 1) {
    Line& l = lines_[line];
    if (++l.count == 1) return &l.first;
    if (l.more == TurnMoves::kNone) {
      l.more = static_cast<std::uint32_t>(more_.size());
      more_.emplace_back();
    }
    return &more_[l.more].emplace_back();
  }
  return hashed(address, number, true);
}

}  // namespace skald::otn
