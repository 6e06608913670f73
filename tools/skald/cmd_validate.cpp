// skald validate: read every file, replay every line of it with the rules, and report.
#include <fmt/core.h>

#include "formats/otn/validation_json.h"
#include "tools/skald/commands.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/record_io.h"
#include "tools/skald/referee_log_io.h"

namespace skald::cli {
namespace {

struct ValidateOptions {
  std::string dialect;  // --dialect; empty: the game list's default
  std::vector<std::string> files;
  std::string encoding;
  bool json = false;
};

int run_validate(const ValidateOptions& options) {
  int failed = 0;
  for (const std::string& file : options.files) {
    if (const std::optional<std::string> why = unreadable_reason(file)) {
      fmt::print(stderr, "{}: error: {}\n", file, *why);
      ++failed;
      continue;
    }
    Diagnostics d;
    std::size_t moves = 0;
    std::string ending;  // a referee log's last line
    if (is_referee_log_file(file)) {
      ropasci_log::LogReadResult log = read_referee_log_file(file);
      d = std::move(log.diagnostics);
      moves = static_cast<std::size_t>(log.turns);
      if (!log.last_line.empty()) ending = ", " + log.last_line;
    } else {
      otn::ReadOptions read = read_options(options.encoding, options.dialect);
      read.canonical_moves = false;  // nothing here prints them
      otn::ReadResult loaded = otn::read_otg_file(file, read);
      d = std::move(loaded.diagnostics);
      moves = loaded.move_count;
    }
    if (!options.json) print_diagnostics(d);
    if (options.json) {
      fmt::print("{}\n", otn::validation_json_line(file, moves, d));
    } else {
      fmt::print("{}: {} ({} moves{}, {} errors, {} warnings)\n", file,
                 d.has_errors() ? "FAILED" : "ok", moves, ending, d.count(Severity::error),
                 d.count(Severity::warning));
    }
    if (d.has_errors()) ++failed;
  }
  return failed > 0 ? 1 : 0;
}

}  // namespace

void setup_validate(CLI::App& app, RunContext& ctx) {
  auto options = std::make_shared<ValidateOptions>();
  auto* cmd = app.add_subcommand("validate", "Check records: syntax, addresses, every move legal");
  cmd->footer(
      "Reads each file, builds its tree and replays every line (main line and variations)\n"
      "with the rules tag. Errors (unreadable text, unknown addresses, illegal moves) and\n"
      "warnings (captures written differently from the rules') go to stderr as\n"
      "file:line:col: severity: at ADDRESS: message. Exit status 1 if any file has errors.\n\n"
      "A RoPaSci 360 referee log (a .log file, or any file that reads as one) is replayed\n"
      "turn by turn, and its last line (winner, draw and reason, or a refused action) checked.\n\n"
      "Example:\n  skald validate games/*.otg\n  skald validate --json game.otg   one JSON line "
      "per file on stdout\n  skald validate logs/1.02.0.txt   a RoPaSci 360 referee log");
  cmd->add_option("files", options->files, "The .otg records (or RoPaSci 360 logs)")->required();
  cmd->add_flag("--json", options->json, "Print one JSON object per file instead of text");
  cmd->add_option("--encoding", options->encoding, "Charset of the files (default: detect)");
  add_dialect_option(cmd, options->dialect);
  cmd->callback([options, &ctx] { ctx.exit_code = run_validate(*options); });
}

}  // namespace skald::cli
