// Random-playout suite over every catalogue variant: random legal games never crash and
// end with a result or at the ply cap; unmake restores the exact position and hash; the
// incremental hash equals the hash recomputed from scratch; every move's full OTN text
// parses back and resolves to the same move, and move_to_otn_after() writes it alike
// after the move; is_capture() agrees with make();
// king_threatened() agrees with trying every attacker move; recent_copy() plays on like the
// whole position.

#include <gtest/gtest.h>

#include <random>

#include "formats/variants/catalogue.h"
#include "skald/tafl/move_notation.h"
#include "skald/tafl/position.h"
#include "skald/tafl/rules_string.h"

namespace skald::tafl {
namespace {

constexpr int kGamesPerVariant = 6;
constexpr int kPlyCap = 300;

/// Whether some attacker move on this board takes the king, found by making every one.
bool king_capturable(const Position& pos) {
  Position attackers(pos.tables(), pos.pieces(), Side::attackers);
  MoveList moves;
  attackers.generate_moves(moves);
  for (Move m : moves) {
    attackers.make(m);
    bool taken = false;
    for (const Capture& c : attackers.last_captures())
      taken = taken || c.piece.is_king();
    attackers.unmake();
    if (taken) return true;
  }
  return false;
}

TEST(Playout, RandomGamesInEveryCatalogueVariant) {
  const variants::Catalogue catalogue = variants::builtin_catalogue();
  ASSERT_FALSE(catalogue.entries().empty());
  std::mt19937 rng(20240611);
  int finished = 0;
  int capped = 0;
  for (const auto& v : catalogue.entries()) {
    auto parsed = parse_rules(v.rules);
    ASSERT_TRUE(parsed.rules) << v.id;
    const Position start(*parsed.rules);
    for (int game = 0; game < kGamesPerVariant; ++game) {
      Position pos = start;
      int ply = 0;
      for (; ply < kPlyCap && !pos.outcome().over(); ++ply) {
        MoveList moves;
        pos.generate_moves(moves);
        ASSERT_FALSE(moves.empty()) << v.id;
        const Move m = moves[static_cast<int>(rng() % moves.size())];
        const auto before_pieces = pos.pieces();
        const auto before_hash = pos.hash();
        const bool capture = pos.is_capture(m);
        if (!pos.berserk_pending()) {
          EXPECT_EQ(pos.king_threatened(), king_capturable(pos)) << v.id << " ply " << ply;
        }

        // The full OTN text parses back to the same move.
        const std::string text = move_to_otn(pos, m);
        auto rec = parse_move_record(text);
        ASSERT_TRUE(rec.record) << v.id << " " << text << ": " << rec.error;
        auto resolved = resolve_move(pos, *rec.record);
        ASSERT_TRUE(resolved.move) << v.id << " " << text << ": " << resolved.error;
        EXPECT_EQ(*resolved.move, m) << v.id << " " << text;
        EXPECT_TRUE(resolved.warnings.empty())
            << v.id << " " << text << ": " << resolved.warnings[0];

        pos.make(m);
        EXPECT_EQ(capture, !pos.last_captures().empty()) << v.id << " " << text;
        EXPECT_EQ(move_to_otn_after(pos), text) << v.id;
        ASSERT_EQ(pos.hash(), pos.compute_hash()) << v.id << " after " << text;
        pos.unmake();
        ASSERT_EQ(pos.pieces(), before_pieces) << v.id << " unmake of " << text;
        ASSERT_EQ(pos.hash(), before_hash) << v.id << " unmake of " << text;
        pos.make(m);
        if (ply % 17 == 16) {
          // The copy without the old history repeats, ends and hashes as the position.
          Position whole = pos;
          Position recent = pos.recent_copy();
          const bool counts = pos.rules().repetition != RepetitionRule::ignore;
          if (counts) {
            EXPECT_EQ(recent.repetition_count(), whole.repetition_count()) << v.id;
          }
          for (int k = 0; k < 24 && !whole.outcome().over(); ++k) {
            MoveList next;
            whole.generate_moves(next);
            MoveList same;
            recent.generate_moves(same);
            ASSERT_EQ(next.size(), same.size()) << v.id << " ply " << ply << "+" << k;
            const Move step = next[static_cast<int>(rng() % next.size())];
            whole.make(step);
            recent.make(step);
            ASSERT_EQ(recent.hash(), whole.hash()) << v.id << " ply " << ply << "+" << k;
            ASSERT_EQ(recent.outcome().reason, whole.outcome().reason) << v.id;
            if (counts) {
              ASSERT_EQ(recent.repetition_count(), whole.repetition_count()) << v.id;
            }
          }
          // And it takes back its own moves.
          for (int k = 0; k < 24 && recent.ply() > 0; ++k)
            recent.unmake();
        }
      }
      if (pos.outcome().over())
        ++finished;
      else
        ++capped;
      // Unwinding the whole game gives the start position back.
      while (pos.ply() > 0)
        pos.unmake();
      EXPECT_EQ(pos.pieces(), start.pieces()) << v.id;
      EXPECT_EQ(pos.hash(), start.hash()) << v.id;
      EXPECT_EQ(pos.side_to_move(), start.side_to_move()) << v.id;
    }
  }
  std::cout << finished << " games finished, " << capped << " cut at " << kPlyCap << " plies\n";
  EXPECT_GT(finished, 0);
}

}  // namespace
}  // namespace skald::tafl
