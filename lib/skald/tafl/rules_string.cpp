#include "skald/tafl/rules_string.h"

#include <algorithm>
#include <charconv>
#include <set>

#include "skald/core/excerpt.h"
#include "skald/tafl/position_record.h"

namespace skald::tafl {

namespace {

/// One `key:value` entry as written, with the offset of its first character.
struct Entry {
  std::string_view key;
  std::string_view value;
  std::size_t offset = 0;
  bool has_colon = true;
};

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

std::vector<Entry> split_entries(std::string_view text) {
  std::vector<Entry> entries;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && is_space(text[i]))
      ++i;
    if (i >= text.size()) break;
    std::size_t j = i;
    while (j < text.size() && !is_space(text[j]))
      ++j;
    const std::string_view word = text.substr(i, j - i);
    const std::size_t colon = word.find(':');
    Entry e;
    e.offset = i;
    if (colon == std::string_view::npos) {
      e.key = word;
      e.has_colon = false;
    } else {
      e.key = word.substr(0, colon);
      e.value = word.substr(colon + 1);
    }
    entries.push_back(e);
    i = j;
  }
  return entries;
}

// --- The letters of each enumerated value, in enum order. -------------------------------

constexpr const char* kEscapeLetters = "ce";
constexpr const char* kRepetitionLetters = "idwl";
constexpr const char* kKingArmedLetters = "ynah";
constexpr const char* kKingStrengthLetters = "scmw";
constexpr const char* kJumpLetters = "nrjc";
constexpr const char* kShieldwallLetters = "nws";
constexpr const char* kBerserkLetters = "ncm";

/// The jump keys and the piece kind each one is about.
struct JumpKey {
  const char* key;
  PieceKind kind;
};
constexpr JumpKey kJumpKeys[] = {{"kj", PieceKind::king},
                                 {"nj", PieceKind::knight},
                                 {"cj", PieceKind::commander},
                                 {"mj", PieceKind::mercenary},
                                 {"gj", PieceKind::guard}};

/// The special-space key prefixes, in SpaceKind order.
constexpr const char* kSpacePrefixes[kSpaceKinds] = {"cor", "cen", "afor", "dfor"};

/// Which piece list of a space a key suffix names.
enum class ListKind { passable, stoppable, hostile, hostile_when_empty, reenterable };
struct ListSuffix {
  const char* suffix;
  ListKind kind;
};
// Written in this order, as OpenTafl does: all p lists, then s, h (with cenhe), re.
constexpr ListSuffix kListSuffixes[] = {{"p", ListKind::passable},
                                        {"s", ListKind::stoppable},
                                        {"h", ListKind::hostile},
                                        {"he", ListKind::hostile_when_empty},
                                        {"re", ListKind::reenterable}};

PieceSet& list_of(SpaceRules& space, ListKind kind) {
  switch (kind) {
    case ListKind::passable:
      return space.passable;
    case ListKind::stoppable:
      return space.stoppable;
    case ListKind::hostile:
      return space.hostile;
    case ListKind::hostile_when_empty:
      return space.hostile_when_empty;
    case ListKind::reenterable:
      return space.reenterable;
  }
  return space.passable;
}
const PieceSet& list_of(const SpaceRules& space, ListKind kind) {
  return list_of(const_cast<SpaceRules&>(space), kind);
}

/// Splits a space key like `cenhe` into its space kind and list; only `cen` has `he`.
bool split_space_key(std::string_view key, SpaceKind& space, ListKind& list) {
  for (int s = 0; s < kSpaceKinds; ++s) {
    const std::string_view prefix = kSpacePrefixes[s];
    if (key.size() <= prefix.size() || key.substr(0, prefix.size()) != prefix) continue;
    const std::string_view suffix = key.substr(prefix.size());
    for (const ListSuffix& ls : kListSuffixes) {
      if (suffix != ls.suffix) continue;
      if (ls.kind == ListKind::hostile_when_empty && s != static_cast<int>(SpaceKind::centre))
        return false;
      space = static_cast<SpaceKind>(s);
      list = ls.kind;
      return true;
    }
  }
  return false;
}

// --- Speed limits. ------------------------------------------------------------------------

