// `skald html --collection DIR -o SITE`: the puzzle book (formats/html/puzzle_book.h) of the
// .otg records in DIR. Each puzzle is graded as `puzzle check --json` grades it (the proof,
// then lib/skald/puzzle/puzzle_measures.h), or its figures are taken from a saved
// `puzzle check --json` output (--figures): proving a large collection takes minutes and
// CI has already done it, so the book need not do it again. The site is written whole into
// a staging folder beside SITE and swapped in at the end (formats/text/staged_folder.h):
// a run that fails or is stopped leaves the old site as it was.
#include <fmt/core.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <map>
#include <set>

#include "formats/collection/query_terms.h"
#include "formats/html/page_assets.h"
#include "formats/html/puzzle_book.h"
#include "formats/html/record_page.h"
#include "formats/json/puzzle_check_figures.h"
#include "formats/text/file_bytes.h"
#include "formats/text/staged_folder.h"
#include "skald/analysis/verdict_note.h"
#include "skald/puzzle/puzzle_measures.h"
#include "skald/puzzle/puzzle_question.h"
#include "tools/skald/html_command.h"
#include "tools/skald/record_io.h"
#include "tools/skald/record_position.h"

namespace skald::cli {
namespace {

namespace fs = std::filesystem;

/// The file that marks a folder as a book skald wrote, which a later run may replace.
constexpr const char* kSiteMarker = ".skald-site";

/// The .otg files of `folder` (not its subfolders), by name; nothing after printing why
/// when the folder cannot be listed or holds none.
std::optional<std::vector<std::string>> collection_files_or_report(const std::string& folder) {
  std::error_code error;
  if (!fs::is_directory(folder, error)) {
    fmt::print(stderr, "{}: error: {}\n", folder,
               fs::exists(folder, error) ? "not a folder" : "no such folder");
    return std::nullopt;
  }
  std::vector<std::string> files;
  for (fs::directory_iterator it(folder, error), end; !error && it != end; it.increment(error))
    if (it->path().extension() == ".otg" && it->is_regular_file(error))
      files.push_back(it->path().string());
  if (error) {
    fmt::print(stderr, "{}: error: cannot list the folder: {}\n", folder, error.message());
    return std::nullopt;
  }
  if (files.empty()) {
    fmt::print(stderr, "{}: error: no .otg records in the folder\n", folder);
    return std::nullopt;
  }
  std::sort(files.begin(), files.end());
  return files;
}

/// Whether the book may be written to `output`: a new folder, an empty one, or a book
/// written before (its marker a plain file); another folder only with --force. Prints why
/// not.
bool output_usable_or_report(const std::string& output, bool force) {
  struct stat info {};
  if (::lstat(output.c_str(), &info) != 0) return true;  // made new
  if (S_ISLNK(info.st_mode)) {
    fmt::print(stderr,
               "{}: error: is a symbolic link; skald does not follow links out of the output "
               "folder: give the folder itself\n",
               output);
    return false;
  }
  if (!S_ISDIR(info.st_mode)) {
    fmt::print(stderr, "{}: error: exists and is not a folder\n", output);
    return false;
  }
  std::error_code error;
  if (fs::is_empty(output, error) || force) return true;
  struct stat marker {};
  const std::string marker_path = (fs::path(output) / kSiteMarker).string();
  if (::lstat(marker_path.c_str(), &marker) == 0 && S_ISREG(marker.st_mode)) return true;
  fmt::print(stderr,
             "{}: error: the folder is not empty and is no puzzle book skald wrote (no {}); "
             "the book replaces the whole folder: give --force to replace it anyway\n",
             output, kSiteMarker);
  return false;
}

/// Whether the records of `collection` lie in `output`, which the book replaces whole;
/// prints why that is refused.
bool records_inside_output_or_report(const std::string& collection, const std::string& output) {
  std::error_code error;
  const fs::path records = fs::weakly_canonical(collection, error);
  const fs::path site = fs::weakly_canonical(output, error);
  if (error) return false;
  const auto [site_end, records_at] =
      std::mismatch(site.begin(), site.end(), records.begin(), records.end());
  if (site_end != site.end()) return false;
  fmt::print(stderr,
             "{}: error: the book replaces this folder whole, and the records of {} are in "
             "it: write the book elsewhere\n",
             output, collection);
  return true;
}

/// The figures of `file` in what --figures gave: by the path as given, else by its name
/// (a check run from elsewhere names the same files differently).
const json::PuzzleFigures* figures_of(const json::PuzzleFiguresRead& read,
                                      const std::string& file) {
  if (const auto at = read.by_file.find(file); at != read.by_file.end()) return &at->second;
  const fs::path name = fs::path(file).filename();
  const json::PuzzleFigures* found = nullptr;
  for (const auto& [path, figures] : read.by_file) {
    if (fs::path(path).filename() != name) continue;
    if (found != nullptr) return nullptr;  // two of that name: neither is taken
    found = &figures;
  }
  return found;
}

/// What one run needs across its puzzles: an analyser per game, made once (tafl's tables
/// are 64 MB).
class Analysers {
 public:
  game::Analyser* of(const game::Game& game) {
    auto [at, made] = analysers_.try_emplace(&game);
    if (made) {
      at->second = game.make_analyser();
      if (at->second) at->second->configure(game::AnalyserSettings{});  // one thread
    }
    return at->second.get();
  }

