// `skald uai`: skald as an engine of the Universal Ataxx Interface on stdin and stdout
// (protocol/uai_engine.h), so Ataxx match runners (cuteataxx) can run it.
#include <fmt/core.h>

#include <cstdio>
#include <iostream>
#include <string>

#include "skald/protocol/uai_engine.h"
#include "tools/skald/commands.h"
#include "tools/skald/number_option.h"
#include "tools/skald/record_io.h"

namespace skald::cli {
namespace {

struct UaiCommand {
  int threads = 1;
  std::size_t hash = 64;
  double contempt = 0;
};

int run_uai(const UaiCommand& c) {
  const game::Game* game = known_games("").find_by_name("ataxx");
  if (game == nullptr) {
    fmt::print(stderr, "error: this skald has no Ataxx\n");
    return 2;
  }
  game::AnalyserSettings settings;
  settings.threads = c.threads;
  settings.hash_megabytes = c.hash;
  settings.contempt = c.contempt;
  protocol::UaiEngine engine(
      *game, "ataxx",
      [](const std::string& line) {
        std::fputs((line + "\n").c_str(), stdout);
        std::fflush(stdout);
      },
      settings);
  std::string line;
  bool quit = false;
  while (!quit && std::getline(std::cin, line))
    quit = !engine.handle(line);
  // The end of input is not a stop: a scripted session's last search ends by its limits.
  if (!quit) engine.finish();
  return 0;
}

}  // namespace

void setup_uai(CLI::App& app, RunContext& ctx) {
  auto c = std::make_shared<UaiCommand>();
  auto* cmd = app.add_subcommand(
      "uai", "Run as an Ataxx engine of the Universal Ataxx Interface (UAI) on stdin/stdout");
  cmd->footer(
      "UAI is UCI with \"c\" turned \"a\": uai, isready, uainewgame, position startpos|fen ...\n"
      "moves ..., go depth|nodes|movetime|btime wtime binc winc (b: the x player), quit.\n"
      "Example (cuteataxx engine entry): \"protocol\": \"UAI\", \"path\": \"skald\",\n"
      "\"arguments\": [\"uai\"]");
  cmd->add_option("--threads", c->threads, "Search threads")
      ->check(whole_number_in(engine::kThreadsRange))
      ->capture_default_str();
  cmd->add_option("--hash", c->hash, "Transposition table size in megabytes")
      ->check(whole_number_in(engine::kHashRange))
      ->capture_default_str();
  cmd->add_option("--contempt", c->contempt,
                  "A draw is worth this many stones less than even to skald")
      ->check(real_number_in(engine::kContemptRange))
      ->capture_default_str();
  cmd->callback([c, &ctx] { ctx.exit_code = run_uai(*c); });
}

}  // namespace skald::cli
