#include "skald/protocol/match_stats.h"

#include <algorithm>
#include <cmath>

namespace skald::protocol {

double elo_of_score(double score) {
  const double s = std::clamp(score, 1e-6, 1 - 1e-6);
  return -400.0 * std::log10(1.0 / s - 1.0);
}

double score_of_elo(double elo) {
  return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

void MatchTally::add_game(double points) {
  if (points >= 0.75)
    ++wins_;
  else if (points <= 0.25)
    ++losses_;
  else
    ++draws_;
}

void MatchTally::add_pair(double points) {
  const int index = std::clamp(static_cast<int>(std::lround(points * 2)), 0, 4);
  ++pairs_[static_cast<std::size_t>(index)];
}

int MatchTally::pairs() const {
  int n = 0;
  for (int c : pairs_)
    n += c;
  return n;
}

double MatchTally::score() const {
  if (games() == 0) return 0.5;
  return (wins_ + 0.5 * draws_) / games();
}

namespace {

/// Mean and variance of the per-game score of a pair (pair points / 2).
struct Moments {
  double mean = 0.5;
  double variance = 0;
  int n = 0;
};

Moments pair_moments(const std::array<int, 5>& pairs) {
  Moments m;
  for (int c : pairs)
    m.n += c;
  if (m.n == 0) return m;
  double sum = 0;
  for (std::size_t i = 0; i < 5; ++i)
    sum += pairs[i] * (static_cast<double>(i) / 4.0);
  m.mean = sum / m.n;
  double squares = 0;
  for (std::size_t i = 0; i < 5; ++i) {
    const double d = static_cast<double>(i) / 4.0 - m.mean;
    squares += pairs[i] * d * d;
  }
  m.variance = squares / m.n;
  return m;
}

}  // namespace

EloEstimate MatchTally::elo() const {
  EloEstimate e;
  e.elo = elo_of_score(score());
  const Moments m = pair_moments(pairs_);
  if (m.n < 2 || m.variance <= 0) return e;
  // The normal approximation of the mean pair score, carried through the Elo curve.
  const double half_width = 1.959964 * std::sqrt(m.variance / m.n);
  e.low = elo_of_score(m.mean - half_width);
  e.high = elo_of_score(m.mean + half_width);
  e.has_interval = true;
  e.low_bounded = m.mean - half_width > 0;
  e.high_bounded = m.mean + half_width < 1;
  return e;
}

SprtResult MatchTally::sprt(const SprtSettings& settings) const {
  SprtResult r;
  r.lower = std::log(settings.beta / (1 - settings.alpha));
  r.upper = std::log((1 - settings.beta) / settings.alpha);
  const Moments m = pair_moments(pairs_);
  if (m.n < 2 || m.variance <= 0) return r;
  // The generalised SPRT with the pentanomial pair scores taken as normal: the log
  // likelihood ratio of the mean at s1 against s0 given the observed variance.
  const double s0 = score_of_elo(settings.elo0);
  const double s1 = score_of_elo(settings.elo1);
  r.llr = m.n * (s1 - s0) * (2 * m.mean - s0 - s1) / (2 * m.variance);
  if (r.llr >= r.upper)
    r.state = SprtState::h1_accepted;
  else if (r.llr <= r.lower)
    r.state = SprtState::h0_accepted;
  return r;
}

}  // namespace skald::protocol
