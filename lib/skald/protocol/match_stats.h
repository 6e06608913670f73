#pragma once

// What a match's results say about the first player's strength against the second: the
// score, the Elo difference with its 95% interval, and a sequential probability ratio test
// (SPRT). Games come in pairs (one opening, colours swapped), and the pair is the unit of
// the statistics, as fastchess and cutechess-ob count them: the pentanomial model, five
// pair results from 0 to 2 points, whose variance takes the openings' bias out of the
// noise. Games outside a complete pair count in the score, not in the model.

#include <array>
#include <optional>
#include <string>

namespace skald::protocol {

/// An SPRT of H0: elo <= elo0 against H1: elo >= elo1 (logistic Elo), with error rates
/// alpha (accepting H1 wrongly) and beta (accepting H0 wrongly).
struct SprtSettings {
  double elo0 = 0;
  double elo1 = 5;
  double alpha = 0.05;
  double beta = 0.05;
};

enum class SprtState { running, h0_accepted, h1_accepted };

struct SprtResult {
  double llr = 0;
  double lower = 0;  // log(beta / (1 - alpha)): at or below it, H0 is accepted
  double upper = 0;  // log((1 - beta) / alpha): at or above it, H1 is accepted
  SprtState state = SprtState::running;
};

struct EloEstimate {
  double elo = 0;
  double low = 0;  // the 95% interval's ends
  double high = 0;
  bool has_interval = false;  // false while every pair has the same score (no variance)
  /// Whether each end is a bound: an end where the interval reaches a score of 0 or 1 is
  /// at the Elo curve's limit, and says no more than "unbounded".
  bool low_bounded = false;
  bool high_bounded = false;
  /// An interval with both ends bounds.
  bool bounded() const { return has_interval && low_bounded && high_bounded; }
};

class MatchTally {
 public:
  /// A game's points for the first player: 1 win, 0.5 draw, 0 loss.
  void add_game(double points);
  /// A complete pair: the first player's points in its two games (0 to 2, in halves).
  void add_pair(double points);

  int wins() const { return wins_; }
  int draws() const { return draws_; }
  int losses() const { return losses_; }
  int games() const { return wins_ + draws_ + losses_; }
  /// Pairs by the first player's points: 0, 0.5, 1, 1.5, 2.
  const std::array<int, 5>& pentanomial() const { return pairs_; }
  int pairs() const;
  /// The first player's share of the points, 0 to 1.
  double score() const;
  EloEstimate elo() const;
  SprtResult sprt(const SprtSettings& settings) const;

 private:
  int wins_ = 0;
  int draws_ = 0;
  int losses_ = 0;
  std::array<int, 5> pairs_{};
};

/// The Elo difference a score (0 to 1, exclusive) means.
double elo_of_score(double score);
/// The score an Elo difference means.
double score_of_elo(double elo);

}  // namespace skald::protocol
