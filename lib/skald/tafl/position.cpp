// Position: construction, accessors, hashing, make / unmake.

#include "skald/tafl/movegen_inl.h"

#include <bit>
#include <cassert>

namespace skald::tafl {

namespace {

constexpr std::uint8_t kKingDefender = 1 + kPieceKinds + static_cast<int>(PieceKind::king);
constexpr std::size_t kReservedPlies = 512;

}  // namespace

Position::Position(const TaflRules& rules)
    : Position(BoardTables::build(rules), rules.start,
               rules.attackers_first ? Side::attackers : Side::defenders) {}

Position::Position(const TaflRules& rules, std::span<const Piece> board, Side to_move)
    : Position(BoardTables::build(rules), board, to_move) {}

Position::Position(std::shared_ptr<const BoardTables> tables, std::span<const Piece> board,
                   Side to_move)
    : tables_(std::move(tables)) {
  init(board, to_move);
}

void Position::init(std::span<const Piece> board, Side to_move) {
  const BoardTables& t = *tables_;
  board_.fill(kOffBoard);
  const int n = t.dim * t.dim;
  assert(static_cast<int>(board.size()) == n);
  for (int i = 0; i < n; ++i) {
    const int sq = t.board_square[i];
    const Piece p = i < static_cast<int>(board.size()) ? board[i] : Piece{};
    board_[sq] = p.code();
    if (!p.empty()) occupy(p.code(), sq);
    if (p.code() == kKingDefender && king_square_ == 0)
      king_square_ = static_cast<std::uint16_t>(sq);
  }
  to_move_ = to_move;
  if (t.track_development) {
    // A position's pieces start out unmoved, as when OpenTafl loads a start position.
    for (int w = 0; w < kSquareWords; ++w)
      undeveloped_[w] = occupied_[0][w] | occupied_[1][w];
    captured_undeveloped_.reserve(kReservedPlies);
  }
  for (int w = 0; w < kSquareWords; ++w)
    for (std::uint64_t bits = undeveloped_[w]; bits != 0; bits &= bits - 1)
      development_hash_ ^= t.zobrist_undeveloped[w * 64 + std::countr_zero(bits)];
  hash_ = compute_hash() ^ development_hash_;  // the board's part, which repetition compares
  history_.reserve(kReservedPlies);
  captures_.reserve(kReservedPlies);
}

std::vector<Piece> Position::pieces() const {
  std::vector<Piece> out;
  pieces_into(out);
  return out;
}

void Position::pieces_into(std::vector<Piece>& out) const {
  const BoardTables& t = *tables_;
  out.resize(static_cast<std::size_t>(t.dim * t.dim));
  for (int i = 0; i < t.dim * t.dim; ++i)
    out[static_cast<std::size_t>(i)] = Piece::from_code(board_[t.board_square[i]]);
}

std::uint64_t Position::compute_hash() const {
  const BoardTables& t = *tables_;
  std::uint64_t h = 0;
  for (int i = 0; i < t.dim * t.dim; ++i) {
    const int sq = t.board_square[i];
    if (board_[sq] != 0) h ^= t.zobrist_piece[sq][board_[sq] - 1];
  }
  if (to_move_ == Side::defenders) h ^= t.zobrist_defenders_to_move;
  if (berserk_square_ != 0) h ^= t.zobrist_berserk[berserk_square_];
  for (int w = 0; w < kSquareWords; ++w)
    for (std::uint64_t bits = undeveloped_[w]; bits != 0; bits &= bits - 1)
      h ^= t.zobrist_undeveloped[w * 64 + std::countr_zero(bits)];
  return h;
}

Position Position::recent_copy() const {
  // A fresh Position of the same board gives the board, the piece bits and the tables;
  // the rest of the state is taken over field by field.
  Position out(tables_, pieces(), to_move_);
  out.berserk_square_ = berserk_square_;
  out.king_square_ = king_square_;
  out.hash_ = hash_;
  out.outcome_ = outcome_;
  out.undeveloped_ = undeveloped_;
  out.development_hash_ = development_hash_;
  // The steps since the last capture took nothing (a capture resets irreversible_), so
  // none of them points into captures_; their scans start at the new history's start.
  // Those counted are left out and their counts shared: a copy for every search of a
  // long record would otherwise cost as much as the record.
  std::size_t first = first_repeatable_step();
  if (counted_ && counted_begin_ == first) {
    first = counted_end_;
    out.counted_ = counted_;
    out.counted_prefix_ = counted_prefix_;
    out.counted_parity_ = static_cast<std::uint8_t>((counted_parity_ + first) & 1);
  }
  out.counts_new_steps_ = false;
  out.history_.assign(history_.begin() + static_cast<std::ptrdiff_t>(first), history_.end());
  for (Undo& u : out.history_) {
    u.prev_irreversible = 0;
    u.captures_begin = 0;
  }
  out.irreversible_ = 0;
  return out;
}

std::size_t Position::first_repeatable_step() const {
  // Without a repetition rule no earlier position matters at all.
  return tables_->repetition == RepetitionRule::ignore ? history_.size()
                                                       : static_cast<std::size_t>(irreversible_);
}

void Position::forget_unrepeatable_history() {
  const std::size_t first = first_repeatable_step();
  if (first == 0) return;
  // As in recent_copy(): the steps kept captured nothing, so every capture (and its
  // first-move flag) belongs to a forgotten step. Once done, nothing is left to forget
  // until the next capture, so a game state calling this before every move pays for each
  // step once.
  history_.erase(history_.begin(), history_.begin() + static_cast<std::ptrdiff_t>(first));
  for (Undo& u : history_) {
    u.prev_irreversible = 0;
    u.captures_begin = 0;
  }
  captures_.clear();
  captured_undeveloped_.clear();
  irreversible_ = 0;
  if (counted_begin_ == first) {
    counted_end_ -= static_cast<std::uint32_t>(first);
    counted_parity_ = static_cast<std::uint8_t>((counted_parity_ + first) & 1);
  } else {
    drop_counted();
    counted_end_ = 0;
  }
  counted_begin_ = 0;
}

Outcome Position::outcome() const {
  if (outcome_.over()) return outcome_;
  if (no_moves_cache_ < 0) no_moves_cache_ = has_legal_move() ? 0 : 1;
  if (no_moves_cache_ == 1) {
    // OpenTafl has no rule for a side that cannot move: the game goes on, and the side can
    // only resign (GameState.checkVictory; issue 8, fact 8).
    if (tables_->rules.dialect == Dialect::opentafl)
      return Outcome{GameStatus::ongoing, EndReason::no_legal_moves};
    return Outcome::win(opponent(to_move_), EndReason::no_legal_moves);
  }
  return outcome_;
}

void Position::make(Move m) {
  assert(is_legal(m));
  make_step(m);
}

void Position::make_noncapturing_continuation(Move m) {
  assert(berserk_pending() && m.from == berserk_square_);
  make_step(m);
  assert(last_captures().empty() && side_to_move() != history_.back().prev_to_move);
}

inline void Position::make_step(Move m) {
  const BoardTables& t = *tables_;
  CaptureBuffer found;
  const int n = capture_possible(m) ? collect_captures(m, found.items) : 0;

  // Filled in place: building an Undo on the stack and copying it in was measurably
  // slower (partial stores followed by a wide load).
  Undo& u = history_.emplace_back();
  u.move = m;
  u.resign = false;
  u.continuation = berserk_square_ != 0;
  u.prev_berserk_square = berserk_square_;
  u.prev_king_square = king_square_;
  u.prev_to_move = to_move_;
  u.prev_outcome = outcome_;
  u.prev_hash = hash_;
  u.prev_irreversible = irreversible_;
  u.captures_begin = static_cast<std::uint32_t>(captures_.size());

  u.mover_undeveloped = false;
  u.prev_walls_pending = walls_pending_cache_;
  u.prev_wall_possible = wall_possible_cache_;
  if (t.track_development && undeveloped(m.from)) {
    u.mover_undeveloped = true;
    undeveloped_[m.from >> 6] &= ~(std::uint64_t{1} << (m.from & 63));
    development_hash_ ^= t.zobrist_undeveloped[m.from];
  }

  const std::uint8_t piece = board_[m.from];
  const auto& keys = t.zobrist_piece;
  hash_ ^= keys[m.from][piece - 1] ^ keys[m.to][piece - 1];
  board_[m.to] = piece;
  board_[m.from] = 0;
  move_bits(piece, m.from, m.to);
  fort_square_filled(m.to);
  if (m.from == king_square_) king_square_ = m.to;
  if (berserk_square_ != 0) hash_ ^= t.zobrist_berserk[berserk_square_];
  berserk_square_ = 0;

  if (n > 0) {
    bool king_taken = false;
    for (int i = 0; i < n; ++i) {
      const Capture c = found.items[i];
      const std::uint8_t v = c.piece.code();
      captures_.push_back(c);
      hash_ ^= keys[c.square][v - 1];
      vacate(v, c.square);
      if (t.track_development) {
        // A turned mercenary keeps its state; a piece taken off the board leaves.
        const bool was = undeveloped(c.square) && c.piece.kind() != PieceKind::mercenary;
        captured_undeveloped_.push_back(was);
        if (was) {
          undeveloped_[c.square >> 6] &= ~(std::uint64_t{1} << (c.square & 63));
          development_hash_ ^= t.zobrist_undeveloped[c.square];
        }
      }
      if (c.piece.kind() == PieceKind::mercenary) {
        // A captured mercenary changes sides instead of leaving the board.
        const Piece turned(opponent(c.piece.side()), PieceKind::mercenary);
        board_[c.square] = turned.code();
        occupy(turned.code(), c.square);
        hash_ ^= keys[c.square][turned.code() - 1];
      } else {
        board_[c.square] = 0;
      }
      if (v == kKingDefender) king_taken = true;
    }
    irreversible_ = static_cast<std::uint32_t>(history_.size());
    if (king_taken) {
      king_square_ = 0;
      for (int i = 0; i < t.dim * t.dim && king_square_ == 0; ++i)
        if (board_[t.board_square[i]] == kKingDefender) king_square_ = t.board_square[i];
    }
  }
  no_moves_cache_ = -1;
  walls_pending_cache_ = -1;
  wall_possible_cache_ = -1;

  outcome_ = decide_after_move(m, n);

  // Berserk: a capturing move earns the same piece another move (ber:c only when it can
  // capture again).
  bool again = false;
  if (!outcome_.over() && n > 0 && t.rules.berserk != BerserkMode::none) {
    if (t.rules.berserk == BerserkMode::capture) {
      again = piece_has_capturing_move(m.to);
    } else {
      again = for_each_move_of(m.to, [](Move) { return true; });
    }
  }
  if (again) {
    berserk_square_ = m.to;
    hash_ ^= t.zobrist_berserk[m.to];
  } else {
    to_move_ = opponent(to_move_);
    hash_ ^= t.zobrist_defenders_to_move;
    // What the caches hold depends on the side to move, and the berserk check above may
    // have filled them for the mover (issue 32: a wall then fell or not by the move before).
    no_moves_cache_ = -1;
    walls_pending_cache_ = -1;
    wall_possible_cache_ = -1;
  }
  if (counts_new_steps_ && t.repetition != RepetitionRule::ignore &&
      history_.size() - first_scanned_step() > kScannedSteps)
    count_earlier_steps();
  // Repetition is judged on the position after the whole step, side to move included.
  if (!outcome_.over() && t.repetition != RepetitionRule::ignore && third_occurrence()) {
    const Side mover = u.prev_to_move;
    switch (t.repetition) {
      case RepetitionRule::draw:
        outcome_ = Outcome::draw(EndReason::repetition);
        break;
      case RepetitionRule::win:
        outcome_ = Outcome::win(opponent(mover), EndReason::repetition);
        break;
      case RepetitionRule::loss:
        outcome_ = Outcome::win(mover, EndReason::repetition);
        break;
      case RepetitionRule::ignore:
        break;
    }
  }
}

void Position::resign() {
  Undo u;
  u.resign = true;
  u.prev_berserk_square = berserk_square_;
  u.prev_king_square = king_square_;
  u.prev_to_move = to_move_;
  u.prev_outcome = outcome_;
  u.prev_hash = hash_;
  u.prev_irreversible = irreversible_;
  u.captures_begin = static_cast<std::uint32_t>(captures_.size());
  history_.push_back(u);
  outcome_ = Outcome::win(opponent(to_move_), EndReason::resignation);
  no_moves_cache_ = -1;
  walls_pending_cache_ = -1;
  wall_possible_cache_ = -1;
}

void Position::pass() {
  assert(!outcome_.over());
  resign();
  // A resignation's step, with the turn handed over instead of the game: berserk ends.
  history_.back().resign = true;
  outcome_ = history_.back().prev_outcome;
  const BoardTables& t = *tables_;
  if (berserk_square_ != 0) hash_ ^= t.zobrist_berserk[berserk_square_];
  berserk_square_ = 0;
  to_move_ = opponent(to_move_);
  hash_ ^= t.zobrist_defenders_to_move;
}

void Position::unmake() {
  assert(!history_.empty());
  // Read field by field: make() has just written them one by one, and a whole-struct
  // copy (wide loads over narrow stores still in flight) stalled here.
  const Undo& u = history_.back();
  if (!u.resign) {
    for (std::size_t i = captures_.size(); i > u.captures_begin; --i) {
      const Capture& c = captures_[i - 1];
      const std::uint8_t now = board_[c.square];  // a turned mercenary, or empty
      if (now != 0) vacate(now, c.square);
      board_[c.square] = c.piece.code();
      occupy(c.piece.code(), c.square);
      fort_square_filled(c.square);
    }
    const std::uint8_t piece = board_[u.move.to];
    board_[u.move.from] = piece;
    board_[u.move.to] = 0;
    move_bits(piece, u.move.to, u.move.from);
    fort_square_filled(u.move.from);
    if (tables_->track_development) {
      const std::size_t begin =
          captured_undeveloped_.size() - (captures_.size() - u.captures_begin);
      for (std::size_t i = begin; i < captured_undeveloped_.size(); ++i) {
        if (!captured_undeveloped_[i]) continue;
        const int sq = captures_[u.captures_begin + (i - begin)].square;
        undeveloped_[sq >> 6] |= std::uint64_t{1} << (sq & 63);
        development_hash_ ^= tables_->zobrist_undeveloped[sq];
      }
      captured_undeveloped_.resize(begin);
      if (u.mover_undeveloped) {
        undeveloped_[u.move.from >> 6] |= std::uint64_t{1} << (u.move.from & 63);
        development_hash_ ^= tables_->zobrist_undeveloped[u.move.from];
      }
    }
  }
  captures_.resize(u.captures_begin);
  berserk_square_ = u.prev_berserk_square;
  king_square_ = u.prev_king_square;
  to_move_ = u.prev_to_move;
  outcome_ = u.prev_outcome;
  hash_ = u.prev_hash;
  irreversible_ = u.prev_irreversible;
  no_moves_cache_ = -1;
  walls_pending_cache_ = u.prev_walls_pending;
  wall_possible_cache_ = u.prev_wall_possible;
  uncount_last_step();
  history_.pop_back();
}

}  // namespace skald::tafl
