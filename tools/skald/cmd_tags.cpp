// skald tags: list, set or remove the tags of a record.
#include <fmt/core.h>

#include <algorithm>

#include "formats/otn/edit_checks.h"
#include "skald/record/edit.h"
#include "tools/skald/commands.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/record_io.h"

namespace skald::cli {
namespace {

struct TagsOptions {
  std::string dialect;  // --dialect; empty: the game list's default
  std::string file;
  std::string encoding;
  std::vector<std::string> set;
  std::vector<std::string> unset;
};

int run_tags(const TagsOptions& options) {
  // A change is read under the lock and saved before it is released (see cmd_edit.cpp).
  std::optional<text::FileLock> lock;
  if (!options.set.empty() || !options.unset.empty()) {
    lock = lock_record_or_report(options.file);
    if (!lock) return 1;
  }
  std::optional<otn::ReadResult> read =
      load_record_or_report(options.file, options.encoding, options.dialect);
  if (!read) return 1;
  otn::ReadResult& loaded = *read;
  record::Record& record = loaded.record;
  if (options.set.empty() && options.unset.empty()) {
    for (const record::Tag& tag : record.tags) {
      // Continuation lines are indented; empty ones stay empty.
      std::string value;
      for (size_t i = 0; i < tag.value.size(); ++i) {
        value += tag.value[i];
        if (tag.value[i] == '\n' && i + 1 < tag.value.size() && tag.value[i + 1] != '\n') {
          value += "    ";
        }
      }
      fmt::print("{}: {}\n", tag.key, value);
    }
    return loaded.complete() ? 0 : 1;
  }
  // A file whose text was read whole may be saved even with errors of meaning, so that a
  // bad tag can be repaired here; one with unreadable text would lose it.
  if (!loaded.text_intact) {
    report_incomplete(options.file);
    return 2;
  }
  for (const std::string& assignment : options.set) {
    const size_t eq = assignment.find('=');
    if (eq == std::string::npos || eq == 0) {
      fmt::print(stderr, "{}: error: --set expects KEY=VALUE, got `{}`\n", options.file,
                 assignment);
      return 2;
    }
    const std::string key = assignment.substr(0, eq);
    const UserText value = user_text(assignment.substr(eq + 1));
    if (!value.error.empty()) {
      fmt::print(stderr, "{}: error: tag `{}`: {}\n", options.file, key, value.error);
      return 2;
    }
    if (const auto refused =
            otn::set_checked_tag(record, key, value.text, known_games(options.dialect))) {
      fmt::print(stderr, "{}: error: {}\n", options.file, *refused);
      return 2;
    }
  }
  for (const std::string& key : options.unset) {
    const record::EditResult r = record::remove_tag(record, key);
    if (!r.ok()) {
      fmt::print(stderr, "{}: error: {}\n", options.file, r.error);
      return 2;
    }
  }
  return save_record(options.file, record, loaded.layout) ? 0 : 2;
}

}  // namespace

void setup_tags(CLI::App& app, RunContext& ctx) {
  auto options = std::make_shared<TagsOptions>();
  auto* cmd = app.add_subcommand("tags", "List, set or remove the tags of a record");
  cmd->footer(
      "Without options, prints every tag as `key: value` in file order. --set changes a tag\n"
      "in place (or appends it), --unset removes it; the file is then saved atomically in\n"
      "OpenTafl's layout. A file with errors is never overwritten.\n\n"
      "Example:\n  skald tags game.otg --set annotator=Jay_Slater --set puzzle-mode=loose\n"
      "  skald tags game.otg --unset termination");
  cmd->add_option("file", options->file, "The .otg record")->required();
  cmd->add_option("--set", options->set, "KEY=VALUE to set (repeatable)");
  cmd->add_option("--unset", options->unset, "KEY to remove (repeatable)");
  cmd->add_option("--encoding", options->encoding, "Charset of the file (default: detect)");
  add_dialect_option(cmd, options->dialect);
  cmd->callback([options, &ctx] { ctx.exit_code = run_tags(*options); });
}

}  // namespace skald::cli
