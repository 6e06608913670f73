#pragma once

// Position: one tafl position under one rule set, with make/unmake, legal move
// generation, captures, results, repetition and a Zobrist hash.
//
// The board is a byte array with a one-square off-board border (stride dim + 2), so
// slides stop on the border without bounds checks; a square index is
// (rank + 1) * (dim + 2) + file + 1 (see square() / coord()). Everything derived from the
// rules alone (square kinds, per-piece passable / stop / hostile masks, Zobrist keys, speed
// limits, jump modes) lives in BoardTables, computed once per rule set and shared by
// std::shared_ptr, so copying a Position copies only the board and the history.
//
// The rules implemented are described in captures.h (captures, piece kinds), movegen.cpp
// (movement, jumps, berserk) and results.cpp (escape, edge forts, surrounding,
// repetition). make() of an illegal move is a precondition violation (assert); use
// find_legal() or is_legal() on untrusted input.
//
// The class is split over position.cpp (construction, accessors, make/unmake),
// movegen.cpp (move generation), captures.cpp, results.cpp and repetition.cpp.

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "skald/tafl/board_tables.h"
#include "skald/tafl/counted_line.h"
#include "skald/tafl/move.h"
#include "skald/tafl/outcome.h"
#include "skald/tafl/rules.h"

namespace skald::tafl {

/// A piece taken off the board (or switched to the other side, for a mercenary) by a
/// move: where it stood and what it was before the capture.
struct Capture {
  std::uint16_t square = 0;
  Piece piece;
  friend bool operator==(const Capture&, const Capture&) = default;
};

/// A tafl position. Cheap to copy (the rule tables are shared). Not thread-safe: each
/// search thread works on its own copy.
class Position {
 public:
  /// The start position of `rules` (attackers to move when atkf:y).
  explicit Position(const TaflRules& rules);
  /// An arbitrary position: `board` holds dim * dim squares, index rank * dim + file
  /// (like TaflRules::start). The history starts here.
  Position(const TaflRules& rules, std::span<const Piece> board, Side to_move);
  /// Same, reusing the tables of another position of the same rules (cheap).
  Position(std::shared_ptr<const BoardTables> tables, std::span<const Piece> board, Side to_move);

  // --- board ---------------------------------------------------------------------------
  int dim() const { return tables_->dim; }
  const TaflRules& rules() const { return tables_->rules; }
  const std::shared_ptr<const BoardTables>& tables() const { return tables_; }
  /// Board index of a coordinate (must be on the board).
  int square(Coord c) const { return tables_->square(c); }
  /// Coordinate of a board index (must be on the board).
  Coord coord(int sq) const { return tables_->coord(sq); }
  /// One past the largest board index; for per-square tables of callers.
  int num_squares() const { return tables_->num_squares; }
  Piece at(Coord c) const { return Piece::from_code(board_[square(c)]); }
  Piece at(int sq) const { return Piece::from_code(board_[sq]); }
  /// The squares `side`'s pieces stand on (a mercenary counts for the side it serves).
  const SquareBits& occupied(Side side) const { return occupied_[index(side)]; }
  /// The board as dim * dim pieces, index rank * dim + file.
  std::vector<Piece> pieces() const;
  /// pieces() into `out`, reusing its storage (no allocation once it has the size).
  void pieces_into(std::vector<Piece>& out) const;

