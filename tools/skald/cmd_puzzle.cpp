// `skald puzzle check`: proves each record's puzzle (lib/skald/puzzle/puzzle_check.h) and
// reports sound / flawed / unsound / refuted / unknown with cooks, duals, refutations and wrong
// lines.
#include <fmt/core.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "formats/json/puzzle_measures_json.h"
#include "formats/json/puzzle_report_json.h"
#include "skald/engine/limits_check.h"
#include "skald/puzzle/mine.h"
#include "skald/puzzle/puzzle_check.h"
#include "skald/puzzle/puzzle_duplicates.h"
#include "skald/puzzle/puzzle_measures.h"
#include "tools/skald/commands.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/number_option.h"
#include "tools/skald/puzzle_commands.h"
#include "tools/skald/record_io.h"
#include "tools/skald/record_position.h"
#include "tools/skald/shard_option.h"

namespace skald::cli {
namespace {

struct CheckCommand {
  std::vector<std::string> files;
  std::string dialect;
  std::string encoding;
  bool json = false;
  bool quality = false;  // a broken quality rule fails the puzzle
  std::uint64_t max_nodes = puzzle::CheckOptions{}.max_nodes;
  int max_moves = puzzle::CheckOptions{}.unbounded_moves;
  std::string shard;  // K/N
  std::size_t hash = game::AnalyserSettings{}.hash_megabytes;
};

void print_report(const std::string& file, const puzzle::PuzzleReport& r,
                  const puzzle::PuzzleMeasures& m) {
  const std::vector<std::string> lines = json::puzzle_report_lines(r);
  fmt::print("{}: {}\n", file, lines.front());
  for (std::size_t i = 1; i < lines.size(); ++i)
    fmt::print("  {}\n", lines[i]);
  for (const std::string& line : json::puzzle_measures_lines(m))
    fmt::print("  {}\n", line);
}

int run_check(const CheckCommand& c) {
  const std::optional<Shard> shard = shard_or_report(c.shard);
  if (!shard) return 2;
  const bool progress = ::isatty(STDERR_FILENO) != 0 && !c.json;
  puzzle::CheckOptions options;
  options.max_nodes = c.max_nodes;
  options.unbounded_moves = c.max_moves;
  int failed = 0;
  // The collection rule: each measured puzzle against those before it.
  std::vector<puzzle::PuzzleKeys> earlier;
  std::vector<std::string> earlier_files;
  for (std::size_t i = 0; i < c.files.size(); ++i) {
    if (!shard->takes(i)) continue;
    const std::string& file = c.files[i];
    if (progress) fmt::print(stderr, "[{}/{}] {} ...\r", i + 1, c.files.size(), file);
    std::optional<otn::ReadResult> loaded =
        load_record_or_report(file, c.encoding, c.dialect, /*quiet=*/true);
    if (!loaded) {
      ++failed;
      continue;
    }
    if (loaded->diagnostics.has_errors()) {
      print_diagnostics(loaded->diagnostics);
      fmt::print("{}: error: the record does not replay (see skald validate)\n", file);
      ++failed;
      continue;
    }
    const game::Game* game = record_game_or_report(loaded->record, file, c.dialect);
    if (game == nullptr) {
      ++failed;
      continue;
    }
    std::unique_ptr<game::Analyser> analyser = game->make_analyser();
    if (!analyser) {
      fmt::print(stderr, "{}: error: the {} game has no engine to prove puzzles with\n", file,
                 game->name());
      ++failed;
      continue;
    }
    game::AnalyserSettings settings;
    settings.hash_megabytes = c.hash;
    analyser->configure(settings);
    const puzzle::PuzzleReport report =
        puzzle::check_puzzle(loaded->record, *game, *analyser, options);
    puzzle::PuzzleMeasures measures;
    if (puzzle::measurable(report))
      measures = puzzle::measure_puzzle(loaded->record, *game, *analyser, report);
    if (measures.measured) {
      puzzle::PuzzleKeys keys = puzzle::puzzle_keys(loaded->record, *game);
      if (const auto repeated = puzzle::duplicate_of(keys, earlier)) {
        measures.duplicate_of = earlier_files[repeated->earlier];
        measures.duplicate_reason = repeated->reason;
        measures.broken_rules.push_back(puzzle::kRuleDistinct);
      }
      earlier.push_back(std::move(keys));
      earlier_files.push_back(file);
    }
    if (progress) fmt::print(stderr, "\x1b[K");
    if (c.json) {
      nlohmann::json j = json::puzzle_report_json(file, report);
      if (measures.measured) j["measures"] = json::puzzle_measures_json(measures);
      fmt::print("{}\n", j.dump());
    } else {
      print_report(file, report, measures);
    }
    if (report.verdict != puzzle::Verdict::sound) ++failed;
    if (c.quality && !measures.broken_rules.empty()) ++failed;
  }
  return failed > 0 ? 1 : 0;
}

struct MineCommand {
  std::vector<std::string> files;
  std::string output;
  std::string dialect;
  std::string mode = "loose";
  std::string shard;
  int min_moves = puzzle::MineOptions{}.min_moves;
  int max_moves = puzzle::MineOptions{}.max_moves;
  std::uint64_t max_nodes = puzzle::MineOptions{}.max_nodes;
  bool unique = false;
  bool quality = false;
  bool declare_duals = false;
  bool force = false;
};

/// The miner's rejections by reason, as one line for stderr.
std::string rejections_text(const puzzle::MineRejections& r) {
  return fmt::format(
      "rejected: {} repeated position{}, {} too short (win in fewer than --min-moves), {} with "
      "several winning first moves, {} with duals, {} obvious, {} not distinct",
      r.repeated_position, r.repeated_position == 1 ? "" : "s", r.too_short, r.several_first_moves,
      r.duals, r.obvious, r.not_distinct);
}

int run_mine(const MineCommand& c) {
  const std::optional<Shard> shard = shard_or_report(c.shard);
  if (!shard) return 2;
  if (c.min_moves < 1 || c.max_moves < c.min_moves) {
    fmt::print(stderr, "error: expected 1 <= --min-moves <= --max-moves\n");
    return 2;
  }
  if (!output_folder_or_report(c.output)) return 2;
  puzzle::MineOptions options;
  options.min_moves = c.min_moves;
  options.max_moves = c.max_moves;
  options.max_nodes = c.max_nodes;
  options.unique = c.unique || c.quality;
  if (c.quality) {
    options.unique_line = true;
    options.declare_duals = c.declare_duals;
    options.obvious_depth = puzzle::MeasureOptions{}.shallow_depth;
    options.distinct = true;
  }
  options.mode = c.mode == "strict" ? record::PuzzleMode::strict : record::PuzzleMode::loose;
  const bool progress = ::isatty(STDERR_FILENO) != 0;
  int failed = 0;
  std::size_t written = 0;
  puzzle::MineRejections rejected;
  for (std::size_t i = 0; i < c.files.size(); ++i) {
    if (!shard->takes(i)) continue;
    const std::string& file = c.files[i];
    std::optional<otn::ReadResult> loaded = load_record_or_report(file, "", c.dialect, true);
    if (!loaded || loaded->diagnostics.has_errors()) {
      if (loaded)
        fmt::print(stderr, "{}: error: the record does not replay (see skald validate)\n", file);
      ++failed;
      continue;
    }
    const game::Game* game = record_game_or_report(loaded->record, file, c.dialect);
    std::unique_ptr<game::Analyser> analyser = game ? game->make_analyser() : nullptr;
    if (!analyser) {
      ++failed;
      continue;
    }
    puzzle::MineRejections last;  // this record's, from the last progress report
    auto report = [&](const puzzle::MineProgress& p) {
      if (progress)
        fmt::print(stderr, "{}: {}/{} positions, {} found\x1b[K\r", file, p.positions, p.total,
                   p.found);
    };
    const std::vector<puzzle::MinedPuzzle> found = puzzle::mine_record(
        loaded->record, *game, *analyser, options, [&](const puzzle::MineProgress& p) {
          report(p);
          last = p.rejected;
        });
    rejected += last;
    if (progress) fmt::print(stderr, "\x1b[K");
    const std::string stem = std::filesystem::path(file).stem().string();
    for (const puzzle::MinedPuzzle& m : found) {
      const std::filesystem::path out =
          std::filesystem::path(c.output) / (stem + "-" + m.address + ".otg");
      if (std::filesystem::exists(out) && !c.force) {
        fmt::print(stderr, "{}: error: exists; give --force to replace it\n", out.string());
        ++failed;
        continue;
      }
      otn::WriteOptions write;
      write.file = out.string();
      if (!save_written(out.string(), otn::write_otg(m.puzzle.record, write))) {
        ++failed;
        continue;
      }
      ++written;
      fmt::print("{}: {} after {} ({} winning first move{})\n", out.string(),
                 puzzle::goal_text(m.goal, *game), m.address, m.winning_first_moves.size(),
                 m.winning_first_moves.size() == 1 ? "" : "s");
    }
  }
  fmt::print(stderr, "{} puzzle{} written to {}\n", written, written == 1 ? "" : "s", c.output);
  fmt::print(stderr, "{}\n", rejections_text(rejected));
  return failed > 0 ? 1 : 0;
}

}  // namespace

void setup_puzzle(CLI::App& app, RunContext& ctx) {
  auto* cmd = app.add_subcommand("puzzle", "Puzzles: check (prove), new, set, mine");
  cmd->require_subcommand(1);
  auto c = std::make_shared<CheckCommand>();
  auto* check = cmd->add_subcommand("check", "Prove each record's puzzle and judge its lines");
  check->footer(
      "The goal comes from the puzzle-goal tag (\"defenders win in 4\"), else from the prose of\n"
      "the puzzle-start move's comment or the start comment (\"Defenders to play, winning in\n"
      "four moves.\"). The proof is an exact search: sound means forced against every defence.\n"
      "Verdicts: sound; flawed (forced, but cooked or a line of the record is wrong); unsound\n"
      "(a defence holds: the refutation is shown); refuted (a defence holds against the\n"
      "record's solution, which is tried first, and the proof over every first move, given\n"
      "a tenth of --max-nodes, ran out: the puzzle is wrong, whether unsound or cooked\n"
      "unknown); unknown (--max-nodes reached); error.\n"
      "A proved win is then measured: the depth at which the engine plays the first move,\n"
      "the defences, the quality rules it breaks (puzzles/README.md), grade and themes.\n"
      "Exit status 1 unless every puzzle is sound (and, with --quality, keeps every rule).\n\n"
      "Examples:\n"
      "  skald puzzle check puzzles/*.otg\n"
      "  skald puzzle check --json --shard 1/4 puzzles/*.otg");
  check->add_option("files", c->files, "The .otg records")->required();
  check->add_flag("--json", c->json, "One JSON object per record (formats/json/README.md)");
  check->add_flag("--quality", c->quality,
                  "Fail a puzzle that breaks a quality rule (puzzles/README.md)");
  check->add_option("--max-nodes", c->max_nodes, "Node limit of each proof search")
      ->check(whole_number_in(engine::kNodesRange))
      ->capture_default_str();
  check
      ->add_option("--max-moves", c->max_moves,
                   "The bound for goals without one (\"defenders win\")")
      ->check(whole_number_in(engine::kProofMovesRange))
      ->capture_default_str();
  check
      ->add_option("--hash", c->hash,
                   "The proof table's size in MB (a long proof keeps more of what it found)")
      ->check(whole_number_in(engine::kHashRange))
      ->capture_default_str();
  check->add_option("--shard", c->shard, "Check only every N-th file from the K-th (K/N)");
  check->add_option("--encoding", c->encoding, "Charset of the files (default: detect)");
  add_dialect_option(check, c->dialect);
  check->callback([c, &ctx] { ctx.exit_code = run_check(*c); });
  add_puzzle_authoring(cmd, ctx);

  auto m = std::make_shared<MineCommand>();
  auto* mine = cmd->add_subcommand("mine", "Find positions in games where a side forces a win");
  mine->footer(
      "Every position of each record (main line and variations) where the side to move forces\n"
      "a win within --max-moves of its moves (proved by an exact search) becomes a puzzle in\n"
      "the output folder: the moves before it as the prologue, the proved solution, the\n"
      "defences that hold as long as variations, the goal. Progress on stderr, and at the end\n"
      "how many forced wins each rule rejected.\n\n"
      "Example:\n  skald puzzle mine games/*.otg --max-moves 3 --unique -o mined/");
  mine->add_option("files", m->files, "The .otg records to scan")->required();
  mine->add_option("-o,--output", m->output, "The folder to write the puzzles into")->required();
  mine->add_option("--min-moves", m->min_moves, "Shortest win kept (1 is rarely a puzzle)")
      ->check(whole_number_in(engine::kProofMovesRange))
      ->capture_default_str();
  mine->add_option("--max-moves", m->max_moves, "Longest win searched for")
      ->check(whole_number_in(engine::kProofMovesRange))
      ->capture_default_str();
  mine->add_flag("--unique", m->unique, "Keep only positions with one winning first move");
  mine->add_flag("--quality", m->quality,
                 "Keep only puzzles that keep every quality rule (puzzles/README.md): --unique, "
                 "no later duals, not obvious at depth 2, distinct");
  mine->add_flag("--declare-duals", m->declare_duals,
                 "With --quality, in loose puzzles: declare a later step's duals in the "
                 "puzzle-duals tag instead of rejecting the puzzle (only the last move's "
                 "otherwise); the first move stays unique")
      ->needs("--quality");
  mine->add_option("--max-nodes", m->max_nodes, "Node limit of each proof (per position)")
      ->check(whole_number_in(engine::kNodesRange))
      ->capture_default_str();
  mine->add_option("--mode", m->mode, "Puzzle mode of the records written")
      ->check(CLI::IsMember({"loose", "strict"}))
      ->capture_default_str();
  mine->add_option("--shard", m->shard, "Scan only every N-th file from the K-th (K/N)");
  mine->add_flag("--force", m->force, "Replace puzzle files that exist");
  add_dialect_option(mine, m->dialect);
  mine->callback([m, &ctx] { ctx.exit_code = run_mine(*m); });
}

}  // namespace skald::cli
