// OTN move records: every written form parses (the spec's examples), malformed text
// gives an exact message and column, illegal moves an exact reason, written captures,
// letters and suffixes that differ from the rules give warnings, and the full text skald
// writes for captures and suffixes in concrete positions.

#include <gtest/gtest.h>

#include "scenario.h"

namespace skald::tafl {
namespace {

using scenario::at;
using scenario::otn;
using scenario::play;
using scenario::setup;

MoveRecord parsed(std::string_view text) {
  MoveRecordParse r = parse_move_record(text);
  EXPECT_TRUE(r.record) << text << ": " << r.error;
  return r.record.value_or(MoveRecord{});
}

MoveRecord::WrittenCapture cap(std::string_view square, std::optional<char> letter = {}) {
  MoveRecord::WrittenCapture c;
  c.square = at(square);
  if (letter) c.piece = Piece::from_letter(*letter);
  return c;
}

TEST(MoveNotation, ParsesEveryWrittenForm) {
  MoveRecord r = parsed("e5-e8");
  EXPECT_FALSE(r.kind);
  EXPECT_EQ(r.from, at("e5"));
  EXPECT_EQ(r.to, at("e8"));
  EXPECT_FALSE(r.jump);
  EXPECT_FALSE(r.berserk);
  EXPECT_TRUE(r.captures.empty());
  EXPECT_EQ(r.suffix, InfoSuffix::none);

  EXPECT_EQ(parsed("e5-e8xe9").captures, std::vector{cap("e9")});

  r = parsed("Ke5-e1-");
  EXPECT_EQ(r.kind, PieceKind::king);
  EXPECT_EQ(r.to, at("e1"));
  EXPECT_EQ(r.suffix, InfoSuffix::king_escape_route);

  EXPECT_EQ(parsed("g2-g3xf3/h3").captures, (std::vector{cap("f3"), cap("h3")}));
  EXPECT_EQ(parsed("c2-c3xKc4").captures, std::vector{cap("c4", 'K')});

  r = parsed("ce6^e8");
  EXPECT_EQ(r.kind, PieceKind::commander);
  EXPECT_TRUE(r.jump);
  EXPECT_FALSE(r.berserk);

  r = parsed("Ne6^=e8xce7/ne9");
  EXPECT_EQ(r.kind, PieceKind::knight);
  EXPECT_TRUE(r.jump);
  EXPECT_TRUE(r.berserk);
  EXPECT_EQ(r.captures, (std::vector{cap("e7", 'c'), cap("e9", 'n')}));

  r = parsed("Ne8=e4xe3");
  EXPECT_FALSE(r.jump);
  EXPECT_TRUE(r.berserk);
  EXPECT_EQ(r.to, at("e4"));
  EXPECT_EQ(r.captures, std::vector{cap("e3")});

  EXPECT_TRUE(parsed("---").resign);

  EXPECT_EQ(parsed("a3-e3+").suffix, InfoSuffix::king_threatened);
  EXPECT_EQ(parsed("e3-e4++").suffix, InfoSuffix::king_captured);
  EXPECT_EQ(parsed("Ke1-a1--").suffix, InfoSuffix::king_escaped);
  EXPECT_EQ(parsed("a2-a3xKb3++").suffix, InfoSuffix::king_captured);
  EXPECT_EQ(parsed("a2-a3xKb3++").captures, std::vector{cap("b3", 'K')});

  // Two-digit ranks on large boards.
  r = parsed("k10-k19xk11/Kj10");
  EXPECT_EQ(r.from, (Coord{10, 9}));
  EXPECT_EQ(r.to, (Coord{10, 18}));
  EXPECT_EQ(r.captures, (std::vector{cap("k11"), cap("j10", 'K')}));
}

TEST(MoveNotation, MalformedRecordsSayWhatWasExpectedAndWhere) {
  struct Case {
    const char* text;
    const char* error;
    int column;
  };
  for (const Case c : {
           Case{"", "expected the origin square (e.g. e5)", 0},
           Case{"E5-e6", "expected the origin square (e.g. e5)", 0},
           Case{"Xe5-e6", "unknown piece letter 'X'", 0},
           Case{"e5e6", "expected '-', '^' or '=' after the origin", 2},
           Case{"e5-", "expected the destination square", 3},
           Case{"e5-6", "expected the destination square", 3},
           Case{"e5-e6x", "expected a captured square", 6},
           Case{"e5-e6xe7/", "expected a captured square", 9},
           Case{"e5-e6xQe7", "unknown piece letter in capture", 6},
           Case{"e5-e6+-", "unexpected '+-' after the move", 5},
           Case{"e5-e6 ", "unexpected ' ' after the move", 5},
           Case{"e5-e6---", "unexpected '---' after the move", 5},
       }) {
    MoveRecordParse r = parse_move_record(c.text);
    EXPECT_FALSE(r.record) << '"' << c.text << '"';
    EXPECT_EQ(r.error, c.error) << '"' << c.text << '"';
    EXPECT_EQ(r.column, c.column) << '"' << c.text << '"';
  }
}

TEST(MoveNotation, IllegalMovesSayWhy) {
  const char* diagram = R"(
    . . . . . . .
    . . . t . . .
    . . . . . . .
    . T . t . . .
    . . . . . . .
    . . . . . . .
    . . . K . . .
  )";
  Position pos = setup("cor: cen:", diagram, Side::attackers);
  EXPECT_EQ(play(pos, "d4-d9"), "illegal: d9 is off the 7x7 board");
  EXPECT_EQ(play(pos, "h4-g4"), "illegal: h4 is off the 7x7 board");
  EXPECT_EQ(play(pos, "a1-a2"), "illegal: no piece on a1");
  EXPECT_EQ(play(pos, "b4-b5"),
            "illegal: the piece on b4 belongs to the defenders, but the attackers are to move");
  EXPECT_EQ(play(pos, "d4-d4"), "illegal: the move does not go anywhere");
  EXPECT_EQ(play(pos, "d4-e5"), "illegal: pieces move along ranks and files only");
  EXPECT_EQ(play(pos, "d4-d6"), "illegal: d6 is occupied");
  EXPECT_EQ(play(pos, "d4-d7"),
            "illegal: the t on d4 cannot reach d7 (blocked, too far, or a square it may not "
            "pass or stop on)");
  EXPECT_EQ(play(pos, "d4-a4"),
            "illegal: the t on d4 cannot reach a4 (blocked, too far, or a square it may not "
            "pass or stop on)");
  EXPECT_EQ(play(pos, "---"), "");
  EXPECT_EQ(play(pos, "d1-d2"), "illegal: the game is already over (defenders-win)");
}

TEST(MoveNotation, WrittenDetailsThatDifferFromTheRulesAreWarnings) {
  const Position pos = setup("cor: cen:", R"(
    . . . . . . .
    . . . . . . .
    . . t . . . .
    . . T . . . .
    . . . . t . .
    . . . . . . .
    . . . . . . K
  )",
                             Side::attackers);
  auto warnings = [&](std::string_view text) {
    ResolvedMove r = resolve_move(pos, parsed(text));
    EXPECT_TRUE(r.move) << text << ": " << r.error;
    std::string all;
    for (const std::string& w : r.warnings)
      all += (all.empty() ? "" : "; ") + w;
    return all;
  };
  EXPECT_EQ(warnings("e3-c3xc4"), "");
  EXPECT_EQ(warnings("e3-c3"), "");  // captures left out are no mismatch (OpenTafl's records)
  EXPECT_EQ(warnings("e3-c3xc5"), "the captures written differ from the rules' (c4)");
  EXPECT_EQ(warnings("e3-d3xc4"), "the captures written differ from the rules' (none)");
  EXPECT_EQ(warnings("ke3-c3xc4"), "the record names a 'k' but the piece on e3 is a 't'");
  EXPECT_EQ(warnings("e3^c3xc4"), "written as a jump but it is not one");
  EXPECT_EQ(warnings("e3=c3xc4"), "written as a berserk continuation ('=') but none is pending");
  EXPECT_EQ(warnings("e3-c3xKc4"), "the capture on c4 names a 'K' but the piece there is a 'T'");
  EXPECT_EQ(warnings("e3-c3xc4+"), "the suffix written ('+') differs from the rules' (none)");
  EXPECT_EQ(warnings("e3-e1-"), "the suffix written ('-') differs from the rules' (none)");
}

