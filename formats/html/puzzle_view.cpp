#include "formats/html/puzzle_view.h"

#include <algorithm>
#include <deque>
#include <memory>
#include <optional>
#include <vector>

#include "skald/game/move_cells.h"
#include "skald/game/record_walk.h"
#include "skald/game/replay.h"
#include "skald/game/typed_move.h"
#include "skald/puzzle/puzzle_question.h"
#include "skald/puzzle/record_hints.h"

namespace skald::html {
namespace {

using Json = nlohmann::ordered_json;

/// A position off the record where the solver is to move and still has the forced win:
/// the page answers its moves too, under `key` in the positions.
struct OffRecordPosition {
  std::string key;
  std::unique_ptr<game::GameState> state;
  int used = 0;
  int previous_side = 0;
};

/// The puzzle being written and what it has cost so far.
struct PuzzleWriter {
  const record::Record& record;
  const game::Game& game;
  const NodeIndex& index;
  PieceKinds& kinds;
  PuzzleViewOptions options;
  PuzzleViewWork& work;
  puzzle::Goal goal;
  record::PuzzleMode mode = record::PuzzleMode::loose;
  int solver = 0;
  int bound = 1;
  /// Off-record positions still to write, shallowest first, and how many were named.
  std::deque<OffRecordPosition> off_record{};
  int off_record_named = 0;

  bool win_goal() const { return goal.kind == puzzle::Goal::Kind::win; }

  /// The proof that the solver wins from `state` within `moves` (as solve asks it), when
  /// the goal is a win and the search answers within its node limit.
  std::optional<game::Proof> win_proof(const game::GameState& state, int moves) {
    if (options.analyser == nullptr || !win_goal() || moves <= 0) return std::nullopt;
    game::Proof proof = options.analyser->prove(state, {solver, moves, options.proof_max_nodes});
    ++work.proofs;
    work.nodes += proof.nodes;
    if (!proof.error.empty() || proof.status == game::ProofStatus::unknown) return std::nullopt;
    return proof;
  }

  /// The engine's move: `proof`'s first move when it names one that is legal here (a
  /// proven win's fastest move, the defence that holds longest or that holds), else its
  /// analysis's move; empty when there is none.
  std::string engine_move(const game::GameState& state, const std::optional<game::Proof>& proof) {
    if (proof && !proof->line.empty()) {
      const std::vector<std::string> legal = state.legal_moves();
      if (std::find(legal.begin(), legal.end(), proof->line.front()) != legal.end())
        return proof->line.front();
    }
    if (options.analyser == nullptr) return {};
    const game::Analysis analysis = options.analyser->analyse(state, options.reply_limits);
    ++work.analyses;
    work.nodes += analysis.nodes;
    return analysis.best_move.value_or("");
  }

  /// Whether the puzzle is over at `state` with `used` moves counted (solve's ended()).
  bool ended(const game::GameState& state, int used) const {
    if (state.outcome().kind != game::OutcomeKind::ongoing) return true;
    const bool counted_side_done = (state.side_to_move() == solver) != win_goal();
    return used >= bound && counted_side_done;
  }

  /// The moves counted after a move of `side`, the previous move made by `previous_side`.
  int used_after(int used, int side, int previous_side) const {
    const bool turn_starts = side != previous_side;
    return used + (turn_starts && (side == solver) == win_goal() ? 1 : 0);
  }

  Json state_json(const game::GameState& state) {
    Json j = position_json(state.board_picture(), kinds);
    j["toMove"] = state.side_to_move();
    j["outcome"] = outcome_json(game, state.outcome());
    return j;
  }

  /// The key under which the page answers the solver at `state` off the record (`used`
  /// moves counted, the last move made by `previous_side`), when the solver is to move
  /// there with the win still forced and the page has room; else empty.
  std::string continue_off_record(const game::GameState& state, int used, int previous_side,
                                  bool win_still_forced) {
    if (!win_goal() || !win_still_forced || options.analyser == nullptr) return {};
    if (ended(state, used) || state.side_to_move() != solver) return {};
    if (off_record_named >= options.off_record_positions) return {};
    std::string key = "x" + std::to_string(++off_record_named);
    off_record.push_back({key, state.clone(), used, previous_side});
    return key;
  }

