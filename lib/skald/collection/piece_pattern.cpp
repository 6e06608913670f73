#include "skald/collection/piece_pattern.h"

#include <charconv>

namespace skald::collection {
namespace {

bool is_separator(char c) {
  return c == ' ' || c == ',' || c == '\t';
}
bool is_compare_start(char c) {
  return c == '=' || c == '<' || c == '>' || c == '!';
}

}  // namespace

PiecePatternParse parse_piece_pattern(std::string_view text) {
  PiecePatternParse out;
  PiecePattern pattern;
  pattern.text_ = std::string(text);
  std::size_t i = 0;
  const auto fail = [&](std::size_t at, std::string message) {
    out.error = std::move(message);
    out.column = static_cast<int>(at) + 1;
    return out;
  };
  while (true) {
    while (i < text.size() && is_separator(text[i]))
      ++i;
    if (i == text.size()) break;
    const std::size_t term_start = i;
    PiecePattern::Term term;
    if (text[i] == '!') {
      term.negated = true;
      ++i;
    }
    const std::size_t piece_start = i;
    while (i < text.size() && text[i] != '@' && !is_separator(text[i]) &&
           !is_compare_start(text[i]))
      ++i;
    const std::string_view piece = text.substr(piece_start, i - piece_start);
    if (piece.empty())
      return fail(piece_start, "expected a piece (as the position text writes it, `*` or `.`)");
    if (piece == "*") {
      term.kind = PiecePattern::PieceKind::any;
    } else if (piece == ".") {
      term.kind = PiecePattern::PieceKind::empty;
    } else {
      term.notation = std::string(piece);
    }
    if (i < text.size() && text[i] == '@') {
      ++i;
      while (true) {
        const std::size_t cell_start = i;
        while (i < text.size() && text[i] != '|' && !is_separator(text[i]))
          ++i;
        if (i == cell_start) return fail(cell_start, "expected a cell name such as e5 after `@`");
        term.cells.emplace_back(text.substr(cell_start, i - cell_start));
        if (i < text.size() && text[i] == '|') {
          ++i;
          continue;
        }
        break;
      }
    } else if (i < text.size() && is_compare_start(text[i])) {
      if (term.negated)
        return fail(term_start, "`!` goes with a placement (`!t@d5`), not with a count");
      if (term.kind == PiecePattern::PieceKind::empty)
        return fail(piece_start, "`.` (an empty cell) goes with a placement: `.@e5`");
      const std::string_view rest = text.substr(i);
      using C = PiecePattern::Compare;
      static constexpr std::pair<std::string_view, C> kCompares[] = {
          {"<=", C::less_equal}, {">=", C::greater_equal}, {"!=", C::not_equal},
          {"=", C::equal},       {"<", C::less},           {">", C::greater}};
      bool found = false;
      for (const auto& [spelling, compare] : kCompares) {
        if (rest.substr(0, spelling.size()) == spelling) {
          term.compare = compare;
          i += spelling.size();
          found = true;
          break;
        }
      }
      if (!found) return fail(i, "expected =, !=, <, <=, > or >= before a count");
      const std::size_t number_start = i;
      while (i < text.size() && text[i] >= '0' && text[i] <= '9')
        ++i;
      const auto [end, error] =
          std::from_chars(text.data() + number_start, text.data() + i, term.count);
      if (i == number_start || error != std::errc() || end != text.data() + i)
        return fail(number_start, "expected a count (a whole number)");
    } else {
      return fail(i, "expected `@` and a cell (`" + std::string(piece) + "@e5`) or a count (`" +
                         std::string(piece) + ">=2`)");
    }
    if (i < text.size() && !is_separator(text[i]))
      return fail(i, "expected a space or a comma between terms");
    pattern.terms_.push_back(std::move(term));
  }
  if (pattern.terms_.empty()) return fail(0, "an empty pattern: give at least one term");
  out.pattern = std::move(pattern);
  return out;
}

bool PiecePattern::piece_fits(const Term& term, const game::PlacedPiece* piece) {
  switch (term.kind) {
    case PieceKind::empty:
      return piece == nullptr;
    case PieceKind::any:
      return piece != nullptr;
    case PieceKind::named:
      return piece != nullptr && piece->notation == term.notation;
  }
  return false;
}

bool PiecePattern::holds(const Term& term, const game::BoardPicture& picture) const {
  if (!term.cells.empty()) {
    bool on_one = false;
    for (const std::string& name : term.cells) {
      const std::optional<int> cell = picture.cell_named(name);
      if (cell && piece_fits(term, picture.piece_on(*cell))) {
        on_one = true;
        break;
      }
    }
    return on_one != term.negated;
  }
  int count = 0;
  for (const game::PlacedPiece& piece : picture.pieces)
    count += piece_fits(term, &piece) ? 1 : 0;
  switch (term.compare) {
    case Compare::equal:
      return count == term.count;
    case Compare::not_equal:
      return count != term.count;
    case Compare::less:
      return count < term.count;
    case Compare::less_equal:
      return count <= term.count;
    case Compare::greater:
      return count > term.count;
    case Compare::greater_equal:
      return count >= term.count;
  }
  return false;
}

bool PiecePattern::matches(const game::BoardPicture& picture) const {
  for (const Term& term : terms_)
    if (!holds(term, picture)) return false;
  return true;
}

}  // namespace skald::collection
