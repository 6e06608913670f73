#pragma once

// UaiEngine: skald as an engine of the Universal Ataxx Interface (UAI: UCI with "c" turned
// "a", as libataxx engines and the cuteataxx match runner speak it), over the game
// interface and its analyser, for the games whose positions are Ataxx FEN. Lines in through
// handle(), lines out through `send`; nothing here prints.
//
//   uai                       id name / id author, uaiok
//   isready                   readyok
//   uainewgame                forget the last game (the analyser's table)
//   position startpos|fen F [moves M...]
//   go [depth N] [nodes N] [movetime MS] [btime MS wtime MS binc MS winc MS]
//                             info lines per completed depth, then bestmove (b: the x
//                             player, who moves first; w: the o player); with only clocks,
//                             a share of the mover's time plus most of its increment
//   stop                      nothing to stop: a search ends at its limits (it runs in the
//                             same thread as the reader)
//   quit                      handle() returns false
// Anything else is answered with `info string` saying it was ignored, as UCI engines do.

#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "skald/game/analyser.h"
#include "skald/game/game.h"

namespace skald::protocol {

class UaiEngine {
 public:
  using Send = std::function<void(const std::string& line)>;

  /// `game` plays the positions (Ataxx, two players); `rules` is its rules text.
  UaiEngine(const game::Game& game, std::string rules, Send send,
            game::AnalyserSettings settings = {});

  /// Handles one line; false after `quit`.
  bool handle(std::string_view line);

 private:
  void on_position(std::string_view arguments);
  void on_go(std::string_view arguments);

  const game::Game& game_;
  std::string rules_;
  Send send_;
  std::unique_ptr<game::Analyser> analyser_;
  std::unique_ptr<game::GameState> state_;
};

}  // namespace skald::protocol
