#include "skald/octagon/octagon_analyser.h"

#include <cstdio>

#include "skald/engine/multi_player_search.h"
#include "skald/engine/proof_search.h"
#include "skald/engine/score.h"
#include "skald/engine/search.h"
#include "skald/game/game.h"
#include "skald/octagon/evaluation.h"
#include "skald/octagon/notation.h"
#include "skald/octagon/octagon_game.h"
#include "skald/octagon/search_game.h"

namespace skald::octagon {
namespace {

constexpr const char* kNotOctagon = "not an Octagon Theory position";

game::Score score_of(int value) {
  game::Score s;
  if (engine::is_proven(value)) {
    const int plies = engine::plies_to_end(value);
    if (plies >= 0)
      s.win_in_plies = plies;
    else
      s.loss_in_plies = -plies;
  } else {
    s.value = value / 100.0;
  }
  return s;
}

/// The moves of `line` from `start` as text, up to the first that is not legal there.
std::vector<std::string> line_text(const Position& start, const std::vector<Move>& line) {
  std::vector<std::string> out;
  Position walk = start;
  walk.forget_history();
  for (const Move& m : line) {
    if (!walk.is_legal(m)) break;
    out.push_back(move_to_text(walk.board(), m));
    walk.make(m);
  }
  return out;
}

/// An N-player score for the side to move at the root: proven when the line ends the game
/// (first alone: a win; not first: a loss), else its utility in pieces.
game::Score multi_player_score(const Position& root, const std::vector<Move>& pv,
                               const Utilities& values) {
  game::Score s;
  const int side = root.side_to_move();
  Position walk = root;
  walk.forget_history();
  for (const Move& m : pv)
    walk.make(m);
  const GameEnd end = walk.end();
  if (end.over()) {
    int firsts = 0;
    for (int place : end.places)
      firsts += place == 1;
    const int mine = end.places[static_cast<std::size_t>(side)];
    if (mine == 1 && firsts == 1) {
      s.win_in_plies = static_cast<int>(pv.size());
      return s;
    }
    if (mine != 1) {
      s.loss_in_plies = static_cast<int>(pv.size());
      return s;
    }
  }
  s.value = values[static_cast<std::size_t>(side)] / (100.0 * (root.players() - 1));
  return s;
}

class OctagonAnalyser final : public game::Analyser {
 public:
  void configure(const game::AnalyserSettings& settings) override {
    engine::SearchOptions options =
        settings.plain ? engine::SearchOptions::plain() : engine::SearchOptions{};
    options.threads = settings.threads;
    options.hash_megabytes = settings.hash_megabytes;
    options.multi_pv = settings.multi_pv;
    options.extensions = options.extensions && settings.extensions;
    search_.set_options(options);
    switch (settings.multi_player) {
      case game::MultiPlayerMethod::hypermax:
        method_ = engine::MultiPlayerMethod::hypermax;
        break;
      case game::MultiPlayerMethod::paranoid:
        method_ = engine::MultiPlayerMethod::paranoid;
        break;
      case game::MultiPlayerMethod::max_n:
        method_ = engine::MultiPlayerMethod::max_n;
        break;
    }
  }
  void clear() override {
    search_.clear();
    prover_.clear();
  }
  std::string unit() const override { return "piece"; }

  std::string score_text(const game::Score& score) const override {
    char text[64];
    if (score.win_in_plies)
      std::snprintf(text, sizeof text, "wins in %d plies", *score.win_in_plies);
    else if (score.loss_in_plies)
      std::snprintf(text, sizeof text, "loses in %d plies", *score.loss_in_plies);
    else
      std::snprintf(text, sizeof text, "%+.2f pieces", score.value);
    return text;
  }

  std::string piece_to_move(const game::GameState& state, const std::string& move) const override {
    const Position* position = octagon_position_of(state);
    if (position == nullptr) return "";
    const MoveTextParse parsed = parse_move_text(move, position->board(), position->rules());
    if (!parsed.move) return "";
    const int kind = parsed.move->kind;
    const std::string piece = "a " + std::to_string(kKindDirections[kind]) + "-piece";
    if (kind == 3) return piece;
    return piece + " pointing " + direction_name(parsed.move->turn);
  }

  game::Proof prove(const game::GameState& state, const game::ProofQuery& query) override {
    game::Proof out;
    const Position* position = octagon_position_of(state);
    if (position == nullptr) {
      out.error = kNotOctagon;
      return out;
    }
    if (position->players() != 2) {
      out.error = "proofs are searched for two players only";
      return out;
    }
    Position start = *position;
    start.forget_history();
    OctagonSearchGame game(start);
    const auto r = prover_.run(game, {query.winner, query.moves, query.max_nodes});
    out.status = r.status == engine::ProofStatus::proven      ? game::ProofStatus::proven
                 : r.status == engine::ProofStatus::disproven ? game::ProofStatus::disproven
                                                              : game::ProofStatus::unknown;
    out.moves = r.moves;
    out.shortest = r.shortest;
    out.line = line_text(*position, r.line);
    out.nodes = r.nodes;
    out.elapsed = r.elapsed;
    return out;
  }

