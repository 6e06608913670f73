#pragma once

// ProofSearch: an exact search for a forced win within a number of the winner's moves
// (a puzzle's "defenders win in 4"). It knows only proven values: at the winner's turn one
// move that wins within the bound proves the node, at the other side's turn every move
// must lose. No evaluation decides anything, so "proven" and "disproven" are facts of the
// rules, not of a heuristic; only the order the moves are tried in is heuristic (the table's
// move, tactical moves, the loser's answers to a threat to win at once, a history of moves
// that proved or held).
//
// The bound counts the winner's turns: a berserk continuation (the same side moving again)
// belongs to the turn it continues. Iterative deepening over the bound finds the shortest
// win first and fills the table for the next bound. The table keeps, per position and
// winner, the fewest winner's moves proven to win and the most proven not to: both stay
// true for every later query, so an analyser may keep its table between queries.
//
// Where the game can tell without making a move, moves are settled unmade: the winner's
// sure win at once (tafl: the king's way out), the loser's moves that leave a win at once
// before the winner's last move (they neither answer the threat nor end the game), and the
// winner's moves at its last but one after which one of the loser's usual replies holds
// (idle moves). Each is a fact of the rules, so proofs and disproofs stay exact.
//
// Positions are compared by hash, so a rule that depends on the path (repetition) is
// judged by the first path the table saw; the short lines of puzzles rarely repeat.
//
// Long wins on large boards (a king's escape in 6 on 11x11) are out of reach of the full
// search: before a move that wins it refutes every move that does not, and refuting is
// exponential in the winner's moves. A game that can pass (GameWithPass) gets a lambda
// search first (Thomsen, "Lambda-search in game trees", 2000): the winner tries only the
// moves that threaten something (after the move, were the loser to pass, the winner would
// win by a tree of the order below), the loser every move, so a tree it finds is a proof
// like any other; only its failures prove nothing (the loser may be in zugzwang), so they
// are kept apart from the table's disproofs. The full search then looks for a shorter win
// within what is left of a budget: the win's length is the fewest moves only when it
// settles that (ProofResult::shortest).

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <utility>
#include <vector>

#include "skald/engine/game_concept.h"

namespace skald::engine {

/// What to prove: `winner` forces a win within `moves` of its own moves.
struct ProofQuery {
  int winner = 0;
  int moves = 1;
  std::uint64_t max_nodes = 0;  // 0: no limit; past it the answer is unknown
  /// Stops the proof from another thread: the answer is then what was settled so far.
  std::stop_token stop{};
};

enum class ProofStatus { proven, disproven, unknown };

template <class Move>
struct ProofResult {
  ProofStatus status = ProofStatus::unknown;
  /// Proven: the winner's moves that force the win: the fewest when `shortest`, else
  /// a bound (no shorter win was found, nor excluded).
  int moves = 0;
  bool shortest = true;
  /// Proven: the win played out, the defender choosing at each turn the move that holds
  /// longest. Disproven with the defender to move: the defence that holds.
  std::vector<Move> line;
  /// The full search ruled out a win in this many of the winner's moves or fewer (what an
  /// unknown answer, stopped or out of nodes, has settled).
  int no_win_within = 0;
  bool stopped = false;  // the query's stop token stopped it
  std::uint64_t nodes = 0;
  std::chrono::microseconds elapsed{0};
};

template <SearchableGame G>
class ProofSearch {
 public:
  using Move = typename G::Move;
  using Result = ProofResult<Move>;

  // One move buffer per ply of the search and of the line it plays out afterwards; never
  // resized, as the frames of the search hold references into it.
  explicit ProofSearch(std::size_t megabytes = 64) : buffers_(2 * kMaxPly + 2) {
    resize(megabytes);
  }

