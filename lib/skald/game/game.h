#pragma once

// The type-erased game interface that records, puzzles and the CLI use: a Game makes a
// start state from a record's rules text (and optional position text); a GameState plays
// moves given as text and reports what happened. Every game (tafl first) implements these
// two classes once. Virtual calls are fine here: this is the path of records and the
// command line, not of the search, which is a template over the concrete game.
//
// Sides are small integers chosen by the game, from 0 (tafl: 0 attackers, 1 defenders);
// the record stores them on its nodes to group moves into turns. A game says its shape
// (GameShape): how many sides play, whether they move in turn or all at once, and how a
// finished game places them.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "skald/core/diagnostic.h"
#include "skald/game/analyser.h"
#include "skald/game/board_picture.h"
#include "skald/record/node.h"

namespace skald::game {

/// What playing one move did. On error the state is unchanged and `diagnostics` says why
/// (e.g. the move is illegal or cannot be read). Warnings report a record that was sloppy
/// but playable: written captures or suffixes that differ from the computed ones.
/// Diagnostics carry no source location; the caller (replay) adds file/line/address.
struct PlayResult {
  bool ok = false;
  /// The game's canonical text of the move as played (captures as computed).
  std::string canonical;
  /// True when the same side moves again (a berserk continuation is available).
  bool same_side_moves_again = false;
  Diagnostics diagnostics;
};

/// The side to move at a simultaneous turn (every side moves at once).
inline constexpr int kEverySide = record::kEverySide;

/// How the sides of a game move: one after another, or all at once (each turn one joint
/// move, as in RoPaSci 360).
enum class Dynamics { sequential, simultaneous };

/// What kind of game this is (the model: OpenSpiel's GameType).
struct GameShape {
  int players = 2;
  Dynamics dynamics = Dynamics::sequential;
};

/// ongoing; win: one side placed first; draw: every side placed first; shared: several
/// sides, not all, share the first place (a majority in 4-player Ataxx).
enum class OutcomeKind { ongoing, win, draw, shared };

/// Whether the game is over, how it placed the sides, and a short human-readable reason
/// ("king escaped", "threefold repetition").
struct Outcome {
  OutcomeKind kind = OutcomeKind::ongoing;
  int winner = -1;  // side number for kind == win, else -1
  std::string text;
  /// Per side, its place once the game is over: 1 for the winner (every side that shares
  /// the first place has 1), 2 for the next... Empty while ongoing, and for two-player
  /// games may be left empty: places() derives it from kind and winner.
  std::vector<int> ranking;

  /// Each side's place (see `ranking`); empty while the game goes on.
  std::vector<int> places(int players) const;
  /// Side `winner` first, every other side second.
  static Outcome won_by(int winner, int players, std::string text);
  /// Every side first.
  static Outcome drawn(int players, std::string text);
  /// The sides placed as `ranking` says (1 = first); win, draw or shared from the firsts.
  static Outcome ranked(std::vector<int> ranking, std::string text);
};

/// One position of a game, with everything records and the CLI need from it.
class GameState {
 public:
  virtual ~GameState() = default;

