#include "skald/ataxx/ataxx_analyser.h"

#include <cstdio>

#include "skald/analysis/engine_bridge.h"
#include "skald/analysis/game_searches.h"
#include "skald/ataxx/ataxx_game.h"
#include "skald/ataxx/evaluation.h"
#include "skald/ataxx/fen.h"
#include "skald/ataxx/move_notation.h"
#include "skald/ataxx/search_game.h"
#include "skald/game/game.h"

namespace skald::ataxx {
namespace {

constexpr const char* kNotAtaxx = "not an Ataxx or Spot position";

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

/// How the searches write a line from `start` (which outlives the search).
auto text_from(const Position& start) {
  return [&start](const std::vector<Move>& line) { return line_text(start, line); };
}

class AtaxxAnalyser final : public game::Analyser {
 public:
  void configure(const game::AnalyserSettings& settings) override { searches_.configure(settings); }
  void clear() override { searches_.clear(); }
  std::string unit() const override { return "stone"; }

  std::string score_text(const game::Score& score) const override {
    return analysis::score_text(score, "stones");
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
    return searches_.prove(game, query, text_from(start));
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
    if (position->players() == 2)
      return searches_.analyse(game, limits, progress, text_from(start));
    return searches_.analyse_many(game, start, limits, progress, text_from(start));
  }

 private:
  analysis::ManyPlayerSearches<AtaxxSearchGame> searches_;
};

}  // namespace

std::unique_ptr<game::Analyser> make_ataxx_analyser() {
  return std::make_unique<AtaxxAnalyser>();
}

}  // namespace skald::ataxx
