#pragma once

// collect_records(): the loop of `skald collect`: each path read as an OTN record and
// replayed with its game, bad records reported and left out, the others tested against
// the query (collection::RecordExaminer), duplicates dropped (collection::DuplicateFilter),
// and every record kept handed to the caller, which writes it out. One record is in memory
// at a time, so a run's memory does not grow with the collection (but for the duplicate
// digests, 16 bytes a record); the time is one read and at most one walk per record.

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "skald/collection/duplicates.h"
#include "skald/collection/record_examiner.h"
#include "skald/core/diagnostic.h"
#include "skald/game/registry.h"
#include "skald/record/record.h"

namespace skald::collection {

struct CollectSettings {
  const game::GameRegistry* games = nullptr;
  std::string encoding;  // of the records; empty: UTF-8 when valid, else detected
  std::optional<DuplicateRule> duplicates;
  /// The facts of records kept must carry their result (statistics, listings, merging).
  bool want_result = false;
  /// A bad record ends the run instead of being left out.
  bool stop_at_bad_record = false;
};

/// How many records went which way.
struct CollectCounts {
  std::size_t read = 0;        // paths read (good or bad)
  std::size_t bad = 0;         // records with errors, left out
  std::size_t matched = 0;     // passed the query and were not duplicates: kept
  std::size_t duplicates = 0;  // passed the query but repeated one kept before
};

/// A record kept, valid during the callback.
struct CollectedRecord {
  const std::string& path;
  const record::Record& record;
  const game::Game& game;
  const Examination& examination;
};

struct CollectCallbacks {
  /// A record kept; returning false ends the run (an output that cannot be written).
  std::function<bool(const CollectedRecord&)> on_record;
  /// A bad record: its path and its diagnostics (errors first in file order).
  std::function<void(const std::string&, const Diagnostics&)> on_bad_record;
  /// After each path, with the number of paths in all.
  std::function<void(const CollectCounts&, std::size_t)> on_progress;
};

enum class CollectEnd { finished, stopped_at_bad_record, stopped_by_caller };

struct CollectOutcome {
  CollectCounts counts;
  CollectEnd end = CollectEnd::finished;
};

/// Runs the loop described above over `paths`, in order.
CollectOutcome collect_records(const std::vector<std::string>& paths, RecordExaminer& examiner,
                               const CollectSettings& settings, const CollectCallbacks& callbacks);

}  // namespace skald::collection
