#pragma once

// TaflSearchGame: a tafl Position dressed for the generic search (engine/game_concept.h).
// It adds what the search needs beyond the Position: outcomes seen by the side to move,
// the static evaluation (Evaluator), move codes for the transposition table, history-table
// slots (from-square x to-square), tactical moves (captures, and king moves that open an
// escape route) and the hashes of the game's earlier positions for repetition rules.

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "skald/engine/game_concept.h"
#include "skald/tafl/board_tables.h"
#include "skald/tafl/evaluation.h"
#include "skald/tafl/position.h"

namespace skald::tafl {

class TaflSearchGame {
 public:
  using Move = tafl::Move;
  using MoveList = tafl::MoveList;

  explicit TaflSearchGame(Position position)
      : position_(std::move(position)), evaluator_(position_.tables()) {}

  /// For the heuristic search only, never for proofs: where a third occurrence loses for
  /// the side that repeats (Copenhagen), a second occurrence after the current position
  /// counts as the third. A king who shuttles between two threats forces the single
  /// blocker to repeat; the search sees that loss a cycle (four plies) sooner, while there
  /// is still a better defence (Copenhagen games against OpenTafl lost by the attackers in
  /// 22 plies this way). In a cycle the side that repeats first also reaches the third
  /// occurrence first, so the verdict is the rules' own, only earlier. Not where repeating
  /// wins: a side could not be sure to get the third occurrence it would then play for.
  void anticipate_repetition() {
    anticipating_repetition_ = position_.tables()->repetition == RepetitionRule::win;
    root_ply_ = position_.ply();
  }

  const Position& position() const { return position_; }
  const Evaluator& evaluator() const { return evaluator_; }

