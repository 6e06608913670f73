// explain_rules(): each rule of a rules string shows up as its own plain-English line;
// dialect_notes(): what a string does in OpenTafl that its keys do not say.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "skald/tafl/rules_explain.h"
#include "skald/tafl/rules_string.h"

namespace skald::tafl {
namespace {

std::string explain(const std::string& rules_text) {
  const RulesParse p = parse_rules(rules_text);
  EXPECT_FALSE(p.diagnostics.has_errors()) << rules_text;
  return p.rules ? explain_rules(*p.rules) : "";
}

bool has_line(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(RulesExplain, Brandub) {
  const std::string e = explain(
      "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/");
  EXPECT_TRUE(has_line(e, "Board: 7x7 (Brandub).\n")) << e;
  EXPECT_TRUE(has_line(e, "Attackers: 8 taflmen.\n")) << e;
  EXPECT_TRUE(has_line(e, "Defenders: 4 taflmen and the king.\n")) << e;
  EXPECT_TRUE(has_line(e, "The attackers move first.\n"));
  EXPECT_TRUE(has_line(e, "corner square (a1, g1, a7, g7)"));
  EXPECT_TRUE(has_line(e, "between two attackers, like any other piece"));
  EXPECT_TRUE(has_line(e,
                       "Centre (throne) d4: may be passed by every piece, occupied by the "
                       "king; hostile to no piece, and when empty to no piece."))
      << e;
  EXPECT_TRUE(has_line(e, "does not win by itself"));
  EXPECT_FALSE(has_line(e, "Shieldwall"));
  // One line per rule, every line a sentence.
  std::size_t start = 0;
  while (start < e.size()) {
    const std::size_t end = e.find('\n', start);
    ASSERT_NE(end, std::string::npos);
    EXPECT_EQ(e[end - 1], '.') << e.substr(start, end - start);
    start = end + 1;
  }
}

TEST(RulesExplain, CopenhagenShieldwallFortsRepetition) {
  const std::string e = explain(
      "dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y "
      "start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/");
  EXPECT_TRUE(has_line(e, "Attackers: 24 taflmen."));
  EXPECT_TRUE(has_line(e, "Defenders: 12 taflmen and the king."));
  EXPECT_TRUE(has_line(e, "Shieldwall:")) << e;
  EXPECT_TRUE(has_line(e, "(a corner may close an end), but only by the move that closes"));
  EXPECT_TRUE(has_line(e, "edge fort"));
  EXPECT_TRUE(has_line(e, "loses for the side that repeated it"));
  EXPECT_TRUE(has_line(e, "on all four sides"));
  EXPECT_TRUE(has_line(e, "(a1, k1, a11, k11)"));
}

TEST(RulesExplain, SeaBattleEdgeEscapeNoSpecialSquares) {
  const std::string e = explain(
      "dim:9 name:Sea_Battle esc:e atkf:y ka:n nj:n cj:n cor: cen: "
      "start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/");
  EXPECT_TRUE(has_line(e, "any square on the edge"));
  EXPECT_TRUE(has_line(e, "Corner squares: none on this board."));
  EXPECT_TRUE(has_line(e, "Centre (throne): none on this board."));
  EXPECT_TRUE(has_line(e, "The king is unarmed"));
}

TEST(RulesExplain, BerserkJumpsAndSpecialPieces) {
  const std::string e = explain(
      "dim:11 name:Berserk surf:n atkf:n tfr:l kj:r ber:c "
      "start:/3ttttt3/5c5/11/t4T4t/t3NTT3t/tc1TTKTT1ct/t3TTT3t/t4T4t/11/5c5/3ttttt3/");
  EXPECT_TRUE(has_line(e, "The defenders move first."));
  EXPECT_TRUE(has_line(e, "Attackers: 20 taflmen and 4 commanders."));
  EXPECT_TRUE(has_line(e, "Defenders: 11 taflmen, 1 knight and the king."));
  EXPECT_TRUE(has_line(e, "The king may jump over a piece, but only onto the centre"));
  EXPECT_TRUE(has_line(e, "Commanders may jump over an adjacent enemy piece without capturing"));
  EXPECT_TRUE(has_line(e, "Knights may jump over an adjacent enemy piece and capture it"));
  EXPECT_TRUE(has_line(e, "must capture again"));
  EXPECT_TRUE(has_line(e, "wins for the side that repeated it"));
}

TEST(RulesExplain, TablutMagpieAndUnknownKeys) {
  std::string e = explain(
      "dim:9 name:Tablut esc:e atkf:y ks:c nj:n cor: cenp:tcnkTCNK cens: cenh: "
      "cenhe:tcnkTCNK linc:y start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/");
  EXPECT_TRUE(has_line(e, "on or beside the centre"));
  EXPECT_TRUE(has_line(e, "Linnaean capture"));
  EXPECT_TRUE(has_line(e,
                       "may be passed by attacking taflmen, commanders, knights and kings; "
                       "defending taflmen, commanders, knights and the king, occupied by no "
                       "piece"))
      << e;
  e = explain(
      "dim:7 name:Magpie surf:n atkf:y ks:m spd:-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1, "
      "frob:2 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/");
  EXPECT_TRUE(has_line(e, "Speed limits: the king at most 1 square per move."));
  EXPECT_TRUE(has_line(e, "every square next to him must be hostile"));
  EXPECT_TRUE(has_line(e, "Not understood by skald, kept as written: frob:2."));
}

// --- Dialect notes: what a rules string does in OpenTafl that its keys do not say. -------

constexpr const char* kFotevikenRules =
    "dim:9 name:Foteviken_Tablut esc:e atkf:y nj:n cor: "
    "afor:a4,a5,a6,b5,d1,e1,f1,e2,i4,i5,i6,h5,d9,e9,f9,e8, cenp:tcnkTCNK aforp:tcnkTCNK cens: "
    "cenh: cenhe:K aforh:K cenre: aforre: "
    "start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";

/// The notes about `key`, one per line, or "" when there is none.
std::string note_on(std::string_view rules, std::string_view key) {
  std::string out;
  for (const DialectNote& n : dialect_notes(rules))
    if (n.key == key) out += n.text + "\n";
  return out;
}

TEST(DialectNotes, CopenhagenHasOnlyTheNotesOfItsShieldwallsFortsAndLegalMoves) {
  // Facts 5 (sw, and swf:y by default), 7 (efe) and 8 (every game): dialect_capture_test.cpp.
  const char* copenhagen =
      "dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y "
      "start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";
  std::vector<std::string> keys;
  for (const DialectNote& n : dialect_notes(copenhagen))
    keys.push_back(n.key);
  EXPECT_EQ(keys, (std::vector<std::string>{"sw", "", "efe", ""}));
  EXPECT_TRUE(dialect_notes("dim:99 start:/").empty());  // rejected rules: no notes
}

TEST(DialectNotes, ReenterListBlocksPassing) {
  const std::string cenre = note_on(kFotevikenRules, "cenre");
  EXPECT_TRUE(has_line(cenre, "`cenre:` leaves out every piece")) << cenre;
  EXPECT_TRUE(has_line(cenre, "neither stop on nor pass")) << cenre;
  EXPECT_TRUE(has_line(cenre, "canTaflmanMoveThrough; both dialects")) << cenre;
  EXPECT_TRUE(has_line(note_on(kFotevikenRules, "aforre"), "an attacker fort"));
  // No note for a list that leaves nobody out, or for a kind with no squares.
  EXPECT_EQ(note_on("dim:7 cenre:tcnkmgTCNKMG start:/7/7/7/3K3/7/7/7/", "cenre"), "");
  EXPECT_EQ(note_on("dim:7 cor: cenre:K corre:K start:/7/7/7/3K3/7/7/7/", "corre"), "");
  const std::string e = explain(kFotevikenRules);
  EXPECT_TRUE(has_line(e, "; no piece from elsewhere may enter or pass it.")) << e;
  const std::string notes = explain_dialect_notes(kFotevikenRules);
  EXPECT_EQ(notes.rfind("Notes on OpenTafl and the OTN spec", 0), 0u) << notes;
  EXPECT_TRUE(has_line(notes, "\n- `cenre:` leaves out")) << notes;
}

TEST(DialectNotes, HostilityIsReadPerSideInOpenTafl) {
  const std::string cenhe = note_on(kFotevikenRules, "cenhe");
  EXPECT_TRUE(has_line(cenhe, "`cenhe:K` has no effect in OpenTafl")) << cenhe;
  EXPECT_TRUE(has_line(cenhe, "write `T`")) << cenhe;
  EXPECT_TRUE(has_line(cenhe, "The spec dialect reads it per piece type: hostile to the king."));
  EXPECT_TRUE(has_line(note_on(kFotevikenRules, "aforh"), "`aforh:K` has no effect"));
  // `cenh:` (nobody) reads alike in both dialects: no note.
  EXPECT_EQ(note_on(kFotevikenRules, "cenh"), "");
  // `corh:t` widens to every attacker in OpenTafl.
  const std::string corh = note_on("dim:7 corh:t start:/7/7/7/3K3/7/7/7/", "corh");
  EXPECT_TRUE(has_line(corh, "hostile to all attackers in OpenTafl")) << corh;
  // explain_rules() says what the squares do in the dialect the rules were read in.
  const RulesParse spec = parse_rules(kFotevikenRules, {}, Dialect::spec);
  ASSERT_TRUE(spec.rules);
  EXPECT_TRUE(
      has_line(explain_rules(*spec.rules), "hostile to no piece, and when empty to the king"));
  EXPECT_TRUE(
      has_line(explain(kFotevikenRules), "hostile to no piece, and when empty to no piece"));
}

TEST(DialectNotes, CenreGatesTheOtherReentryKeysInOpenTafl) {
  const std::string corre = note_on("dim:7 cenre:tcnkmTCNKM start:/1K4t/7/7/7/7/7/7/", "corre");
  EXPECT_TRUE(has_line(corre, "`cenre` is given and `corre` is not: OpenTafl then lets no piece"))
      << corre;
  EXPECT_TRUE(has_line(corre, "the spec dialect keeps the default, every piece.")) << corre;
  const std::string ignored = note_on("dim:7 corre:T start:/1K4t/7/7/7/7/7/7/", "corre");
  EXPECT_TRUE(has_line(ignored, "`corre:T` has no effect in OpenTafl without `cenre`")) << ignored;
  // The fact-1 note on the same key then speaks for the spec dialect only.
  bool spec_only = false;
  for (const DialectNote& n : dialect_notes("dim:7 corre:T start:/1K4t/7/7/7/7/7/7/"))
    spec_only |= has_line(n.text, "leaves out") && has_line(n.text, "the spec dialect; see below");
  EXPECT_TRUE(spec_only);
  // Foteviken gives cenre and aforre, and has no corners or defender forts: no such note.
  EXPECT_EQ(note_on(kFotevikenRules, "corre"), "");
  EXPECT_EQ(note_on(kFotevikenRules, "dforre"), "");
}

TEST(DialectNotes, GuardsInOpenTafl) {
  const char* guards = "dim:7 nj:c gj:c start:/7/3g3/3N3/7/7/5K1/7/";
  const std::string general = note_on(guards, "");
  EXPECT_TRUE(has_line(general, "Guards: OpenTafl's default piece lists (`tcnkmTCNKM`")) << general;
  EXPECT_TRUE(has_line(general, "a jumping piece may jump an enemy guard")) << general;
  EXPECT_TRUE(
      has_line(note_on(guards, "gj"), "`gj:c` has no effect in OpenTafl: guards never jump"));
  // No guards on the board: no guard notes, and explain speaks of "every piece".
  EXPECT_FALSE(has_line(note_on("dim:7 start:/7/3t3/3N3/7/7/5K1/7/", ""), "uard"));
  const std::string e = explain("dim:7 start:/7/3t3/3N3/7/7/5K1/7/");
  EXPECT_TRUE(has_line(e, "Centre (throne) d4: may be passed by every piece, occupied by the king"))
      << e;
  // With guards, explain says the guards are left out (OpenTafl dialect).
  EXPECT_TRUE(has_line(explain(guards),
                       "Centre (throne) d4: may be passed by every piece but guards, occupied by "
                       "the king; hostile to all attackers, and when empty to every piece; from "
                       "elsewhere, guards may not enter or pass it."))
      << explain(guards);
}

}  // namespace
}  // namespace skald::tafl
