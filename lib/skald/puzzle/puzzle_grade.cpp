#include "skald/puzzle/puzzle_grade.h"

#include <algorithm>
#include <cmath>

#include "skald/puzzle/puzzle_measures.h"

namespace skald::puzzle {

const char* grade_name(Grade grade) {
  switch (grade) {
    case Grade::easy:
      return "easy";
    case Grade::medium:
      return "medium";
    case Grade::hard:
      return "hard";
    case Grade::very_hard:
      return "very hard";
  }
  return "easy";
}

double grade_score(const PuzzleMeasures& m) {
  const SearchLadder& ladder = m.ladder;
  const int deepest = ladder.steps.empty() ? 0 : ladder.steps.back().depth;
  const int depth = ladder.found_depth > 0 ? ladder.found_depth : deepest + 1;
  const std::uint64_t nodes = ladder.found_depth > 0 ? ladder.found_nodes
                              : ladder.steps.empty() ? 0
                                                     : ladder.steps.back().nodes;
  return 2.0 * depth + 2.0 * std::max(0, m.moves - 2) +
         std::log10(1.0 + static_cast<double>(nodes)) + std::log10(1.0 + m.defences);
}

Grade grade_of(double score, const GradeThresholds& t) {
  if (score >= t.very_hard) return Grade::very_hard;
  if (score >= t.hard) return Grade::hard;
  if (score >= t.medium) return Grade::medium;
  return Grade::easy;
}

GradeThresholds calibrated_thresholds(std::vector<double> scores) {
  if (scores.size() < 4) return {};
  std::sort(scores.begin(), scores.end());
  const auto bound = [&](std::size_t quarter) {
    const std::size_t first = (scores.size() * quarter + 3) / 4;  // the next bucket's first
    return (scores[first - 1] + scores[first]) / 2;
  };
  return {bound(1), bound(2), bound(3)};
}

}  // namespace skald::puzzle
