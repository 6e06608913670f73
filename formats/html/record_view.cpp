#include "formats/html/record_view.h"

#include "formats/html/script_json.h"

#include <memory>
#include <utility>

#include "skald/game/record_walk.h"
#include "skald/game/replay.h"
#include "skald/game/side_colours.h"
#include "skald/record/annotations.h"

namespace skald::html {
namespace {

using Json = nlohmann::ordered_json;

/// Spaces and line ends around a text removed.
std::string trimmed(std::string_view text) {
  const std::size_t begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string_view::npos) return {};
  const std::size_t end = text.find_last_not_of(" \t\r\n");
  return std::string(text.substr(begin, end - begin + 1));
}

/// The mark a verdict names, as verdict_note() writes it after the score.
std::string verdict_mark(const std::string& verdict) {
  for (const char* mark : {"only move", "inaccuracy", "mistake", "blunder"})
    if (verdict.find(std::string(", ") + mark) != std::string::npos) return mark;
  return {};
}

/// One node's entry in the tree: the record's part (address, move, links, comment).
Json tree_node_json(const record::Record& record, const record::Node& node, const NodeIndex& index,
                    const RecordViewOptions& options) {
  Json j;
  j["address"] = index.addresses[static_cast<std::size_t>(index.id(node))];
  j["parent"] = node.is_root() ? -1 : index.id(*node.parent());
  j["move"] = node.move_text;
  j["side"] = node.side;
  Json children = Json::array();
  for (const auto& child : node.children())
    children.push_back(index.id(*child));
  j["children"] = std::move(children);
  const CommentParts parts = comment_parts(node.is_root() ? record.start_comment() : node.comment,
                                           options.verdict_pattern);
  j["comment"] = parts.text;
  j["hints"] = parts.hints;
  j["clock"] = parts.clock;
  j["verdict"] = parts.verdict;
  j["mark"] = parts.mark;
  return j;
}

/// One node's entry: the record's part and the position after it.
Json node_json(const record::Record& record, const record::Node& node, const NodeIndex& index,
               const game::Game& game, const game::GameState& state, PieceKinds& kinds,
               const RecordViewOptions& options) {
  Json j = tree_node_json(record, node, index, options);
  Json position = state_json(game, state, kinds);
  for (const char* key : {"pieces", "marks", "toMove", "outcome"})
    j[key] = std::move(position[key]);
  return j;
}

/// The colours a side's pieces are drawn in (game/side_colours.h): [fill, outline, ink].
Json side_colours(const std::string& name, int side) {
  const game::SideColours c = game::side_colours(name, side);
  return Json::array({c.fill, c.outline, c.ink});
}

/// The game's name, its sides' names and their colours, which every view starts with.
Json game_json(const game::Game& game) {
  Json j;
  j["game"] = game.name();
  Json sides = Json::array();
  Json colours = Json::array();
  for (int side = 0; side < game.shape().players; ++side) {
    sides.push_back(game.side_name(side));
    colours.push_back(side_colours(game.side_name(side), side));
  }
  j["sides"] = std::move(sides);
  j["colours"] = std::move(colours);
  return j;
}

/// The record view's visitor of the record walk: every node's entry, or the first move that
/// does not play.
struct RecordViewer final : game::RecordVisitor {
  const record::Record& record;
  const game::Game& game;
  const NodeIndex& index;
  const RecordViewOptions& options;
  PieceKinds& kinds;
  const std::function<void(std::size_t, Json)>& take;
  std::string& error;

  RecordViewer(const record::Record& record, const game::Game& game, const NodeIndex& index,
               const RecordViewOptions& options, PieceKinds& kinds,
               const std::function<void(std::size_t, Json)>& take, std::string& error)
      : record(record),
        game(game),
        index(index),
        options(options),
        kinds(kinds),
        take(take),
        error(error) {}

  game::WalkAction visit(const game::WalkNode& at) override {
    take(static_cast<std::size_t>(index.id(at.node)),
         node_json(record, at.node, index, game, at.state, kinds, options));
    return game::WalkAction::enter_all;
  }
  game::WalkAction unplayable(const game::WalkNode& at, std::size_t) override {
    const Diagnostics& why = at.played->diagnostics;
    error = "move " + index.addresses[static_cast<std::size_t>(index.id(at.node))] + " `" +
            at.node.move_text + "` does not play" +
            (why.empty() ? std::string() : ": " + why.items().front().message);
    return game::WalkAction::stop;
  }
};

}  // namespace

CommentParts comment_parts(std::string_view raw, const std::regex* verdict_pattern) {
  CommentParts parts;
  if (const auto clock = record::clock_reading(raw)) parts.clock = clock->text;
  std::string text(record::comment_without_clock(raw));
  for (const record::Hint& hint : record::find_hints(text))
    parts.hints.push_back(hint.text);
  text = record::comment_without_hints(text);
  std::smatch found;
  // Every verdict skald writes starts "skald depth": a comment without it skips the
  // regular expression, which costs more than the rest of the record's view together.
  if (verdict_pattern != nullptr && text.find("skald depth") != std::string::npos &&
      std::regex_search(text, found, *verdict_pattern)) {
    parts.verdict = trimmed(found.str());
    parts.mark = verdict_mark(parts.verdict);
    text = found.prefix().str() + found.suffix().str();
  }
  parts.text = trimmed(text);
  return parts;
}

