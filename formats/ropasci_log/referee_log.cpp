#include "formats/ropasci_log/referee_log.h"

#include <memory>
#include <optional>
#include <vector>

#include "skald/core/excerpt.h"
#include "skald/ropasci/game_state.h"
#include "skald/ropasci/notation.h"
#include "skald/ropasci/ropasci_game.h"

namespace skald::ropasci_log {
namespace {

using ropasci::Action;
using ropasci::ActionKind;
using ropasci::Board;
using ropasci::Game360;
using ropasci::kLower;
using ropasci::kUpper;

/// A line read character by character, with the column of what is read next (from 1).
class LineCursor {
 public:
  explicit LineCursor(std::string_view line) : line_(line) {}
  int column() const { return static_cast<int>(at_) + 1; }
  bool done() const { return at_ >= line_.size(); }
  void skip_blanks() {
    while (at_ < line_.size() && (line_[at_] == ' ' || line_[at_] == '\t'))
      ++at_;
  }
  /// Takes `word` (after blanks) when it comes next.
  bool take(std::string_view word) {
    skip_blanks();
    if (line_.substr(at_, word.size()) != word) return false;
    at_ += word.size();
    return true;
  }
  std::optional<int> integer() {
    skip_blanks();
    std::size_t i = at_;
    const bool negative = i < line_.size() && (line_[i] == '-' || line_[i] == '+');
    if (negative) ++i;
    const std::size_t digits = i;
    long value = 0;
    while (i < line_.size() && line_[i] >= '0' && line_[i] <= '9' && i - digits < 9)
      value = value * 10 + (line_[i++] - '0');
    if (i == digits) return std::nullopt;
    if (line_[at_] == '-') value = -value;
    at_ = i;
    return static_cast<int>(value);
  }
  /// One character (after blanks), or nothing at the end.
  std::optional<char> character() {
    skip_blanks();
    if (done()) return std::nullopt;
    return line_[at_++];
  }
  std::string_view rest() const { return line_.substr(std::min(at_, line_.size())); }