  /// Sets the table's size (rounded down to a power of two entries); clears it.
  void resize(std::size_t megabytes) {
    megabytes_ = megabytes;
    std::size_t entries = 1;
    while (entries * 2 * sizeof(Entry) <= megabytes * 1024 * 1024)
      entries *= 2;
    table_.assign(entries, Entry{});
  }
  std::size_t megabytes() const { return megabytes_; }
  /// Forgets every result. Cheap whatever the size: the entries are tagged with the
  /// table's epoch (tag()), and a new epoch makes every older entry read as a stranger's,
  /// as an empty one does; filling 64 MB for every query of an analysis cost more than
  /// the searches.
  void clear() {
    epoch_salt_ += 0x9E3779B97F4A7C15ull;
    history_.clear();
    std::fill(reply_killers_.begin(), reply_killers_.end(), ReplyKillers{});
  }

  /// Whether query.winner forces a win in `game` (left as it was) within query.moves.
  Result run(G& game, const ProofQuery& query) {
    const auto started = std::chrono::steady_clock::now();
    winner_ = query.winner;
    nodes_ = 0;
    aborted_ = false;
    stop_requested_.store(false);
    std::stop_callback on_stop(query.stop, [this] { stop_requested_.store(true); });
    const std::size_t slots =
        static_cast<std::size_t>(game.history_slots()) * static_cast<std::size_t>(side_count(game));
    if (history_.size() != slots) history_.assign(slots, 0);
    Result result;
    result.status = ProofStatus::disproven;
    int found = 0;  // the win's length, 0: none found
    int lambda_found = 0;
    if constexpr (GameWithPass<G>) {
      // Half the budget: when the lambda search finds nothing, the full search decides.
      max_nodes_ = query.max_nodes / 2;
      found = lambda_found = lambda_distance(game, query.moves);
      if (aborted_) found = lambda_found = 0;
    }
    // The full search: the only one that disproves, and the judge of a shorter win. With
    // a win already found it gets a share of the budget, and a win of `found` moves
    // stands whatever it finds.
    const std::uint64_t spent = nodes_;
    max_nodes_ = query.max_nodes == 0 ? 0
                 : found == 0         ? query.max_nodes
                              : spent + (query.max_nodes - std::min(spent, query.max_nodes)) / 16;
    aborted_ = false;
    for (int k = 1; k <= (found != 0 ? found - 1 : query.moves); ++k) {
      const bool won = wins(game, k, 0);
      if (aborted_) break;
      if (won) {
        found = k;
        break;
      }
      result.no_win_within = k;
    }
    if (found != 0) {
      result.status = ProofStatus::proven;
      line_by_lambda_ = found == lambda_found;
      result.moves = found;
      result.shortest = !aborted_;
    } else if (aborted_) {
      result.status = ProofStatus::unknown;
    }
    aborted_ = false;
    max_nodes_ = 0;  // the line is played out from proven results
    if (result.status == ProofStatus::proven) {
      result.line = winning_line(game, result.moves);
    } else if (result.status == ProofStatus::disproven && game.side_to_move() != winner_) {
      if (const std::optional<Move> defence = stored_move(game)) result.line.push_back(*defence);
    }
    result.stopped = stop_requested_.load();
    result.nodes = nodes_;
    result.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(
        std::chrono::steady_clock::now() - started);
    return result;
  }

 private:
  static constexpr std::uint8_t kUnknown = 0;
  static constexpr int kMaxPly = 256;
  static constexpr int kMaxLambdaOrder = 3;
  static constexpr int kRankedLoserMoves = 4;

  /// What the table knows of a position for one winner: the fewest winner's moves proven
  /// to win (kUnknown: none), the most proven not to, and the move that proved or held.
  struct Entry {
    std::uint64_t key = 0;  // tag() of the position's key
    std::uint8_t win_within = kUnknown;
    std::uint8_t holds_for = kUnknown;
    // The lambda search found no tree of order up to lambda_order within lambda_moves
    // (proves nothing: see the top).
    std::uint8_t lambda_moves = 0;
    std::uint8_t lambda_order = 0;
    std::uint32_t move = 0;  // move code + 1; 0: none
  };

