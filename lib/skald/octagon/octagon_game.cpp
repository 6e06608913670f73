#include "skald/octagon/octagon_game.h"

#include "skald/game/position_game.h"
#include "skald/octagon/notation.h"
#include "skald/octagon/octagon_analyser.h"
#include "skald/octagon/octagon_bench.h"
#include "skald/octagon/octagon_picture.h"
#include "skald/octagon/perft.h"
#include "skald/octagon/rules.h"

namespace skald::octagon {
namespace {

class OctagonGameState final : public game::PositionState<OctagonGameState, Position, MoveList> {
 public:
  using PositionState::PositionState;

  game::BoardPicture board_picture() const override {
    return octagon_picture(position_, last_move_);
  }
  std::string position_text() const override { return position_to_text(position_); }

  // What PositionState asks of the game.
  MoveTextParse parse_move(std::string_view text) const {
    return parse_move_text(text, position_.board(), position_.rules());
  }
  static std::string move_text(const Position& position, const Move& move) {
    return move_to_text(position.board(), move);
  }
  std::string why_illegal(const Move& move) const {
    const Board& board = position_.board();
    const std::string side(1, kPlayerLetters[position_.side_to_move()]);
    if (!position_.at(move.cell).empty()) return board.cell_name(move.cell) + " is not open";
    return side + " has no " + std::to_string(kKindDirections[move.kind]) + "-piece left";
  }
  void make_move(const Move& move) {
    LastMove last;
    last.move = move;
    last.mover = position_.side_to_move();
    position_.make(move);
    last.pushes = position_.last_pushes();
    last_move_ = std::move(last);
  }

 private:
  std::optional<LastMove> last_move_;
};

class OctagonGame final
    : public game::PlayersGame<OctagonGame, RulesParse, parse_rules, names_octagon_rules> {
 public:
  explicit OctagonGame(int players)
      : PlayersGame(players, std::string_view(kPlayerLetters, kMaxPlayers)) {}

  std::string name() const override {
    return players_ == 2 ? "octagon" : "octagon-" + std::to_string(players_);
  }
  std::vector<game::NamedRules> variants() const override {
    std::vector<game::NamedRules> out;
    for (const OctagonVariant& v : octagon_variants(players_))
      out.push_back({v.name, v.rules, v.description});
    return out;
  }
  std::unique_ptr<game::Analyser> make_analyser() const override { return make_octagon_analyser(); }
  game::BenchPlan bench_plan(game::BenchList list) const override {
    return octagon_bench_plan(players_, list);
  }

  /// The start state of rules for this game (PlayersGame::start_state).
  std::unique_ptr<game::GameState> start_from(const OctagonRules& rules,
                                              std::optional<std::string_view> position_text,
                                              std::optional<int> side_to_move,
                                              Diagnostics& diagnostics) const {
    std::optional<Position> position;
    if (position_text) {
      PositionParse read = parse_position(*position_text, rules);
      diagnostics.append(read.diagnostics);
      if (!read.position) return nullptr;
      position = std::move(read.position);
    } else {
      position.emplace(rules);
    }
    if (side_to_move && *side_to_move != position->side_to_move()) {
      Position::Setup setup;
      for (int c = 0; c < position->board().cell_count(); ++c)
        setup.cells.push_back(position->at(c));
      setup.side = *side_to_move;
      setup.round = position->round();
      setup.placements_left = position->placements_left();
      for (int p = 0; p < players_; ++p)
        for (int k = 0; k < kKinds; ++k)
          setup.stocks[static_cast<std::size_t>(p)][static_cast<std::size_t>(k)] =
              position->stock(p, k);
      position.emplace(rules, setup);
    }
    return std::make_unique<OctagonGameState>(std::move(*position));
  }
};

}  // namespace

std::unique_ptr<game::Game> make_octagon_game(int players) {
  return std::make_unique<OctagonGame>(players);
}

const Position* octagon_position_of(const game::GameState& state) {
  const auto* octagon = dynamic_cast<const OctagonGameState*>(&state);
  return octagon == nullptr ? nullptr : &octagon->position();
}

}  // namespace skald::octagon
