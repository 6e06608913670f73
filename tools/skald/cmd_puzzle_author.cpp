// `skald puzzle new` and `skald puzzle set`: writing a puzzle record and changing its
// settings. The record is an ordinary .otg file OpenTafl loads as a puzzle: the position,
// the puzzle tags, the goal in the start comment and in a `puzzle-goal` tag (which
// OpenTafl keeps but does not use).
#include <fmt/core.h>

#include <filesystem>
#include <string>

#include "skald/game/replay.h"
#include "skald/puzzle/goal.h"
#include "skald/puzzle/puzzle_record.h"
#include "skald/record/annotations.h"
#include "skald/record/edit.h"
#include "skald/record/numbering.h"
#include "skald/record/puzzle_position.h"
#include "tools/skald/commands.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/number_option.h"
#include "tools/skald/position_options.h"
#include "tools/skald/puzzle_commands.h"
#include "tools/skald/record_io.h"

namespace skald::cli {
namespace {

/// A solver steps through three moves of each side to see how the position arose; more
/// and the prologue is a chore (a whole game is dozens of `next`).
constexpr int kDefaultPrologueMoves = 6;

struct NewOptions {
  PositionOptions position;
  std::string mode = "loose";
  std::string goal;
  std::string title;
  std::string prologue;                        // a game record to cut the puzzle from
  std::string at;                              // the address of its last move before the puzzle
  int prologue_moves = kDefaultPrologueMoves;  // plies of the game the solver steps through
  std::string output;
  bool force = false;
};

int run_new(const NewOptions& opt) {
  if (std::filesystem::exists(opt.output) && !opt.force) {
    fmt::print(stderr, "{}: error: the file exists; give --force to replace it\n", opt.output);
    return 2;
  }
  // The record the puzzle is cut from, and the node after which it starts.
  std::optional<otn::ReadResult> source;
  record::Record fresh;
  const record::Record* from = &fresh;
  const record::Node* at = &fresh.root();
  if (!opt.prologue.empty()) {
    if (!opt.position.rules.empty() || !opt.position.variant.empty() ||
        !opt.position.position.empty() || !opt.position.to_move.empty()) {
      fmt::print(stderr,
                 "error: --prologue takes the rules and the position from the game; drop "
                 "--variant, --rules, --position and --to-move\n");
      return 2;
    }
    if (opt.at.empty()) {
      fmt::print(stderr, "error: --prologue needs --at ADDR, the last move before the puzzle\n");
      return 2;
    }
    source = load_record_or_report(opt.prologue, "", opt.position.dialect);
    if (!source) return 1;
    if (source->diagnostics.has_errors()) {
      fmt::print(stderr, "{}: error: the game does not replay (see skald validate)\n",
                 opt.prologue);
      return 1;
    }
    at = find_node_or_report(source->record, opt.prologue, opt.at);
    if (at == nullptr) return 1;
    from = &source->record;
  } else {
    GamePosition start = position_from_options(opt.position);
    if (!start.state) return 2;
    // The side to move and the position go into the rules where the game's rules can
    // hold them (tafl: OpenTafl reads nothing else), else into a position tag.
    std::string why;
    const std::optional<game::StartTags> tags = game::start_tags(
        *start.game, start.rules,
        opt.position.position.empty() ? std::nullopt
                                      : std::optional<std::string_view>(opt.position.position),
        start.state->side_to_move(), why);
    if (!tags) {
      fmt::print(stderr, "error: {}\n", why);
      return 2;
    }
    fresh.set_tag("rules", tags->rules);
    if (tags->position) fresh.set_tag("position", *tags->position);
  }
  const game::Game* game =
      known_games(opt.position.dialect).game_for_rules_or_null(from->rules_text());
  if (game == nullptr) {
    fmt::print(stderr, "error: no game understands the rules\n");
    return 2;
  }
  const puzzle::GoalParse goal = puzzle::parse_goal(opt.goal, *game);
  if (!goal.goal) {
    fmt::print(stderr, "error: --goal \"{}\": {} (column {})\n", opt.goal, goal.error, goal.column);
    return 2;
  }
  const record::PuzzleMode mode =
      opt.mode == "strict" ? record::PuzzleMode::strict : record::PuzzleMode::loose;
  puzzle::CutOptions cut_options{.mode = mode, .title = opt.title};
  if (opt.prologue_moves >= 0) cut_options.prologue_moves = opt.prologue_moves;
  puzzle::CutPuzzle cut = puzzle::cut_puzzle(*from, *at, *game, *goal.goal, cut_options);
  if (cut.start == nullptr) {
    print_diagnostics(cut.diagnostics);
    return 2;
  }
  otn::WriteOptions write;
  write.file = opt.output;
  if (!save_written(opt.output, otn::write_otg(cut.record, write))) return 2;
  fmt::print("{}: {} puzzle, {} (add the solution with skald edit, then skald puzzle check {})\n",
             opt.output, opt.mode, puzzle::goal_text(*goal.goal, *game), opt.output);
  if (!cut.prologue_start.empty()) {
    fmt::print(
        "{}: the prologue starts at {}, {} move{} before the puzzle (change it with "
        "--prologue-moves, or skald puzzle set --prestart)\n",
        opt.output, cut.prologue_start, cut.prologue_moves, cut.prologue_moves == 1 ? "" : "s");
  }
  return 0;
}

struct SetOptions {
  std::string file;
  std::string mode;
  std::string start;
  std::string prestart;
  std::string goal;
  std::string dialect;
};

int run_set(const SetOptions& opt) {
  if (opt.mode.empty() && opt.start.empty() && opt.prestart.empty() && opt.goal.empty()) {
    fmt::print(stderr, "error: nothing to set: give --mode, --start, --prestart or --goal\n");
    return 2;
  }
  std::optional<text::FileLock> lock = lock_record_or_report(opt.file);
  if (!lock) return 1;
  std::optional<otn::ReadResult> read = load_record_or_report(opt.file, "", opt.dialect);
  if (!read) return 1;
  if (!read->text_intact) {
    fmt::print(stderr, "{}: error: the file has unreadable text; not changed\n", opt.file);
    return 2;
  }
  record::Record& record = read->record;
  std::vector<std::string> keys;
  auto set = [&](const char* key, const std::string& value) {
    record.set_tag(key, value);
    keys.push_back(key);
  };
  if (!opt.mode.empty()) set("puzzle-mode", opt.mode);
  if (!opt.start.empty()) set("puzzle-start", opt.start);
  if (!opt.prestart.empty()) set("puzzle-prestart", opt.prestart);
  if (!opt.goal.empty()) {
    const game::Game* game = known_games(opt.dialect).game_for_rules_or_null(record.rules_text());
    if (game == nullptr) {
      fmt::print(stderr, "{}: error: no game understands the record's rules tag\n", opt.file);
      return 2;
    }
    const puzzle::GoalParse goal = puzzle::parse_goal(opt.goal, *game);
    if (!goal.goal) {
      fmt::print(stderr, "{}: error: --goal \"{}\": {} (column {})\n", opt.file, opt.goal,
                 goal.error, goal.column);
      return 2;
    }
    set("puzzle-goal", puzzle::goal_text(*goal.goal, *game));
  }
  if (!tags_read_back(opt.file, opt.dialect, record, keys)) return 2;
  if (!save_record(opt.file, record, read->layout)) return 2;
  // Say what the file now holds, as `edit` and `tags` do: silence reads as nothing done.
  std::string changed;
  for (const std::string& key : keys)
    changed += (changed.empty() ? "" : ", ") + key + " " + record.find_tag(key)->value;
  fmt::print("{}: ok, {}\n", opt.file, changed);
  return 0;
}

}  // namespace

void add_puzzle_authoring(CLI::App* puzzle, RunContext& ctx) {
  auto n = std::make_shared<NewOptions>();
  auto* make = puzzle->add_subcommand("new", "Write a new puzzle record");
  make->footer(
      "The puzzle starts at the position the options give (or, with --prologue, after the\n"
      "move --at of a game, whose last moves before it, 6 unless --prologue-moves says\n"
      "otherwise, become the prologue a solver steps through).\n"
      "The goal goes into a puzzle-goal tag and, as a sentence, into the comment shown at\n"
      "the puzzle's start. Add the solution and its variations with skald edit, then prove\n"
      "it with skald puzzle check.\n\n"
      "Examples:\n"
      "  skald puzzle new --variant brandub --position '/2K1t2/7/7/7/7/7/3t3/' \\\n"
      "      --to-move defenders --goal 'defenders win in 1' -o escape.otg\n"
      "  skald puzzle new --prologue game.otg --at 34b --goal 'attackers win in 3' -o p.otg");
  add_position_options(make, n->position);
  make->add_option("--mode", n->mode, "loose (any legal move) or strict (only the record's)")
      ->check(CLI::IsMember({"loose", "strict"}))
      ->capture_default_str();
  make->add_option("--goal", n->goal,
                   "\"<side> wins in N\", \"<side> wins\", \"<side> draws\" "
                   "or \"<side> holds for N\"")
      ->required();
  make->add_option("--title", n->title, "The puzzle's title (the event tag)");
  make->add_option("--prologue", n->prologue, "A game record to cut the puzzle out of");
  make->add_option("--at", n->at, "With --prologue: the last move before the puzzle");
  make->add_option("--prologue-moves", n->prologue_moves,
                   "With --prologue: how many of the game's moves (plies) before the puzzle the "
                   "solver steps through; -1: the whole game")
      ->check(whole_number_in(engine::kPrologueMovesRange))
      ->capture_default_str();
  make->add_option("-o,--output", n->output, "The record to write")->required();
  make->add_flag("--force", n->force, "Replace the output file when it exists");
  make->callback([n, &ctx] { ctx.exit_code = run_new(*n); });

  auto s = std::make_shared<SetOptions>();
  auto* set = puzzle->add_subcommand("set", "Change a puzzle's mode, start, prestart or goal");
  set->footer(
      "Addresses name positions as OpenTafl does: 6a is the position after move 6a, 1a the\n"
      "start. Lines, variations, comments and hints are added with skald edit.\n\n"
      "Example:\n  skald puzzle set p.otg --mode strict --goal 'defenders win in 4'");
  set->add_option("file", s->file, "The puzzle record")->required();
  set->add_option("--mode", s->mode, "loose, strict or none")
      ->check(CLI::IsMember({"loose", "strict", "none"}));
  set->add_option("--start", s->start, "Where the puzzle starts (puzzle-start)");
  set->add_option("--prestart", s->prestart, "Where its prologue starts (puzzle-prestart)");
  set->add_option("--goal", s->goal, "The goal (puzzle-goal)");
  add_dialect_option(set, s->dialect);
  set->callback([s, &ctx] { ctx.exit_code = run_set(*s); });
}

}  // namespace skald::cli
