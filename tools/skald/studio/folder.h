#pragma once

// The studio's folder view: the records under the folder it opened, with what each is
// (game, variant, players, result, length, puzzle mode), filtered by the query words
// `skald collect` takes (formats/collection/query_terms.h: `game:tafl result:draw`, bare
// words for the file's name); and new records, from a variant or from a position.

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "skald/game/variant_registry.h"
#include "tools/skald/studio/document.h"

namespace skald::studio {

/// The records under `root` that pass `query_words`: {"records": [{"file", "game",
/// "variant", "result", "plies", "puzzle", "players": {side: name}}], "bad": [{"file",
/// "error"}], "total": records looked at}; 400 with the error for words that are wrong.
/// At most `limit` records are listed (`more` says how many were left out).
Answer folder_answer(const std::filesystem::path& root, const std::string& query_words,
                     const game::VariantRegistry& variants, const std::string& encoding,
                     std::size_t limit = 2000);

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
