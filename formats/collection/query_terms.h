#pragma once

// The words of a collection query, as `skald collect` takes them in options (--game tafl)
// and skald studio in its folder filter (game:tafl), checked once for both: the query
// (lib/skald/collection/record_query.h) they describe, or every word that is wrong with
// the range of what it may be.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "skald/collection/record_query.h"
#include "skald/collection/variant_names.h"
#include "skald/game/variant_registry.h"

namespace skald::collection {

/// A query's terms as typed, each kind in the order given.
struct QueryTerms {
  std::vector<std::string> where;
  std::vector<std::string> games;
  std::vector<std::string> variants;
  std::vector<std::string> results;
  std::vector<std::string> positions;
  std::vector<std::string> patterns;
  std::vector<std::string> moves;
  std::vector<std::string> comments;
  std::vector<std::string> puzzle_modes;
  bool variations = false;
  /// Texts the file's name must contain (any case): the studio's bare words.
  std::vector<std::string> names;
};

/// How a term is named in messages: as an option (`--where 'x'`) or as a word (`where:x`).
enum class TermStyle { option, word };

struct QueryBuild {
  std::optional<Query> query;
  std::vector<std::string> errors;
};

/// The query `terms` describe, checked against `variants` (games, variants and the results
/// their games give).
QueryBuild build_query(const QueryTerms& terms, const game::VariantRegistry& variants,
                       TermStyle style);

struct QueryWordsParse {
  QueryTerms terms;
  std::string error;  // with the column (1-based) of the word at fault
};

/// Reads query words: `KEY:VALUE` for each kind of term (where, game, variant, result,
/// position, pattern, moves, comment, puzzle), a value with spaces in double quotes
/// (`moves:"d2-e2 d3-d2"`), `variations` alone, and any other bare word as a text the
/// file's name contains.
QueryWordsParse parse_query_words(std::string_view text);

/// Every variant name a record can have: those of `registry` (each game's own and tafl's
/// catalogue).
VariantNames variant_names(const game::VariantRegistry& registry);

}  // namespace skald::collection