/// Piece-type orders of the per-type `spd` forms: 12 values since guards, 10 between
/// mercenaries and guards, 8 before mercenaries (OpenTafl reads the older forms of saved
/// games). Types a form leaves out are unlimited.
std::string_view speed_letters(int form) {
  switch (form) {
    case 8:
      return "tcnkTCNK";
    case 10:
      return "tcnkmTCNKM";
    case 12:
      return "tcnkmgTCNKMG";
    default:
      return "";
  }
}

int speed_of(const TaflRules& r, char letter) {
  return r.speed[Piece::from_letter(letter)->type_index()];
}

bool side_speeds_equal(const TaflRules& r, Side side) {
  const int first = r.speed[index(side) * kPieceKinds];
  for (int k = 0; k < kPieceKinds; ++k)
    if (r.speed[index(side) * kPieceKinds + k] != first) return false;
  return true;
}

/// Whether the `spd` form with `form` values can say r.speed exactly.
bool speed_form_fits(const TaflRules& r, int form) {
  switch (form) {
    case 1:
      return side_speeds_equal(r, Side::attackers) && side_speeds_equal(r, Side::defenders) &&
             r.speed[0] == r.speed[kPieceKinds];
    case 2:
      return side_speeds_equal(r, Side::attackers) && side_speeds_equal(r, Side::defenders);
    case 8:
      return speed_of(r, 'm') == -1 && speed_of(r, 'M') == -1 && speed_of(r, 'g') == -1 &&
             speed_of(r, 'G') == -1;
    case 10:
      return speed_of(r, 'g') == -1 && speed_of(r, 'G') == -1;
    case 12:
      return true;
    default:
      return false;
  }
}

bool all_speeds_unlimited(const TaflRules& r) {
  return std::all_of(r.speed.begin(), r.speed.end(), [](int s) { return s == -1; });
}

std::string format_speed(const TaflRules& r) {
  int form = r.speed_form;
  if (!speed_form_fits(r, form)) form = speed_form_fits(r, 1) ? 1 : speed_form_fits(r, 2) ? 2 : 12;
  if (form == 1) return std::to_string(r.speed[0]);
  std::string out;
  if (form == 2) {
    out = std::to_string(r.speed[0]) + "," + std::to_string(r.speed[kPieceKinds]) + ",";
    return out;
  }
  for (char letter : speed_letters(form))
    out += std::to_string(speed_of(r, letter)) + ",";
  return out;
}

// --- Reading values. ----------------------------------------------------------------------

/// Reads the state of one parse: the rules so far, the diagnostics, where the text is.
class RulesReader {
 public:
  RulesReader(const SourceLocation& where, Diagnostics& diags) : where_(where), diags_(diags) {}

  SourceLocation at(const Entry& e) const { return location_at_offset(where_, e.offset); }

  void error(const Entry& e, const std::string& why) {
    diags_.error(at(e), excerpt(e.key) + ": " + why + ", got '" + excerpt(e.value) + "'");
  }

  /// A one-letter choice among `letters` (enum order); `aliases` maps old spellings.
  template <typename Enum>
  void read_choice(const Entry& e, const char* letters, const std::string& expected, Enum& out,
                   std::string_view alias_letters = "", std::string_view alias_targets = "") {
    if (e.value.size() == 1) {
      const std::string_view all = letters;
      if (auto pos = all.find(e.value[0]); pos != std::string_view::npos) {
        out = static_cast<Enum>(pos);
        return;
      }
      if (auto pos = alias_letters.find(e.value[0]); pos != std::string_view::npos) {
        out = static_cast<Enum>(all.find(alias_targets[pos]));
        return;
      }
    }
    error(e, "expected " + expected);
  }

  void read_bool(const Entry& e, bool& out) {
    if (e.value == "y")
      out = true;
    else if (e.value == "n")
      out = false;
    else
      error(e, "expected y or n");
  }

