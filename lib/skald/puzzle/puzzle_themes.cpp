#include "skald/puzzle/puzzle_themes.h"

#include <algorithm>
#include <memory>

#include "skald/game/board_picture.h"

namespace skald::puzzle {

namespace {

/// One move of the line: who played it and the pictures around it.
struct PlayedStep {
  int mover = 0;
  game::BoardPicture before;
  game::BoardPicture after;
};

std::vector<PlayedStep> play_line(const game::GameState& start,
                                  const std::vector<std::string>& line) {
  std::vector<PlayedStep> steps;
  std::unique_ptr<game::GameState> state = start.clone();
  for (const std::string& m : line) {
    PlayedStep step{state->side_to_move(), state->board_picture(), {}};
    if (!state->play(m).ok) break;
    step.after = state->board_picture();
    steps.push_back(std::move(step));
  }
  return steps;
}

/// The cells the move into `after` captured (or turned), with the side they belonged to.
std::vector<game::CellMark> captures(const game::BoardPicture& after) {
  std::vector<game::CellMark> out;
  for (const game::CellMark& mark : after.marks)
    if (mark.kind == game::CellMarkKind::captured) out.push_back(mark);
  return out;
}

bool king_captured(const std::vector<PlayedStep>& steps, int winner) {
  if (steps.empty() || steps.back().mover != winner) return false;
  for (const game::CellMark& c : captures(steps.back().after)) {
    const game::PlacedPiece* piece = steps.back().before.piece_on(c.cell);
    if (piece != nullptr && piece->kind == "king") return true;
  }
  return false;
}

bool sacrifice(const std::vector<PlayedStep>& steps, int winner) {
  for (std::size_t i = 1; i < steps.size(); ++i) {
    if (steps[i].mover == winner || steps[i - 1].mover != winner) continue;
    for (const game::CellMark& c : captures(steps[i].after))
      if (c.side == winner &&
          steps[i - 1].after.is_marked(c.cell, game::CellMarkKind::move_destination))
        return true;
  }
  return false;
}

bool infection_chain(const std::vector<PlayedStep>& steps, int winner) {
  bool any = false;
  for (const PlayedStep& s : steps) {
    if (s.mover != winner) continue;
    any = true;
    if (captures(s.after).size() < 2) return false;
  }
  return any;
}

bool queen_trap(const std::vector<PlayedStep>& steps, int winner) {
  if (steps.empty()) return false;
  const game::BoardPicture& end = steps.back().after;
  for (const game::PlacedPiece& p : end.pieces) {
    if (p.owner == winner || p.owner < 0 || p.kind != "amazon") continue;
    const game::Cell& cell = end.cells[static_cast<std::size_t>(p.cell)];
    // Amazons move like queens: the diagonal neighbours count too.
    bool free = false;
    for (int dc = -1; dc <= 1 && !free; ++dc)
      for (int dr = -1; dr <= 1 && !free; ++dr) {
        if (dc == 0 && dr == 0) continue;
        const std::optional<int> n = end.cell_at(cell.column + dc, cell.row + dr);
        free = n && end.piece_on(*n) == nullptr;
      }
    if (!free) return true;
  }
  return false;
}

}  // namespace

std::vector<std::string> solution_themes(const game::Game& game, const game::GameState& start,
                                         const std::vector<std::string>& line, int winner) {
  std::vector<std::string> themes;
  const std::vector<PlayedStep> steps = play_line(start, line);
  const std::string name = game.name();
  if (name == "tafl") {
    if (king_captured(steps, winner)) themes.emplace_back("king capture");
    if (sacrifice(steps, winner)) themes.emplace_back("sacrifice");
  } else if (name == "ataxx") {
    if (infection_chain(steps, winner)) themes.emplace_back("infection chain");
  } else if (name == "amazons") {
    if (queen_trap(steps, winner)) themes.emplace_back("queen trap");
  }
  return themes;
}

}  // namespace skald::puzzle
