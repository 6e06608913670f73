// OTN move records: parsing, resolution against a position, writing.

#include "skald/tafl/move_notation.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace skald::tafl {

namespace {

bool is_lower(char c) {
  return c >= 'a' && c <= 'z';
}
bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

/// Reads a coordinate ("e5", "k10") at `i` into `out`, as parse_coord() reads it; advances
/// `i`. Returns whether there was one. Not built on parse_coord(): its std::optional result,
/// written a byte at a time and read back whole, stalled every move read.
bool read_coord(std::string_view text, std::size_t& i, Coord& out) {
  if (i >= text.size() || !is_lower(text[i])) return false;
  std::size_t j = i + 1;
  while (j < text.size() && is_digit(text[j]) && j - i <= 2)
    ++j;
  if (j - i < 2 || text[i] >= 'a' + kMaxDim || text[i + 1] == '0') return false;
  int rank = 0;
  for (std::size_t k = i + 1; k < j; ++k)
    rank = rank * 10 + (text[k] - '0');
  if (rank > kMaxDim) return false;
  out = Coord{text[i] - 'a', rank - 1};
  i = j;
  return true;
}

/// Makes `out` a failed parse.
void fail(MoveRecordParse& out, std::string message, std::size_t column) {
  out.record.reset();
  out.error = std::move(message);
  out.column = static_cast<int>(column);
}

/// Whether OTN writes `p`'s letter before a square: not for plain taflmen, and in the
/// OpenTafl dialect not for guards and mercenaries either, whose letters OpenTafl's move
/// reader does not know (MoveSerializer.getMoveRegex reads `[tcnkTCNK]`): it writes none
/// for a guard, and an `m` for a mercenary that it cannot read back.
bool writes_letter(Piece p, Dialect dialect) {
  if (p.empty() || p.kind() == PieceKind::taflman) return false;
  if (dialect == Dialect::spec) return true;
  return p.kind() != PieceKind::guard && p.kind() != PieceKind::mercenary;
}

/// Appends the piece letter OTN writes before a square (writes_letter()).
void append_piece_letter(std::string& out, Piece p, Dialect dialect) {
  if (writes_letter(p, dialect)) out.push_back(p.letter());
}

/// Writes square `c` of a board at `at` as append_coord() does; returns the end. A board is
/// at most kMaxDim (coord.h) squares wide, so that is at most three characters.
char* put_coord(char* at, Coord c) {
  const int rank = c.rank + 1;
  *at++ = static_cast<char>('a' + c.file);
  if (rank >= 10) *at++ = static_cast<char>('0' + rank / 10);
  *at++ = static_cast<char>('0' + rank % 10);
  return at;
}

/// The info suffix of the move that led to `after` (see move_to_otn()).
InfoSuffix suffix_of(const Position& after) {
  const Outcome o = after.outcome();
  if (o.reason == EndReason::king_captured) return InfoSuffix::king_captured;
  if (o.reason == EndReason::king_escaped || o.reason == EndReason::edge_fort)
    return InfoSuffix::king_escaped;
  if (o.over()) return InfoSuffix::none;
  if (after.king_threatened()) return InfoSuffix::king_threatened;
  if (after.king_has_escape_route()) return InfoSuffix::king_escape_route;
  return InfoSuffix::none;
}

/// The info suffix skald writes after legal move `m` in `pos`: the move is made and taken
/// back on `pos` itself, since copying a Position copies its whole history.
InfoSuffix suffix_after(Position& pos, Move m) {
  pos.make(m);
  const InfoSuffix suffix = suffix_of(pos);
  pos.unmake();
  return suffix;
}

InfoSuffix suffix_after(const Position& pos, Move m) {
  Position scratch = pos;
  return suffix_after(scratch, m);
}

const char* suffix_text(InfoSuffix s) {
  switch (s) {
    case InfoSuffix::none:
      return "";
    case InfoSuffix::king_threatened:
      return "+";
    case InfoSuffix::king_escape_route:
      return "-";
    case InfoSuffix::king_captured:
      return "++";
    case InfoSuffix::king_escaped:
      return "--";
  }
  return "";
}

}  // namespace