  std::uint64_t key_of(const G& game) const {
    // The same position asked for the other winner is another question.
    return game.hash() ^ (0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(winner_ + 1));
  }
  Entry& slot(std::uint64_t key) { return table_[key & (table_.size() - 1)]; }
  /// What an entry of this epoch holds for `key` (Entry::key); the slot is found by `key`
  /// itself, so that after clear() entries land where they would in a new table.
  std::uint64_t tag(std::uint64_t key) const { return key ^ epoch_salt_; }

  void store(const G& game, int k, bool won, const Move* move) {
    const std::uint64_t key = key_of(game);
    Entry& e = slot(key);
    if (e.key != tag(key)) e = Entry{tag(key)};
    const auto bound = static_cast<std::uint8_t>(std::min(k, 255));
    if (won && (e.win_within == kUnknown || bound < e.win_within)) e.win_within = bound;
    if (!won && bound > e.holds_for) e.holds_for = bound;
    if (move != nullptr) e.move = game.move_code(*move) + 1;
  }

  std::optional<Move> stored_move(const G& game) const {
    const std::uint64_t key = key_of(game);
    const Entry& e = table_[key & (table_.size() - 1)];
    if (e.key != tag(key) || e.move == 0) return std::nullopt;
    typename G::MoveList list;
    game.generate_moves(list);
    for (int i = 0; i < static_cast<int>(list.size()); ++i)
      if (game.move_code(list[i]) + 1 == e.move) return list[i];
    return std::nullopt;
  }

  int& history(const G& game, const Move& m) {
    return history_[static_cast<std::size_t>(game.side_to_move()) *
                        static_cast<std::size_t>(game.history_slots()) +
                    static_cast<std::size_t>(game.history_slot(m))];
  }

  /// Which moves ordered_moves() gives: all of them, or only those that may change the
  /// result at the winner's last move or the loser's move before it, or at the winner's
  /// last move but one.
  enum class Which { all, last_move, last_but_one };

