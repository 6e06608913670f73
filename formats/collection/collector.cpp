#include "formats/collection/collector.h"

#include "formats/otn/reader.h"

namespace skald::collection {

CollectOutcome collect_records(const std::vector<std::string>& paths, RecordExaminer& examiner,
                               const CollectSettings& settings, const CollectCallbacks& callbacks) {
  CollectOutcome out;
  CollectCounts& counts = out.counts;
  std::optional<DuplicateFilter> duplicates;
  if (settings.duplicates) duplicates.emplace(*settings.duplicates);
  otn::ReadOptions read;
  read.encoding = settings.encoding;
  read.games = settings.games;
  for (const std::string& path : paths) {
    read.file = path;
    otn::ReadResult loaded = otn::read_otg_file(path, read);
    ++counts.read;
    const game::Game* game =
        loaded.replayed && settings.games != nullptr
            ? settings.games->game_for_rules_or_null(loaded.record.rules_text())
            : nullptr;
    if (loaded.diagnostics.has_errors() || game == nullptr) {
      ++counts.bad;
      if (!loaded.diagnostics.has_errors())
        loaded.diagnostics.error({path, 1, 1}, "the record could not be replayed");
      if (callbacks.on_bad_record) callbacks.on_bad_record(path, loaded.diagnostics);
      if (callbacks.on_progress) callbacks.on_progress(counts, paths.size());
      if (settings.stop_at_bad_record) {
        out.end = CollectEnd::stopped_at_bad_record;
        return out;
      }
      continue;
    }
    const Examination examination = examiner.examine(loaded.record, *game, settings.want_result);
    bool keep = examination.matches;
    if (keep && duplicates && !duplicates->first_of_its_kind(loaded.record)) {
      keep = false;
      ++counts.duplicates;
    }
    if (keep) {
      ++counts.matched;
      if (callbacks.on_record && !callbacks.on_record({path, loaded.record, *game, examination})) {
        out.end = CollectEnd::stopped_by_caller;
        return out;
      }
    }
    if (callbacks.on_progress) callbacks.on_progress(counts, paths.size());
  }
  return out;
}

}  // namespace skald::collection
