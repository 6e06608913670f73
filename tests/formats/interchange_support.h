#pragma once

// What the PGN and SGF tests share: a registry of the games, the OTN text skald writes for
// a record, and records made up for round trips — a main line of legal moves chosen at
// random (by seed), variations (nested too) at random nodes, and comments with what a
// writer must escape or keep as it is (spaces at the ends, line breaks, quotes, backslashes,
// brackets, non-ASCII text).

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "formats/otn/reader.h"
#include "formats/otn/writer.h"
#include "skald/amazons/amazons_game.h"
#include "skald/ataxx/ataxx_game.h"
#include "skald/game/registry.h"
#include "skald/game/replay.h"
#include "skald/tafl/tafl_game.h"

namespace skald::interchange_test {

inline game::GameRegistry all_games() {
  game::GameRegistry games;
  games.add(tafl::make_tafl_game());
  for (int players = 2; players <= 4; ++players)
    games.add(ataxx::make_ataxx_game(players));
  games.add(amazons::make_amazons_game());
  return games;
}

inline std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

/// The record in an OTN text, replayed; `errors` gets whether it had errors.
inline otn::ReadResult read_otn(std::string_view text, const game::GameRegistry& games,
                                const std::string& file = "test.otg") {
  otn::ReadOptions options;
  options.games = &games;
  options.file = file;
  return otn::read_otg_text(text, options);
}

/// Replays a record a reader made; false with the diagnostics filled when it fails.
inline bool replay(record::Record& record, const game::GameRegistry& games, Diagnostics& out) {
  const game::Game* game = games.game_for_rules_or_null(record.rules_text());
  if (game == nullptr) return false;
  return game::replay_record(record, *game, {"test"}, out) && !out.has_errors();
}

inline std::string otn_text(const record::Record& record) {
  return otn::write_otg(record, {}).bytes;
}

/// Every node's child count, move and comment, depth first: two records with the same list
/// have the same tree, byte for byte.
inline std::vector<std::string> tree_of(const record::Record& record) {
  std::vector<std::string> out;
  std::vector<const record::Node*> todo{&record.root()};
  while (!todo.empty()) {
    const record::Node* n = todo.back();
    todo.pop_back();
    out.push_back(std::to_string(n->child_count()) + "|" + n->move_text + "|" + n->comment);
    for (auto it = n->children().rbegin(); it != n->children().rend(); ++it)
      todo.push_back(it->get());
  }
  return out;
}

/// The shipped records of a game: its example and the puzzles whose names hold `game`.
inline std::vector<std::filesystem::path> shipped_records(const std::string& game) {
  const std::filesystem::path root(SKALD_SOURCE_DIR);
  std::vector<std::filesystem::path> files = {root / "examples" / (game + "-annotated.otg")};
  // The collection's puzzles of the game and the tests' older ones (tests/data/puzzles).
  for (const std::filesystem::path folder : {root / "puzzles", root / "tests" / "data" / "puzzles"})
    for (const auto& e : std::filesystem::directory_iterator(folder))
      if (e.path().filename().string().find(game) != std::string::npos) files.push_back(e.path());
  std::sort(files.begin() + 1, files.end());
  return files;
}

/// An input a reader must refuse, and where and what its first error says.
struct BadInput {
  std::string text;
  int line;
  int column;
  std::string message;
};

/// Checks that the first error of `diagnostics` is the one `bad` expects, in `file`.
inline void expect_first_error(const Diagnostics& diagnostics, const BadInput& bad,
                               const std::string& file) {
  const Diagnostic* d = nullptr;
  for (const Diagnostic& item : diagnostics.items())
    if (item.severity == Severity::error && d == nullptr) d = &item;
  ASSERT_NE(d, nullptr) << bad.text;
  EXPECT_EQ(d->where.file, file);
  EXPECT_EQ(d->where.line, bad.line) << bad.text << ": " << d->message;
  EXPECT_EQ(d->where.column, bad.column) << bad.text << ": " << d->message;
  EXPECT_NE(d->message.find(bad.message), std::string::npos) << bad.text << ": " << d->message;
}

/// Comments a writer must carry byte for byte. `with_brace` adds one with `}` (PGN
/// cannot carry it).
inline std::vector<std::string> tricky_comments(bool with_brace) {
  std::vector<std::string> out = {
      "plain words",
      " spaces at both ends ",
      "two\nlines",
      "quote \" backslash \\ bracket ] [ colon : semicolon ; paren ( )",
      "Ünïcødé ♞ 将棋",
      "(Hint: the stone on e5)",
      "58 0/0 0i after a clock reading",
      "{ an opening brace",
      "%not an escape\n%nor this",
      "  ",
  };
  if (with_brace) out.push_back("a closing } brace");
  return out;
}

/// A record of `rules` with a random main line of up to `plies` moves, `variations`
/// alternatives at random nodes (each a few moves long, some inside others) and comments
/// on about a third of the moves; replayed, so each node knows its side.
inline record::Record random_record(const game::GameRegistry& games, const std::string& rules,
                                    std::uint64_t seed, int plies, int variations,
                                    const std::vector<std::string>& comments) {
  std::mt19937_64 rng(seed);
  const auto pick = [&](std::size_t n) { return static_cast<std::size_t>(rng() % n); };
  record::Record record;
  record.set_tag("rules", rules);
  const game::Game* game = games.game_for_rules_or_null(rules);
  Diagnostics diagnostics;
  const auto comment = [&](record::Node* node) {
    if (pick(3) == 0) node->comment = comments[pick(comments.size())];
  };
  // Plays up to `length` random moves from `state` below `parent`; the first one among
  // those `parent` has no child for yet.
  const auto extend = [&](record::Node* parent, std::unique_ptr<game::GameState> state,
                          int length) {
    for (int i = 0; i < length; ++i) {
      if (state->outcome().kind != game::OutcomeKind::ongoing) return;
      std::vector<std::string> moves = state->legal_moves();
      if (i == 0)
        for (const auto& child : parent->children())
          moves.erase(std::remove(moves.begin(), moves.end(), child->move_text), moves.end());
      if (moves.empty()) return;
      const std::string move = moves[pick(moves.size())];
      if (!state->play(move).ok) return;
      parent = parent->add_child(record.new_node(std::string(move)));
      comment(parent);
    }
  };
  extend(&record.root(), game->start_state(rules, std::nullopt, diagnostics), plies);
  for (int v = 0; v < variations; ++v) {
    std::vector<record::Node*> nodes;
    std::vector<record::Node*> todo{&record.root()};
    while (!todo.empty()) {
      record::Node* n = todo.back();
      todo.pop_back();
      if (!n->is_root()) nodes.push_back(n);
      for (const auto& c : n->children())
        todo.push_back(c.get());
    }
    if (nodes.empty()) break;
    record::Node* at = nodes[pick(nodes.size())];
    game::StateAtNode state = game::state_at(record, *at->parent(), *game);
    if (state.state) extend(at->parent(), std::move(state.state), 1 + static_cast<int>(pick(4)));
  }
  game::replay_record(record, *game, {"random"}, diagnostics);
  return record;
}

}  // namespace skald::interchange_test
