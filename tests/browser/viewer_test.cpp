// `skald html` pages in a real browser: Debian's headless Chromium driven through
// ChromeDriver (webdriver.h). Each test loads a page the built skald wrote, clicks and
// presses keys as a person would, and checks the page's DOM: the address shown, the pieces
// on the board against the position skald itself reports (`show --json`), comments and
// hints (hidden until asked), verdicts, the move list, and the solving mode of puzzles.
// Skipped, saying why, when Chromium or ChromeDriver is not installed.

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <memory>
#include <string>

#include "browser/webdriver.h"
#include "cli/skald_run.h"

namespace skald::browser_test {
namespace {

namespace fs = std::filesystem;
using cli_test::run_skald;

class ViewerTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    const BrowserTools tools = find_browser_tools();
    if (!tools.missing.empty()) {
      skip_reason_ = new std::string(tools.missing);
      return;
    }
    dir_ =
        new fs::path(fs::temp_directory_path() / ("skald_browser_" + std::to_string(::getpid())));
    fs::create_directories(*dir_);
    driver_ = new WebDriver(tools);
  }
  static void TearDownTestSuite() {
    delete driver_;
    driver_ = nullptr;
    if (dir_ != nullptr) fs::remove_all(*dir_);
    delete dir_;
    dir_ = nullptr;
  }
  void SetUp() override {
    if (skip_reason_ != nullptr) GTEST_SKIP() << *skip_reason_;
    // Installed but not working is a failure, not a skip.
    ASSERT_TRUE(driver_->ok()) << driver_->error();
  }

  /// Writes the page of a record (relative to the source tree) and loads it.
  void open(const std::string& record, const std::string& extra = "") {
    const std::string page = fs::path(record).stem().string() + ".html";
    const cli_test::SkaldRun r = run_skald(
        "html '" + std::string(SKALD_SOURCE_DIR) + "/" + record + "' -o " + page + " " + extra,
        *dir_);
    ASSERT_EQ(r.status, 0) << r.err;
    driver_->navigate("file://" + (*dir_ / page).string());
    ASSERT_EQ(driver_->run("return document.body.dataset.ready;"), "true")
        << "the page's script did not finish: " << driver_->last_error();
  }

  WebDriver& page() { return *driver_; }
  std::string address() { return page().run("return document.body.dataset.address;"); }
  std::string text_of(const std::string& css) { return page().text(css); }
  int count(const std::string& css) {
    return page().run("return document.querySelectorAll('" + css + "').length;").get<int>();
  }
  /// The piece's notation on a cell, or "" when it is empty.
  std::string piece_on(const std::string& cell) {
    const Json v = page().run("const p = document.querySelector('#board [data-piece][data-cell=\"" +
                              cell + "\"]'); return p ? p.dataset.piece : '';");
    return v.is_string() ? v.get<std::string>() : "?";
  }
  /// The page's board as "cell=piece" sorted, for comparing with skald's own position.
  std::string board_pieces() {
    return page().run(
        "return Array.from(document.querySelectorAll('#board [data-piece]'))"
        ".map(p => p.dataset.piece).sort().join('');");
  }
  /// The pieces of skald's position at `address` (`show --json`): the letters of the
  /// position text's board part, sorted (tafl's t/T/K, Ataxx's x/o, the Amazons' q/Q/x).
  std::string skald_pieces(const std::string& record, const std::string& at) {
    const cli_test::SkaldRun r = run_skald(
        "show '" + std::string(SKALD_SOURCE_DIR) + "/" + record + "' --at " + at + " --json",
        *dir_);
    const Json j = Json::parse(r.out, nullptr, false);
    if (j.is_discarded()) return "<no position: " + r.err + ">";
    std::string position = j.value("position", "");
    position = position.substr(0, position.find(' '));
    std::string letters;
    for (const char c : position)
      if (std::isalpha(static_cast<unsigned char>(c))) letters += c;
    std::sort(letters.begin(), letters.end());
    return letters;
  }
  std::string solve_log() { return text_of("#solve-log"); }
  /// Clicks a cell of the board: the piece on it when there is one (it covers the cell).
  void click_cell(const std::string& cell) {
    const std::string piece = "#board .piece[data-cell=\"" + cell + "\"]";
    page().click(count(piece) > 0 ? piece : "#board .cell[data-cell=\"" + cell + "\"]");
    EXPECT_EQ(page().last_error(), "");
  }

