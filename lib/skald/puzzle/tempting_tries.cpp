#include "skald/puzzle/tempting_tries.h"

#include <algorithm>

namespace skald::puzzle {

std::vector<TemptingTry> tempting_tries(const game::GameState& start,
                                        const std::vector<std::string>& winning, int side,
                                        int moves, game::Analyser& analyser,
                                        const TryOptions& options) {
  std::vector<TemptingTry> tries;
  if (options.count <= 0 || options.stop.stop_requested()) return tries;
  game::AnalyserSettings settings;
  settings.multi_pv = options.lines;
  analyser.configure(settings);
  game::AnalysisLimits limits;
  limits.depth = options.depth;
  limits.stop = options.stop;
  const game::Analysis analysis = analyser.analyse(start, limits);
  settings.multi_pv = 1;
  analyser.configure(settings);
  for (const game::AnalysisLine& line : analysis.lines) {
    if (static_cast<int>(tries.size()) >= options.count || line.moves.empty() ||
        options.stop.stop_requested())
      break;
    const std::string& move = line.moves.front();
    if (std::find(winning.begin(), winning.end(), move) != winning.end()) continue;
    std::unique_ptr<game::GameState> after = start.clone();
    if (!after->play(move).ok || after->outcome().kind != game::OutcomeKind::ongoing) continue;
    // A continuation of the same side's turn (tafl's berserk) is not another move.
    const int left = after->side_to_move() == side ? moves : moves - 1;
    game::ProofQuery query{side, left, options.max_nodes};
    query.stop = options.stop;
    const game::Proof refuted = analyser.prove(*after, query);
    if (refuted.status != game::ProofStatus::disproven || refuted.line.empty()) continue;
    tries.push_back({move, refuted.line});
  }
  return tries;
}

}  // namespace skald::puzzle
