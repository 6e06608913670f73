#pragma once

// OtepEngine: skald as an engine of the OpenTafl Engine Protocol (OTEP, the text protocol
// OpenTafl speaks to external AIs over a pipe: ../shared/opentafl/opentafl-engine-protocol.txt).
// It only turns lines into calls on the game interface and back: the host's lines go to
// handle(), the engine's lines come out through the `send` callback (a program writes them
// to stdout and flushes). The search is the game's Analyser; nothing here prints.
//
// What it does with each command of the host:
//   rules R             the game whose rules R are (the registry), at its start position
//   position P, side S  analysis and replays: the board P with S to move
//   clock ...           the clock (otep_clock.h), for planning the next move's time
//   play S              search as S and answer `move <start-end>` (simple notation); the
//                       move is made here at once, and taken back on `error`
//   move P              the host accepted the move: P is the board after it
//   opponent-move M P   the other side's moves M (`|`-separated: a berserk turn) and the
//                       board P after them; when the moves cannot be played here, or the
//                       board differs, the engine starts again from P
//   analyze N T         `analysis` with up to N lines of moves (`|`-separated) and their
//                       scores (taflmen for the side to move; a proven win 1000 minus its
//                       plies, a loss the negative), within T seconds
//   error C             the last move was refused; it is taken back (the host then sends
//                       opponent-move and play)
//   finish C, goodbye   the game is over / the engine may stop (handle() returns false)
// `play` and `analyze` search on their own thread (game::LiveAnalyser) and answer from it,
// so the reader never blocks: any command but `clock`, `hello` and `status` first stops a
// running search and drops its answer (within milliseconds), so `goodbye`, new `rules`
// or a new `position` are obeyed at once.
// Anything it cannot use is answered with `status` (unknown commands) or `error 0`
// (a bad argument; `error -1` when it cannot play on at all), as the protocol says.

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

#include "skald/game/analyser.h"
#include "skald/game/game.h"
#include "skald/game/live_analyser.h"
#include "skald/game/registry.h"
#include "skald/protocol/otep_clock.h"

namespace skald::protocol {

struct OtepSettings {
  game::AnalyserSettings analyser;
  /// Fixed limits instead of the clock's plan (for tests and matches at a fixed depth).
  int depth = 0;
  std::chrono::milliseconds move_time{0};
  /// Send a `status` line after each completed depth of a search.
  bool progress = true;
};

class OtepEngine {
 public:
  /// Called from the reader's thread and from the search's; one call at a time.
  using Send = std::function<void(const std::string& line)>;

  OtepEngine(const game::GameRegistry& games, Send send, OtepSettings settings = {});
  ~OtepEngine();

  /// What an engine says first: `hello`.
  void start();
  /// Handles one line from the host (without its newline). False once the host said
  /// goodbye: the program should exit.
  bool handle(std::string_view line);
  /// Waits for a running search to answer (the end of the host's input; tests).
  void wait();

 private:
  /// Stops a running search, waits for it, and drops its answer.
  void cancel_search();
  void send(const std::string& line);
  void on_rules(std::string_view rules);
  void on_position(std::string_view board);
  void on_side(std::string_view side);
  void on_clock(std::string_view arguments);
  void on_play(std::string_view side);
  void on_move_accepted(std::string_view board);
  void on_opponent_move(std::string_view arguments);
  void on_analyze(std::string_view arguments);
  void on_error(std::string_view arguments);

  /// A state of the current rules: the board `board` (empty: the start) with `side` to move
  /// (nothing: the rules' first player); an `error 0` when it cannot be made.
  bool reset(std::string_view board, std::optional<int> side);
  /// Whether the game can be played from the state (GameState::unplayable_reason); an
  /// `error 0` saying why not when it cannot.
  bool playable_or_error();
  /// Whether the state's board is `board` (an OTN position record).
  bool board_is(std::string_view board) const;
  std::optional<int> side_named(std::string_view name) const;
  void error(int code, const std::string& message);

  const game::GameRegistry& games_;
  Send send_;
  OtepSettings settings_;
  const game::Game* game_ = nullptr;
  std::string rules_;
  std::unique_ptr<game::GameState> state_;
  std::unique_ptr<game::GameState> before_my_move_;  // taken back on `error`
  std::optional<MoveClock> clock_;
  std::mutex sending_;
  /// Which search an answer belongs to: cancel_search() moves it on, and a search whose
  /// number is no longer current drops its answer.
  std::atomic<std::uint64_t> search_number_{0};
  std::unique_ptr<game::LiveAnalyser> live_;  // last: stopped before the rest goes
};

}  // namespace skald::protocol