  /// The moves of `game` in the buffer of `ply`, best first for the side to move: the
  /// table's move, then (for the winner) the tactical moves, then by history. With
  /// Which::last_move, the winner's moves are only those that may end the game, in
  /// generation order, and the loser facing a win at once loses its moves that certainly
  /// do not stop it (the game goes on after them and they do not answer the threat). With
  /// Which::last_but_one, the winner's moves after which one of the loser's usual replies
  /// (the last two that held at the next ply) certainly holds are left out.
  std::vector<Move>& ordered_moves(G& game, std::uint32_t table_move, int ply, Which which) {
    const bool only_enders = which == Which::last_move && game.side_to_move() == winner_;
    Buffer& buffer = buffers_[static_cast<std::size_t>(ply)];
    buffer.moves.clear();
    buffer.scored.clear();
    typename G::MoveList list;
    game.generate_moves(list);
    const int n = static_cast<int>(list.size());
    buffer.generated = n;
    if (only_enders) {
      if constexpr (GameWithPlainMoves<G>) {
        const auto plain = game.plain_moves();
        for (int i = 0; i < n; ++i)
          if (!plain.goes_on_after(list[i])) buffer.moves.push_back(list[i]);
        return buffer.moves;
      } else if constexpr (GameWithFrontier<G>) {
        const auto frontier = game.frontier();
        for (int i = 0; i < n; ++i)
          if (!frontier.value_after(list[i])) buffer.moves.push_back(list[i]);
        return buffer.moves;
      }
    }
    const bool winner_to_move = game.side_to_move() == winner_;
    // The loser facing a win at once: the moves that may stop it first, as only they can
    // hold (tafl: the attackers' blocks of the king's ways out, and captures).
    bool answering = false;
    if constexpr (GameWithThreats<G>) {
      if (!winner_to_move) answering = game.must_answer_threat();
    }
    // The winner's tactical moves first; the loser's only where one might win at once
    // (the king in reach) and it faces no threat (its answers come first, captures among
    // them): elsewhere its refutations are mostly quiet blocks.
    bool tactical_first = winner_to_move;
    if constexpr (GameWithWinTest<G>) {
      if (!winner_to_move) tactical_first = !answering && game.may_win_at_once();
    }
    using Plain = typename PlainMovesOf<G>::type;
    std::optional<Plain> plain;
    if constexpr (GameWithThreats<G> && GameWithPlainMoves<G>) {
      if (answering && which == Which::last_move) plain.emplace(game.plain_moves());
    }
    using Idle = typename IdleMovesOf<G>::type;
    // At the winner's last move but one, the moves after which one of the loser's last two
    // replies that held before the winner's last move certainly holds again.
    std::optional<Idle> idle[2];
    if constexpr (GameWithIdleMoves<G>) {
      const ReplyKillers& replies = reply_killers_[static_cast<std::size_t>(ply) + 1];
      if (which == Which::last_but_one && winner_to_move) {
        int used = 0;
        for (const std::optional<Move>& reply : {replies.last, replies.before}) {
          if (!reply) continue;
          idle[used].emplace(game.idle_moves(*reply));
          if (idle[used]->possible())
            ++used;
          else
            idle[used].reset();
        }
      }
    }
    for (int i = 0; i < n; ++i) {
      const Move& m = list[i];
      if constexpr (GameWithIdleMoves<G>) {
        // It cannot win in two: the reply holds.
        if (idle[0] && (idle[0]->idle(m) || (idle[1] && idle[1]->idle(m)))) continue;
      }
      if constexpr (GameWithThreats<G> && GameWithPlainMoves<G>) {
        // The winner wins after it with its last move: no need to make it to see that.
        if (plain && !game.answers_threat(m) && plain->goes_on_after(m)) continue;
      }
      int score = history(game, m);
      if (tactical_first && is_tactical_move(game, m)) score += 1 << 24;
      if constexpr (GameWithThreats<G>) {
        if (answering && game.answers_threat(m)) score += 1 << 25;
      }
      if (table_move != 0 && game.move_code(m) + 1 == table_move) score = 1 << 30;
      buffer.scored.emplace_back(score, i);
    }
    const auto better = [](const auto& a, const auto& b) {
      return a.first != b.first ? a.first > b.first : a.second < b.second;
    };
    // The winner's moves are all tried where it cannot win, the best first where it can;
    // the loser's first few usually settle the node (one that holds), and where none
    // holds every move is tried in any order: only the loser's first few are ranked
    // (all of them facing a threat, so that every answer comes before the rest).
    if (winner_to_move || answering || n <= kRankedLoserMoves)
      std::sort(buffer.scored.begin(), buffer.scored.end(), better);
    else
      std::partial_sort(buffer.scored.begin(), buffer.scored.begin() + kRankedLoserMoves,
                        buffer.scored.end(), better);
    for (const auto& [score, i] : buffer.scored)
      buffer.moves.push_back(list[i]);
    return buffer.moves;
  }

  /// How the game stands for the winner when it is over here, or nothing.
  std::optional<bool> ended(const G& game, bool can_move) const {
    Outcome o = game.outcome();
    if (o == Outcome::none && !can_move) o = outcome_without_moves(game);
    if (o == Outcome::none) return std::nullopt;
    const bool winner_to_move = game.side_to_move() == winner_;
    return (o == Outcome::win && winner_to_move) || (o == Outcome::loss && !winner_to_move);
  }

