#pragma once

// The vocabulary of tafl pieces: sides, piece kinds, a one-byte piece code and sets of
// piece types as OTN writes them ("tcnkTCNK": lower case attackers, upper case defenders).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace skald::tafl {

enum class Side : std::uint8_t { attackers = 0, defenders = 1 };

constexpr Side opponent(Side s) {
  return s == Side::attackers ? Side::defenders : Side::attackers;
}
constexpr int index(Side s) {
  return static_cast<int>(s);
}
const char* side_name(Side s);  // "attackers" / "defenders"
std::optional<Side> side_from_name(std::string_view name);

/// Piece kinds of OTN. Letters: t taflman, k king, c commander, n knight, m mercenary,
/// g guard.
enum class PieceKind : std::uint8_t { taflman, king, commander, knight, mercenary, guard };
constexpr int kPieceKinds = 6;

char kind_letter(PieceKind k);  // lower case
/// The kind as a word: "taflman", "king", "commander", "knight", "mercenary", "guard".
const char* kind_name(PieceKind k);
std::optional<PieceKind> kind_from_letter(char lower);

/// A square's content in one byte: 0 is empty, otherwise 1 + side * 6 + kind.
class Piece {
 public:
  constexpr Piece() = default;
  constexpr Piece(Side side, PieceKind kind)
      : code_(static_cast<std::uint8_t>(1 + index(side) * kPieceKinds + static_cast<int>(kind))) {}

  static constexpr Piece from_code(std::uint8_t code) {
    Piece p;
    p.code_ = code;
    return p;
  }
  /// The piece written as `letter` in OTN ('t', 'K', ...), or nothing.
  static std::optional<Piece> from_letter(char letter);

  constexpr bool empty() const { return code_ == 0; }
  constexpr std::uint8_t code() const { return code_; }
  constexpr Side side() const { return code_ > kPieceKinds ? Side::defenders : Side::attackers; }
  constexpr PieceKind kind() const { return static_cast<PieceKind>((code_ - 1) % kPieceKinds); }
  constexpr bool is_king() const { return !empty() && kind() == PieceKind::king; }
  /// Index 0..11 into per-piece-type tables (side * 6 + kind); undefined for empty.
  constexpr int type_index() const { return code_ - 1; }
  /// OTN letter: lower case for attackers, upper case for defenders; '.' for empty.
  char letter() const;

  friend constexpr bool operator==(Piece a, Piece b) { return a.code_ == b.code_; }

 private:
  std::uint8_t code_ = 0;
};

/// A set of piece types (side and kind), as in the OTN space lists `corp:K`, `cenh:tcnk`.
class PieceSet {
 public:
  constexpr PieceSet() = default;
  static constexpr PieceSet all() { return PieceSet(0x0fff); }
  static constexpr PieceSet side(Side s) {
    return PieceSet(static_cast<std::uint16_t>(0x3f << (index(s) * kPieceKinds)));
  }
  static constexpr PieceSet of(Piece p) {
    return PieceSet(static_cast<std::uint16_t>(1u << p.type_index()));
  }

  constexpr bool contains(Piece p) const { return !p.empty() && (bits_ >> p.type_index()) & 1u; }
  constexpr PieceSet with(Piece p) const { return PieceSet(bits_ | of(p).bits_); }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr std::uint16_t bits() const { return bits_; }

  /// Parses an OTN piece-type list such as "tcnkTCNK"; nothing if a letter is unknown.
  static std::optional<PieceSet> parse(std::string_view letters);
  /// The OTN list in canonical order: attackers t c n k m g, then defenders T C N K M G.
  std::string to_string() const;

  friend constexpr bool operator==(PieceSet a, PieceSet b) { return a.bits_ == b.bits_; }

 private:
  constexpr explicit PieceSet(std::uint16_t bits) : bits_(bits) {}
  std::uint16_t bits_ = 0;
};

}  // namespace skald::tafl
