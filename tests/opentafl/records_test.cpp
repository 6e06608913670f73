// Every record skald writes must read the same in OpenTafl (issue 8). The records: every
// corpus record as `fmt` writes it; the same records edited (a new variation at many moves,
// comments holding every kind of text a user may type: accents, line breaks, `[`,
// backslashes, parentheses and hints, clock readings, leading spaces); and records annotated
// by `skald analyse --annotate`. OpenTafl loads each with its own reader and replay
// (OpenTaflRecords.java: GameSerializer, then ReplayGame, which places every variation);
// the test compares every move (address, squares, captures), every comment and every tag
// with what skald reads back from the same file.

#include <gtest/gtest.h>

#include <algorithm>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "corpus.h"
#include "formats/otn/reader.h"
#include "formats/otn/writer.h"
#include "opentafl/opentafl_java.h"
#include "sanitized.h"
#include "skald/game/registry.h"
#include "skald/record/annotations.h"
#include "skald/record/line_walk.h"
#include "skald/tafl/move_notation.h"
#include "skald/tafl/tafl_game.h"

namespace skald::otn {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

game::GameRegistry tafl_registry() {
  game::GameRegistry registry;
  registry.add(tafl::make_tafl_game());
  return registry;
}

ReadResult read_file(const fs::path& path) {
  static const game::GameRegistry registry = tafl_registry();
  ReadOptions options;
  options.games = &registry;
  return read_otg_file(path.string(), options);
}

/// Whether a record is tafl's: its rules tag is an OTN rules string (`dim:...`), which the
/// tafl game accepts.
bool is_tafl_record(const fs::path& path) {
  const ReadResult read = read_otg_file(path.string(), ReadOptions{});
  return tafl::make_tafl_game()->accepts_rules(read.record.rules_text());
}

void write_file(const fs::path& path, const record::Record& record) {
  std::ofstream(path, std::ios::binary) << write_otg(record).bytes;
}

/// Texts a user may write in a comment that OpenTafl reads as written.
const std::vector<std::string> kComments = {
    "Café, naïve, Ærø: a fine move",
    "Two lines:\nthe second one.",
    "An opening [bracket, a (parenthesis) and a backslash \\ here",
    "A backslash \\ and a slash / inside",
    "  Leading spaces and trailing ones  ",
    "300 30/3 The clock reading comes first",
    "A hint follows. (Hint: the king (not a taflman) moves)",
    "Colons: one, two: three; and 1. 2. numbers after the start",
    "Ünïcödé ✓ 中文 👍",
};

/// "d6-f6 x d5 e6": the squares of a move record, captures sorted, whatever else it says.
std::string move_key(const std::string& text) {
  const tafl::MoveRecordParse parsed = tafl::parse_move_record(text);
  if (!parsed.record) return "?" + text;
  std::set<std::string> captures;
  for (const auto& c : parsed.record->captures)
    captures.insert(tafl::coord_to_string(c.square));
  std::string out =
      tafl::coord_to_string(parsed.record->from) + "-" + tafl::coord_to_string(parsed.record->to);
  if (!captures.empty()) out += " x";
  for (const std::string& c : captures)
    out += " " + c;
  return out;
}

/// Adds a variation after every fifth move (one legal move that is not already there),
/// and comments from kComments on every third move and on the new ones.
void edit(record::Record& record) {
  const game::GameRegistry registry = tafl_registry();
  const game::Game* game = registry.game_for_rules_or_null(record.find_tag("rules")->value);
  ASSERT_NE(game, nullptr);
  Diagnostics diags;
  const record::Tag* position = record.find_tag("position");
  std::unique_ptr<game::GameState> start = game->start_state(
      record.find_tag("rules")->value,
      position ? std::optional<std::string_view>(position->value) : std::nullopt, diags);
  ASSERT_NE(start, nullptr);
  // The nodes of the main line with the state after each.
  std::vector<std::pair<record::Node*, std::unique_ptr<game::GameState>>> line;
  std::unique_ptr<game::GameState> state = start->clone();
  for (record::Node* n = record.root().next(); n != nullptr; n = n->next()) {
    if (!state->play(n->move_text).ok) break;
    line.emplace_back(n, state->clone());
  }
  std::size_t comment = 0;
  for (std::size_t i = 0; i + 1 < line.size(); ++i) {
    if (i % 3 == 0) line[i].first->comment = kComments[comment++ % kComments.size()];
    if (i % 5 != 0 || line[i].second->outcome().kind != game::OutcomeKind::ongoing) continue;
    record::Node& at = *line[i].first;
    std::set<std::string> taken;
    for (const auto& child : at.children())
      taken.insert(move_key(child->move_text));
    for (const std::string& move : line[i].second->legal_moves()) {
      if (taken.count(move_key(move))) continue;
      auto node = std::make_unique<record::Node>(move, line[i].second->side_to_move());
      node->comment = kComments[comment++ % kComments.size()];
      at.add_child(std::move(node));
      break;
    }
  }
}

/// The comment OpenTafl keeps: it takes a leading clock reading out (GameClock.
/// TIME_SPEC_REGEX) and keeps the rest as it stands, the space after the clock included.
std::string opentafl_comment(const std::string& comment) {
  if (!record::clock_reading(comment)) return comment;
  static const std::regex clock(R"(\s*(\d+)(\s\d+/\d+)?(\s\d+i)?)");
  return std::regex_replace(
      comment, clock, "",
      std::regex_constants::format_first_only | std::regex_constants::match_continuous);
}

struct Comparison {
  int files = 0;
  int moves = 0;
  int comments = 0;
  int tags = 0;
  std::vector<std::string> differences;
};

void compare(const fs::path& file, const json& theirs, Comparison& out) {
  const std::string name = file.filename().string();
  ++out.files;
  if (theirs.contains("error")) {
    out.differences.push_back(name +
                              ": OpenTafl cannot load it: " + theirs["error"].get<std::string>());
    return;
  }
  const ReadResult ours = read_file(file);
  if (!ours.complete()) {
    out.differences.push_back(name + ": skald cannot read back what it wrote");
    return;
  }
  // Tags.
  for (const record::Tag& tag : ours.record.tags) {
    ++out.tags;
    const auto it = theirs["tags"].find(tag.key);
    if (it == theirs["tags"].end())
      out.differences.push_back(name + ": OpenTafl has no tag `" + tag.key + "`");
    else if (it->get<std::string>() != tag.value)
      out.differences.push_back(name + ": tag `" + tag.key + "` reads `" + it->get<std::string>() +
                                "`, skald wrote `" + tag.value + "`");
  }
  // Moves: every node of skald's tree, by address.
  std::vector<const record::Node*> nodes;
  std::vector<const record::Node*> stack{&ours.record.root()};
  while (!stack.empty()) {
    const record::Node* n = stack.back();
    stack.pop_back();
    if (!n->is_root()) nodes.push_back(n);
    for (auto it = n->children().rbegin(); it != n->children().rend(); ++it)
      stack.push_back(it->get());
  }
  const std::vector<std::string> addresses = record::address_texts(ours.record.root(), nodes);
  std::map<std::string, const json*> by_address;
  for (const json& m : theirs["moves"]) {
    std::string address = m["address"].get<std::string>();  // OpenTafl writes `3a.1.1a.`
    if (!address.empty() && address.back() == '.') address.pop_back();
    by_address[address] = &m;
  }
  if (by_address.size() != nodes.size())
    out.differences.push_back(name + ": OpenTafl reads " + std::to_string(by_address.size()) +
                              " moves, skald wrote " + std::to_string(nodes.size()));
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    ++out.moves;
    const auto it = by_address.find(addresses[i]);
    if (it == by_address.end()) {
      out.differences.push_back(name + ": OpenTafl has no move " + addresses[i]);
      continue;
    }
    const json& m = *it->second;
    if (move_key(m["move"].get<std::string>()) != move_key(nodes[i]->move_text))
      out.differences.push_back(name + ": " + addresses[i] + " reads `" +
                                m["move"].get<std::string>() + "`, skald wrote `" +
                                nodes[i]->move_text + "`");
    if (!nodes[i]->comment.empty()) ++out.comments;
    if (m["comment"].get<std::string>() != opentafl_comment(nodes[i]->comment))
      out.differences.push_back(name + ": " + addresses[i] + " comment reads `" +
                                m["comment"].get<std::string>() + "`, skald wrote `" +
                                nodes[i]->comment + "`");
  }
}

