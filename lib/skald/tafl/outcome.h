#pragma once

// How a tafl game stands: still going, won by one side (and why), or drawn.

#include <cstdint>
#include <optional>

#include "skald/tafl/piece.h"

namespace skald::tafl {

/// Why a game ended.
enum class EndReason : std::uint8_t {
  none,                 // still going
  king_escaped,         // the king reached a corner (esc:c) or an edge (esc:e)
  edge_fort,            // the king formed an unbreakable edge fort (efe:y)
  king_captured,        // every king of the defenders was captured
  no_legal_moves,       // the side to move cannot move: it loses (spec dialect), or the game
                        // goes on with this reason (OpenTafl dialect: the side can only resign)
  defenders_hemmed_in,  // no defender has an empty square beside it (OpenTafl dialect)
  attackers_captured,   // every attacker was captured (OpenTafl dialect)
  surrounded,           // the attackers enclosed every defender (surf:y)
  repetition,           // threefold repetition (tfr:d draw, tfr:w / tfr:l win)
  resignation,          // the side to move resigned (`---`)
};

enum class GameStatus : std::uint8_t { ongoing, attackers_win, defenders_win, draw };

/// The state of a game: status plus the reason it ended (EndReason::none while ongoing,
/// except EndReason::no_legal_moves for a side that cannot move in the OpenTafl dialect).
struct Outcome {
  GameStatus status = GameStatus::ongoing;
  EndReason reason = EndReason::none;

  constexpr bool over() const { return status != GameStatus::ongoing; }
  /// The winner, or nothing while ongoing or when drawn.
  constexpr std::optional<Side> winner() const {
    if (status == GameStatus::attackers_win) return Side::attackers;
    if (status == GameStatus::defenders_win) return Side::defenders;
    return std::nullopt;
  }
  static constexpr Outcome win(Side s, EndReason why) {
    return {s == Side::attackers ? GameStatus::attackers_win : GameStatus::defenders_win, why};
  }
  static constexpr Outcome draw(EndReason why) { return {GameStatus::draw, why}; }

  friend constexpr bool operator==(const Outcome&, const Outcome&) = default;
};

/// "ongoing", "attackers-win", "defenders-win", "draw" (as OpenTafl names results).
const char* status_name(GameStatus s);
/// "king escaped", "edge fort", ...; "" for none.
const char* reason_name(EndReason r);

}  // namespace skald::tafl