  static WebDriver* driver_;
  static fs::path* dir_;
  static std::string* skip_reason_;
};

WebDriver* ViewerTest::driver_ = nullptr;
fs::path* ViewerTest::dir_ = nullptr;
std::string* ViewerTest::skip_reason_ = nullptr;

const std::string kTricky = "tests/browser/data/tricky-text.otg";

TEST_F(ViewerTest, RecordTextIsShownAsTextNeverRun) {
  open(kTricky);
  EXPECT_EQ(text_of("#title"), "Quotes \"and\" <b>tags</b> & café");
  EXPECT_EQ(page().run("return document.title;"), "Quotes \"and\" <b>tags</b> & café");
  EXPECT_EQ(address(), "0a");
  EXPECT_EQ(text_of("#comment"), "Start </script><script>window.injected = 1</script> here");
  EXPECT_EQ(count("script"), 2) << "the page's data and its script, nothing from the record";
  EXPECT_EQ(count("b"), 0) << "record text made no elements";
  EXPECT_TRUE(page().run("return window.injected === undefined;").get<bool>());
  page().press(kRight);
  EXPECT_EQ(text_of("#comment"),
            "<script>window.injected = 2</script> \"double\" 'single' & ampersand ünïcödé ♔ 日本");
  EXPECT_EQ(text_of("#clock"), "Clock: 300 30/3 10i");
  EXPECT_TRUE(page().run("return window.injected === undefined;").get<bool>());
}

TEST_F(ViewerTest, KeysAndClicksWalkTheMovesAndTheVariations) {
  open(kTricky);
  EXPECT_EQ(count("#board [data-cell].cell"), 49);
  EXPECT_EQ(count("#board [data-piece]"), 13);
  EXPECT_EQ(piece_on("d4"), "K");
  EXPECT_EQ(piece_on("d2"), "t");
  EXPECT_EQ(text_of("#to-move"), "Attackers to move");

  page().press(kRight);  // 1a d2-e2
  EXPECT_EQ(address(), "1a");
  EXPECT_EQ(text_of("#address"), "1a");
  EXPECT_EQ(piece_on("d2"), "");
  EXPECT_EQ(piece_on("e2"), "t");
  EXPECT_EQ(count("#board .cell.move-origin[data-cell=\"d2\"]"), 1);
  EXPECT_EQ(count("#board .cell.move-destination[data-cell=\"e2\"]"), 1);
  EXPECT_EQ(board_pieces(), skald_pieces(kTricky, "1a"));

  // The hint stays hidden until asked.
  EXPECT_EQ(count("#hint-list li"), 0);
  EXPECT_EQ(text_of("#comment").find("edge"), std::string::npos);
  page().click("#show-hint");
  ASSERT_EQ(count("#hint-list li"), 1) << page().last_error();
  EXPECT_EQ(text_of("#hint-list li"), "look at the <b>edge</b>");

  page().press(kRight);  // 1b, annotated
  EXPECT_EQ(address(), "1b");
  EXPECT_EQ(text_of("#verdict"),
            "skald depth 3, for attackers: +0.40, inaccuracy; best d3-c3 -0.10");
  EXPECT_EQ(page().run("return document.getElementById('verdict').dataset.mark;"), "inaccuracy");
  EXPECT_EQ(text_of("#comment"), "");
  EXPECT_EQ(text_of("#move-list button[title=\"1b\"] .sign"), "?!");
  EXPECT_EQ(count("#hint-list li"), 0) << "1b has no hint";

  page().press(kRight);  // 2a; its alternative is 2a.1.1a
  EXPECT_EQ(address(), "2a");
  EXPECT_EQ(text_of("#variations"), "Next: 2b d5-a5");  // as shown: spaces collapse
  page().press(kDown);
  EXPECT_EQ(address(), "2a.1.1a");
  EXPECT_EQ(text_of("#comment"), "A variation.");
  EXPECT_EQ(piece_on("b2"), "t");
  EXPECT_EQ(board_pieces(), skald_pieces(kTricky, "2a.1.1a"));
  page().press(kUp);
  EXPECT_EQ(address(), "2a");
  page().click("#move-list button[title=\"2a.1.1b\"]");
  EXPECT_EQ(address(), "2a.1.1b");
  EXPECT_EQ(text_of("#comment"), "And its reply.");
  EXPECT_EQ(count("#move-list button.current[title=\"2a.1.1b\"]"), 1);
  page().press(kLeft);
  EXPECT_EQ(address(), "2a.1.1a");
  page().press(kHome);
  EXPECT_EQ(address(), "0a");
  page().press(kEnd);
  EXPECT_EQ(address(), "2b");
  page().click("#first");
  EXPECT_EQ(address(), "0a");
  page().click("#next");
  page().click("#next");
  EXPECT_EQ(address(), "1b");
}