  void read_squares(const Entry& e, SpaceKind kind, int dim, SpaceRules& space) {
    const bool is_fort = kind == SpaceKind::attacker_fort || kind == SpaceKind::defender_fort;
    if (e.value == "default") {
      space.squares = default_space_rules(kind, dim).squares;
      space.squares_default = true;
      return;
    }
    std::vector<Coord> squares;
    std::size_t i = 0;
    while (i <= e.value.size()) {
      std::size_t j = e.value.find(',', i);
      if (j == std::string_view::npos) j = e.value.size();
      const std::string_view item = e.value.substr(i, j - i);
      i = j + 1;
      if (item.empty()) continue;  // `cor:g7,` ends with a comma
      const auto c = parse_coord(item);
      if (!c || c->file >= dim || c->rank >= dim) {
        error(e, "expected a list of squares on the " + std::to_string(dim) + "x" +
                     std::to_string(dim) + " board like a1,k11, (or 'default'); '" +
                     std::string(item) + "' is not one");
        return;
      }
      squares.push_back(*c);
    }
    space.squares = std::move(squares);
    // An empty fort list is the default; an empty corner or centre list is not (no corners).
    space.squares_default = is_fort && space.squares.empty();
  }

  void read_piece_list(const Entry& e, PieceSet& out) {
    if (auto set = PieceSet::parse(e.value))
      out = *set;
    else
      error(e, "expected piece letters from tcnkmgTCNKMG (lower case attackers)");
  }

  void read_speed(const Entry& e, TaflRules& r) {
    std::vector<int> values;
    std::size_t i = 0;
    while (i <= e.value.size()) {
      std::size_t j = e.value.find(',', i);
      if (j == std::string_view::npos) j = e.value.size();
      const std::string_view item = e.value.substr(i, j - i);
      const bool last = j == e.value.size();
      i = j + 1;
      if (item.empty() && last && !values.empty()) break;  // trailing comma
      int v = 0;
      auto [ptr, ec] = std::from_chars(item.data(), item.data() + item.size(), v);
      if (item.empty() || ec != std::errc() || ptr != item.data() + item.size() || v < -1) {
        error(e,
              "expected speed limits (-1 = unlimited) as 1, 2, 8, 10 or 12 comma-separated "
              "numbers");
        return;
      }
      values.push_back(v);
    }
    const int n = static_cast<int>(values.size());
    std::array<int, 2 * kPieceKinds> speed;
    speed.fill(-1);
    if (n == 1) {
      speed.fill(values[0]);
    } else if (n == 2) {
      for (int k = 0; k < kPieceKinds; ++k) {
        speed[k] = values[0];
        speed[kPieceKinds + k] = values[1];
      }
    } else if (n == 8 || n == 10 || n == 12) {
      const std::string_view letters = speed_letters(n);
      for (int k = 0; k < n; ++k)
        speed[Piece::from_letter(letters[k])->type_index()] = values[k];
    } else {
      error(e,
            "expected 1 (all pieces), 2 (attackers, defenders) or 8, 10 or 12 (per piece "
            "type) speed limits, found " +
                std::to_string(n));
      return;
    }
    r.speed = speed;
    r.speed_form = all_speeds_unlimited(r) ? 0 : n;
  }

 private:
  SourceLocation where_;
  Diagnostics& diags_;
};

/// The last entry of `key` (a later one counts), or nothing.
const Entry* last_entry(const std::vector<Entry>& entries, std::string_view key) {
  const Entry* found = nullptr;
  for (const Entry& e : entries)
    if (e.has_colon && e.key == key) found = &e;
  return found;
}

/// The re-enter keys other than `cenre`, and their kinds of space.
struct ReentryKey {
  const char* key;
  SpaceKind kind;
  const char* squares;  // for messages
};
constexpr ReentryKey kGatedReentryKeys[] = {
    {"corre", SpaceKind::corner, "a corner"},
    {"aforre", SpaceKind::attacker_fort, "an attacker fort"},
    {"dforre", SpaceKind::defender_fort, "a defender fort"}};

