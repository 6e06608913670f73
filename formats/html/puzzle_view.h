#pragma once

// The puzzle part of the page data (record_page.h): what the page's solving mode needs to
// play a puzzle record as `skald solve` does (lib/skald/puzzle/solve_session.h), without
// an engine in the browser. Everything the engine would say is worked out here, when the
// page is written:
// - the question (puzzle_question.h): the mode, the goal, the solver, the bound, the
//   puzzle position and the prologue before it;
// - at every position of the record's solution tree where the solver is to move: each
//   legal move (canonical and short text, the cells it names for clicking), the record's
//   node it leads to, whether it lets a forced win go (the proof search, as solve warns),
//   the record's hints for the position and the engine's staged hint (the piece, then the
//   move);
// - in loose puzzles, for every legal move off the record: the position after it and the
//   engine's reply (the proof search's strongest defence, else its analysis's move); where
//   the solver still has the forced win after that reply, the solver's choices there too,
//   and so on down the solution off the record (a win goal; at most
//   PuzzleViewOptions::off_record_positions such positions, shallowest first). Past a move
//   that lets the win go, or past that room, the page has no answers and says so.
// Strict puzzles need no engine (off the record a move is refused, as solve does); with no
// analyser, a loose puzzle's moves off the record are refused the same way.

#include <chrono>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "formats/html/node_index.h"
#include "formats/html/record_view.h"
#include "skald/game/analyser.h"
#include "skald/game/game.h"
#include "skald/record/record.h"

namespace skald::html {

struct PuzzleViewOptions {
  /// Made by the record's game; null: no engine answers (see above).
  game::Analyser* analyser = nullptr;
  /// Node limit of each proof search; past it the page does without the answer.
  std::uint64_t proof_max_nodes = 200'000;
  /// The analysis that picks a reply or a hint when no proof gives one.
  game::AnalysisLimits reply_limits{.depth = 4};
  /// The bound of goals that state none.
  int unbounded_moves = 8;
  /// Most positions off the record the page answers (each costs a proof per legal move).
  int off_record_positions = 64;
};

/// What the engine did while the puzzle part was written.
struct PuzzleViewWork {
  int proofs = 0;
  int analyses = 0;
  std::uint64_t nodes = 0;
};

/// The puzzle part described above; null when the record is no puzzle (no puzzle-mode tag).
/// A puzzle that cannot be played (no goal, a position that names nothing, the game over
/// at its start) is null too, with `note` saying why: the page is then a plain viewer.
nlohmann::ordered_json puzzle_view_json(const record::Record& record, const game::Game& game,
                                        const NodeIndex& index, PieceKinds& kinds,
                                        const PuzzleViewOptions& options, PuzzleViewWork& work,
                                        std::string& note);

}  // namespace skald::html