TEST_F(ViewerTest, JumpsByAddress) {
  open(kTricky);
  page().type("#jump-address", std::string("2a.1.1b") + kEnter);
  EXPECT_EQ(address(), "2a.1.1b");
  EXPECT_EQ(text_of("#jump-error"), "");
  page().press("g");  // the key focuses the field
  page().type("#jump-address", "");
  page().run("document.getElementById('jump-address').value = '';");
  page().type("#jump-address", std::string("2a.1") + kEnter);
  EXPECT_EQ(address(), "2a.1.1a") << "a variation's address names its first move";
  page().run("document.getElementById('jump-address').value = '';");
  page().type("#jump-address", std::string("7z") + kEnter);
  EXPECT_EQ(address(), "2a.1.1a");
  EXPECT_EQ(text_of("#jump-error"), "No move has the address 7z");
}

TEST_F(ViewerTest, AtaxxAndAmazonsRecordsShowSkaldsPositions) {
  for (const auto& [record, moves] : std::vector<std::pair<std::string, int>>{
           {"examples/ataxx-annotated.otg", 7}, {"examples/amazons-annotated.otg", 7}}) {
    SCOPED_TRACE(record);
    open(record);
    EXPECT_EQ(board_pieces(), skald_pieces(record, "0a"));
    for (int i = 0; i < moves; ++i)
      page().press(kRight);
    const std::string at = address();
    EXPECT_NE(at, "0a");
    EXPECT_EQ(board_pieces(), skald_pieces(record, at)) << "at " << at;
    page().press(kEnd);
    EXPECT_EQ(board_pieces(), skald_pieces(record, address())) << "at " << address();
  }
  // The Amazons' arrows are pieces of nobody.
  EXPECT_GT(count("#board [data-owner=\"-1\"]"), 0);
  // White's queens are drawn light and Black's dark, as the game's own boards show them.
  const auto fill_of = [this](int owner) {
    return page().run("return document.querySelector('#board .piece[data-owner=\"" +
                      std::to_string(owner) + "\"] circle').getAttribute('fill');");
  };
  EXPECT_EQ(fill_of(0), "#f4f1e8");
  EXPECT_EQ(fill_of(1), "#2b2b2b");
}

TEST_F(ViewerTest, AStrictPuzzleIsSolvedByTypingAndClicking) {
  const std::string record = "tests/data/puzzles/30-amazons-14-12a.otg";
  open(record);
  EXPECT_EQ(page().run("return document.body.dataset.solve;"), "prologue");
  EXPECT_EQ(count("#move-list-panel:not([hidden])"), 1);
  EXPECT_FALSE(
      page().run("return document.getElementById('move-list').offsetParent !== null;").get<bool>())
      << "the solution is not on show";
  for (int i = 0; i < 40 && page().run("return document.body.dataset.solve;") == "prologue"; ++i)
    page().click("#solve-next");
  ASSERT_EQ(page().run("return document.body.dataset.solve;"), "solving");
  EXPECT_EQ(address(), "12a");
  EXPECT_EQ(board_pieces(), skald_pieces(record, "12a"));
  EXPECT_NE(solve_log().find("The puzzle: black win in 3 (strict"), std::string::npos);
  EXPECT_EQ(solve_log().find("Hint:"), std::string::npos) << "hints hidden until asked";

  page().type("#solve-move", std::string("zz") + kEnter);
  EXPECT_NE(solve_log().find("zz: not a legal move here"), std::string::npos);
  page().type("#solve-move", std::string("a5-a4/a5") + kEnter);
  EXPECT_NE(solve_log().find("a5-a4/a5: not one of the prepared moves here"), std::string::npos);
  page().click("#solve-hint");
  EXPECT_NE(solve_log().find("Hint: Move the amazon on a5."), std::string::npos);

  page().type("#solve-move", std::string("a5-a4/a3") + kEnter);
  EXPECT_EQ(address(), "13a") << "the record's reply follows";
  EXPECT_EQ(board_pieces(), skald_pieces(record, "13a"));
  // 13b a4-a5/a4 by clicking its cells: the amazon, where it goes, where it shoots.
  click_cell("a4");
  click_cell("a5");
  EXPECT_EQ(count("#board .cell.selected"), 2);
  click_cell("a4");
  EXPECT_EQ(address(), "14a");
  page().click("#solve-back");
  EXPECT_EQ(address(), "13a");
  EXPECT_NE(solve_log().find("Taken back: 13b a4-a5/a4, 14a e6-f6/e6."), std::string::npos);
  page().type("#solve-move", std::string("a4-a5/a4") + kEnter);
  page().type("#solve-move", std::string("a5-b6/a5") + kEnter);
  EXPECT_EQ(page().run("return document.body.dataset.solve;"), "solved") << solve_log();
  EXPECT_NE(solve_log().find("Solved: black win (White cannot move) in 3 moves of 3."),
            std::string::npos)
      << solve_log();
  EXPECT_EQ(count("#solve-history li"), 5);

  page().click("#solve-view");
  EXPECT_EQ(page().run("return document.body.dataset.solve === undefined;"), true);
  EXPECT_TRUE(
      page().run("return document.getElementById('move-list').offsetParent !== null;").get<bool>());
}