  /// What is settled on entering a node before its moves are tried: the node count and
  /// its limit, a finished game, no moves left in the bound, the table's proofs; else the
  /// table's entry and move for this position (entry null when the table has none).
  struct Entered {
    std::optional<bool> result;
    const Entry* known = nullptr;
    std::uint32_t table_move = 0;
  };
  Entered enter(G& game, int k, int ply) {
    ++nodes_;
    if (max_nodes_ != 0 && nodes_ > max_nodes_) aborted_ = true;
    if (stop_requested_.load(std::memory_order_relaxed)) aborted_ = true;
    if (aborted_) return {false};
    if (game.outcome() != Outcome::none) return {*ended(game, true)};
    if (k <= 0 || ply >= kMaxPly) return {false};
    const bool winner_to_move = game.side_to_move() == winner_;
    if constexpr (GameWithWinTest<G>) {
      // Most positions of the winner's last move have no winning move: settled before the
      // table's probe, which would cost more.
      if (k == 1 && winner_to_move && !game.may_win_at_once()) return {false};
    }
    if constexpr (GameWithSureWin<G>) {
      if (winner_to_move && game.surely_wins_at_once()) return {true};
    }
    const std::uint64_t key = key_of(game);
    const Entry& known = slot(key);
    if (known.key != tag(key)) return {};
    if (known.win_within != kUnknown && known.win_within <= k) return {true};
    if (known.holds_for >= k) return {false};
    return {std::nullopt, &known, known.move};
  }

  /// Whether the winner forces a win from here within `k` of its moves.
  bool wins(G& game, int k, int ply) {
    if constexpr (GameWithLegalityTest<G>) {
      if (k == 1 && game.side_to_move() != winner_ && holds_by_reply_killer(game, ply))
        return false;
    }
    const Entered entered = enter(game, k, ply);
    if (entered.result) return *entered.result;
    const std::uint32_t table_move = entered.table_move;
    const bool winner_to_move = game.side_to_move() == winner_;
    // Tries `m`: true when it settles the node (a win for the winner, a hold for the
    // loser), which is then stored.
    const auto settles = [&](const Move m) {
      game.make(m);
      const int left = winner_to_move && game.side_to_move() != winner_ ? k - 1 : k;
      const bool won = wins(game, left, ply + 1);
      game.unmake();
      if (aborted_ || won != winner_to_move) return false;
      history(game, m) += k * k;
      store(game, k, won, &m);
      if (!winner_to_move) reply_killers_[static_cast<std::size_t>(ply)].held(game, m);
      return true;
    };
    // Before the moves are generated, the table's move and (for the loser) the move that
    // last held at this ply: they settle most nodes (the loser's hold, the winner's win
    // found before), and then no move is generated.
    std::uint32_t tried[2] = {0, 0};
    const auto try_first = [&](const std::optional<Move>& m) {
      if constexpr (GameWithLegalityTest<G>) {
        if (!m || game.move_code(*m) + 1 == tried[0] || !game.is_legal(*m)) return false;
        tried[tried[0] == 0 ? 0 : 1] = game.move_code(*m) + 1;
        return settles(*m);
      } else {
        return false;  // called only for games with the test (below)
      }
    };
    if constexpr (GameWithMoveDecoding<G>) {
      if (table_move != 0 && try_first(game.move_from_code(table_move - 1))) return winner_to_move;
      if (aborted_) return false;
    }
    if constexpr (GameWithLegalityTest<G>) {
      // (Before the winner's last move, wins() tried it before the table's probe.)
      if (!winner_to_move && k >= 2 &&
          try_first(reply_killers_[static_cast<std::size_t>(ply)].last))
        return false;
      if (aborted_) return false;
    }
    // With one move left, a move after which the game certainly goes on cannot win, and a
    // loser's move that leaves a win at once cannot hold.
    const std::vector<Move>& moves = ordered_moves(game, table_move, ply,
                                                   k == 1   ? Which::last_move
                                                   : k == 2 ? Which::last_but_one
                                                            : Which::all);
    if (buffers_[static_cast<std::size_t>(ply)].generated == 0) return *ended(game, false);
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const std::uint32_t code = game.move_code(moves[i]) + 1;
      if (code == tried[0] || code == tried[1]) continue;
      if (settles(moves[i])) return winner_to_move;
      if (aborted_) return false;
    }
    // No move wins for the winner; every move of the loser loses.
    store(game, k, !winner_to_move, nullptr);
    return !winner_to_move;
  }

