#include "skald/amazons/evaluation.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

namespace skald::amazons {

namespace {

constexpr double kTieShare = 0.2;
constexpr double kMobilityCap = 8;
constexpr std::uint8_t kFar = 255;  // not reachable

using DistanceTable = std::array<std::uint8_t, kSquareSlots>;

/// Each empty square's distance from `side`'s nearest amazon in queen moves (`queen`) or
/// king moves, by breadth-first layers over the empty squares.
DistanceTable distances(const Position& position, int side, bool queen) {
  DistanceTable d;
  d.fill(kFar);
  const Geometry& g = position.geometry();
  const Bits empty = position.empty();
  Bits reached = 0;
  Bits frontier = position.amazons(side);
  for (std::uint8_t layer = 1; frontier; ++layer) {
    const Bits next =
        (queen ? g.queen_reach(frontier, empty) : g.king_reach(frontier) & empty) & ~reached;
    for_each_square(next, [&](int s) { d[static_cast<std::size_t>(s)] = layer; });
    reached |= next;
    frontier = next;
  }
  return d;
}

/// 2^-n for a distance n (0 beyond reach).
double halved(int n) {
  return n >= 60 ? 0.0 : std::ldexp(1.0, -n);
}

/// An amazon's alpha: the free neighbours of each square one queen move away, halved per
/// step from the amazon.
double amazon_mobility(const Position& position, int square, const DistanceTable& free_neighbours) {
  const Geometry& g = position.geometry();
  const Bits empty = position.empty();
  double alpha = 0;
  for (const int step : g.steps) {
    Bits ray = shifted(bit(square), step) & empty;
    for (int k = 1; ray; ++k) {
      alpha += free_neighbours[static_cast<std::size_t>(lowest_square(ray))] * halved(k);
      ray = shifted(ray, step) & empty;
    }
  }
  return std::min(alpha, kMobilityCap);
}

/// The unweighted terms per side, and the phase.
struct RawTerms {
  double t1[2] = {0, 0}, t2[2] = {0, 0}, c1[2] = {0, 0}, c2[2] = {0, 0}, mobility[2] = {0, 0};
  double phase = 0;
};

/// The weights of the terms at phase p (see evaluation.h), in the order of RawTerms.
struct Weights {
  double t1, t2, c1, c2, mobility;
};
Weights weights_at(double p) {
  return {1 - p / 2, 0.3 * p, 0.4 * p, 0.3 * p, 0.25 * p};
}

RawTerms raw_terms(const Position& position) {
  const DistanceTable queen[2] = {distances(position, kWhite, true),
                                  distances(position, kBlack, true)};
  const DistanceTable king[2] = {distances(position, kWhite, false),
                                 distances(position, kBlack, false)};
  // Ties go to the side whose amazon moves next: between the two halves of a move (the
  // engine's view) that is the other side, as the pending amazon only shoots.
  const int mover = position.side_to_move() ^ (position.pending() >= 0 ? 1 : 0);
  const Geometry& g = position.geometry();
  const Bits empty = position.empty();

  RawTerms r;
  auto& t1 = r.t1;
  auto& t2 = r.t2;
  auto& c1 = r.c1;
  auto& c2 = r.c2;
  double contested = 0;
  int empties = 0;
  DistanceTable free_neighbours{};
  for_each_square(empty, [&](int s) {
    const auto i = static_cast<std::size_t>(s);
    ++empties;
    free_neighbours[i] = static_cast<std::uint8_t>(popcount(g.king_reach(bit(s)) & empty));
    const int qw = queen[kWhite][i], qb = queen[kBlack][i];
    const int kw = king[kWhite][i], kb = king[kBlack][i];
    if (qw < qb) t1[kWhite] += 1;
    if (qb < qw) t1[kBlack] += 1;
    if (qw == qb && qw != kFar) t1[mover] += kTieShare;
    if (kw < kb) t2[kWhite] += 1;
    if (kb < kw) t2[kBlack] += 1;
    if (kw == kb && kw != kFar) t2[mover] += kTieShare;
    c1[kWhite] += 2 * halved(qw);
    c1[kBlack] += 2 * halved(qb);
    const double lead = std::clamp((std::min(kb, 60) - std::min(kw, 60)) / 6.0, -1.0, 1.0);
    if (lead > 0) c2[kWhite] += lead;
    if (lead < 0) c2[kBlack] -= lead;
    if (qw != kFar && qb != kFar) contested += halved(std::abs(qw - qb));
  });
  for (int side : {kWhite, kBlack})
    for_each_square(position.amazons(side), [&](int s) {
      r.mobility[side] += amazon_mobility(position, s, free_neighbours);
    });
  r.phase = empties > 0 ? contested / empties : 0;
  return r;
}

}  // namespace

EvaluationDump evaluation_dump(const Position& position) {
  const RawTerms r = raw_terms(position);
  const Weights w = weights_at(r.phase);
  EvaluationDump dump;
  dump.phase = r.phase;
  const auto add = [&](const char* name, const double(&v)[2], double weight) {
    dump.terms.push_back({name, v[kWhite] * weight, v[kBlack] * weight});
    dump.white_total += v[kWhite] * weight;
    dump.black_total += v[kBlack] * weight;
  };
  add("territory (queen)", r.t1, w.t1);
  add("territory (king)", r.t2, w.t2);
  add("position (queen)", r.c1, w.c1);
  add("position (king)", r.c2, w.c2);
  add("mobility", r.mobility, w.mobility);
  const double balance = dump.white_total - dump.black_total;
  dump.for_side_to_move = position.side_to_move() == kWhite ? balance : -balance;
  return dump;
}

int evaluate(const Position& position) {
  // The same sum as evaluation_dump's, in the same order, without the terms' names.
  const RawTerms r = raw_terms(position);
  const Weights w = weights_at(r.phase);
  double total[2];
  for (int side : {kWhite, kBlack})
    total[side] = r.t1[side] * w.t1 + r.t2[side] * w.t2 + r.c1[side] * w.c1 + r.c2[side] * w.c2 +
                  r.mobility[side] * w.mobility;
  const double balance = total[kWhite] - total[kBlack];
  const double for_mover = position.side_to_move() == kWhite ? balance : -balance;
  return static_cast<int>(std::lround(for_mover * 100));
}

}  // namespace skald::amazons
