#include "skald/analysis/engine_bridge.h"

#include <fmt/format.h>

#include <cmath>

#include "skald/engine/score.h"

namespace skald::analysis {

engine::SearchOptions search_options(const game::AnalyserSettings& settings) {
  engine::SearchOptions options =
      settings.plain ? engine::SearchOptions::plain() : engine::SearchOptions{};
  options.threads = settings.threads;
  options.hash_megabytes = settings.hash_megabytes;
  options.multi_pv = settings.multi_pv;
  options.contempt = static_cast<int>(std::lround(settings.contempt * 100));
  options.extensions = options.extensions && settings.extensions;
  options.earlier_search_cutoffs = settings.reuse_earlier_searches;
  return options;
}

engine::MultiPlayerMethod multi_player_method(game::MultiPlayerMethod method) {
  switch (method) {
    case game::MultiPlayerMethod::paranoid:
      return engine::MultiPlayerMethod::paranoid;
    case game::MultiPlayerMethod::max_n:
      return engine::MultiPlayerMethod::max_n;
    case game::MultiPlayerMethod::hypermax:
      break;
  }
  return engine::MultiPlayerMethod::hypermax;
}

engine::SearchLimits search_limits(const game::AnalysisLimits& limits) {
  engine::SearchLimits out;
  out.depth = limits.depth;
  out.nodes = limits.nodes;
  out.move_time = limits.move_time;
  out.stop = limits.stop;
  out.progress_interval = limits.progress_interval;
  return out;
}

engine::MultiPlayerLimits multi_player_limits(const game::AnalysisLimits& limits) {
  engine::MultiPlayerLimits out;
  out.depth = limits.depth;
  out.nodes = limits.nodes;
  out.move_time = limits.move_time;
  out.stop = limits.stop;
  out.progress_interval = limits.progress_interval;
  return out;
}

game::Score score_of(int value, int plies_per_move) {
  game::Score s;
  if (!engine::is_proven(value)) {
    s.value = value / 100.0;
    return s;
  }
  const int plies = engine::plies_to_end(value);
  // A line that ends the game may end in the middle of a move (after an Amazons arrow's
  // amazon move it cannot, but the count rounds up either way).
  const auto moves = [&](int n) { return (n + plies_per_move - 1) / plies_per_move; };
  if (plies >= 0)
    s.win_in_plies = moves(plies);
  else
    s.loss_in_plies = moves(-plies);
  return s;
}

std::string score_text(const game::Score& score, std::string_view units, std::string_view plies) {
  if (score.win_in_plies) return fmt::format("wins in {} {}", *score.win_in_plies, plies);
  if (score.loss_in_plies) return fmt::format("loses in {} {}", *score.loss_in_plies, plies);
  return fmt::format("{:+.2f} {}", score.value, units);
}

game::ProofStatus proof_status(engine::ProofStatus status) {
  switch (status) {
    case engine::ProofStatus::proven:
      return game::ProofStatus::proven;
    case engine::ProofStatus::disproven:
      return game::ProofStatus::disproven;
    case engine::ProofStatus::unknown:
      break;
  }
  return game::ProofStatus::unknown;
}

}  // namespace skald::analysis
