#pragma once

// OpeningMerge: games that share an opening, merged into one record with variations
// (`skald collect --merge-openings N`). Records share an opening when they start from the
// same rules and position and their main lines begin with the same N moves (as the game
// writes them); a record whose main line is shorter than N shares it with those of the same
// whole main line. Each group becomes one record whose tree is the union of its records'
// trees: a move already in the tree is followed, a new one is added after the ones there,
// so the first record's main line stays the main line and the others branch off where they
// leave it.
//
// What each node says is kept: its comment is the first record's, and each different comment
// another record has at the same node is added after a blank line (the way the OTN reader
// joins segments). Where a record's main line ends, `game: LABEL, RESULT` is added to the
// comment, so each game can be found in the tree. The merged record keeps the tags every
// record of the group has alike, without the puzzle tags (their addresses would name other
// moves now), and says in `event` what it holds when the records do not agree on one.
//
// Linear: each record's moves are looked up in a hash map of (node, move) -> child, never
// by scanning a node's children, however many games branch at one move.

#include <cstddef>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "skald/game/game.h"
#include "skald/record/record.h"

namespace skald::collection {

/// One merged record and where it came from.
struct MergedRecord {
  record::Record record;
  const game::Game* game = nullptr;
  std::vector<std::string> labels;  // the records merged, in order
  std::string opening;              // the shared moves, separated by spaces
};

class OpeningMerge {
 public:
  /// Groups by the first `opening_moves` moves of the main line (0: by start alone).
  explicit OpeningMerge(std::size_t opening_moves);
  ~OpeningMerge();
  OpeningMerge(OpeningMerge&&) noexcept;
  OpeningMerge& operator=(OpeningMerge&&) noexcept;

  /// Adds a replayed record of `game`, named by `label` (its path) with its `result`
  /// (RecordFacts::result) for the note at the end of its main line.
  void add(const record::Record& record, const game::Game& game, const std::string& label,
           const std::string& result);
  /// The merged records, in the order their groups' first records were added; each is
  /// replayed with its game, so its moves have their sides and canonical texts.
  std::vector<MergedRecord> finish();

 private:
  struct Group;
  std::size_t opening_moves_;
  std::vector<std::unique_ptr<Group>> groups_;
  std::unordered_map<std::string, std::size_t> group_by_key_;
};

}  // namespace skald::collection
