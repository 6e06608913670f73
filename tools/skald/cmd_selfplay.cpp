// `skald selfplay`: games the engine plays against itself (game/self_play.h), written as
// records, to mine puzzles from and to watch the engine play.
#include <fmt/core.h>

#include <filesystem>

#include "skald/game/replay.h"
#include "skald/game/self_play.h"
#include "tools/skald/commands.h"
#include "tools/skald/number_option.h"
#include "tools/skald/position_options.h"
#include "tools/skald/record_io.h"

namespace skald::cli {
namespace {

struct SelfPlayCommand {
  PositionOptions position;
  int games = 1;
  int depth = 4;
  int random_plies = 4;
  int max_plies = 200;
  std::uint64_t seed = 1;
  std::string output;
  bool force = false;
};

int run_selfplay(const SelfPlayCommand& c) {
  GamePosition start = position_from_options(c.position);
  if (!start.state) return 2;
  std::unique_ptr<game::Analyser> analyser = start.game->make_analyser();
  if (!analyser) {
    fmt::print(stderr, "error: the {} game has no engine\n", start.game->name());
    return 2;
  }
  if (!output_folder_or_report(c.output)) return 2;
  const std::string name = c.position.variant.empty() ? start.game->name() : c.position.variant;
  for (int i = 0; i < c.games; ++i) {
    const std::uint64_t seed = c.seed + static_cast<std::uint64_t>(i);
    const std::filesystem::path out =
        std::filesystem::path(c.output) / fmt::format("{}-{}.otg", name, seed);
    if (std::filesystem::exists(out) && !c.force) {
      fmt::print(stderr, "{}: error: exists; give --force to replace it\n", out.string());
      return 2;
    }
    game::SelfPlayOptions options;
    options.limits.depth = c.depth;
    options.random_plies = c.random_plies;
    options.max_plies = c.max_plies;
    options.seed = seed;
    analyser->clear();
    const game::SelfPlayGame played = game::self_play(*start.state, *analyser, options);
    record::Record record;
    record.set_tag("event", fmt::format("skald self-play, depth {}, seed {}", c.depth, seed));
    record.set_tag("rules", start.rules);
    if (!c.position.position.empty()) record.set_tag("position", c.position.position);
    record::Node* at = &record.root();
    for (const std::string& move : played.moves)
      at = at->add_child(record.new_node(std::string(move)));
    Diagnostics diagnostics;
    game::replay_record(record, *start.game, {out.string()}, diagnostics);
    otn::WriteOptions write;
    write.file = out.string();
    if (!save_written(out.string(), otn::write_otg(record, write))) return 2;
    fmt::print("{}: {} plies, {}\n", out.string(), played.moves.size(),
               game::result_text(*start.game, played.outcome));
  }
  return 0;
}

}  // namespace

void setup_selfplay(CLI::App& app, RunContext& ctx) {
  auto c = std::make_shared<SelfPlayCommand>();
  auto* cmd = app.add_subcommand("selfplay", "Games the engine plays against itself, as records");
  cmd->footer(
      "Each game opens with --random-plies moves chosen at random (from --seed, so a game is\n"
      "reproducible), then each side plays the engine's move at --depth.\n\n"
      "Example:\n  skald selfplay --variant brandub --games 10 --depth 4 -o games/");
  add_position_options(cmd, c->position);
  cmd->add_option("--games", c->games, "How many games")
      ->check(whole_number_in(engine::kGamesRange))
      ->capture_default_str();
  cmd->add_option("--depth", c->depth, "Search depth per move")
      ->check(whole_number_in(engine::kDepthRange))
      ->capture_default_str();
  cmd->add_option("--random-plies", c->random_plies, "Opening plies chosen at random")
      ->check(whole_number_in(engine::kRandomPliesRange))
      ->capture_default_str();
  cmd->add_option("--max-plies", c->max_plies, "Cut a game off after this many plies")
      ->check(whole_number_in(engine::kMaxPliesRange))
      ->capture_default_str();
  cmd->add_option("--seed", c->seed, "Seed of the first game (the next ones count up)")
      ->check(seed_number())
      ->capture_default_str();
  cmd->add_option("-o,--output", c->output, "The folder to write the games into")->required();
  cmd->add_flag("--force", c->force, "Replace games that exist");
  cmd->callback([c, &ctx] { ctx.exit_code = run_selfplay(*c); });
}

}  // namespace skald::cli
