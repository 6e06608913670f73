#include "tools/skald/studio/folder.h"

#include <algorithm>
#include <fstream>

#include "formats/collection/query_terms.h"
#include "formats/collection/text_search.h"
#include "formats/otn/reader.h"
#include "formats/otn/writer.h"
#include "formats/text/atomic_write.h"
#include "skald/collection/record_examiner.h"
#include "skald/game/replay.h"
#include "tools/skald/studio/file_identity.h"

namespace skald::studio {
namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

namespace {

Answer failure(int status, std::string message) {
  return {status, Json{{"error", std::move(message)}}};
}

/// Lower case of ASCII letters: file names are matched without case.
std::string lowered(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

/// The records under `root`, relative names sorted, whose names hold every one of `names`.
std::vector<std::string> record_names(const fs::path& root, const std::vector<std::string>& names) {
  std::vector<std::string> found;
  std::error_code error;
  for (fs::recursive_directory_iterator it(root, error), end; !error && it != end;
       it.increment(error)) {
    if (!it->is_regular_file(error) || it->path().extension() != ".otg") continue;
    const std::string name = fs::relative(it->path(), root, error).generic_string();
    const std::string folded = lowered(name);
    if (std::all_of(names.begin(), names.end(), [&](const std::string& n) {
          return folded.find(lowered(n)) != std::string::npos;
        }))
      found.push_back(name);
  }
  std::sort(found.begin(), found.end());
  return found;
}

/// The players a record names: the tags named after the game's sides.
Json players_json(const record::Record& record, const game::Game& game) {
  Json players = Json::object();
  for (int side = 0; side < game.shape().players; ++side) {
    const std::string name = game.side_name(side);
    if (const record::Tag* tag = record.find_tag(name)) players[name] = tag->value;
  }
  return players;
}

/// Why a new record cannot be written at `path`: a file is there, or the name is not a
/// record's.
std::optional<Answer> not_new(const fs::path& path, const std::string& name) {
  std::error_code error;
  if (fs::exists(path, error)) return failure(409, name + ": a file of that name exists");
  if (path.extension() != ".otg") return failure(400, name + ": a record's name ends in .otg");
  return std::nullopt;
}

Answer write_new_record(const fs::path& path, const std::string& name, record::Record& record) {
  if (auto refused = not_new(path, name)) return *refused;
  otn::WriteOptions options;
  options.file = name;
  const otn::WriteResult written = otn::write_otg(record, options);
  if (auto failed = text::write_file_atomically(path.string(), written.bytes))
    return failure(500, name + ": cannot write: " + *failed);
  return {201, Json{{"file", name}}};
}

}  // namespace

/// One record of the folder as last read: the parsed record and its facts, or why it is bad.
struct FolderRecords::Entry {
  std::optional<FileIdentity> identity;
  std::optional<record::Record> record;  // nullopt: a bad record
  const game::Game* game = nullptr;
  collection::RecordFacts facts;  // as an empty query finds them (with the result)
  Json players;
  std::string error;  // a bad record's first error
};

FolderRecords::FolderRecords(const game::VariantRegistry& variants, std::string encoding)
    : variants_(variants), encoding_(std::move(encoding)) {}
FolderRecords::~FolderRecords() = default;

std::size_t FolderRecords::reads() const {
  std::lock_guard guard(mutex_);
  return reads_;
}

namespace {

/// Whether a query tests nothing (no words but file names): every record passes, with the
/// facts an empty query finds.
bool tests_nothing(const collection::Query& q) {
  return q.tags.empty() && q.games.empty() && q.variants.empty() && q.results.empty() &&
         q.puzzle_modes.empty() && q.comments.empty() && !q.walks_states();
}

}  // namespace

const FolderRecords::Entry& FolderRecords::current(const std::string& path) {
  std::unique_ptr<Entry>& entry = entries_[path];
  const std::optional<FileIdentity> identity = identity_of(path);
  if (entry && identity && entry->identity == identity) return *entry;
  // Read as `skald collect` reads (formats/collection/collector.cpp): a record that does
  // not replay, or whose rules no game plays, is bad.
  entry = std::make_unique<Entry>();
  entry->identity = identity;
  ++reads_;
  otn::ReadOptions read;
  read.encoding = encoding_;
  read.games = &variants_.games();
  read.file = path;
  otn::ReadResult loaded = otn::read_otg_file(path, read);
  const game::Game* game =
      loaded.replayed ? variants_.games().game_for_rules_or_null(loaded.record.rules_text())
                      : nullptr;
  if (loaded.diagnostics.has_errors() || game == nullptr) {
    for (const Diagnostic& d : loaded.diagnostics.items())
      if (d.severity == Severity::error) {
        entry->error = format_diagnostic(d);
        break;
      }
    if (entry->error.empty()) {
      Diagnostics why;
      why.error({path, 1, 1}, "the record could not be replayed");
      entry->error = format_diagnostic(why.items()[0]);
    }
    return *entry;
  }
  const collection::VariantNames names = collection::variant_names(variants_);
  collection::RecordExaminer everything(collection::Query{}, names,
                                        collection::folded_text_contains());
  entry->facts = everything.examine(loaded.record, *game, true).facts;
  entry->players = players_json(loaded.record, *game);
  entry->game = game;
  entry->record = std::move(loaded.record);
  return *entry;
}

Answer FolderRecords::answer(const fs::path& root, const std::string& query_words,
                             std::size_t limit) {
  const collection::QueryWordsParse words = collection::parse_query_words(query_words);
  if (!words.error.empty()) return failure(400, "the filter: " + words.error);
  collection::QueryBuild built =
      collection::build_query(words.terms, variants_, collection::TermStyle::word);
  if (!built.query) {
    std::string message;
    for (const std::string& e : built.errors)
      message += (message.empty() ? "" : "; ") + e;
    return failure(400, "the filter: " + message);
  }
  const bool every_record = tests_nothing(*built.query);
  const collection::VariantNames variant_names = collection::variant_names(variants_);
  collection::RecordExaminer examiner(std::move(*built.query), variant_names,
                                      collection::folded_text_contains());

  std::lock_guard guard(mutex_);
  const std::vector<std::string> names = record_names(root, words.terms.names);
  Json records = Json::array();
  Json bad = Json::array();
  std::size_t more = 0;
  for (const std::string& name : names) {
    const std::string path = (root / name).string();
    const Entry& entry = current(path);
    if (!entry.record) {
      bad.push_back({{"file", name}, {"error", entry.error}});
      continue;
    }
    if (!every_record && !examiner.examine(*entry.record, *entry.game, false).matches) continue;
    if (records.size() >= limit) {
      ++more;
      continue;
    }
    const collection::RecordFacts& facts = entry.facts;
    records.push_back({{"file", name},
                       {"game", facts.game},
                       {"variant", facts.variant},
                       {"result", facts.result},
                       {"plies", facts.plies},
                       {"puzzle", record::puzzle_mode_name(facts.puzzle)},
                       {"players", entry.players}});
  }
  // Files gone are forgotten.
  for (auto it = entries_.begin(); it != entries_.end();) {
    std::error_code error;
    if (!fs::exists(it->first, error))
      it = entries_.erase(it);
    else
      ++it;
  }
  return {200, Json{{"records", std::move(records)},
                    {"bad", std::move(bad)},
                    {"total", names.size()},
                    {"more", more}}};
}

Json variants_json(const game::VariantRegistry& variants) {
  Json list = Json::array();
  for (const game::Variant& v : variants.variants())
    list.push_back({{"name", v.name}, {"game", v.game->name()}, {"description", v.description}});
  return list;
}

Answer new_record_from_variant(const fs::path& path, const std::string& name,
                               const std::string& variant, const game::VariantRegistry& variants) {
  if (auto refused = not_new(path, name)) return *refused;
  const game::Variant* found = variants.find_or_null(variant);
  if (found == nullptr) return failure(400, variants.unknown_variant_message(variant));
  record::Record record;
  record.set_tag("rules", found->rules);
  return write_new_record(path, name, record);
}

Answer new_record_from_position(const fs::path& path, const std::string& name,
                                const std::string& rules, const game::Game& game,
                                const game::GameState& state) {
  if (auto refused = not_new(path, name)) return *refused;
  std::string why;
  const std::optional<game::StartTags> tags =
      game::start_tags(game, rules, state.position_text(), state.side_to_move(), why);
  if (!tags) return failure(400, why);
  record::Record record;
  record.set_tag("rules", tags->rules);
  if (tags->position) record.set_tag("position", *tags->position);
  return write_new_record(path, name, record);
}

}  // namespace skald::studio
