#include "skald/amazons/amazons_game.h"

#include <algorithm>
#include <optional>
#include <string>

#include "skald/amazons/amazons_analyser.h"
#include "skald/amazons/amazons_bench.h"
#include "skald/amazons/notation.h"
#include "skald/amazons/perft.h"
#include "skald/amazons/rules.h"
#include "skald/core/excerpt.h"

namespace skald::amazons {
namespace {

const char* side_word(int side) {
  return side == kWhite ? "White" : "Black";
}

class AmazonsGameState final : public game::GameState {
 public:
  explicit AmazonsGameState(Position position) : position_(std::move(position)) {}

  std::unique_ptr<game::GameState> clone() const override {
    return std::make_unique<AmazonsGameState>(*this);
  }
  int side_to_move() const override { return position_.side_to_move(); }
  const Position& position() const { return position_; }

  game::PlayResult play(std::string_view move_text) override {
    game::PlayResult result;
    const Geometry& g = position_.geometry();
    const MoveParse parsed = read_move(g, move_text);
    if (!parsed.move) {
      result.diagnostics.error({},
                               "cannot read move `" + excerpt(move_text) + "`: " + parsed.error);
      return result;
    }
    if (!position_.has_move(position_.side_to_move())) {
      result.diagnostics.error({}, "move `" + excerpt(move_text) + "` after the end of the game (" +
                                       outcome().text + ")");
      return result;
    }
    const Move m = *parsed.move;
    if (!position_.is_legal(m)) {
      result.diagnostics.error({}, "illegal move `" + excerpt(move_text) + "`: " + why_illegal(m));
      return result;
    }
    position_.make(m);
    position_.forget_history();
    last_move_ = m;
    result.ok = true;
    result.canonical = move_text_of(m);
    return result;
  }

  std::vector<std::string> legal_moves() const override {
    std::vector<Move> moves;
    position_.generate_moves(moves);
    std::vector<std::string> out;
    out.reserve(moves.size());
    for (const Move& m : moves)
      out.push_back(move_text_of(m));
    std::sort(out.begin(), out.end());
    return out;
  }

  game::Outcome outcome() const override {
    const int mover = position_.side_to_move();
    if (position_.has_move(mover)) return {};
    return game::Outcome::won_by(mover ^ 1, 2, std::string(side_word(mover)) + " cannot move");
  }

  std::string position_text() const override { return amazons::position_text(position_); }

  game::BoardPicture board_picture() const override {
    return amazons_picture(position_, last_move_ ? &*last_move_ : nullptr);
  }

  std::uint64_t count_lines(int depth) const override {
    Position copy = position_;
    return perft_bulk(copy, depth);
  }

  std::vector<std::pair<std::string, std::uint64_t>> count_lines_per_move(
      int depth) const override {
    Position copy = position_;
    std::vector<std::pair<std::string, std::uint64_t>> out;
    for (const auto& [move, nodes] : perft_divide(copy, depth))
      out.emplace_back(move_text_of(move), nodes);
    return out;
  }

 private:
  std::string move_text_of(const Move& m) const { return move_text(position_.geometry(), m); }

  /// Why a move read from text is not legal here, for the error message.
  std::string why_illegal(const Move& m) const {
    const Geometry& g = position_.geometry();
    const int mover = position_.side_to_move();
    const std::string from = square_name(g, m.from);
    const Content there = position_.at(m.from);
    if (there == Content::empty) return "no amazon on " + from;
    if (there == Content::arrow) return "an arrow stands on " + from;
    if ((position_.amazons(mover) & bit(m.from)) == 0)
      return "the amazon on " + from + " is " + side_word(mover ^ 1) + "'s, and " +
             side_word(mover) + " is to move";
    const Bits free = position_.empty();
    if ((g.queen_reach(bit(m.from), free) & bit(m.to)) == 0)
      return "the amazon on " + from + " cannot reach " + square_name(g, m.to) +
             " (a queen move over empty squares)";
    return "the arrow cannot reach " + square_name(g, m.arrow) + " from " + square_name(g, m.to) +
           " (a queen move over empty squares)";
  }

