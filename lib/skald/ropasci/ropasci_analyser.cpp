#include "skald/ropasci/ropasci_analyser.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

#include "skald/analysis/engine_bridge.h"
#include "skald/core/splitmix.h"
#include "skald/engine/simultaneous_search.h"
#include "skald/game/game.h"
#include "skald/ropasci/evaluation.h"
#include "skald/ropasci/notation.h"
#include "skald/ropasci/ropasci_game.h"
#include "skald/ropasci/search_game.h"

namespace skald::ropasci {
namespace {

constexpr const char* kNotRopasci = "not a RoPaSci 360 position";
using Search = engine::SimultaneousSearch<RopasciSearchGame>;

/// A value in hundredths of a token as tokens, to the hundredth (the matrix game's value is
/// a fraction; its last digits say nothing).
double tokens_of(double hundredths) {
  return std::round(hundredths) / 100.0;
}

game::Score score_of(double value) {
  game::Score s;
  s.value = tokens_of(value);
  return s;
}

/// The index `draw` (uniform in [0, 1)) falls on in `probabilities`.
std::size_t drawn_index(const std::vector<double>& probabilities, double draw) {
  double cumulative = 0;
  for (std::size_t i = 0; i < probabilities.size(); ++i) {
    cumulative += probabilities[i];
    if (draw < cumulative) return i;
  }
  // Rounding left the sum a hair below one: the last action with any weight.
  for (std::size_t i = probabilities.size(); i-- > 0;)
    if (probabilities[i] > 0) return i;
  return 0;
}

/// "the rock on c9", "a throw".
std::string piece_of(int side, const Board& board, std::string_view text) {
  const ActionParse parsed = parse_action(text);
  if (!parsed.action) return "";
  const std::string who = side == kUpper ? "upper: " : "lower: ";
  if (parsed.action->kind == ActionKind::throw_token) return who + "a throw";
  const int from = parsed.action->from;
  if ((board.occupied(side) & hex_bit(from)) == 0) return "";
  return who + "the " + symbol_word(board.symbol_on(from)) + " on " + hex_name(from);
}

class RopasciAnalyser final : public game::Analyser {
 public:
  void configure(const game::AnalyserSettings& settings) override {
    engine::SimultaneousOptions options;
    options.method = settings.simultaneous == game::SimultaneousMethod::averaging
                         ? engine::SimultaneousMethod::averaging
                         : engine::SimultaneousMethod::matrix;
    search_.set_options(options);
    seed_ = settings.seed;
  }
  void clear() override {}
  std::string unit() const override { return "token"; }

  std::string score_text(const game::Score& score) const override {
    return analysis::score_text(score, "tokens for upper", "turns");
  }

  std::string piece_to_move(const game::GameState& state, const std::string& move) const override {
    const Game360* game = ropasci_game_of(state);
    if (game == nullptr) return "";
    const JointSplit split = split_joint(move);
    if (!split.error.empty()) return "";
    const std::string upper = piece_of(kUpper, game->board(), split.upper);
    const std::string lower = piece_of(kLower, game->board(), split.lower);
    if (upper.empty() || lower.empty()) return "";
    return upper + "; " + lower;
  }

  game::Proof prove(const game::GameState& state, const game::ProofQuery& query) override {
    (void)state;
    (void)query;
    game::Proof out;
    out.error = "RoPaSci 360 has no proof search: its turns are simultaneous";
    return out;
  }

