// Position: repetition. Which earlier positions a position repeats, counted so that a long
// game without captures, where every earlier position stays within reach, replays in
// linear time: the steps more than kScannedSteps / 2 behind are counted once in counted_
// (a hash multiset), and a check looks them up and compares only the last few one by one.

#include "skald/tafl/position.h"

#include <algorithm>

namespace skald::tafl {

int Position::repetition_count() const {
  const std::uint64_t key = repetition_key(hash_, berserk_square_);
  const std::ptrdiff_t size = static_cast<std::ptrdiff_t>(history_.size());
  // Where every other step is compared, the steps of both parities.
  return 1 + earlier_occurrences(key, size - 1) +
         (tables_->repetition_ignores_berserk ? 0 : earlier_occurrences(key, size));
}

std::vector<std::uint64_t> Position::repeatable_hashes() const {
  std::vector<std::uint64_t> out;
  if (tables_->repetition == RepetitionRule::ignore) return out;
  const std::size_t first = first_scanned_step();
  out.reserve(history_.size() - first);
  for (std::size_t i = first; i < history_.size(); ++i)
    out.push_back(history_[i].prev_hash);
  return out;
}

bool Position::CountedSteps::contains(std::uint64_t hash) const {
  if (!counts_) return false;
  // A search compares a position with every earlier one, whatever the step's parity.
  const HashLine& keys = counts_.get()->keys;
  return keys.count(hash, prefix_) != 0 ||
         (parities_apart_ && keys.count(hash ^ kOddStep, prefix_) != 0);
}

Position::CountedSteps Position::counted_repeatable_steps() const {
  CountedSteps out;
  if (counted_begin_ != irreversible_ || tables_->repetition == RepetitionRule::ignore) return out;
  out.counts_ = counted_;
  out.prefix_ = counted_prefix_;
  out.parities_apart_ = !tables_->repetition_ignores_berserk;
  return out;
}

bool Position::third_occurrence() const {
  // OpenTafl judges repetition only where no berserk continuation is pending
  // (GameState.checkVictoryInternal), and one is pending only right after a capture,
  // where this position is the first since then: never a third occurrence.
  // As occurrences() >= 3, with its shortcut, but two occurrences among the counted steps
  // are asked of the line's small table of repeated keys (HashLine::twice()): a position
  // new to the game, as most are, reads nothing of the large one.
  const std::ptrdiff_t size = static_cast<std::ptrdiff_t>(history_.size());
  if (size - static_cast<std::ptrdiff_t>(irreversible_) < 4) return false;
  const std::uint64_t key = repetition_key(hash_, berserk_square_);
  const int scanned = scanned_occurrences(key, size - 1);
  if (scanned >= 2) return true;
  if (counted_begin_ != irreversible_ || !counted_) return false;
  const HashLine& keys = counted_.get()->keys;
  const std::uint64_t counted = counted_key(key, static_cast<std::size_t>(size - 2));
  return scanned == 1 ? keys.count(counted, counted_prefix_) != 0
                      : keys.twice(counted, counted_prefix_);
}

int Position::occurrences() const {
  // Every step moves a piece, so a position never equals the one just before it, and a
  // third occurrence needs at least four steps since the last capture.
  const std::ptrdiff_t size = static_cast<std::ptrdiff_t>(history_.size());
  if (size - static_cast<std::ptrdiff_t>(irreversible_) < 4) return 1;
  return 1 + earlier_occurrences(repetition_key(hash_, berserk_square_), size - 1);
}

std::size_t Position::repetition_steps_scanned() const {
  return history_.size() - first_scanned_step();
}

int Position::earlier_occurrences(std::uint64_t key, std::ptrdiff_t last) const {
  // The counted steps all lie well before `last` (make_step() keeps kScannedSteps / 2 of
  // the latest uncounted), so all of them, or all of `last - 1`'s parity, are looked up.
  const int counted = counted_begin_ == irreversible_
                          ? static_cast<int>(counted_occurrences(counted_key(key, last - 1)))
                          : 0;
  return counted + scanned_occurrences(key, last);
}

int Position::scanned_occurrences(std::uint64_t key, std::ptrdiff_t last) const {
  const std::ptrdiff_t first = static_cast<std::ptrdiff_t>(first_scanned_step());
  int count = 0;
  if (tables_->repetition_ignores_berserk) {
    // A berserk continuation that captures nothing (ber:m, or OpenTafl's under ber:c) keeps
    // the side to move, so any step may have started from this position.
    // (The position before the move not yet made, history_'s end, never equals the one after.)
    const std::ptrdiff_t end = std::min(last, static_cast<std::ptrdiff_t>(history_.size()) - 1);
    for (std::ptrdiff_t i = first; i <= end; ++i) {
      const Undo& u = history_[static_cast<std::size_t>(i)];
      count += repetition_key(u.prev_hash, u.prev_berserk_square) == key;
    }
    return count;
  }
  // Since the last capture no step captured, so none earned a berserk continuation and
  // the side to move alternated at every step: only positions an even number of steps
  // back can equal the one after step `last` (the hash includes the side to move).
  for (std::ptrdiff_t i = last - 1; i >= first; i -= 2)
    count += history_[static_cast<std::size_t>(i)].prev_hash == key;
  return count;
}

void Position::count_earlier_steps() {
  if (counted_begin_ != irreversible_) {
    // Counted before a capture made since: those steps are out of reach now.
    drop_counted();
    counted_begin_ = counted_end_ = irreversible_;
    counted_parity_ = static_cast<std::uint8_t>(counted_begin_ & 1);
  }
  const std::size_t size = history_.size();
  for (; counted_end_ + kScannedSteps / 2 < size; ++counted_end_)
    count_step(counted_end_);
}

void Position::fold_history() {
  forget_unrepeatable_history();
  const std::size_t size = history_.size();
  if (size < 2 * kFoldedSteps) return;  // also under tfr:i: nothing is left then
  if (counted_begin_ != irreversible_) {
    drop_counted();
    counted_begin_ = counted_end_ = irreversible_;
    counted_parity_ = static_cast<std::uint8_t>(counted_begin_ & 1);
  }
  // A branch off a shared game (a short variation) plays on its own few steps rather
  // than copy the game's counts to add them.
  if (size < kUnfoldedSteps && !counted_.appends_in_place_at(counted_prefix_)) return;
  // Every step kept captured nothing (irreversible_ is 0 after forgetting), so the steps
  // left out are counted as a recent_copy() counts those before its history: counted_begin_
  // stays 0 and counted_end_ moves back with the history's start.
  const std::size_t first = size - kFoldedSteps;
  // The steps' slots are far apart in a large table: their misses overlap when all are
  // asked for before the first is written.
  if (counted_)
    for (std::size_t i = counted_end_; i < first; ++i)
      counted_.get()->keys.prefetch(counted_key(i));
  for (; counted_end_ < first; ++counted_end_)
    count_step(counted_end_);
  history_.erase(history_.begin(), history_.begin() + static_cast<std::ptrdiff_t>(first));
  counted_end_ -= static_cast<std::uint32_t>(first);
  counted_parity_ = static_cast<std::uint8_t>((counted_parity_ + first) & 1);
}

void Position::uncount_last_step() {
  if (history_.size() != counted_end_ || counted_end_ == counted_begin_) return;
  --counted_end_;
  --counted_prefix_;  // the line keeps the key, past this position's prefix
}

Position Position::branch_copy() const {
  Position out = *this;
  out.counted_.become_branch();
  return out;
}

}  // namespace skald::tafl
