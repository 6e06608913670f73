// The HTML viewer's page as text (formats/html/record_page.h): self-contained, record text
// escaped in the markup and in the embedded JSON, every node with its address and position,
// and the puzzle part with the engine's answers or without them. The page's behaviour in a
// browser is tested in tests/browser.

#include "formats/html/record_page.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "formats/otn/reader.h"
#include "skald/amazons/amazons_game.h"
#include "skald/ataxx/ataxx_game.h"
#include "skald/game/registry.h"
#include "skald/game/replay.h"
#include "skald/game/typed_move.h"
#include "skald/tafl/tafl_game.h"
#include "typed_move_cases.h"

namespace skald::html {
namespace {

using Json = nlohmann::ordered_json;

class RecordPageTest : public ::testing::Test {
 protected:
  RecordPageTest() {
    games_.add(tafl::make_tafl_game());
    for (int players = 2; players <= 4; ++players)
      games_.add(ataxx::make_ataxx_game(players));
    games_.add(amazons::make_amazons_game());
  }

  /// The text of a file of the source tree.
  static std::string text_of(const std::string& relative) {
    std::ifstream in(std::string(SKALD_SOURCE_DIR) + "/" + relative, std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
  }
  /// Reads a record from its text.
  otn::ReadResult read_text(const std::string& text, const std::string& name) {
    otn::ReadOptions options;
    options.games = &games_;
    options.file = name;
    otn::ReadResult read = otn::read_otg_text(text, options);
    EXPECT_FALSE(read.diagnostics.has_errors()) << name;
    return read;
  }
  /// Reads a record of the source tree.
  otn::ReadResult read(const std::string& relative) {
    return read_text(text_of(relative), relative);
  }
  const game::Game& game_of(const record::Record& record) {
    return *games_.game_for_rules_or_null(record.rules_text());
  }
  /// The JSON the page embeds.
  static Json data_of(const std::string& html) {
    const std::string open = "<script type=\"application/json\" id=\"skald-data\">";
    const std::size_t begin = html.find(open);
    EXPECT_NE(begin, std::string::npos);
    const std::size_t end = html.find("</script>", begin);
    return Json::parse(html.substr(begin + open.size(), end - begin - open.size()));
  }

  // The verdicts `analyse --annotate` writes (tools/skald/verdict_note.cpp's pattern).
  const std::regex verdicts_{R"((^|\s+)skald depth \d+(, for [^:\n]*: [^\n]*))"};
  game::GameRegistry games_;
};

TEST(JsonForScript, EscapesWhatCouldEndTheScriptAndMeansTheSame) {
  const Json value = {{"comment", "</script><!-- & -->"}, {"n", 1}};
  const std::string text = json_for_script(value);
  EXPECT_EQ(text.find('<'), std::string::npos);
  EXPECT_EQ(text.find('>'), std::string::npos);
  EXPECT_EQ(text.find('&'), std::string::npos);
  EXPECT_EQ(Json::parse(text), value);
}

TEST_F(RecordPageTest, CommentsComeApart) {
  const CommentParts parts = comment_parts(
      "300 30/3 10i Watch the king. (Hint: the edge) skald depth 6, for attackers: -0.40, "
      "mistake; best e4-e7 +0.80",
      &verdicts_);
  EXPECT_EQ(parts.clock, "300 30/3 10i");
  EXPECT_EQ(parts.text, "Watch the king.");
  EXPECT_EQ(parts.hints, std::vector<std::string>{"the edge"});
  EXPECT_EQ(parts.verdict, "skald depth 6, for attackers: -0.40, mistake; best e4-e7 +0.80");
  EXPECT_EQ(parts.mark, "mistake");
  EXPECT_EQ(comment_parts("skald depth 6, for attackers: -0.40", nullptr).text,
            "skald depth 6, for attackers: -0.40")
      << "without a pattern the comment is shown whole";
}

TEST_F(RecordPageTest, ASelfContainedPageWithTheRecordEscaped) {
  const otn::ReadResult loaded = read("tests/browser/data/tricky-text.otg");
  PageOptions options;
  options.file = "tricky-text.otg";
  options.view.verdict_pattern = &verdicts_;
  const Page page = record_page(loaded.record, game_of(loaded.record), options);
  ASSERT_TRUE(page.error.empty()) << page.error;
  const std::string& html = page.html;
  EXPECT_TRUE(html.starts_with("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\""));
  // Nothing to fetch: no source, link or stylesheet outside the page.
  for (const char* outside : {" src=", " href=", "<link", "@import", "url("})
    EXPECT_EQ(html.find(outside), std::string::npos) << outside;
  std::size_t scripts = 0;
  for (std::size_t at = html.find("<script"); at != std::string::npos;
       at = html.find("<script", at + 1))
    ++scripts;
  EXPECT_EQ(scripts, 2u) << "the data and the viewer's script";
  EXPECT_EQ(html.find("<script>window"), std::string::npos)
      << "record text appears only escaped (its < as &lt; or \\u003c)";
  EXPECT_NE(html.find("Start \\u003c/script\\u003e\\u003cscript\\u003ewindow.injected"),
            std::string::npos);
  EXPECT_NE(html.find("<title>Quotes \"and\" &lt;b&gt;tags&lt;/b&gt; &amp; café</title>"),
            std::string::npos);

  const Json data = data_of(html);
  std::vector<std::string> addresses;
  for (const Json& node : data["nodes"])
    addresses.push_back(node["address"]);
  EXPECT_EQ(addresses,
            (std::vector<std::string>{"0a", "1a", "1b", "2a", "2b", "2a.1.1a", "2a.1.1b"}));
  EXPECT_EQ(data["nodes"][0]["comment"],
            "Start </script><script>window.injected = 1</script> here");
  const Json& first = data["nodes"][1];
  EXPECT_EQ(first["hints"], Json::array({"look at the <b>edge</b>"}));
  EXPECT_EQ(first["clock"], "300 30/3 10i");
  EXPECT_EQ(first["children"], Json::array({2}));
  EXPECT_EQ(first["pieces"].size(), 13u);
  EXPECT_EQ(data["nodes"][2]["mark"], "inaccuracy");
  EXPECT_EQ(data["nodes"][3]["children"], Json::array({4})) << "2a has its reply";
  EXPECT_EQ(data["nodes"][2]["children"], Json::array({3, 5})) << "2a and its alternative";
  EXPECT_EQ(data["board"]["cells"].size(), 49u);
  EXPECT_EQ(data["puzzle"], nullptr);
  // The move list: a button per move, its address as its title, the verdict's sign.
  EXPECT_NE(html.find("<button type=\"button\" class=\"move\" data-node=\"2\" title=\"1b\">d3-d2"
                      "<span class=\"sign\" data-mark=\"inaccuracy\">?!</span></button>"),
            std::string::npos);
  EXPECT_NE(html.find("<span class=\"line-address\">2a.1</span>"), std::string::npos);
}

TEST_F(RecordPageTest, EveryGamesExamplesPositions) {
  for (const std::string record :
       {"examples/brandub-annotated.otg", "examples/ataxx-annotated.otg",
        "examples/spot3-annotated.otg", "examples/amazons-annotated.otg"}) {
    SCOPED_TRACE(record);
    const otn::ReadResult loaded = read(record);
    const Page page = record_page(loaded.record, game_of(loaded.record), {});
    ASSERT_TRUE(page.error.empty()) << page.error;
    const Json data = data_of(page.html);
    EXPECT_EQ(data["nodes"].size(), loaded.record.move_count() + 1);
    for (const Json& node : data["nodes"])
      EXPECT_FALSE(node["pieces"].empty()) << node["address"];
  }
}

TEST_F(RecordPageTest, PuzzlesCarryTheSolvingModesAnswers) {
  // Loose, with the engine: moves off the record have the position after them and a reply.
  otn::ReadResult loose = read("tests/data/puzzles/03-brandub-3-10a.otg");
  const game::Game& tafl = game_of(loose.record);
  std::unique_ptr<game::Analyser> analyser = tafl.make_analyser();
  PageOptions options;
  options.puzzle.analyser = analyser.get();
  Page page = record_page(loose.record, tafl, options);
  Json puzzle = data_of(page.html)["puzzle"];
  EXPECT_EQ(puzzle["mode"], "loose");
  EXPECT_EQ(puzzle["goal"], "defenders win in 3");
  EXPECT_EQ(puzzle["bound"], 3);
  EXPECT_GT(page.work.proofs, 0);
  const Json& first = puzzle["positions"][std::to_string(puzzle["node"].get<int>())];
  int off_record = 0;
  int lets_go = 0;
  for (const Json& m : first["moves"]) {
    if (m["child"] != -1) continue;
    ++off_record;
    EXPECT_TRUE(m.contains("after")) << m["move"];
    if (m["letsGo"].get<bool>()) ++lets_go;
  }
  EXPECT_GT(off_record, 0);
  EXPECT_EQ(lets_go, off_record) << "the record's first move is the only win (a sound puzzle)";
  EXPECT_EQ(first["engineHint"]["move"], "d4-d3") << "the solution's first move, short";

  // Without an engine: the same choices, no answers off the record.
  options.puzzle.analyser = nullptr;
  page = record_page(loose.record, tafl, options);
  puzzle = data_of(page.html)["puzzle"];
  EXPECT_EQ(page.work.proofs, 0);
  for (const Json& m : puzzle["positions"][std::to_string(puzzle["node"].get<int>())]["moves"])
    EXPECT_FALSE(m.contains("after"));

  // A strict puzzle of the Amazons: its record's moves, the clicks that make them.
  otn::ReadResult strict = read("tests/data/puzzles/30-amazons-14-12a.otg");
  page = record_page(strict.record, game_of(strict.record), {});
  puzzle = data_of(page.html)["puzzle"];
  EXPECT_EQ(puzzle["mode"], "strict");
  bool found = false;
  for (const Json& m : puzzle["positions"][std::to_string(puzzle["node"].get<int>())]["moves"])
    if (m["move"] == "a5-a4/a3") {
      found = true;
      EXPECT_EQ(m["cells"], Json::array({"a5", "a4", "a3"}));
      EXPECT_NE(m["child"], -1);
    }
  EXPECT_TRUE(found);
}

/// The move a typed text names on the page, matched as viewer.js's playSolverMove matches
/// it: the move's text, else its short form, else the other forms the page was given; ""
/// when none or several.
std::string page_move(const Json& moves, const std::string& typed) {
  const std::string text = std::string(game::without_surrounding_spaces(typed));
  for (const char* field : {"move", "short", "typed"}) {
    std::vector<std::string> found;
    for (const Json& m : moves) {
      if (!m.contains(field)) continue;
      const Json& names = m[field];
      const bool named = names.is_array()
                             ? std::find(names.begin(), names.end(), Json(text)) != names.end()
                             : names == text;
      if (named) found.push_back(m["move"]);
    }
    if (!found.empty()) return found.size() == 1 ? found[0] : "";
  }
  return "";
}

// The page takes the texts `skald solve` takes (tests/typed_move_cases.h, the same table as
// tests/game/typed_move_test.cpp): `Kc3-c1` without the edge mark, the letter with or
// without the captures.
TEST_F(RecordPageTest, APuzzleTakesTheTypedMovesTheTerminalTakes) {
  otn::ReadResult puzzle_record = read_text(typed_move_test::kPosition, "typed.otg");
  const Page page = record_page(puzzle_record.record, game_of(puzzle_record.record), {});
  ASSERT_TRUE(page.error.empty()) << page.error;
  const Json puzzle = data_of(page.html)["puzzle"];
  const Json& moves = puzzle["positions"][std::to_string(puzzle["node"].get<int>())]["moves"];
  ASSERT_FALSE(moves.empty());
  for (const typed_move_test::TypedCase& c : typed_move_test::kCases)
    EXPECT_EQ(page_move(moves, c.typed), c.move) << "typed `" << c.typed << "`";
}

TEST_F(RecordPageTest, ALoosePuzzleIsAnsweredOffTheRecordDownTheWholeSolution) {
  // Puzzle 03 with its solution cut: the record stops at the puzzle position, so every
  // move there is off the record. The page must answer the winning line to its end: each
  // reply the proof's defence, each position after it a key with the solver's choices,
  // from which the solver still wins.
  std::string text = text_of("tests/data/puzzles/03-brandub-3-10a.otg");
  const std::size_t cut = text.find(" Kd4-d3");
  ASSERT_NE(cut, std::string::npos);
  text = text.substr(0, cut) + "\n";
  const otn::ReadResult cut_record = read_text(text, "cut.otg");
  const game::Game& tafl = game_of(cut_record.record);
  std::unique_ptr<game::Analyser> analyser = tafl.make_analyser();
  PageOptions options;
  options.puzzle.analyser = analyser.get();
  const Page page = record_page(cut_record.record, tafl, options);
  const Json puzzle = data_of(page.html)["puzzle"];
  ASSERT_EQ(puzzle["goal"], "defenders win in 3");
  const int solver = puzzle["solver"];

  const record::Node* end = &cut_record.record.root();
  while (end->child_count() > 0)
    end = end->child(0);
  game::StateAtNode at = game::state_at(cut_record.record, *end, tafl);
  ASSERT_TRUE(at.state) << at.error;
  std::unique_ptr<game::GameState> state = std::move(at.state);
  std::string key = std::to_string(puzzle["node"].get<int>());
  int solver_moves = 0;
  while (true) {
    ASSERT_TRUE(puzzle["positions"].contains(key)) << key;
    const Json& here = puzzle["positions"][key];
    // The solver's move that wins at once, else the first that keeps the win, as the page
    // says (letsGo is judged while moves are left after the move).
    const Json* keeps = nullptr;
    int kept = 0;
    for (const Json& m : here["moves"]) {
      EXPECT_EQ(m["child"], -1) << "off the record";
      const Json& outcome = m["after"]["outcome"];
      if (outcome.is_object() && outcome["winner"] == solver) {
        keeps = &m;
        break;
      }
      if (!m["letsGo"].get<bool>()) {
        ++kept;
        if (keeps == nullptr) keeps = &m;
      }
    }
    ASSERT_NE(keeps, nullptr) << key;
    if (solver_moves < 2) {
      EXPECT_LT(kept, static_cast<int>(here["moves"].size())) << "some moves let the win go";
    }
    ASSERT_TRUE(state->play((*keeps)["move"].get<std::string>()).ok);
    ++solver_moves;
    if (state->outcome().kind != game::OutcomeKind::ongoing) break;
    const Json& reply = (*keeps)["reply"];
    ASSERT_TRUE(reply.is_object()) << key << " " << (*keeps)["move"];
    ASSERT_TRUE(state->play(reply["move"].get<std::string>()).ok);
    if (state->outcome().kind != game::OutcomeKind::ongoing) break;
    ASSERT_TRUE(reply.contains("next")) << "the page answers on after " << reply["move"];
    key = reply["next"].get<std::string>();
    EXPECT_EQ(key[0], 'x');
    // The solver still wins from the position the page keys (within the moves left).
    const game::Proof proof = analyser->prove(*state, {solver, 3 - solver_moves, 1'000'000});
    EXPECT_EQ(proof.status, game::ProofStatus::proven) << key;
    ASSERT_LE(solver_moves, 3);
  }
  const game::Outcome outcome = state->outcome();
  EXPECT_EQ(outcome.kind, game::OutcomeKind::win);
  EXPECT_EQ(outcome.winner, solver);
  EXPECT_LE(solver_moves, 3);
}

}  // namespace
}  // namespace skald::html
