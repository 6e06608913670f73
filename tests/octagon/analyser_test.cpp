// The Octagon Theory's engine side: the seed's one-ply AI (seed_player.h) scores as the
// interview describes; the analyser (two players: alpha-beta; three and four: the N-player
// searches) finds a kill, evaluates term by term, names the piece of a hint, is
// deterministic and matches the bench signature's `octagon-quick` line; and over a few
// games skald's search beats the seed's AI.

#include <gtest/gtest.h>

#include <algorithm>

#include "bench/signature_file.h"
#include "skald/core/splitmix.h"
#include "skald/octagon/notation.h"
#include "skald/octagon/octagon_game.h"
#include "skald/octagon/seed_player.h"

namespace skald::octagon {
namespace {

std::unique_ptr<game::GameState> state_of(int players, const std::string& rules,
                                          const std::string& position = "") {
  Diagnostics d;
  auto state = make_octagon_game(players)->start_state(
      rules, position.empty() ? std::nullopt : std::optional<std::string_view>(position), d);
  EXPECT_TRUE(state) << rules << " " << position;
  return state;
}

// On the 9x9 board: o's pieces on d1 (the bottom edge) and g6; x to move.
constexpr const char* kKillable =
    ".../...../......./......o1n../......../........./......./...../o1n.. x 3 1 "
    "*,6,4,2/*,6,4,2";

TEST(OctagonSeedPlayer, AKillScoresThirtyFourOverTheCellWeight) {
  const auto state = state_of(2, "octagon", kKillable);
  Position p = *octagon_position_of(*state);
  const std::vector<SeedScore> scores = seed_scores(p);
  const Board& b = p.board();
  const auto score_of = [&](const char* text) {
    const Move m = *parse_move_text(text, b, p.rules()).move;
    const auto it =
        std::find_if(scores.begin(), scores.end(), [&](const SeedScore& s) { return s.move == m; });
    EXPECT_NE(it, scores.end()) << text;
    return it == scores.end() ? 0 : it->score;
  };
  // d2 pointing south throws d1 off: weight of d2 (4 x safety 1) + 34.
  EXPECT_EQ(score_of("d2=1s"), 4 * b.safety(*b.cell_of_name("d2")) + 34);
  // d2 pointing north pushes nothing: the weight alone.
  EXPECT_EQ(score_of("d2=1n"), 4 * b.safety(*b.cell_of_name("d2")));
  // f6 pointing east pushes g6 to h6, a cell of lower weight for o: +5.
  ASSERT_LT(b.safety(*b.cell_of_name("h6")), b.safety(*b.cell_of_name("g6")));
  EXPECT_EQ(score_of("f6=1e"), 4 * b.safety(*b.cell_of_name("f6")) + 5);
  // The seed plays the kill from the safest cell it can (e2: two pushes from the edge,
  // d2 and c2 one), with the 1-piece (the fewest directions among equal scores).
  std::uint64_t random = 1;
  const std::optional<Move> choice = seed_choice(p, random);
  ASSERT_TRUE(choice);
  EXPECT_EQ(move_to_text(b, *choice), "e2=1sw");
  EXPECT_EQ(score_of("e2=1sw"), 4 * 2 + 34);
}

TEST(OctagonSeedPlayer, APushToASaferCellCostsFive) {
  // The 120-cell board: o on b7, next to the west edge; x on a7 pointing east pushes it
  // to c7, further in.
  const RulesParse rules = parse_rules("octagon size:13 cut:4 hole:3");
  Position p(*rules.rules);
  const Board& b = p.board();
  const auto move = [&](const char* text) { return *parse_move_text(text, b, p.rules()).move; };
  p.make(move("m7=1n"));
  p.make(move("b7=1n"));
  ASSERT_GT(b.safety(*b.cell_of_name("c7")), b.safety(*b.cell_of_name("b7")));
  int found = 0;
  for (const SeedScore& s : seed_scores(p)) {
    if (!(s.move == move("a7=1e"))) continue;
    EXPECT_EQ(s.score, 4 * b.safety(*b.cell_of_name("a7")) - 5);
    ++found;
  }
  EXPECT_EQ(found, 1);
}

TEST(OctagonSeedPlayer, TheEndGameDoublesTheKill) {
  const auto early = state_of(2, "octagon turns:30", kKillable);
  Position late = *octagon_position_of(
      *state_of(2, "octagon turns:30",
                ".../...../......./......o1n../......../........./......./...../o1n.. x 29 1 "
                "*,6,4,2/*,6,4,2"));
  Position p = *octagon_position_of(*early);
  EXPECT_FALSE(seed_end_game(p));
  EXPECT_TRUE(seed_end_game(late));
  const Move kill = *parse_move_text("d2=1s", late.board(), late.rules()).move;
  int early_score = 0, late_score = 0;
  for (const SeedScore& s : seed_scores(p))
    if (s.move == kill) early_score = s.score;
  for (const SeedScore& s : seed_scores(late))
    if (s.move == kill) late_score = s.score;
  EXPECT_EQ(late_score - early_score, 34);
}

TEST(OctagonAnalyser, FindsTheKillAndExplainsItself) {
  const auto state = state_of(2, "octagon", kKillable);
  const auto analyser = make_octagon_game(2)->make_analyser();
  game::AnalysisLimits limits;
  limits.depth = 2;
  const game::Analysis a = analyser->analyse(*state, limits);
  ASSERT_TRUE(a.error.empty()) << a.error;
  ASSERT_TRUE(a.best_move);
  // Any placement that throws d1 off: from d2 south, from c2 south-east or e2 south-west.
  Position after = *octagon_position_of(*state);
  after.make(*parse_move_text(*a.best_move, after.board(), after.rules()).move);
  EXPECT_EQ(after.pieces(1), 1) << *a.best_move;
  EXPECT_EQ(analyser->unit(), "piece");
  EXPECT_EQ(analyser->piece_to_move(*state, "d2=1s"), "a 1-piece pointing s");
  EXPECT_EQ(analyser->piece_to_move(*state, "d2=8"), "a 8-piece");
  const game::Evaluation e = analyser->evaluate(*state);
  ASSERT_TRUE(e.error.empty());
  std::vector<std::string> names;
  for (const auto& t : e.terms)
    names.push_back(t.name);
  EXPECT_EQ(names, (std::vector<std::string>{"pieces", "to place", "safety", "exposed", "stock"}));
  EXPECT_DOUBLE_EQ(e.terms[0].per_side[1], 2.0);  // o's two pieces
  // o's d1 can be thrown off by the next placement: exposed, and x moves next.
  EXPECT_DOUBLE_EQ(e.terms[3].per_side[1], -0.6);
}

std::uint64_t quick_bench_nodes() {
  std::uint64_t total = 0;
  for (int players = 2; players <= 4; ++players) {
    const auto game = make_octagon_game(players);
    const auto analyser = game->make_analyser();
    for (const game::BenchEntry& e : game->bench_plan(game::BenchList::quick).entries) {
      std::string rules;
      for (const auto& v : game->variants())
        if (v.name == e.variant) rules = v.rules;
      EXPECT_FALSE(rules.empty()) << e.variant;
      const auto start = state_of(players, rules);
      analyser->clear();
      game::AnalysisLimits limits;
      limits.depth = e.depth;
      const game::Analysis a = analyser->analyse(*start, limits);
      EXPECT_TRUE(a.best_move) << e.variant;
      total += a.nodes;
    }
  }
  return total;
}

TEST(OctagonAnalyser, QuickBenchMatchesTheSignatureAndRepeats) {
  const std::uint64_t nodes = quick_bench_nodes();
  EXPECT_EQ(nodes, test::signature_line("octagon-quick"))
      << "the Octagon engine's behaviour changed: if intended, update tests/bench/signature.txt";
  EXPECT_EQ(quick_bench_nodes(), nodes);
}

TEST(OctagonAnalyser, ThreeAndFourPlayersPlayLegalMovesByEveryMethod) {
  for (int players : {3, 4}) {
    const auto game = make_octagon_game(players);
    const std::string rules = game->variants().front().rules;
    const auto state = state_of(players, rules);
    const std::vector<std::string> legal = state->legal_moves();
    for (const auto method : {game::MultiPlayerMethod::hypermax, game::MultiPlayerMethod::paranoid,
                              game::MultiPlayerMethod::max_n}) {
      const auto analyser = game->make_analyser();
      game::AnalyserSettings settings;
      settings.multi_player = method;
      analyser->configure(settings);
      game::AnalysisLimits limits;
      limits.depth = 2;
      const game::Analysis a = analyser->analyse(*state, limits);
      ASSERT_TRUE(a.best_move) << players;
      EXPECT_TRUE(std::binary_search(legal.begin(), legal.end(), *a.best_move)) << *a.best_move;
    }
    const auto proof = game->make_analyser()->prove(*state, {0, 1, 100});
    EXPECT_FALSE(proof.error.empty());  // proofs are for two players
  }
}

/// One game of skald's search at `depth` (side `skald_side`) against the seed's AI, after
/// two random placements; skald's points (1, 0.5, 0).
double play_against_seed(const std::string& rules, int skald_side, int depth, std::uint64_t seed) {
  auto state = state_of(2, rules);
  const auto analyser = make_octagon_game(2)->make_analyser();
  std::uint64_t random = seed;
  for (int i = 0; i < 2; ++i) {
    const std::vector<std::string> moves = state->legal_moves();
    EXPECT_TRUE(state->play(moves[splitmix64(random) % moves.size()]).ok);
  }
  while (state->outcome().kind == game::OutcomeKind::ongoing) {
    std::string move;
    if (state->side_to_move() == skald_side) {
      game::AnalysisLimits limits;
      limits.depth = depth;
      move = *analyser->analyse(*state, limits).best_move;
    } else {
      Position p = *octagon_position_of(*state);
      move = move_to_text(p.board(), *seed_choice(p, random));
    }
    EXPECT_TRUE(state->play(move).ok) << move;
  }
  const std::vector<int> places = state->outcome().places(2);
  if (places[0] == places[1]) return 0.5;
  return places[static_cast<std::size_t>(skald_side)] == 1 ? 1.0 : 0.0;
}

TEST(OctagonAnalyser, TheSearchBeatsTheSeedsAI) {
  // Six games of the 20-turn game at depth 2, three openings with the colours swapped.
  double points = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed)
    for (int side = 0; side < 2; ++side)
      points +=
          play_against_seed("octagon size:7 cut:2 hole:1 turns:20 stock:*,4,3,1", side, 2, seed);
  EXPECT_GE(points, 4.5);  // the 100-game figures are in tests/bench/README.md
}

}  // namespace
}  // namespace skald::octagon
