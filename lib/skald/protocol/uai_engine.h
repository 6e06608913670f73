#pragma once

// UaiEngine: skald as an engine of the Universal Ataxx Interface (UAI: UCI with "c" turned
// "a", as libataxx engines and the cuteataxx match runner speak it), over the game
// interface and its live analyser, for the games whose positions are Ataxx FEN. Lines in
// through handle(), lines out through `send`; nothing here prints.
//
// The search runs on its own thread (game::LiveAnalyser), so the reader keeps answering
// while it runs, as UCI engines do:
//   uai                       id name / id author, the options, uaiok
//   isready                   readyok, at once, searching or not
//   setoption name N value V  Hash (MB; clears the table), Threads, MultiPV, Contempt
//                             (hundredths of a stone); applied from the next go
//   uainewgame                forget the last game (the analyser's table)
//   position startpos|fen F [moves M...]
//   go [depth N] [nodes N] [movetime MS] [btime MS wtime MS binc MS winc MS] [infinite]
//                             returns at once; info lines per completed depth and every
//                             200 ms of a long one, then bestmove (b: the x player, who
//                             moves first; w: the o player); with only clocks, a share of
//                             the mover's time plus most of its increment; with nothing,
//                             10 s; infinite: until stop (bestmove held until then)
//   stop                      ends the search: bestmove with the best line so far
//   ponderhit                 as stop (skald does not ponder: no Ponder option)
//   quit                      stops the search; handle() returns false
// A bad number is refused with `info string` naming the range, and the search goes on
// without that limit. Anything else is answered with `info string` saying it was ignored.

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

#include "skald/game/analyser.h"
#include "skald/game/game.h"
#include "skald/game/live_analyser.h"

namespace skald::protocol {

class UaiEngine {
 public:
  /// Called from the reader's thread and from the search's; one call at a time.
  using Send = std::function<void(const std::string& line)>;

  /// `game` plays the positions (Ataxx, two players); `rules` is its rules text.
  UaiEngine(const game::Game& game, std::string rules, Send send,
            game::AnalyserSettings settings = {});
  ~UaiEngine();

  /// Handles one line; false after `quit`.
  bool handle(std::string_view line);
  /// Waits for a running search to end by its limits (an infinite one is stopped): what
  /// a host's end of input means.
  void finish();
  /// Waits for a running search to end by its limits (for scripted sessions and tests).
  void wait();

 private:
  void on_position(std::string_view arguments);
  void on_go(std::string_view arguments);
  void on_setoption(std::string_view arguments);
  void on_stop();
  void send(const std::string& line);
  void report(const game::Analysis& analysis);

  const game::Game& game_;
  std::string rules_;
  Send send_;
  std::mutex sending_;
  game::AnalyserSettings settings_;
  bool settings_changed_ = false;
  std::unique_ptr<game::GameState> state_;
  /// An infinite search's bestmove waits for `stop`.
  std::mutex held_mutex_;
  bool infinite_ = false;
  bool stop_asked_ = false;
  std::optional<std::string> held_bestmove_;
  std::unique_ptr<game::LiveAnalyser> live_;  // last: stopped before the rest goes
};

}  // namespace skald::protocol
