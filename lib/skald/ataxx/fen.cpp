#include "skald/ataxx/fen.h"

#include "skald/core/position_fields.h"

namespace skald::ataxx {
namespace {

constexpr std::string_view kLetters(kPlayerLetters, kMaxPlayers);

}  // namespace

std::optional<int> side_of_letter(char letter) {
  return skald::side_of_letter(kLetters, letter);
}

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
                         letter_list(kLetters, rules.players) + "), `-` for a gap or a digit 1-7");
    }
    ++file;
  }
  if (rank != 0 || file != kFiles) return fail(i, "the board needs 7 ranks of 7 squares");
  // The other fields: side, half-move clock, full-move number.
  const PositionFields after =
      read_position_fields(text, i, kLetters, rules.players, 3, "the full-move number");
  if (!after.error.empty()) return fail(after.error_at, after.error);
  const std::vector<Word>& fields = after.fields;
  int halfmoves = 0;
  int fullmove = 1;
  if (fields.size() >= 2) {
    const std::optional<int> v = whole_number(fields[1].text);
    if (!v) return fail(fields[1].offset, "the half-move clock must be a number");
    halfmoves = *v;
  }
  if (fields.size() >= 3) {
    const std::optional<int> v = whole_number(fields[2].text);
    if (!v || *v < 1) return fail(fields[2].offset, "the full-move number must be a number from 1");
    fullmove = *v;
  }
  out.position.emplace(rules, stones, gaps, after.side, halfmoves, fullmove);
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