  /// Before the winner's last move most of the loser's moves hold, and the one that held
  /// in the sibling before usually holds again: tried first, it settles the node without
  /// generating the loser's moves or probing the table (and without a table entry, cheap
  /// to find again). True: it holds.
  bool holds_by_reply_killer(G& game, int ply) {
    const std::optional<Move>& killer = reply_killers_[static_cast<std::size_t>(ply)].last;
    if (!killer || aborted_ || game.outcome() != Outcome::none || !game.is_legal(*killer))
      return false;
    game.make(*killer);
    const bool won = wins(game, 1, ply + 1);
    game.unmake();
    if (won || aborted_) return false;
    ++nodes_;
    return true;
  }

  /// The fewest winner's moves (at most `k`) with which the lambda search finds a win from
  /// here, or 0 when it finds none; for each bound the orders are tried from the lowest.
  int lambda_distance(G& game, int k) {
    // Low orders are cheap at any bound, high ones dear at every bound: the orders outside.
    // Above kMaxLambdaOrder the threat tests cost more than the full search they prune.
    for (int order = 1; order <= std::clamp(k - 1, 1, kMaxLambdaOrder); ++order) {
      for (int j = order == 1 ? 1 : order + 1; j <= k; ++j) {
        const bool won = lambda_wins(game, j, order, 0);
        if (aborted_) return 0;
        if (won) return j;
      }
    }
    return 0;
  }

  void store_lambda_failure(const G& game, int k, int order, const Move* move) {
    const std::uint64_t key = key_of(game);
    Entry& e = slot(key);
    if (e.key != tag(key)) e = Entry{tag(key)};
    if (k >= e.lambda_moves && order >= e.lambda_order) {
      e.lambda_moves = static_cast<std::uint8_t>(std::min(k, 255));
      e.lambda_order = static_cast<std::uint8_t>(std::min(order, 255));
    }
    if (move != nullptr) e.move = game.move_code(*move) + 1;
  }