  void generate_moves(MoveList& list) const { position_.generate_moves(list); }
  bool is_legal(const Move& m) const { return position_.is_legal(m); }
  void make(const Move& m) { position_.make(m); }
  void unmake() { position_.unmake(); }
  void make_pass() { position_.pass(); }
  std::uint64_t hash() const { return position_.hash(); }
  int side_to_move() const { return index(position_.side_to_move()); }
  engine::Outcome outcome() const {
    // game_over() first: in the OpenTafl dialect a side without a move plays on, so the
    // search need not look for a legal move at every node to know the game goes on.
    const Outcome o = position_.game_over() ? position_.outcome() : Outcome{};
    if (!o.over()) {
      if (anticipating_repetition_ && position_.ply() > root_ply_ && position_.occurrences() >= 2) {
        // The side that just moved repeated a position, which loses for it.
        return engine::Outcome::win;
      }
      return engine::Outcome::none;
    }
    auto winner = o.winner();
    if (!winner) return engine::Outcome::draw;
    return *winner == position_.side_to_move() ? engine::Outcome::win : engine::Outcome::loss;
  }
  /// A side without a legal move has lost, in both dialects: in the spec by the rules, in
  /// OpenTafl because it can only resign (issue 8, fact 8).
  engine::Outcome outcome_without_moves() const { return engine::Outcome::loss; }
  /// A small board's game is short: its main time is spread over fewer moves. On 11x11
  /// and larger boards the first moves decide as much as any (the king breaks out of an
  /// attack not yet formed, and is gone), and tafl has no opening book to play them
  /// quickly: no opening share, the main time spread over 30 moves from the first.
  engine::PhasePlan phase_plan() const {
    const int dim = position_.dim();
    if (dim <= 7) return {3, 6};
    if (dim <= 9) return {5, 10};
    return {0, 30};
  }
  /// One taflman (the best of 10, 35, 50, 100, 200 and 300 on the benchmark).
  int aspiration_window() const { return 100; }
  int evaluate() const { return evaluator_.evaluate(position_); }
  std::uint32_t move_code(const Move& m) const {
    return static_cast<std::uint32_t>(m.from) | (static_cast<std::uint32_t>(m.to) << 9) |
           (m.jump ? 1u << 18 : 0u);
  }
  /// The move of a move_code(), legal or not (engine::GameWithMoveDecoding).
  std::optional<Move> move_from_code(std::uint32_t code) const {
    const auto from = static_cast<std::uint16_t>(code & 0x1FF);
    const auto to = static_cast<std::uint16_t>((code >> 9) & 0x1FF);
    if (from >= position_.num_squares() || to >= position_.num_squares()) return std::nullopt;
    return Move{from, to, (code >> 18 & 1) != 0};
  }
  int history_slots() const { return position_.num_squares() * position_.num_squares(); }
  int history_slot(const Move& m) const { return m.from * position_.num_squares() + m.to; }
  /// The attackers to move while the king has a way to an escape square: standing pat
  /// would ignore the escape, so quiescence looks at every move (engine::GameWithThreats).
  bool must_answer_threat() const {
    if (position_.side_to_move() != Side::attackers) return false;
    RouteOfPly& route = routes_[static_cast<std::size_t>(position_.ply()) % routes_.size()];
    route.squares = {};
    return position_.escape_route_squares(route.squares);
  }
  /// After must_answer_threat() said so: whether `m` may stop the escape, by standing on
  /// the king's way, by moving the piece a jump of his goes over, or by capturing (the
  /// king, or a piece to change the board). Exact the other way: after any other move
  /// that leaves the game going on, the king escapes.
  bool answers_threat(const Move& m) const {
    const RouteOfPly& route = routes_[static_cast<std::size_t>(position_.ply()) % routes_.size()];
    const auto on_route = [&](int sq) {
      return (route.squares[static_cast<std::size_t>(sq >> 6)] >> (sq & 63) & 1) != 0;
    };
    return on_route(m.to) || on_route(m.from) || (may_capture(m) && position_.is_capture(m));
  }
  /// Captures, king moves that escape, and king moves to a square from which the king
  /// could escape next move. (Without the escapes, a king one move from a corner at the
  /// horizon was worth only the static value: Copenhagen games lost to it.)
  bool is_tactical(const Move& m) const {
    const Piece mover = position_.at(m.from);
    if (mover.is_king() &&
        (evaluator_.king_escapes_on(m.to) || evaluator_.king_route_from(position_, m.to)))
      return true;
    return may_capture(m) && position_.is_capture(m);
  }
  /// Position::capture_possible(m), answered for a node's many moves from its
  /// capture_targets(), kept per ply (the move ordering asks about a node's moves between
  /// the searches of its children). The targets are worked out at the eighth question of a
  /// node: most nodes ask once or twice (whether the move that cut off was tactical).
  bool may_capture(const Move& m) const {
    if (m.jump) return true;
    TargetsOfPly& cached = targets_[static_cast<std::size_t>(position_.ply()) % targets_.size()];
    if (cached.hash != position_.hash()) {
      cached.hash = position_.hash();
      cached.asked = 0;
    }
    if (cached.asked < kAsksBeforeTargets) {
      if (++cached.asked == kAsksBeforeTargets) position_.capture_targets(cached.targets);
      return position_.capture_possible(m);
    }
    return (cached.targets[m.to >> 6] & (std::uint64_t{1} << (m.to & 63))) != 0;
  }

  /// The values after the plain moves of the current position (Position::is_plain_move),
  /// found without making them (engine::GameWithFrontier).
  class Frontier {
   public:
    explicit Frontier(const TaflSearchGame& game)
        : position_(game.position_),
          evaluator_(game.evaluator_),
          context_(position_.plain_move_context()) {
      if (context_.possible) counts_ = evaluator_.count(position_);
    }
    /// Nothing for a move that gives the king an escape route: the attackers must answer
    /// it (must_answer_threat()), so the value after it is no bound.
    std::optional<int> value_after(const Move& m) const {
      if (!position_.is_plain_move(m, context_)) return std::nullopt;
      int routes = 0;
      const int value = evaluator_.value_after_plain_move(position_, counts_, m, &routes);
      if (routes > 0 && position_.side_to_move() == Side::defenders) return std::nullopt;
      return value;
    }

