#include "formats/variants/catalogue.h"

#include <pugixml.hpp>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

#include "skald/tafl/rules_string.h"

namespace skald::variants {

namespace {

bool equal_ignoring_case(std::string_view a, std::string_view b) {
  auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(),
                                            [&](char x, char y) { return lower(x) == lower(y); });
}

/// 1-based line and column of byte `offset` in `text`.
SourceLocation location_of(std::string_view text, std::ptrdiff_t offset, const std::string& file) {
  SourceLocation loc{file, 1, 1};
  const auto end = std::min<std::size_t>(
      static_cast<std::size_t>(std::max<std::ptrdiff_t>(offset, 0)), text.size());
  for (std::size_t i = 0; i < end; ++i) {
    if (text[i] == '\n') {
      ++loc.line;
      loc.column = 1;
    } else {
      ++loc.column;
    }
  }
  return loc;
}

}  // namespace

const Variant* Catalogue::find_or_null(std::string_view key) const {
  for (const Variant& v : entries_)
    if (equal_ignoring_case(v.id, key) || equal_ignoring_case(v.name, key)) return &v;
  return nullptr;
}

std::vector<std::string> Catalogue::ids() const {
  std::vector<std::string> out;
  for (const Variant& v : entries_)
    out.push_back(v.id);
  return out;
}

CatalogueLoad load_catalogue(std::string_view xml, const std::string& file_name) {
  CatalogueLoad result;
  Diagnostics& diags = result.diagnostics;
  pugi::xml_document doc;
  const pugi::xml_parse_result parsed = doc.load_buffer(xml.data(), xml.size());
  if (!parsed) {
    diags.error(location_of(xml, parsed.offset, file_name),
                std::string("variants catalogue is not well-formed XML: ") + parsed.description());
    return result;
  }
  const pugi::xml_node root = doc.child("variants");
  if (!root) {
    diags.error({file_name, 1, 1}, "variants catalogue: expected a <variants> root element");
    return result;
  }
  std::vector<Variant> entries;
  std::set<std::string> seen;
  for (const pugi::xml_node node : root.children("variant")) {
    const SourceLocation where = location_of(xml, node.offset_debug(), file_name);
    Variant v;
    v.id = node.attribute("id").as_string();
    v.name = node.attribute("name").as_string();
    v.source = node.attribute("source").as_string();
    v.description = node.child_value("description");
    v.rules = node.child_value("rules");
    if (v.id.empty() || v.name.empty() || v.rules.empty()) {
      diags.error(where, "variant needs an id and a name attribute and a <rules> element");
      continue;
    }
    if (!seen.insert(v.id).second) {
      diags.error(where, "variant id '" + v.id + "' is used twice");
      continue;
    }
    const tafl::RulesParse rules = tafl::parse_rules(v.rules);
    for (Diagnostic d : rules.diagnostics.items()) {
      d.where = where;
      d.message = "variant '" + v.id + "': " + d.message;
      diags.add(d);
    }
    if (!rules.rules || rules.diagnostics.has_errors()) continue;
    v.dim = rules.rules->dim;
    entries.push_back(std::move(v));
  }
  result.catalogue = Catalogue(std::move(entries));
  return result;
}

Catalogue builtin_catalogue() {
  return load_catalogue(builtin_catalogue_xml()).catalogue;
}

game::VariantRegistry variant_registry(const game::GameRegistry& games,
                                       const Catalogue& catalogue) {
  game::VariantRegistry registry(games);
  for (const Variant& v : catalogue.entries())
    registry.add(v.id, v.name, v.description, v.rules);  // left out when no game takes it
  return registry;
}

std::string variants_to_json(const game::VariantRegistry& registry, const Catalogue& catalogue,
                             int indent) {
  nlohmann::json out = nlohmann::json::array();
  for (const game::Variant& v : registry.variants()) {
    nlohmann::json item = {{"id", v.name},
                           {"game", v.game->name()},
                           {"name", v.display_name.empty() ? v.name : v.display_name},
                           {"description", v.description},
                           {"rules", v.rules}};
    if (const Variant* entry = catalogue.find_or_null(v.name); entry && entry->id == v.name) {
      item["dim"] = entry->dim;
      item["source"] = entry->source;
    }
    out.push_back(std::move(item));
  }
  return out.dump(indent);
}

}  // namespace skald::variants
