// write_referee_log (referee_log.h): a record's main line in the referee's log format.
#include <string>

#include "formats/ropasci_log/referee_log.h"
#include "skald/ropasci/game_state.h"
#include "skald/ropasci/notation.h"
#include "skald/ropasci/ropasci_game.h"

namespace skald::ropasci_log {
namespace {

using ropasci::Action;
using ropasci::ActionKind;

/// `(r, q)` as the referee writes a hex.
std::string axial_text(int hex) {
  const ropasci::Axial a = ropasci::axial_of(hex);
  return "(" + std::to_string(a.r) + ", " + std::to_string(a.q) + ")";
}

/// `THROW symbol s to (4, -2)`, `SLIDE from (r, q) to (r, q)`, `SWING ...`.
std::string log_action(const Action& a) {
  if (a.kind == ActionKind::throw_token)
    return std::string("THROW symbol ") + "rps"[ropasci::index_of(a.symbol)] + " to " +
           axial_text(a.to);
  return std::string(a.kind == ActionKind::slide ? "SLIDE" : "SWING") + " from " +
         axial_text(a.from) + " to " + axial_text(a.to);
}

}  // namespace

LogWriteResult write_referee_log(const record::Record& record, const std::string& file) {
  LogWriteResult out;
  if (record.rules_text() != ropasci::kRulesText) {
    out.diagnostics.error({file, 0, 0},
                          "only RoPaSci 360 records (rules `ropasci360`) can be "
                          "written as referee logs, not `" +
                              record.rules_text() + "`");
    return out;
  }
  ropasci::Board start;
  if (const std::optional<std::string> position = record.position_text()) {
    const ropasci::PositionParse parsed = ropasci::parse_position(*position);
    if (!parsed.board || *parsed.board != ropasci::Board()) {
      out.diagnostics.error({file, 0, 0},
                            "a referee log starts from the empty board; this "
                            "record starts from a position of its own");
      return out;
    }
  }
  ropasci::Game360 game(start);
  bool left_out = false;
  int turn = 0;
  for (const record::Node* node = record.root().next(); node != nullptr; node = node->next()) {
    left_out = left_out || node->parent()->child_count() > 1 || !node->comment.empty();
    ++turn;
    const SourceLocation where = node->source.in(file);
    const ropasci::JointSplit split = ropasci::split_joint(node->move_text);
    Action actions[2];
    for (int side = 0; side < 2 && split.error.empty(); ++side) {
      const ropasci::ActionParse parsed =
          ropasci::parse_action(side == 0 ? split.upper : split.lower);
      const auto resolved = parsed.action
                                ? ropasci::resolve_action(game.board(), side, *parsed.action)
                                : ropasci::ActionResolution{};
      if (!resolved.action) {
        out.diagnostics.error(
            where, "turn " + std::to_string(turn) + " `" + node->move_text +
                       "` cannot be played: " + (parsed.action ? resolved.error : parsed.error));
        return out;
      }
      actions[side] = *resolved.action;
    }
    if (!split.error.empty() || game.over()) {
      out.diagnostics.error(where, "turn " + std::to_string(turn) + " `" + node->move_text +
                                       "` cannot be played: " +
                                       (split.error.empty() ? "the game is over" : split.error));
      return out;
    }
    game.play(actions[0], actions[1]);
    out.bytes += "turn " + std::to_string(turn) + ": upper: " + log_action(actions[0]) + "\n";
    out.bytes += "turn " + std::to_string(turn) + ": lower: " + log_action(actions[1]) + "\n";
  }
  if (game.over()) {
    const ropasci::GameEnd& end = game.end();
    out.bytes += end.winner >= 0 ? std::string("winner: ") + (end.winner == 0 ? "upper" : "lower")
                                 : "draw: " + ropasci::end_reason_text(end);
    out.bytes += "\n";
  }
  if (left_out || !record.root().comment.empty() || record.find_tag("start-comment"))
    out.diagnostics.warning({file, 0, 0},
                            "the log holds the main line only: variations and comments are left "
                            "out");
  return out;
}

}  // namespace skald::ropasci_log