 private:
  std::map<const game::Game*, std::unique_ptr<game::Analyser>> analysers_;
};

/// The grade and themes of a puzzle as `puzzle check --json` measures it; when the check
/// does not prove it a win, why it stays ungraded.
std::optional<std::string> grade_by_proof(html::BookEntry& entry, const record::Record& record,
                                          const game::Game& game, game::Analyser& analyser,
                                          const HtmlCommand& c) {
  puzzle::CheckOptions options;
  options.max_nodes = c.check_nodes;
  options.unbounded_moves = c.max_moves;
  const puzzle::PuzzleReport report = puzzle::check_puzzle(record, game, analyser, options);
  if (!puzzle::measurable(report))
    return fmt::format("puzzle check says {}", puzzle::verdict_name(report.verdict));
  const puzzle::PuzzleMeasures measures = puzzle::measure_puzzle(record, game, analyser, report);
  if (!measures.measured) return measures.error;
  entry.grade = puzzle::grade_name(measures.grade);
  entry.themes = measures.themes;
  return std::nullopt;
}

/// The puzzles left ungraded, said once the book is written: every one when they are few,
/// else the first few and how many more (a check output that lacks a whole collection
/// would otherwise fill the terminal).
class UngradedNotes {
 public:
  void add(const std::string& file, std::string why) { notes_.emplace_back(file, std::move(why)); }
  void print() const {
    constexpr std::size_t kAll = 5;
    constexpr std::size_t kFirst = 3;
    const std::size_t shown = notes_.size() <= kAll ? notes_.size() : kFirst;
    for (std::size_t i = 0; i < shown; ++i)
      fmt::print(stderr, "{}: warning: ungraded: {}\n", notes_[i].first, notes_[i].second);
    if (shown < notes_.size())
      fmt::print(stderr, "warning: {} more puzzles ungraded\n", notes_.size() - shown);
  }

 private:
  std::vector<std::pair<std::string, std::string>> notes_;
};

/// The book being written: its entries and the site folder, one puzzle at a time.
class BookWriter {
 public:
  BookWriter(const HtmlCommand& c, const json::PuzzleFiguresRead& figures,
             const html::BookOptions& book, std::vector<html::BookEntry>& entries,
             text::StagedFolder& site)
      : c_(c),
        figures_(figures),
        book_(book),
        entries_(entries),
        site_(site),
        variant_names_(collection::variant_names(known_variants(c.dialect))) {}