  /// The solver's choices at `node` (null off the record; state `state`, `used` moves
  /// counted, the last move made by `previous_side`).
  Json choices(const record::Node* node, const game::GameState& state, int used,
               int previous_side) {
    Json j;
    const int left = bound - used;
    const std::optional<game::Proof> before = win_proof(state, left);
    const bool win_forced = before && before->status == game::ProofStatus::proven;
    Json hints = Json::array();
    if (node != nullptr)
      for (const record::Hint& hint : puzzle::record_hints(record, *node))
        hints.push_back(hint.text);
    j["hints"] = std::move(hints);
    j["engineHint"] = nullptr;
    if (options.analyser != nullptr) {
      // solve's hint: the fastest forced win when there is one, else the analysis's move.
      const std::string best = engine_move(state, win_forced ? before : std::nullopt);
      if (!best.empty()) {
        Json hint;
        hint["piece"] = options.analyser->piece_to_move(state, best);
        hint["move"] = state.short_move_text(best);
        j["engineHint"] = std::move(hint);
      }
    }
    const game::BoardPicture picture = state.board_picture();
    const bool answers_off_record =
        mode == record::PuzzleMode::loose || node == nullptr || node->child_count() == 0;
    Json moves = Json::array();
    for (const std::string& move : state.legal_moves()) {
      Json m;
      const std::string short_text = state.short_move_text(move);
      m["move"] = move;
      m["short"] = short_text;
      // The other texts `skald solve` takes for the move (game/typed_move.h), so that the
      // page takes what the terminal takes.
      if (std::vector<std::string> forms = game::typed_forms(state, move); !forms.empty())
        m["typed"] = std::move(forms);
      m["cells"] = game::cells_named_in(picture, short_text);
      const record::Node* child = nullptr;
      if (node != nullptr)
        for (const auto& c : node->children())
          if (c->played_move() == move) child = c.get();
      m["child"] = child != nullptr ? index.id(*child) : -1;
      if (child == nullptr && (!answers_off_record || options.analyser == nullptr)) {
        moves.push_back(std::move(m));
        continue;
      }
      std::unique_ptr<game::GameState> after = state.clone();
      if (!after->play(move).ok) continue;
      const int used_then = used_after(used, state.side_to_move(), previous_side);
      const bool over = ended(*after, used_then);
      const bool solver_again = !over && after->side_to_move() == solver;
      std::optional<game::Proof> proof;
      if (!over && !solver_again) proof = win_proof(*after, bound - used_then);
      m["letsGo"] = win_forced && proof && proof->status == game::ProofStatus::disproven;
      if (child == nullptr) {
        m["after"] = state_json(*after);
        m["reply"] = nullptr;
        if (solver_again) {
          const std::optional<game::Proof> again = win_proof(*after, bound - used_then);
          const std::string next =
              continue_off_record(*after, used_then, state.side_to_move(),
                                  again && again->status == game::ProofStatus::proven);
          if (!next.empty()) m["next"] = next;
        } else if (!over) {
          const int replier = after->side_to_move();
          const std::string reply = engine_move(*after, proof);
          if (!reply.empty() && after->play(reply).ok) {
            Json r = state_json(*after);
            r["move"] = reply;
            r["side"] = replier;
            // The reply was the proof's defence: the solver still wins from here.
            const bool still_won = proof && proof->status == game::ProofStatus::proven;
            const std::string next = continue_off_record(
                *after, used_after(used_then, replier, state.side_to_move()), replier, still_won);
            if (!next.empty()) r["next"] = next;
            m["reply"] = std::move(r);
          }
        }
      }
      moves.push_back(std::move(m));
    }
    j["moves"] = std::move(moves);
    return j;
  }
};

/// The visitor of the record walk below the puzzle position: the solver's choices at every
/// node of the solution tree where the solver is to move.
class SolutionTreeViewer final : public game::RecordVisitor {
 public:
  SolutionTreeViewer(PuzzleWriter& writer, const NodeIndex& index, Json& positions,
                     int previous_side)
      : writer_(writer),
        index_(index),
        positions_(positions),
        start_previous_side_(previous_side) {}