  Position position_;
  std::optional<Move> last_move_;
};

class AmazonsGame final : public game::Game {
 public:
  std::string name() const override { return "amazons"; }
  std::string side_name(int side) const override {
    return side == kWhite ? "white" : side == kBlack ? "black" : "?";
  }
  bool accepts_rules(std::string_view rules_text) const override {
    return is_amazons_rules(rules_text);
  }
  std::unique_ptr<game::Analyser> make_analyser() const override { return make_amazons_analyser(); }
  /// The three board sizes, the ICGA's 10x10 first (the default of `--game amazons`).
  std::vector<game::NamedRules> variants() const override {
    return {{"amazons-10x10", "amazons size:10", "The Game of the Amazons on 10x10 (ICGA)"},
            {"amazons-8x8", "amazons size:8", "The Game of the Amazons on 8x8"},
            {"amazons-6x6", "amazons size:6", "The Game of the Amazons on 6x6"}};
  }
  /// The position text ends with the side to move (`w` or `b`).
  bool position_names_side_to_move() const override { return true; }
  game::BenchPlan bench_plan(game::BenchList list) const override {
    return amazons_bench_plan(list);
  }
  game::RulesReading read_rules(std::string_view rules_text,
                                const SourceLocation& where) const override {
    game::RulesReading reading;
    RulesParse parsed = parse_rules(rules_text);
    reading.diagnostics.append_at(parsed.diagnostics, where);
    if (!parsed.rules) return reading;
    reading.usable = true;
    reading.canonical = rules_text_of(*parsed.rules);
    reading.explanation = explain_rules(*parsed.rules);
    return reading;
  }
  std::optional<std::string> rules_with_first_side(std::string_view rules_text,
                                                   int side) const override {
    RulesParse parsed = parse_rules(rules_text);
    if (!parsed.rules || (side != kWhite && side != kBlack)) return std::nullopt;
    parsed.rules->first = side;
    parsed.rules->first_given = true;
    return rules_text_of(*parsed.rules);
  }
  using game::Game::start_state;
  std::unique_ptr<game::GameState> start_state(std::string_view rules_text,
                                               std::optional<std::string_view> position_text,
                                               std::optional<int> side_to_move,
                                               Diagnostics& diagnostics) const override {
    if (side_to_move && *side_to_move != kWhite && *side_to_move != kBlack) {
      diagnostics.error({}, "side to move " + std::to_string(*side_to_move) +
                                ": the Amazons have sides 0 (white) and 1 (black)");
      return nullptr;
    }
    RulesParse parsed = parse_rules(rules_text);
    diagnostics.append(parsed.diagnostics);
    if (!parsed.rules) return nullptr;
    const AmazonsRules& rules = *parsed.rules;
    if (!position_text) {
      AmazonsRules start = rules;
      if (side_to_move) start.first = *side_to_move;
      return std::make_unique<AmazonsGameState>(Position(start));
    }
    PositionParse board = read_position(*position_text, rules.size, rules.first);
    diagnostics.append(board.diagnostics);
    if (!board.position) return nullptr;
    Position& p = *board.position;
    // The side asked for, else the rules' when they name one, else the position text's.
    const int side = side_to_move        ? *side_to_move
                     : rules.first_given ? rules.first
                                         : p.side_to_move();
    if (side != p.side_to_move())
      p = Position(p.size(), p.amazons(kWhite), p.amazons(kBlack), p.arrows(), side);
    return std::make_unique<AmazonsGameState>(std::move(p));
  }

 private:
  static std::string rules_text_of(const AmazonsRules& rules) { return amazons::rules_text(rules); }
};

}  // namespace

std::unique_ptr<game::Game> make_amazons_game() {
  return std::make_unique<AmazonsGame>();
}

const Position* amazons_position_of(const game::GameState& state) {
  const auto* amazons = dynamic_cast<const AmazonsGameState*>(&state);
  return amazons == nullptr ? nullptr : &amazons->position();
}

}  // namespace skald::amazons