  /// An independent copy.
  virtual std::unique_ptr<GameState> clone() const = 0;
  /// A copy for a walk over a record that keeps one at each of its branch points
  /// (record_walk.h): it may share what the game keeps of its past with this state (tafl:
  /// the counted positions of a long game), so both must stay on one thread. clone() by
  /// default.
  virtual std::unique_ptr<GameState> branch() const { return clone(); }
  /// The side to move now; kEverySide at a simultaneous turn. Once the game is over it
  /// names no one in particular (a game that ends in the middle of a turn, as the Octagon
  /// Theory's last placement may, leaves it as it was).
  virtual int side_to_move() const = 0;
  /// Plays a move written as text. On success the state advances; on error it is unchanged.
  virtual PlayResult play(std::string_view move_text) = 0;
  /// play() for a caller that only checks the moves (a reader validating a record): the
  /// result's canonical text may be left empty, so a game can skip writing it (tafl: the
  /// info suffix's king queries). Everything else is as play() gives it, which is the
  /// default.
  virtual PlayResult play_without_canonical(std::string_view move_text) { return play(move_text); }
  /// Every legal move in canonical text, sorted and unique. At a simultaneous turn
  /// (side_to_move() == kEverySide) these are the joint moves.
  virtual std::vector<std::string> legal_moves() const = 0;
  /// The moves `side` may choose now: legal_moves() for the side to move, its own share
  /// of the joint move at a simultaneous turn, nothing for a side that is not to move.
  virtual std::vector<std::string> legal_moves_of(int side) const {
    return side == side_to_move() ? legal_moves() : std::vector<std::string>{};
  }
  /// Whether the game is over here.
  virtual Outcome outcome() const = 0;
  /// The position in the game's position notation (tafl: an OTN position record).
  virtual std::string position_text() const = 0;
  /// The board as the game describes it for drawing: cells, pieces, marked cells and the
  /// last move (board_picture.h). Agrees with position_text().
  virtual BoardPicture board_picture() const = 0;
  /// Why the commands that search or judge a position (analyse, eval, hint, moves) cannot
  /// take this state, or empty when they can (tafl: a board without exactly one king,
  /// unless a move ended the game). Readers and replay play such states on regardless.
  virtual std::string unplayable_reason() const { return {}; }
  /// A legal move (canonical text) as a user would type it: by default the move itself;
  /// tafl's simple form drops the piece letter, the captures and the suffixes (`d6-f6`).
  virtual std::string short_move_text(const std::string& move) const { return move; }
  /// How many lines of `depth` moves the game has from here (perft), counting by playing
  /// every legal move on clones; a game may count faster its own way.
  virtual std::uint64_t count_lines(int depth) const;
  /// count_lines(depth - 1) after each legal move (perft divide), in the game's order.
  virtual std::vector<std::pair<std::string, std::uint64_t>> count_lines_per_move(int depth) const;
  /// At a simultaneous turn: how many lines of `depth` actions `side` has on its own, the
  /// other sides standing still (a per-player perft, RoPaSci 360's reference counts);
  /// nothing for a game that does not count them.
  virtual std::optional<std::uint64_t> count_lines_of(int side, int depth) const {
    (void)side;
    (void)depth;
    return std::nullopt;
  }
};

/// What a rules text says, for people (`skald rules`): whether the game can use it, its
/// canonical form, and an explanation in plain words.
struct RulesReading {
  bool usable = false;
  /// The rules as the game writes them back (empty when not usable).
  std::string canonical;
  /// What the rules mean, one statement a line, each ending in a newline, with notes where
  /// the game's dialects read a key differently.
  std::string explanation;
  Diagnostics diagnostics;
};

/// The benchmark lists a game offers to `skald bench`.
enum class BenchList {
  signature,  // the engine's signature: fixed searches whose total node count is checked
  quick,      // a shallow list of the same starts, for tests
  reference,  // the benchmark of the game's reference program, for side-by-side figures
};

/// One benchmark search: the start of a variant (a name in the registry of variants,
/// variant_registry.h: the game's own or its catalogue's) searched to a fixed depth on one
/// thread.
struct BenchEntry {
  std::string variant;
  int depth = 1;
};

/// A benchmark list with the search settings it is run with.
struct BenchPlan {
  std::vector<BenchEntry> entries;
  /// Search extensions on (off where the reference program has none).
  bool extensions = true;
};

/// A rule set of a game under a name users type (`--variant spot-4`), with what it is.
struct NamedRules {
  std::string name;
  std::string rules;  // the rules text the game accepts
  std::string description;
};

/// A game: its name, its sides, and how to start it from a record's texts.
class Game {
 public:
  virtual ~Game() = default;

