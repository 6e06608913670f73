#include "skald/ataxx/ataxx_game.h"

#include "skald/ataxx/ataxx_analyser.h"
#include "skald/ataxx/ataxx_bench.h"
#include "skald/ataxx/ataxx_picture.h"
#include "skald/ataxx/fen.h"
#include "skald/ataxx/move_notation.h"
#include "skald/ataxx/perft.h"
#include "skald/ataxx/rules.h"
#include "skald/game/position_game.h"

namespace skald::ataxx {
namespace {

class AtaxxGameState final : public game::PositionState<AtaxxGameState, Position, MoveList> {
 public:
  using PositionState::PositionState;

  game::BoardPicture board_picture() const override { return ataxx_picture(position_, last_move_); }
  std::string position_text() const override { return to_fen(position_); }

  // What PositionState asks of the game.
  MoveTextParse parse_move(std::string_view text) const { return parse_move_text(text); }
  static std::string move_text(const Position& position, Move move) {
    (void)position;
    return move_to_text(move);
  }
  std::string why_illegal(Move move) const {
    const std::string side(1, kPlayerLetters[position_.side_to_move()]);
    if (move.is_pass()) return side + " has a move, so it may not pass";
    if (position_.at(move.to) != kEmpty) return square_name(move.to) + " is not empty";
    if (move.is_clone()) return "no " + side + " stone next to " + square_name(move.to);
    if (position_.at(move.from) != position_.side_to_move())
      return "no " + side + " stone on " + square_name(move.from);
    return square_name(move.to) + " is not two squares from " + square_name(move.from);
  }
  void make_move(Move move) {
    LastMove last;
    last.move = move;
    last.mover = position_.side_to_move();
    last.turned = position_.flips(move);
    for (Bitboard b = last.turned; b; b &= b - 1)
      last.former_owner[static_cast<std::size_t>(lowest(b))] =
          static_cast<std::int8_t>(position_.at(lowest(b)));
    position_.make(move);
    last_move_ = last;
  }

 private:
  std::optional<LastMove> last_move_;
};

class AtaxxGame final
    : public game::PlayersGame<AtaxxGame, RulesParse, parse_rules, names_ataxx_rules> {
 public:
  explicit AtaxxGame(int players)
      : PlayersGame(players, std::string_view(kPlayerLetters, kMaxPlayers)) {}

  std::string name() const override {
    return players_ == 2 ? "ataxx" : "spot-" + std::to_string(players_);
  }
  std::vector<game::NamedRules> variants() const override {
    switch (players_) {
      case 2:
        return {{"ataxx", "ataxx", "Ataxx, two players (libataxx's rules)"},
                {"spot-2", "spot players:2", "Spot, two players: no pass, no clock"}};
      case 3:
        return {{"spot-3", "spot players:3 corner:right",
                 "Spot, three players, the third from the lower right corner"},
                {"spot-3-left", "spot players:3 corner:left",
                 "Spot, three players, the third from the lower left corner"}};
      default:
        return {{"spot-4", "spot players:4", "Spot, four players, one corner each"}};
    }
  }
  std::unique_ptr<game::Analyser> make_analyser() const override { return make_ataxx_analyser(); }
  game::BenchPlan bench_plan(game::BenchList list) const override {
    return ataxx_bench_plan(players_, list);
  }

  /// The start state of rules for this game (PlayersGame::start_state).
  std::unique_ptr<game::GameState> start_from(const AtaxxRules& rules,
                                              std::optional<std::string_view> position_text,
                                              std::optional<int> side_to_move,
                                              Diagnostics& diagnostics) const {
    Position position(rules);
    if (position_text) {
      FenParse fen = parse_fen(*position_text, rules);
      diagnostics.append(fen.diagnostics);
      if (!fen.position) return nullptr;
      position = *fen.position;
    }
    if (side_to_move && *side_to_move != position.side_to_move()) {
      Position::Stones stones{};
      for (int p = 0; p < players_; ++p)
        stones[static_cast<std::size_t>(p)] = position.stones(p);
      position = Position(rules, stones, position.gaps(), *side_to_move, position.halfmoves(),
                          position.fullmove());
    }
    return std::make_unique<AtaxxGameState>(std::move(position));
  }
};

}  // namespace

std::unique_ptr<game::Game> make_ataxx_game(int players) {
  return std::make_unique<AtaxxGame>(players);
}

const Position* ataxx_position_of(const game::GameState& state) {
  const auto* ataxx = dynamic_cast<const AtaxxGameState*>(&state);
  return ataxx == nullptr ? nullptr : &ataxx->position();
}

}  // namespace skald::ataxx