namespace {

/// parse_move_record() into `out`, whose record is set.
void read_move_record(std::string_view text, MoveRecordParse& out) {
  MoveRecord& rec = *out.record;
  if (text == "---") {
    rec.resign = true;
    return;
  }
  std::size_t i = 0;
  // An optional piece letter: a letter followed by another letter (the origin's file).
  // The second letter is tested first: it is cheaper, and usually absent.
  if (text.size() >= 2 && is_lower(text[1]) && std::isalpha(static_cast<unsigned char>(text[0]))) {
    auto kind =
        kind_from_letter(static_cast<char>(std::tolower(static_cast<unsigned char>(text[0]))));
    if (!kind) return fail(out, "unknown piece letter '" + std::string(1, text[0]) + "'", 0);
    rec.kind = kind;
    i = 1;
  }
  if (!read_coord(text, i, rec.from)) return fail(out, "expected the origin square (e.g. e5)", i);
  if (i < text.size() && text[i] == '^') {
    rec.jump = true;
    ++i;
  }
  if (i < text.size() && text[i] == '=') {
    rec.berserk = true;
    ++i;
  } else if (!rec.jump) {
    if (i >= text.size() || text[i] != '-')
      return fail(out, "expected '-', '^' or '=' after the origin", i);
    ++i;
  }
  if (!read_coord(text, i, rec.to)) return fail(out, "expected the destination square", i);
  if (i < text.size() && text[i] == 'x') {
    ++i;
    while (true) {
      MoveRecord::WrittenCapture cap;
      if (i + 1 < text.size() && std::isalpha(static_cast<unsigned char>(text[i])) &&
          std::isalpha(static_cast<unsigned char>(text[i + 1]))) {
        auto p = Piece::from_letter(text[i]);
        if (!p) return fail(out, "unknown piece letter in capture", i);
        cap.piece = p;
        ++i;
      }
      if (!read_coord(text, i, cap.square)) return fail(out, "expected a captured square", i);
      rec.captures.push_back(cap);
      if (i < text.size() && text[i] == '/') {
        ++i;
        continue;
      }
      break;
    }
  }
  const std::string_view rest = text.substr(i);
  if (rest.empty())
    rec.suffix = InfoSuffix::none;
  else if (rest == "+")
    rec.suffix = InfoSuffix::king_threatened;
  else if (rest == "-")
    rec.suffix = InfoSuffix::king_escape_route;
  else if (rest == "++")
    rec.suffix = InfoSuffix::king_captured;
  else if (rest == "--")
    rec.suffix = InfoSuffix::king_escaped;
  else
    return fail(out, "unexpected '" + std::string(rest) + "' after the move", i);
}

}  // namespace

MoveRecordParse parse_move_record(std::string_view text) {
  // One object, read into in place and returned (NRVO): building the record apart and
  // moving it into the result cost a copy of it per move.
  MoveRecordParse out;
  out.record.emplace();
  read_move_record(text, out);
  return out;
}

namespace {

/// OpenTafl never writes suffixes, so a missing one is no mismatch; a written one must be
/// the one the rules give.
void check_suffix(const Position& pos, Move move, const MoveRecord& record, ResolvedMove& out) {
  if (record.suffix == InfoSuffix::none) return;
  const InfoSuffix rules_suffix = suffix_after(pos, move);
  if (rules_suffix != record.suffix)
    out.warnings.push_back(std::string("the suffix written ('") + suffix_text(record.suffix) +
                           "') differs from the rules' (" +
                           (rules_suffix == InfoSuffix::none
                                ? std::string("none")
                                : "'" + std::string(suffix_text(rules_suffix)) + "'") +
                           ")");
}

}  // namespace

