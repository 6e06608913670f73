#include "skald/octagon/notation.h"

#include "skald/core/excerpt.h"
#include "skald/core/position_fields.h"

namespace skald::octagon {
namespace {

constexpr char kKindDigits[kKinds] = {'1', '2', '4', '8'};

std::optional<int> kind_of_digit(char c) {
  for (int k = 0; k < kKinds; ++k)
    if (kKindDigits[k] == c) return k;
  return std::nullopt;
}

/// How many distinct turns a kind has under `rules` (the 8-piece one).
int orientations(int kind, TwoPiece two) {
  int n = 0;
  for (int t = 0; t < kDirections; ++t)
    n += canonical_turn(kind, two, t) == t;
  return n;
}

/// The direction name at the start of `text` (the longest that fits), or nothing.
std::optional<std::pair<int, std::size_t>> direction_prefix(std::string_view text) {
  for (std::size_t len : {std::size_t{2}, std::size_t{1}}) {
    if (text.size() < len) continue;
    if (const auto d = direction_of_name(text.substr(0, len))) return std::pair{*d, len};
  }
  return std::nullopt;
}

constexpr std::string_view kLetters(kPlayerLetters, kMaxPlayers);

}  // namespace

std::optional<int> side_of_letter(char letter) {
  return skald::side_of_letter(kLetters, letter);
}

std::string piece_text(int kind, int turn) {
  std::string out(1, kKindDigits[kind]);
  if (kind != 3) out += direction_name(turn);
  return out;
}

std::string move_to_text(const Board& board, const Move& move) {
  return board.cell_name(move.cell) + "=" + piece_text(move.kind, move.turn);
}

MoveTextParse parse_move_text(std::string_view text, const Board& board,
                              const OctagonRules& rules) {
  MoveTextParse out;
  const std::size_t eq = text.find('=');
  if (eq == std::string_view::npos) {
    out.error = "expected a cell, `=` and a piece (`d4=1ne`, `e5=8`)";
    return out;
  }
  const std::optional<int> cell = board.cell_of_name(text.substr(0, eq));
  if (!cell) {
    out.error = "`" + excerpt(text.substr(0, eq)) + "` is not a cell of this board";
    return out;
  }
  const std::string_view piece = text.substr(eq + 1);
  const std::optional<int> kind = piece.empty() ? std::nullopt : kind_of_digit(piece[0]);
  if (!kind) {
    out.error = "expected the piece after `=`: 1, 2, 4 or 8";
    return out;
  }
  int turn = 0;
  const std::string_view direction = piece.substr(1);
  if (direction.empty()) {
    if (orientations(*kind, rules.two) > 1) {
      out.error = std::string("the ") + kKindDigits[*kind] +
                  "-piece needs a direction (n, ne, e, se, s, sw, w, nw)";
      return out;
    }
  } else {
    const std::optional<int> d = direction_of_name(direction);
    if (!d) {
      out.error = "`" + excerpt(direction) + "` is not a direction (n, ne, e, se, s, sw, w, nw)";
      return out;
    }
    turn = *d;
  }
  out.move = Move{static_cast<std::uint8_t>(*cell), static_cast<std::uint8_t>(*kind),
                  static_cast<std::uint8_t>(canonical_turn(*kind, rules.two, turn))};
  return out;
}

PositionParse parse_position(std::string_view text, const OctagonRules& rules) {
  PositionParse out;
  const auto fail = [&](std::size_t at, const std::string& message) {
    out.diagnostics.error({"", 1, static_cast<int>(at) + 1}, "position: " + message);
    return std::move(out);
  };
  const Board board(rules);
  Position::Setup setup;
  setup.cells.assign(static_cast<std::size_t>(board.cell_count()), Piece{});
  std::size_t i = 0;
  while (i < text.size() && text[i] == ' ')
    ++i;
  // The board: rows with cells, top first.
  for (int row = board.size() - 1; row >= 0; --row) {
    const std::vector<int>& cells = board.row_cells()[static_cast<std::size_t>(row)];
    if (cells.empty()) continue;
    std::size_t filled = 0;
    while (i < text.size() && text[i] != '/' && text[i] != ' ') {
      const char c = text[i];
      if (filled == cells.size())
        return fail(i, "row " + std::to_string(row + 1) + " has only " +
                           std::to_string(cells.size()) + " cells");
      const int cell = cells[filled];
      if (c == '.') {
        ++filled;
        ++i;
        continue;
      }
      const std::optional<int> owner = side_of_letter(c);
      if (!owner || *owner >= rules.players)
        return fail(i, std::string("unexpected `") + c + "`: expected `.` or a piece of " +
                           letter_list(kLetters, rules.players));
      const std::optional<int> kind =
          i + 1 < text.size() ? kind_of_digit(text[i + 1]) : std::nullopt;
      if (!kind) return fail(i + 1, "expected the piece's kind after its owner: 1, 2, 4 or 8");
      i += 2;
      int turn = 0;
      if (orientations(*kind, rules.two) > 1) {
        const auto d = direction_prefix(text.substr(i));
        if (!d) return fail(i, "expected the piece's direction (n, ne, e, se, s, sw, w, nw)");
        turn = canonical_turn(*kind, rules.two, d->first);
        i += d->second;
      }
      setup.cells[static_cast<std::size_t>(cell)] = {static_cast<std::int8_t>(*owner),
                                                     static_cast<std::uint8_t>(*kind),
                                                     static_cast<std::uint8_t>(turn)};
      ++filled;
    }
    if (filled != cells.size())
      return fail(i, "row " + std::to_string(row + 1) + " has " + std::to_string(cells.size()) +
                         " cells, not " + std::to_string(filled));
    const bool last_row = row == 0;
    if (!last_row) {
      if (i >= text.size() || text[i] != '/')
        return fail(i, "expected `/` and row " + std::to_string(row));
      ++i;
    }
  }
  // The other fields.
  if (i < text.size() && text[i] != ' ') return fail(i, "expected a space after the board");
  const PositionFields after =
      read_position_fields(text, i, kLetters, rules.players, 4, "the stocks");
  if (!after.error.empty()) return fail(after.error_at, after.error);
  const std::vector<Word>& fields = after.fields;
  setup.side = after.side;
  setup.round = 1;
  setup.placements_left = rules.placements;
  for (int p = 0; p < kMaxPlayers; ++p)
    setup.stocks[static_cast<std::size_t>(p)] = p < rules.players ? rules.stock : Stock{};
  if (fields.size() >= 2) {
    const std::optional<int> round = whole_number(fields[1].text);
    if (!round || *round < 1 || *round > rules.turns + 1)
      return fail(fields[1].offset,
                  "the round must be a number from 1 to " + std::to_string(rules.turns + 1));
    setup.round = *round;
  }
  if (fields.size() >= 3) {
    const std::optional<int> left = whole_number(fields[2].text);
    if (!left || *left < 1 || *left > rules.placements)
      return fail(fields[2].offset, "the placements left must be a number from 1 to " +
                                        std::to_string(rules.placements));
    setup.placements_left = *left;
  }
  if (fields.size() >= 4) {
    const std::string_view stocks = fields[3].text;
    std::size_t at = 0;
    for (int p = 0; p < rules.players; ++p) {
      for (int k = 0; k < kKinds; ++k) {
        const std::size_t item_start = at;
        while (at < stocks.size() && stocks[at] != ',' && stocks[at] != '/')
          ++at;
        const std::string_view item = stocks.substr(item_start, at - item_start);
        const std::size_t where = fields[3].offset + item_start;
        const int allowed = rules.stock[static_cast<std::size_t>(k)];
        int& count = setup.stocks[static_cast<std::size_t>(p)][static_cast<std::size_t>(k)];
        if (allowed == kUnlimited) {
          if (item != "*")
            return fail(where, std::string("the ") + kKindDigits[k] +
                                   "-piece is unlimited in these rules: expected `*`");
          count = kUnlimited;
        } else {
          const std::optional<int> v = whole_number(item);
          if (!v || *v > allowed)
            return fail(where, std::string("a stock of ") + kKindDigits[k] +
                                   "-pieces must be a number from 0 to " + std::to_string(allowed));
          count = *v;
        }
        const char want = k + 1 < kKinds ? ',' : (p + 1 < rules.players ? '/' : '\0');
        if (want == '\0') {
          if (at != stocks.size())
            return fail(fields[3].offset + at, "unexpected text after the stocks");
        } else {
          if (at >= stocks.size() || stocks[at] != want)
            return fail(fields[3].offset + at,
                        std::string("expected `") + want + "` in the stocks (" +
                            std::to_string(rules.players) + " players, 4 kinds each)");
          ++at;
        }
      }
    }
  }
  out.position.emplace(rules, setup);
  return out;
}

std::string position_to_text(const Position& position) {
  const Board& board = position.board();
  std::string out;
  bool first_row = true;
  for (int row = board.size() - 1; row >= 0; --row) {
    const std::vector<int>& cells = board.row_cells()[static_cast<std::size_t>(row)];
    if (cells.empty()) continue;
    if (!first_row) out += '/';
    first_row = false;
    for (int cell : cells) {
      const Piece& p = position.at(cell);
      if (p.empty()) {
        out += '.';
        continue;
      }
      out += kPlayerLetters[p.owner];
      out += piece_text(p.kind, p.turn);
    }
  }
  out += ' ';
  out += kPlayerLetters[position.side_to_move()];
  out += ' ' + std::to_string(position.round()) + ' ' + std::to_string(position.placements_left());
  out += ' ';
  for (int p = 0; p < position.players(); ++p) {
    if (p > 0) out += '/';
    for (int k = 0; k < kKinds; ++k) {
      if (k > 0) out += ',';
      const int s = position.stock(p, k);
      out += s == kUnlimited ? "*" : std::to_string(s);
    }
  }
  return out;
}

}  // namespace skald::octagon