   private:
    const Position& position_;
    const Evaluator& evaluator_;
    Position::PlainMoveContext context_;
    Evaluator::Counts counts_;
  };
  Frontier frontier() const { return Frontier(*this); }

  /// Whether a move of the side to move might win at once (engine::GameWithWinTest).
  bool may_win_at_once() const { return position_.may_win_with_one_move(); }
  /// Whether a move of the side to move certainly wins at once: the king's escape
  /// (engine::GameWithSureWin).
  bool surely_wins_at_once() const {
    return position_.side_to_move() == Side::defenders && !position_.berserk_pending() &&
           !position_.game_over() && position_.king_has_escape_route();
  }

  /// Which moves of the current position certainly leave the game going on, with the
  /// other side to move (engine::GameWithPlainMoves): the plain moves, without their values.
  class PlainMoves {
   public:
    explicit PlainMoves(const Position& position)
        : position_(position), context_(position.plain_move_context()) {}
    bool goes_on_after(const Move& m) const { return position_.is_plain_move(m, context_); }

   private:
    const Position& position_;
    Position::PlainMoveContext context_;
  };
  PlainMoves plain_moves() const { return PlainMoves(position_); }

  /// The defenders' moves that cannot win within two of their moves, given the attackers'
  /// usual reply (engine::GameWithIdleMoves; Position::is_idle).
  class IdleMoves {
   public:
    IdleMoves(const Position& position, const Move& reply)
        : position_(position), context_(position.idle_context(reply)) {}
    bool idle(const Move& m) const { return position_.is_idle(m, context_); }
    bool possible() const { return context_.possible; }

   private:
    const Position& position_;
    Position::IdleContext context_;
  };
  IdleMoves idle_moves(const Move& reply) const { return IdleMoves(position_, reply); }

  /// Hashes of the positions before the current one that it or a later one can repeat
  /// (those since the last capture), oldest first; in a long game the latest of them.
  std::vector<std::uint64_t> earlier_positions() const { return position_.repeatable_hashes(); }
  /// Whether a position of a given hash was one of the older ones, counted, that
  /// earlier_positions() leaves out; empty when it leaves out none. Safe to call from
  /// every search thread while the game is played on.
  std::function<bool(std::uint64_t)> counted_earlier_positions() const {
    Position::CountedSteps counted = position_.counted_repeatable_steps();
    if (counted.empty()) return {};
    return [counted = std::move(counted)](std::uint64_t hash) { return counted.contains(hash); };
  }

 private:
  static constexpr int kAsksBeforeTargets = 8;
  struct TargetsOfPly {
    std::uint64_t hash = 0;
    int asked = 0;
    SquareBits targets{};
  };

  Position position_;
  Evaluator evaluator_;
  bool anticipating_repetition_ = false;
  int root_ply_ = 0;
  mutable std::array<TargetsOfPly, 128> targets_{};
  /// The king's ways out, per ply, for answers_threat().
  struct RouteOfPly {
    SquareBits squares{};
  };
  mutable std::array<RouteOfPly, 128> routes_{};
};

static_assert(engine::GameWithTactics<TaflSearchGame>);
static_assert(engine::GameWithFrontier<TaflSearchGame>);
static_assert(engine::GameWithPlainMoves<TaflSearchGame>);
static_assert(engine::GameWithSureWin<TaflSearchGame>);
static_assert(engine::GameWithIdleMoves<TaflSearchGame>);
static_assert(engine::GameWithMoveDecoding<TaflSearchGame>);
static_assert(engine::GameWithLegalityTest<TaflSearchGame>);

}  // namespace skald::tafl
