#include "skald/amazons/amazons_analyser.h"

#include <cstdio>
#include <limits>

#include "skald/amazons/amazons_game.h"
#include "skald/amazons/evaluation.h"
#include "skald/amazons/notation.h"
#include "skald/amazons/search_adapter.h"
#include "skald/analysis/position_analyser.h"
#include "skald/engine/search.h"

namespace skald::amazons {

namespace {

using HalfMove = AmazonsSearchGame::Move;

/// Half-move plies as full moves: a line that ends the game ends after an arrow.
int full_moves(int half_moves) {
  return (half_moves + 1) / 2;
}

game::Score score_of(int value) {
  return analysis::score_of(value, 2);
}

/// The arrow the static evaluation likes best for the amazon that has just moved in
/// `position` (a line cut after an amazon's move is completed with it).
int best_arrow(Position& position) {
  const Geometry& g = position.geometry();
  int best = -1;
  int best_value = std::numeric_limits<int>::max();  // the opponent's evaluation: lower is better
  for_each_square(g.queen_reach(bit(position.pending()), position.empty()), [&](int arrow) {
    position.shoot(arrow);
    const int value = evaluate(position);
    position.unmake();
    if (value < best_value) {
      best_value = value;
      best = arrow;
    }
  });
  return best;
}

class AmazonsAnalyser final
    : public analysis::PositionAnalyser<AmazonsAnalyser, Position, AmazonsSearchGame> {
 public:
  AmazonsAnalyser()
      : PositionAnalyser({&amazons_position_of, "not an Amazons position", "square", "squares"}) {}

  /// The half-moves of `line` from `start` paired into full moves as records write them, up
  /// to the first that is not legal; a last amazon move without its arrow gets the best one.
  static std::vector<std::string> line_text(const Position& start,
                                            const std::vector<HalfMove>& line) {
    std::vector<std::string> out;
    Position p = start;
    HalfMove amazon_move;
    bool awaiting_arrow = false;  // amazon_move is made, its arrow not yet
    for (const HalfMove& m : line) {
      if (!AmazonsSearchGame::is_legal_in(p, m)) break;
      AmazonsSearchGame::make_in(p, m);
      if (!m.arrow) {
        amazon_move = m;
        awaiting_arrow = true;
        continue;
      }
      out.push_back(move_text(p.geometry(), {amazon_move.from, amazon_move.to, m.to}));
      awaiting_arrow = false;
    }
    if (awaiting_arrow) {
      const int arrow = best_arrow(p);
      if (arrow >= 0)
        out.push_back(move_text(
            p.geometry(), {amazon_move.from, amazon_move.to, static_cast<std::uint8_t>(arrow)}));
    }
    return out;
  }

  std::string piece_to_move_at(const Position& position, const std::string& move) const {
    const MoveParse parsed = read_move(position.geometry(), move);
    if (!parsed.move) return "";
    return "the amazon on " + square_name(position.geometry(), parsed.move->from);
  }

  game::Evaluation evaluation_of(const Position& position) const {
    game::Evaluation out;
    const EvaluationDump dump = evaluation_dump(position);
    for (const EvaluationTerm& t : dump.terms)
      out.terms.push_back({t.name, {t.white, t.black}});
    out.totals = {dump.white_total, dump.black_total};
    out.for_side_to_move = dump.for_side_to_move;
    char line[128];
    std::snprintf(line, sizeof line, "balance for white: %+.2f squares",
                  dump.white_total - dump.black_total);
    out.remarks.push_back(line);
    std::snprintf(line, sizeof line,
                  "phase: %.2f (contested squares' share: 1 open, 0 split into regions)",
                  dump.phase);
    out.remarks.push_back(line);
    return out;
  }

  /// The alpha-beta search over half-moves, its depths and results in full moves.
  game::Analysis analyse_at(const Position& position, const game::AnalysisLimits& limits,
                            const analysis::AnalysisProgress& progress) {
    engine::SearchLimits search_limits = analysis::search_limits(limits);
    search_limits.depth = limits.depth > 0 ? 2 * limits.depth : 0;  // full moves to halves
    AmazonsSearchGame game(position);
    using Result = engine::Search<AmazonsSearchGame>::Result;
    engine::Search<AmazonsSearchGame>::Progress report;
    // Progress at whole moves only: an odd depth ends on an amazon move without its arrow.
    if (progress)
      report = [&](const Result& r) {
        if (r.depth % 2 == 0) progress(analysis_of(position, r));
      };
    return analysis_of(position, searches_.search().run(game, search_limits, report, {}));
  }

 private:
  static game::Analysis analysis_of(const Position& position,
                                    const engine::SearchResult<HalfMove>& r) {
    game::Analysis out;
    out.pv = line_text(position, r.pv);
    if (out.pv.empty() && r.best_move) out.pv = line_text(position, {*r.best_move});
    if (!out.pv.empty()) out.best_move = out.pv.front();
    out.score = score_of(r.value);
    for (const auto& line : r.lines)
      out.lines.push_back({line_text(position, line.pv), score_of(line.value)});
    out.depth = r.depth / 2;
    out.selective_depth = full_moves(r.selective_depth);
    out.nodes = r.nodes;
    out.elapsed = r.elapsed;
    out.hash_permille = r.hash_permille;
    return out;
  }
};

}  // namespace

std::unique_ptr<game::Analyser> make_amazons_analyser() {
  return std::make_unique<AmazonsAnalyser>();
}

}  // namespace skald::amazons