TEST(MoveNotation, SuffixWarningNamesTheRulesSuffix) {
  // The weak king on c3 with an attacker on b3: an attacker arriving on the d file
  // threatens d3 next move (`+`).
  const Position pos = setup("ks:w cor: cen:", R"(
    . . . . . . .
    . . . . . . t
    . . . . . . .
    . . . . . . .
    . t K . . . .
    . . . . . . .
    . . . . . . .
  )",
                             Side::attackers);
  ResolvedMove r = resolve_move(pos, parsed("g6-d6++"));
  ASSERT_TRUE(r.move);
  ASSERT_EQ(r.warnings.size(), 1u);
  EXPECT_EQ(r.warnings[0], "the suffix written ('++') differs from the rules' ('+')");
  EXPECT_TRUE(resolve_move(pos, parsed("g6-d6+")).warnings.empty());
}

TEST(MoveNotation, SkaldWritesCapturesLettersAndSuffixes) {
  // Plain move and capture.
  Position pos = setup("cor: cen:", R"(
    . . . . . . .
    . . . . . . .
    . . t . . . .
    . . T . . . .
    . . . . t . .
    . . . . . . .
    . . . . . . K
  )",
                       Side::attackers);
  EXPECT_EQ(otn(pos, "e3", "e2"), "e3-e2");
  EXPECT_EQ(otn(pos, "e3", "c3"), "e3-c3xc4");
  EXPECT_EQ(move_to_simple(pos, *pos.find_legal(at("e3"), at("c3"))), "e3-c3");

  // `+`: the weak king can be taken next move.
  const Position threat = setup("ks:w cor: cen:", R"(
    . . . . . . .
    . . . . . . t
    . . . . . . .
    . . . . . . .
    . t K . . . .
    . . . . . . .
    . . . . . . .
  )",
                                Side::attackers);
  EXPECT_EQ(otn(threat, "g6", "d6"), "g6-d6+");
  // From g5 no attacker reaches d3 (or c4 and c2) in one move: no suffix (no corners).
  EXPECT_EQ(otn(threat, "g6", "g5"), "g6-g5");
}

