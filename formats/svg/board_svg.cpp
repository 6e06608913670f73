#include "formats/svg/board_svg.h"

#include <cmath>
#include <cstdio>
#include <pugixml.hpp>
#include <sstream>
#include <string_view>

#include "skald/game/side_colours.h"

namespace skald::svg {

namespace {

constexpr double kMargin = 0.6;  // room for the coordinates, in cells

std::string number(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3f", v);
  std::string s = text;
  while (!s.empty() && s.back() == '0')
    s.pop_back();
  if (!s.empty() && s.back() == '.') s.pop_back();
  return s == "-0" ? "0" : s;
}

/// Where cells go: the centre of a cell in user units, the board's extent.
class Layout {
 public:
  Layout(const game::BoardPicture& p, bool flipped) : p_(p), flipped_(flipped) {
    hex_ = p.shape == game::BoardShape::hex_grid;
    const double w = hex_ ? p.width + (p.height - 1) / 2.0 : p.width;
    const double h = hex_ ? 1 + (p.height - 1) * kHexRow : p.height;
    board_width_ = w;
    board_height_ = h;
  }
  static constexpr double kHexRow = 0.866025;  // sqrt(3)/2: rows of pointy-top hexagons

  double board_width() const { return board_width_; }
  double board_height() const { return board_height_; }
  /// The centre of a cell, from the board's top left corner.
  std::pair<double, double> centre(const game::Cell& c) const {
    int column = c.column;
    int row = c.row;
    if (flipped_) {
      column = p_.width - 1 - column;
      row = p_.height - 1 - row;
    }
    if (hex_) {
      const double x = column + row / 2.0 + 0.5;
      const double y = (p_.height - 1 - row) * kHexRow + 0.5;
      return {x, y};
    }
    return {column + 0.5, (p_.height - 1 - row) + 0.5};
  }
  bool hex() const { return hex_; }

