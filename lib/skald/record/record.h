#pragma once

// Record: one game record, game-agnostic: its tags in file order and its tree of moves.
//
// Tags are the single source of truth for everything the header says: the rules text
// (`rules`), a start position overriding the rules' one (`position`), the start comment
// (`start-comment`) and the puzzle settings (`puzzle-mode`, `puzzle-prestart`,
// `puzzle-start`). The accessors below read them; the setters rewrite them in place (or
// append new ones), so unknown tags and their order survive a load-then-save. The game
// interprets the rules and position texts (game/game.h); the record never does.
//
// The tree hangs from root(), which stands for the start position and holds no move.

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "skald/core/diagnostic.h"
#include "skald/record/address.h"
#include "skald/record/node.h"
#include "skald/record/node_pool.h"

namespace skald::record {

/// One `[key:value]` tag. `raw` is the exact source text of the tag as read (brackets,
/// line breaks and all) when a reader wants to reproduce it byte for byte; it is cleared
/// whenever the value is set through Record, so a writer may emit `raw` when non-empty and
/// must format key and value otherwise.
struct Tag {
  std::string key;
  std::string value;
  std::string raw;
  SourceLocation source;
};

enum class PuzzleMode { none, loose, strict };

/// The puzzle tags, parsed. OpenTafl names a position by the move that led to it, so
/// `puzzle-start:6a` is the position after move 6a; `1a` and `0a` are the start position
/// (record/puzzle_position.h).
/// Interpreting the addresses is the puzzle layer's business; here they are only parsed.
struct PuzzleSettings {
  PuzzleMode mode = PuzzleMode::none;
  std::optional<Address> prestart;
  std::optional<Address> start;
};

const char* puzzle_mode_name(PuzzleMode mode);  // "none", "loose", "strict"

class Record {
 public:
  Record() = default;
  Record(const Record&) = delete;
  Record& operator=(const Record&) = delete;
  Record(Record&&) = default;
  Record& operator=(Record&&) = default;

  // ---- tags -------------------------------------------------------------------------
  /// All tags in file order, unknown ones included.
  std::vector<Tag> tags;

  /// The first tag with this key, or nullptr.
  const Tag* find_tag(std::string_view key) const;
  /// The first tag's value, or an empty string when absent.
  std::string tag_value_or_empty(std::string_view key) const;
  /// Sets the first tag with this key (keeping its place) or appends a new one.
  void set_tag(std::string_view key, std::string value);
  /// Removes every tag with this key; returns how many were removed.
  int remove_tag(std::string_view key);

  /// The rules text (`rules` tag), game-agnostic; empty when absent.
  std::string rules_text() const { return tag_value_or_empty("rules"); }
  /// The start position text (`position` tag) when the record overrides the rules' one.
  std::optional<std::string> position_text() const;
  /// The start comment (`start-comment` tag), raw; empty when absent.
  std::string start_comment() const { return tag_value_or_empty("start-comment"); }

  /// Parses the puzzle tags. An unknown mode or a malformed address is reported as an
  /// error in `diagnostics` (with the tag's source location) and read as absent.
  PuzzleSettings puzzle_settings(Diagnostics& diagnostics) const;
  /// Writes the puzzle tags: mode `none` removes all three; absent addresses remove theirs.
  void set_puzzle_settings(const PuzzleSettings& settings);

  // ---- moves ------------------------------------------------------------------------
  Node& root() { return *root_; }
  const Node& root() const { return *root_; }
  /// How many sides play the game (2 unless the replay set it from the game's shape); the
  /// turn numbering groups moves by it.
  int players() const { return root_->players; }
  void set_players(int players) { root_->players = players; }
  /// Number of move nodes (the root not counted).
  std::size_t move_count() const { return root_->subtree_size() - 1; }
  /// A new node holding `move_text`, made in this record's pool (a reader makes many);
  /// it may go into any tree, this record's or another's.
  std::unique_ptr<Node> new_node(std::string_view move_text) { return pool_.make(move_text); }

 private:
  // Held by pointer so that moving a Record keeps every Node* (and parent link) valid.
  std::unique_ptr<Node> root_ = std::make_unique<Node>();
  NodePool pool_;
};

}  // namespace skald::record
