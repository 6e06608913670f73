#include "skald/octagon/rules.h"

#include <charconv>

#include "skald/core/excerpt.h"
#include "skald/core/words.h"

namespace skald::octagon {
namespace {

std::optional<int> number_of(std::string_view text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

/// `*,6,4,2`: four counts or `*`, in kind order.
std::optional<std::array<int, kKinds>> stock_of(std::string_view text) {
  std::array<int, kKinds> out{};
  std::size_t kind = 0;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = text.find(',', start);
    const std::string_view item = text.substr(
        start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    if (kind == kKinds) return std::nullopt;
    if (item == "*") {
      out[kind] = kUnlimited;
    } else {
      const std::optional<int> n = number_of(item);
      if (!n || *n < 0 || *n > 999) return std::nullopt;
      out[kind] = *n;
    }
    ++kind;
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  if (kind != kKinds) return std::nullopt;
  return out;
}

std::string stock_text(const std::array<int, kKinds>& stock) {
  std::string out;
  for (int k = 0; k < kKinds; ++k) {
    if (k > 0) out += ',';
    out += stock[static_cast<std::size_t>(k)] == kUnlimited
               ? "*"
               : std::to_string(stock[static_cast<std::size_t>(k)]);
  }
  return out;
}

/// The number of cells of the board the rules describe (rules.h: the octagon and its hole).
int cells_of(const OctagonRules& r) {
  int cells = 0;
  const int n = r.size;
  const int low = (n - r.hole) / 2;
  for (int row = 0; row < n; ++row) {
    for (int col = 0; col < n; ++col) {
      const int left = col, right = n - 1 - col, bottom = row, top = n - 1 - row;
      const bool corner = left + bottom < r.cut || right + bottom < r.cut || left + top < r.cut ||
                          right + top < r.cut;
      const bool hole =
          r.hole > 0 && col >= low && col < low + r.hole && row >= low && row < low + r.hole;
      cells += !corner && !hole;
    }
  }
  return cells;
}

}  // namespace

bool names_octagon_rules(std::string_view text) {
  const std::vector<Word> words = split_words(text);
  return !words.empty() && words[0].text == "octagon";
}

RulesParse parse_rules(std::string_view text) {
  RulesParse out;
  const std::vector<Word> words = split_words(text);
  if (words.empty() || words[0].text != "octagon") {
    out.diagnostics.error({"", 1, words.empty() ? 1 : static_cast<int>(words[0].offset) + 1},
                          "rules: expected `octagon` first");
    return out;
  }
  OctagonRules rules;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string_view word = words[i].text;
    const SourceLocation where{"", 1, static_cast<int>(words[i].offset) + 1};
    const std::size_t colon = word.find(':');
    const std::string_view key = word.substr(0, colon);
    const std::string_view value =
        colon == std::string_view::npos ? std::string_view{} : word.substr(colon + 1);
    const std::optional<int> number = number_of(value);
    const auto bad = [&](const std::string& expected) {
      out.diagnostics.error(where, "rules: " + excerpt(key) + " must be " + expected + ", not `" +
                                       excerpt(value) + "`");
    };
    const auto in_range = [&](int low, int high, int& field) {
      if (!number || *number < low || *number > high) {
        bad("a number from " + std::to_string(low) + " to " + std::to_string(high));
        return false;
      }
      field = *number;
      return true;
    };
    bool ok = true;
    if (key == "size") {
      ok = in_range(kMinSize, kMaxSize, rules.size);
    } else if (key == "cut") {
      ok = in_range(0, kMaxSize / 2, rules.cut);
    } else if (key == "hole") {
      ok = in_range(0, kMaxSize - 2, rules.hole);
    } else if (key == "turns") {
      ok = in_range(1, kMaxTurns, rules.turns);
    } else if (key == "players") {
      ok = in_range(2, kMaxPlayers, rules.players);
    } else if (key == "placements") {
      ok = in_range(1, kMaxPlacements, rules.placements);
    } else if (key == "push") {
      ok = in_range(1, kMaxSize, rules.push);
    } else if (key == "chain") {
      if (value == "on" || value == "off")
        rules.chain = value == "on";
      else
        bad("on or off"), ok = false;
    } else if (key == "two") {
      if (value == "line" || value == "corner")
        rules.two = value == "line" ? TwoPiece::line : TwoPiece::corner;
      else
        bad("line or corner"), ok = false;
    } else if (key == "stock") {
      const auto stock = stock_of(value);
      if (stock)
        rules.stock = *stock;
      else
        bad("four counts (0-999) or `*`, for the 1-, 2-, 4- and 8-piece: `*,6,4,2`"), ok = false;
    } else {
      out.diagnostics.warning(where, "rules: unknown key `" + excerpt(key) +
                                         "` ignored (known: size, cut, hole, turns, players, "
                                         "placements, push, chain, two, stock)");
    }
    if (!ok) return out;
  }
  const SourceLocation whole{"", 1, 1};
  if (rules.hole > 0 && (rules.hole % 2) != (rules.size % 2)) {
    out.diagnostics.error(whole, "rules: the hole (" + std::to_string(rules.hole) +
                                     ") and the board (" + std::to_string(rules.size) +
                                     ") must both be odd or both even, to centre the hole");
    return out;
  }
  if (2 * rules.cut >= rules.size || rules.hole > rules.size - 2) {
    out.diagnostics.error(whole, "rules: a " + std::to_string(rules.size) + "x" +
                                     std::to_string(rules.size) + " board cannot have cut " +
                                     std::to_string(rules.cut) + " and hole " +
                                     std::to_string(rules.hole));
    return out;
  }
  bool any_piece = false;
  for (int s : rules.stock)
    any_piece = any_piece || s != 0;
  if (!any_piece) {
    out.diagnostics.error(whole, "rules: the stock holds no piece at all");
    return out;
  }
  if (cells_of(rules) < 2) {
    out.diagnostics.error(whole, "rules: the board has fewer than two cells");
    return out;
  }
  out.rules = rules;
  return out;
}

std::string serialise_rules(const OctagonRules& r) {
  return "octagon size:" + std::to_string(r.size) + " cut:" + std::to_string(r.cut) +
         " hole:" + std::to_string(r.hole) + " turns:" + std::to_string(r.turns) +
         " players:" + std::to_string(r.players) + " placements:" + std::to_string(r.placements) +
         " push:" + std::to_string(r.push) + " chain:" + (r.chain ? "on" : "off") +
         " two:" + (r.two == TwoPiece::line ? "line" : "corner") + " stock:" + stock_text(r.stock);
}

std::string explain_rules(const OctagonRules& r) {
  static const char* const kLetters[] = {"x", "o", "y", "z"};
  std::string players;
  for (int p = 0; p < r.players; ++p)
    players += std::string(p > 0 ? ", " : "") + kLetters[p];
  std::string out;
  out += "The Octagon Theory (skald's reading: no rulebook is public), " +
         std::to_string(r.players) + " players in turn: " + players + ".\n";
  out += "Board: a " + std::to_string(r.size) + "x" + std::to_string(r.size) +
         " grid, each corner cut off by a triangle of side " + std::to_string(r.cut) + ", " +
         (r.hole > 0 ? "a " + std::to_string(r.hole) + "x" + std::to_string(r.hole) + " hole"
                     : std::string("no hole")) +
         " in the centre: " + std::to_string(cells_of(r)) + " cells.\n";
  out += "A turn: " + std::to_string(r.placements) + " piece" + (r.placements > 1 ? "s" : "") +
         " placed on open cells, each written cell=kind+orientation (d4=1ne, e5=8).\n";
  out += "Pieces per player: ";
  for (int k = 0; k < kKinds; ++k) {
    const int s = r.stock[static_cast<std::size_t>(k)];
    out += std::string(k > 0 ? ", " : "") + std::to_string(kKindDirections[k]) + "-piece " +
           (s == kUnlimited ? "unlimited" : std::to_string(s));
  }
  out += "; the 2-piece points two ";
  out += r.two == TwoPiece::line ? "opposite directions" : "directions at a right angle";
  out += ", the 4-piece the orthogonal or the diagonal ones, the 8-piece all.\n";
  out += "A placed piece pushes each adjacent opponent piece in its directions " +
         std::to_string(r.push) + " cell" + (r.push > 1 ? "s" : "") + " away; ";
  out += r.chain ? "a pushed piece pushes the line of pieces in front of it"
                 : "a piece in the way blocks the push";
  out += "; a piece pushed off the edge or into the hole is removed.\n";
  out += "The game ends after " + std::to_string(r.turns) +
         " turns of every player, or when a player cannot place: the most pieces on the "
         "board is first, equal counts share a place.\n";
  return out;
}

std::vector<OctagonVariant> octagon_variants(int players) {
  switch (players) {
    case 2:
      return {
          {"octagon", "octagon size:9 cut:3 hole:1 turns:30 stock:*,6,4,2",
           "The Octagon Theory, 30 turns on skald's 56-cell board"},
          {"octagon-20", "octagon size:7 cut:2 hole:1 turns:20 stock:*,4,3,1",
           "The Octagon Theory, 20 turns on a 36-cell board"},
          {"octagon-70", "octagon size:13 cut:4 hole:3 turns:70 stock:*,10,6,3",
           "The Octagon Theory, 70 turns on a 120-cell board"},
          {"octagon-classic", "octagon size:9 cut:3 hole:1 turns:30 stock:0,0,0,*",
           "The Apple II original: only the 8-piece, unlimited"},
          {"octagon-web", "octagon size:9 cut:3 hole:1 turns:30 placements:2 stock:*,6,4,2",
           "The web version for two: two placements a turn"},
      };
    case 3:
      return {{"octagon-web-3",
               "octagon size:13 cut:4 hole:3 turns:30 players:3 placements:2 stock:*,6,4,2",
               "The web version for three: two placements a turn, the 120-cell board"}};
    default:
      return {{"octagon-web-4",
               "octagon size:13 cut:4 hole:3 turns:30 players:4 placements:2 stock:*,6,4,2",
               "The web version for four: two placements a turn, the 120-cell board"}};
  }
}

}  // namespace skald::octagon