/// OpenTafl's RulesSerializer.loadRulesRecord reads `corre`, `aforre` and `dforre` only
/// when the string gives `cenre`, and then reads a missing one as an empty list (nobody
/// may re-enter); without `cenre` they keep their defaults, whatever is written. The
/// OpenTafl dialect reads them so, with a warning where it changes play (the kind has
/// squares on the board).
void read_reentry_as_opentafl(const std::vector<Entry>& entries, const RulesReader& reader,
                              Diagnostics& diags, TaflRules& rules) {
  const Entry* cenre = last_entry(entries, "cenre");
  for (const ReentryKey& k : kGatedReentryKeys) {
    SpaceRules& space = rules.space(k.kind);
    const PieceSet fallback = default_space_rules(k.kind, rules.dim, rules.dialect).reenterable;
    const Entry* written = last_entry(entries, k.key);
    const bool matters = !space.squares.empty();
    if (cenre && !written) {
      space.reenterable = PieceSet{};
      if (matters)
        diags.warning(reader.at(*cenre),
                      std::string(k.key) + ": not given while cenre is, so OpenTafl lets no " +
                          "piece from elsewhere enter or pass " + k.squares +
                          " (it reads a missing list as empty once cenre is given); write " +
                          k.key + ":" + fallback.to_string() + " for the default");
    } else if (!cenre && written) {
      if (matters && space.reenterable != fallback)
        diags.warning(reader.at(*written),
                      std::string(k.key) +
                          ": has no effect in OpenTafl without cenre (it reads corre, aforre and "
                          "dforre only when cenre is given); add cenre:" +
                          default_space_rules(SpaceKind::centre, rules.dim, rules.dialect)
                              .reenterable.to_string() +
                          " to apply it");
      space.reenterable = fallback;
    }
  }
}

bool is_known_key(std::string_view key) {
  static constexpr const char* kPlain[] = {"dim", "name", "esc",  "surf", "atkf",  "tfr",   "ka",
                                           "ks",  "spd",  "cor",  "cen",  "afor",  "dfor",  "sw",
                                           "swf", "efe",  "linc", "ber",  "start", "starti"};
  for (const char* k : kPlain)
    if (key == k) return true;
  for (const JumpKey& j : kJumpKeys)
    if (key == j.key) return true;
  SpaceKind s;
  ListKind l;
  return split_space_key(key, s, l);
}

}  // namespace

