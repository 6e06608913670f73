// skald fmt: rewrite records in OpenTafl's canonical layout (what OpenTafl itself writes).
#include <fmt/core.h>

#include "formats/otn/writer.h"
#include "formats/text/file_bytes.h"
#include "tools/skald/commands.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/record_io.h"

namespace skald::cli {
namespace {

struct FmtOptions {
  std::string dialect;  // --dialect; empty: the game list's default
  std::vector<std::string> files;
  std::string encoding;
  bool check = false;
};

int run_fmt(const FmtOptions& options) {
  int status = 0;
  for (const std::string& file : options.files) {
    // Rewriting is read under the lock and saved before it is released (see cmd_edit.cpp).
    std::optional<text::FileLock> lock;
    if (!options.check) {
      lock = lock_record_or_report(file);
      if (!lock) {
        status = std::max(status, 1);
        continue;
      }
    }
    std::optional<otn::ReadResult> read =
        load_record_or_report(file, options.encoding, options.dialect);
    if (!read) {
      status = std::max(status, 1);
      continue;
    }
    otn::ReadResult& loaded = *read;
    if (!loaded.complete()) {
      report_incomplete(file);
      status = std::max(status, 2);
      continue;
    }
    const otn::WriteResult written =
        otn::write_otg(loaded.record, write_options_for(file, loaded.layout));
    if (written.bytes == text::read_file_bytes(file)) continue;
    if (options.check) {
      fmt::print("{}: not in canonical layout (run `skald fmt {}`)\n", file, file);
      status = std::max(status, 1);
      continue;
    }
    if (!save_written(file, written)) {  // the record is written once
      status = std::max(status, 2);
      continue;
    }
    fmt::print("{}: reformatted\n", file);
  }
  return status;
}

}  // namespace

void setup_fmt(CLI::App& app, RunContext& ctx) {
  auto options = std::make_shared<FmtOptions>();
  auto* cmd = app.add_subcommand("fmt", "Rewrite records in OpenTafl's canonical layout");
  cmd->footer(
      "Writes each record back as OpenTafl writes it: tags one per line, a blank line, each\n"
      "turn with its comment block, variations after the turn they branch from. Line ends\n"
      "and a byte order mark are kept. A file with errors is never overwritten. Saves are\n"
      "atomic. With --check nothing is written; exit status 1 lists files that would change.\n\n"
      "Example:\n  skald fmt game.otg\n  skald fmt --check puzzles/*.otg");
  cmd->add_option("files", options->files, "The .otg records")->required();
  cmd->add_flag("--check", options->check, "Only report files that are not canonical");
  cmd->add_option("--encoding", options->encoding, "Charset of the files (default: detect)");
  add_dialect_option(cmd, options->dialect);
  cmd->callback([options, &ctx] { ctx.exit_code = run_fmt(*options); });
}

}  // namespace skald::cli
