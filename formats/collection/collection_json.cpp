#include "formats/collection/collection_json.h"

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <utility>
#include <vector>

#include "skald/record/numbering.h"

namespace skald::collection {
namespace {

using nlohmann::json;

std::string dump(const json& value) {
  // Records are decoded to UTF-8; `replace` keeps a stray byte from ending the run.
  return value.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string length_band(std::size_t first) {
  return std::to_string(first) + "-" + std::to_string(first + CollectionStats::kLengthBand - 1);
}

template <typename Map>
json counts_object(const Map& counts) {
  json out = json::object();
  for (const auto& [key, count] : counts)
    out[key] = count;
  return out;
}

std::string padded(std::string text, std::size_t width) {
  if (text.size() < width) text.append(width - text.size(), ' ');
  return text;
}

std::string percent(std::size_t part, std::size_t whole) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%5.1f%%",
                whole == 0 ? 0.0 : 100.0 * static_cast<double>(part) / static_cast<double>(whole));
  return buffer;
}

/// A table of `rows` (label, count) under `title`, with each row's share of `whole`.
std::string table(const std::string& title,
                  const std::vector<std::pair<std::string, std::size_t>>& rows, std::size_t whole) {
  std::size_t label_width = 0;
  std::size_t count_width = 1;
  for (const auto& [label, count] : rows) {
    label_width = std::max(label_width, label.size());
    count_width = std::max(count_width, std::to_string(count).size());
  }
  std::string out = "\n" + title + "\n";
  for (const auto& [label, count] : rows) {
    const std::string number = std::to_string(count);
    out += "  " + padded(label, label_width) + "  " +
           std::string(count_width - number.size(), ' ') + number + "  " + percent(count, whole) +
           "\n";
  }
  return out;
}

template <typename Map>
std::vector<std::pair<std::string, std::size_t>> rows_of(const Map& counts,
                                                         const std::string& empty_label) {
  std::vector<std::pair<std::string, std::size_t>> rows;
  for (const auto& [key, count] : counts)
    rows.emplace_back(key.empty() ? empty_label : key, count);
  return rows;
}

}  // namespace

std::string record_json_line(const CollectedRecord& kept, const std::string& written) {
  const RecordFacts& facts = kept.examination.facts;
  json line;
  line["path"] = kept.path;
  if (!written.empty()) line["written"] = written;
  line["game"] = facts.game;
  line["variant"] = facts.variant.empty() ? json(nullptr) : json(facts.variant);
  line["result"] = facts.result.empty() ? json(nullptr) : json(facts.result);
  line["plies"] = facts.plies;
  line["nodes"] = facts.nodes;
  line["puzzle"] = record::puzzle_mode_name(facts.puzzle);
  if (kept.examination.found_at != nullptr)
    line["found_at"] = record::address_text(*kept.examination.found_at);
  json tags = json::object();
  for (const record::Tag& tag : kept.record.tags)
    if (!tags.contains(tag.key)) tags[tag.key] = tag.value;
  line["tags"] = std::move(tags);
  json moves = json::array();
  for (const record::Node* n = kept.record.root().next(); n != nullptr; n = n->next())
    moves.push_back(std::string(n->played_move()));
  line["mainline"] = std::move(moves);
  return dump(line);
}

std::string merged_json_line(const MergedRecord& merged, const std::string& variant,
                             const std::string& written) {
  json line;
  line["written"] = written;
  line["game"] = merged.game->name();
  line["variant"] = variant;
  line["records"] = merged.labels.size();
  line["opening"] = merged.opening;
  line["nodes"] = merged.record.move_count();
  line["sources"] = merged.labels;
  return dump(line);
}

std::string stats_json_line(const CollectionStats& stats, const CollectCounts& counts) {
  json out;
  out["read"] = counts.read;
  out["bad"] = counts.bad;
  out["duplicates"] = counts.duplicates;
  out["kept"] = counts.matched;
  out["plies"] = {{"shortest", stats.shortest},
                  {"longest", stats.longest},
                  {"mean", stats.mean_plies()},
                  {"total", stats.total_plies}};
  out["by_game"] = counts_object(stats.by_game);
  out["by_variant"] = counts_object(stats.by_variant);
  out["by_result"] = counts_object(stats.by_result);
  json lengths = json::object();
  for (const auto& [first, count] : stats.by_length)
    lengths[length_band(first)] = count;
  out["by_length"] = std::move(lengths);
  out["by_opening"] = counts_object(stats.by_opening);
  return dump(out);
}

std::string stats_text(const CollectionStats& stats, const CollectCounts& counts,
                       std::size_t max_openings) {
  std::string out = "records: " + std::to_string(counts.read) + " read, " +
                    std::to_string(counts.bad) + " bad (left out), " +
                    std::to_string(counts.duplicates) + " duplicates dropped, " +
                    std::to_string(counts.matched) + " kept\n";
  if (stats.records == 0) return out;
  char mean[32];
  std::snprintf(mean, sizeof mean, "%.1f", stats.mean_plies());
  out += "main line: " + std::to_string(stats.shortest) + " to " + std::to_string(stats.longest) +
         " moves, mean " + mean + "\n";
  out += table("game", rows_of(stats.by_game, "(none)"), stats.records);
  out += table("variant", rows_of(stats.by_variant, "(unnamed rules)"), stats.records);
  out += table("result", rows_of(stats.by_result, "(unknown)"), stats.records);
  std::vector<std::pair<std::string, std::size_t>> lengths;
  for (const auto& [first, count] : stats.by_length)
    lengths.emplace_back(length_band(first), count);
  out += table("main line length (moves)", lengths, stats.records);
  std::vector<std::pair<std::string, std::size_t>> openings =
      rows_of(stats.by_opening, "(no move)");
  std::stable_sort(openings.begin(), openings.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  std::string title = "opening move";
  if (openings.size() > max_openings) {
    title += " (the " + std::to_string(max_openings) + " most played of " +
             std::to_string(openings.size()) + ")";
    openings.resize(max_openings);
  }
  out += table(title, openings, stats.records);
  return out;
}

}  // namespace skald::collection