  // --- state ---------------------------------------------------------------------------
  Side side_to_move() const { return to_move_; }
  /// Zobrist hash of the board, the side to move, a pending berserk continuation and,
  /// where the rules make it matter (OpenTafl dialect, `sw` with `swf:y`: a piece's first
  /// move closes no shieldwall), which pieces have not moved yet. Repetition compares
  /// boards only, as OpenTafl does.
  std::uint64_t hash() const { return hash_ ^ development_hash_; }
  /// The same hash recomputed from scratch (for tests).
  std::uint64_t compute_hash() const;
  /// Moves made since this Position was constructed (each berserk step counts).
  int ply() const { return static_cast<int>(history_.size()); }
  /// Whether the side to move is in a berserk continuation (it moved and captured, and
  /// must / may move the same piece again); berserk_square() is that piece's square.
  bool berserk_pending() const { return berserk_square_ != 0; }
  int berserk_square() const { return berserk_square_; }
  /// How the game stands. "No legal moves" is found lazily on first call: the side to move
  /// loses in the spec dialect; in the OpenTafl dialect the game goes on, reported as
  /// {ongoing, EndReason::no_legal_moves} (engines still score it as lost).
  Outcome outcome() const;
  /// outcome().over(), found without looking for a legal move where the answer cannot
  /// depend on it (the OpenTafl dialect, in which a side that cannot move plays on): a
  /// replay asks it of every position.
  bool game_over() const {
    if (outcome_.over()) return true;
    return tables_->rules.dialect != Dialect::opentafl && outcome().over();
  }
  /// How many times the current position occurred since the last capture, counting this
  /// one, compared as repetition compares (occurrences(), without its shortcut).
  int repetition_count() const;
  /// A copy that keeps only the last steps of the history since the last capture (none
  /// when the rules ignore repetition): the same board, side, hash, result, berserk and
  /// first-move state, and the same repetitions ahead, but unmake() reaches back only a
  /// few steps and ply() counts from there. The older steps since the capture stay
  /// counted, their counts shared with this position, and the copy counts none of its own
  /// steps: it is for searches and move texts deep in long games, where a full copy costs
  /// as much as the game, not for playing a long game on.
  Position recent_copy() const;
  /// Forgets, in place, the steps before the last capture, or all of them when the rules
  /// ignore repetition. Nothing ahead changes
  /// (board, hash, result, repetitions); unmake() reaches back only to there, ply() counts
  /// from there, and last_move() is empty when every step is forgotten. For a game state
  /// that plays a long record, whose history would otherwise grow with every move.
  void forget_unrepeatable_history();
  /// forget_unrepeatable_history(), then also the steps since the last capture but the
  /// latest few, counted (as the older steps of a long game are) so the repetitions ahead
  /// stay the same: a copy then copies a few steps and shares the counts, and a repetition
  /// check looks up one key and compares a few steps, however long the game. For a game
  /// state that plays a record forward (unmake() reaches back only a few steps). Counts
  /// only every kFoldedSteps steps, so calling it before every move costs O(1) a move.
  void fold_history();
  /// A copy for a walk over a record that keeps one at each branch point (a game state's
  /// clone): it shares the counted steps with this position as a branch (counted_line.h),
  /// so neither copies them to play on. Both must stay on one thread; a plain copy may go
  /// to another.
  Position branch_copy() const;
  /// Whether this position and `other` share their counted steps (for tests).
  bool shares_counts_with(const Position& other) const {
    return counted_ && counted_.get() == other.counted_.get();
  }
  /// The hashes of the positions before this one since the last capture, oldest first:
  /// the only earlier positions this one or a later one can repeat (none under tfr:i).
  /// In a long game only the latest: the older ones are in counted_repeatable_steps().
  std::vector<std::uint64_t> repeatable_hashes() const;
  /// The steps since the last capture older than those repeatable_hashes() lists, counted:
  /// whether one of them started from a position of a given hash. Shares the counts (as a
  /// reader: counted_line.h), so it is cheap, and stays as it is while this position is
  /// played on (safe to read from other threads then). For a search's repetition table.
  class CountedSteps {
   public:
    bool empty() const { return !counts_; }
    bool contains(std::uint64_t hash) const;

   private:
    friend class Position;
    CountedLineRef counts_;
    std::size_t prefix_ = 0;
    bool parities_apart_ = false;
  };
  CountedSteps counted_repeatable_steps() const;

