#include "skald/octagon/octagon_analyser.h"

#include <cstdio>

#include "skald/analysis/engine_bridge.h"
#include "skald/analysis/game_searches.h"
#include "skald/game/game.h"
#include "skald/octagon/evaluation.h"
#include "skald/octagon/notation.h"
#include "skald/octagon/octagon_game.h"
#include "skald/octagon/search_game.h"

namespace skald::octagon {
namespace {

constexpr const char* kNotOctagon = "not an Octagon Theory position";

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

/// How the searches write a line from `start` (which outlives the search).
auto text_from(const Position& start) {
  return [&start](const std::vector<Move>& line) { return line_text(start, line); };
}

class OctagonAnalyser final : public game::Analyser {
 public:
  void configure(const game::AnalyserSettings& settings) override { searches_.configure(settings); }
  void clear() override { searches_.clear(); }
  std::string unit() const override { return "piece"; }

  std::string score_text(const game::Score& score) const override {
    return analysis::score_text(score, "pieces");
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
    return searches_.prove(game, query, text_from(start));
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
    if (position->players() == 2)
      return searches_.analyse(game, limits, progress, text_from(start));
    return searches_.analyse_many(game, start, limits, progress, text_from(start));
  }

 private:
  analysis::ManyPlayerSearches<OctagonSearchGame> searches_;
};

}  // namespace

std::unique_ptr<game::Analyser> make_octagon_analyser() {
  return std::make_unique<OctagonAnalyser>();
}

}  // namespace skald::octagon