  game::WalkAction visit(const game::WalkNode& at) override {
    // The moves counted and the last mover, from the node above (kept by depth).
    Counts here{0, start_previous_side_, 0};
    if (at.depth > 0) {
      const Counts& above = counts_[at.depth - 1];
      here.used = writer_.used_after(above.used, above.mover, above.previous_side);
      here.previous_side = above.mover;
    }
    if (writer_.ended(at.state, here.used)) return game::WalkAction::skip_below;
    here.mover = at.state.side_to_move();
    if (here.mover == writer_.solver)
      positions_[std::to_string(index_.id(at.node))] =
          writer_.choices(&at.node, at.state, here.used, here.previous_side);
    counts_.resize(at.depth);
    counts_.push_back(here);
    return game::WalkAction::enter_all;
  }

 private:
  struct Counts {
    int used;
    int previous_side;
    int mover;  // the side to move after the node
  };

  PuzzleWriter& writer_;
  const NodeIndex& index_;
  Json& positions_;
  int start_previous_side_;
  std::vector<Counts> counts_;  // of the nodes on the path, by depth
};

}  // namespace

Json puzzle_view_json(const record::Record& record, const game::Game& game, const NodeIndex& index,
                      PieceKinds& kinds, const PuzzleViewOptions& options, PuzzleViewWork& work,
                      std::string& note) {
  note.clear();
  const puzzle::PuzzleQuestion question = puzzle::find_puzzle_question(record, game);
  if (question.mode == record::PuzzleMode::none) return nullptr;
  if (question.node == nullptr) {
    note = question.error;
    return nullptr;
  }
  if (game.shape().dynamics != game::Dynamics::sequential) {
    note = "the solving mode plays games whose sides move in turn; " + game.name() + " does not";
    return nullptr;
  }
  game::StateAtNode at = game::state_at(record, *question.node, game);
  if (!at.state) {
    note = "cannot replay the record to the puzzle position: " + at.error;
    return nullptr;
  }
  if (at.state->outcome().kind != game::OutcomeKind::ongoing) {
    note = "the game is over at the puzzle position";
    return nullptr;
  }
  PuzzleWriter writer{record, game, index, kinds, options, work, question.goal, question.mode};
  writer.solver = question.goal.side;
  writer.bound = question.goal.moves.value_or(options.unbounded_moves);
  // A position the engine cannot take (tafl: no king) is played along the record only.
  if (!at.state->unplayable_reason().empty()) writer.options.analyser = nullptr;

  Json j;
  j["mode"] = record::puzzle_mode_name(question.mode);
  j["goal"] = puzzle::goal_text(question.goal, game);
  j["goalKind"] = question.goal.kind == puzzle::Goal::Kind::win    ? "win"
                  : question.goal.kind == puzzle::Goal::Kind::draw ? "draw"
                                                                   : "hold";
  j["solver"] = writer.solver;
  j["bound"] = writer.bound;
  j["node"] = index.id(*question.node);
  std::vector<int> prologue;
  for (const record::Node* n = question.node; n != nullptr; n = n->parent()) {
    prologue.push_back(index.id(*n));
    if (n == question.prologue_start) break;
  }
  std::reverse(prologue.begin(), prologue.end());
  j["prologue"] = prologue;
  j["engine"] = writer.options.analyser != nullptr;

  Json positions = Json::object();
  SolutionTreeViewer viewer(writer, index, positions, question.node->side);
  game::walk_record(*question.node, std::move(at.state), viewer);
  // Off the record, the solver's moves that keep the win, answered in turn, shallowest
  // first, until the page's room is used.
  while (!writer.off_record.empty()) {
    OffRecordPosition p = std::move(writer.off_record.front());
    writer.off_record.pop_front();
    positions[p.key] = writer.choices(nullptr, *p.state, p.used, p.previous_side);
  }
  j["positions"] = std::move(positions);
  return j;
}

}  // namespace skald::html