  /// Short stable name ("tafl").
  virtual std::string name() const = 0;
  /// How many sides play and how they move; two, in turn, unless the game says otherwise.
  virtual GameShape shape() const { return {}; }
  /// The name of a side for people ("attackers").
  virtual std::string side_name(int side) const = 0;
  /// The side a user names (`--to-move attackers`): by default the side_name() of one of
  /// the shape's players; a game may accept other spellings.
  virtual std::optional<int> side_from_name(std::string_view name) const;
  /// The side names a user may give, for a message: "attackers or defenders".
  std::string side_choices() const;
  /// Whether this game understands a rules text (the registry asks each game in turn).
  virtual bool accepts_rules(std::string_view rules_text) const = 0;
  /// The start state for a rules text, an optional start position overriding the rules'
  /// one and an optional side to move overriding the rules' first player (so a position
  /// cut out of a game can be set up: `--position ... --to-move ...`). Returns nullptr
  /// when the texts cannot be used; `diagnostics` says why (warnings may accompany a
  /// usable state, e.g. unknown rule keys).
  virtual std::unique_ptr<GameState> start_state(std::string_view rules_text,
                                                 std::optional<std::string_view> position_text,
                                                 std::optional<int> side_to_move,
                                                 Diagnostics& diagnostics) const = 0;
  /// The start state with the rules' first player to move.
  std::unique_ptr<GameState> start_state(std::string_view rules_text,
                                         std::optional<std::string_view> position_text,
                                         Diagnostics& diagnostics) const {
    return start_state(rules_text, position_text, std::nullopt, diagnostics);
  }
  /// An analyser for states of this game (game/analyser.h), or nullptr for a game that
  /// has no engine.
  virtual std::unique_ptr<Analyser> make_analyser() const { return nullptr; }
  /// What `rules_text` says (`skald rules explain|check`); diagnostics are placed from
  /// `where`, the text's first character. By default: usable when a start state can be
  /// made from it, canonical as given, no explanation.
  virtual RulesReading read_rules(std::string_view rules_text, const SourceLocation& where) const;
  /// The rules text with `side` moving first, for a record that must start with that side
  /// (a puzzle whose solver is not the rules' first player: OTN records have no side to
  /// move, so the rules say it); nothing when the game cannot say so in its rules.
  virtual std::optional<std::string> rules_with_first_side(std::string_view rules_text,
                                                           int side) const {
    (void)rules_text;
    (void)side;
    return std::nullopt;
  }
  /// The rules text with `position_text` as the start position, for a game whose rules
  /// hold their start (tafl's `start:`); nothing when the game's rules cannot hold one
  /// (a record then keeps the position in a `position` tag) or the position does not read.
  virtual std::optional<std::string> rules_with_start(std::string_view rules_text,
                                                      std::string_view position_text) const {
    (void)rules_text;
    (void)position_text;
    return std::nullopt;
  }
  /// The rule sets the game names itself (`skald perft --variant spot-4`), its default
  /// first (`--game NAME` without `--rules`); empty for a game whose variants live in a
  /// catalogue of their own (tafl: formats/variants). The program puts both in its
  /// VariantRegistry (variant_registry.h), where commands look names up.
  virtual std::vector<NamedRules> variants() const { return {}; }
  /// Whether a position text alone says who moves (Ataxx FEN does), so that a user need
  /// not give the side to move with it (`--position` without `--to-move`).
  virtual bool position_names_side_to_move() const { return false; }
  /// The searches `skald bench` runs for this game; empty for a game without an engine.
  virtual BenchPlan bench_plan(BenchList list) const {
    (void)list;
    return {};
  }
};

/// A result's name: "defenders-win", "draw", "shared" or "ongoing".
std::string result_name(const Game& game, const Outcome& outcome);
/// A result as the commands print it, with its reason: "defenders-win (king escaped)",
/// "draw (threefold repetition)"; "ongoing" while the game goes on.
std::string result_text(const Game& game, const Outcome& outcome);

}  // namespace skald::game
