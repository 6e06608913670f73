// `skald otep`: skald as an engine of the OpenTafl Engine Protocol on stdin and stdout
// (protocol/otep_engine.h), so OpenTafl can run it as an external AI.
#include <fmt/core.h>

#include <cstdio>
#include <iostream>
#include <string>

#include "skald/protocol/otep_engine.h"
#include "tools/skald/commands.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/number_option.h"
#include "tools/skald/record_io.h"

namespace skald::cli {
namespace {

struct OtepCommand {
  int threads = 1;
  std::size_t hash = 64;
  int depth = 0;
  int move_time_ms = 0;
  bool quiet = false;
  double contempt = 0;
  std::string dialect;
};

int run_otep(const OtepCommand& c) {
  protocol::OtepSettings settings;
  settings.analyser.threads = c.threads;
  settings.analyser.hash_megabytes = c.hash;
  settings.analyser.contempt = c.contempt;
  settings.depth = c.depth;
  settings.move_time = std::chrono::milliseconds{c.move_time_ms};
  settings.progress = !c.quiet;
  protocol::OtepEngine engine(
      known_games(c.dialect),
      [](const std::string& line) {
        // One write per line, flushed: the host reads lines from a pipe.
        std::fputs((line + "\n").c_str(), stdout);
        std::fflush(stdout);
      },
      settings);
  engine.start();
  std::string line;
  bool goodbye = false;
  while (!goodbye && std::getline(std::cin, line))
    goodbye = !engine.handle(line);
  // The end of input is not a goodbye: a scripted session's last search answers.
  if (!goodbye) engine.wait();
  return 0;
}

}  // namespace

void setup_otep(CLI::App& app, RunContext& ctx) {
  auto c = std::make_shared<OtepCommand>();
  auto* cmd = app.add_subcommand(
      "otep", "Run as an engine of the OpenTafl Engine Protocol (OTEP) on stdin/stdout");
  cmd->footer(
      "OpenTafl runs external AIs over OTEP. Declare skald in a file in OpenTafl's engines/\n"
      "folder, e.g. engines/skald.ini:\n"
      "  [engine]\n"
      "  name=skald\n"
      "  directory=skald\n"
      "  filename=skald\n"
      "  command=./skald\n"
      "  arguments=otep\n"
      "Without --depth or --move-time each move's time is planned from the clock OpenTafl\n"
      "sends (a share of the main time, most of an overtime period). `status` lines report\n"
      "each completed depth (--quiet: none).");
  cmd->add_option("--threads", c->threads, "Search threads")
      ->check(whole_number_in(engine::kThreadsRange))
      ->capture_default_str();
  cmd->add_option("--hash", c->hash, "Transposition table size in megabytes")
      ->check(whole_number_in(engine::kHashRange))
      ->capture_default_str();
  cmd->add_option("--depth", c->depth, "Search every move to this depth instead of by time")
      ->check(whole_number_in(engine::kDepthRange));
  cmd->add_option("--move-time", c->move_time_ms, "Think this many milliseconds a move")
      ->check(whole_number_in(engine::kMoveTimeMsRange));
  cmd->add_option("--contempt", c->contempt,
                  "A draw is worth this many taflmen less than even to skald (plays on "
                  "instead of repeating against a weaker opponent)")
      ->check(real_number_in(engine::kContemptRange))
      ->capture_default_str();
  cmd->add_flag("--quiet", c->quiet, "No status lines");
  add_dialect_option(cmd, c->dialect);
  cmd->callback([c, &ctx] { ctx.exit_code = run_otep(*c); });
}

}  // namespace skald::cli