RulesParse parse_rules(std::string_view text, const SourceLocation& where, Dialect dialect) {
  RulesParse result;
  Diagnostics& diags = result.diagnostics;
  RulesReader reader(where, diags);
  const std::vector<Entry> entries = split_entries(text);

  // dim first: everything else is read against the board size.
  const Entry* dim_entry = nullptr;
  const Entry* start_entry = nullptr;
  for (const Entry& e : entries) {
    if (e.key == "dim") dim_entry = &e;
    if (e.key == "start" && (!start_entry || start_entry->key != "starti")) start_entry = &e;
    if (e.key == "starti") start_entry = &e;  // OpenTafl prefers starti when both are given
  }
  if (!dim_entry) {
    diags.error(location_at_offset(where, 0), "rules: missing dim (the board size, e.g. dim:11)");
    return result;
  }
  int dim = 0;
  {
    const std::string_view v = dim_entry->value;
    auto [ptr, ec] = std::from_chars(v.data(), v.data() + v.size(), dim);
    if (v.empty() || ec != std::errc() || ptr != v.data() + v.size() || dim < kMinDim ||
        dim > kMaxDim) {
      reader.error(*dim_entry, "expected a board size from " + std::to_string(kMinDim) + " to " +
                                   std::to_string(kMaxDim));
      return result;
    }
  }
  if (&entries.front() != dim_entry)
    diags.warning(reader.at(*dim_entry), "dim: should be the first entry of a rules string");
  if (!start_entry) {
    diags.error(location_at_offset(where, 0),
                "rules: missing start (the start position, e.g. start:/3t3/.../)");
    return result;
  }

  TaflRules rules = default_rules(dim, dialect);
  std::set<std::string_view> seen;
  bool start_ok = false;
  for (const Entry& e : entries) {
    if (!e.has_colon) {
      diags.error(reader.at(e), "rules: expected key:value, got '" + excerpt(e.key) + "'");
      continue;
    }
    const bool known = is_known_key(e.key);
    if (known && !seen.insert(e.key).second)
      diags.warning(reader.at(e), excerpt(e.key) + ": given twice; the later value counts");
    const std::string_view k = e.key;
    SpaceKind space;
    ListKind list;
    if (k == "dim") {
      // read above
    } else if (k == "name") {
      rules.name = std::string(e.value);
    } else if (k == "esc") {
      reader.read_choice(e, kEscapeLetters, "c (corner) or e (edge)", rules.escape);
    } else if (k == "surf") {
      reader.read_bool(e, rules.surrounding_fatal);
    } else if (k == "atkf") {
      reader.read_bool(e, rules.attackers_first);
    } else if (k == "tfr") {
      reader.read_choice(e, kRepetitionLetters, "one of i, d, w, l", rules.repetition);
    } else if (k == "ka") {
      reader.read_choice(e, kKingArmedLetters, "one of y, n, a, h", rules.king_armed);
    } else if (k == "ks") {
      reader.read_choice(e, kKingStrengthLetters, "one of s, c, m, w (or old y, n)",
                         rules.king_strength, "yn", "sw");
    } else if (k == "spd") {
      reader.read_speed(e, rules);
    } else if (k == "sw") {
      reader.read_choice(e, kShieldwallLetters, "one of n, w, s", rules.shieldwall);
    } else if (k == "swf") {
      reader.read_bool(e, rules.shieldwall_flanking);
    } else if (k == "efe") {
      reader.read_bool(e, rules.edge_fort_escape);
    } else if (k == "linc") {
      reader.read_bool(e, rules.linnaean_capture);
    } else if (k == "ber") {
      reader.read_choice(e, kBerserkLetters, "one of n, c, m", rules.berserk);
    } else if (k == "start" || k == "starti") {
      if (&e != start_entry) {
        diags.warning(reader.at(e), std::string(k) + ": ignored, the rules also give " +
                                        std::string(start_entry->key));
        continue;
      }
      const RowOrder order = k == "starti" ? RowOrder::top_first : RowOrder::rank1_first;
      auto pos = parse_position_record(e.value, order, dim,
                                       location_at_offset(where, e.offset + k.size() + 1));
      diags.append(pos.diagnostics);
      if (pos.squares) {
        rules.start = std::move(*pos.squares);
        rules.start_inverted = k == "starti";
        start_ok = true;
      }
    } else if (k == "cor" || k == "cen" || k == "afor" || k == "dfor") {
      const SpaceKind kind = k == "cor"    ? SpaceKind::corner
                             : k == "cen"  ? SpaceKind::centre
                             : k == "afor" ? SpaceKind::attacker_fort
                                           : SpaceKind::defender_fort;
      reader.read_squares(e, kind, dim, rules.space(kind));
    } else if (split_space_key(k, space, list)) {
      reader.read_piece_list(e, list_of(rules.space(space), list));
    } else {
      bool jump = false;
      for (const JumpKey& j : kJumpKeys) {
        if (k != j.key) continue;
        reader.read_choice(e, kJumpLetters, "one of n, r, j, c",
                           rules.jump[static_cast<int>(j.kind)]);
        jump = true;
      }
      if (!jump) {
        diags.warning(reader.at(e), excerpt(k) + ": unknown rules key, kept as written");
        rules.unknown.emplace_back(std::string(k), std::string(e.value));
      }
    }
  }
  if (dialect == Dialect::opentafl) read_reentry_as_opentafl(entries, reader, diags, rules);
  if (&entries.back() != start_entry)
    diags.warning(reader.at(*start_entry),
                  std::string(start_entry->key) + ": should be the last entry of a rules string");
  if (!start_ok) return result;

  const bool has_defender_king = std::any_of(rules.start.begin(), rules.start.end(), [](Piece p) {
    return p.is_king() && p.side() == Side::defenders;
  });
  if (!has_defender_king)
    diags.warning(reader.at(*start_entry),
                  std::string(start_entry->key) + ": the start position has no defender king");
  result.rules = std::move(rules);
  return result;
}

std::vector<RulesEntry> rules_entries(std::string_view text) {
  std::vector<RulesEntry> out;
  for (const Entry& e : split_entries(text))
    if (e.has_colon) out.push_back({std::string(e.key), std::string(e.value)});
  return out;
}

