// OTN rules strings: every key, its defaults, diagnostics, and the round trips
// serialise(parse(s)) == s for OpenTafl's own strings and parse(serialise(r)) == r.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <regex>
#include <sstream>
#include <string>

#include "corpus.h"
#include "skald/tafl/position_record.h"
#include "skald/tafl/rules_string.h"

namespace skald::tafl {
namespace {

constexpr const char* kBrandubStart = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

std::string all_messages(const Diagnostics& d) {
  std::string out;
  for (const auto& item : d.items())
    out += format_diagnostic(item) + "\n";
  return out;
}

TaflRules parse_ok(const std::string& text) {
  const RulesParse p = parse_rules(text);
  EXPECT_FALSE(p.diagnostics.has_errors()) << text << "\n" << all_messages(p.diagnostics);
  EXPECT_TRUE(p.rules.has_value()) << text;
  return p.rules.value_or(TaflRules{});
}

PieceSet set(const char* letters) {
  return *PieceSet::parse(letters);
}

TEST(DefaultRules, MatchOpenTaflDefaults) {
  // RulesSerializer.defaults: the piece lists name tcnkmTCNKM, without guards.
  const TaflRules r = default_rules(11);
  EXPECT_EQ(r.dialect, Dialect::opentafl);
  EXPECT_EQ(r.dim, 11);
  EXPECT_EQ(r.escape, EscapeType::corner);
  EXPECT_TRUE(r.surrounding_fatal);
  EXPECT_TRUE(r.attackers_first);
  EXPECT_EQ(r.repetition, RepetitionRule::draw);
  EXPECT_EQ(r.king_armed, KingArmed::yes);
  EXPECT_EQ(r.king_strength, KingStrength::strong);
  EXPECT_EQ(r.jump[static_cast<int>(PieceKind::king)], JumpMode::none);
  EXPECT_EQ(r.jump[static_cast<int>(PieceKind::knight)], JumpMode::capture);
  EXPECT_EQ(r.jump[static_cast<int>(PieceKind::commander)], JumpMode::jump);
  EXPECT_EQ(r.jump[static_cast<int>(PieceKind::mercenary)], JumpMode::none);
  EXPECT_EQ(r.start.size(), 121u);

  const SpaceRules& cor = r.space(SpaceKind::corner);
  EXPECT_EQ(cor.squares, (std::vector<Coord>{{0, 0}, {10, 0}, {0, 10}, {10, 10}}));
  EXPECT_EQ(cor.passable, set("K"));
  EXPECT_EQ(cor.stoppable, set("K"));
  EXPECT_EQ(cor.hostile, set("tcnkmTCNKM"));
  EXPECT_EQ(cor.reenterable, set("tcnkmTCNKM"));

  const SpaceRules& cen = r.space(SpaceKind::centre);
  EXPECT_EQ(cen.squares, (std::vector<Coord>{{5, 5}}));
  EXPECT_EQ(cen.passable, set("tcnkmTCNKM"));
  EXPECT_EQ(cen.stoppable, set("K"));
  EXPECT_EQ(cen.hostile, set("tcnkm"));
  EXPECT_EQ(cen.hostile_when_empty, set("tcnkmTCNKM"));
  EXPECT_EQ(cen.reenterable, set("tcnkmTCNKM"));

  const SpaceRules& afor = r.space(SpaceKind::attacker_fort);
  EXPECT_TRUE(afor.squares.empty());
  EXPECT_EQ(afor.hostile, set("TCNKM"));
  EXPECT_EQ(afor.stoppable, set("tcnkmTCNKM"));
  const SpaceRules& dfor = r.space(SpaceKind::defender_fort);
  EXPECT_EQ(dfor.hostile, set("tcnkm"));
  EXPECT_EQ(dfor.stoppable, set("TCNKM"));
  EXPECT_EQ(dfor.passable, set("tcnkmTCNKM"));
}

TEST(DefaultRules, SpecDialectListsNameEveryPieceGuardsIncluded) {
  // The spec calls the same lists "all pieces" (and "all attacking pieces"...).
  const TaflRules r = default_rules(11, Dialect::spec);
  EXPECT_EQ(r.dialect, Dialect::spec);
  EXPECT_EQ(r.space(SpaceKind::corner).hostile, PieceSet::all());
  EXPECT_EQ(r.space(SpaceKind::centre).passable, PieceSet::all());
  EXPECT_EQ(r.space(SpaceKind::centre).hostile, set("tcnkmg"));
  EXPECT_EQ(r.space(SpaceKind::attacker_fort).hostile, set("TCNKMG"));
  EXPECT_EQ(r.space(SpaceKind::defender_fort).stoppable, set("TCNKMG"));
  for (const SpaceRules& sp : r.spaces)
    EXPECT_EQ(sp.reenterable, PieceSet::all());
  // Either way an omitted list is written back omitted.
  const std::string text = std::string("dim:7 atkf:y start:") + kBrandubStart;
  EXPECT_EQ(serialise_rules(*parse_rules(text, {}, Dialect::spec).rules), text);
  EXPECT_EQ(serialise_rules(parse_ok(text)), text);
}

TEST(DefaultRules, EvenBoardCentreRoundsDown) {
  EXPECT_EQ(default_centre_squares(10), (std::vector<Coord>{{4, 4}}));
}

TEST(RulesString, BrandubFromOpenTafl) {
  const TaflRules r = parse_ok(std::string("dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: "
                                           "start:") +
                               kBrandubStart);
  EXPECT_EQ(r.dim, 7);
  EXPECT_EQ(r.name, "Brandub");
  EXPECT_FALSE(r.surrounding_fatal);
  EXPECT_EQ(r.king_strength, KingStrength::weak);
  EXPECT_TRUE(r.space(SpaceKind::centre).hostile.empty());
  EXPECT_TRUE(r.space(SpaceKind::centre).hostile_when_empty.empty());
  EXPECT_EQ(r.space(SpaceKind::centre).squares, (std::vector<Coord>{{3, 3}}));
  EXPECT_EQ(format_position_record(r.start, 7), kBrandubStart);
  EXPECT_EQ(r.start[3 * 7 + 3], Piece(Side::defenders, PieceKind::king));
}

TEST(RulesString, TablutListsWithoutMercenariesDifferFromDefault) {
  const TaflRules r = parse_ok(
      "dim:9 name:Tablut esc:e atkf:y ks:c nj:n cor: cenp:tcnkTCNK cens: cenh: "
      "cenhe:tcnkTCNK linc:y start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/");
  EXPECT_EQ(r.escape, EscapeType::edge);
  EXPECT_EQ(r.king_strength, KingStrength::strong_at_centre);
  EXPECT_EQ(r.jump[static_cast<int>(PieceKind::knight)], JumpMode::none);
  EXPECT_TRUE(r.space(SpaceKind::corner).squares.empty());
  EXPECT_FALSE(r.space(SpaceKind::corner).squares_default);
  EXPECT_FALSE(
      r.space(SpaceKind::centre).passable.contains(Piece(Side::attackers, PieceKind::mercenary)));
  EXPECT_TRUE(r.space(SpaceKind::centre).stoppable.empty());
  EXPECT_TRUE(r.linnaean_capture);
}

TEST(RulesString, OldKingStrengthSpellings) {
  const std::string start = std::string(" start:") + kBrandubStart;
  EXPECT_EQ(parse_ok("dim:7 ks:y" + start).king_strength, KingStrength::strong);
  EXPECT_EQ(parse_ok("dim:7 ks:n" + start).king_strength, KingStrength::weak);
  EXPECT_EQ(parse_ok("dim:7 ks:m" + start).king_strength, KingStrength::middleweight);
  // Written back in the new spelling.
  EXPECT_EQ(serialise_rules(parse_ok("dim:7 ks:n" + start)),
            std::string("dim:7 atkf:y ks:w start:") + kBrandubStart);
}

TEST(RulesString, BadValueNamesKeyAndExpectation) {
  const RulesParse p = parse_rules(std::string("dim:7 ks:q start:") + kBrandubStart);
  ASSERT_TRUE(p.diagnostics.has_errors());
  EXPECT_EQ(p.diagnostics.items()[0].message,
            "ks: expected one of s, c, m, w (or old y, n), got 'q'");
  EXPECT_EQ(p.diagnostics.items()[0].where.column, 7);  // `ks:q` starts at offset 6
  EXPECT_TRUE(p.rules.has_value());                     // the rest could be read

  for (const char* bad : {"esc:x", "surf:maybe", "tfr:z", "ka:q", "kj:x", "sw:y", "ber:q",
                          "cor:z9,", "cenh:tx", "spd:1,2,3", "spd:a", "linc:1", "cor:a12,"}) {
    const RulesParse q = parse_rules(std::string("dim:7 ") + bad + " start:" + kBrandubStart);
    ASSERT_TRUE(q.diagnostics.has_errors()) << bad;
    const std::string key = std::string(bad).substr(0, std::string(bad).find(':'));
    EXPECT_EQ(q.diagnostics.items()[0].message.rfind(key + ": ", 0), 0u)
        << q.diagnostics.items()[0].message;
  }
}

TEST(RulesString, ColumnsAreRelativeToTheCallersLocation) {
  const SourceLocation where{"x.otg", 4, 8};  // `[rules:` is 7 characters: text at column 8
  const RulesParse p = parse_rules(std::string("dim:7 atkf:q start:") + kBrandubStart, where);
  ASSERT_TRUE(p.diagnostics.has_errors());
  const Diagnostic& d = p.diagnostics.items()[0];
  EXPECT_EQ(d.where.file, "x.otg");
  EXPECT_EQ(d.where.line, 4);
  EXPECT_EQ(d.where.column, 8 + 6);

  // A bad start position points into the record itself.
  const RulesParse q = parse_rules("dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3q3/", where);
  ASSERT_TRUE(q.diagnostics.has_errors());
  EXPECT_EQ(q.diagnostics.items()[0].where.column, 8 + 42);
  EXPECT_FALSE(q.rules.has_value());
}

TEST(RulesString, MissingOrBadDimAndStartAreErrors) {
  EXPECT_FALSE(parse_rules(std::string("start:") + kBrandubStart).rules);
  EXPECT_FALSE(parse_rules("dim:7 name:x").rules);
  EXPECT_TRUE(parse_rules("dim:7 name:x").diagnostics.has_errors());
  EXPECT_FALSE(parse_rules("dim:4 start:/4/4/4/4/").rules);
  EXPECT_FALSE(parse_rules("dim:20 start:/20/").rules);
  EXPECT_FALSE(parse_rules(std::string("dim:9 start:") + kBrandubStart).rules);
  EXPECT_FALSE(parse_rules("").rules);
}

TEST(RulesString, UnknownKeysAreKeptWithAWarning) {
  const RulesParse p =
      parse_rules(std::string("dim:7 name:X frob:3 atkf:n zz: start:") + kBrandubStart);
  ASSERT_TRUE(p.rules);
  EXPECT_FALSE(p.diagnostics.has_errors());
  ASSERT_EQ(p.diagnostics.count(Severity::warning), 2);
  EXPECT_EQ(p.diagnostics.items()[0].message, "frob: unknown rules key, kept as written");
  ASSERT_EQ(p.rules->unknown.size(), 2u);
  EXPECT_EQ(p.rules->unknown[0], (std::pair<std::string, std::string>{"frob", "3"}));
  EXPECT_EQ(serialise_rules(*p.rules),
            std::string("dim:7 name:X atkf:n frob:3 zz: start:") + kBrandubStart);
}

TEST(RulesString, WarnsWithoutDefenderKingAndAboutOrder) {
  RulesParse p = parse_rules("dim:7 start:/3t3/3t3/3T3/ttTtTtt/3T3/3t3/3t3/");
  ASSERT_TRUE(p.rules);
  EXPECT_NE(all_messages(p.diagnostics).find("no defender king"), std::string::npos);
  p = parse_rules(std::string("atkf:n dim:7 start:") + kBrandubStart + " esc:e");
  ASSERT_TRUE(p.rules);
  EXPECT_EQ(p.rules->escape, EscapeType::edge);
  EXPECT_NE(all_messages(p.diagnostics).find("dim: should be the first"), std::string::npos);
  EXPECT_NE(all_messages(p.diagnostics).find("start: should be the last"), std::string::npos);
}

TEST(RulesString, SpaceListsTrailingCommaEmptyAndDefault) {
  TaflRules r = parse_ok(
      "dim:7 name:CopenhagenPuzzle atkf:y tfr:w cor:g7, cen:b2, sw:s efe:y "
      "starti:/tt2T2/1t2K2/2tt3/6t/3TTt1/4Tt1/4Tt1/");
  EXPECT_EQ(r.space(SpaceKind::corner).squares, (std::vector<Coord>{{6, 6}}));
  EXPECT_EQ(r.space(SpaceKind::centre).squares, (std::vector<Coord>{{1, 1}}));
  EXPECT_TRUE(r.start_inverted);
  EXPECT_EQ(r.repetition, RepetitionRule::win);
  EXPECT_EQ(r.shieldwall, ShieldwallMode::strong);
  EXPECT_TRUE(r.edge_fort_escape);
  EXPECT_EQ(serialise_rules(r),
            "dim:7 name:CopenhagenPuzzle atkf:y tfr:w cor:g7, cen:b2, sw:s "
            "efe:y starti:/tt2T2/1t2K2/2tt3/6t/3TTt1/4Tt1/4Tt1/");

  r = parse_ok(std::string("dim:7 cen: cor:default start:") + kBrandubStart);
  EXPECT_TRUE(r.space(SpaceKind::centre).squares.empty());
  EXPECT_FALSE(r.space(SpaceKind::centre).squares_default);
  EXPECT_TRUE(r.space(SpaceKind::corner).squares_default);
  EXPECT_EQ(r.space(SpaceKind::corner).squares, default_corner_squares(7));
}

TEST(RulesString, SpeedLimitForms) {
  const std::string start = std::string(" start:") + kBrandubStart;
  const Piece t(Side::attackers, PieceKind::taflman), K(Side::defenders, PieceKind::king),
      M(Side::defenders, PieceKind::mercenary), g(Side::attackers, PieceKind::guard);

  TaflRules r = parse_ok("dim:7 spd:3" + start);
  EXPECT_EQ(r.speed_form, 1);
  EXPECT_EQ(r.speed[t.type_index()], 3);
  EXPECT_EQ(r.speed[K.type_index()], 3);

  r = parse_ok("dim:7 spd:2,4," + start);  // attackers, defenders
  EXPECT_EQ(r.speed_form, 2);
  EXPECT_EQ(r.speed[g.type_index()], 2);
  EXPECT_EQ(r.speed[K.type_index()], 4);
  EXPECT_EQ(serialise_rules(r), "dim:7 atkf:y spd:2,4," + start);

  // Magpie: twelve values t c n k m g T C N K M G; only the king is limited (to 1).
  r = parse_ok("dim:7 spd:-1,-1,-1,-1,-1,-1,-1,-1,-1,1,-1,-1," + start);
  EXPECT_EQ(r.speed_form, 12);
  EXPECT_EQ(r.speed[K.type_index()], 1);
  EXPECT_EQ(r.speed[t.type_index()], -1);

  // Ten values (before guards): t c n k m T C N K M.
  r = parse_ok("dim:7 spd:-1,-1,-1,-1,-1,-1,-1,-1,1,5," + start);
  EXPECT_EQ(r.speed_form, 10);
  EXPECT_EQ(r.speed[K.type_index()], 1);
  EXPECT_EQ(r.speed[M.type_index()], 5);
  EXPECT_EQ(serialise_rules(r), "dim:7 atkf:y spd:-1,-1,-1,-1,-1,-1,-1,-1,1,5," + start);

  // Eight values (before mercenaries): t c n k T C N K.
  r = parse_ok("dim:7 spd:-1,-1,-1,-1,-1,-1,-1,2," + start);
  EXPECT_EQ(r.speed_form, 8);
  EXPECT_EQ(r.speed[K.type_index()], 2);

  // -1 everywhere is the default and is not written.
  r = parse_ok("dim:7 spd:-1" + start);
  EXPECT_EQ(r.speed_form, 0);
  EXPECT_EQ(serialise_rules(r), "dim:7 atkf:y" + start);
}

TEST(RulesString, JumpModesIncludingMercenaryAndGuard) {
  const TaflRules r =
      parse_ok(std::string("dim:7 kj:r nj:n cj:c mj:j gj:c start:") + kBrandubStart);
  EXPECT_EQ(r.jump[static_cast<int>(PieceKind::king)], JumpMode::restricted);
  EXPECT_EQ(r.jump[static_cast<int>(PieceKind::knight)], JumpMode::none);
  EXPECT_EQ(r.jump[static_cast<int>(PieceKind::commander)], JumpMode::capture);
  EXPECT_EQ(r.jump[static_cast<int>(PieceKind::mercenary)], JumpMode::jump);
  EXPECT_EQ(r.jump[static_cast<int>(PieceKind::guard)], JumpMode::capture);
  EXPECT_EQ(serialise_rules(r),
            std::string("dim:7 atkf:y kj:r nj:n cj:c mj:j gj:c start:") + kBrandubStart);
}

// OpenTafl reads corre, aforre and dforre only when cenre is given (issue 8, fact 4).
TEST(RulesString, CenreGatesTheOtherReentryKeysInTheOpenTaflDialect) {
  const std::string start = std::string(" start:") + kBrandubStart;
  const RulesParse gated = parse_rules("dim:7 cenre:tcnkmTCNKM" + start);
  ASSERT_TRUE(gated.rules);
  EXPECT_TRUE(gated.rules->space(SpaceKind::corner).reenterable.empty());
  // No forts on the board: their lists are emptied too, but only the corners are named.
  EXPECT_TRUE(gated.rules->space(SpaceKind::attacker_fort).reenterable.empty());
  const std::string messages = all_messages(gated.diagnostics);
  EXPECT_NE(messages.find("corre: not given while cenre is"), std::string::npos) << messages;
  EXPECT_EQ(messages.find("aforre"), std::string::npos) << messages;
  EXPECT_EQ(gated.diagnostics.count(Severity::warning), 1u) << messages;
  // Written back so that OpenTafl reads the same: corre: stays explicit (corners exist).
  const std::string text = serialise_rules(*gated.rules);
  EXPECT_NE(text.find(" corre: "), std::string::npos) << text;
  EXPECT_EQ(parse_ok(text), *gated.rules);

  const RulesParse ignored = parse_rules("dim:7 corre:T" + start);
  ASSERT_TRUE(ignored.rules);
  EXPECT_EQ(ignored.rules->space(SpaceKind::corner).reenterable,
            default_rules(7).space(SpaceKind::corner).reenterable);
  EXPECT_NE(
      all_messages(ignored.diagnostics).find("corre: has no effect in OpenTafl without cenre"),
      std::string::npos)
      << all_messages(ignored.diagnostics);

  // The spec dialect reads every key as written, without warnings.
  for (const std::string keys : {"cenre:tcnkmTCNKM", "corre:T"}) {
    const RulesParse spec = parse_rules("dim:7 " + keys + start, {}, Dialect::spec);
    ASSERT_TRUE(spec.rules);
    EXPECT_TRUE(spec.diagnostics.empty()) << keys << ": " << all_messages(spec.diagnostics);
  }
  EXPECT_EQ(parse_rules("dim:7 corre:T" + start, {}, Dialect::spec)
                .rules->space(SpaceKind::corner)
                .reenterable,
            set("T"));
}

// OpenTafl's own serialisations of its built-in variants come back byte for byte.
TEST(RulesString, OpenTaflBuiltinStringsRoundTripExactly) {
  const std::filesystem::path path =
      testing::corpus_path("../domain/opentafl-builtin-variants.tsv");
  SKALD_SKIP_WITHOUT_CORPUS(path);
  std::ifstream in(path);
  std::string line;
  int count = 0;
  while (std::getline(in, line)) {
    const auto tab = line.find('\t');
    if (tab == std::string::npos) continue;
    const std::string rules = line.substr(tab + 1);
    const TaflRules r = parse_ok(rules);
    EXPECT_EQ(serialise_rules(r), rules) << line.substr(0, tab);
    ++count;
  }
  EXPECT_GE(count, 14);
}

// Every [rules:...] tag of the corpus reads without errors and survives a round trip.
TEST(RulesString, CorpusRulesTagsRoundTrip) {
  const std::filesystem::path dir = testing::corpus_path("opentafl");
  SKALD_SKIP_WITHOUT_CORPUS(dir);
  const std::regex tag(R"(\[rules:([^\]]*)\])");
  int count = 0;
  for (const auto& file : std::filesystem::directory_iterator(dir)) {
    if (file.path().extension() != ".otg") continue;
    std::ifstream in(file.path());
    std::stringstream text;
    text << in.rdbuf();
    const std::string content = text.str();
    for (std::sregex_iterator it(content.begin(), content.end(), tag), end; it != end; ++it) {
      const TaflRules r = parse_ok((*it)[1].str());
      const RulesParse again = parse_rules(serialise_rules(r));
      ASSERT_TRUE(again.rules) << file.path();
      EXPECT_EQ(*again.rules, r) << file.path() << "\n" << serialise_rules(r);
      EXPECT_EQ(serialise_rules(*again.rules), serialise_rules(r));
      ++count;
    }
  }
  EXPECT_GE(count, 10);
}

/// Random but canonical rules: what a reader can produce (e.g. speed_form 0 exactly when
/// every limit is -1; fort lists marked default exactly when empty).
TaflRules random_rules(std::mt19937& rng) {
  auto pick = [&rng](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
  const int dim = kMinDim + pick(kMaxDim - kMinDim + 1);
  TaflRules r = default_rules(dim);
  if (pick(2)) r.name = "Random_" + std::to_string(pick(1000));
  r.escape = static_cast<EscapeType>(pick(2));
  r.surrounding_fatal = pick(2);
  r.attackers_first = pick(2);
  r.repetition = static_cast<RepetitionRule>(pick(4));
  r.king_armed = static_cast<KingArmed>(pick(4));
  r.king_strength = static_cast<KingStrength>(pick(4));
  for (PieceKind k : {PieceKind::king, PieceKind::commander, PieceKind::knight,
                      PieceKind::mercenary, PieceKind::guard})
    r.jump[static_cast<int>(k)] = static_cast<JumpMode>(pick(4));
  const int forms[] = {0, 1, 2, 8, 10, 12};
  r.speed_form = forms[pick(6)];
  if (r.speed_form == 1) r.speed.fill(1 + pick(5));
  if (r.speed_form == 2) {
    const int attackers = 1 + pick(3), defenders = 4 + pick(3);
    for (int k = 0; k < kPieceKinds; ++k) {
      r.speed[k] = attackers;
      r.speed[kPieceKinds + k] = defenders;
    }
  }
  if (r.speed_form >= 8) {
    const std::string letters = r.speed_form == 8    ? "tcnkTCNK"
                                : r.speed_form == 10 ? "tcnkmTCNKM"
                                                     : "tcnkmgTCNKMG";
    for (char l : letters)
      r.speed[Piece::from_letter(l)->type_index()] = pick(4) - 1;
    r.speed[Piece::from_letter('K')->type_index()] = 1;  // at least one limit
  }
  auto random_squares = [&]() {
    std::vector<Coord> squares;
    const int n = pick(5);
    for (int i = 0; i < n; ++i)
      squares.push_back({pick(dim), pick(dim)});
    return squares;
  };
  for (int s = 0; s < kSpaceKinds; ++s) {
    SpaceRules& sp = r.spaces[s];
    const bool fort = s >= 2;
    if (pick(2)) {
      sp.squares = random_squares();
      sp.squares_default = fort && sp.squares.empty();
    }
    auto bits = [&]() {
      PieceSet out;
      for (int i = 0; i < 2 * kPieceKinds; ++i)
        if (pick(2)) out = out.with(Piece::from_code(static_cast<std::uint8_t>(i + 1)));
      return out;
    };
    if (pick(2)) sp.passable = bits();
    if (pick(2)) sp.stoppable = bits();
    if (pick(2)) sp.hostile = bits();
    if (pick(2)) sp.reenterable = bits();
    if (s == static_cast<int>(SpaceKind::centre) && pick(2)) sp.hostile_when_empty = bits();
  }
  r.shieldwall = static_cast<ShieldwallMode>(pick(3));
  r.shieldwall_flanking = pick(2);
  r.edge_fort_escape = pick(2);
  r.linnaean_capture = pick(2);
  r.berserk = static_cast<BerserkMode>(pick(3));
  for (auto& square : r.start)
    square = pick(3) ? Piece{} : Piece::from_code(static_cast<std::uint8_t>(1 + pick(12)));
  r.start[pick(dim * dim)] = Piece(Side::defenders, PieceKind::king);
  r.start_inverted = pick(2);
  if (pick(3) == 0) r.unknown.emplace_back("x" + std::to_string(pick(100)), "v");
  return r;
}

TEST(RulesString, RandomRulesRoundTrip) {
  std::mt19937 rng(20240607);
  for (int i = 0; i < 2000; ++i) {
    const TaflRules r = random_rules(rng);
    const std::string text = serialise_rules(r);
    const RulesParse p = parse_rules(text);
    ASSERT_FALSE(p.diagnostics.has_errors()) << text << "\n" << all_messages(p.diagnostics);
    ASSERT_TRUE(p.rules) << text;
    ASSERT_EQ(*p.rules, r) << text << "\n" << serialise_rules(*p.rules);
  }
}

}  // namespace
}  // namespace skald::tafl
