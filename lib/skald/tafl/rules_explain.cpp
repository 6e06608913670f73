#include "skald/tafl/rules_explain.h"

#include <algorithm>
#include <array>

#include "skald/tafl/rules_string.h"

namespace skald::tafl {

namespace {

constexpr PieceKind kKinds[] = {PieceKind::taflman, PieceKind::commander, PieceKind::knight,
                                PieceKind::king,    PieceKind::mercenary, PieceKind::guard};

const char* kind_plural(PieceKind k) {
  switch (k) {
    case PieceKind::taflman:
      return "taflmen";
    case PieceKind::king:
      return "kings";
    case PieceKind::commander:
      return "commanders";
    case PieceKind::knight:
      return "knights";
    case PieceKind::mercenary:
      return "mercenaries";
    case PieceKind::guard:
      return "guards";
  }
  return "";
}

std::string join(const std::vector<std::string>& parts, const std::string& last_sep = " and ") {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) out += i + 1 == parts.size() ? last_sep : ", ";
    out += parts[i];
  }
  return out;
}

/// Every piece type `set` does not hold.
PieceSet complement(PieceSet set) {
  PieceSet out;
  for (int code = 1; code <= 2 * kPieceKinds; ++code) {
    const Piece p = Piece::from_code(static_cast<std::uint8_t>(code));
    if (!set.contains(p)) out = out.with(p);
  }
  return out;
}

/// Whether `set` holds every piece type of `present`.
bool covers(PieceSet set, PieceSet present) {
  return (set.bits() & present.bits()) == present.bits();
}

/// "every piece", "no piece", "the king", "attackers", "defending taflmen and knights", ...
/// Only the piece types of `present` are spoken of: explain_rules() leaves out guards when
/// the board has none, so that OpenTafl's lists without guards still read "every piece".
std::string describe(PieceSet set, PieceSet present = PieceSet::all()) {
  const std::uint16_t bits = set.bits() & present.bits();
  if (bits == 0) return "no piece";
  if (covers(set, present)) return "every piece";
  PieceSet guards;
  for (Side s : {Side::attackers, Side::defenders})
    if (present.contains(Piece(s, PieceKind::guard)))
      guards = guards.with(Piece(s, PieceKind::guard));
  if (!guards.empty() && (bits & guards.bits()) == 0 && (bits | guards.bits()) == present.bits())
    return "every piece but guards";
  if (!guards.empty() && bits == guards.bits()) return "guards";
  const PieceSet king = PieceSet::of(Piece(Side::defenders, PieceKind::king));
  if (bits == king.bits()) return "the king";
  std::vector<std::string> sides;
  for (Side s : {Side::attackers, Side::defenders}) {
    const std::string side = s == Side::attackers ? "attackers" : "defenders";
    const std::string adjective = s == Side::attackers ? "attacking " : "defending ";
    std::vector<std::string> kinds;
    bool all = true;
    for (PieceKind k : kKinds) {
      if (!present.contains(Piece(s, k))) continue;
      if (set.contains(Piece(s, k))) {
        kinds.push_back(s == Side::defenders && k == PieceKind::king ? "the king" : kind_plural(k));
      } else {
        all = false;
      }
    }
    if (all)
      sides.push_back("all " + side);
    else if (!kinds.empty()) {
      const bool only_king = kinds.size() == 1 && kinds[0] == "the king";
      sides.push_back(only_king ? "the king" : adjective + join(kinds));
    }
  }
  return join(sides, "; ");
}

std::string squares_list(const std::vector<Coord>& squares) {
  std::vector<std::string> names;
  for (Coord c : squares)
    names.push_back(coord_to_string(c));
  return join(names, ", ");
}

const char* jump_text(JumpMode m) {
  switch (m) {
    case JumpMode::none:
      return "";
    case JumpMode::restricted:
      return "may jump over a piece, but only onto the centre, a corner or a friendly fort";
    case JumpMode::jump:
      return "may jump over an adjacent enemy piece without capturing it";
    case JumpMode::capture:
      return "may jump over an adjacent enemy piece and capture it";
  }
  return "";
}