 private:
  const game::BoardPicture& p_;
  bool flipped_;
  bool hex_ = false;
  double board_width_ = 0;
  double board_height_ = 0;
};

std::string hexagon_points(double cx, double cy) {
  // A pointy-top hexagon one cell wide.
  std::string points;
  for (int i = 0; i < 6; ++i) {
    const double angle = (60.0 * i - 30.0) * 3.14159265358979 / 180.0;
    const double x = cx + 0.57735 * std::cos(angle);
    const double y = cy + 0.57735 * std::sin(angle);
    points += (i ? " " : "") + number(x) + "," + number(y);
  }
  return points;
}

const char* mark_fill(game::CellMarkKind kind) {
  switch (kind) {
    case game::CellMarkKind::corner:
    case game::CellMarkKind::escape:
      return "#8f7a5a";
    case game::CellMarkKind::throne:
      return "#a58c64";
    case game::CellMarkKind::fort:
      return "#b9a57f";
    case game::CellMarkKind::move_origin:
    case game::CellMarkKind::move_destination:
      return "#e8d26a";
    case game::CellMarkKind::captured:
      return nullptr;
  }
  return nullptr;
}

}  // namespace

std::string board_svg(const game::BoardPicture& picture, const SvgOptions& options,
                      std::string& error) {
  error.clear();
  const Layout layout(picture, options.flipped);
  const double margin = options.coordinates ? kMargin : 0.1;
  const double width = layout.board_width() + margin + 0.1;
  const double height = layout.board_height() + margin + 0.1;
  const double pixels_per_cell = options.size > 0 ? options.size / width : 48.0;

  auto named = [&](const std::string& name) -> const game::Cell* {
    const auto id = picture.cell_named(name);
    return id ? &picture.cells[static_cast<std::size_t>(*id)] : nullptr;
  };
  for (const std::string& h : options.highlight)
    if (!named(h)) {
      error = "the board has no cell `" + h + "` to highlight";
      return {};
    }
  for (const BoardArrow& a : options.arrows)
    if (!named(a.from) || !named(a.to)) {
      error = "the board has no cell `" + (named(a.from) ? a.to : a.from) + "` for an arrow";
      return {};
    }

  pugi::xml_document doc;
  auto decl = doc.append_child(pugi::node_declaration);
  decl.append_attribute("version") = "1.0";
  decl.append_attribute("encoding") = "UTF-8";
  pugi::xml_node svg = doc.append_child("svg");
  svg.append_attribute("xmlns") = "http://www.w3.org/2000/svg";
  svg.append_attribute("version") = "1.1";
  svg.append_attribute("width") = number(width * pixels_per_cell).c_str();
  svg.append_attribute("height") = number(height * pixels_per_cell).c_str();
  svg.append_attribute("viewBox") = ("0 0 " + number(width) + " " + number(height)).c_str();
  if (!options.title.empty()) svg.append_child("title").text() = options.title.c_str();

  pugi::xml_node defs = svg.append_child("defs");
  for (const char* kind : {"best", "hint"}) {
    pugi::xml_node marker = defs.append_child("marker");
    marker.append_attribute("id") = (std::string("arrowhead-") + kind).c_str();
    marker.append_attribute("viewBox") = "0 0 10 10";
    marker.append_attribute("refX") = "5";
    marker.append_attribute("refY") = "5";
    marker.append_attribute("markerWidth") = "3";
    marker.append_attribute("markerHeight") = "3";
    marker.append_attribute("orient") = "auto";
    pugi::xml_node head = marker.append_child("path");
    head.append_attribute("d") = "M 0 0 L 10 5 L 0 10 z";
    head.append_attribute("fill") = std::string(kind) == "hint" ? "#2a7de1" : "#2e9e44";
  }

  // The board sits below and right of the coordinates.
  pugi::xml_node board = svg.append_child("g");
  board.append_attribute("transform") = ("translate(" + number(margin) + " 0.1)").c_str();
  pugi::xml_node frame = board.append_child("rect");
  frame.append_attribute("x") = "-0.05";
  frame.append_attribute("y") = "-0.05";
  frame.append_attribute("width") = number(layout.board_width() + 0.1).c_str();
  frame.append_attribute("height") = number(layout.board_height() + 0.1).c_str();
  frame.append_attribute("fill") = "#5b4a32";

  pugi::xml_node cells = board.append_child("g");
  cells.append_attribute("stroke") = "#5b4a32";
  cells.append_attribute("stroke-width") = "0.03";
  if (!layout.hex()) cells.append_attribute("shape-rendering") = "crispEdges";
  for (std::size_t id = 0; id < picture.cells.size(); ++id) {
    const game::Cell& c = picture.cells[id];
    const auto [cx, cy] = layout.centre(c);
    const char* fill = (c.column + c.row) % 2 == 0 ? "#e9dcc0" : "#e2d3b4";
    for (const game::CellMark& m : picture.marks)
      if (m.cell == static_cast<int>(id) && mark_fill(m.kind) != nullptr &&
          !game::is_move_mark(m.kind))
        fill = mark_fill(m.kind);
    for (const game::CellMark& m : picture.marks)
      if (m.cell == static_cast<int>(id) && game::is_move_mark(m.kind) && mark_fill(m.kind))
        fill = mark_fill(m.kind);
    for (const std::string& h : options.highlight)
      if (h == c.name) fill = "#9fd0ef";
    pugi::xml_node shape;
    if (layout.hex()) {
      shape = cells.append_child("polygon");
      shape.append_attribute("points") = hexagon_points(cx, cy).c_str();
    } else {
      shape = cells.append_child("rect");
      shape.append_attribute("x") = number(cx - 0.5).c_str();
      shape.append_attribute("y") = number(cy - 0.5).c_str();
      shape.append_attribute("width") = "1";
      shape.append_attribute("height") = "1";
    }
    shape.append_attribute("fill") = fill;
    shape.append_child("title").text() = c.name.c_str();
  }

  // Captured pieces: a red cross where they stood.
  for (const game::CellMark& m : picture.marks) {
    if (m.kind != game::CellMarkKind::captured) continue;
    const auto [cx, cy] = layout.centre(picture.cells[static_cast<std::size_t>(m.cell)]);
    pugi::xml_node cross = board.append_child("path");
    cross.append_attribute("d") =
        ("M " + number(cx - 0.25) + " " + number(cy - 0.25) + " L " + number(cx + 0.25) + " " +
         number(cy + 0.25) + " M " + number(cx + 0.25) + " " + number(cy - 0.25) + " L " +
         number(cx - 0.25) + " " + number(cy + 0.25))
            .c_str();
    cross.append_attribute("stroke") = "#c0392b";
    cross.append_attribute("stroke-width") = "0.08";
    cross.append_attribute("stroke-linecap") = "round";
  }

  pugi::xml_node pieces = board.append_child("g");
  for (const game::PlacedPiece& piece : picture.pieces) {
    const auto [cx, cy] = layout.centre(picture.cells[static_cast<std::size_t>(piece.cell)]);
    pugi::xml_node g = pieces.append_child("g");
    g.append_child("title").text() = (piece.kind + " " + piece.notation + " on " +
                                      picture.cells[static_cast<std::size_t>(piece.cell)].name)
                                         .c_str();
    if (piece.owner < 0) {
      pugi::xml_node block = g.append_child("rect");
      block.append_attribute("x") = number(cx - 0.3).c_str();
      block.append_attribute("y") = number(cy - 0.3).c_str();
      block.append_attribute("width") = "0.6";
      block.append_attribute("height") = "0.6";
      block.append_attribute("rx") = "0.08";
      block.append_attribute("fill") = "#3b3b3b";
      continue;
    }
    const std::string_view side_name =
        piece.owner >= 0 && static_cast<std::size_t>(piece.owner) < options.side_names.size()
            ? std::string_view(options.side_names[static_cast<std::size_t>(piece.owner)])
            : std::string_view();
    const game::SideColours colours = game::side_colours(side_name, piece.owner);
    pugi::xml_node disc = g.append_child("circle");
    disc.append_attribute("cx") = number(cx).c_str();
    disc.append_attribute("cy") = number(cy).c_str();
    disc.append_attribute("r") = "0.36";
    disc.append_attribute("fill") = colours.fill;
    disc.append_attribute("stroke") = colours.outline;
    disc.append_attribute("stroke-width") = "0.05";
    if (piece.kind == "king") {
      // A cross in the side's ink.
      pugi::xml_node cross = g.append_child("path");
      cross.append_attribute("d") =
          ("M " + number(cx) + " " + number(cy - 0.22) + " V " + number(cy + 0.22) + " M " +
           number(cx - 0.22) + " " + number(cy) + " H " + number(cx + 0.22))
              .c_str();
      cross.append_attribute("stroke") = colours.ink;
      cross.append_attribute("stroke-width") = "0.08";
    }
    // A RoPaSci token carries its symbol's letter, as the viewer's board draws it.
    const char* letter = piece.kind == "rock"       ? "R"
                         : piece.kind == "paper"    ? "P"
                         : piece.kind == "scissors" ? "S"
                                                    : nullptr;
    if (letter != nullptr) {
      pugi::xml_node text = g.append_child("text");
      text.append_attribute("x") = number(cx).c_str();
      text.append_attribute("y") = number(cy + 0.14).c_str();
      text.append_attribute("text-anchor") = "middle";
      text.append_attribute("font-size") = "0.4";
      text.append_attribute("font-weight") = "bold";
      text.append_attribute("font-family") = "sans-serif";
      text.append_attribute("fill") = colours.ink;
      text.text().set(letter);
    }
    if (piece.facing_degrees) {
      const double a = *piece.facing_degrees * 3.14159265358979 / 180.0;
      pugi::xml_node pointer = g.append_child("line");
      pointer.append_attribute("x1") = number(cx).c_str();
      pointer.append_attribute("y1") = number(cy).c_str();
      pointer.append_attribute("x2") = number(cx + 0.34 * std::cos(a)).c_str();
      pointer.append_attribute("y2") = number(cy - 0.34 * std::sin(a)).c_str();
      pointer.append_attribute("stroke") = colours.outline;
      pointer.append_attribute("stroke-width") = "0.06";
    }
  }

  for (const BoardArrow& arrow : options.arrows) {
    const auto [x1, y1] = layout.centre(*named(arrow.from));
    const auto [x2, y2] = layout.centre(*named(arrow.to));
    const double dx = x2 - x1;
    const double dy = y2 - y1;
    const double length = std::sqrt(dx * dx + dy * dy);
    const double shorten = length > 0 ? 0.25 / length : 0;
    pugi::xml_node line = board.append_child("line");
    line.append_attribute("x1") = number(x1).c_str();
    line.append_attribute("y1") = number(y1).c_str();
    line.append_attribute("x2") = number(x2 - dx * shorten).c_str();
    line.append_attribute("y2") = number(y2 - dy * shorten).c_str();
    const bool hint = arrow.kind == "hint";
    line.append_attribute("stroke") = hint ? "#2a7de1" : "#2e9e44";
    line.append_attribute("stroke-width") = "0.12";
    line.append_attribute("stroke-opacity") = "0.85";
    line.append_attribute("stroke-linecap") = "round";
    line.append_attribute("marker-end") = hint ? "url(#arrowhead-hint)" : "url(#arrowhead-best)";
  }

  if (options.coordinates) {
    pugi::xml_node labels = svg.append_child("g");
    labels.append_attribute("font-family") = "DejaVu Sans, Verdana, sans-serif";
    labels.append_attribute("font-size") = "0.32";
    labels.append_attribute("fill") = "#5b4a32";
    labels.append_attribute("text-anchor") = "middle";
    // Rows on the left; columns below (square layouts only: on a hex grid they run
    // diagonally, and the cells' titles name them).
    for (int row = 0; row < static_cast<int>(picture.row_labels.size()); ++row) {
      const game::Cell probe{"", 0, row, {}};
      const double y = layout.centre(probe).second + 0.1;
      pugi::xml_node t = labels.append_child("text");
      t.append_attribute("x") = number(margin / 2).c_str();
      t.append_attribute("y") = number(y + 0.11).c_str();
      t.text() = picture.row_labels[static_cast<std::size_t>(row)].c_str();
    }
    if (!layout.hex()) {
      for (int column = 0; column < static_cast<int>(picture.column_labels.size()); ++column) {
        const game::Cell probe{"", column, 0, {}};
        const double x = layout.centre(probe).first + margin;
        pugi::xml_node t = labels.append_child("text");
        t.append_attribute("x") = number(x).c_str();
        t.append_attribute("y") = number(layout.board_height() + 0.1 + margin * 0.75).c_str();
        t.text() = picture.column_labels[static_cast<std::size_t>(column)].c_str();
      }
    }
  }

  std::ostringstream out;
  doc.save(out, "  ", pugi::format_indent, pugi::encoding_utf8);
  return out.str();
}

}  // namespace skald::svg
