#pragma once

// The HTML viewer: one self-contained page that replays a record (`skald html`). No
// network and no other file: the style and the script are inline, the record's data is
// embedded as JSON (record_view.h, puzzle_view.h) and the script draws the board as inline
// SVG from the board picture the game describes, so every game gets the viewer.
//
// The page: the board of the position at the current node, its address, move and who moves;
// the comment, the clock reading and the analysis verdict (`analyse --annotate`); the
// record's hints, hidden until asked one at a time; the variations that start here; the
// move list with every variation indented under the turn it branches in, each move a button
// whose title is its address (`10a.1.1a`); next, previous, start, end, the other
// variations, and a jump to an address, by buttons and by keyboard. A puzzle record opens
// in a solving mode played as `skald solve` plays it (loose or strict), from the answers
// puzzle_view.h worked out; the record can be viewed whole from there.
//
// Markup that carries record text is built with pugixml (escaped as XML text, which HTML
// reads the same); the JSON is written by nlohmann-json with `<`, `>` and `&` as \u escapes
// (script_json.h), so no text of the record can end the script element it sits in. The
// move list and the nodes' JSON are written as text a part at a time, never held as one
// document or JSON tree: memory stays a small multiple of the page. The script puts record
// text into the page as text nodes only, never as markup.

#include <string>

#include "formats/html/puzzle_view.h"
#include "formats/html/record_view.h"
#include "formats/html/script_json.h"
#include "skald/game/game.h"
#include "skald/record/record.h"

namespace skald::html {

/// What a page that is part of a larger whole adds to the viewer (the puzzle book's pages,
/// puzzle_book.h): style, data (script-safe JSON in `<script type="application/json"
/// id="skald-addon">`) and a script run after the viewer's. Empty parts add nothing.
struct PageAddon {
  std::string css;
  nlohmann::ordered_json data;
  std::string script;
};

struct PageOptions {
  /// The record's file name, shown under the title.
  std::string file;
  /// The page's title; empty: the `event` tag, else the file name.
  std::string title;
  RecordViewOptions view;
  PuzzleViewOptions puzzle;
  /// A nonce for the inline style and script (`<script nonce=...>`), for a server whose
  /// Content-Security-Policy allows inline code by nonce only (skald studio); empty: none.
  std::string nonce;
  PageAddon addon;
};

struct Page {
  /// The document; empty when the record cannot be shown (`error` says why).
  std::string html;
  std::string error;
  /// Why a puzzle record opens as a plain viewer (no goal...); empty otherwise.
  std::string puzzle_note;
  PuzzleViewWork work;
};

/// The page for `record`, replayed with `game` (see above).
Page record_page(const record::Record& record, const game::Game& game, const PageOptions& options);

}  // namespace skald::html
