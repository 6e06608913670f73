#include "formats/collection/query_terms.h"

#include <algorithm>

namespace skald::collection {
namespace {

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& item : items)
    out += (out.empty() ? "" : ", ") + item;
  return out;
}

/// Every result name the games can give.
std::vector<std::string> result_names(const game::GameRegistry& games) {
  std::vector<std::string> names = {"draw", "shared", "ongoing"};
  for (const game::Game* g : games.games())
    for (int side = 0; side < g->shape().players; ++side) {
      const std::string name = g->side_name(side) + "-win";
      if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    }
  return names;
}

/// `--kind 'text'` or `kind:text`, as the messages name a term.
std::string term(TermStyle style, const char* kind, const std::string& text) {
  return style == TermStyle::option ? "--" + std::string(kind) + " '" + text + "'"
                                    : std::string(kind) + ":" + text;
}

}  // namespace

VariantNames variant_names(const game::VariantRegistry& registry) {
  VariantNames names;
  for (const game::Variant& v : registry.variants())
    names.add(v.name, v.rules);
  return names;
}

QueryBuild build_query(const QueryTerms& terms, const game::VariantRegistry& variants,
                       TermStyle style) {
  const game::GameRegistry& games = variants.games();
  QueryBuild out;
  Query q;
  const auto fail = [&out](std::string message) { out.errors.push_back(std::move(message)); };
  for (const std::string& text : terms.where) {
    TagConditionParse parsed = parse_tag_condition(text);
    if (parsed.condition)
      q.tags.push_back(std::move(*parsed.condition));
    else
      fail(term(style, "where", text) + ": " + parsed.error);
  }
  for (const std::string& name : terms.games) {
    if (games.find_by_name(name) == nullptr)
      fail(term(style, "game", name) + ": unknown; known: " + variants.game_names());
    q.games.push_back(name);
  }
  for (const std::string& name : terms.variants) {
    if (const game::Variant* v = variants.find_or_null(name))
      q.variants.push_back(v->name);  // the name a record's variant is given by
    else
      fail((style == TermStyle::option ? std::string("--variant") : "variant:" + name) + ": " +
           variants.unknown_variant_message(name));
  }
  const std::vector<std::string> known_results = result_names(games);
  for (const std::string& name : terms.results) {
    if (std::find(known_results.begin(), known_results.end(), name) == known_results.end())
      fail(term(style, "result", name) + ": expected one of " + joined(known_results));
    q.results.push_back(name);
  }
  for (const std::string& mode : terms.puzzle_modes) {
    if (mode == "none") {
      q.puzzle_modes.push_back(record::PuzzleMode::none);
    } else if (mode == "loose" || mode == "any") {
      q.puzzle_modes.push_back(record::PuzzleMode::loose);
      if (mode == "any") q.puzzle_modes.push_back(record::PuzzleMode::strict);
    } else if (mode == "strict") {
      q.puzzle_modes.push_back(record::PuzzleMode::strict);
    } else {
      fail(term(style, "puzzle", mode) + ": expected none, loose, strict or any");
    }
  }
  q.comments = terms.comments;
  for (const std::string& text : terms.moves) {
    MoveSequenceParse parsed = parse_move_sequence(text);
    if (parsed.sequence)
      q.move_sequences.push_back(std::move(*parsed.sequence));
    else
      fail(term(style, "moves", text) + ": " + parsed.error);
  }
  q.positions = terms.positions;
  for (const std::string& text : terms.patterns) {
    PiecePatternParse parsed = parse_piece_pattern(text);
    if (parsed.pattern)
      q.patterns.push_back(std::move(*parsed.pattern));
    else
      fail(term(style, "pattern", text) + ": column " + std::to_string(parsed.column) + ": " +
           parsed.error);
  }
  q.lines = terms.variations ? Lines::every_line : Lines::main_line;
  if (out.errors.empty()) out.query = std::move(q);
  return out;
}

QueryWordsParse parse_query_words(std::string_view text) {
  QueryWordsParse out;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ' || text[i] == '\t') {
      ++i;
      continue;
    }
    const std::size_t column = i + 1;
    // A word: up to a space outside quotes; quotes group, and are not kept.
    std::string word;
    bool quoted = false;
    for (; i < text.size() && (quoted || (text[i] != ' ' && text[i] != '\t')); ++i) {
      if (text[i] == '"')
        quoted = !quoted;
      else
        word += text[i];
    }
    if (quoted) {
      out.error = "column " + std::to_string(column) + ": a quote is not closed";
      return out;
    }
    const std::size_t colon = word.find(':');
    if (colon == std::string::npos) {
      if (word == "variations")
        out.terms.variations = true;
      else
        out.terms.names.push_back(word);
      continue;
    }
    const std::string key = word.substr(0, colon);
    std::string value = word.substr(colon + 1);
    std::vector<std::string>* list = key == "where"      ? &out.terms.where
                                     : key == "game"     ? &out.terms.games
                                     : key == "variant"  ? &out.terms.variants
                                     : key == "result"   ? &out.terms.results
                                     : key == "position" ? &out.terms.positions
                                     : key == "pattern"  ? &out.terms.patterns
                                     : key == "moves"    ? &out.terms.moves
                                     : key == "comment"  ? &out.terms.comments
                                     : key == "puzzle"   ? &out.terms.puzzle_modes
                                                         : nullptr;
    if (list == nullptr) {
      out.error = "column " + std::to_string(column) + ": `" + key +
                  ":` is not a query word (expected where, game, variant, result, position, "
                  "pattern, moves, comment or puzzle)";
      return out;
    }
    if (value.empty()) {
      out.error = "column " + std::to_string(column) + ": `" + key + ":` needs a value";
      return out;
    }
    list->push_back(std::move(value));
  }
  return out;
}

}  // namespace skald::collection