  game::Evaluation evaluate(const game::GameState& state) override {
    game::Evaluation out;
    const Game360* game = ropasci_game_of(state);
    if (game == nullptr) {
      out.error = kNotRopasci;
      return out;
    }
    const auto terms = evaluation_terms(game->board());
    const auto per_side = [&](int SideTerms::*term) {
      return std::vector<double>{terms[0].*term / 100.0, terms[1].*term / 100.0};
    };
    out.terms.push_back({"tokens", per_side(&SideTerms::tokens)});
    out.terms.push_back({"throws", per_side(&SideTerms::throws)});
    out.terms.push_back({"hunting", per_side(&SideTerms::hunting)});
    out.terms.push_back({"danger", per_side(&SideTerms::danger)});
    out.terms.push_back({"invincible", per_side(&SideTerms::invincible)});
    out.totals = {terms[0].total() / 100.0, terms[1].total() / 100.0};
    out.for_side_to_move = (terms[0].total() - terms[1].total()) / 100.0;
    out.remarks.push_back("both sides act at once: the value is upper's total minus lower's");
    const Board& board = game->board();
    char line[96];
    std::snprintf(line, sizeof line, "throws left: upper %d, lower %d; turn %d",
                  board.throws_left(kUpper), board.throws_left(kLower), board.turns_played() + 1);
    out.remarks.push_back(line);
    return out;
  }

  game::Analysis analyse(const game::GameState& state, const game::AnalysisLimits& limits,
                         const std::function<void(const game::Analysis&)>& progress) override {
    const Game360* game = ropasci_game_of(state);
    if (game == nullptr) {
      game::Analysis out;
      out.error = kNotRopasci;
      return out;
    }
    RopasciSearchGame search_game(*game);
    engine::SimultaneousLimits search_limits;
    const bool other_limit = limits.nodes > 0 || limits.move_time.count() > 0;
    // With no limit but a stop (live analysis), deeper until stopped.
    search_limits.depth = limits.depth > 0              ? std::min(limits.depth, kMaxDepth)
                          : other_limit                 ? kMaxDepth
                          : limits.stop.stop_possible() ? engine::kMaxSimultaneousDepth
                                                        : kDefaultDepth;
    search_limits.nodes = limits.nodes;
    search_limits.move_time = limits.move_time;
    search_limits.stop = limits.stop;
    search_limits.progress_interval = limits.progress_interval;
    Search::Progress report;
    if (progress) report = [&](const Search::Result& r) { progress(analysis_of(*game, r)); };
    return analysis_of(*game, search_.run(search_game, search_limits, report));
  }

 private:
  static constexpr int kDefaultDepth = 2;
  /// Each turn deeper multiplies the work by some 36 (6 kept actions a side): three turns
  /// take about half a second, four some fifteen; deeper limits are cut to this.
  static constexpr int kMaxDepth = 3;

  game::Analysis analysis_of(const Game360& game, const Search::Result& r) const {
    game::Analysis out;
    out.score = score_of(r.value);
    out.depth = r.depth;
    out.selective_depth = r.depth;
    out.nodes = r.nodes;
    out.elapsed = r.elapsed;
    if (r.sides[0].actions.empty() || r.sides[1].actions.empty()) return out;
    // One generator per position and seed: each side's share drawn from its strategy.
    std::uint64_t state = seed_ ^ game.board().hash() ^
                          (static_cast<std::uint64_t>(game.board().turns_played()) << 48);
    Action chosen[kSides];
    for (int side = 0; side < kSides; ++side) {
      const auto& choice = r.sides[static_cast<std::size_t>(side)];
      const double draw = static_cast<double>(splitmix64(state) >> 11) * (1.0 / 9007199254740992.0);
      chosen[side] = choice.actions[drawn_index(choice.probabilities, draw)];
      std::vector<std::size_t> order(choice.actions.size());
      std::iota(order.begin(), order.end(), 0);
      std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return choice.probabilities[a] > choice.probabilities[b];
      });
      std::vector<game::StrategyEntry> entries;
      for (std::size_t i : order)
        entries.push_back({action_text(side, choice.actions[i]), choice.probabilities[i],
                           tokens_of(choice.values[i])});
      out.strategies.push_back(std::move(entries));
    }
    out.best_move = joint_text(chosen[kUpper], chosen[kLower]);
    out.pv = {*out.best_move};
    out.lines.push_back({out.pv, out.score});
    return out;
  }

  Search search_;
  std::uint64_t seed_ = 0;
};

}  // namespace

std::unique_ptr<game::Analyser> make_ropasci_analyser() {
  return std::make_unique<RopasciAnalyser>();
}

}  // namespace skald::ropasci