const char* space_name(SpaceKind k) {
  switch (k) {
    case SpaceKind::corner:
      return "Corner squares";
    case SpaceKind::centre:
      return "Centre (throne)";
    case SpaceKind::attacker_fort:
      return "Attacker forts";
    case SpaceKind::defender_fort:
      return "Defender forts";
  }
  return "";
}

bool any_speed_limit(const TaflRules& r) {
  for (int type = 0; type < 2 * kPieceKinds; ++type)
    if (speed_in_effect(r, type) >= 0) return true;
  return false;
}

std::string speed_line(const TaflRules& r) {
  std::vector<std::string> parts;
  for (Side s : {Side::attackers, Side::defenders})
    for (PieceKind k : kKinds) {
      const int v = speed_in_effect(r, Piece(s, k).type_index());
      if (v < 0) continue;
      const std::string who =
          s == Side::defenders && k == PieceKind::king
              ? std::string("the king")
              : std::string(s == Side::attackers ? "attacking " : "defending ") + kind_plural(k);
      parts.push_back(who + " at most " + std::to_string(v) + (v == 1 ? " square" : " squares"));
    }
  return "Speed limits: " + join(parts, "; ") + " per move.";
}

}  // namespace

std::string explain_rules(const TaflRules& r) {
  std::vector<std::string> lines;
  const std::string size = std::to_string(r.dim) + "x" + std::to_string(r.dim);
  std::string name = r.name;
  std::replace(name.begin(), name.end(), '_', ' ');
  lines.push_back("Board: " + size + (name.empty() ? "" : " (" + name + ")") + ".");

  // Pieces in the start position.
  std::array<int, 2 * kPieceKinds> counts{};
  for (Piece p : r.start)
    if (!p.empty()) ++counts[p.type_index()];
  for (Side s : {Side::attackers, Side::defenders}) {
    std::vector<std::string> parts;
    for (PieceKind k : kKinds) {
      const int n = counts[Piece(s, k).type_index()];
      if (n == 0) continue;
      if (s == Side::defenders && k == PieceKind::king && n == 1)
        parts.push_back("the king");
      else if (n == 1)
        parts.push_back(std::string("1 ") + kind_name(k));
      else
        parts.push_back(std::to_string(n) + " " + kind_plural(k));
    }
    lines.push_back(std::string(s == Side::attackers ? "Attackers" : "Defenders") + ": " +
                    (parts.empty() ? "none" : join(parts)) + ".");
  }
  lines.push_back(r.attackers_first ? "The attackers move first." : "The defenders move first.");

  // How the king wins.
  const SpaceRules& corners = r.space(SpaceKind::corner);
  if (r.escape == EscapeType::edge) {
    lines.push_back("The defenders win when the king reaches any square on the edge of the board.");
  } else if (corners.squares.empty()) {
    lines.push_back("The king escapes to a corner, but this board has no corner squares.");
  } else {
    lines.push_back("The defenders win when the king reaches a corner square (" +
                    squares_list(corners.squares) + ").");
  }
  if (r.edge_fort_escape)
    lines.push_back(
        "The defenders also win with an edge fort: the king on the edge, able to move, "
        "inside a ring of defenders the attackers cannot break.");

  // How the king is captured.
  switch (r.king_strength) {
    case KingStrength::strong:
      lines.push_back(
          "The attackers win by capturing the king on all four sides (hostile squares "
          "count as attackers).");
      break;
    case KingStrength::strong_at_centre:
      lines.push_back(
          "The attackers win by capturing the king: on all four sides when he is on or "
          "beside the centre, between two attackers elsewhere.");
      break;
    case KingStrength::middleweight:
      lines.push_back(
          "The attackers win by capturing the king: every square next to him must be "
          "hostile (attackers, hostile squares or the board edge).");
      break;
    case KingStrength::weak:
      lines.push_back(
          "The attackers win by capturing the king between two attackers, like any "
          "other piece.");
      break;
  }
  switch (r.king_armed) {
    case KingArmed::yes:
      lines.push_back("The king is armed: he helps to capture.");
      break;
    case KingArmed::no:
      lines.push_back("The king is unarmed: he never helps to capture.");
      break;
    case KingArmed::anvil:
      lines.push_back(
          "The king can be the anvil of a capture (pieces are captured against him) "
          "but cannot capture by moving.");
      break;
    case KingArmed::hammer:
      lines.push_back("The king can capture by moving (hammer) but is not an anvil for others.");
      break;
  }

  // Jumps: the king always, the other kinds when they are on the board.
  for (PieceKind k : {PieceKind::king, PieceKind::commander, PieceKind::knight,
                      PieceKind::mercenary, PieceKind::guard}) {
    const JumpMode m = jump_in_effect(r, k);
    const bool present = counts[Piece(Side::attackers, k).type_index()] +
                             counts[Piece(Side::defenders, k).type_index()] >
                         0;
    if (m == JumpMode::none || (!present && k != PieceKind::king)) continue;
    std::string who = k == PieceKind::king ? "The king" : std::string(kind_plural(k));
    if (k != PieceKind::king) who[0] = static_cast<char>(who[0] - 'a' + 'A');
    lines.push_back(who + " " + jump_text(m) + ".");
  }

  // Special squares. Guards are spoken of only when the board has some (OpenTafl's
  // default lists leave them out; the notes say so for boards with guards).
  PieceSet present = PieceSet::all();
  if (counts[Piece(Side::attackers, PieceKind::guard).type_index()] +
          counts[Piece(Side::defenders, PieceKind::guard).type_index()] ==
      0) {
    present = PieceSet{};
    for (Side side : {Side::attackers, Side::defenders})
      for (PieceKind k : kKinds)
        if (k != PieceKind::guard) present = present.with(Piece(side, k));
  }
  for (int s = 0; s < kSpaceKinds; ++s) {
    const SpaceKind kind = static_cast<SpaceKind>(s);
    const SpaceRules& sp = r.spaces[s];
    if (sp.squares.empty()) {
      if (kind == SpaceKind::corner || kind == SpaceKind::centre)
        lines.push_back(std::string(space_name(kind)) + ": none on this board.");
      continue;
    }
    std::string line = std::string(space_name(kind)) + " " + squares_list(sp.squares) +
                       ": may be passed by " + describe(sp.passable, present) + ", occupied by " +
                       describe(sp.stoppable, present) + "; hostile to " +
                       describe(hostility_in_effect(sp.hostile, r.dialect), present);
    if (kind == SpaceKind::centre)
      line += ", and when empty to " +
              describe(hostility_in_effect(sp.hostile_when_empty, r.dialect), present);
    if ((sp.reenterable.bits() & present.bits()) == 0)
      line += "; no piece from elsewhere may enter or pass it";
    else if (!covers(sp.reenterable, present))
      line += "; from elsewhere, " + describe(complement(sp.reenterable), present) +
              " may not enter or pass it";
    lines.push_back(line + ".");
  }

  // Captures beyond the custodial one.
  if (r.shieldwall != ShieldwallMode::none) {
    std::string line =
        std::string("Shieldwall: a row of pieces on the edge, closed at both ends ") +
        "and fronted by enemies, is captured" +
        (r.shieldwall == ShieldwallMode::strong ? " (a corner may close an end)"
                                                : " (a corner may not close an end)");
    line += r.shieldwall_flanking ? ", but only by the move that closes an end."
                                  : ", by any move that completes the enclosure.";
    lines.push_back(line);
  }
  if (r.linnaean_capture)
    lines.push_back(
        "Linnaean capture: a defender beside the centre, with the king on the centre "
        "surrounded on the other three sides, is captured by one attacker.");
  switch (r.berserk) {
    case BerserkMode::none:
      break;
    case BerserkMode::capture:
      lines.push_back(
          "Berserk: after a capture the same piece may move again, and must capture "
          "again with that move.");
      break;
    case BerserkMode::move:
      lines.push_back("Berserk: after a capture the same piece may move again, capturing or not.");
      break;
  }
  lines.push_back(r.surrounding_fatal
                      ? "A side whose pieces are all enclosed by the other side loses."
                      : "Enclosing all of the other side's pieces does not win by itself.");
  switch (repetition_in_effect(r)) {
    case RepetitionRule::ignore:
      lines.push_back("Repeating a position has no effect.");
      break;
    case RepetitionRule::draw:
      lines.push_back("A position repeated three times is a draw.");
      break;
    case RepetitionRule::win:
      lines.push_back("A position repeated three times loses for the side that repeated it.");
      break;
    case RepetitionRule::loss:
      lines.push_back("A position repeated three times wins for the side that repeated it.");
      break;
  }
  if (any_speed_limit(r)) lines.push_back(speed_line(r));
  for (const auto& [key, value] : r.unknown)
    lines.push_back("Not understood by skald, kept as written: " + key + ":" + value + ".");

  std::string out;
  for (const std::string& l : lines)
    out += l + "\n";
  return out;
}

