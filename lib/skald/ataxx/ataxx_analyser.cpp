#include "skald/ataxx/ataxx_analyser.h"

#include <cstdio>

#include "skald/ataxx/ataxx_game.h"
#include "skald/ataxx/evaluation.h"
#include "skald/ataxx/fen.h"
#include "skald/ataxx/move_notation.h"
#include "skald/ataxx/search_game.h"
#include "skald/engine/multi_player_search.h"
#include "skald/engine/proof_search.h"
#include "skald/engine/score.h"
#include "skald/engine/search.h"
#include "skald/game/game.h"

namespace skald::ataxx {
namespace {

constexpr const char* kNotAtaxx = "not an Ataxx or Spot position";

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
    out.push_back(move_to_text(m));
    walk.make(m);
  }
  return out;
}

/// An N-player score for the side to move at the root: proven when the line ends the game
/// (first alone: a win; not first: a loss), else its utility in stones.
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

class AtaxxAnalyser final : public game::Analyser {
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
  std::string unit() const override { return "stone"; }

  std::string score_text(const game::Score& score) const override {
    char text[64];
    if (score.win_in_plies)
      std::snprintf(text, sizeof text, "wins in %d plies", *score.win_in_plies);
    else if (score.loss_in_plies)
      std::snprintf(text, sizeof text, "loses in %d plies", *score.loss_in_plies);
    else
      std::snprintf(text, sizeof text, "%+.2f stones", score.value);
    return text;
  }

  std::string piece_to_move(const game::GameState& state, const std::string& move) const override {
    const Position* position = ataxx_position_of(state);
    const MoveTextParse parsed = parse_move_text(move);
    if (position == nullptr || !parsed.move) return "";
    if (parsed.move->is_pass()) return "a pass";
    const std::string letter(1, kPlayerLetters[position->side_to_move()]);
    if (parsed.move->is_clone()) return "a new " + letter + " stone (a clone)";
    return "the " + letter + " stone on " + square_name(parsed.move->from);
  }

  game::Proof prove(const game::GameState& state, const game::ProofQuery& query) override {
    game::Proof out;
    const Position* position = ataxx_position_of(state);
    if (position == nullptr) {
      out.error = kNotAtaxx;
      return out;
    }
    if (position->players() != 2) {
      out.error = "proofs are searched for two players only";
      return out;
    }
    Position start = *position;
    start.forget_history();
    AtaxxSearchGame game(start);
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
    const Position* position = ataxx_position_of(state);
    if (position == nullptr) {
      out.error = kNotAtaxx;
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
    out.terms.push_back({"stones", per_side(&SideTerms::stones)});
    out.terms.push_back({"safe stones", per_side(&SideTerms::safe_stones)});
    out.terms.push_back({"mobility", per_side(&SideTerms::mobility)});
    out.terms.push_back({"holes", per_side(&SideTerms::holes)});
    for (int p = 0; p < n; ++p)
      out.totals.push_back(terms[static_cast<std::size_t>(p)].total() / 100.0);
    const Utilities u = heuristic_utilities(*position);
    const int side = position->side_to_move();
    out.for_side_to_move = u[static_cast<std::size_t>(side)] / (100.0 * (n - 1));
    if (n > 2) {
      char line[96];
      std::snprintf(line, sizeof line, "for %c: its total minus the others' average",
                    kPlayerLetters[side]);
      out.remarks.push_back(line);
    }
    return out;
  }

  game::Analysis analyse(const game::GameState& state, const game::AnalysisLimits& limits,
                         const std::function<void(const game::Analysis&)>& progress) override {
    const Position* position = ataxx_position_of(state);
    if (position == nullptr) {
      game::Analysis out;
      out.error = kNotAtaxx;
      return out;
    }
    Position start = *position;
    start.forget_history();
    AtaxxSearchGame game(start);
    if (position->players() == 2) return analyse_two_players(game, start, limits, progress);
    engine::MultiPlayerLimits multi_limits;
    multi_limits.depth = limits.depth;
    multi_limits.nodes = limits.nodes;
    multi_limits.move_time = limits.move_time;
    using Result = engine::MultiPlayerSearch<AtaxxSearchGame>::Result;
    engine::MultiPlayerSearch<AtaxxSearchGame>::Progress report;
    if (progress) report = [&](const Result& r) { progress(multi_analysis_of(start, r)); };
    return multi_analysis_of(start, multi_.run(game, method_, multi_limits, report));
  }

 private:
  game::Analysis analyse_two_players(AtaxxSearchGame& game, const Position& start,
                                     const game::AnalysisLimits& limits,
                                     const std::function<void(const game::Analysis&)>& progress) {
    engine::SearchLimits search_limits;
    search_limits.depth = limits.depth;
    search_limits.nodes = limits.nodes;
    search_limits.move_time = limits.move_time;
    using Result = engine::Search<AtaxxSearchGame>::Result;
    engine::Search<AtaxxSearchGame>::Progress report;
    if (progress) report = [&](const Result& r) { progress(analysis_of(start, r)); };
    return analysis_of(start, search_.run(game, search_limits, report, {}));
  }

  static game::Analysis analysis_of(const Position& position, const engine::SearchResult<Move>& r) {
    game::Analysis out;
    if (r.best_move) out.best_move = move_to_text(*r.best_move);
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
      const Position& position, const engine::MultiPlayerSearch<AtaxxSearchGame>::Result& r) {
    game::Analysis out;
    if (r.best_move) out.best_move = move_to_text(*r.best_move);
    out.score = multi_player_score(position, r.pv, r.values);
    out.pv = line_text(position, r.pv);
    if (!out.pv.empty()) out.lines.push_back({out.pv, out.score});
    out.depth = r.depth;
    out.selective_depth = r.depth;
    out.nodes = r.nodes;
    out.elapsed = r.elapsed;
    return out;
  }

  engine::Search<AtaxxSearchGame> search_;
  engine::ProofSearch<AtaxxSearchGame> prover_;
  engine::MultiPlayerSearch<AtaxxSearchGame> multi_;
  engine::MultiPlayerMethod method_ = engine::MultiPlayerMethod::hypermax;
};

}  // namespace

std::unique_ptr<game::Analyser> make_ataxx_analyser() {
  return std::make_unique<AtaxxAnalyser>();
}

}  // namespace skald::ataxx
