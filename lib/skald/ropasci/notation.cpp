#include "skald/ropasci/notation.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "skald/core/excerpt.h"
#include "skald/core/words.h"

namespace skald::ropasci {
namespace {

/// The side and symbol of a token letter, or nothing.
struct TokenLetter {
  int side = kUpper;
  Symbol symbol = Symbol::rock;
};
std::optional<TokenLetter> token_of(char c) {
  switch (c) {
    case 'R':
      return TokenLetter{kUpper, Symbol::rock};
    case 'P':
      return TokenLetter{kUpper, Symbol::paper};
    case 'S':
      return TokenLetter{kUpper, Symbol::scissors};
    case 'r':
      return TokenLetter{kLower, Symbol::rock};
    case 'p':
      return TokenLetter{kLower, Symbol::paper};
    case 's':
      return TokenLetter{kLower, Symbol::scissors};
    default:
      return std::nullopt;
  }
}

const char* side_word(int side) {
  return side == kUpper ? "upper" : "lower";
}

}  // namespace

ActionParse parse_action(std::string_view text) {
  ActionParse out;
  const std::string quoted = "`" + excerpt(text) + "`";
  if (text.empty()) {
    out.error = "an empty action: expected a throw (R*c9), a slide (Rc9-c8) or a swing (Rc9~c7)";
    return out;
  }
  WrittenAction a;
  std::string_view rest = text;
  if (const auto letter = token_of(rest.front())) {
    a.symbol = letter->symbol;
    rest.remove_prefix(1);
  }
  if (!rest.empty() && rest.front() == '*') {
    if (!a.symbol) {
      out.error = quoted + ": a throw names its symbol first (R*c9, p*e1)";
      return out;
    }
    const auto to = hex_named(rest.substr(1));
    if (!to) {
      out.error = quoted + ": expected a hex after `*` (a9..i1, such as c9)";
      return out;
    }
    a.kind = ActionKind::throw_token;
    a.to = *to;
    out.action = a;
    return out;
  }
  const auto from = rest.size() >= 2 ? hex_named(rest.substr(0, 2)) : std::nullopt;
  if (!from) {
    out.error = quoted +
                ": expected a throw (R*c9), a slide (Rc9-c8) or a swing (Rc9~c7), hexes named "
                "a..i and 1..9 as on the board";
    return out;
  }
  rest.remove_prefix(2);
  if (rest.empty() || (rest.front() != '-' && rest.front() != '~')) {
    out.error = quoted + ": expected `-` (a slide) or `~` (a swing) after " + hex_name(*from);
    return out;
  }
  a.kind = rest.front() == '-' ? ActionKind::slide : ActionKind::swing;
  const auto to = hex_named(rest.substr(1));
  if (!to) {
    out.error = quoted + ": expected the hex the token goes to after `" + rest.front() + "`";
    return out;
  }
  a.from = *from;
  a.to = *to;
  out.action = a;
  return out;
}

std::string action_text(int side, const Action& a) {
  const char letter = token_letter(side, a.symbol);
  if (a.kind == ActionKind::throw_token) return std::string(1, letter) + "*" + hex_name(a.to);
  return std::string(1, letter) + hex_name(a.from) + (a.kind == ActionKind::slide ? "-" : "~") +
         hex_name(a.to);
}

ActionResolution resolve_action(const Board& board, int side, const WrittenAction& w) {
  ActionResolution out;
  const std::string who = side_word(side);
  if (w.kind == ActionKind::throw_token) {
    if (board.throws_left(side) == 0) {
      out.error = who + " has thrown all its " + std::to_string(kMaxThrows) + " tokens";
      return out;
    }
    const int rows = board.throws_made(side) + 1;
    if ((throw_zone(side, rows) & hex_bit(w.to)) == 0) {
      out.error = who + "'s throw number " + std::to_string(rows) + " must land in the first " +
                  std::to_string(rows) + " row" + (rows == 1 ? "" : "s") + " from its edge; " +
                  hex_name(w.to) + " is in row " + std::to_string(row_from_edge(w.to, side));
      return out;
    }
    out.action = Action{ActionKind::throw_token, *w.symbol, -1, static_cast<std::int8_t>(w.to)};
    return out;
  }
  if ((board.occupied(side) & hex_bit(w.from)) == 0) {
    out.error = "no token of " + who + " on " + hex_name(w.from);
    return out;
  }
  const Symbol s = board.symbol_on(w.from);
  if (w.symbol && *w.symbol != s) {
    out.error = who + "'s token on " + hex_name(w.from) + " is " + symbol_word(s) + ", not " +
                symbol_word(*w.symbol);
    return out;
  }
  const Action a{w.kind, s, static_cast<std::int8_t>(w.from), static_cast<std::int8_t>(w.to)};
  if (!board.is_legal(side, a)) {
    if (w.kind == ActionKind::slide) {
      out.error = hex_name(w.to) + " is not next to " + hex_name(w.from) + " (a slide goes to " +
                  "an adjacent hex)";
    } else {
      out.error = hex_name(w.to) + " is not across a hex of " + who + "'s tokens next to " +
                  hex_name(w.from) + " (a swing turns around an own token to a hex opposite)";
    }
    return out;
  }
  out.action = a;
  return out;
}

JointSplit split_joint(std::string_view text) {
  JointSplit out;
  const std::size_t slash = text.find('/');
  if (slash == std::string_view::npos || text.find('/', slash + 1) != std::string_view::npos) {
    out.error = "`" + excerpt(text) +
                "`: expected a joint action, Upper's and Lower's separated by `/` (R*c9/s*g1)";
    return out;
  }
  out.upper = text.substr(0, slash);
  out.lower = text.substr(slash + 1);
  return out;
}

std::string joint_text(const Action& upper, const Action& lower) {
  return action_text(kUpper, upper) + "/" + action_text(kLower, lower);
}

std::string hex_tokens_text(const Board& board, int hex) {
  std::string out;
  for (int side = 0; side < kSides; ++side)
    for (int s = 0; s < kSymbols; ++s)
      out.append(static_cast<std::size_t>(board.tokens_on(hex, side, symbol_at(s))),
                 token_letter(side, symbol_at(s)));
  return out;
}

std::string position_text(const Board& board) {
  std::string out;
  for (int r = kRadius; r >= -kRadius; --r) {
    if (r != kRadius) out += '/';
    int empty = 0;
    for (int q = -kRadius; q <= kRadius; ++q) {
      const int hex = hex_at(r, q);
      if (hex < 0) continue;
      const std::string tokens = hex_tokens_text(board, hex);
      if (tokens.empty()) {
        ++empty;
        continue;
      }
      if (empty > 0) out += std::to_string(empty);
      empty = 0;
      out += tokens.size() == 1 ? tokens : "(" + tokens + ")";
    }
    if (empty > 0) out += std::to_string(empty);
  }
  out += " " + std::to_string(board.throws_made(kUpper)) + " " +
         std::to_string(board.throws_made(kLower)) + " " + std::to_string(board.turns_played() + 1);
  return out;
}

PositionParse parse_position(std::string_view text) {
  PositionParse out;
  const auto error = [&out](std::size_t offset, const std::string& message) {
    out.diagnostics.error({"", 1, static_cast<int>(offset) + 1}, "position: " + message);
    return std::move(out);
  };
  const std::vector<Word> words = split_words(text);
  if (words.size() != 4) {
    return error(0,
                 "expected four fields, the rows, the throws Upper and Lower have made and "
                 "the next turn's number (the start is `5/6/7/8/9/8/7/6/5 0 0 1`)");
  }
  Board board;
  const std::string_view rows = words[0].text;
  std::size_t i = 0;
  for (int r = kRadius; r >= -kRadius; --r) {
    const int length = kRows - std::abs(r);
    const int row_number = r + kRadius + 1;
    int q = std::max(-kRadius, -kRadius - r);
    int filled = 0;
    while (i < rows.size() && rows[i] != '/') {
      const std::size_t at = words[0].offset + i;
      const char c = rows[i];
      if (c >= '1' && c <= '9') {
        filled += c - '0';
        q += c - '0';
        ++i;
      } else if (c == '(' || token_of(c)) {
        std::string_view tokens = rows.substr(i, 1);
        if (c == '(') {
          const std::size_t close = rows.find(')', i);
          if (close == std::string_view::npos) return error(at, "a `(` without its `)`");
          tokens = rows.substr(i + 1, close - i - 1);
          if (tokens.size() < 2)
            return error(at, "parentheses hold the tokens of a hex with several: `(RR)`, `(Rr)`");
          i = close + 1;
        } else {
          ++i;
        }
        if (filled >= length)
          return error(at, "row " + std::to_string(row_number) + " has " + std::to_string(length) +
                               " hexes, and this is one more");
        const int hex = hex_at(r, q);
        std::optional<Symbol> symbol;
        for (std::size_t k = 0; k < tokens.size(); ++k) {
          const auto token = token_of(tokens[k]);
          if (!token)
            return error(at + k + (c == '(' ? 1 : 0),
                         "expected a token letter (R P S for Upper, r p s for Lower)");
          if (symbol && *symbol != token->symbol)
            return error(at, hex_name(hex) +
                                 " holds tokens of different symbols, which would "
                                 "have battled");
          symbol = token->symbol;
          board.add_tokens(hex, token->side, token->symbol, 1);
        }
        ++filled;
        ++q;
      } else {
        return error(at, std::string("unexpected `") + c +
                             "`: expected a token letter (R P S, r p s), a digit for empty "
                             "hexes, `(` or `/`");
      }
      if (filled > length)
        return error(at, "row " + std::to_string(row_number) + " has " + std::to_string(length) +
                             " hexes, not " + std::to_string(filled));
    }
    if (filled != length)
      return error(words[0].offset + i, "row " + std::to_string(row_number) + " has " +
                                            std::to_string(length) + " hexes, not " +
                                            std::to_string(filled));
    if (r > -kRadius) {
      if (i >= rows.size())
        return error(words[0].offset + i, "expected nine rows separated by `/`");
      ++i;  // '/'
    }
  }
  if (i != rows.size()) return error(words[0].offset + i, "more than nine rows");
  const auto number = [](std::string_view w, int low, int high) -> std::optional<int> {
    if (w.empty() || w.size() > 3) return std::nullopt;
    int n = 0;
    for (char c : w) {
      if (c < '0' || c > '9') return std::nullopt;
      n = n * 10 + (c - '0');
    }
    if (n < low || n > high) return std::nullopt;
    return n;
  };
  for (int side = 0; side < kSides; ++side) {
    const Word& w = words[static_cast<std::size_t>(1 + side)];
    const auto throws = number(w.text, 0, kMaxThrows);
    if (!throws)
      return error(w.offset,
                   std::string("expected the throws ") + side_word(side) + " has made, 0 to 9");
    if (board.token_count(side) > *throws)
      return error(w.offset, std::string(side_word(side)) + " has " +
                                 std::to_string(board.token_count(side)) +
                                 " tokens on the board but made only " + std::to_string(*throws) +
                                 " throws");
    board.set_throws_made(side, *throws);
  }
  const auto turn = number(words[3].text, 1, kMaxTurns + 1);
  if (!turn) return error(words[3].offset, "expected the next turn's number, 1 to 361");
  board.set_turns_played(*turn - 1);
  out.board = board;
  return out;
}

}  // namespace skald::ropasci
