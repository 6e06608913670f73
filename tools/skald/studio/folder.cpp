#include "tools/skald/studio/folder.h"

#include <algorithm>
#include <fstream>

#include "formats/collection/collector.h"
#include "formats/collection/query_terms.h"
#include "formats/collection/text_search.h"
#include "formats/otn/writer.h"
#include "formats/text/atomic_write.h"
#include "skald/game/replay.h"

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

Answer folder_answer(const fs::path& root, const std::string& query_words,
                     const game::VariantRegistry& variants, const std::string& encoding,
                     std::size_t limit) {
  const collection::QueryWordsParse words = collection::parse_query_words(query_words);
  if (!words.error.empty()) return failure(400, "the filter: " + words.error);
  collection::QueryBuild built =
      collection::build_query(words.terms, variants, collection::TermStyle::word);
  if (!built.query) {
    std::string message;
    for (const std::string& e : built.errors)
      message += (message.empty() ? "" : "; ") + e;
    return failure(400, "the filter: " + message);
  }
  const std::vector<std::string> names = record_names(root, words.terms.names);
  std::vector<std::string> paths;
  for (const std::string& name : names)
    paths.push_back((root / name).string());

  const collection::VariantNames variant_names = collection::variant_names(variants);
  collection::RecordExaminer examiner(std::move(*built.query), variant_names,
                                      collection::folded_text_contains());
  collection::CollectSettings settings;
  settings.games = &variants.games();
  settings.encoding = encoding;
  settings.want_result = true;
  Json records = Json::array();
  Json bad = Json::array();
  std::size_t more = 0;
  const auto relative = [&root](const std::string& path) {
    return fs::path(path).lexically_relative(root).generic_string();
  };
  collection::CollectCallbacks callbacks;
  callbacks.on_record = [&](const collection::CollectedRecord& kept) {
    if (records.size() >= limit) {
      ++more;
      return true;
    }
    const collection::RecordFacts& facts = kept.examination.facts;
    records.push_back({{"file", relative(kept.path)},
                       {"game", facts.game},
                       {"variant", facts.variant},
                       {"result", facts.result},
                       {"plies", facts.plies},
                       {"puzzle", record::puzzle_mode_name(facts.puzzle)},
                       {"players", players_json(kept.record, kept.game)}});
    return true;
  };
  callbacks.on_bad_record = [&](const std::string& path, const Diagnostics& diagnostics) {
    std::string first;
    for (const Diagnostic& d : diagnostics.items())
      if (d.severity == Severity::error) {
        first = format_diagnostic(d);
        break;
      }
    bad.push_back({{"file", relative(path)}, {"error", first}});
  };
  const collection::CollectOutcome outcome =
      collection::collect_records(paths, examiner, settings, callbacks);
  return {200, Json{{"records", std::move(records)},
                    {"bad", std::move(bad)},
                    {"total", outcome.counts.read},
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
