#pragma once

// PositionAnalyser: the part of a game's Analyser that is the same for every game searched
// by game_searches.h (tafl, the Amazons, Ataxx and Spot, the Octagon Theory). It finds the
// game's position in a state (an error when the state is another game's), passes the
// settings to the searches, writes scores in the game's unit, and by default proves and
// analyses from the engine's view of that position, with the N-player search where the
// game has more than two players. A game's analyser derives from it (CRTP) and writes only
// its own:
//
//   static std::string move_text(const Position& walk, const Move& move);  // before `move`
//   std::string piece_to_move_at(const Position&, const std::string& move) const;
//   game::Evaluation evaluation_of(const Position&) const;
//
// and, where it differs from the defaults below, its own search_start (the position the
// searches start from: by default a copy without the history a position keeps to unmake;
// tafl keeps the history since the last capture), search_game, line_text (the Amazons
// pair half-moves), prove_at or analyse_at (tafl anticipates repetitions; the Amazons
// count half-moves), which hide the defaults.
//
// per_side_evaluation() builds the static evaluation of a game whose terms are counted
// per side in hundredths, as the N-player games (Ataxx, Octagon) do.

#include <array>
#include <cstddef>
#include <cstdio>
#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "skald/analysis/engine_bridge.h"
#include "skald/analysis/game_searches.h"
#include "skald/game/analyser.h"

namespace skald::analysis {

/// What an analyser says of its game: how it finds the game's position in a state and the
/// words of its messages.
template <class Position>
struct AnalyserWords {
  /// The game's position in a state, or nullptr when the state is another game's.
  const Position* (*position_of)(const game::GameState& state) = nullptr;
  /// The error for another game's state: "not a tafl position".
  std::string_view not_this_game;
  /// The score's unit, one and many: "taflman", "taflmen".
  std::string_view unit;
  std::string_view units;
};

template <class Derived, class Position, class SearchGame,
          class Searches = TwoPlayerSearches<SearchGame>>
class PositionAnalyser : public game::Analyser {
 public:
  using Move = typename SearchGame::Move;

  explicit PositionAnalyser(AnalyserWords<Position> words) : words_(words) {}

  void configure(const game::AnalyserSettings& settings) override { searches_.configure(settings); }
  void clear() override { searches_.clear(); }
  std::string unit() const override { return std::string(words_.unit); }

  std::string score_text(const game::Score& score) const override {
    return analysis::score_text(score, words_.units);
  }

  std::string piece_to_move(const game::GameState& state, const std::string& move) const override {
    const Position* position = words_.position_of(state);
    return position == nullptr ? "" : self().piece_to_move_at(*position, move);
  }

  game::Proof prove(const game::GameState& state, const game::ProofQuery& query) override {
    const Position* position = words_.position_of(state);
    if (position == nullptr) return not_this_game<game::Proof>();
    return self().prove_at(*position, query);
  }

  game::Evaluation evaluate(const game::GameState& state) override {
    const Position* position = words_.position_of(state);
    if (position == nullptr) return not_this_game<game::Evaluation>();
    return self().evaluation_of(*position);
  }

  game::Analysis analyse(const game::GameState& state, const game::AnalysisLimits& limits,
                         const AnalysisProgress& progress) override {
    const Position* position = words_.position_of(state);
    if (position == nullptr) return not_this_game<game::Analysis>();
    return self().analyse_at(*position, limits, progress);
  }

  /// A copy of `position` without the history it keeps to unmake, where it keeps one.
  static Position search_start(const Position& position) {
    Position start = position;
    if constexpr (requires { start.forget_history(); }) start.forget_history();
    return start;
  }

  /// The engine's view of `position`.
  static SearchGame search_game(const Position& position) {
    return SearchGame(Derived::search_start(position));
  }

  /// The moves of `line` from `start` as text, up to the first that is not legal there.
  static std::vector<std::string> line_text(const Position& start, const std::vector<Move>& line) {
    std::vector<std::string> out;
    Position walk = Derived::search_start(start);
    for (const Move& m : line) {
      if (!walk.is_legal(m)) break;
      out.push_back(Derived::move_text(walk, m));
      walk.make(m);
    }
    return out;
  }

  /// The proof search from `position`; two players only.
  game::Proof prove_at(const Position& position, const game::ProofQuery& query) {
    if constexpr (kManyPlayers) {
      if (position.players() != 2) {
        game::Proof out;
        out.error = "proofs are searched for two players only";
        return out;
      }
    }
    SearchGame game = Derived::search_game(position);
    return searches_.prove(game, query, text_from(position));
  }

  /// The alpha-beta search from `position`, or the N-player search with more players.
  game::Analysis analyse_at(const Position& position, const game::AnalysisLimits& limits,
                            const AnalysisProgress& progress) {
    SearchGame game = Derived::search_game(position);
    if constexpr (kManyPlayers) {
      if (position.players() != 2)
        return searches_.analyse_many(game, position, limits, progress, text_from(position));
    }
    return searches_.analyse(game, limits, progress, text_from(position));
  }

 protected:
  /// How the searches write a line from `start` (which outlives the search).
  static auto text_from(const Position& start) {
    return [&start](const std::vector<Move>& line) { return Derived::line_text(start, line); };
  }

  Searches searches_;

 private:
  static constexpr bool kManyPlayers =
      requires(Searches & s, SearchGame& g, const Position& p, const game::AnalysisLimits& l,
               const AnalysisProgress& progress, const typename Searches::LineText& text) {
    s.analyse_many(g, p, l, progress, text);
  };

  const Derived& self() const { return static_cast<const Derived&>(*this); }
  Derived& self() { return static_cast<Derived&>(*this); }

  template <class Result>
  Result not_this_game() const {
    Result out;
    out.error = std::string(words_.not_this_game);
    return out;
  }

  AnalyserWords<Position> words_;
};

/// The static evaluation of a position of `players` sides from its terms per side, in
/// hundredths of the unit (`terms[side].*term` for each named term, `terms[side].total()`),
/// and the side to move's zero-sum utility (hundredths: its worth minus the others', so
/// its margin over their average times players - 1). With more than two players a remark
/// says how the side to move's value reads ("for x: its total minus the others' average",
/// `letter` naming the side to move).
template <class SideTerms, std::size_t N>
game::Evaluation per_side_evaluation(
    const std::array<SideTerms, N>& terms, int players,
    std::initializer_list<std::pair<const char*, int SideTerms::*>> named, int utility,
    char letter) {
  game::Evaluation out;
  for (const auto& [name, term] : named) {
    std::vector<double> v;
    for (int p = 0; p < players; ++p)
      v.push_back(terms[static_cast<std::size_t>(p)].*term / 100.0);
    out.terms.push_back({name, std::move(v)});
  }
  for (int p = 0; p < players; ++p)
    out.totals.push_back(terms[static_cast<std::size_t>(p)].total() / 100.0);
  out.for_side_to_move = utility / (100.0 * (players - 1));
  if (players > 2) {
    char line[96];
    std::snprintf(line, sizeof line, "for %c: its total minus the others' average", letter);
    out.remarks.push_back(line);
  }
  return out;
}

}  // namespace skald::analysis