ResolvedMove resolve_move(const Position& pos, const MoveRecord& record) {
  ResolvedMove out;
  if (record.resign) {
    out.resign = true;
    return out;
  }
  const int d = pos.dim();
  auto on_board = [&](Coord c) { return c.file >= 0 && c.rank >= 0 && c.file < d && c.rank < d; };
  // The squares' texts only go into messages: written when one is, not for every move.
  const auto from_s = [&] { return coord_to_string(record.from); };
  const auto to_s = [&] { return coord_to_string(record.to); };
  if (!on_board(record.from)) {
    out.error = from_s() + " is off the " + std::to_string(d) + "x" + std::to_string(d) + " board";
    return out;
  }
  if (!on_board(record.to)) {
    out.error = to_s() + " is off the " + std::to_string(d) + "x" + std::to_string(d) + " board";
    return out;
  }
  const Piece piece = pos.at(record.from);
  if (pos.game_over()) {
    out.error = std::string("the game is already over (") + status_name(pos.outcome().status) + ")";
    return out;
  }
  if (piece.empty()) {
    out.error = "no piece on " + from_s();
    return out;
  }
  if (piece.side() != pos.side_to_move()) {
    out.error = std::string("the piece on ") + from_s() + " belongs to the " +
                side_name(piece.side()) + ", but the " + side_name(pos.side_to_move()) +
                " are to move";
    return out;
  }
  if (pos.berserk_pending() && pos.square(record.from) != pos.berserk_square()) {
    out.error = "a berserk continuation is pending: only the piece on " +
                coord_to_string(pos.coord(pos.berserk_square())) + " may move";
    return out;
  }
  // A plain Move filled in place: an optional built from it a field at a time and read
  // back whole stalled every move replayed.
  Move move;
  if (!pos.find_legal(record.from, record.to, move)) {
    if (record.from == record.to)
      out.error = "the move does not go anywhere";
    else if (record.from.file != record.to.file && record.from.rank != record.to.rank)
      out.error = "pieces move along ranks and files only";
    else if (!pos.at(record.to).empty())
      out.error = to_s() + " is occupied";
    else if (pos.berserk_pending())
      out.error = "a berserk continuation must capture";
    else
      out.error = "the " + std::string(1, piece.letter()) + " on " + from_s() + " cannot reach " +
                  to_s() + " (blocked, too far, or a square it may not pass or stop on)";
    return out;
  }
  out.move.emplace(move);
  if (record.kind && *record.kind != piece.kind())
    out.warnings.push_back(std::string("the record names a '") + kind_letter(*record.kind) +
                           "' but the piece on " + from_s() + " is a '" + piece.letter() + "'");
  if (record.jump != move.jump)
    out.warnings.push_back(record.jump ? "written as a jump but it is not one"
                                       : "a jump written without '^'");
  if (record.berserk != pos.berserk_pending())
    out.warnings.push_back(record.berserk
                               ? "written as a berserk continuation ('=') but none is pending"
                               : "a berserk continuation written without '='");
  // The captures are compared only when the record lists some: OpenTafl lists every
  // capture it makes, and a move without a list is read as the rules play it.
  if (record.captures.empty()) {
    check_suffix(pos, move, record, out);
    return out;
  }
  std::vector<Capture> caps;
  pos.captures_of(move, caps);
  std::vector<Coord> ours;
  for (const Capture& c : caps)
    ours.push_back(pos.coord(c.square));
  std::vector<Coord> written;
  for (const auto& c : record.captures)
    written.push_back(c.square);
  std::sort(ours.begin(), ours.end());
  std::sort(written.begin(), written.end());
  if (ours != written) {
    std::string list;
    for (Coord c : ours)
      list += (list.empty() ? "" : "/") + coord_to_string(c);
    out.warnings.push_back("the captures written differ from the rules' (" +
                           (list.empty() ? std::string("none") : list) + ")");
  }
  // A letter written before a captured square must name the piece standing there.
  for (const auto& w : record.captures) {
    if (!w.piece) continue;
    const Piece there = pos.at(w.square);
    const bool listed = std::find(ours.begin(), ours.end(), w.square) != ours.end();
    if (listed && there != *w.piece)
      out.warnings.push_back(std::string("the capture on ") + coord_to_string(w.square) +
                             " names a '" + w.piece->letter() + "' but the piece there is a '" +
                             there.letter() + "'");
  }
  check_suffix(pos, move, record, out);
  return out;
}

std::string move_to_simple(const Position& pos, Move m) {
  return coord_to_string(pos.coord(m.from)) + "-" + coord_to_string(pos.coord(m.to));
}

