#pragma once

// The record as the page's script reads it (embedded as JSON in the page, record_page.h):
// the board the game describes (board_picture.h: cells with names and places, labels, the
// marks that stay), the kinds of pieces, and every node by number (node_index.h) with its
// address, move, side, parent and children, its comment for display (without its clock
// reading, hints and analysis verdict, which come apart), and the position after it: the
// pieces, the last move's marks, who moves, how the game ended.
//
// Generic over the game interface: the positions come from replaying the record with
// game::GameState::play, one walk through the tree (each state cloned where lines branch),
// so the cost is linear in the record and no game is named here.

#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <string>

#include "formats/html/node_index.h"
#include "skald/game/game.h"
#include "skald/record/record.h"

namespace skald::html {

struct RecordViewOptions {
  /// Verdicts that `analyse --annotate` wrote into comments (tools/skald/verdict_note.h);
  /// the page shows them apart from the comment. Null: comments are shown whole.
  const std::regex* verdict_pattern = nullptr;
};

/// A node's comment taken apart for display.
struct CommentParts {
  std::string text;  // the prose: no clock reading, no hints, no verdict
  std::vector<std::string> hints;
  std::string clock;
  std::string verdict;  // the verdict as written ("skald depth 6, for attackers: ...")
  std::string mark;     // "inaccuracy", "mistake", "blunder", "only move" or empty
};

CommentParts comment_parts(std::string_view raw, const std::regex* verdict_pattern);

class PieceKinds;

/// The JSON described above (without the kinds of pieces, which `kinds` collects for the
/// page to write once every position is in), or an empty object with `error` set when a
/// move of the record does not play (the page is then not written). For the studio, which
/// edits it; the page writes record_view() instead.
nlohmann::ordered_json record_view_json(const record::Record& record, const game::Game& game,
                                        const NodeIndex& index, const RecordViewOptions& options,
                                        PieceKinds& kinds, std::string& error);

/// The record's tree alone, without replaying it: the JSON above without the positions
/// ("pieces", "marks", "toMove", "outcome") and without "board". For a page that asks for
/// positions one at a time (skald studio): linear in the record, no move is played.
nlohmann::ordered_json record_tree_json(const record::Record& record, const game::Game& game,
                                        const NodeIndex& index, const RecordViewOptions& options);

/// One node's entry of record_tree_json(), for a writer that writes the nodes one at a time.
nlohmann::ordered_json record_tree_node_json(const record::Record& record, const record::Node& node,
                                             const NodeIndex& index,
                                             const RecordViewOptions& options);

/// The view's head without the board: {"game", "sides", "colours": per side [fill,
/// outline, ink], as board.js draws its pieces}.
nlohmann::ordered_json game_view_json(const game::Game& game);

/// A node's position as the view holds it: position_json()'s pieces and marks, "toMove"
/// and "outcome".
nlohmann::ordered_json state_json(const game::Game& game, const game::GameState& state,
                                  PieceKinds& kinds);

/// The same JSON in parts, as the page writes it: a record of 50,000 variations made a JSON
/// tree of some 450 MB, where its text is a tenth of that.
struct RecordView {
  /// "game", "sides" and "board".
  nlohmann::ordered_json head;
  /// Each node's entry by number, as script-safe JSON text (script_json.h): the "nodes".
  std::vector<std::string> nodes;
};

/// The record's view in parts, or an empty one with `error` set as above.
RecordView record_view(const record::Record& record, const game::Game& game, const NodeIndex& index,
                       const RecordViewOptions& options, PieceKinds& kinds, std::string& error);

/// How the game stands in a position, for people: {"kind": "win"|"draw"|"shared",
/// "winner": side or -1, "text": "defenders win (king escaped)"}; null while it goes on.
nlohmann::ordered_json outcome_json(const game::Game& game, const game::Outcome& outcome);

/// The kinds of pieces met so far, numbered in order: each [owner, kind, notation, symbol].
class PieceKinds {
 public:
  int id_of(const game::PlacedPiece& piece);
  const nlohmann::ordered_json& json() const { return list_; }

 private:
  std::map<std::string, int> ids_;
  nlohmann::ordered_json list_ = nlohmann::ordered_json::array();
};

/// A position as the page keeps it: {"pieces": [[cell, kind], ...] (a third entry, the
/// facing in degrees, when the piece has one), "marks": [[cell, "move-origin"], ...]} with
/// only the marks of the last move (the board's own are kept once, in "board").
nlohmann::ordered_json position_json(const game::BoardPicture& picture, PieceKinds& kinds);

/// The board without its pieces: {"shape", "width", "height", "cells": [[name, column,
/// row], ...], "columns", "rows" (labels), "marks": [[cell, kind, side], ...] (the board's
/// own marks: corners, throne, forts)}.
nlohmann::ordered_json board_json(const game::BoardPicture& picture);

}  // namespace skald::html