// --- Dialect notes: one finder per difference, in the order of formats/otn/dialects.md. --

namespace {

/// What a note is found from: the keys as written and the rules as each dialect reads them.
struct NoteInput {
  std::vector<RulesEntry> entries;
  TaflRules opentafl;
  TaflRules spec;

  /// The value written for `key` (the last one, as OpenTafl's reader keeps), or nothing.
  const std::string* written(std::string_view key) const {
    const std::string* value = nullptr;
    for (const RulesEntry& e : entries)
      if (e.key == key) value = &e.value;
    return value;
  }
  bool has_squares(SpaceKind kind) const { return !opentafl.space(kind).squares.empty(); }
};

using Notes = std::vector<DialectNote>;

/// The key prefix and the name of each kind of special space, in SpaceKind order.
constexpr std::array<const char*, kSpaceKinds> kSpaceKeys = {"cor", "cen", "afor", "dfor"};
constexpr std::array<const char*, kSpaceKinds> kSpaceNames = {
    "a corner", "a centre square", "an attacker fort", "a defender fort"};

std::string written_entry(const std::string& key, const std::string& value) {
  return "`" + key + ":" + value + "`";
}

/// Fact 1: a re-enter list blocks passing, not only stopping (both dialects).
void note_reenter_blocks_passing(const NoteInput& in, Notes& out) {
  for (int s = 0; s < kSpaceKinds; ++s) {
    const SpaceKind kind = static_cast<SpaceKind>(s);
    const std::string key = std::string(kSpaceKeys[s]) + "re";
    const std::string* value = in.written(key);
    if (!value || !in.has_squares(kind)) continue;
    const PieceSet listed = in.spec.space(kind).reenterable;
    if (listed == PieceSet::all()) continue;
    const PieceSet left_out = complement(listed);
    const bool alike = in.opentafl.space(kind).reenterable == listed;
    out.push_back(
        {key, written_entry(key, *value) + " leaves out " + describe(left_out) +
                  ": unless such a piece stands on " + kSpaceNames[s] +
                  ", it may neither stop on nor pass one, which blocks it like a "
                  "piece (OpenTafl's GenericRules.canTaflmanMoveThrough; " +
                  (alike ? "both dialects)." : "the spec dialect; see below for OpenTafl).")});
  }
}

/// Fact 4: OpenTafl reads `corre`, `aforre` and `dforre` only when `cenre` is given.
void note_reentry_needs_cenre(const NoteInput& in, Notes& out) {
  const bool cenre = in.written("cenre") != nullptr;
  for (int s = 0; s < kSpaceKinds; ++s) {
    const SpaceKind kind = static_cast<SpaceKind>(s);
    if (kind == SpaceKind::centre || !in.has_squares(kind)) continue;
    const std::string key = std::string(kSpaceKeys[s]) + "re";
    const std::string* value = in.written(key);
    const PieceSet spec = in.spec.space(kind).reenterable;
    if (in.opentafl.space(kind).reenterable == spec) continue;
    std::string text;
    if (cenre && !value) {
      text = "`cenre` is given and `" + key + "` is not: OpenTafl then lets no piece from " +
             "elsewhere enter or pass " + kSpaceNames[s] +
             " (RulesSerializer.loadRulesRecord reads a missing `" + key +
             "` as empty once `cenre` is given); the spec dialect keeps the default, " +
             describe(spec) + ".";
    } else if (!cenre && value) {
      text = written_entry(key, *value) +
             " has no effect in OpenTafl without `cenre` (RulesSerializer.loadRulesRecord reads "
             "`corre`, `aforre` and `dforre` only when `cenre` is given); the spec dialect "
             "applies it.";
    } else {
      continue;
    }
    out.push_back({key, text});
  }
}

/// Fact 3: hostility lists are read per side in OpenTafl.
void note_hostility_per_side(const NoteInput& in, Notes& out) {
  struct HostileKey {
    const char* key;
    SpaceKind kind;
    bool when_empty;
  };
  constexpr HostileKey kKeys[] = {{"corh", SpaceKind::corner, false},
                                  {"cenh", SpaceKind::centre, false},
                                  {"cenhe", SpaceKind::centre, true},
                                  {"aforh", SpaceKind::attacker_fort, false},
                                  {"dforh", SpaceKind::defender_fort, false}};
  for (const HostileKey& k : kKeys) {
    const std::string* value = in.written(k.key);
    if (!value || !in.has_squares(k.kind)) continue;
    const SpaceRules& sp = in.spec.space(k.kind);
    const PieceSet listed = k.when_empty ? sp.hostile_when_empty : sp.hostile;
    const PieceSet played = hostility_in_effect(listed, Dialect::opentafl);
    if (played == listed) continue;
    std::string text = written_entry(k.key, *value);
    text += played.empty() ? " has no effect in OpenTafl"
                           : " makes the square hostile to " + describe(played) + " in OpenTafl";
    text +=
        ", which reads hostility per side: only `t` (every attacker) and `T` (every defender, "
        "the king included) count (GenericRules.isSpaceHostileToSide)";
    for (Side side : {Side::attackers, Side::defenders}) {
      const bool some = (listed.bits() & PieceSet::side(side).bits()) != 0;
      if (some && !listed.contains(Piece(side, PieceKind::taflman)))
        text += side == Side::attackers ? "; write `t` to make it hostile to the attackers"
                                        : "; write `T` to make it hostile to the defenders";
    }
    text += ". The spec dialect reads it per piece type: hostile to " + describe(listed) + ".";
    out.push_back({k.key, text});
  }
}

/// Fact 6: guards in OpenTafl (default lists without them, jumped over, never jumping).
void note_guards(const NoteInput& in, Notes& out) {
  auto on_board = [&](Side side, PieceKind kind) {
    const Piece p(side, kind);
    return std::find(in.spec.start.begin(), in.spec.start.end(), p) != in.spec.start.end();
  };
  bool jumped = false;
  bool guards = false;
  for (Side side : {Side::attackers, Side::defenders}) {
    if (!on_board(side, PieceKind::guard)) continue;
    guards = true;
    for (PieceKind k : kKinds)
      jumped |= k != PieceKind::guard && on_board(opponent(side), k) &&
                jump_in_effect(in.opentafl, k) != JumpMode::none;
  }
  if (guards)
    out.push_back({"",
                   "Guards: OpenTafl's default piece lists (`tcnkmTCNKM`, "
                   "RulesSerializer.defaults) leave them out, so unless a key names `g` or "
                   "`G` a guard may neither pass, stop on nor re-enter a corner, the centre "
                   "or a fort there. The spec dialect reads the defaults as every piece, "
                   "guards included."});
  if (jumped)
    out.push_back({"",
                   "In OpenTafl a jumping piece may jump an enemy guard, and a capturing "
                   "jump takes it (Taflman.getJumpsFrom, isCapturedBy); in the spec "
                   "dialect a guard can never be captured, nor jumped."});
  const std::string* gj = in.written("gj");
  if (gj && in.spec.jump[static_cast<int>(PieceKind::guard)] != JumpMode::none)
    out.push_back({"gj", written_entry("gj", *gj) +
                             " has no effect in OpenTafl: guards never jump "
                             "(Taflman.getJumpMode); the spec dialect applies it."});
}

/// Fact 2: a side that starts with a commander or knight, against a strong king.
void note_commander_sandwich_only(const NoteInput& in, Notes& out) {
  const KingStrength ks = in.opentafl.king_strength;
  if (ks != KingStrength::strong && ks != KingStrength::strong_at_centre) return;
  bool commanders = false;
  for (Piece p : in.opentafl.start)
    commanders =
        commanders || (!p.empty() && p.side() == Side::attackers &&
                       (p.kind() == PieceKind::commander || p.kind() == PieceKind::knight));
  if (!commanders) return;
  out.push_back(
      {"",
       std::string("The attackers start with a commander or knight: in OpenTafl they take the ") +
           (ks == KingStrength::strong ? "strong king" : "king, wherever he stands (ks:c),") +
           " only by the commander sandwich (two commanders or knights, or one and a hostile "
           "corner, the centre being neither square nor the king's): never on four sides, "
           "against the throne, or between two taflmen; and a commander or knight that "
           "captures another piece with the same move also takes a king between itself and a "
           "taflman (Taflman.checkSandwichCapture counts it twice). The spec dialect also "
           "captures on four sides."});
}

/// Fact 5: shieldwalls as OpenTafl finds them.
void note_shieldwalls(const NoteInput& in, Notes& out) {
  if (in.opentafl.shieldwall == ShieldwallMode::none) return;
  const std::string* sw = in.written("sw");
  const std::string key = sw ? "sw" : "";
  out.push_back({key,
                 "Shieldwalls in OpenTafl (BoardImpl.detectShieldwallPositionsForSide): "
                 "none unless both sides have two pieces or more on the edges, and a closing "
                 "piece with a piece of its own side in front of it is read as part of the "
                 "row, so it closes nothing. The spec dialect takes every row the rule "
                 "describes."});
  if (in.opentafl.shieldwall_flanking)
    out.push_back({"",
                   "With swf:y OpenTafl's closing piece must have moved before: a piece's "
                   "first move of the game closes no shieldwall (Taflman.DEVELOPED). Not so "
                   "in the spec dialect."});
  else
    out.push_back(
        {"swf", written_entry("swf", in.written("swf") ? *in.written("swf") : "n") +
                    ": in OpenTafl a row of a side's own pieces on the edge, fronted and "
                    "closed by that side, is taken as soon as the other side moves (and "
                    "the record shows no capture). The spec dialect takes enemies only."});
}

/// Fact 7: edge forts as OpenTafl judges them.
void note_edge_forts(const NoteInput& in, Notes& out) {
  if (!in.opentafl.edge_fort_escape) return;
  out.push_back({"efe",
                 "Edge forts in OpenTafl (GameState.checkEdgeFortEscape) are judged after "
                 "every move of either side; the king need only be able to reach the edge "
                 "inside the fort; a wall piece holds when it has fewer than three "
                 "neighbours that are neither inside the fort nor defenders; and a king who "
                 "can move, standing in a shieldwall of the defenders, is in a fort. The "
                 "spec dialect wants the king on the edge after a defender move and every "
                 "wall piece safe on both lines (a defender beside it guards it in both)."});
}

/// Fact 8: a side without a legal move (every rules string).
void note_no_legal_move(const NoteInput&, Notes& out) {
  out.push_back({"",
                 "OpenTafl has no rule for a side without a legal move: the game goes on "
                 "(skald reports it as ongoing, no legal moves; engines score it as lost, the "
                 "side can only resign). It ends the game when no defender has an empty square "
                 "beside it (the attackers win) or every attacker is captured (the defenders "
                 "win). In the spec dialect the side that cannot move loses."});
}

/// Fact 9: OpenTafl ignores the 2-value and 10-value `spd` forms; a limit of 0 is none.
void note_speed_forms(const NoteInput& in, Notes& out) {
  const std::string* value = in.written("spd");
  if (!value) return;
  const int form = in.spec.speed_form;
  if (form == 2 || form == 10) {
    // The same limits in the 12-value form OpenTafl reads (tcnkmgTCNKMG; guards unlimited
    // in the 10-value form, as it leaves them out).
    std::string twelve;
    for (int type = 0; type < 2 * kPieceKinds; ++type)
      twelve += std::to_string(in.spec.speed[static_cast<std::size_t>(type)]) + ",";
    twelve.pop_back();
    out.push_back({"spd", written_entry("spd", *value) +
                              " has no effect in OpenTafl: it reads "
                              "the " +
                              std::to_string(form) +
                              "-value form as no speed limit "
                              "(RulesSerializer.getTaflmanSpeedsForString). Write the same limits "
                              "as 12 values, which both read alike: `spd:" +
                              twelve + "`. The spec dialect plays the limits as written."});
  }
  const bool zero =
      std::any_of(in.spec.speed.begin(), in.spec.speed.end(), [](int v) { return v == 0; });
  if (zero)
    out.push_back({"spd", written_entry("spd", *value) +
                              ": a speed limit of 0 is no limit (OpenTafl's "
                              "Taflman.getAllowableMovesFrom limits only above 0); both "
                              "dialects play it so."});
}

/// Facts 13 and 14: OpenTafl's threefold repetition.
void note_repetition(const NoteInput& in, Notes& out) {
  const std::string* tfr = in.written("tfr");
  if (tfr && in.spec.repetition == RepetitionRule::ignore)
    out.push_back({"tfr", written_entry("tfr", *tfr) +
                              ": OpenTafl has no `i` and reads it as `d`, so a position "
                              "repeated three times is a draw there "
                              "(RulesSerializer.getThreefoldResultForString); the spec dialect "
                              "ignores repetition."});
  if (in.opentafl.berserk != BerserkMode::none)
    out.push_back({"ber",
                   "Berserk and repetition: OpenTafl compares the board and the side to move "
                   "only, so a position with a berserk continuation pending counts as the "
                   "same position without one (GameState.updateZobristHash). The spec "
                   "dialect tells them apart."});
}

using NoteFinder = void (*)(const NoteInput&, Notes&);
constexpr NoteFinder kNoteFinders[] = {
    note_reenter_blocks_passing,   // 1
    note_commander_sandwich_only,  // 2
    note_hostility_per_side,       // 3
    note_reentry_needs_cenre,      // 4
    note_shieldwalls,              // 5
    note_guards,                   // 6
    note_edge_forts,               // 7
    note_no_legal_move,            // 8
    note_speed_forms,              // 9
    note_repetition,               // 13, 14
};

}  // namespace

std::vector<DialectNote> dialect_notes(std::string_view text) {
  RulesParse opentafl = parse_rules(text, {}, Dialect::opentafl);
  RulesParse spec = parse_rules(text, {}, Dialect::spec);
  if (!opentafl.rules || !spec.rules) return {};
  const NoteInput in{rules_entries(text), std::move(*opentafl.rules), std::move(*spec.rules)};
  Notes notes;
  for (NoteFinder find : kNoteFinders)
    find(in, notes);
  return notes;
}

std::string explain_dialect_notes(std::string_view text) {
  const std::vector<DialectNote> notes = dialect_notes(text);
  if (notes.empty()) return "";
  std::string out = "Notes on OpenTafl and the OTN spec (formats/otn/dialects.md):\n";
  for (const DialectNote& n : notes)
    out += "- " + n.text + "\n";
  return out;
}

}  // namespace skald::tafl