TEST(OpenTaflRecords, EveryRecordSkaldWritesReadsTheSameInOpenTafl) {
  testing::OpenTaflJava java;
  SKALD_SKIP_WITHOUT_OPENTAFL(java);
  const std::vector<fs::path> corpus = testing::corpus_files("opentafl", ".otg");
  SKALD_SKIP_WITHOUT_CORPUS(testing::corpus_path("opentafl"));
  ASSERT_FALSE(corpus.empty());

  const fs::path dir =
      fs::temp_directory_path() / ("skald-ot-records-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::vector<fs::path> written;
  int warned = 0;
  std::size_t index = 0;
  for (const fs::path& source : corpus) {
    const ReadResult read = read_file(source);
    ASSERT_TRUE(read.complete()) << source;
    const fs::path formatted = dir / ("fmt-" + source.filename().string());
    write_file(formatted, read.record);
    written.push_back(formatted);

    ReadResult edited_read = read_file(source);
    record::Record& edited = edited_read.record;
    edit(edited);
    const WriteResult w = write_otg(edited);
    warned += static_cast<int>(w.diagnostics.items().size());
    for (const auto& d : w.diagnostics.items())
      ADD_FAILURE() << source << ": " << d.message;
    const fs::path edited_path = dir / ("edited-" + source.filename().string());
    std::ofstream(edited_path, std::ios::binary) << w.bytes;
    written.push_back(edited_path);

    // Annotated by the engine, in place, on a copy of the formatted record (every fourth
    // record under the sanitizers: an engine process each).
    if (index++ % testing::sample_size(1, 4) != 0) continue;
    const fs::path annotated = dir / ("annotated-" + source.filename().string());
    fs::copy_file(formatted, annotated);
    const std::string command = std::string(SKALD_EXE) + " analyse '" + annotated.string() +
                                "' --mainline --depth 1 --annotate >/dev/null 2>&1";
    EXPECT_EQ(std::system(command.c_str()), 0) << command;
    written.push_back(annotated);
  }
  // Nothing skald writes here is text OpenTafl would misread (the writer says so).
  EXPECT_EQ(warned, 0);

  // Puzzles skald writes: OpenTafl loads them and keeps the puzzle-goal tag it does not use.
  const std::string puzzle_commands[] = {
      "puzzle new --prologue '" +
          testing::corpus_path("opentafl/Ard-Ri-Escape-Puzzle.otg").string() +
          "' --at 6a --goal 'defenders win in 4' -o '" + (dir / "puzzle-cut.otg").string() + "'",
      "puzzle new --variant brandub --position '/2K1t2/7/7/7/7/7/3t3/' --to-move defenders "
      "--goal 'defenders win in 1' --title 'First escape' -o '" +
          (dir / "puzzle-new.otg").string() + "'",
  };
  for (const std::string& args : puzzle_commands) {
    const std::string command = std::string(SKALD_EXE) + " " + args + " >/dev/null";
    EXPECT_EQ(std::system(command.c_str()), 0) << command;
  }
  written.push_back(dir / "puzzle-cut.otg");
  written.push_back(dir / "puzzle-new.otg");
  // And the shipped collection (puzzles/), as it is in the repository: its tafl puzzles,
  // since OpenTafl plays tafl only (the Ataxx and Amazons ones are other games).
  std::vector<fs::path> collection;
  int other_games = 0;
  for (const auto& entry : fs::directory_iterator(fs::path(SKALD_SOURCE_DIR) / "puzzles")) {
    if (entry.path().extension() != ".otg") continue;
    if (is_tafl_record(entry.path()))
      collection.push_back(entry.path());
    else
      ++other_games;
  }
  std::sort(collection.begin(), collection.end());
  EXPECT_GE(collection.size(), 20u);
  std::cout << "skipped " << other_games
            << " puzzles of other games than tafl (OpenTafl cannot load them)\n";
  written.insert(written.end(), collection.begin(), collection.end());

  std::string input;
  for (const fs::path& f : written)
    input += f.string() + "\n";
  const auto output = java.run("OpenTaflRecords", input);
  ASSERT_TRUE(output) << java.error();
  std::ifstream lines(*output);
  Comparison result;
  std::string text;
  std::size_t i = 0;
  while (std::getline(lines, text)) {
    ASSERT_LT(i, written.size());
    compare(written[i++], json::parse(text), result);
  }
  EXPECT_EQ(i, written.size());
  std::cout << "OpenTafl read " << result.files << " records skald wrote (" << corpus.size()
            << " formatted, edited and annotated): " << result.moves << " moves, "
            << result.comments << " comments, " << result.tags << " tags compared; "
            << result.differences.size() << " differences\n";
  for (std::size_t k = 0; k < result.differences.size() && k < 40; ++k)
    ADD_FAILURE() << result.differences[k];
  if (result.differences.empty())
    fs::remove_all(dir);
  else
    std::cout << "the records are kept in " << dir.string() << "\n";
}

}  // namespace
}  // namespace skald::otn
