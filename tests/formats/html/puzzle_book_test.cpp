// The puzzle book's index data (formats/html/puzzle_book.h): the filters' values and
// counts, entries naming them by number, ids safe as file names, and record text that
// cannot become markup or script on the index or a puzzle's page.

#include "formats/html/puzzle_book.h"

#include <gtest/gtest.h>

#include "formats/html/record_page.h"
#include "formats/otn/reader.h"
#include "skald/game/registry.h"
#include "skald/tafl/tafl_game.h"

namespace skald::html {
namespace {

using Json = nlohmann::ordered_json;

std::vector<BookEntry> sample_book() {
  return {
      {"01-brandub", "Game 1", "defenders win in 2", "tafl", "brandub", "hard", {"king capture"}},
      {"02-ataxx", "Game 2", "x win in 2", "ataxx", "ataxx", "easy", {"infection chain"}},
      {"03-fetlar", "Game 3", "attackers win in 3", "tafl", "fetlar", "very hard", {}},
      {"04-brandub", "Game 4", "", "tafl", "brandub", kUngraded, {"sacrifice", "king capture"}},
      {"05-amazons", "Game 5", "white win in 2", "amazons", "amazons-6x6", "easy", {}},
  };
}

std::vector<std::pair<std::string, int>> pairs(const std::vector<FilterValue>& values) {
  std::vector<std::pair<std::string, int>> out;
  for (const FilterValue& v : values)
    out.emplace_back(v.value, v.count);
  return out;
}

TEST(PuzzleBookTest, FiltersOfferEveryValueWithItsCount) {
  const BookFilters f = book_filters(sample_book());
  using P = std::vector<std::pair<std::string, int>>;
  EXPECT_EQ(pairs(f.games), (P{{"tafl", 3}, {"ataxx", 1}, {"amazons", 1}})) << "as first met";
  EXPECT_EQ(pairs(f.variants),
            (P{{"brandub", 2}, {"ataxx", 1}, {"fetlar", 1}, {"amazons-6x6", 1}}));
  EXPECT_EQ(pairs(f.grades), (P{{"easy", 2}, {"hard", 1}, {"very hard", 1}, {kUngraded, 1}}))
      << "easiest first, ungraded last";
  EXPECT_EQ(pairs(f.themes), (P{{"infection chain", 1}, {"king capture", 2}, {"sacrifice", 1}}))
      << "by name";
}

TEST(PuzzleBookTest, EntriesNameTheirValuesByNumber) {
  const Json j = book_index_json(sample_book(), {.title = "Book"});
  EXPECT_EQ(j["title"], "Book");
  EXPECT_EQ(j["key"], "skald-puzzle-book:Book");
  EXPECT_EQ(j["count"], 5);
  const Json& fourth = j["puzzles"][3];
  EXPECT_EQ(fourth["id"], "04-brandub");
  EXPECT_EQ(j["games"][fourth["game"].get<int>()][0], "tafl");
  EXPECT_EQ(j["variants"][fourth["variant"].get<int>()][0], "brandub");
  EXPECT_EQ(j["grades"][fourth["grade"].get<int>()][0], kUngraded);
  ASSERT_EQ(fourth["themes"].size(), 2u);
  EXPECT_EQ(j["themes"][fourth["themes"][0].get<int>()][0], "sacrifice");
  EXPECT_EQ(j["themes"][fourth["themes"][1].get<int>()][0], "king capture");
}

TEST(PuzzleBookTest, AThousandPuzzlesMakeASmallIndex) {
  // The collection will grow to hundreds: the index names each value once.
  std::vector<BookEntry> book;
  const std::vector<BookEntry> sample = sample_book();
  for (int i = 0; i < 1000; ++i) {
    BookEntry e = sample[i % sample.size()];
    e.id = "p" + std::to_string(1000 + i) + "-copenhagen-4-39a";
    e.title = "skald self-play, depth 3, seed " + std::to_string(i);
    book.push_back(std::move(e));
  }
  const std::string page = book_index_page(book, {});
  EXPECT_LT(page.size(), 200'000u);
  EXPECT_EQ(book_index_json(book, {})["grades"][0], Json::array({"easy", 400}));
}

TEST(PuzzleBookTest, PuzzlePagesKnowTheirPlaceAndTheNext) {
  const std::vector<BookEntry> book = sample_book();
  const Json second = book_puzzle_json(book, 1, {.title = "Book", .storage_key = "k"});
  EXPECT_EQ(second["key"], "k");
  EXPECT_EQ(second["id"], "02-ataxx");
  EXPECT_EQ(second["number"], 2);
  EXPECT_EQ(second["count"], 5);
  EXPECT_EQ(second["next"], "03-fetlar");
  EXPECT_TRUE(book_puzzle_json(book, 4, {})["next"].is_null()) << "the last has none";
}

TEST(PuzzleBookTest, IdsAreSafeFileNames) {
  EXPECT_EQ(book_id_from("01-brandub-1-7a"), "01-brandub-1-7a");
  EXPECT_EQ(book_id_from("../a b/<c>"), "-a-b--c-");
  EXPECT_EQ(book_id_from(".hidden"), "hidden");
  EXPECT_EQ(book_id_from("Å"), "--") << "two bytes of UTF-8";
  EXPECT_EQ(book_id_from(""), "puzzle");
}

constexpr const char* kHostile =
    "</script><script>alert(1)</script><img src=x onerror=alert(2)>&amp;";

TEST(PuzzleBookTest, HostileTextStaysText) {
  std::vector<BookEntry> book = sample_book();
  book[0].title = kHostile;
  book[0].goal = kHostile;
  book[0].themes.push_back(kHostile);
  const std::string page = book_index_page(book, {.title = kHostile});
  EXPECT_EQ(page.find("<img"), std::string::npos);
  EXPECT_EQ(page.find("alert(1)</script>"), std::string::npos);
  // The title as the markup's text; every other copy inside the JSON, escaped.
  EXPECT_NE(page.find("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img"),
            std::string::npos);
  const std::size_t data = page.find("<script type=\"application/json\" id=\"skald-book\">");
  ASSERT_NE(data, std::string::npos);
  const std::size_t start = page.find('>', data) + 1;
  const std::size_t end = page.find("</script>", start);
  const Json j = Json::parse(page.substr(start, end - start));
  EXPECT_EQ(j["title"], kHostile) << "the same text once the script reads it";
  EXPECT_EQ(j["puzzles"][0]["title"], kHostile);
  EXPECT_EQ(j["puzzles"][0]["goal"], kHostile);
  // Exactly the page's own two scripts: the data and the index's code.
  std::size_t scripts = 0;
  for (std::size_t at = page.find("<script"); at != std::string::npos;
       at = page.find("<script", at + 1))
    ++scripts;
  EXPECT_EQ(scripts, 2u);
}

TEST(PuzzleBookTest, APuzzlePageCarriesTheBookEscaped) {
  game::GameRegistry games;
  games.add(tafl::make_tafl_game());
  otn::ReadOptions read;
  read.games = &games;
  const otn::ReadResult loaded = otn::read_otg_text(
      "[rules:dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: "
      "start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n[event:</script><img src=x onerror=alert(1)>]\n"
      "[puzzle-mode:loose]\n[puzzle-goal:defenders win in 2]\n\n1. d2-e2 d3-d2 \n[|]\n",
      read);
  ASSERT_TRUE(loaded.complete());
  std::vector<BookEntry> book = sample_book();
  book[0].id = kHostile;
  PageOptions options;
  options.addon.css = "#book-bar{}";
  options.addon.data = book_puzzle_json(book, 0, {.title = kHostile});
  options.addon.script = "/* the book's script */";
  const Page page = record_page(loaded.record,
                                *games.game_for_rules_or_null(loaded.record.rules_text()), options);
  ASSERT_FALSE(page.html.empty()) << page.error;
  EXPECT_EQ(page.html.find("<img"), std::string::npos);
  EXPECT_NE(page.html.find("<script type=\"application/json\" id=\"skald-addon\">"),
            std::string::npos);
  EXPECT_NE(page.html.find("/* the book's script */</script>"), std::string::npos);
  EXPECT_NE(page.html.find("#book-bar{}</style>"), std::string::npos);
}

}  // namespace
}  // namespace skald::html