  game::Evaluation evaluate(const game::GameState& state) override {
    game::Evaluation out;
    const Position* position = octagon_position_of(state);
    if (position == nullptr) {
      out.error = kNotOctagon;
      return out;
    }
    const int n = position->players();
    const auto terms = evaluation_terms(*position);
    const auto per_side = [&](int SideTerms::*term) {
      std::vector<double> v;
      for (int p = 0; p < n; ++p)
        v.push_back(terms[static_cast<std::size_t>(p)].*term / 100.0);
      return v;
    };
    out.terms.push_back({"pieces", per_side(&SideTerms::pieces)});
    out.terms.push_back({"to place", per_side(&SideTerms::to_place)});
    out.terms.push_back({"safety", per_side(&SideTerms::safety)});
    out.terms.push_back({"exposed", per_side(&SideTerms::exposed)});
    out.terms.push_back({"stock", per_side(&SideTerms::stock)});
    for (int p = 0; p < n; ++p)
      out.totals.push_back(terms[static_cast<std::size_t>(p)].total() / 100.0);
    const Utilities u = heuristic_utilities(*position);
    const int side = position->side_to_move();
    out.for_side_to_move = u[static_cast<std::size_t>(side)] / (100.0 * (n - 1));
    char line[96];
    std::snprintf(line, sizeof line, "round: %d of %d, %d placement%s left in this turn",
                  std::min(position->round(), position->rules().turns), position->rules().turns,
                  position->placements_left(), position->placements_left() == 1 ? "" : "s");
    out.remarks.push_back(line);
    if (n > 2) {
      std::snprintf(line, sizeof line, "for %c: its total minus the others' average",
                    kPlayerLetters[side]);
      out.remarks.push_back(line);
    }
    return out;
  }

  game::Analysis analyse(const game::GameState& state, const game::AnalysisLimits& limits,
                         const std::function<void(const game::Analysis&)>& progress) override {
    const Position* position = octagon_position_of(state);
    if (position == nullptr) {
      game::Analysis out;
      out.error = kNotOctagon;
      return out;
    }
    Position start = *position;
    start.forget_history();
    OctagonSearchGame game(start);
    if (position->players() == 2) return analyse_two_players(game, start, limits, progress);
    engine::MultiPlayerLimits multi_limits;
    multi_limits.depth = limits.depth;
    multi_limits.nodes = limits.nodes;
    multi_limits.move_time = limits.move_time;
    using Result = engine::MultiPlayerSearch<OctagonSearchGame>::Result;
    engine::MultiPlayerSearch<OctagonSearchGame>::Progress report;
    if (progress) report = [&](const Result& r) { progress(multi_analysis_of(start, r)); };
    return multi_analysis_of(start, multi_.run(game, method_, multi_limits, report));
  }

 private:
  game::Analysis analyse_two_players(OctagonSearchGame& game, const Position& start,
                                     const game::AnalysisLimits& limits,
                                     const std::function<void(const game::Analysis&)>& progress) {
    engine::SearchLimits search_limits;
    search_limits.depth = limits.depth;
    search_limits.nodes = limits.nodes;
    search_limits.move_time = limits.move_time;
    using Result = engine::Search<OctagonSearchGame>::Result;
    engine::Search<OctagonSearchGame>::Progress report;
    if (progress) report = [&](const Result& r) { progress(analysis_of(start, r)); };
    return analysis_of(start, search_.run(game, search_limits, report, {}));
  }

  static game::Analysis analysis_of(const Position& position, const engine::SearchResult<Move>& r) {
    game::Analysis out;
    if (r.best_move) out.best_move = move_to_text(position.board(), *r.best_move);
    out.score = score_of(r.value);
    out.pv = line_text(position, r.pv);
    for (const auto& line : r.lines)
      out.lines.push_back({line_text(position, line.pv), score_of(line.value)});
    out.depth = r.depth;
    out.selective_depth = r.selective_depth;
    out.nodes = r.nodes;
    out.elapsed = r.elapsed;
    return out;
  }

  static game::Analysis multi_analysis_of(
      const Position& position, const engine::MultiPlayerSearch<OctagonSearchGame>::Result& r) {
    game::Analysis out;
    if (r.best_move) out.best_move = move_to_text(position.board(), *r.best_move);
    out.score = multi_player_score(position, r.pv, r.values);
    out.pv = line_text(position, r.pv);
    if (!out.pv.empty()) out.lines.push_back({out.pv, out.score});
    out.depth = r.depth;
    out.selective_depth = r.depth;
    out.nodes = r.nodes;
    out.elapsed = r.elapsed;
    return out;
  }

  engine::Search<OctagonSearchGame> search_;
  engine::ProofSearch<OctagonSearchGame> prover_;
  engine::MultiPlayerSearch<OctagonSearchGame> multi_;
  engine::MultiPlayerMethod method_ = engine::MultiPlayerMethod::hypermax;
};

}  // namespace

std::unique_ptr<game::Analyser> make_octagon_analyser() {
  return std::make_unique<OctagonAnalyser>();
}

}  // namespace skald::octagon
