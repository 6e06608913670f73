// `skald collect`: many records at once, as pgn-extract does for chess: read files, folders
// and lists of paths; keep the records that pass a query (tags, game, variant, result,
// positions, piece patterns, move runs, comments, puzzle mode); drop duplicates; list them,
// copy them into a folder (split by a field, or merged by opening) or count them. The
// work is in lib/skald/collection and formats/collection; this file reads the options.
#include <fmt/core.h>

#include <iostream>

#include "formats/collection/collector.h"
#include "formats/collection/query_terms.h"
#include "formats/collection/record_paths.h"
#include "formats/collection/text_search.h"
#include "tools/skald/collect_output.h"
#include "tools/skald/commands.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/number_option.h"
#include "tools/skald/record_io.h"
#include "tools/skald/shard_option.h"

namespace skald::cli {
namespace {

struct CollectCommand {
  std::vector<std::string> inputs;
  collection::QueryTerms query;  // --where, --game ... --variations
  std::string dedup;
  std::optional<std::size_t> merge_openings;
  std::string split_by;
  std::string output;
  bool force = false;
  bool json = false;
  bool stats = false;
  bool quiet = false;
  std::string shard;
  bool strict = false;
  std::string encoding;
  std::string dialect;
};

/// The query the options describe, or nothing after printing what is wrong.
std::optional<collection::Query> query_or_report(const CollectCommand& c,
                                                 const game::VariantRegistry& variants) {
  collection::QueryBuild built =
      collection::build_query(c.query, variants, collection::TermStyle::option);
  for (const std::string& error : built.errors)
    fmt::print(stderr, "error: {}\n", error);
  return std::move(built.query);
}

/// Prints a bad record's errors (the first few) as file:line:col: error: message.
void report_bad_record(const std::string& path, const Diagnostics& diagnostics) {
  constexpr int kShown = 3;
  int errors = 0;
  for (const Diagnostic& d : diagnostics.items()) {
    if (d.severity != Severity::error) continue;
    if (++errors <= kShown) fmt::print(stderr, "{}\n", format_diagnostic(d));
  }
  if (errors > kShown)
    fmt::print(stderr, "{}: note: {} more errors (skald validate lists them)\n", path,
               errors - kShown);
  fmt::print(stderr, "{}: note: left out of the collection\n", path);
}

int run_collect(const CollectCommand& c) {
  const std::optional<Shard> shard = shard_or_report(c.shard);
  if (!shard) return 2;
  if (c.inputs.empty()) {
    fmt::print(stderr, "error: give record files, folders, or - to read a list of paths\n");
    return 2;
  }
  std::optional<collection::DuplicateRule> dedup;
  if (!c.dedup.empty() && !(dedup = collection::duplicate_rule_named(c.dedup))) {
    fmt::print(stderr, "error: --dedup '{}': expected moves or mainline\n", c.dedup);
    return 2;
  }
  std::optional<SplitField> split;
  if (!c.split_by.empty() && !(split = split_field_named(c.split_by))) {
    fmt::print(stderr, "error: --split-by '{}': expected game, variant, result or tag:KEY\n",
               c.split_by);
    return 2;
  }
  if (split && c.merge_openings) {
    fmt::print(stderr, "error: give --split-by or --merge-openings, not both\n");
    return 2;
  }
  if ((split || c.merge_openings) && c.output.empty()) {
    fmt::print(stderr, "error: --split-by and --merge-openings write files: give -o DIR\n");
    return 2;
  }
  const game::VariantRegistry& variants = known_variants(c.dialect);
  const collection::VariantNames names = collection::variant_names(variants);
  std::optional<collection::Query> query = query_or_report(c, variants);
  if (!query) return 2;

  collection::RecordPaths listed = collection::list_record_paths(c.inputs, std::cin);
  for (const Diagnostic& d : listed.diagnostics.items())
    fmt::print(stderr, "{}\n", format_diagnostic(d));
  if (listed.diagnostics.has_errors() && c.strict) return 2;
  std::vector<std::string> paths;
  for (std::size_t i = 0; i < listed.paths.size(); ++i)
    if (shard->takes(i)) paths.push_back(std::move(listed.paths[i]));

  collection::RecordExaminer examiner(std::move(*query), names, collection::folded_text_contains());
  collection::CollectSettings settings;
  settings.games = &variants.games();
  settings.encoding = c.encoding;
  settings.duplicates = dedup;
  settings.want_result =
      c.stats || c.json || c.merge_openings || (split && split->kind == SplitField::Kind::result);
  settings.stop_at_bad_record = c.strict;
  CollectOutput output({c.json, !c.quiet, c.stats, c.output, c.force, split, c.merge_openings});
  CollectProgress progress;
  collection::CollectCallbacks callbacks;
  callbacks.on_record = [&](const collection::CollectedRecord& kept) { return output.keep(kept); };
  callbacks.on_bad_record = [&](const std::string& path, const Diagnostics& diagnostics) {
    progress.done();
    report_bad_record(path, diagnostics);
  };
  callbacks.on_progress = [&](const collection::CollectCounts& counts, std::size_t total) {
    progress.update(counts, total);
  };
  const collection::CollectOutcome outcome =
      collection::collect_records(paths, examiner, settings, callbacks);
  progress.done();
  if (outcome.end != collection::CollectEnd::finished) return 2;
  if (!output.finish(outcome.counts, names)) return 2;
  const collection::CollectCounts& counts = outcome.counts;
  const auto unlisted = static_cast<std::size_t>(listed.diagnostics.count(Severity::error));
  if (counts.bad + unlisted > 0)
    fmt::print(stderr, "collect: {} of {} bad, left out\n", counts.bad + unlisted,
               counts.read + unlisted);
  if (counts.matched == 0) {
    for (const std::string& why : examiner.unplaced_positions())
      fmt::print(stderr, "warning: --position {}\n", why);
    return 1;
  }
  return 0;
}

}  // namespace

void setup_collect(CLI::App& app, RunContext& ctx) {
  auto c = std::make_shared<CollectCommand>();
  auto* cmd = app.add_subcommand(
      "collect", "Filter, deduplicate, split, merge and count collections of records");
  cmd->footer(
      "Reads every record named: files, folders (every .otg below them) and, for `-`, the\n"
      "paths listed on stdin. Keeps those that pass every test given (several --where,\n"
      "--position, --pattern, --moves, --comment must all hold; several --game, --variant,\n"
      "--result, --puzzle are alternatives). Lists the records kept (paths, or JSON lines),\n"
      "or copies them into -o DIR (one file a record: OpenTafl reads one game per .otg, so a\n"
      "collection is a folder), or counts them (--stats). A bad record is reported as\n"
      "file:line:col: error: ... and left out (--strict: the run stops). Exit status 0 when a\n"
      "record was kept, 1 when none was, 2 on errors.\n\n"
      "Patterns (--pattern): terms such as K@d4 (a king on d4), t@c4|e4 (an attacker on c4 or\n"
      "e4), !t@d5 (none on d5), .@e5 (e5 empty), t<=3 (three attackers or fewer), *>=20;\n"
      "pieces as the position text writes them. Moves (--moves): moves one after another, as\n"
      "written or short (d4-c4), * any move, ^ from the first move.\n\n"
      "Examples:\n"
      "  skald collect games/ --where defenders=opentaflbot --result defenders-win\n"
      "  find . -name '*.otg' | skald collect - --variant brandub --json\n"
      "  skald collect games/ --pattern 'K@a1|a7|g1|g7' --variations\n"
      "  skald collect games/ --moves '^d2-e2 d3-d2' --comment 'king'\n"
      "  skald collect games/ --dedup mainline --split-by variant -o sorted/\n"
      "  skald collect games/ --merge-openings 4 -o openings/\n"
      "  skald collect games/ --stats --shard 1/4");
  cmd->add_option("inputs", c->inputs, "Record files, folders, or - for a list of paths on stdin");
  cmd->add_option("--where", c->query.where, "Tag test: key=value, key!=value, key~text, key")
      ->allow_extra_args(false);
  cmd->add_option("--game", c->query.games,
                  "Only records of this game (" + known_variants("").game_names() + ")")
      ->allow_extra_args(false);
  cmd->add_option("--variant", c->query.variants, "Only records of this variant (skald variants)")
      ->allow_extra_args(false);
  cmd->add_option("--result", c->query.results,
                  "Only records with this result: attackers-win, defenders-win, draw, ongoing...")
      ->allow_extra_args(false);
  cmd->add_option("--position", c->query.positions,
                  "Only records that reach this position (the game's position text)")
      ->allow_extra_args(false);
  cmd->add_option("--pattern", c->query.patterns,
                  "Only records that reach a position with these pieces")
      ->allow_extra_args(false);
  cmd->add_option("--moves", c->query.moves, "Only records that play these moves one after another")
      ->allow_extra_args(false);
  cmd->add_option("--comment", c->query.comments,
                  "Only records with a comment containing this text (any case)")
      ->allow_extra_args(false);
  cmd->add_option("--puzzle", c->query.puzzle_modes,
                  "Only records of this puzzle mode: none, loose, strict, any")
      ->allow_extra_args(false);
  cmd->add_flag("--variations", c->query.variations,
                "Look for moves, positions and patterns on every line, not only the main line");
  cmd->add_option("--dedup", c->dedup,
                  "Drop duplicates: moves (same tree of moves) or mainline (same main line)");
  cmd->add_option("--merge-openings", c->merge_openings,
                  "Merge records sharing their first N moves into one record with variations")
      ->check(whole_number_in(engine::kOpeningMovesRange));
  cmd->add_option("--split-by", c->split_by,
                  "Write into subfolders by game, variant, result or tag:KEY");
  cmd->add_option("-o,--output", c->output, "Write the records kept into this folder");
  cmd->add_flag("--force", c->force,
                "Replace files in the output folder (a link is replaced, never followed)");
  cmd->add_flag("--json", c->json, "List (and count) as JSON lines");
  cmd->add_flag("--stats", c->stats,
                "Count the records kept by game, variant, result, length and opening move");
  cmd->add_flag("-q,--quiet", c->quiet, "List nothing (the exit status says whether any matched)");
  cmd->add_option("--shard", c->shard, "Take only every N-th path from the K-th (K/N)");
  cmd->add_flag("--strict", c->strict, "Stop at the first bad record (exit status 2)");
  cmd->add_option("--encoding", c->encoding, "Charset of the records (default: detect)");
  add_dialect_option(cmd, c->dialect);
  cmd->callback([c, &ctx] { ctx.exit_code = run_collect(*c); });
}

}  // namespace skald::cli
