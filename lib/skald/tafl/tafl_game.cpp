#include "skald/tafl/tafl_game.h"

#include "skald/tafl/tafl_analyser.h"

#include <algorithm>
#include <string>

#include "skald/core/excerpt.h"
#include "skald/tafl/coord.h"
#include "skald/tafl/move_notation.h"
#include "skald/tafl/perft.h"
#include "skald/tafl/position.h"
#include "skald/tafl/position_record.h"
#include "skald/tafl/rules_explain.h"
#include "skald/tafl/rules_string.h"
#include "skald/tafl/tafl_bench.h"
#include "skald/tafl/tafl_picture.h"

namespace skald::tafl {
namespace {

game::Outcome to_game_outcome(const Outcome& o) {
  game::Outcome out;
  switch (o.status) {
    case GameStatus::ongoing:
      return out;
    case GameStatus::attackers_win:
      out.kind = game::OutcomeKind::win;
      out.winner = index(Side::attackers);
      break;
    case GameStatus::defenders_win:
      out.kind = game::OutcomeKind::win;
      out.winner = index(Side::defenders);
      break;
    case GameStatus::draw:
      out.kind = game::OutcomeKind::draw;
      break;
  }
  out.text = reason_name(o.reason);
  return out;
}

class TaflGameState final : public game::GameState {
 public:
  explicit TaflGameState(Position position) : position_(std::move(position)) {
    // A start position with the king already escaped is a finished game.
    if (position_.ply() == 0 && position_.king_on_escape_square())
      start_outcome_ = Outcome::win(Side::defenders, EndReason::king_escaped);
  }

  /// A plain copy: play() keeps the Position's history down to its last few steps, the
  /// older ones since the last capture counted in a table the copies share
  /// (Position::fold_history), so a copy deep in a long record copies a few moves, not
  /// the whole game.
  std::unique_ptr<game::GameState> clone() const override {
    return std::make_unique<TaflGameState>(*this);
  }
  std::unique_ptr<game::GameState> branch() const override {
    auto out = std::make_unique<TaflGameState>(*this);
    out->position_ = position_.branch_copy();
    return out;
  }
  int side_to_move() const override { return index(position_.side_to_move()); }
  const Position& position() const { return position_; }

  game::PlayResult play(std::string_view move_text) override { return play_move(move_text, true); }
  game::PlayResult play_without_canonical(std::string_view move_text) override {
    return play_move(move_text, false);
  }

  std::vector<std::string> legal_moves() const override {
    if (start_outcome_.over()) return {};
    MoveList moves;
    position_.generate_moves(moves);
    std::vector<std::string> out;
    out.reserve(static_cast<size_t>(moves.size()));
    Position scratch = position_;  // one copy for all moves, not one per move
    for (const Move& m : moves)
      out.push_back(move_to_otn(scratch, m));
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
  }

  game::Outcome outcome() const override { return to_game_outcome(current_outcome()); }

  std::string position_text() const override {
    return format_position_record(position_.pieces(), position_.dim());
  }

  game::BoardPicture board_picture() const override { return tafl_picture(position_, last_move_); }

  std::string short_move_text(const std::string& move) const override {
    const MoveRecordParse parsed = parse_move_record(move);
    if (!parsed.record) return move;
    const ResolvedMove resolved = resolve_move(position_, *parsed.record);
    return resolved.move ? move_to_simple(position_, *resolved.move) : move;
  }

  std::uint64_t count_lines(int depth) const override {
    Position copy = position_;
    return perft(copy, depth);
  }

  std::vector<std::pair<std::string, std::uint64_t>> count_lines_per_move(
      int depth) const override {
    Position copy = position_;
    std::vector<std::pair<std::string, std::uint64_t>> out;
    for (const PerftDivideEntry& e : perft_divide(copy, depth))
      out.emplace_back(move_to_otn(copy, e.move), e.nodes);
    return out;
  }