TEST(MoveNotation, SkaldWritesKingSuffixes) {
  // `-` the king has a way to a corner, `--` he reaches it, `++` he is captured.
  const Position pos = setup("", R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . K . . . .
    t . . . . . .
    . . . . . . .
  )",
                             Side::defenders);
  EXPECT_EQ(otn(pos, "c3", "c1"), "Kc3-c1-");
  // From c2 the attacker on a2 bars rank 2 and the c file has no corner.
  EXPECT_EQ(otn(pos, "c3", "c2"), "Kc3-c2");
  const Position escape = setup("", R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    t . . . . . .
    . . K . . . .
  )",
                                Side::defenders);
  EXPECT_EQ(otn(escape, "c1", "a1"), "Kc1-a1--");
  const Position capture = setup("", R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . K . . . . n
  )",
                                 Side::attackers);
  EXPECT_EQ(otn(capture, "g1", "c1"), "ng1-c1xKb1++");
  // An edge fort ends the game like an escape: skald writes `--`.
  const Position fort = setup("efe:y", R"(
    . t . . . . .
    . . . . . . .
    . . . . . T .
    . . . . . . .
    . . . . . . .
    . . T T T . .
    . T . K . . .
  )",
                              Side::defenders);
  EXPECT_EQ(otn(fort, "f5", "f1"), "f5-f1--");
  // A captured mercenary keeps its letter in the spec dialect; OpenTafl cannot read it
  // (MoveNotation.GuardsAndMercenariesCarryNoLetterInTheOpenTaflDialect).
  const Position merc = setup("cor: cen:", R"(
    . . . . . . .
    . . . . . . .
    . . T m . T .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . K
  )",
                              Side::defenders, Dialect::spec);
  EXPECT_EQ(otn(merc, "f5", "e5"), "f5-e5xmd5");
}

