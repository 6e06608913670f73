#include "skald/tafl/piece.h"

namespace skald::tafl {

namespace {
constexpr char kLetters[kPieceKinds] = {'t', 'k', 'c', 'n', 'm', 'g'};
}

const char* side_name(Side s) {
  return s == Side::attackers ? "attackers" : "defenders";
}

std::optional<Side> side_from_name(std::string_view name) {
  if (name == "attackers" || name == "attacker" || name == "a") return Side::attackers;
  if (name == "defenders" || name == "defender" || name == "d") return Side::defenders;
  return std::nullopt;
}

char kind_letter(PieceKind k) {
  return kLetters[static_cast<int>(k)];
}

std::optional<PieceKind> kind_from_letter(char lower) {
  for (int i = 0; i < kPieceKinds; ++i)
    if (kLetters[i] == lower) return static_cast<PieceKind>(i);
  return std::nullopt;
}

std::optional<Piece> Piece::from_letter(char letter) {
  const bool upper = letter >= 'A' && letter <= 'Z';
  const char lower = upper ? static_cast<char>(letter - 'A' + 'a') : letter;
  auto kind = kind_from_letter(lower);
  if (!kind) return std::nullopt;
  return Piece(upper ? Side::defenders : Side::attackers, *kind);
}

char Piece::letter() const {
  if (empty()) return '.';
  const char l = kind_letter(kind());
  return side() == Side::defenders ? static_cast<char>(l - 'a' + 'A') : l;
}

std::optional<PieceSet> PieceSet::parse(std::string_view letters) {
  PieceSet set;
  for (char c : letters) {
    auto p = Piece::from_letter(c);
    if (!p) return std::nullopt;
    set = set.with(*p);
  }
  return set;
}

const char* kind_name(PieceKind k) {
  switch (k) {
    case PieceKind::taflman:
      return "taflman";
    case PieceKind::king:
      return "king";
    case PieceKind::commander:
      return "commander";
    case PieceKind::knight:
      return "knight";
    case PieceKind::mercenary:
      return "mercenary";
    case PieceKind::guard:
      return "guard";
  }
  return "";
}

std::string PieceSet::to_string() const {
  std::string out;
  for (Side s : {Side::attackers, Side::defenders})
    for (PieceKind k : {PieceKind::taflman, PieceKind::commander, PieceKind::knight,
                        PieceKind::king, PieceKind::mercenary, PieceKind::guard}) {
      Piece p(s, k);
      if (contains(p)) out += p.letter();
    }
  return out;
}

}  // namespace skald::tafl
