#pragma once

// The studio's folder view: the records under the folder it opened, with what each is
// (game, variant, players, result, length, puzzle mode), filtered by the query words
// `skald collect` takes (formats/collection/query_terms.h: `game:tafl result:draw`, bare
// words for the file's name); and new records, from a variant or from a position.

#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>

#include "skald/game/variant_registry.h"
#include "tools/skald/studio/document.h"

namespace skald::studio {

/// The folder view's records, each read once and kept, parsed, with what the listing says
/// of it, until its file changes (its identity, file_identity.h: size, modification time,
/// inode); a filter runs over what is kept and reads again only the files that changed
/// since, or are new. A file no longer there is forgotten. Thread safety: calls take turns.
class FolderRecords {
 public:
  FolderRecords(const game::VariantRegistry& variants, std::string encoding);
  ~FolderRecords();
  FolderRecords(const FolderRecords&) = delete;
  FolderRecords& operator=(const FolderRecords&) = delete;

  /// The records under `root` that pass `query_words`: {"records": [{"file", "game",
  /// "variant", "result", "plies", "puzzle", "players": {side: name}}], "bad": [{"file",
  /// "error"}], "total": records looked at}; 400 with the error for words that are wrong.
  /// At most `limit` records are listed (`more` says how many were left out).
  Answer answer(const std::filesystem::path& root, const std::string& query_words,
                std::size_t limit = 2000);

  /// How many times a file has been read so far (what the cache saves, for the tests).
  std::size_t reads() const;

 private:
  struct Entry;
  /// The entry of `path`, read again when its file changed. Call with mutex_ held.
  const Entry& current(const std::string& path);

  const game::VariantRegistry& variants_;
  std::string encoding_;
  mutable std::mutex mutex_;
  std::map<std::string, std::unique_ptr<Entry>> entries_;
  std::size_t reads_ = 0;
};

/// The variants a new record can be made from: [{"name", "game", "description"}].
nlohmann::ordered_json variants_json(const game::VariantRegistry& variants);

/// Writes a new record at `path` (which must not exist): the rules of `variant`, or the
/// position `position` of `from` (a state, with its game) as the record's start. 201 with
/// {"file": name} on success.
Answer new_record_from_variant(const std::filesystem::path& path, const std::string& name,
                               const std::string& variant, const game::VariantRegistry& variants);
Answer new_record_from_position(const std::filesystem::path& path, const std::string& name,
                                const std::string& rules, const game::Game& game,
                                const game::GameState& state);

}  // namespace skald::studio
