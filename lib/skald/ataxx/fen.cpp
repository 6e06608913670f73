#include "skald/ataxx/fen.h"

#include <charconv>

namespace skald::ataxx {

std::optional<int> side_of_letter(char letter) {
  for (int p = 0; p < kMaxPlayers; ++p)
    if (kPlayerLetters[p] == letter) return p;
  return std::nullopt;
}

namespace {

/// Reads a non-negative number filling the whole field.
std::optional<int> number_of(std::string_view field) {
  int value = 0;
  const auto [end, error] = std::from_chars(field.data(), field.data() + field.size(), value);
  if (error != std::errc{} || end != field.data() + field.size() || value < 0) return std::nullopt;
  return value;
}

std::string letters_of(int players) {
  std::string out;
  for (int p = 0; p < players; ++p)
    out += std::string(out.empty() ? "" : ", ") + kPlayerLetters[p];
  return out;
}

}  // namespace

FenParse parse_fen(std::string_view text, const AtaxxRules& rules) {
  FenParse out;
  const auto fail = [&](std::size_t at, const std::string& message) {
    out.diagnostics.error({"", 1, static_cast<int>(at) + 1}, "position: " + message);
    return std::move(out);
  };
  Position::Stones stones{};
  Bitboard gaps = 0;
  int file = 0;
  int rank = kRanks - 1;
  std::size_t i = 0;
  while (i < text.size() && text[i] == ' ')
    ++i;
  for (; i < text.size() && text[i] != ' '; ++i) {
    const char c = text[i];
    if (c == '/') {
      if (file != kFiles)
        return fail(i, "rank " + std::to_string(rank + 1) + " has " + std::to_string(file) +
                           " squares, expected 7");
      if (rank == 0) return fail(i, "more than 7 ranks");
      --rank;
      file = 0;
      continue;
    }
    int width = 1;
    if (c >= '1' && c <= '7') width = c - '0';
    if (file + width > kFiles)
      return fail(i, "rank " + std::to_string(rank + 1) + " has more than 7 squares");
    if (c >= '1' && c <= '7') {
      file += width;
      continue;
    }
    const int square = square_at(file, rank);
    const std::optional<int> side = side_of_letter(c);
    if (c == '-') {
      gaps |= bit(square);
    } else if (side && *side < rules.players) {
      stones[static_cast<std::size_t>(*side)] |= bit(square);
    } else {
      return fail(i, std::string("unexpected `") + c + "` in the board: expected a stone (" +
                         letters_of(rules.players) + "), `-` for a gap or a digit 1-7");
    }
    ++file;
  }
  if (rank != 0 || file != kFiles) return fail(i, "the board needs 7 ranks of 7 squares");
  // The other fields: side, half-move clock, full-move number.
  std::string_view fields[3];
  std::size_t starts[3] = {};
  int n = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ')
      ++i;
    if (i >= text.size()) break;
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ')
      ++i;
    if (n == 3) return fail(start, "unexpected text after the full-move number");
    starts[n] = start;
    fields[n++] = text.substr(start, i - start);
  }
  if (n == 0) return fail(text.size(), "expected the side to move after the board");
  const std::optional<int> side =
      fields[0].size() == 1 ? side_of_letter(fields[0][0]) : std::nullopt;
  if (!side || *side >= rules.players)
    return fail(starts[0], "the side to move must be one of " + letters_of(rules.players));
  int halfmoves = 0;
  int fullmove = 1;
  if (n >= 2) {
    const std::optional<int> v = number_of(fields[1]);
    if (!v) return fail(starts[1], "the half-move clock must be a number");
    halfmoves = *v;
  }
  if (n >= 3) {
    const std::optional<int> v = number_of(fields[2]);
    if (!v || *v < 1) return fail(starts[2], "the full-move number must be a number from 1");
    fullmove = *v;
  }
  out.position.emplace(rules, stones, gaps, *side, halfmoves, fullmove);
  return out;
}

std::string to_fen(const Position& position) {
  std::string out;
  for (int rank = kRanks - 1; rank >= 0; --rank) {
    int run = 0;
    for (int file = 0; file < kFiles; ++file) {
      const int what = position.at(square_at(file, rank));
      if (what == kEmpty) {
        ++run;
        continue;
      }
      if (run > 0) out += static_cast<char>('0' + run);
      run = 0;
      out += what == kGap ? '-' : kPlayerLetters[what];
    }
    if (run > 0) out += static_cast<char>('0' + run);
    if (rank > 0) out += '/';
  }
  out += ' ';
  out += kPlayerLetters[position.side_to_move()];
  out += ' ' + std::to_string(position.halfmoves()) + ' ' + std::to_string(position.fullmove());
  return out;
}

}  // namespace skald::ataxx