namespace {

/// Puts `caps` in the order OpenTafl writes them (Taflman.moveTaflman): the jumped piece,
/// then the neighbours of the destination it takes west, east, on the rank below and on
/// the rank above (Coord.getAdjacentSpaces), then what OpenTafl does not list but the spec
/// does (shieldwall captures) in the order the rules found them. A neighbour with a piece
/// of its own side beyond it is part of a shieldwall: a sandwich needs an enemy there.
/// `before(coord)` is the piece on a square before the move.
template <class PieceBefore>
void order_as_opentafl(const Position& pos, Move m, Piece mover, std::vector<Capture>& caps,
                       PieceBefore&& before) {
  const BoardTables& t = *pos.tables();
  const Coord to = pos.coord(m.to);
  // The square between is on the board only for a jump. Only a capturing jump takes the
  // piece it goes over first: after a restricted jump from a special square the piece
  // jumped may fall to the sandwich against it, in its place among the neighbours.
  const bool capturing_jump = m.jump && t.jump[mover.type_index()] == JumpMode::capture;
  const Coord jumped =
      capturing_jump ? pos.coord(static_cast<int>((m.from + m.to) / 2)) : Coord{-1, -1};
  const int dim = pos.dim();
  const auto rank_of = [&](const Capture& c) {
    const Coord at = pos.coord(c.square);
    if (capturing_jump && at == jumped) return 0;
    const int df = at.file - to.file;
    const int dr = at.rank - to.rank;
    const int side = std::abs(df) + std::abs(dr) != 1 ? 0
                     : df == -1                       ? 1
                     : df == 1                        ? 2
                     : dr == -1                       ? 3
                                                      : 4;
    if (side == 0) return 5;
    const Coord beyond{at.file + df, at.rank + dr};
    if (beyond.file < 0 || beyond.rank < 0 || beyond.file >= dim || beyond.rank >= dim) return side;
    // A piece of the victim's own side beyond it makes a sandwich only when the square
    // it stands on is hostile to the victim anyway (a fort or throne whose list says so).
    const Piece there = before(beyond);
    const bool hostile_square = (t.hostile[pos.square(beyond)] >> c.piece.type_index()) & 1u;
    const bool wall =
        !c.piece.is_king() && !there.empty() && there.side() == c.piece.side() && !hostile_square;
    return wall ? 5 : side;
  };
  std::stable_sort(caps.begin(), caps.end(),
                   [&](const Capture& a, const Capture& b) { return rank_of(a) < rank_of(b); });
}

void append_captures(std::string& out, const Position& pos, const std::vector<Capture>& caps) {
  for (std::size_t i = 0; i < caps.size(); ++i) {
    out += i == 0 ? 'x' : '/';
    append_piece_letter(out, caps[i].piece, pos.rules().dialect);
    append_coord(out, pos.coord(caps[i].square));
  }
}

}  // namespace

std::string move_to_otn(const Position& pos, Move m) {
  Position scratch = pos;
  return move_to_otn(scratch, m);
}

std::string move_to_otn(Position& pos, Move m) {
  const Piece piece = pos.at(static_cast<int>(m.from));
  std::string out;
  append_piece_letter(out, piece, pos.rules().dialect);
  append_coord(out, pos.coord(m.from));
  if (m.jump) out += '^';
  if (pos.berserk_pending()) out += '=';
  if (!m.jump && !pos.berserk_pending()) out += '-';
  append_coord(out, pos.coord(m.to));
  std::vector<Capture> caps;
  pos.captures_of(m, caps);
  order_as_opentafl(pos, m, piece, caps, [&](Coord c) { return pos.at(c); });
  append_captures(out, pos, caps);
  out += suffix_text(suffix_after(pos, m));
  return out;
}

std::string move_to_otn_after(const Position& after) {
  return move_to_otn_after(after, *after.last_move());
}

std::string move_to_otn_after(const Position& after, const Move& m) {
  // A replay writes every move of a record: the piece, squares and separator are put
  // together in a buffer and become the string at once.
  char head[16];
  char* end = head;
  const Piece piece = after.at(static_cast<int>(m.to));
  if (writes_letter(piece, after.rules().dialect)) *end++ = piece.letter();
  end = put_coord(end, after.coord(m.from));
  const bool continuation = after.last_was_berserk_continuation();
  if (m.jump) *end++ = '^';
  if (continuation) *end++ = '=';
  if (!m.jump && !continuation) *end++ = '-';
  end = put_coord(end, after.coord(m.to));
  std::string out(head, static_cast<std::size_t>(end - head));
  const std::span<const Capture> taken = after.last_captures();
  if (taken.empty()) {
    out += suffix_text(suffix_of(after));
    return out;
  }
  std::vector<Capture> caps(taken.begin(), taken.end());
  // The board before the move, where it matters here: the captured pieces stood on their
  // squares (a taken mercenary stays, turned).
  order_as_opentafl(after, m, piece, caps, [&](Coord c) {
    const int sq = after.square(c);
    for (const Capture& t : taken)
      if (t.square == sq) return t.piece;
    return after.at(c);
  });
  append_captures(out, after, caps);
  out += suffix_text(suffix_of(after));
  return out;
}

}  // namespace skald::tafl
