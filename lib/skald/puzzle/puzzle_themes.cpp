#include "skald/puzzle/puzzle_themes.h"

#include <algorithm>
#include <memory>
#include <set>

#include "skald/game/board_picture.h"

namespace skald::puzzle {

namespace {

/// One move of the line: who played it, what it was and the pictures around it.
struct PlayedStep {
  int mover = 0;
  std::string move;
  game::BoardPicture before;
  game::BoardPicture after;
};

/// The line played: its steps, the state before each move and the state at its end.
struct PlayedLine {
  std::vector<PlayedStep> steps;
  std::vector<std::unique_ptr<game::GameState>> states_before;
  std::unique_ptr<game::GameState> end;
};

PlayedLine play_line(const game::GameState& start, const std::vector<std::string>& line) {
  PlayedLine played;
  std::unique_ptr<game::GameState> state = start.clone();
  for (const std::string& m : line) {
    PlayedStep step{state->side_to_move(), m, state->board_picture(), {}};
    std::unique_ptr<game::GameState> before = state->clone();
    if (!state->play(m).ok) break;
    step.after = state->board_picture();
    played.steps.push_back(std::move(step));
    played.states_before.push_back(std::move(before));
  }
  played.end = std::move(state);
  return played;
}

bool won_by(const game::GameState& state, int winner, std::string_view how = {}) {
  const game::Outcome o = state.outcome();
  return o.kind == game::OutcomeKind::win && o.winner == winner && (how.empty() || o.text == how);
}

/// The cells the move into `after` captured (or turned), with the side they belonged to.
std::vector<game::CellMark> captures(const game::BoardPicture& after) {
  std::vector<game::CellMark> out;
  for (const game::CellMark& mark : after.marks)
    if (mark.kind == game::CellMarkKind::captured) out.push_back(mark);
  return out;
}

/// The cells around `cell` on a square grid, diagonals included (a queen's first steps).
std::vector<int> around(const game::BoardPicture& picture, int cell) {
  std::vector<int> out;
  const game::Cell& c = picture.cells[static_cast<std::size_t>(cell)];
  for (int dc = -1; dc <= 1; ++dc)
    for (int dr = -1; dr <= 1; ++dr)
      if (dc != 0 || dr != 0)
        if (const std::optional<int> n = picture.cell_at(c.column + dc, c.row + dr))
          out.push_back(*n);
  return out;
}

// --- tafl ------------------------------------------------------------------------------

bool king_captured(const PlayedLine& line, int winner) {
  if (line.steps.empty() || line.steps.back().mover != winner) return false;
  for (const game::CellMark& c : captures(line.steps.back().after)) {
    const game::PlacedPiece* piece = line.steps.back().before.piece_on(c.cell);
    if (piece != nullptr && piece->kind == "king") return true;
  }
  return false;
}

bool encircled(const PlayedLine& line, int winner) {
  return won_by(*line.end, winner, "surrounded") ||
         won_by(*line.end, winner, "defenders hemmed in");
}

bool on_one_edge_line(const game::BoardPicture& picture, const std::vector<game::CellMark>& cells) {
  const auto all = [&](auto on_line) {
    return std::all_of(cells.begin(), cells.end(), [&](const game::CellMark& m) {
      return on_line(picture.cells[static_cast<std::size_t>(m.cell)]);
    });
  };
  return all([](const game::Cell& c) { return c.row == 0; }) ||
         all([&](const game::Cell& c) { return c.row == picture.height - 1; }) ||
         all([](const game::Cell& c) { return c.column == 0; }) ||
         all([&](const game::Cell& c) { return c.column == picture.width - 1; });
}

bool shieldwall_capture(const PlayedLine& line, int winner) {
  for (const PlayedStep& s : line.steps) {
    if (s.mover != winner) continue;
    std::vector<game::CellMark> taken = captures(s.after);
    std::erase_if(taken, [&](const game::CellMark& m) { return m.side == winner; });
    if (taken.size() >= 2 && on_one_edge_line(s.after, taken)) return true;
  }
  return false;
}

bool owns_a_king(const game::BoardPicture& picture, int side) {
  return std::any_of(picture.pieces.begin(), picture.pieces.end(), [&](const game::PlacedPiece& p) {
    return p.owner == side && p.kind == "king";
  });
}

bool corner_block(const PlayedLine& line, int winner) {
  if (line.steps.empty() || owns_a_king(line.steps.front().before, winner)) return false;
  for (const PlayedStep& s : line.steps) {
    if (s.mover != winner) continue;
    for (const game::CellMark& m : s.after.marks) {
      if (m.kind != game::CellMarkKind::move_destination) continue;
      const game::PlacedPiece* piece = s.after.piece_on(m.cell);
      if (piece == nullptr || piece->owner != winner) continue;
      for (const int n : s.after.cells[static_cast<std::size_t>(m.cell)].neighbours)
        if (s.after.is_marked(n, game::CellMarkKind::corner) &&
            s.after.is_marked(n, game::CellMarkKind::escape))
          return true;
    }
  }
  return false;
}

/// The winner's moves that win at once from `state` (the winner to move).
std::set<std::string> winning_moves(const game::GameState& state, int winner) {
  std::set<std::string> out;
  for (const std::string& m : state.legal_moves()) {
    std::unique_ptr<game::GameState> next = state.clone();
    if (next->play(m).ok && won_by(*next, winner)) out.insert(m);
  }
  return out;
}

bool double_threat(const PlayedLine& line, int winner) {
  // The winner's last but one move, the loser's reply, the winner's last move.
  const std::size_t n = line.steps.size();
  if (n < 3 || line.steps[n - 1].mover != winner || line.steps[n - 3].mover != winner ||
      line.steps[n - 2].mover == winner)
    return false;
  const game::GameState& defending = *line.states_before[n - 2];
  std::optional<std::set<std::string>> common;
  for (const std::string& reply : defending.legal_moves()) {
    std::unique_ptr<game::GameState> after = defending.clone();
    if (!after->play(reply).ok || after->outcome().kind != game::OutcomeKind::ongoing) return false;
    const std::set<std::string> wins = winning_moves(*after, winner);
    if (wins.empty()) return false;  // this defence holds the next move: not two threats
    if (!common) {
      common = wins;
    } else {
      std::set<std::string> both;
      std::set_intersection(common->begin(), common->end(), wins.begin(), wins.end(),
                            std::inserter(both, both.end()));
      common = std::move(both);
    }
  }
  return common && common->empty();
}

bool edge_fort(const PlayedLine& line, int winner) {
  return won_by(*line.end, winner, "edge fort");
}

bool sacrifice(const PlayedLine& line, int winner) {
  const std::vector<PlayedStep>& steps = line.steps;
  for (std::size_t i = 1; i < steps.size(); ++i) {
    if (steps[i].mover == winner || steps[i - 1].mover != winner) continue;
    for (const game::CellMark& c : captures(steps[i].after))
      if (c.side == winner &&
          steps[i - 1].after.is_marked(c.cell, game::CellMarkKind::move_destination))
        return true;
  }
  return false;
}

// --- Ataxx -----------------------------------------------------------------------------

bool infection_chain(const PlayedLine& line, int winner) {
  bool any = false;
  for (const PlayedStep& s : line.steps) {
    if (s.mover != winner) continue;
    any = true;
    if (captures(s.after).size() < 2) return false;
  }
  return any;
}

bool blocked(const PlayedLine& line, int winner) {
  if (line.steps.empty()) return false;
  // A stone moves to an empty cell at most two steps away (a clone or a jump); on a full
  // board nobody moves, which is the end of every game, not a block.
  const game::BoardPicture& end = line.steps.back().after;
  bool loser_stones = false;
  bool empty_cell = false;
  for (std::size_t cell = 0; cell < end.cells.size() && !empty_cell; ++cell)
    empty_cell = end.piece_on(static_cast<int>(cell)) == nullptr;
  if (!empty_cell) return false;
  for (const game::PlacedPiece& p : end.pieces) {
    if (p.owner == winner || p.owner < 0) continue;
    loser_stones = true;
    const game::Cell& c = end.cells[static_cast<std::size_t>(p.cell)];
    for (int dc = -2; dc <= 2; ++dc)
      for (int dr = -2; dr <= 2; ++dr) {
        const std::optional<int> to = end.cell_at(c.column + dc, c.row + dr);
        if (to && end.piece_on(*to) == nullptr) return false;
      }
  }
  return loser_stones;
}

bool pass_forcing(const PlayedLine& line, int winner) {
  for (std::size_t i = 0; i < line.steps.size(); ++i) {
    if (line.steps[i].mover == winner) continue;
    const std::vector<std::string> moves = line.states_before[i]->legal_moves();
    if (moves.size() == 1 && moves.front() == line.steps[i].move &&
        line.steps[i].after.pieces == line.steps[i].before.pieces)
      return true;
  }
  return false;
}

// --- Amazons ---------------------------------------------------------------------------

bool queen_trap(const PlayedLine& line, int winner) {
  if (line.steps.empty()) return false;
  const game::BoardPicture& end = line.steps.back().after;
  for (const game::PlacedPiece& p : end.pieces) {
    if (p.owner == winner || p.owner < 0 || p.kind != "amazon") continue;
    const std::vector<int> next = around(end, p.cell);
    if (std::none_of(next.begin(), next.end(), [&](int n) { return end.piece_on(n) == nullptr; }))
      return true;
  }
  return false;
}

/// The empty regions (cells joined through their eight neighbours) beside an amazon: how
/// many, and whether one of them lies beside the winner's amazons only.
struct Regions {
  int count = 0;
  bool winners_own = false;
};

Regions amazon_regions(const game::BoardPicture& picture, int winner) {
  std::vector<int> region(picture.cells.size(), -1);
  int regions = 0;
  for (std::size_t first = 0; first < picture.cells.size(); ++first) {
    if (region[first] >= 0 || picture.piece_on(static_cast<int>(first)) != nullptr) continue;
    std::vector<int> stack{static_cast<int>(first)};
    region[first] = regions;
    while (!stack.empty()) {
      const int cell = stack.back();
      stack.pop_back();
      for (const int n : around(picture, cell))
        if (region[static_cast<std::size_t>(n)] < 0 && picture.piece_on(n) == nullptr) {
          region[static_cast<std::size_t>(n)] = regions;
          stack.push_back(n);
        }
    }
    ++regions;
  }
  // Per region: whether the winner's and the others' amazons stand beside it.
  std::vector<std::pair<bool, bool>> reached(static_cast<std::size_t>(regions));
  for (const game::PlacedPiece& p : picture.pieces) {
    if (p.kind != "amazon") continue;
    for (const int n : around(picture, p.cell)) {
      const int r = region[static_cast<std::size_t>(n)];
      if (r < 0) continue;
      (p.owner == winner ? reached[r].first : reached[r].second) = true;
    }
  }
  Regions out;
  for (const auto& [by_winner, by_others] : reached) {
    out.count += by_winner || by_others;
    out.winners_own = out.winners_own || (by_winner && !by_others);
  }
  return out;
}

bool territory_cut(const PlayedLine& line, int winner) {
  for (const PlayedStep& s : line.steps) {
    if (s.mover != winner) continue;
    const Regions after = amazon_regions(s.after, winner);
    if (after.winners_own && after.count > amazon_regions(s.before, winner).count) return true;
  }
  return false;
}

}  // namespace

std::vector<std::string> solution_themes(const game::Game& game, const game::GameState& start,
                                         const std::vector<std::string>& line, int winner) {
  std::vector<std::string> themes;
  const PlayedLine played = play_line(start, line);
  const auto add_if = [&](bool holds, const char* theme) {
    if (holds) themes.emplace_back(theme);
  };
  const std::string name = game.name();
  if (name == "tafl") {
    add_if(king_captured(played, winner), "king capture");
    add_if(edge_fort(played, winner), "edge fort");
    add_if(encircled(played, winner), "encirclement");
    add_if(shieldwall_capture(played, winner), "shieldwall capture");
    add_if(corner_block(played, winner), "corner block");
    add_if(double_threat(played, winner), "double threat");
    add_if(sacrifice(played, winner), "sacrifice");
  } else if (name == "ataxx") {
    add_if(infection_chain(played, winner), "infection chain");
    add_if(blocked(played, winner), "block");
    add_if(pass_forcing(played, winner), "pass forcing");
  } else if (name == "amazons") {
    add_if(queen_trap(played, winner), "queen trap");
    add_if(territory_cut(played, winner), "territory cut");
  }
  return themes;
}

}  // namespace skald::puzzle