 private:
  std::string_view line_;
  std::size_t at_ = 0;
};

/// A hex as the referee writes it: `(r, q)` or `Hex(r=.., q=..)`; its axial place.
std::optional<ropasci::Axial> read_hex(LineCursor& in) {
  if (in.take("Hex(")) {
    if (!in.take("r") || !in.take("=")) return std::nullopt;
    const auto r = in.integer();
    if (!r || !in.take(",") || !in.take("q") || !in.take("=")) return std::nullopt;
    const auto q = in.integer();
    if (!q || !in.take(")")) return std::nullopt;
    return ropasci::Axial{*r, *q};
  }
  if (!in.take("(")) return std::nullopt;
  const auto r = in.integer();
  if (!r || !in.take(",")) return std::nullopt;
  const auto q = in.integer();
  if (!q || !in.take(")")) return std::nullopt;
  return ropasci::Axial{*r, *q};
}

/// An action as a log writes it, with where it stands in its line.
struct LogAction {
  ropasci::WrittenAction action;
  int column = 0;
};

/// What was wrong with a line, at a column.
struct LineError {
  int column = 0;
  std::string message;
};

const char* kActionShape =
    "expected THROW symbol r|p|s to (r, q), SLIDE from (r, q) to (r, q) or SWING from (r, q) "
    "to (r, q)";

std::optional<int> hex_or_error(const std::optional<ropasci::Axial>& place, int column,
                                std::optional<LineError>& error) {
  if (!place) {
    error = LineError{column,
                      std::string("expected a hex, (r, q) or Hex(r=.., q=..): ") + kActionShape};
    return std::nullopt;
  }
  const int hex = ropasci::hex_at(place->r, place->q);
  if (hex < 0) {
    error = LineError{column, "(" + std::to_string(place->r) + ", " + std::to_string(place->q) +
                                  ") is not a hex of the board (|r|, |q| and |r + q| are at "
                                  "most 4)"};
    return std::nullopt;
  }
  return hex;
}

/// `THROW symbol s to (r, q)`, `SLIDE from .. to ..`, `SWING from .. to ..`.
std::optional<LogAction> read_action(LineCursor& in, std::optional<LineError>& error) {
  in.skip_blanks();
  LogAction out;
  out.column = in.column();
  if (in.take("THROW")) {
    if (!in.take("symbol")) {
      error = LineError{in.column(), std::string(kActionShape)};
      return std::nullopt;
    }
    in.skip_blanks();
    const int symbol_column = in.column();
    const auto letter = in.character();
    if (!letter || (*letter != 'r' && *letter != 'p' && *letter != 's')) {
      error = LineError{symbol_column, "expected the symbol thrown: r, p or s"};
      return std::nullopt;
    }
    out.action.kind = ActionKind::throw_token;
    out.action.symbol = *letter == 'r'   ? ropasci::Symbol::rock
                        : *letter == 'p' ? ropasci::Symbol::paper
                                         : ropasci::Symbol::scissors;
    if (!in.take("to")) {
      error = LineError{in.column(), std::string(kActionShape)};
      return std::nullopt;
    }
    in.skip_blanks();
    const int to_column = in.column();
    const auto to = hex_or_error(read_hex(in), to_column, error);
    if (!to) return std::nullopt;
    out.action.to = *to;
    return out;
  }
  const bool slide = in.take("SLIDE");
  if (!slide && !in.take("SWING")) {
    error = LineError{out.column, std::string(kActionShape)};
    return std::nullopt;
  }
  out.action.kind = slide ? ActionKind::slide : ActionKind::swing;
  if (!in.take("from")) {
    error = LineError{in.column(), std::string(kActionShape)};
    return std::nullopt;
  }
  in.skip_blanks();
  const int from_column = in.column();
  const auto from = hex_or_error(read_hex(in), from_column, error);
  if (!from) return std::nullopt;
  if (!in.take("to")) {
    error = LineError{in.column(), std::string(kActionShape)};
    return std::nullopt;
  }
  in.skip_blanks();
  const int to_column = in.column();
  const auto to = hex_or_error(read_hex(in), to_column, error);
  if (!to) return std::nullopt;
  out.action.from = *from;
  out.action.to = *to;
  return out;
}

/// The referee's Python repr of a refused action: `('SLIDE', (2, -4), (1, -3))` or
/// `('THROW', 's', (4, -2))`.
std::optional<LogAction> read_refused_action(LineCursor& in, std::optional<LineError>& error) {
  in.skip_blanks();
  LogAction out;
  out.column = in.column();
  const auto quoted = [&in](std::string_view word) {
    return in.take(std::string("'") + std::string(word) + "'") ||
           in.take(std::string("\"") + std::string(word) + "\"");
  };
  const char* shape =
      "expected the refused action as the referee writes it: ('SLIDE', (r, q), (r, q)) or "
      "('THROW', 's', (r, q))";
  // Every failure says the same: where the line leaves that shape.
  const auto fail = [&]() -> std::optional<LogAction> {
    error = LineError{in.column(), shape};
    return std::nullopt;
  };
  if (!in.take("(")) return fail();
  if (quoted("THROW")) {
    out.action.kind = ActionKind::throw_token;
    if (!in.take(",")) return fail();
    if (quoted("r")) {
      out.action.symbol = ropasci::Symbol::rock;
    } else if (quoted("p")) {
      out.action.symbol = ropasci::Symbol::paper;
    } else if (quoted("s")) {
      out.action.symbol = ropasci::Symbol::scissors;
    } else {
      return fail();
    }
    if (!in.take(",")) return fail();
  } else {
    const bool slide = quoted("SLIDE");
    if (!slide && !quoted("SWING")) return fail();
    out.action.kind = slide ? ActionKind::slide : ActionKind::swing;
    if (!in.take(",")) return fail();
    in.skip_blanks();
    const int from_column = in.column();
    const auto from = hex_or_error(read_hex(in), from_column, error);
    if (!from) return std::nullopt;
    out.action.from = *from;
    if (!in.take(",")) return fail();
  }
  in.skip_blanks();
  const int to_column = in.column();
  const auto to = hex_or_error(read_hex(in), to_column, error);
  if (!to) return std::nullopt;
  out.action.to = *to;
  if (!in.take(")")) return fail();
  return out;
}

/// `upper` or `lower` (after blanks), then `:`.
std::optional<int> read_side(LineCursor& in) {
  int side = -1;
  if (in.take("upper"))
    side = kUpper;
  else if (in.take("lower"))
    side = kLower;
  if (side < 0 || !in.take(":")) return std::nullopt;
  return side;
}

const char* side_word(int side) {
  return side == kUpper ? "upper" : "lower";
}

/// The lines of a text, without their line ends.
std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    out.push_back(line);
    start = end + 1;
  }
  return out;
}