  /// Whether the winner wins from here within `k` moves by a lambda tree of `order`: each
  /// winner's move either wins at once or threatens a tree of order - 1 (order 0: a win
  /// with the next move), every loser's move is answered. True means proven.
  bool lambda_wins(G& game, int k, int order, int ply) {
    if constexpr (!GameWithPass<G>) {
      return false;
    } else {
      if (game.side_to_move() == winner_ && (k == 1 || order == 0)) return wins(game, 1, ply);
      const Entered entered = enter(game, k, ply);
      if (entered.result) return *entered.result;
      if (entered.known != nullptr && entered.known->lambda_moves >= k &&
          entered.known->lambda_order >= order)
        return false;
      const std::uint32_t table_move = entered.table_move;
      const bool winner_to_move = game.side_to_move() == winner_;
      if (winner_to_move && wins(game, 1, ply)) return true;
      const std::vector<Move>& moves = ordered_moves(game, table_move, ply, Which::all);
      if (buffers_[static_cast<std::size_t>(ply)].generated == 0) return *ended(game, false);
      if (winner_to_move) {
        for (std::size_t i = 0; i < moves.size(); ++i) {
          const Move m = moves[i];
          game.make(m);
          bool won = false;
          if (game.outcome() != Outcome::none) {
            won = *ended(game, true);
          } else if (game.side_to_move() == winner_) {
            won = lambda_wins(game, k, order, ply + 1);  // the same turn goes on
          } else {
            game.make_pass();
            const bool threat = lambda_wins(game, k - 1, order - 1, ply + 1);
            game.unmake();
            won = threat && !aborted_ && lambda_wins(game, k - 1, order, ply + 1);
          }
          game.unmake();
          if (aborted_) return false;
          if (won) {
            history(game, m) += k * k;
            store(game, k, true, &m);
            return true;
          }
        }
        store_lambda_failure(game, k, order, nullptr);
        return false;
      }
      for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        game.make(m);
        const bool won = lambda_wins(game, k, order, ply + 1);
        game.unmake();
        if (aborted_) return false;
        if (!won) {
          history(game, m) += k * k;
          store_lambda_failure(game, k, order, &m);
          return false;
        }
      }
      store(game, k, true, nullptr);
      return true;
    }
  }

  /// The fewest winner's moves (at most `k`) that win from here, or 0 when none do.
  int distance(G& game, int k) {
    for (int j = 1; j <= k; ++j)
      if (proves(game, j)) return j;
    return 0;
  }

  /// Whether the search that found the win (the lambda search's trees, or the full search)
  /// proves a win from here within `k`.
  bool proves(G& game, int k) {
    if (!line_by_lambda_) return wins(game, k, 0);
    for (int order = 1; order <= std::max(1, k - 1); ++order)
      if (lambda_wins(game, k, order, 0)) return true;
    return false;
  }

  std::uint32_t table_move(const G& game) {
    const std::uint64_t key = key_of(game);
    const Entry& e = slot(key);
    return e.key == tag(key) ? e.move : 0;
  }

  /// A proven win of `k` moves played out: the winner's proving moves, the defender's
  /// moves that hold longest (the first such in move order).
  std::vector<Move> winning_line(G& game, int k) {
    std::vector<Move> line;
    int made = 0;
    while (k > 0 && made < kMaxPly && !aborted_ && game.outcome() == Outcome::none) {
      const std::vector<Move> moves =
          ordered_moves(game, table_move(game), kMaxPly + made, Which::all);
      std::optional<Move> chosen;
      int chosen_k = 0;
      if (game.side_to_move() == winner_) {
        for (const Move& m : moves) {
          game.make(m);
          const int left = game.side_to_move() == winner_ ? k : k - 1;
          const bool won = proves(game, left);
          game.unmake();
          if (won) {
            chosen = m;
            chosen_k = left;
            break;
          }
        }
      } else {
        for (const Move& m : moves) {
          game.make(m);
          const int d = distance(game, k);
          game.unmake();
          if (!chosen || d > chosen_k) {
            chosen = m;
            chosen_k = d;
          }
        }
      }
      if (!chosen) break;
      line.push_back(*chosen);
      game.make(*chosen);
      ++made;
      k = chosen_k;
    }
    for (; made > 0; --made)
      game.unmake();
    return line;
  }

  /// Move lists per ply, kept between nodes so that ordering allocates nothing.
  struct Buffer {
    std::vector<Move> moves;
    std::vector<std::pair<int, int>> scored;
    int generated = 0;  // legal moves, the skipped ones included
  };

  std::vector<Entry> table_;
  std::vector<Buffer> buffers_;
  /// Per ply, the loser's last two different replies that held before the winner's last
  /// move.
  struct ReplyKillers {
    std::optional<Move> last;
    std::optional<Move> before;
    void held(const G& game, const Move& m) {
      if (last && game.move_code(*last) == game.move_code(m)) return;
      before = last;
      last = m;
    }
  };
  std::vector<ReplyKillers> reply_killers_ = std::vector<ReplyKillers>(kMaxPly + 2);
  std::vector<int> history_;
  int winner_ = 0;
  bool line_by_lambda_ = false;  // the win was found by the lambda search
  std::uint64_t max_nodes_ = 0;
  std::uint64_t nodes_ = 0;
  bool aborted_ = false;
  std::atomic<bool> stop_requested_{false};  // set from another thread (the query's stop)
  std::size_t megabytes_ = 0;
  std::uint64_t epoch_salt_ = 0;  // see clear()
};

}  // namespace skald::engine