Json outcome_json(const game::Game& game, const game::Outcome& outcome) {
  if (outcome.kind == game::OutcomeKind::ongoing) return nullptr;
  Json j;
  j["kind"] = outcome.kind == game::OutcomeKind::win    ? "win"
              : outcome.kind == game::OutcomeKind::draw ? "draw"
                                                        : "shared";
  j["winner"] = outcome.kind == game::OutcomeKind::win ? outcome.winner : -1;
  std::string text = outcome.kind == game::OutcomeKind::win
                         ? game.side_name(outcome.winner) + " win"
                     : outcome.kind == game::OutcomeKind::draw ? std::string("draw")
                                                               : std::string("shared first place");
  if (!outcome.text.empty()) text += " (" + outcome.text + ")";
  j["text"] = text;
  return j;
}

int PieceKinds::id_of(const game::PlacedPiece& piece) {
  const std::string key =
      std::to_string(piece.owner) + '\n' + piece.kind + '\n' + piece.notation + '\n' + piece.symbol;
  const auto [at, added] = ids_.emplace(key, static_cast<int>(list_.size()));
  if (added) list_.push_back(Json::array({piece.owner, piece.kind, piece.notation, piece.symbol}));
  return at->second;
}

Json position_json(const game::BoardPicture& picture, PieceKinds& kinds) {
  Json pieces = Json::array();
  for (const game::PlacedPiece& piece : picture.pieces) {
    Json entry = Json::array({piece.cell, kinds.id_of(piece)});
    if (piece.facing_degrees) entry.push_back(*piece.facing_degrees);
    pieces.push_back(std::move(entry));
  }
  Json marks = Json::array();
  for (const game::CellMark& mark : picture.marks)
    if (game::is_move_mark(mark.kind))
      marks.push_back(Json::array({mark.cell, game::cell_mark_name(mark.kind)}));
  Json j;
  j["pieces"] = std::move(pieces);
  j["marks"] = std::move(marks);
  return j;
}

Json board_json(const game::BoardPicture& picture) {
  Json j;
  j["shape"] = game::board_shape_name(picture.shape);
  j["width"] = picture.width;
  j["height"] = picture.height;
  Json cells = Json::array();
  for (const game::Cell& cell : picture.cells)
    cells.push_back(Json::array({cell.name, cell.column, cell.row}));
  j["cells"] = std::move(cells);
  j["columns"] = picture.column_labels;
  j["rows"] = picture.row_labels;
  Json marks = Json::array();
  for (const game::CellMark& mark : picture.marks)
    if (!game::is_move_mark(mark.kind))
      marks.push_back(Json::array({mark.cell, game::cell_mark_name(mark.kind), mark.side}));
  j["marks"] = std::move(marks);
  return j;
}

namespace {

/// Walks the record, handing every node's entry and its number to `take`; returns the
/// view's head ("game", "sides", "board"), or an empty object with `error` set.
Json walk_record_view(const record::Record& record, const game::Game& game, const NodeIndex& index,
                      const RecordViewOptions& options, PieceKinds& kinds, std::string& error,
                      const std::function<void(std::size_t, Json)>& take) {
  error.clear();
  std::unique_ptr<game::GameState> start = game::record_start_state(record, game, error);
  if (!start) return Json::object();
  Json board = board_json(start->board_picture());
  RecordViewer viewer{record, game, index, options, kinds, take, error};
  game::WalkOptions walk;
  walk.canonical_moves = true;  // play() as the page always has: the same diagnostics
  game::walk_record(record.root(), std::move(start), viewer, walk);
  if (!error.empty()) return Json::object();
  Json head = game_json(game);
  head["board"] = std::move(board);
  return head;
}

}  // namespace

Json record_view_json(const record::Record& record, const game::Game& game, const NodeIndex& index,
                      const RecordViewOptions& options, PieceKinds& kinds, std::string& error) {
  std::vector<Json> nodes(index.nodes.size());
  Json j = walk_record_view(
      record, game, index, options, kinds, error,
      [&nodes](std::size_t number, Json entry) { nodes[number] = std::move(entry); });
  if (!error.empty()) return j;
  j["nodes"] = std::move(nodes);
  return j;
}

Json record_tree_json(const record::Record& record, const game::Game& game, const NodeIndex& index,
                      const RecordViewOptions& options) {
  Json j = game_json(game);
  Json nodes = Json::array();
  for (const record::Node* node : index.nodes)
    nodes.push_back(tree_node_json(record, *node, index, options));
  j["nodes"] = std::move(nodes);
  return j;
}

Json record_tree_node_json(const record::Record& record, const record::Node& node,
                           const NodeIndex& index, const RecordViewOptions& options) {
  return tree_node_json(record, node, index, options);
}

Json game_view_json(const game::Game& game) {
  return game_json(game);
}

Json state_json(const game::Game& game, const game::GameState& state, PieceKinds& kinds) {
  Json j = position_json(state.board_picture(), kinds);
  j["toMove"] = state.side_to_move();
  j["outcome"] = outcome_json(game, state.outcome());
  return j;
}

RecordView record_view(const record::Record& record, const game::Game& game, const NodeIndex& index,
                       const RecordViewOptions& options, PieceKinds& kinds, std::string& error) {
  RecordView view;
  view.nodes.resize(index.nodes.size());
  // Kept as text: a JSON tree of every node's position took ten times the memory.
  view.head = walk_record_view(record, game, index, options, kinds, error,
                               [&view](std::size_t number, const Json& entry) {
                                 append_json_for_script(view.nodes[number], entry);
                               });
  if (!error.empty()) return {};
  return view;
}

}  // namespace skald::html