  // --- moves ---------------------------------------------------------------------------
  /// Every legal move of the side to move (none when the game is over), in board order.
  void generate_moves(MoveList& out) const;
  /// Whether the side to move has at least one legal move (early exit).
  bool has_legal_move() const;
  bool is_legal(Move m) const;
  /// The legal move from `from` to `to` (slide or jump), if there is one.
  std::optional<Move> find_legal(Coord from, Coord to) const {
    // Inline over an out parameter: a std::optional<Move> returned from out of line was
    // assembled in memory a field at a time and read back whole, a stall per move replayed.
    Move m;
    if (!find_legal_into(from, to, m)) return std::nullopt;
    return m;
  }
  /// find_legal() into `out`, which is set when it returns true.
  bool find_legal(Coord from, Coord to, Move& out) const { return find_legal_into(from, to, out); }
  /// Whether `m` (legal) would capture at least one piece, custodial or by jump
  /// (shieldwalls included). Does not change the position.
  bool is_capture(Move m) const;
  /// False when `m` (legal) certainly captures nothing: every capture needs a jump, or an
  /// enemy beside the destination whose far side (seen from the destination) holds a
  /// piece of the mover's side (or an enemy, in a shieldwall on the edge), lies off the
  /// board, or is a special or hostile square. Most moves fail it, and
  /// it is much cheaper than the capture rules; make(), is_capture() and is_plain_move()
  /// apply the rules only to moves that pass it.
  bool capture_possible(Move m) const;
  /// The squares where a move (not a jump) of the side to move passes capture_possible():
  /// the same test for every move of a position at once.
  void capture_targets(SquareBits& out) const;
  /// The captures `m` (legal) would make, in the order make() reports them.
  void captures_of(Move m, std::vector<Capture>& out) const;

  /// Plays a legal move. Precondition: is_legal(m).
  void make(Move m);
  /// Plays a berserk continuation under ber:c that captures nothing, which the rules do not
  /// allow and OpenTafl accepts in records: the berserker makes an ordinary move and the
  /// turn passes; the history goes on (OpenTafl never restarts it). Precondition:
  /// berserk_pending(), m starts on berserk_square() and is a non-capturing legal move of
  /// the same board with no continuation pending. unmake() takes it back like any move.
  void make_noncapturing_continuation(Move m);
  /// The side to move resigns; outcome() becomes a win of the other side.
  void resign();
  /// The side to move passes: the other side moves next on the same board. No rules allow
  /// it; engines ask what a side threatens by it (a null move). unmake() takes it back.
  /// Precondition: the game is not over.
  void pass();
  /// Takes back the last make() or resign(). Precondition: ply() > 0.
  void unmake();
  /// The move of the last make(), if the last step was a move. (These three are inline:
  /// out of line, their small results were stored and reloaded at every move replayed.)
  std::optional<Move> last_move() const {
    if (history_.empty() || history_.back().resign) return std::nullopt;
    return history_.back().move;
  }
  /// The pieces the last make() captured (empty after resign or at the start).
  std::span<const Capture> last_captures() const {
    if (history_.empty()) return {};
    const std::size_t begin = history_.back().captures_begin;
    return std::span<const Capture>(captures_.data() + begin, captures_.size() - begin);
  }
  /// Whether the last make() was a berserk continuation (OTN `=`).
  bool last_was_berserk_continuation() const {
    return !history_.empty() && history_.back().continuation;
  }

  // --- plain moves, for engines (plain_moves.cpp) --------------------------------------
  /// What every is_plain_move() call of one position needs, found once.
  struct PlainMoveContext {
    bool possible = false;             // this position can have plain moves at all
    bool repetition_possible = false;  // a move could make a third occurrence
    SquareBits capture_targets{};      // capture_targets()
    SquareBits fort_movers{};          // pieces whose plain move might make an edge fort
  };
  PlainMoveContext plain_move_context() const;
  /// Whether `m` (legal) is a plain move: not a king's move or a jump, it captures nothing,
  /// and the position after it is certainly not over (no escape, edge fort, encirclement or
  /// third occurrence, and the opponent keeps a legal move), so its value is the static
  /// evaluation. Conservative: false can also mean "not sure".
  bool is_plain_move(Move m, const PlainMoveContext& context) const;
  /// What every is_idle() call of one position needs, found once: the defenders to move,
  /// `reply` a move of the attackers (an engine's usual answer).
  struct IdleContext {
    bool possible = false;  // this position can have idle moves at all
    PlainMoveContext plain;
    Move reply{};
  };
  IdleContext idle_context(Move reply) const;
  /// Whether after the defenders' `m` (legal) the context's reply is legal and leaves the
  /// defenders no move that wins at once, so that `m` cannot win within two of their
  /// moves: a plain move far from the reply's destination, off the reply's way and off the
  /// king's rank and file, in a position without a king's way out. Conservative: false can
  /// also mean "not sure".
  bool is_idle(Move m, const IdleContext& context) const;
  /// Whether some move of the side to move might end the game in its favour (an escape, a
  /// fort, the king taken, the opponent's last pieces taken or left without a move, a
  /// decisive repetition). Conservative: true can also mean "not sure"; false is certain,
  /// and found without generating a move (the proof search's last winner's move).
  bool may_win_with_one_move() const;
  /// Whether the opponent of the side to move keeps a legal move after any one move.
  bool opponent_keeps_a_move() const;
  /// Whether no one move of the attackers can enclose every defender (surf:y): four
  /// defenders each on the edge or with empty lines to it in two directions (a move
  /// blocks one line and takes at most three pieces; false under shieldwall rules).
  bool encirclement_out_of_reach() const;

