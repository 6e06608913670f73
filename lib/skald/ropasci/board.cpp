#include "skald/ropasci/board.h"

#include "skald/core/splitmix.h"

namespace skald::ropasci {
namespace {

/// Zobrist keys. Tokens are counted by adding a key per token, so that a hex with two
/// rocks differs from one with one rock; throws by one key per side and count.
struct Keys {
  std::array<std::array<std::uint64_t, kSides * kSymbols>, kHexes> token{};
  std::array<std::array<std::uint64_t, kMaxThrows + 1>, kSides> throws{};
  Keys() {
    std::uint64_t state = 0x5e0a5c1360ull;
    for (auto& hex : token)
      for (auto& key : hex)
        key = splitmix64(state);
    for (auto& side : throws)
      for (auto& key : side)
        key = splitmix64(state);
  }
};

const Keys& keys() {
  static const Keys k;
  return k;
}

}  // namespace

const char* symbol_word(Symbol s) {
  return s == Symbol::rock ? "rock" : s == Symbol::paper ? "paper" : "scissors";
}

Board::Board() {
  hash_ = keys().throws[0][0] + keys().throws[1][0];
}

int Board::tokens_on(int hex, int side) const {
  int n = 0;
  for (int s = 0; s < kSymbols; ++s)
    n += tokens_on(hex, side, symbol_at(s));
  return n;
}

Symbol Board::symbol_on(int hex) const {
  const auto& c = counts_[static_cast<std::size_t>(hex)];
  for (int s = 0; s < kSymbols; ++s)
    if (c[static_cast<std::size_t>(s)] + c[static_cast<std::size_t>(kSymbols + s)] > 0)
      return symbol_at(s);
  return Symbol::rock;
}

int Board::token_count(int side) const {
  return token_count(side, Symbol::rock) + token_count(side, Symbol::paper) +
         token_count(side, Symbol::scissors);
}

void Board::add_token(int hex, int side, Symbol s) {
  const std::size_t k = slot(side, s);
  auto& count = counts_[static_cast<std::size_t>(hex)][k];
  ++count;
  ++totals_[k];
  by_symbol_[k] |= hex_bit(hex);
  occupied_[static_cast<std::size_t>(side)] |= hex_bit(hex);
  hash_ += keys().token[static_cast<std::size_t>(hex)][k];
}

void Board::remove_token(int hex, int side, Symbol s) {
  const std::size_t k = slot(side, s);
  auto& count = counts_[static_cast<std::size_t>(hex)][k];
  --count;
  --totals_[k];
  hash_ -= keys().token[static_cast<std::size_t>(hex)][k];
  if (count == 0) {
    by_symbol_[k] &= ~hex_bit(hex);
    if (tokens_on(hex, side) == 0) occupied_[static_cast<std::size_t>(side)] &= ~hex_bit(hex);
  }
}

void Board::add_tokens(int hex, int side, Symbol s, int count) {
  for (int i = 0; i < count; ++i)
    add_token(hex, side, s);
}

void Board::set_throws_made(int side, int throws) {
  auto& made = throws_[static_cast<std::size_t>(side)];
  hash_ -= keys().throws[static_cast<std::size_t>(side)][made];
  made = static_cast<std::uint8_t>(throws);
  hash_ += keys().throws[static_cast<std::size_t>(side)][made];
}

void Board::legal_actions(int side, ActionList& list) const {
  list.clear();
  if (throws_made(side) < kMaxThrows) {
    const HexSet zone = throw_zone(side, throws_made(side) + 1);
    for (int s = 0; s < kSymbols; ++s)
      for (HexSet z = zone; z; z &= z - 1)
        list.push(
            {ActionKind::throw_token, symbol_at(s), -1, static_cast<std::int8_t>(lowest_hex(z))});
  }
  const HexSet own = occupied(side);
  for (HexSet o = own; o; o &= o - 1) {
    const int from = lowest_hex(o);
    const Symbol s = symbol_on(from);
    const HexSet slides = neighbours(from);
    HexSet swings = 0;
    for (HexSet p = slides & own; p; p &= p - 1)
      swings |= swing_targets(from, lowest_hex(p));
    for (HexSet t = slides; t; t &= t - 1)
      list.push({ActionKind::slide, s, static_cast<std::int8_t>(from),
                 static_cast<std::int8_t>(lowest_hex(t))});
    for (HexSet t = swings; t; t &= t - 1)
      list.push({ActionKind::swing, s, static_cast<std::int8_t>(from),
                 static_cast<std::int8_t>(lowest_hex(t))});
  }
}

int Board::count_actions(int side) const {
  int n = 0;
  if (throws_made(side) < kMaxThrows)
    n += kSymbols * hex_count(throw_zone(side, throws_made(side) + 1));
  const HexSet own = occupied(side);
  for (HexSet o = own; o; o &= o - 1) {
    const int from = lowest_hex(o);
    HexSet swings = 0;
    for (HexSet p = neighbours(from) & own; p; p &= p - 1)
      swings |= swing_targets(from, lowest_hex(p));
    n += hex_count(neighbours(from)) + hex_count(swings);
  }
  return n;
}

bool Board::is_legal(int side, const Action& a) const {
  if (a.to < 0 || a.to >= kHexes) return false;
  if (a.kind == ActionKind::throw_token) {
    return a.from == -1 && throws_made(side) < kMaxThrows &&
           (throw_zone(side, throws_made(side) + 1) & hex_bit(a.to)) != 0;
  }
  if (a.from < 0 || a.from >= kHexes) return false;
  const HexSet own = occupied(side);
  if ((own & hex_bit(a.from)) == 0 || symbol_on(a.from) != a.symbol) return false;
  if (a.kind == ActionKind::slide) return (neighbours(a.from) & hex_bit(a.to)) != 0;
  for (HexSet p = neighbours(a.from) & own; p; p &= p - 1)
    if (swing_targets(a.from, lowest_hex(p)) & hex_bit(a.to)) return true;
  return false;
}

void Board::apply(int side, const Action& a) {
  if (a.kind == ActionKind::throw_token) {
    set_throws_made(side, throws_made(side) + 1);
  } else {
    remove_token(a.from, side, a.symbol);
  }
  add_token(a.to, side, a.symbol);
}

void Board::battle(int hex) {
  auto& c = counts_[static_cast<std::size_t>(hex)];
  int present = 0;  // bit s: some token of symbol s is here
  for (int s = 0; s < kSymbols; ++s)
    if (c[static_cast<std::size_t>(s)] + c[static_cast<std::size_t>(kSymbols + s)] > 0)
      present |= 1 << s;
  int defeated = 0;
  if (present == 0b111) {
    defeated = 0b111;
  } else {
    for (int s = 0; s < kSymbols; ++s)
      if (present & (1 << s)) defeated |= 1 << index_of(prey_of(symbol_at(s)));
    defeated &= present;
  }
  for (int s = 0; s < kSymbols; ++s) {
    if ((defeated & (1 << s)) == 0) continue;
    for (int side = 0; side < kSides; ++side)
      while (tokens_on(hex, side, symbol_at(s)) > 0)
        remove_token(hex, side, symbol_at(s));
  }
}

void Board::play_turn(const Action& upper, const Action& lower) {
  apply(kUpper, upper);
  apply(kLower, lower);
  battle(upper.to);
  if (lower.to != upper.to) battle(lower.to);
  ++turns_;
}

void Board::play_alone(int side, const Action& action) {
  apply(side, action);
  battle(action.to);
}

}  // namespace skald::ropasci