TEST_F(ViewerTest, ALoosePuzzleAnswersAMoveOffTheRecord) {
  open("tests/data/puzzles/03-brandub-3-10a.otg");
  for (int i = 0; i < 40 && page().run("return document.body.dataset.solve;") == "prologue"; ++i)
    page().press(kRight);
  ASSERT_EQ(page().run("return document.body.dataset.solve;"), "solving");
  EXPECT_EQ(address(), "10a");
  // A move the record does not hold and that lets the win go, from the page's own answers.
  const Json move = page().run(
      "const d = JSON.parse(document.getElementById('skald-data').textContent);"
      "const m = d.puzzle.positions[String(d.puzzle.node)].moves"
      "  .find(m => m.child < 0 && m.letsGo && m.reply);"
      "return m ? m.short : null;");
  ASSERT_TRUE(move.is_string()) << "no such move in the page's data";
  page().type("#solve-move", move.get<std::string>() + kEnter);
  const std::string log = solve_log();
  EXPECT_NE(log.find("You have left the prepared lines"), std::string::npos) << log;
  EXPECT_NE(log.find("That move lets the win go"), std::string::npos) << log;
  EXPECT_EQ(count("#solve-history li"), 2) << "the move and the engine's reply";
  EXPECT_NE(text_of("#solve-history").find("(off the record)"), std::string::npos);
  page().press(kEscape);  // out of the move field, so the page takes the key
  page().press("b");
  EXPECT_EQ(count("#solve-history li"), 0);
  EXPECT_EQ(address(), "10a");
  page().type("#solve-move", std::string("Kd4-d3") + kEnter);
  EXPECT_EQ(address(), "11a");
}

TEST_F(ViewerTest, ALoosePuzzleIsSolvedOffTheRecordToTheEnd) {
  // The record stops at the puzzle position: every answer is the page's own, down the
  // whole solution (the proof's defences, and the solver's choices after each).
  open("tests/browser/data/brandub-puzzle-unsolved.otg");
  for (int i = 0; i < 40 && page().run("return document.body.dataset.solve;") == "prologue"; ++i)
    page().press(kRight);
  ASSERT_EQ(page().run("return document.body.dataset.solve;"), "solving");
  // The winning move the page names at each position (its engine hint), typed in turn.
  for (int move = 0; move < 3 && page().run("return document.body.dataset.solve;") == "solving";
       ++move) {
    page().click("#solve-hint");
    page().click("#solve-hint");
    const std::string log = solve_log();
    const std::size_t play = log.rfind("Hint: play ");
    ASSERT_NE(play, std::string::npos) << log;
    const std::size_t end = log.find('.', play + 11);
    const std::string best = log.substr(play + 11, end - play - 11);
    page().type("#solve-move", best + kEnter);
    EXPECT_EQ(solve_log().find("The page has no answers past this move"), std::string::npos)
        << solve_log();
  }
  EXPECT_EQ(page().run("return document.body.dataset.solve;"), "solved") << solve_log();
  EXPECT_NE(solve_log().find("Solved: defenders win (king escaped) in 3 moves of 3"),
            std::string::npos)
      << solve_log();
  EXPECT_EQ(count("#solve-history li"), 5) << "three moves and two replies, all off the record";
}

}  // namespace
}  // namespace skald::browser_test