  // --- queries for notation and engines --------------------------------------------
  /// Whether the king (of the defenders) could be captured by the attackers' next move,
  /// were it their turn (OTN `+`).
  bool king_threatened() const;
  /// Whether a defender king could reach an escape square with one move, were it the
  /// defenders' turn (OTN `-`).
  bool king_has_escape_route() const;
  /// The same, adding to `squares` every square a move of the king to an escape square
  /// crosses or lands on (and the piece a jump goes over): only a move onto one of them,
  /// or from one, or a capture, can take every such move away from him.
  bool escape_route_squares(SquareBits& squares) const;
  /// Whether the defenders' king stands where he escapes (a corner, or the edge under
  /// esc:e). Results are judged after moves, so this is how a position given whole, with
  /// the king already there, is known to be a game the defenders have won.
  bool king_on_escape_square() const;
  /// How often the current position (side to move included) has occurred since the last
  /// capture, this time included.
  int occurrences() const;
  /// How many earlier steps the next repetition check compares one by one; those before
  /// them back to the last capture are counted once and looked up, so however long the
  /// game this stays at most 128 (a figure for tests, which check that it does).
  std::size_t repetition_steps_scanned() const;
  /// The defender king's square, 0 when none is on the board.
  int king_square() const { return king_square_; }

 private:
  /// At most four custodial captures, one jumped piece and two shieldwalls per move.
  static constexpr int kMaxCapturesPerMove = 8 + 4 * kMaxDim;
  /// Room for the captures of one move. Left uninitialised: it lives on the stack of
  /// every make() and is_capture(), and zeroing it cost more than the captures.
  union CaptureBuffer {
    CaptureBuffer() {}
    Capture items[kMaxCapturesPerMove];
  };

  struct Undo {
    Move move;
    bool resign = false;        // a resignation or a pass: nothing moved on the board
    bool continuation = false;  // this step was a berserk continuation
    std::uint16_t prev_berserk_square = 0;
    std::uint16_t prev_king_square = 0;
    Side prev_to_move = Side::attackers;
    Outcome prev_outcome;
    bool mover_undeveloped = false;       // the mover had not moved before (track_development)
    std::int8_t prev_walls_pending = -1;  // walls_pending_cache_ of the position before
    std::int8_t prev_wall_possible = -1;  // wall_possible_cache_ of the position before
    std::uint64_t prev_hash = 0;          // also what repetition compares against
    std::uint32_t prev_irreversible = 0;
    std::uint32_t captures_begin = 0;  // into captures_
  };

