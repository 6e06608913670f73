#include "skald/tafl/outcome.h"

namespace skald::tafl {

const char* status_name(GameStatus s) {
  switch (s) {
    case GameStatus::ongoing:
      return "ongoing";
    case GameStatus::attackers_win:
      return "attackers-win";
    case GameStatus::defenders_win:
      return "defenders-win";
    case GameStatus::draw:
      return "draw";
  }
  return "";
}

const char* reason_name(EndReason r) {
  switch (r) {
    case EndReason::none:
      return "";
    case EndReason::king_escaped:
      return "king escaped";
    case EndReason::edge_fort:
      return "edge fort";
    case EndReason::king_captured:
      return "king captured";
    case EndReason::no_legal_moves:
      return "no legal moves";
    case EndReason::defenders_hemmed_in:
      return "defenders hemmed in";
    case EndReason::attackers_captured:
      return "attackers captured";
    case EndReason::surrounded:
      return "surrounded";
    case EndReason::repetition:
      return "repetition";
    case EndReason::resignation:
      return "resignation";
  }
  return "";
}

}  // namespace skald::tafl