bool is_blank(std::string_view line) {
  return line.find_first_not_of(" \t") == std::string_view::npos;
}

/// The replay of a log, turn by turn, into a record.
class LogReplay {
 public:
  LogReplay(LogReadResult& out, const std::string& file) : out_(out), file_(file) {
    out_.record.set_tag("rules", ropasci::kRulesText);
    at_ = &out_.record.root();
  }

  void error(int line, int column, std::string message) {
    out_.diagnostics.error({file_, line, column}, std::move(message));
  }

  /// Plays a turn read from two lines; false (with an error) when an action is illegal.
  bool play(const LogAction (&actions)[2], const int (&lines)[2]) {
    if (game_.over()) {
      error(lines[0], 1,
            "turn " + std::to_string(out_.turns + 1) + " after the end of the game (" +
                ropasci::end_reason_text(game_.end()) + ")");
      return false;
    }
    Action resolved[2];
    for (int side = 0; side < 2; ++side) {
      const ropasci::ActionResolution r =
          ropasci::resolve_action(game_.board(), side, actions[side].action);
      if (!r.action) {
        error(lines[side], actions[side].column,
              std::string(side_word(side)) + "'s action is illegal: " + r.error);
        return false;
      }
      resolved[side] = *r.action;
    }
    game_.play(resolved[kUpper], resolved[kLower]);
    auto node = std::make_unique<record::Node>(
        ropasci::joint_text(resolved[kUpper], resolved[kLower]), record::kEverySide);
    node->source = {lines[0], actions[0].column};
    at_ = at_->add_child(std::move(node));
    ++out_.turns;
    return true;
  }

  /// Checks the log's result line against the replay.
  void check_result(int line, std::string_view said) {
    const ropasci::GameEnd& end = game_.end();
    std::string replayed = "the game goes on";
    if (end.over())
      replayed = end.winner >= 0 ? std::string("winner: ") + side_word(end.winner)
                                 : "draw: " + ropasci::end_reason_text(end);
    if (replayed != said)
      error(line, 1,
            "the log ends `" + excerpt(said) + "`, but the replay of its " +
                std::to_string(out_.turns) + " turns ends " +
                (end.over() ? "`" + replayed + "`" : replayed));
  }

  /// The refused action of an `error:` line, checked against the last position.
  void check_refused(int line, int side, const LogAction& action) {
    const ropasci::ActionResolution r = ropasci::resolve_action(game_.board(), side, action.action);
    if (r.action) {
      error(line, action.column,
            "the referee refused " + std::string(side_word(side)) + "'s action of turn " +
                std::to_string(out_.turns + 1) + ", but the rules allow it");
      return;
    }
    // The log is right: the referee stopped the game at an action the rules refuse too. The
    // turns before it are the game, and read as such (convert writes them).
    out_.diagnostics.warning(
        {file_, line, action.column},
        std::string(side_word(side)) + "'s action of turn " + std::to_string(out_.turns + 1) +
            " is illegal (the referee refused it too): " + r.error + "; the game ends before it");
  }

  /// An `error:` line refusing no action at all (the player's program returned None).
  void refused_nothing(int line, int column, int side) {
    out_.diagnostics.warning({file_, line, column},
                             std::string(side_word(side)) + " gave no action for turn " +
                                 std::to_string(out_.turns + 1) +
                                 " (None), which the referee refused; the game ends before it");
  }

  /// After the last line: a game that ended without a result line, or one that goes on.
  void check_unfinished(int line) {
    if (game_.over()) {
      out_.diagnostics.warning({file_, line, 0}, "the game ended (" +
                                                     ropasci::end_reason_text(game_.end()) +
                                                     ") but the log has no result line");
    } else {
      Diagnostic note;
      note.severity = Severity::note;
      note.where = {file_, line, 0};
      note.message = "the log stops after turn " + std::to_string(out_.turns) +
                     " without a result (the referee ended it by a timeout or crash)";
      out_.diagnostics.add(std::move(note));
    }
  }

 private:
  LogReadResult& out_;
  const std::string& file_;
  Game360 game_;
  record::Node* at_;
};

}  // namespace

bool looks_like_referee_log(std::string_view text) {
  for (std::string_view line : lines_of(text.substr(0, 4096))) {
    if (is_blank(line)) continue;
    LineCursor in(line);
    return (in.take("turn") && in.integer() == 1 && in.take(":")) || in.take("winner:") ||
           in.take("draw:") || in.take("error:");
  }
  return false;
}