TEST(MoveNotation, CapturesAreWrittenInOpenTaflsOrder) {
  // Taflman.moveTaflman lists the jumped piece, then the destination's neighbours west,
  // east, on the rank below and on the rank above; skald writes them so (issue 8, fact 11).
  Position three = setup("cor: cen:", R"(
    . . . t . . .
    . . . . . . .
    . . . . . . .
    . t T . T t .
    . . . T . . .
    . . . t . . .
    . . . . . . K
  )",
                         Side::attackers);
  EXPECT_EQ(otn(three, "d7", "d4"), "d7-d4xc4/e4/d3");
  // A capturing jump: the jumped piece first, then the neighbours.
  Position jump = setup("cor: cen: nj:c", R"(
    . . . . . . .
    . . . . . . .
    . . . n . . .
    . . . T . . .
    . t T . T t .
    . . . T . . .
    t . . t . . K
  )",
                        Side::attackers);
  EXPECT_EQ(otn(jump, "d5", "d3"), "nd5^d3xd4/c3/e3/d2");
}

TEST(MoveNotation, CaptureAgainstAHostileSquareHoldingItsOwnSideIsInOpenTaflsOrder) {
  // c3 falls against the attacker fort b3 (aforh:t: hostile to attackers), occupied by an
  // attacker: a sandwich, written in its place west of d3, not last as a shieldwall
  // capture would be. OpenTafl writes `d2-d3xc3/e3` (issue 32).
  Position pos = setup("atkf:n afor:b3 aforh:t surf:n", R"(
    . . . . K . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . t t . t T .
    . . . T . . .
    . . . . . . .
  )",
                       Side::defenders);
  EXPECT_EQ(otn(pos, "d2", "d3"), "d2-d3xc3/e3-");
}

TEST(MoveNotation, PieceARestrictedJumpGoesOverIsInOpenTaflsOrder) {
  // The king jumps from the throne over d5 (kj:r, which never captures by the jump), and
  // d5 falls to the sandwich against the empty throne: it is written among the
  // neighbours of d6 (below, after c6), not first as a jumped piece. OpenTafl writes
  // `Kd4^d6xc6/d5` (issue 32).
  Position pos = setup("atkf:n kj:r surf:n", R"(
    . . . . . . .
    . T t . . . .
    . . . t . . .
    . . . K . . .
    . . . . . . .
    . t . . . . t
    . . . . . . .
  )",
                       Side::defenders);
  EXPECT_EQ(otn(pos, "d4", "d6"), "Kd4^d6xc6/d5");
}

TEST(MoveNotation, GuardsAndMercenariesCarryNoLetterInTheOpenTaflDialect) {
  // OpenTafl's move reader knows the letters tcnkTCNK only (MoveSerializer.getMoveRegex):
  // it writes no letter for a guard, and it cannot read `ge1-e2`, `xGe3` or its own `m`
  // for a mercenary. The spec dialect writes every letter. (`-`: the king has a way out.)
  constexpr const char* kBoard = R"(
    . . . . . . .
    . . . . . . .
    . . . . . . K
    . . . . t . .
    . . . . M . .
    . . . . . . .
    g . . . m . t
  )";
  Position ot = setup("surf:n", kBoard, Side::attackers, Dialect::opentafl);
  EXPECT_EQ(otn(ot, "a1", "a2"), "a1-a2-");
  EXPECT_EQ(otn(ot, "e1", "e2"), "e1-e2xe3-");
  Position spec = setup("surf:n", kBoard, Side::attackers, Dialect::spec);
  EXPECT_EQ(otn(spec, "a1", "a2"), "ga1-a2-");
  EXPECT_EQ(otn(spec, "e1", "e2"), "me1-e2xMe3-");
}

}  // namespace
}  // namespace skald::tafl