  std::string unplayable_reason() const override {
    // A game a move has ended stands as that move left it (the last king captured, say).
    if (position_.ply() > 0 && position_.outcome().over()) return {};
    const BoardTables& t = *position_.tables();
    std::vector<std::string> kings;
    for (int i = 0; i < t.dim * t.dim; ++i) {
      const Piece p = position_.at(t.board_square[i]);
      if (p.is_king() && p.side() == Side::defenders)
        kings.push_back(coord_to_string(position_.coord(t.board_square[i])));
    }
    if (kings.size() == 1) return {};
    if (kings.empty()) return "the position has no king: the defenders need exactly one";
    std::string where;
    for (const std::string& k : kings)
      where += (where.empty() ? "" : ", ") + k;
    return "the position has " + std::to_string(kings.size()) + " kings (" + where +
           "): the defenders need exactly one";
  }

 private:
  /// Plays a continuation that OpenTafl accepts under ber:c but the rules do not: the
  /// berserker moves without capturing and the turn passes. Nothing if that is not the case.
  bool play_lenient_berserk(const MoveRecord& record, game::PlayResult& result);
  /// play(), with the canonical text only when `canonical`.
  game::PlayResult play_move(std::string_view move_text, bool canonical);

  Outcome current_outcome() const {
    return start_outcome_.over() ? start_outcome_ : position_.outcome();
  }
  /// current_outcome().over(), without a search for a legal move where none is needed.
  bool game_over() const { return start_outcome_.over() || position_.game_over(); }

