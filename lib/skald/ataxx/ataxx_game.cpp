#include "skald/ataxx/ataxx_game.h"

#include <algorithm>

#include "skald/ataxx/ataxx_analyser.h"
#include "skald/ataxx/ataxx_bench.h"
#include "skald/ataxx/ataxx_picture.h"
#include "skald/ataxx/fen.h"
#include "skald/ataxx/move_notation.h"
#include "skald/ataxx/perft.h"
#include "skald/ataxx/rules.h"
#include "skald/game/rules_checks.h"

namespace skald::ataxx {
namespace {

class AtaxxGameState final : public game::GameState {
 public:
  explicit AtaxxGameState(Position position) : position_(std::move(position)) {}

  std::unique_ptr<game::GameState> clone() const override {
    return std::make_unique<AtaxxGameState>(*this);
  }
  int side_to_move() const override { return position_.side_to_move(); }
  const Position& position() const { return position_; }

  game::PlayResult play(std::string_view move_text) override {
    game::PlayResult result;
    const MoveTextParse parsed = parse_move_text(move_text);
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
    last.turned = position_.flips(*parsed.move);
    for (Bitboard b = last.turned; b; b &= b - 1)
      last.former_owner[static_cast<std::size_t>(lowest(b))] =
          static_cast<std::int8_t>(position_.at(lowest(b)));
    position_.make(*parsed.move);
    position_.forget_history();  // a state never unmakes: clones stay small
    last_move_ = last;
    result.ok = true;
    result.canonical = move_to_text(*parsed.move);
    // Spot skips players without a move: the same player may move again.
    result.same_side_moves_again = !position_.game_over() && position_.side_to_move() == last.mover;
    return result;
  }

  std::vector<std::string> legal_moves() const override {
    MoveList moves;
    position_.generate_moves(moves);
    std::vector<std::string> out;
    out.reserve(static_cast<std::size_t>(moves.size()));
    for (const Move& m : moves)
      out.push_back(move_to_text(m));
    std::sort(out.begin(), out.end());
    return out;
  }

  game::Outcome outcome() const override {
    const GameEnd end = position_.end();
    if (!end.over()) return {};
    return game::Outcome::ranked(end.places, end_reason_text(end.reason));
  }

  std::string position_text() const override { return to_fen(position_); }

  game::BoardPicture board_picture() const override { return ataxx_picture(position_, last_move_); }

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
      out.emplace_back(move_to_text(m), perft_bulk(copy, depth - 1));
      copy.unmake();
    }
    return out;
  }

 private:
  std::string why_illegal(Move move) const {
    const std::string side(1, kPlayerLetters[position_.side_to_move()]);
    if (move.is_pass()) return side + " has a move, so it may not pass";
    if (position_.at(move.to) != kEmpty) return square_name(move.to) + " is not empty";
    if (move.is_clone()) return "no " + side + " stone next to " + square_name(move.to);
    if (position_.at(move.from) != position_.side_to_move())
      return "no " + side + " stone on " + square_name(move.from);
    return square_name(move.to) + " is not two squares from " + square_name(move.from);
  }

  Position position_;
  std::optional<LastMove> last_move_;
};

class AtaxxGame final : public game::Game {
 public:
  explicit AtaxxGame(int players) : players_(players) {}

  std::string name() const override {
    return players_ == 2 ? "ataxx" : "spot-" + std::to_string(players_);
  }
  game::GameShape shape() const override { return {players_, game::Dynamics::sequential}; }
  std::string side_name(int side) const override {
    return side >= 0 && side < players_ ? std::string(1, kPlayerLetters[side]) : "?";
  }
  bool accepts_rules(std::string_view rules_text) const override {
    return names_ataxx_rules(rules_text) &&
           game::players_asked(parse_rules(rules_text)) == players_;
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
  bool position_names_side_to_move() const override { return true; }
  std::unique_ptr<game::Analyser> make_analyser() const override { return make_ataxx_analyser(); }
  game::BenchPlan bench_plan(game::BenchList list) const override {
    return ataxx_bench_plan(players_, list);
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
    const AtaxxRules* found =
        game::start_rules_or_null(*this, parsed, rules_text, side_to_move, diagnostics);
    if (found == nullptr) return nullptr;
    const AtaxxRules& rules = *found;
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

 private:
  int players_;
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
