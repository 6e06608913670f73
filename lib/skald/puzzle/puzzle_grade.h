#pragma once

// A puzzle's grade (easy, medium, hard, very hard) from what was measured of it
// (puzzle_measures.h), not from a person's impression. The score adds, for each measure,
// a term that grows with it:
//   2 × the depth (plies) at which the engine first plays the solution's first move
//       (a move it never plays within the ladder counts one ply deeper than the ladder),
//   2 × the winner's moves beyond two,
//   log10(1 + the nodes the engine searched to find it),
//   log10(1 + the defences the solver must answer).
// The buckets' bounds are calibrated on the shipped collection so that each holds about a
// quarter of it (calibrated_thresholds, puzzles/README.md); tests/cli/puzzle_catalogue_test
// fails when the collection has drifted from them.

#include <vector>

namespace skald::puzzle {

struct PuzzleMeasures;

enum class Grade { easy, medium, hard, very_hard };

/// "easy", "medium", "hard", "very hard".
const char* grade_name(Grade grade);

/// The lowest score of each grade above easy.
struct GradeThresholds {
  double medium = 14.66;
  double hard = 17.93;
  double very_hard = 20.03;
};

/// The score of a measured puzzle (the sum above).
double grade_score(const PuzzleMeasures& measures);

Grade grade_of(double score, const GradeThresholds& thresholds = {});

/// Bounds that split `scores` into four buckets of (nearly) equal counts: each bound
/// halfway between the last score of a quarter and the first of the next.
GradeThresholds calibrated_thresholds(std::vector<double> scores);

}  // namespace skald::puzzle
