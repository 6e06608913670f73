#include "tools/skald/collect_output.h"

#include <fmt/core.h>
#include <unistd.h>

#include <filesystem>

#include "formats/collection/collection_json.h"
#include "formats/otn/writer.h"
#include "formats/text/file_bytes.h"

namespace skald::cli {
namespace {

namespace fs = std::filesystem;

/// The value of `field` for a kept record; empty when it has none.
std::string split_value(const SplitField& field, const collection::CollectedRecord& kept) {
  const collection::RecordFacts& facts = kept.examination.facts;
  switch (field.kind) {
    case SplitField::Kind::game:
      return facts.game;
    case SplitField::Kind::variant:
      return facts.variant;
    case SplitField::Kind::result:
      return facts.result;
    case SplitField::Kind::tag:
      return kept.record.tag_value_or_empty(field.tag);
  }
  return {};
}

}  // namespace

std::optional<SplitField> split_field_named(const std::string& name) {
  if (name == "game") return SplitField{SplitField::Kind::game, {}};
  if (name == "variant") return SplitField{SplitField::Kind::variant, {}};
  if (name == "result") return SplitField{SplitField::Kind::result, {}};
  if (name.rfind("tag:", 0) == 0 && name.size() > 4)
    return SplitField{SplitField::Kind::tag, name.substr(4)};
  return std::nullopt;
}

CollectOutput::CollectOutput(CollectOutputOptions options) : options_(std::move(options)) {
  if (options_.merge) merge_.emplace(*options_.merge);
}

bool CollectOutput::write_file(const std::string& folder, const std::string& name,
                               std::string_view bytes, std::string& written) {
  if (!staged_) {
    staged_.emplace(options_.folder, text::StagedFolderOptions{.replace = options_.force});
    if (const std::optional<std::string> failed = staged_->open()) {
      fmt::print(stderr, "{}: error: {}\n", options_.folder, *failed);
      return false;
    }
  }
  const std::string relative = (fs::path(folder) / name).string();
  const std::string target = staged_->path_of(relative);
  if (const std::optional<std::string> failed = staged_->add(relative, bytes)) {
    fmt::print(stderr, "{}: error: {}\n", target, *failed);
    return false;
  }
  written = target;
  return true;
}

bool CollectOutput::keep(const collection::CollectedRecord& kept) {
  if (options_.stats) stats_.add(kept.examination.facts);
  if (merge_) {
    merge_->add(kept.record, kept.game, kept.path, kept.examination.facts.result);
    return true;
  }
  std::string written;
  if (!options_.folder.empty()) {
    std::string folder;
    if (options_.split) {
      const std::string value = split_value(*options_.split, kept);
      folder = collection::safe_file_name(value.empty() ? "_none" : value);
    }
    const std::string name = names_.unique(folder, fs::path(kept.path).filename().string());
    // The record's own bytes, so that nothing of it changes on the way.
    const std::optional<std::string> bytes = text::read_file_bytes(kept.path);
    if (!bytes) {
      fmt::print(stderr, "{}: error: cannot read it again to copy it\n", kept.path);
      return false;
    }
    if (!write_file(folder, name, *bytes, written)) return false;
  }
  if (options_.list && !options_.stats) {
    if (options_.json)
      fmt::print("{}\n", collection::record_json_line(kept, written));
    else
      fmt::print("{}\n", written.empty() ? kept.path : written);
  }
  return true;
}

bool CollectOutput::finish(const collection::CollectCounts& counts,
                           const collection::VariantNames& variant_names) {
  if (merge_) {
    const std::vector<collection::MergedRecord> merged = merge_->finish();
    for (std::size_t i = 0; i < merged.size(); ++i) {
      const collection::MergedRecord& m = merged[i];
      const std::string variant = variant_names.name_of(m.record);
      const std::string name = names_.unique(
          "",
          fmt::format("{}-opening-{:04}.otg", variant.empty() ? m.game->name() : variant, i + 1));
      otn::WriteOptions write;
      write.file = name;
      std::string written;
      if (!write_file("", name, otn::write_otg(m.record, write).bytes, written)) return false;
      if (options_.list && !options_.stats) {
        if (options_.json)
          fmt::print("{}\n", collection::merged_json_line(m, variant, written));
        else
          fmt::print("{}\n", written);
      }
    }
  }
  // The files appear together, once every one is written (staged_folder.h).
  if (staged_)
    if (const std::optional<std::string> failed = staged_->commit()) {
      fmt::print(stderr, "{}: error: {}\n", options_.folder, *failed);
      return false;
    }
  if (options_.stats) {
    if (options_.json)
      fmt::print("{}\n", collection::stats_json_line(stats_, counts));
    else
      fmt::print("{}", collection::stats_text(stats_, counts));
  }
  return true;
}

CollectProgress::CollectProgress()
    : terminal_(::isatty(STDERR_FILENO) != 0),
      start_(std::chrono::steady_clock::now()),
      last_(start_) {}

void CollectProgress::update(const collection::CollectCounts& counts, std::size_t total) {
  if (!terminal_) return;
  const auto now = std::chrono::steady_clock::now();
  if (now - start_ < std::chrono::seconds(1) || now - last_ < std::chrono::milliseconds(200))
    return;
  last_ = now;
  shown_ = true;
  fmt::print(stderr, "\rcollect: {}/{} read, {} kept, {} bad, {} duplicates\x1b[K", counts.read,
             total, counts.matched, counts.bad, counts.duplicates);
}

void CollectProgress::done() {
  if (shown_) fmt::print(stderr, "\r\x1b[K");
  shown_ = false;
}

}  // namespace skald::cli
