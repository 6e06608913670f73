#pragma once

// What `skald collect --json` prints (nlohmann-json): one JSON object a line per record
// kept, and the statistics as one object. The fields are described in
// lib/skald/collection/README.md.

#include <string>

#include "formats/collection/collector.h"
#include "skald/collection/collection_stats.h"
#include "skald/collection/opening_merge.h"

namespace skald::collection {

/// The JSON line (no newline) of a record kept: `path` as read, `written` the file it was
/// written to (empty: not written).
std::string record_json_line(const CollectedRecord& kept, const std::string& written);

/// The JSON line of a merged record: where it was written, its game and variant, how many
/// records it holds, the opening they share and their paths.
std::string merged_json_line(const MergedRecord& merged, const std::string& variant,
                             const std::string& written);

/// The statistics and the run's counts as one JSON object on one line.
std::string stats_json_line(const CollectionStats& stats, const CollectCounts& counts);

/// The statistics for people: aligned tables, the most frequent openings first (the first
/// `max_openings` of them).
std::string stats_text(const CollectionStats& stats, const CollectCounts& counts,
                       std::size_t max_openings = 20);

}  // namespace skald::collection