  /// Reads the record `file`, grades it and writes its page as entry `at`; false after
  /// printing `file: error: ...` when it cannot be made a page.
  bool add_puzzle(const std::string& file, std::size_t at) {
    std::optional<otn::ReadResult> loaded =
        load_record_or_report(file, c_.encoding, c_.dialect, /*quiet=*/true);
    if (!loaded) return false;
    if (!loaded->complete()) {
      print_diagnostics(loaded->diagnostics);
      fmt::print(stderr,
                 "{}: error: the record does not read or replay completely (see skald "
                 "validate)\n",
                 file);
      return false;
    }
    const record::Record& record = loaded->record;
    const game::Game* game = record_game_or_report(record, file, c_.dialect);
    if (game == nullptr) return false;
    const puzzle::PuzzleQuestion question = puzzle::find_puzzle_question(record, *game);
    if (question.mode == record::PuzzleMode::none || question.node == nullptr) {
      fmt::print(stderr, "{}: error: not a puzzle the book can hold: {}\n", file,
                 question.error.empty() ? "no puzzle-mode tag" : question.error);
      return false;
    }
    html::BookEntry& entry = entries_[at];
    const std::string event = record.tag_value_or_empty("event");
    entry.title = event.empty() ? fs::path(file).filename().string() : event;
    entry.goal = puzzle::goal_text(question.goal, *game);
    entry.game = game->name();
    entry.variant = variant_names_.name_of(record);
    if (entry.variant.empty()) entry.variant = game->name();
    entry.grade = html::kUngraded;
    // An engine only where one is asked: grading without --figures, the page's answers
    // without --no-engine (tafl's tables are 64 MB).
    const bool engine_wanted = c_.figures.empty() || !c_.no_engine;
    game::Analyser* analyser = engine_wanted ? analysers_.of(*game) : nullptr;
    grade(entry, record, *game, analyser, file);

    html::PageOptions options;
    options.file = fs::path(file).filename().string();
    options.view.verdict_pattern = &analysis::verdict_pattern();
    options.puzzle.analyser = c_.no_engine ? nullptr : analyser;
    options.puzzle.reply_limits.depth = c_.depth;
    options.puzzle.proof_max_nodes = c_.max_nodes;
    options.puzzle.unbounded_moves = c_.max_moves;
    options.addon.css = std::string(html::book_css());
    options.addon.data = html::book_puzzle_json(entries_, at, book_);
    options.addon.script =
        std::string(html::book_store_js()) + "\n" + std::string(html::book_puzzle_js());
    const html::Page page = html::record_page(record, *game, options);
    if (page.html.empty() || !page.puzzle_note.empty()) {
      fmt::print(
          stderr, "{}: error: {}\n", file,
          page.html.empty() ? page.error : "cannot be solved on a page: " + page.puzzle_note);
      return false;
    }
    return add_file("puzzles/" + entry.id + ".html", page.html);
  }

  /// Adds a file to the site; false after printing why it cannot be written.
  bool add_file(const std::string& relative, const std::string& bytes) {
    const std::optional<std::string> not_written = site_.add(relative, bytes);
    if (not_written) fmt::print(stderr, "{}: error: {}\n", site_.path_of(relative), *not_written);
    return !not_written;
  }

  const UngradedNotes& ungraded() const { return ungraded_; }

 private:
  /// The entry's grade and themes: from --figures, else proved and measured.
  void grade(html::BookEntry& entry, const record::Record& record, const game::Game& game,
             game::Analyser* analyser, const std::string& file) {
    if (!c_.figures.empty()) {
      const json::PuzzleFigures* f = figures_of(figures_, file);
      if (f == nullptr) {
        ungraded_.add(file, "not in " + c_.figures);
      } else if (f->grade.empty()) {
        ungraded_.add(file, c_.figures + " says " + f->verdict);
      } else {
        entry.grade = f->grade;
        entry.themes = f->themes;
      }
    } else if (analyser == nullptr) {
      ungraded_.add(file, "the " + game.name() + " game has no engine to prove it with");
    } else if (auto why = grade_by_proof(entry, record, game, *analyser, c_)) {
      ungraded_.add(file, std::move(*why));
    }
  }