  Position position_;
  std::optional<MovedSquares> last_move_;
  /// The result of a start position whose game is already over (the king escaped).
  Outcome start_outcome_;
};

bool TaflGameState::play_lenient_berserk(const MoveRecord& record, game::PlayResult& result) {
  if (!position_.berserk_pending() || position_.rules().berserk != BerserkMode::capture ||
      record.resign) {
    return false;
  }
  if (record.from.file >= position_.dim() || record.from.rank >= position_.dim() ||
      record.to.file >= position_.dim() || record.to.rank >= position_.dim() ||
      position_.square(record.from) != position_.berserk_square()) {
    return false;
  }
  // The same board with the berserker's side to move and no continuation pending: is the
  // move an ordinary legal move there?
  Position free(position_.tables(), position_.pieces(), position_.side_to_move());
  const std::optional<Move> m = free.find_legal(record.from, record.to);
  if (!m || free.is_capture(*m)) return false;
  const Side mover = position_.side_to_move();
  result.canonical = move_to_otn(free, *m);
  free.make(*m);
  if (free.side_to_move() == mover) return false;  // would not end the turn: not this case
  // Played on position_ itself, so the repetition history goes on as in OpenTafl.
  position_.make_noncapturing_continuation(*m);
  result.ok = true;
  result.diagnostics.warning({}, "berserk continuation `" + result.canonical +
                                     "` captures nothing: the rules (ber:c) require a capture; "
                                     "OpenTafl accepts it, so skald plays it and ends the turn");
  return true;
}

game::PlayResult TaflGameState::play_move(std::string_view move_text, bool canonical) {
  game::PlayResult result;
  const MoveRecordParse parsed = parse_move_record(move_text);
  if (!parsed.record) {
    result.diagnostics.error({}, "cannot read move `" + excerpt(move_text) + "`: " + parsed.error);
    return result;
  }
  const MoveRecord& record = *parsed.record;
  if (game_over()) {
    result.diagnostics.error({}, "move `" + excerpt(move_text) + "` after the end of the game (" +
                                     reason_name(current_outcome().reason) + ")");
    return result;
  }
  const ResolvedMove resolved = resolve_move(position_, record);
  const Side mover = position_.side_to_move();
  if (resolved.resign) {
    position_.resign();
    result.ok = true;
    result.canonical = "---";
    last_move_.reset();
  } else if (resolved.move) {
    position_.fold_history();
    position_.make(*resolved.move);
    if (canonical) result.canonical = move_to_otn_after(position_, *resolved.move);
    result.ok = true;
    last_move_ = {position_.coord(resolved.move->from), position_.coord(resolved.move->to)};
    for (const std::string& w : resolved.warnings)
      result.diagnostics.warning({}, w);
  } else if (play_lenient_berserk(record, result)) {
    last_move_ = {record.from, record.to};
  } else {
    result.diagnostics.error({}, "illegal move `" + excerpt(move_text) + "`: " + resolved.error);
    return result;
  }
  result.same_side_moves_again = !position_.game_over() && position_.side_to_move() == mover;
  return result;
}

class TaflGame final : public game::Game {
 public:
  explicit TaflGame(Dialect dialect) : dialect_(dialect) {}
  std::string name() const override { return "tafl"; }
  std::string side_name(int side) const override {
    return side == 0 ? "attackers" : side == 1 ? "defenders" : "?";
  }
  std::optional<int> side_from_name(std::string_view name) const override {
    const std::optional<Side> side = tafl::side_from_name(name);
    return side ? std::optional<int>(index(*side)) : std::nullopt;
  }
  bool accepts_rules(std::string_view rules_text) const override {
    const size_t start = rules_text.find_first_not_of(" \t");
    return start != std::string_view::npos && rules_text.substr(start, 4) == "dim:";
  }
  std::unique_ptr<game::Analyser> make_analyser() const override { return make_tafl_analyser(); }
  game::BenchPlan bench_plan(game::BenchList list) const override { return tafl_bench_plan(list); }
  game::RulesReading read_rules(std::string_view rules_text,
                                const SourceLocation& where) const override {
    game::RulesReading reading;
    const RulesParse parsed = parse_rules(rules_text, where, dialect_);
    reading.diagnostics = parsed.diagnostics;
    if (!parsed.rules || parsed.diagnostics.has_errors()) return reading;
    reading.usable = true;
    reading.canonical = serialise_rules(*parsed.rules);
    reading.explanation = explain_rules(*parsed.rules) + explain_dialect_notes(rules_text);
    return reading;
  }
  std::optional<std::string> rules_with_first_side(std::string_view rules_text,
                                                   int side) const override {
    RulesParse parsed = parse_rules(rules_text, {}, dialect_);
    if (!parsed.rules || parsed.diagnostics.has_errors() || (side != 0 && side != 1))
      return std::nullopt;
    parsed.rules->attackers_first = side == 0;
    return serialise_rules(*parsed.rules);
  }
  std::optional<std::string> rules_with_start(std::string_view rules_text,
                                              std::string_view position_text) const override {
    RulesParse parsed = parse_rules(rules_text, {}, dialect_);
    if (!parsed.rules || parsed.diagnostics.has_errors()) return std::nullopt;
    PositionRecordParse board =
        parse_position_record(position_text, RowOrder::rank1_first, parsed.rules->dim);
    if (!board.squares || board.diagnostics.has_errors()) return std::nullopt;
    parsed.rules->start = *board.squares;
    parsed.rules->start_inverted = false;
    return serialise_rules(*parsed.rules);
  }
  using game::Game::start_state;
  std::unique_ptr<game::GameState> start_state(std::string_view rules_text,
                                               std::optional<std::string_view> position_text,
                                               std::optional<int> side_to_move,
                                               Diagnostics& diagnostics) const override {
    if (side_to_move && *side_to_move != 0 && *side_to_move != 1) {
      diagnostics.error({}, "side to move " + std::to_string(*side_to_move) +
                                ": tafl has sides 0 (attackers) and 1 (defenders)");
      return nullptr;
    }
    RulesParse parsed = parse_rules(rules_text, {}, dialect_);
    diagnostics.append(parsed.diagnostics);
    if (!parsed.rules) return nullptr;
    const TaflRules& rules = *parsed.rules;
    const Side first = side_to_move            ? static_cast<Side>(*side_to_move)
                       : rules.attackers_first ? Side::attackers
                                               : Side::defenders;
    if (!position_text) return std::make_unique<TaflGameState>(Position(rules, rules.start, first));
    PositionRecordParse board =
        parse_position_record(*position_text, RowOrder::rank1_first, rules.dim);
    diagnostics.append(board.diagnostics);
    if (!board.squares) return nullptr;
    return std::make_unique<TaflGameState>(Position(rules, *board.squares, first));
  }

 private:
  Dialect dialect_;
};

}  // namespace

std::unique_ptr<game::Game> make_tafl_game(Dialect dialect) {
  return std::make_unique<TaflGame>(dialect);
}

std::unique_ptr<game::GameState> make_tafl_state(Position position) {
  return std::make_unique<TaflGameState>(std::move(position));
}

const Position* tafl_position_of(const game::GameState& state) {
  const auto* tafl = dynamic_cast<const TaflGameState*>(&state);
  return tafl == nullptr ? nullptr : &tafl->position();
}

}  // namespace skald::tafl