  void init(std::span<const Piece> board, Side to_move);
  // The first step of history_ that a repetition can still reach (recent_copy()).
  std::size_t first_repeatable_step() const;
  // make() without its precondition check: the move is made as geometry and rules say.
  void make_step(Move m);
  // Whether the position after the move just made occurred twice before (make() only).
  bool third_occurrence() const;
  // The hash repetition compares, of a position of hash `hash` with a berserk continuation
  // pending on `berserk_sq` (0: none): OpenTafl's hash leaves the continuation out
  // (BoardTables::repetition_ignores_berserk).
  std::uint64_t repetition_key(std::uint64_t hash, int berserk_sq) const {
    const BoardTables& t = *tables_;
    return t.repetition_ignores_berserk && berserk_sq != 0 ? hash ^ t.zobrist_berserk[berserk_sq]
                                                           : hash;
  }
  // How many steps since the last capture, up to history_[last], started from a position
  // of repetition key `key`: the occurrences before the position after step `last`, when
  // its key is `key` (last = history_.size() - 1 for the current position, history_.size()
  // for the one after a move not yet made).
  int earlier_occurrences(std::uint64_t key, std::ptrdiff_t last) const;
  // earlier_occurrences() among the steps compared one by one alone (from
  // first_scanned_step() on), leaving out the counted ones.
  int scanned_occurrences(std::uint64_t key, std::ptrdiff_t last) const;
  // Whether the next step could make a third occurrence: four steps since the last capture.
  bool repetition_within_reach() const { return history_.size() + 1 - irreversible_ >= 4; }
  // repetition.cpp: the first step of history_ that earlier_occurrences() compares one by
  // one; those from the last capture up to it are looked up in counted_.
  std::size_t first_scanned_step() const {
    return counted_begin_ == irreversible_ ? counted_end_ : irreversible_;
  }
  // The key under which counted_ holds a step that started from a position of repetition
  // key `key`, at index `step` of history_: where repetition compares only every other
  // step, the steps an odd number after counted_begin_ are kept apart from the others.
  std::uint64_t counted_key(std::uint64_t key, std::size_t step) const {
    return !tables_->repetition_ignores_berserk && ((step + counted_parity_) & 1) != 0
               ? key ^ kOddStep
               : key;
  }
  static constexpr std::uint64_t kOddStep = 0x9e3779b97f4a7c15ull;
  std::uint64_t counted_key(std::size_t step) const {
    const Undo& u = history_[step];
    return counted_key(repetition_key(u.prev_hash, u.prev_berserk_square), step);
  }
  // Counts in counted_ all but the last kScannedSteps / 2 steps since the last capture
  // (make_step(), once more than kScannedSteps of them are scanned one by one).
  void count_earlier_steps();
  // Takes the last step of history_ out of counted_ if it is counted (unmake()).
  void uncount_last_step();
  // Counts the step of history_ at `step` (counted_key()) after the counted ones.
  void count_step(std::size_t step) {
    counted_.to_append_at(counted_prefix_).push_back(counted_key(step));
    ++counted_prefix_;
  }
  // How many counted steps have repetition key `key` (already passed through counted_key()).
  std::uint32_t counted_occurrences(std::uint64_t key) const {
    return counted_ ? counted_.get()->keys.count(key, counted_prefix_) : 0;
  }
  // Forgets every counted step.
  void drop_counted() {
    counted_ = CountedLineRef();
    counted_prefix_ = 0;
  }
  // fold_history() lets a history that would have to copy the counts to fold grow up to
  // this many steps first: a short variation off a long shared game never copies them.
  // (make_step() counts the steps beyond kScannedSteps, 128, itself.)
  static constexpr std::size_t kUnfoldedSteps = 128;
  static constexpr std::size_t kScannedSteps = 128;
  // fold_history() keeps kFoldedSteps to 2 * kFoldedSteps - 1 steps (at least four: a
  // third occurrence needs four steps since the last capture, and occurrences() takes
  // fewer for none).
  static constexpr std::size_t kFoldedSteps = 8;
  // movegen.cpp
  template <class Sink>
  bool for_each_move_of(int from, Sink&& sink) const;
  template <class Sink>
  bool for_each_move(Sink&& sink) const;
  bool piece_has_capturing_move(int sq) const;
  // The parts of is_legal(): whether the side to move may move the piece on `from` at
  // all; whether for_each_move_of(from) yields the slide to `to` (found by walking only
  // towards `to`: is_legal() checks every move of a replayed record) or the jump `m`;
  // whether a pending ber:c continuation lets the generated move `m` be played.
  // find_legal_into() is find_legal() with `out` set when it returns true.
  bool find_legal_into(Coord from, Coord to, Move& out) const;
  bool may_move_piece_on(int from) const;
  bool slide_is_generated(int from, int to) const;
  bool jump_is_generated(Move m) const;
  bool continuation_allows(Move m) const;
  // movegen_inl.h: false when `m` certainly captures nothing (a cheap filter).
  bool may_capture(Move m) const;
  // captures.cpp: the captures `m` would make, computed on the board before the move:
  // all of them, or only the custodial ones and the jumped piece (no shieldwall, no
  // Linnaean capture), which are all OpenTafl's Taflman.getCapturingMoves sees.
  enum class CaptureKinds : std::uint8_t { all, custodial_and_jumps };
  int collect_captures(Move m, Capture* out, CaptureKinds kinds = CaptureKinds::all) const;
  // captures.cpp: OpenTafl's shieldwalls (BoardTables::opentafl_walls): the wall captures
  // of `m`, appended to the `n` captures found before; whether the side to move takes a
  // wall on the board as it stands (swf:n, cached).
  int opentafl_wall_captures(Move m, Capture* out, int n) const;
  bool opentafl_walls_pending() const;
  bool opentafl_wall_possible(Move m) const;
  bool opentafl_wall_possible_with(int extra) const;
  bool undeveloped(int sq) const { return (undeveloped_[sq >> 6] >> (sq & 63)) & 1u; }
  // results.cpp: the result decided by the move just made (board already updated).
  // Not const: edge_fort_opentafl() keeps its witness (fort_witness_).
  Outcome decide_after_move(Move m, int captures);
  bool defenders_surrounded() const;
  bool defenders_hemmed_in() const;
  bool may_separate(int sq) const;
  bool edge_fort_at(int king_sq) const;
  bool edge_fort_opentafl();
  // results.cpp: whether a plain move (is_plain_move()) of the side to move can make an
  // edge fort only by moving a piece on one of `movers`; false when any plain move might.
  bool plain_moves_keep_out_forts(SquareBits& movers) const;
  // plain_moves.cpp: whether the defenders' king could escape with one move on the board
  // after the attackers' `reply` (a legal slide that captures nothing; no king jumps).
  bool king_escapes_after(Move reply) const;
  // plain_moves.cpp: how many different ordinary empty squares lie beside `side`'s
  // pieces other than the one on `except` (0: none), counted up to `enough`.
  int ordinary_squares_beside(Side side, int except, int enough) const;
  bool king_in_opentafl_wall() const;