LogReadResult read_referee_log(std::string_view text, const std::string& file) {
  LogReadResult out;
  LogReplay replay(out, file);
  const std::vector<std::string_view> lines = lines_of(text);
  LogAction pending[2];
  int pending_lines[2] = {0, 0};
  int next_side = kUpper;
  bool ended = false;
  int last_number = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const int number = static_cast<int>(i) + 1;
    const std::string_view line = lines[i];
    if (is_blank(line)) continue;
    last_number = number;
    if (ended) {
      replay.error(number, 1,
                   "a line after the log's last line (`" + excerpt(out.last_line) + "`)");
      return out;
    }
    LineCursor in(line);
    std::optional<LineError> failed;
    if (in.take("turn")) {
      in.skip_blanks();
      const int turn_column = in.column();
      const auto turn = in.integer();
      const int expected = out.turns + 1;
      if (!turn || !in.take(":")) {
        replay.error(number, turn_column, "expected the turn's number and `:` after `turn`");
        return out;
      }
      if (*turn != expected) {
        replay.error(number, turn_column,
                     "turn " + std::to_string(*turn) + " where turn " + std::to_string(expected) +
                         " was expected");
        return out;
      }
      in.skip_blanks();
      const int side_column = in.column();
      const auto side = read_side(in);
      if (!side || *side != next_side) {
        replay.error(number, side_column,
                     std::string("expected `") + side_word(next_side) +
                         ":` (each turn logs upper's action, then lower's)");
        return out;
      }
      const auto action = read_action(in, failed);
      if (!action) {
        replay.error(number, failed->column, failed->message);
        return out;
      }
      in.skip_blanks();
      if (!in.done()) {
        replay.error(number, in.column(), "unexpected text after the action");
        return out;
      }
      pending[*side] = *action;
      pending_lines[*side] = number;
      if (*side == kUpper) {
        next_side = kLower;
        continue;
      }
      next_side = kUpper;
      if (!replay.play(pending, pending_lines)) return out;
      continue;
    }
    if (next_side == kLower) {
      replay.error(
          number, 1,
          "expected lower's action of turn " + std::to_string(out.turns + 1) + " after upper's");
      return out;
    }
    LineCursor result(line);
    if (result.take("winner:")) {
      result.skip_blanks();
      const int side_column = result.column();
      const bool upper = result.take("upper");
      if (!upper && !result.take("lower")) {
        replay.error(number, side_column, "expected the winner, upper or lower");
        return out;
      }
      out.last_line = std::string("winner: ") + (upper ? "upper" : "lower");
      replay.check_result(number, out.last_line);
    } else if (result.take("draw:")) {
      result.skip_blanks();
      out.last_line = "draw: " + std::string(result.rest());
      while (!out.last_line.empty() &&
             (out.last_line.back() == ' ' || out.last_line.back() == '\t'))
        out.last_line.pop_back();
      replay.check_result(number, out.last_line);
    } else if (result.take("error:")) {
      result.skip_blanks();
      const int side_column = result.column();
      const auto side = read_side(result);
      if (!side || !result.take("illegal") || !result.take("action")) {
        replay.error(number, side_column,
                     "expected `upper: illegal action (...)` or `lower: illegal action (...)`");
        return out;
      }
      result.skip_blanks();
      if (const int none_column = result.column(); result.take("None")) {
        result.skip_blanks();
        if (!result.done()) {
          replay.error(number, result.column(), "unexpected text after `None`");
          return out;
        }
        out.last_line = std::string(line);
        replay.refused_nothing(number, none_column, *side);
        ended = true;
        continue;
      }
      const auto action = read_refused_action(result, failed);
      if (!action) {
        replay.error(number, failed->column, failed->message);
        return out;
      }
      out.last_line = std::string(line);
      replay.check_refused(number, *side, *action);
    } else {
      replay.error(number, 1,
                   "expected `turn N: upper|lower: ACTION`, `winner: ...`, `draw: ...` or "
                   "`error: ...`");
      return out;
    }
    ended = true;
  }
  if (next_side == kLower) {
    replay.error(last_number, 1,
                 "the log ends with upper's action of turn " + std::to_string(out.turns + 1) +
                     " without lower's");
    return out;
  }
  if (last_number == 0) {
    replay.error(1, 1, "the log is empty: expected `turn 1: upper: ACTION` and the turns after it");
    return out;
  }
  if (!ended) replay.check_unfinished(last_number);
  return out;
}

}  // namespace skald::ropasci_log
