#pragma once

// Where `skald collect` puts the records it keeps: a listing on stdout (paths or JSON
// lines), files in a folder (one a record, optionally in subfolders by a field, or merged
// by opening), statistics, and the progress line on stderr. cmd_collect.cpp builds the
// query and runs the loop (formats/collection/collector.h); this is the other end of it.

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "formats/collection/collector.h"
#include "formats/text/staged_folder.h"
#include "skald/collection/collection_stats.h"
#include "skald/collection/opening_merge.h"
#include "skald/collection/output_names.h"
#include "skald/collection/variant_names.h"

namespace skald::cli {

/// What a kept record is filed under with --split-by: its game, variant or result, or the
/// value of a tag (`tag:KEY`).
struct SplitField {
  enum class Kind { game, variant, result, tag } kind = Kind::game;
  std::string tag;
};

/// The field --split-by names, or nothing for a name it does not know.
std::optional<SplitField> split_field_named(const std::string& name);

struct CollectOutputOptions {
  bool json = false;                 // listing as JSON lines
  bool list = true;                  // print a listing at all
  bool stats = false;                // statistics at the end
  std::string folder;                // write the records here (empty: don't)
  bool force = false;                // replace files there
  std::optional<SplitField> split;   // subfolders by a field
  std::optional<std::size_t> merge;  // merge by the first N moves
};

/// The receiving end of a run: call keep() for each record kept, then finish().
class CollectOutput {
 public:
  explicit CollectOutput(CollectOutputOptions options);
  /// Lists, writes, counts or merges one record; false after printing why it could not be
  /// written (the run then stops).
  bool keep(const collection::CollectedRecord& kept);
  /// Writes the merged records and prints the statistics; false when a file could not be
  /// written.
  bool finish(const collection::CollectCounts& counts,
              const collection::VariantNames& variant_names);

 private:
  bool write_file(const std::string& folder, const std::string& name, std::string_view bytes,
                  std::string& written);

  CollectOutputOptions options_;
  collection::OutputNames names_;
  collection::CollectionStats stats_;
  std::optional<collection::OpeningMerge> merge_;
  std::optional<text::StagedFolder> staged_;  // the files written, made on the first
};

/// The progress line on stderr when it is a terminal and the run has taken more than a
/// second: records read of all, kept, bad, duplicates; at most five updates a second.
class CollectProgress {
 public:
  CollectProgress();
  void update(const collection::CollectCounts& counts, std::size_t total);
  /// Clears the line.
  void done();

 private:
  bool terminal_ = false;
  bool shown_ = false;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_;
};

}  // namespace skald::cli