  std::shared_ptr<const BoardTables> tables_;
  std::array<std::uint8_t, kMaxSquares> board_{};
  /// The squares each side's pieces stand on (a mercenary counts for the side it
  /// currently serves), one bit per board index: move generation visits the pieces in
  /// board order without reading every square. Kept in step with board_ by make/unmake.
  std::array<SquareBits, 2> occupied_{};
  void occupy(std::uint8_t piece, int sq) {
    occupied_[piece > kPieceKinds][sq >> 6] |= std::uint64_t{1} << (sq & 63);
  }
  void vacate(std::uint8_t piece, int sq) {
    occupied_[piece > kPieceKinds][sq >> 6] &= ~(std::uint64_t{1} << (sq & 63));
  }
  /// `piece` moves between `a` and `b` (either way): both bits flip, in one
  /// read-modify-write when they share a word (the usual case; two dependent writes to
  /// one word showed up in unmake's profile).
  void move_bits(std::uint8_t piece, int a, int b) {
    SquareBits& bits = occupied_[piece > kPieceKinds];
    const std::uint64_t bit_a = std::uint64_t{1} << (a & 63);
    const std::uint64_t bit_b = std::uint64_t{1} << (b & 63);
    if ((a >> 6) == (b >> 6)) {
      bits[a >> 6] ^= bit_a | bit_b;
    } else {
      bits[a >> 6] ^= bit_a;
      bits[b >> 6] ^= bit_b;
    }
  }
  Side to_move_ = Side::attackers;
  std::uint16_t berserk_square_ = 0;
  std::uint16_t king_square_ = 0;   // a defender king's square, 0 when none is left
  std::uint32_t irreversible_ = 0;  // ply of the last capture (repetition scans from there)
  std::uint64_t hash_ = 0;
  Outcome outcome_;
  mutable std::int8_t no_moves_cache_ = -1;       // -1 unknown, 0 has moves, 1 none
  mutable std::int8_t walls_pending_cache_ = -1;  // opentafl_walls_pending(), -1 unknown
  mutable std::int8_t wall_possible_cache_ = -1;  // opentafl_wall_possible() of most moves
  /// Edge forts in the OpenTafl dialect: an attacker known to border the squares the king
  /// on fort_king_ reaches (0: none known), found by edge_fort_opentafl(), and the empty
  /// squares the reach was found through. Until a piece lands on one of those, the king
  /// moves or the attacker goes, there is no fort, and the check after a move is skipped:
  /// a long game's king is mostly far from any fort. Kept by make_step() and unmake().
  SquareBits fort_relied_{};
  std::uint16_t fort_witness_ = 0;
  std::uint16_t fort_king_ = 0;
  /// A piece comes onto `sq`: the fort witness goes if its reach went through `sq`.
  void fort_square_filled(int sq) {
    if (fort_witness_ != 0 && ((fort_relied_[sq >> 6] >> (sq & 63)) & 1) != 0) fort_witness_ = 0;
  }
  /// The pieces that have not moved since the start (only with track_development), and
  /// their part of hash(); per capture in captures_, whether the piece had not moved.
  SquareBits undeveloped_{};
  std::uint64_t development_hash_ = 0;
  std::vector<std::uint8_t> captured_undeveloped_;
  std::vector<Undo> history_;
  std::vector<Capture> captures_;
  /// The repetition keys of steps [counted_begin_, counted_end_) of history_ (counted_key()),
  /// so that repetition in a long game without captures looks the old steps up and scans
  /// only the last few one by one (at most kScannedSteps: a search below this position
  /// never reaches back to the counted ones). In a recent_copy(), also of the steps before
  /// history_[0] that it left out (then counted_begin_ == 0). Used while counted_begin_ ==
  /// irreversible_; after a capture it waits unused until the steps since are many enough
  /// to count afresh. The first counted_prefix_ keys of a line shared between copies
  /// (counted_line.h: copied before a change another holder would see).
  /// The parity of counted_parity_ + a step's index tells which steps counted_key() sets
  /// apart; counts_new_steps_ is false in a recent_copy(), which counts none of its own.
  CountedLineRef counted_;
  std::uint32_t counted_prefix_ = 0;
  std::uint32_t counted_begin_ = 0;
  std::uint32_t counted_end_ = 0;
  std::uint8_t counted_parity_ = 0;
  bool counts_new_steps_ = true;
};

inline bool Position::capture_possible(Move m) const {
  const BoardTables& t = *tables_;
  // OpenTafl's relaxed shieldwalls may fall on any move (captures.cpp).
  if (m.jump || t.opentafl_walls_anywhere) return true;
  // Piece codes: attackers 1..6, defenders 7..12, empty 0, off-board 0xff.
  // An enemy beyond the enemy only matters in a shieldwall along the edge the mover lands on
  // (the other shieldwall shape has the board's end beyond).
  const bool attacker = board_[m.from] <= kPieceKinds;
  const std::uint8_t low = attacker ? 1 + kPieceKinds : 1;
  const std::uint8_t high = attacker ? 2 * kPieceKinds : kPieceKinds;
  const bool wall = t.rules.shieldwall != ShieldwallMode::none && t.edge[m.to];
  for (int d : t.dirs) {
    const int n = m.to + d;
    const std::uint8_t code = board_[n];
    if (code < low || code > high) continue;
    const int beyond = n + d;
    const std::uint8_t far = board_[beyond];
    if (far == kOffBoard || (far != 0 && (far < low || far > high || wall)) ||
        (t.kind[beyond] & kSpecial) || t.hostile[beyond] != 0 || t.hostile_when_empty[beyond] != 0)
      return true;
  }
  return false;
}

}  // namespace skald::tafl
