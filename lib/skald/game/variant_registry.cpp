#include "skald/game/variant_registry.h"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <utility>

#include "skald/core/excerpt.h"

namespace skald::game {

namespace {

char lower(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

std::string lowered(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(), lower);
  return out;
}

bool equal_ignoring_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(),
                                            [](char x, char y) { return lower(x) == lower(y); });
}

/// How many single-character edits turn `a` into `b` (Levenshtein).
std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j)
    row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

/// How far `candidate` is from what the user typed, or nothing when it is not close: a
/// typo or two away, or one contains the other (`tablut` and `tablut-9x9`).
std::optional<std::size_t> closeness(const std::string& typed, const std::string& candidate) {
  const std::size_t d = edit_distance(typed, candidate);
  const std::size_t typos = typed.size() < 5 ? 1 : 2;
  if (d <= typos) return d;
  if (typed.size() >= 3 && candidate.find(typed) != std::string::npos) return d;
  if (candidate.size() >= 4 && typed.find(candidate) != std::string::npos) return d;
  return std::nullopt;
}

std::string joined(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& name : names)
    out += (out.empty() ? "" : ", ") + name;
  return out;
}

RulesChoice chosen(const Variant& v) {
  return {v.game, v.rules, v.name, "", ""};
}

std::string no_default_message(const Game& game) {
  return game.name() +
         " has no default variant: name one of its variants (`skald variants` lists them) or "
         "give its rules";
}

RulesChoice failed(std::string error, std::string field) {
  return {nullptr, "", "", std::move(error), std::move(field)};
}

}  // namespace

VariantRegistry::VariantRegistry(const GameRegistry& games) : games_(&games) {
  for (const Game* g : games.games()) {
    bool first = true;
    for (NamedRules& own : g->variants()) {
      variants_.push_back(
          {std::move(own.name), "", std::move(own.description), std::move(own.rules), g, first});
      first = false;
    }
  }
}

std::string VariantRegistry::add(std::string name, std::string display_name,
                                 std::string description, std::string rules) {
  const Game* game = games_->game_for_rules_or_null(rules);
  if (game == nullptr) return "no game takes the rules of variant '" + name + "'";
  if (find_or_null(name) != nullptr) return "the variant name '" + name + "' is taken";
  if (!display_name.empty() && find_or_null(display_name) != nullptr)
    return "the variant name '" + display_name + "' is taken";
  // After the last variant of this game or of a game before it.
  const std::vector<const Game*> order = games_->games();
  const auto rank = [&order](const Game* g) { return std::find(order.begin(), order.end(), g); };
  const auto at = std::find_if(variants_.begin(), variants_.end(),
                               [&](const Variant& v) { return rank(v.game) > rank(game); });
  variants_.insert(at, {std::move(name), std::move(display_name), std::move(description),
                        std::move(rules), game, false});
  return {};
}

const Variant* VariantRegistry::find_or_null(std::string_view name) const {
  // A name wins over another variant's display name.
  for (const Variant& v : variants_)
    if (equal_ignoring_case(v.name, name)) return &v;
  for (const Variant& v : variants_)
    if (!v.display_name.empty() && equal_ignoring_case(v.display_name, name)) return &v;
  return nullptr;
}

const Variant* VariantRegistry::default_of_or_null(const Game& game) const {
  for (const Variant& v : variants_)
    if (v.game == &game && v.game_default) return &v;
  return nullptr;
}

RulesChoice VariantRegistry::resolve(std::string_view name) const {
  if (const Variant* v = find_or_null(name)) return chosen(*v);
  for (const Game* g : games_->games()) {
    if (!equal_ignoring_case(g->name(), name)) continue;
    if (const Variant* v = default_of_or_null(*g)) return chosen(*v);
    return failed(no_default_message(*g), "variant");
  }
  return failed(unknown_variant_message(name), "variant");
}

RulesChoice VariantRegistry::choose(const RulesRequest& request) const {
  const Game* named = nullptr;
  if (!request.game.empty()) {
    named = games_->find_by_name(request.game);
    if (named == nullptr)
      return failed("unknown game '" + excerpt(request.game) + "'; known: " + game_names(), "game");
  }
  if (!request.variant.empty() && !request.rules.empty())
    return failed("give either a variant or rules, not both", "rules");
  if (!request.variant.empty()) {
    RulesChoice choice = resolve(request.variant);
    if (choice.ok() && named != nullptr && choice.game != named)
      return failed("the variant '" + choice.variant + "' is " + choice.game->name() + "'s, not " +
                        named->name() + "'s",
                    "variant");
    return choice;
  }
  if (!request.rules.empty()) {
    const std::string rules(request.rules);
    const Game* game = games_->game_for_rules_or_null(rules);
    if (game == nullptr)
      return failed("no game understands the rules `" + excerpt(rules) + "`", "rules");
    if (named != nullptr && game != named)
      return failed("the rules `" + excerpt(rules) + "` are " + game->name() + "'s, not " +
                        named->name() + "'s",
                    "rules");
    return {game, rules, "", "", ""};
  }
  if (named != nullptr) {
    if (const Variant* v = default_of_or_null(*named)) return chosen(*v);
    return failed(no_default_message(*named), "game");
  }
  return failed("give a game, a variant or rules", "variant");
}

std::string VariantRegistry::unknown_variant_message(std::string_view name) const {
  const std::string typed = lowered(name);
  std::vector<std::pair<std::size_t, std::string>> close;
  const auto consider = [&](const std::string& candidate) {
    if (std::any_of(close.begin(), close.end(),
                    [&](const auto& c) { return c.second == candidate; }))
      return;
    if (const auto d = closeness(typed, lowered(candidate))) close.emplace_back(*d, candidate);
  };
  for (const Variant& v : variants_)
    consider(v.name);
  for (const Game* g : games_->games())
    consider(g->name());
  std::stable_sort(close.begin(), close.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  constexpr std::size_t kShown = 5;
  std::vector<std::string> names;
  for (std::size_t i = 0; i < close.size() && i < kShown; ++i)
    names.push_back(close[i].second);
  std::string message = "unknown variant '" + std::string(name) + "'";
  if (!names.empty()) message += "; close names: " + joined(names);
  return message + " (`skald variants` lists every variant; a game's name stands for its first)";
}

std::string VariantRegistry::game_names() const {
  std::vector<std::string> names;
  for (const Game* g : games_->games())
    names.push_back(g->name());
  return joined(names);
}

}  // namespace skald::game
