#include "formats/html/puzzle_book.h"

#include <algorithm>
#include <map>
#include <pugixml.hpp>
#include <sstream>

#include "formats/html/page_assets.h"
#include "formats/html/page_markup.h"
#include "formats/html/script_json.h"

namespace skald::html {
namespace {

using Json = nlohmann::ordered_json;

constexpr const char* kGradeOrder[] = {"easy", "medium", "hard", "very hard", kUngraded};

/// Where the style, the data and the script go in the markup pugixml writes (as in
/// record_page.cpp: text cannot make a comment, pugixml writes its `<` as `&lt;`).
constexpr const char* kStylePlace = "skald:style";
constexpr const char* kDataPlace = "skald:data";
constexpr const char* kScriptPlace = "skald:script";

/// Counts values in the order first met.
class ValueCounts {
 public:
  void add(const std::string& value) {
    const auto [at, added] = index_.emplace(value, values_.size());
    if (added) values_.push_back({value, 0});
    ++values_[at->second].count;
  }
  std::vector<FilterValue> take() { return std::move(values_); }

 private:
  std::map<std::string, std::size_t> index_;
  std::vector<FilterValue> values_;
};

/// The position of `value` in `values` (which holds it).
int number_of(const std::vector<FilterValue>& values, const std::string& value) {
  const auto at = std::find_if(values.begin(), values.end(),
                               [&](const FilterValue& v) { return v.value == value; });
  return static_cast<int>(at - values.begin());
}

Json values_json(const std::vector<FilterValue>& values) {
  Json list = Json::array();
  for (const FilterValue& v : values)
    list.push_back(Json::array({v.value, v.count}));
  return list;
}

void append_filter(pugi::xml_node form, const char* id, const char* label) {
  pugi::xml_node l = element(form, "label");
  l.append_attribute("for") = id;
  l.text() = label;
  element(form, "select", id);
}

std::string index_markup(const std::string& title) {
  pugi::xml_document doc;
  pugi::xml_node html = doc.append_child("html");
  html.append_attribute("lang") = "en";
  append_head(html, title, kStylePlace);
  pugi::xml_node body = element(html, "body");
  body.append_attribute("class") = "book-index";
  pugi::xml_node header = element(body, "header");
  element(header, "h1", "title").text() = title.c_str();
  element(header, "p", "book-progress");
  pugi::xml_node resume = element(header, "a", "book-continue");
  resume.append_attribute("hidden") = "hidden";
  pugi::xml_node form = element(body, "form", "filters");
  append_filter(form, "filter-game", "Game");
  append_filter(form, "filter-variant", "Variant");
  append_filter(form, "filter-grade", "Grade");
  append_filter(form, "filter-theme", "Theme");
  pugi::xml_node clear = element(form, "button", "filter-clear");
  clear.append_attribute("type") = "button";
  clear.text() = "Show all";
  element(body, "p", "shown").append_attribute("aria-live") = "polite";
  element(body, "ol", "puzzle-list");
  element(body, "noscript").text() =
      "The list and its filters need JavaScript; the puzzles' pages are in the folder puzzles.";
  body.append_child(pugi::node_comment).set_value(kDataPlace);
  body.append_child(pugi::node_comment).set_value(kScriptPlace);
  std::ostringstream out;
  doc.save(out, "", pugi::format_raw | pugi::format_no_declaration, pugi::encoding_utf8);
  return "<!DOCTYPE html>\n" + out.str() + "\n";
}

/// `markup` with each place filled in turn.
std::string filled(const std::string& markup,
                   const std::vector<std::pair<const char*, std::string>>& parts) {
  std::string out;
  std::size_t done = 0;
  for (const auto& [place, text] : parts) {
    const std::string marker = std::string("<!--") + place + "-->";
    const std::size_t at = markup.find(marker, done);
    if (at == std::string::npos) continue;
    out.append(markup, done, at - done);
    out += text;
    done = at + marker.size();
  }
  out.append(markup, done);
  return out;
}

}  // namespace

std::string book_storage_key(const BookOptions& options) {
  return options.storage_key.empty() ? "skald-puzzle-book:" + options.title : options.storage_key;
}

std::string book_id_from(const std::string& text) {
  std::string id;
  for (const char c : text) {
    const bool kept = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                      c == '-' || c == '_' || c == '.';
    id += kept ? c : '-';
  }
  while (!id.empty() && id.front() == '.')
    id.erase(0, 1);
  return id.empty() ? std::string("puzzle") : id;
}

BookFilters book_filters(const std::vector<BookEntry>& entries) {
  ValueCounts games, variants, grades, themes;
  for (const BookEntry& e : entries) {
    games.add(e.game);
    variants.add(e.variant);
    grades.add(e.grade);
    for (const std::string& theme : e.themes)
      themes.add(theme);
  }
  BookFilters filters{games.take(), variants.take(), grades.take(), themes.take()};
  const auto grade_rank = [](const FilterValue& v) {
    const auto* at = std::find(std::begin(kGradeOrder), std::end(kGradeOrder), v.value);
    return at - std::begin(kGradeOrder);
  };
  std::stable_sort(
      filters.grades.begin(), filters.grades.end(),
      [&](const FilterValue& a, const FilterValue& b) { return grade_rank(a) < grade_rank(b); });
  std::sort(filters.themes.begin(), filters.themes.end(),
            [](const FilterValue& a, const FilterValue& b) { return a.value < b.value; });
  return filters;
}

Json book_index_json(const std::vector<BookEntry>& entries, const BookOptions& options) {
  const BookFilters filters = book_filters(entries);
  Json j;
  j["title"] = options.title;
  j["key"] = book_storage_key(options);
  j["count"] = entries.size();
  j["games"] = values_json(filters.games);
  j["variants"] = values_json(filters.variants);
  j["grades"] = values_json(filters.grades);
  j["themes"] = values_json(filters.themes);
  Json puzzles = Json::array();
  for (const BookEntry& e : entries) {
    Json p;
    p["id"] = e.id;
    p["title"] = e.title;
    p["goal"] = e.goal;
    p["game"] = number_of(filters.games, e.game);
    p["variant"] = number_of(filters.variants, e.variant);
    p["grade"] = number_of(filters.grades, e.grade);
    Json themes = Json::array();
    for (const std::string& theme : e.themes)
      themes.push_back(number_of(filters.themes, theme));
    p["themes"] = std::move(themes);
    puzzles.push_back(std::move(p));
  }
  j["puzzles"] = std::move(puzzles);
  return j;
}

std::string book_index_page(const std::vector<BookEntry>& entries, const BookOptions& options) {
  return filled(
      index_markup(options.title),
      {{kStylePlace, "<style>" + std::string(viewer_css()) + std::string(book_css()) + "</style>"},
       {kDataPlace, "<script type=\"application/json\" id=\"skald-book\">" +
                        json_for_script(book_index_json(entries, options)) + "</script>"},
       {kScriptPlace,
        "<script>" + std::string(book_store_js()) + "\n" + std::string(book_js()) + "</script>"}});
}

Json book_puzzle_json(const std::vector<BookEntry>& entries, std::size_t at,
                      const BookOptions& options) {
  Json j;
  j["key"] = book_storage_key(options);
  j["book"] = options.title;
  j["id"] = entries[at].id;
  j["number"] = at + 1;
  j["count"] = entries.size();
  j["next"] = at + 1 < entries.size() ? Json(entries[at + 1].id) : Json(nullptr);
  return j;
}

}  // namespace skald::html