namespace {

std::string squares_text(const std::vector<Coord>& squares) {
  std::string out;
  for (Coord c : squares)
    out += coord_to_string(c) + ",";
  return out;
}

/// Whether serialise_rules() writes the re-enter list of `kind` for the OpenTafl dialect,
/// so that OpenTafl's reader (read_reentry_as_opentafl()) gets it back: `cenre` whenever
/// any re-enter list differs from its default (the others are read only with it); then
/// each other list unless it is the empty list a missing one stands for, which is still
/// written for a kind with squares, as OpenTafl writes it (Foteviken's `aforre:`).
bool reentry_written_as_opentafl(const TaflRules& r, const TaflRules& d, SpaceKind kind) {
  auto differs = [&](SpaceKind k) { return r.space(k).reenterable != d.space(k).reenterable; };
  const bool cenre_written = differs(SpaceKind::centre) || differs(SpaceKind::corner) ||
                             differs(SpaceKind::attacker_fort) || differs(SpaceKind::defender_fort);
  if (kind == SpaceKind::centre) return cenre_written;
  if (!cenre_written) return false;
  return !r.space(kind).reenterable.empty() || !r.space(kind).squares.empty();
}

}  // namespace

std::string serialise_rules(const TaflRules& r) {
  const TaflRules d = default_rules(r.dim, r.dialect);
  std::string out = "dim:" + std::to_string(r.dim) + " ";
  auto put = [&out](std::string_view key, std::string_view value) {
    out += key;
    out += ':';
    out += value;
    out += ' ';
  };
  auto letter = [](const char* letters, auto value) {
    return std::string(1, letters[static_cast<int>(value)]);
  };
  if (!r.name.empty()) put("name", r.name);
  if (r.escape != d.escape) put("esc", letter(kEscapeLetters, r.escape));
  if (r.surrounding_fatal != d.surrounding_fatal) put("surf", r.surrounding_fatal ? "y" : "n");
  put("atkf", r.attackers_first ? "y" : "n");  // OpenTafl always writes it
  if (r.repetition != d.repetition) put("tfr", letter(kRepetitionLetters, r.repetition));
  if (r.king_armed != d.king_armed) put("ka", letter(kKingArmedLetters, r.king_armed));
  if (r.king_strength != d.king_strength) put("ks", letter(kKingStrengthLetters, r.king_strength));
  for (const JumpKey& j : kJumpKeys) {
    const int i = static_cast<int>(j.kind);
    if (r.jump[i] != d.jump[i]) put(j.key, letter(kJumpLetters, r.jump[i]));
  }
  for (int s = 0; s < kSpaceKinds; ++s)
    if (!r.spaces[s].squares_default) put(kSpacePrefixes[s], squares_text(r.spaces[s].squares));
  if (!all_speeds_unlimited(r)) put("spd", format_speed(r));
  for (const ListSuffix& ls : kListSuffixes)
    for (int s = 0; s < kSpaceKinds; ++s) {
      if (ls.kind == ListKind::hostile_when_empty) continue;  // written with the h lists
      const PieceSet set = list_of(r.spaces[s], ls.kind);
      const bool written = ls.kind == ListKind::reenterable && r.dialect == Dialect::opentafl
                               ? reentry_written_as_opentafl(r, d, static_cast<SpaceKind>(s))
                               : set != list_of(d.spaces[s], ls.kind);
      if (written) put(std::string(kSpacePrefixes[s]) + ls.suffix, set.to_string());
      if (ls.kind == ListKind::hostile && s == static_cast<int>(SpaceKind::centre)) {
        const PieceSet he = r.spaces[s].hostile_when_empty;
        if (he != d.spaces[s].hostile_when_empty) put("cenhe", he.to_string());
      }
    }
  if (r.shieldwall != d.shieldwall) put("sw", letter(kShieldwallLetters, r.shieldwall));
  if (r.shieldwall_flanking != d.shieldwall_flanking) put("swf", "n");
  if (r.edge_fort_escape != d.edge_fort_escape) put("efe", "y");
  if (r.berserk != d.berserk) put("ber", letter(kBerserkLetters, r.berserk));
  if (r.linnaean_capture != d.linnaean_capture) put("linc", "y");
  for (const auto& [key, value] : r.unknown)
    put(key, value);
  const RowOrder order = r.start_inverted ? RowOrder::top_first : RowOrder::rank1_first;
  out += r.start_inverted ? "starti:" : "start:";
  out += format_position_record(r.start, r.dim, order);
  return out;
}

}  // namespace skald::tafl
