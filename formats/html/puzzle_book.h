#pragma once

// The puzzle book (`skald html --collection DIR -o SITE`): a static site of a folder of
// puzzle records, opened from disk with no server and no network. `index.html` lists the
// puzzles, filterable by game, variant, grade and theme with the counts of each; every
// puzzle has its own page in puzzles/, the record viewer's solving mode (record_page.h)
// with the book's bar added (book_puzzle.js): back to the index, the puzzle's number,
// progress, and after the puzzle the next unsolved one in the order the index last showed.
//
// Progress lives in the browser's localStorage under one key per book (BookOptions::
// storage_key): each puzzle's result (solved or failed: the first finish of each visit
// counts, and a puzzle once solved stays solved), the current streak (puzzles solved in a
// row; a failure ends it) and the best one, and the index's current order.
//
// The index is small for a large book: its data is one JSON object whose entries name
// their game, variant, grade and themes by number in the book's lists of values, and the
// script builds the list from it. Record text (titles, goals) enters the page only as
// script-safe JSON (script_json.h) and is put in as text (textContent), never as markup.

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace skald::html {

/// One puzzle of a book: what the index lists and filters by.
struct BookEntry {
  /// Unique in the book, safe as a file name: the page is `puzzles/<id>.html`.
  std::string id;
  /// The record's `event` tag, else its file name (as the puzzle's page is titled).
  std::string title;
  /// The goal in words ("defenders win in 3"); empty when the record states none.
  std::string goal;
  std::string game;     // the game's short name ("tafl")
  std::string variant;  // the rule set's name ("brandub"), else the game's
  /// "easy", "medium", "hard", "very hard", or kUngraded when not measured.
  std::string grade;
  std::vector<std::string> themes;
};

inline constexpr const char* kUngraded = "ungraded";

struct BookOptions {
  std::string title = "skald puzzles";
  /// The localStorage key progress is kept under; empty: "skald-puzzle-book:" + title.
  std::string storage_key{};
};

/// One value of a filter and how many puzzles have it.
struct FilterValue {
  std::string value;
  int count = 0;
};

/// The values each filter offers, in the order the index lists them: games and variants
/// as first met in the book, grades from easy to very hard (ungraded last), themes by name.
struct BookFilters {
  std::vector<FilterValue> games;
  std::vector<FilterValue> variants;
  std::vector<FilterValue> grades;
  std::vector<FilterValue> themes;
};

BookFilters book_filters(const std::vector<BookEntry>& entries);

/// The index's data: {"title","key","count","games","variants","grades","themes" (each
/// [[value, count], ...]), "puzzles": [{"id","title","goal","game","variant","grade",
/// "themes"}, ...]} with game, variant and grade numbers into those lists and themes a list
/// of numbers.
nlohmann::ordered_json book_index_json(const std::vector<BookEntry>& entries,
                                       const BookOptions& options);

/// The index page (index.html), everything inline.
std::string book_index_page(const std::vector<BookEntry>& entries, const BookOptions& options);

/// What the page of puzzle `at` adds to the viewer (record_page.h's PageAddon data):
/// {"key","book","id","number","count","next"}: the book's title, the puzzle's place and
/// the next puzzle in the book's order (what "next" follows when the index has not stored
/// its order: the pages do not each carry the whole book's list).
nlohmann::ordered_json book_puzzle_json(const std::vector<BookEntry>& entries, std::size_t at,
                                        const BookOptions& options);

/// The storage key `options` name (see BookOptions::storage_key).
std::string book_storage_key(const BookOptions& options);

/// `text` as a book id: ASCII letters, digits, `-`, `_` and `.` kept, anything else `-`, a
/// leading dot dropped; "puzzle" when nothing is left.
std::string book_id_from(const std::string& text);

}  // namespace skald::html
