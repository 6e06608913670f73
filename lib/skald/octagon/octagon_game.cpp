#include "skald/octagon/octagon_game.h"

#include <algorithm>

#include "skald/game/rules_checks.h"
#include "skald/octagon/notation.h"
#include "skald/octagon/octagon_analyser.h"
#include "skald/octagon/octagon_bench.h"
#include "skald/octagon/octagon_picture.h"
#include "skald/octagon/perft.h"
#include "skald/octagon/rules.h"

namespace skald::octagon {
namespace {

class OctagonGameState final : public game::GameState {
 public:
  explicit OctagonGameState(Position position) : position_(std::move(position)) {}

  std::unique_ptr<game::GameState> clone() const override {
    return std::make_unique<OctagonGameState>(*this);
  }
  int side_to_move() const override { return position_.side_to_move(); }
  const Position& position() const { return position_; }

  game::PlayResult play(std::string_view move_text) override {
    game::PlayResult result;
    const MoveTextParse parsed = parse_move_text(move_text, position_.board(), position_.rules());
    if (!parsed.move) {
      result.diagnostics.error(
          {}, "cannot read move `" + std::string(move_text) + "`: " + parsed.error);
      return result;
    }
    if (position_.game_over()) {
      result.diagnostics.error({}, "move `" + std::string(move_text) +
                                       "` after the end of the game (" +
                                       end_reason_text(position_.end().reason) + ")");
      return result;
    }
    if (!position_.is_legal(*parsed.move)) {
      result.diagnostics.error(
          {}, "illegal move `" + std::string(move_text) + "`: " + why_illegal(*parsed.move));
      return result;
    }
    LastMove last;
    last.move = *parsed.move;
    last.mover = position_.side_to_move();
    position_.make(*parsed.move);
    last.pushes = position_.last_pushes();
    position_.forget_history();  // a state never unmakes: clones stay small
    last_move_ = std::move(last);
    result.ok = true;
    result.canonical = move_to_text(position_.board(), *parsed.move);
    result.same_side_moves_again =
        !position_.game_over() && position_.side_to_move() == last_move_->mover;
    return result;
  }

  std::vector<std::string> legal_moves() const override {
    MoveList moves;
    position_.generate_moves(moves);
    std::vector<std::string> out;
    out.reserve(static_cast<std::size_t>(moves.size()));
    for (const Move& m : moves)
      out.push_back(move_to_text(position_.board(), m));
    std::sort(out.begin(), out.end());
    return out;
  }

  game::Outcome outcome() const override {
    const GameEnd end = position_.end();
    if (!end.over()) return {};
    return game::Outcome::ranked(end.places, end_reason_text(end.reason));
  }

  std::string position_text() const override { return position_to_text(position_); }

  game::BoardPicture board_picture() const override {
    return octagon_picture(position_, last_move_);
  }

  std::uint64_t count_lines(int depth) const override {
    Position copy = position_;
    return perft_bulk(copy, depth);
  }

  std::vector<std::pair<std::string, std::uint64_t>> count_lines_per_move(
      int depth) const override {
    std::vector<std::pair<std::string, std::uint64_t>> out;
    if (depth <= 0) return out;
    Position copy = position_;
    MoveList moves;
    copy.generate_moves(moves);
    for (const Move& m : moves) {
      copy.make(m);
      out.emplace_back(move_to_text(copy.board(), m), perft_bulk(copy, depth - 1));
      copy.unmake();
    }
    return out;
  }

 private:
  std::string why_illegal(const Move& move) const {
    const Board& board = position_.board();
    const std::string side(1, kPlayerLetters[position_.side_to_move()]);
    if (!position_.at(move.cell).empty()) return board.cell_name(move.cell) + " is not open";
    return side + " has no " + std::to_string(kKindDirections[move.kind]) + "-piece left";
  }

  Position position_;
  std::optional<LastMove> last_move_;
};

class OctagonGame final : public game::Game {
 public:
  explicit OctagonGame(int players) : players_(players) {}

  std::string name() const override {
    return players_ == 2 ? "octagon" : "octagon-" + std::to_string(players_);
  }
  game::GameShape shape() const override { return {players_, game::Dynamics::sequential}; }
  std::string side_name(int side) const override {
    return side >= 0 && side < players_ ? std::string(1, kPlayerLetters[side]) : "?";
  }
  bool accepts_rules(std::string_view rules_text) const override {
    return names_octagon_rules(rules_text) &&
           game::players_asked(parse_rules(rules_text)) == players_;
  }
  std::vector<game::NamedRules> variants() const override {
    std::vector<game::NamedRules> out;
    for (const OctagonVariant& v : octagon_variants(players_))
      out.push_back({v.name, v.rules, v.description});
    return out;
  }
  bool position_names_side_to_move() const override { return true; }
  std::unique_ptr<game::Analyser> make_analyser() const override { return make_octagon_analyser(); }
  game::BenchPlan bench_plan(game::BenchList list) const override {
    return octagon_bench_plan(players_, list);
  }
  game::RulesReading read_rules(std::string_view rules_text,
                                const SourceLocation& where) const override {
    return game::rules_reading(parse_rules(rules_text), where);
  }

  using game::Game::start_state;
  std::unique_ptr<game::GameState> start_state(std::string_view rules_text,
                                               std::optional<std::string_view> position_text,
                                               std::optional<int> side_to_move,
                                               Diagnostics& diagnostics) const override {
    const RulesParse parsed = parse_rules(rules_text);
    const OctagonRules* found =
        game::start_rules_or_null(*this, parsed, rules_text, side_to_move, diagnostics);
    if (found == nullptr) return nullptr;
    const OctagonRules& rules = *found;
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

 private:
  int players_;
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