  const HtmlCommand& c_;
  const json::PuzzleFiguresRead& figures_;
  const html::BookOptions& book_;
  std::vector<html::BookEntry>& entries_;
  text::StagedFolder& site_;
  const collection::VariantNames variant_names_;
  Analysers analysers_;
  UngradedNotes ungraded_;
};

/// The figures --figures names (empty without it); nothing after printing why they
/// cannot be read.
std::optional<json::PuzzleFiguresRead> figures_or_report(const std::string& path) {
  if (path.empty()) return json::PuzzleFiguresRead{};
  const std::optional<std::string> bytes = text::read_file_bytes(path);
  if (!bytes) {
    fmt::print(stderr, "{}: error: cannot read the file\n", path);
    return std::nullopt;
  }
  json::PuzzleFiguresRead figures = json::read_puzzle_figures(*bytes, path);
  for (const std::string& error : figures.errors)
    fmt::print(stderr, "{}\n", error);
  if (!figures.errors.empty()) return std::nullopt;
  return figures;
}

/// The book's entries with their ids (each page links to the next, so all are known
/// first): the files' names made safe, a number added where two come out the same.
std::vector<html::BookEntry> entries_with_ids(const std::vector<std::string>& files) {
  std::vector<html::BookEntry> entries(files.size());
  std::set<std::string> ids;
  for (std::size_t i = 0; i < files.size(); ++i) {
    const std::string base = html::book_id_from(fs::path(files[i]).stem().string());
    std::string id = base;
    for (int n = 2; !ids.insert(id).second; ++n)
      id = base + "-" + std::to_string(n);
    entries[i].id = id;
  }
  return entries;
}

}  // namespace

int run_html_collection(const HtmlCommand& c) {
  if (!c.file.empty()) {
    fmt::print(stderr, "error: give a record FILE or --collection FOLDER, not both\n");
    return 2;
  }
  if (c.output.empty() || c.output == "-") {
    fmt::print(stderr, "error: --collection writes a folder: give -o FOLDER\n");
    return 2;
  }
  // The folder itself, without a trailing separator, is what is swapped.
  std::string output = fs::path(c.output).lexically_normal().string();
  while (output.size() > 1 && output.back() == '/')
    output.pop_back();
  const std::optional<std::vector<std::string>> files = collection_files_or_report(c.collection);
  if (!files) return 1;
  if (records_inside_output_or_report(c.collection, output)) return 1;
  if (!output_usable_or_report(output, c.force)) return 1;
  const std::optional<json::PuzzleFiguresRead> figures = figures_or_report(c.figures);
  if (!figures) return 1;

  const auto began = std::chrono::steady_clock::now();
  const bool progress = ::isatty(STDERR_FILENO) != 0;
  html::BookOptions book;
  book.title = c.title.empty() ? "skald puzzles" : c.title;
  std::vector<html::BookEntry> entries = entries_with_ids(*files);
  text::StagedFolder site(output, {.replace = true, .whole_folder = true});
  if (const auto failed = site.open()) {
    fmt::print(stderr, "{}: error: {}\n", output, *failed);
    return 1;
  }
  BookWriter writer(c, *figures, book, entries, site);
  int failed = 0;
  for (std::size_t i = 0; i < files->size(); ++i) {
    // The cursor stays at the line's start: a message about the record, which starts with
    // its file and so is longer, writes over the progress.
    if (progress) fmt::print(stderr, "[{}/{}] {}\x1b[K\r", i + 1, files->size(), (*files)[i]);
    if (!writer.add_puzzle((*files)[i], i)) ++failed;
  }
  if (progress) fmt::print(stderr, "\x1b[K");
  writer.ungraded().print();
  if (failed > 0) {
    fmt::print(stderr, "error: {} of {} records could not be made pages; {} left as it was\n",
               failed, files->size(), output);
    return 1;
  }
  if (!writer.add_file("index.html", html::book_index_page(entries, book)) ||
      !writer.add_file(kSiteMarker,
                       "A puzzle book written by `skald html --collection`: writing it again "
                       "replaces this folder whole.\n"))
    return 1;
  if (const auto not_committed = site.commit()) {
    fmt::print(stderr, "error: {}\n", *not_committed);
    return 1;
  }
  const html::BookFilters counts = html::book_filters(entries);
  std::string games;
  for (const html::FilterValue& g : counts.games)
    games += fmt::format("{}{} {}", games.empty() ? "" : ", ", g.count, g.value);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  fmt::print(stderr, "{} puzzles ({}) in {}/index.html, {:.1f} s\n", entries.size(), games, output,
             seconds);
  return 0;
}

}  // namespace skald::cli
