#include "tools/skald/studio/document.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <deque>

#include "formats/html/node_index.h"
#include "formats/html/record_page.h"
#include "formats/html/record_view.h"
#include "formats/otn/edit_checks.h"
#include "formats/otn/reader.h"
#include "formats/otn/writer.h"
#include "formats/text/atomic_write.h"
#include "formats/text/file_bytes.h"
#include "formats/text/file_lock.h"
#include "skald/analysis/verdict_note.h"
#include "skald/game/move_cells.h"
#include "skald/game/replay.h"
#include "skald/puzzle/goal.h"
#include "skald/record/address.h"
#include "skald/record/edit.h"
#include "skald/record/numbering.h"
#include "skald/record/puzzle_position.h"
#include "tools/skald/studio/file_identity.h"

namespace skald::studio {
namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

std::string version_of(std::string_view bytes) {
  std::uint64_t hash = 14695981039346656037ull;
  for (unsigned char c : bytes) {
    hash ^= c;
    hash *= 1099511628211ull;
  }
  static constexpr char kHex[] = "0123456789abcdef";
  std::string text(16, '0');
  for (int i = 15; i >= 0; --i, hash >>= 4)
    text[i] = kHex[hash & 0xf];
  return text + "-" + std::to_string(bytes.size());
}

namespace {

// How far back undo reaches: enough for a session's work, bounded so a studio left open
// on a large record does not grow without end.
constexpr std::size_t kMaxUndoSteps = 200;
constexpr std::size_t kMaxUndoBytes = 64u << 20;

Answer failure(int status, std::string message) {
  return {status, Json{{"error", std::move(message)}}};
}

Json diagnostics_json(const Diagnostics& diagnostics) {
  Json list = Json::array();
  for (const Diagnostic& d : diagnostics.items())
    list.push_back(format_diagnostic(d));
  return list;
}

std::string text_field(const nlohmann::json& request, const char* key) {
  const auto it = request.find(key);
  return it != request.end() && it->is_string() ? it->get<std::string>() : std::string();
}

/// One step of the history: the file's bytes before an edit and the version the edit saved
/// (undo applies only while the file is still that version), and the node shown.
struct Step {
  std::string bytes;
  std::string version_after;
  std::string address;
};

}  // namespace

/// What the page holds of a node, in brief: a digest of what its entry shows (address,
/// move, side, comment as written, number of children) and its links by number.
struct NodeShape {
  std::uint64_t digest = 0;
  int parent = -1;
  std::vector<int> children;
};

namespace {

std::uint64_t digest_of(std::uint64_t hash, std::string_view bytes) {
  for (unsigned char c : bytes) {
    hash ^= c;
    hash *= 1099511628211ull;
  }
  return hash;
}

std::vector<NodeShape> node_shapes(const record::Record& record, const html::NodeIndex& index) {
  std::vector<NodeShape> shapes(index.nodes.size());
  for (std::size_t i = 0; i < index.nodes.size(); ++i) {
    const record::Node& node = *index.nodes[i];
    NodeShape& shape = shapes[i];
    std::uint64_t hash = 14695981039346656037ull;
    hash = digest_of(hash, index.addresses[i]);
    hash = digest_of(hash, std::string_view("\0", 1));
    hash = digest_of(hash, node.move_text);
    const std::string counts = std::string(1, '\0') + std::to_string(node.side) + "/" +
                               std::to_string(node.children().size()) + std::string(1, '\0');
    hash = digest_of(hash, counts);
    shape.digest = digest_of(hash, node.is_root() ? record.start_comment() : node.comment);
    shape.parent = node.is_root() ? -1 : index.id(*node.parent());
    shape.children.reserve(node.children().size());
    for (const auto& child : node.children())
      shape.children.push_back(index.id(*child));
  }
  return shapes;
}

/// How the page's nodes become an edit's: the nodes numbered [from, from + removed) are
/// replaced by the new nodes [from, from + added); the nodes after them are renumbered by
/// added - removed (and so are the links to them); the nodes of `changed` (new numbers,
/// outside the range) are replaced as well. Every other node is as it was.
struct ViewDelta {
  std::size_t from = 0;
  std::size_t removed = 0;
  std::size_t added = 0;
  std::vector<std::size_t> changed;
};

ViewDelta view_delta(const std::vector<NodeShape>& before, const std::vector<NodeShape>& after) {
  const std::size_t limit = std::min(before.size(), after.size());
  std::size_t prefix = 0;
  while (prefix < limit && before[prefix].digest == after[prefix].digest)
    ++prefix;
  std::size_t suffix = 0;
  while (suffix < limit - prefix &&
         before[before.size() - 1 - suffix].digest == after[after.size() - 1 - suffix].digest)
    ++suffix;
  ViewDelta delta;
  delta.from = prefix;
  delta.removed = before.size() - suffix - prefix;
  delta.added = after.size() - suffix - prefix;
  const std::size_t kept_from = before.size() - suffix;  // the first old number renumbered
  // As the page renumbers the links of the nodes it keeps.
  const auto renumbered = [&](int old) -> int {
    if (old < 0 || static_cast<std::size_t>(old) < kept_from) return old;
    return old + static_cast<int>(delta.added) - static_cast<int>(delta.removed);
  };
  // A node kept whose links, so renumbered, are not its links now is sent again.
  const auto check = [&](std::size_t old_number, std::size_t new_number) {
    const NodeShape& was = before[old_number];
    const NodeShape& is = after[new_number];
    bool same = renumbered(was.parent) == is.parent && was.children.size() == is.children.size();
    for (std::size_t c = 0; same && c < is.children.size(); ++c)
      same = renumbered(was.children[c]) == is.children[c];
    if (!same) delta.changed.push_back(new_number);
  };
  for (std::size_t i = 0; i < prefix; ++i)
    check(i, i);
  for (std::size_t k = 0; k < suffix; ++k)
    check(kept_from + k, prefix + delta.added + k);
  return delta;
}

}  // namespace

struct Documents::Held {
  std::string bytes;
  std::string version;
  std::optional<FileIdentity> identity;
  otn::ReadResult read;
  const game::Game* game = nullptr;
  std::string error;  // why the record cannot be shown or edited
  html::NodeIndex index;
  Json board;
  html::PieceKinds kinds;  // numbers kept for the document's life: the page keeps them
  std::unique_ptr<game::Analyser> evaluator;  // the static evaluation of positions shown
  std::deque<Step> undo;
  std::deque<Step> redo;
  /// Each node's shape by number, as the page holds it of this version: an edit's answer
  /// says only what differs from it (ViewDelta).
  std::vector<NodeShape> shapes;

  /// Reads `new_bytes` as the document's content (the history stays).
  void take(const DocumentContext& context, const fs::path& path, std::string new_bytes) {
    otn::ReadOptions options;
    options.file = path.filename().string();
    options.encoding = context.encoding;
    options.games = context.games;
    bytes = std::move(new_bytes);
    version = version_of(bytes);
    read = otn::read_otg_bytes(bytes, options);
    game = context.games->game_for_rules_or_null(read.record.rules_text());
    error = game == nullptr ? "no game skald knows plays the record's rules" : std::string();
    board = Json();
    if (game != nullptr) {
      std::string why;
      if (auto start = game::record_start_state(read.record, *game, why))
        board = html::board_json(start->board_picture());
      else
        error = why;
    }
    reindex();
  }
  /// Numbers the nodes again and notes each one's shape (what the page holds of it).
  void reindex() {
    index = html::index_nodes(read.record.root());
    shapes = node_shapes(read.record, index);
  }

  record::Node* node_or_null(const std::string& address, std::string& why) {
    return record::node_at(read.record.root(), address, why);
  }

  /// Drops the oldest steps beyond the bounds.
  void bound_history() {
    std::size_t total = 0;
    for (const Step& step : undo)
      total += step.bytes.size();
    while (!undo.empty() && (undo.size() > kMaxUndoSteps || total > kMaxUndoBytes)) {
      total -= undo.front().bytes.size();
      undo.pop_front();
    }
  }
};

namespace {

/// The engine's static evaluation, term by term (what `skald eval` prints), for a position
/// shown: {"unit", "sides", "terms": [[name, per side...]], "totals", "remarks",
/// "forSideToMove"}; null for a finished game or a game without an engine.
Json evaluation_json_of(game::Analyser& analyser, const game::GameState& state) {
  if (state.outcome().kind != game::OutcomeKind::ongoing) return nullptr;
  const game::Evaluation e = analyser.evaluate(state);
  if (!e.error.empty()) return Json{{"error", e.error}};
  Json terms = Json::array();
  for (const game::EvaluationTerm& term : e.terms)
    terms.push_back({{"name", term.name}, {"perSide", term.per_side}});
  return Json{{"unit", analyser.unit()},
              {"terms", std::move(terms)},
              {"totals", e.totals},
              {"remarks", e.remarks},
              {"forSideToMove", e.for_side_to_move}};
}

}  // namespace

Json Documents::evaluation_json(Held& held, const game::GameState& state) {
  if (!held.evaluator) {
    held.evaluator = held.game->make_analyser();
    if (!held.evaluator) return nullptr;
    game::AnalyserSettings settings;
    settings.hash_megabytes = 1;  // evaluating searches nothing
    held.evaluator->configure(settings);
  }
  return evaluation_json_of(*held.evaluator, state);
}

Documents::Documents(DocumentContext context) : context_(std::move(context)) {}
Documents::~Documents() = default;

Documents::Held* Documents::current(const fs::path& path, std::string& error) {
  const std::optional<FileIdentity> identity = identity_of(path);
  if (!identity) {
    error = "cannot read the file";
    return nullptr;
  }
  std::unique_ptr<Held>& held = held_[path];
  if (held && held->identity == identity) return held.get();
  std::optional<std::string> bytes = text::read_file_bytes(path.string());
  if (!bytes) {
    error = "cannot read the file";
    return nullptr;
  }
  if (!held) held = std::make_unique<Held>();
  held->take(context_, path, std::move(*bytes));
  held->identity = identity;
  return held.get();
}

/// A node's entry as the page takes it (record()'s answer), as JSON text.
std::string Documents::node_entry(const Held& held, std::size_t number) const {
  html::RecordViewOptions options;
  options.verdict_pattern = &analysis::verdict_pattern();  // verdicts shown apart, with marks
  const record::Node& node = *held.index.nodes[number];
  Json entry = html::record_tree_node_json(held.read.record, node, held.index, options);
  // The comment as written (clock reading, hints and verdict included), which is what
  // the comment editor changes, when it is not the prose alone; fields a node does not
  // use are left out (the page reads them as empty).
  const std::string& raw = node.is_root() ? held.read.record.start_comment() : node.comment;
  if (raw != entry["comment"].get_ref<const std::string&>()) entry["raw"] = raw;
  for (const char* key : {"hints", "clock", "verdict", "mark", "comment"})
    if (entry[key].empty()) entry.erase(key);
  return entry.dump();
}

Answer Documents::view(const Held& held, const std::string& name, const Json& extra,
                       const std::vector<NodeShape>* before, const std::string& base) const {
  if (!held.error.empty()) return failure(400, name + ": " + held.error);
  Json head = html::game_view_json(*held.game);
  head["board"] = held.board;
  Json tags = Json::array();
  for (const record::Tag& tag : held.read.record.tags)
    tags.push_back({tag.key, tag.value});
  head["tags"] = std::move(tags);
  head["file"] = name;
  head["version"] = held.version;
  head["complete"] = held.read.complete();
  head["diagnostics"] = diagnostics_json(held.read.diagnostics);
  head["undo"] = held.undo.size();
  head["redo"] = held.redo.size();
  for (const auto& [key, value] : extra.items())
    head[key] = value;
  // The head, then the nodes written one at a time into the same text.
  std::string text = head.dump();
  text.pop_back();  // the closing brace
  if (before == nullptr) {
    text += R"(,"nodes":[)";
    for (std::size_t i = 0; i < held.index.nodes.size(); ++i) {
      if (i > 0) text += ',';
      text += node_entry(held, i);
    }
    text += "]}";
    return {200, Json(), std::move(text)};
  }
  // After an edit, only what changed (view_delta): on a large record, writing every node
  // and the page taking them all again cost more than the edit and the save.
  const ViewDelta delta = view_delta(*before, held.shapes);
  text += R"(,"delta":{"base":)" + Json(base).dump() + ",\"from\":" + std::to_string(delta.from) +
          ",\"removed\":" + std::to_string(delta.removed) +
          ",\"count\":" + std::to_string(held.index.nodes.size()) + ",\"nodes\":[";
  for (std::size_t i = delta.from; i < delta.from + delta.added; ++i) {
    if (i > delta.from) text += ',';
    text += node_entry(held, i);
  }
  text += R"(],"changed":[)";
  for (std::size_t k = 0; k < delta.changed.size(); ++k) {
    if (k > 0) text += ',';
    text += "[" + std::to_string(delta.changed[k]) + "," + node_entry(held, delta.changed[k]) + "]";
  }
  text += "]}}";
  return {200, Json(), std::move(text)};
}

Answer Documents::record(const fs::path& path, const std::string& name) {
  std::lock_guard guard(mutex_);
  std::string error;
  Held* held = current(path, error);
  if (held == nullptr) return failure(404, name + ": " + error);
  return view(*held, name);
}

Answer Documents::position(const fs::path& path, const std::string& address) {
  std::lock_guard guard(mutex_);
  std::string error;
  Held* held = current(path, error);
  if (held == nullptr) return failure(404, error);
  if (!held->error.empty()) return failure(400, held->error);
  const record::Node* node = held->node_or_null(address, error);
  if (node == nullptr) return failure(400, error);
  game::StateAtNode at = game::state_at(held->read.record, *node, *held->game);
  if (!at.state) return failure(400, at.error);
  Json j = html::state_json(*held->game, *at.state, held->kinds);
  j["kinds"] = held->kinds.json();
  j["position"] = at.state->position_text();
  const game::BoardPicture picture = at.state->board_picture();
  Json moves = Json::array();
  for (const std::string& move : at.state->legal_moves()) {
    moves.push_back({{"move", move},
                     {"short", at.state->short_move_text(move)},
                     {"cells", game::cells_named_in(picture, move)}});
  }
  j["moves"] = std::move(moves);
  j["evaluation"] = evaluation_json(*held, *at.state);
  return {200, std::move(j)};
}

Documents::Snapshot Documents::snapshot(const fs::path& path) {
  std::lock_guard guard(mutex_);
  std::string error;
  const Held* held = current(path, error);
  if (held == nullptr) return {{}, error};
  if (!held->error.empty()) return {{}, held->error};
  return {held->bytes, {}};
}

Documents::PageAnswer Documents::page(const fs::path& path, const std::string& name,
                                      const std::string& nonce) {
  std::lock_guard guard(mutex_);
  std::string error;
  const Held* held = current(path, error);
  if (held == nullptr) return {404, {}, name + ": " + error};
  if (!held->error.empty()) return {400, {}, name + ": " + held->error};
  if (!held->read.complete()) return {400, {}, name + ": the record has errors"};
  std::unique_ptr<game::Analyser> analyser = held->game->make_analyser();
  if (analyser) analyser->configure({});
  html::PageOptions options;
  options.file = name;
  options.nonce = nonce;
  options.puzzle.analyser = analyser.get();
  html::Page page = html::record_page(held->read.record, *held->game, options);
  if (page.html.empty()) return {400, {}, name + ": " + page.error};
  return {200, std::move(page.html), {}};
}

std::string Documents::rules_of(const fs::path& path) {
  std::lock_guard guard(mutex_);
  std::string error;
  const Held* held = current(path, error);
  return held == nullptr ? std::string() : held->read.record.rules_text();
}

NodeState Documents::state_at(const fs::path& path, const std::string& address) {
  std::lock_guard guard(mutex_);
  std::string error;
  Held* held = current(path, error);
  if (held == nullptr) return {nullptr, nullptr, error};
  if (!held->error.empty()) return {nullptr, nullptr, held->error};
  const record::Node* node = held->node_or_null(address, error);
  if (node == nullptr) return {nullptr, nullptr, error};
  game::StateAtNode at = game::state_at(held->read.record, *node, *held->game);
  if (!at.state) return {nullptr, nullptr, at.error};
  return {held->game, std::move(at.state), {}};
}

namespace {

/// The moves of `texts` played from `node`'s position, as the record keeps them (canonical
/// text and side); an error naming the first that does not play.
record::EditResult play_line(const record::Record& record, record::Node& node,
                             const game::Game& game, const std::vector<std::string>& texts) {
  if (texts.empty()) return {"no move to play", nullptr};
  game::StateAtNode at = game::state_at(record, node, game);
  if (!at.state) return {"the record cannot be replayed up to this move: " + at.error, nullptr};
  std::vector<record::NewMove> moves;
  for (const std::string& text : texts) {
    const int side = at.state->side_to_move();
    const game::PlayResult played = at.state->play(text);
    if (!played.ok) {
      const std::string why =
          played.diagnostics.empty() ? "illegal" : played.diagnostics.items()[0].message;
      return {"cannot play `" + text + "`: " + why, nullptr};
    }
    moves.push_back({played.canonical, side});
  }
  return record::add_line(node, moves);
}

std::vector<std::string> text_list(const nlohmann::json& request, const char* key) {
  std::vector<std::string> list;
  const auto it = request.find(key);
  if (it == request.end() || !it->is_array()) return list;
  for (const auto& item : *it)
    if (item.is_string()) list.push_back(item.get<std::string>());
  return list;
}

/// The hint index of an `unhint` request; nullopt when it names none.
std::optional<std::size_t> index_field(const nlohmann::json& request) {
  const auto it = request.find("index");
  if (it == request.end() || !it->is_number_integer() || it->get<std::int64_t>() < 0)
    return std::nullopt;
  return it->get<std::size_t>();
}

/// Several lines, each from the node its address names (addresses as the record was before
/// any of them was added: they are all resolved first). The first that cannot be added
/// ends the edit (which the caller then undoes whole).
record::EditResult add_lines(record::Record& record, const game::Game& game,
                             const nlohmann::json& request) {
  const auto it = request.find("lines");
  if (it == request.end() || !it->is_array() || it->empty())
    return {"lines needs a list of {address, moves}", nullptr};
  std::vector<std::pair<record::Node*, std::vector<std::string>>> lines;
  for (const auto& line : *it) {
    if (!line.is_object()) return {"each line is {address, moves}", nullptr};
    std::string why;
    record::Node* node = record::node_at(record.root(), text_field(line, "address"), why);
    if (node == nullptr) return {why, nullptr};
    lines.emplace_back(node, text_list(line, "moves"));
  }
  record::EditResult last;
  for (auto& [node, moves] : lines) {
    last = play_line(record, *node, game, moves);
    if (!last.ok()) return last;
  }
  return last;
}

/// Verdicts from the annotation stream, each written into its node's comment in place of
/// an earlier one (analysis::with_verdict) when the node still holds the move it was made
/// for; an error when none does (the record changed meanwhile) or a comment would be misread.
record::EditResult write_verdicts(record::Record& record, const nlohmann::json& request) {
  const auto it = request.find("verdicts");
  if (it == request.end() || !it->is_array() || it->empty())
    return {"verdicts needs a list of {address, move, note}", nullptr};
  std::size_t written = 0;
  for (const auto& v : *it) {
    if (!v.is_object()) continue;
    std::string why;
    record::Node* node = record::node_at(record.root(), text_field(v, "address"), why);
    if (node == nullptr || node->is_root() || node->move_text != text_field(v, "move")) continue;
    node->comment = analysis::with_verdict(node->comment, text_field(v, "note"));
    if (const auto misread = otn::comment_misreading(record, *node))
      return {"the verdict at " + text_field(v, "address") + " is refused: " + *misread, nullptr};
    ++written;
  }
  if (written == 0)
    return {"no verdict written: the main line changed since it was annotated", nullptr};
  return {{}, &record.root()};
}

/// The puzzle tags `request` asks for, as `skald puzzle set` sets them; why not, or nothing.
std::optional<std::string> set_puzzle(record::Record& record, const record::Node& node,
                                      const game::Game& game, const game::GameRegistry& games,
                                      const nlohmann::json& request) {
  const auto flag = [&](const char* key) {
    const auto it = request.find(key);
    return it != request.end() && it->is_boolean() && it->get<bool>();
  };
  const auto here = [&]() -> std::optional<std::string> { return record::position_address(node); };
  std::vector<std::pair<std::string, std::string>> tags;
  if (request.contains("mode")) {
    const std::string mode = text_field(request, "mode");
    if (mode != "loose" && mode != "strict" && mode != "none")
      return "the puzzle mode is loose, strict or none, not `" + mode + "`";
    tags.emplace_back("puzzle-mode", mode);
  }
  if (request.contains("goal")) {
    const puzzle::GoalParse goal = puzzle::parse_goal(text_field(request, "goal"), game);
    if (!goal.goal)
      return "the goal: " + goal.error + " (column " + std::to_string(goal.column) + ")";
    tags.emplace_back("puzzle-goal", puzzle::goal_text(*goal.goal, game));
  }
  for (const char* key : {"start", "prestart"}) {
    if (!flag(key)) continue;
    const std::optional<std::string> address = here();
    if (!address)
      return "OpenTafl cannot name the position after the record's first move: start the "
             "puzzle at the start or later";
    tags.emplace_back(std::string("puzzle-") + key, *address);
  }
  if (tags.empty()) return "nothing to set (mode, goal, start or prestart)";
  for (const auto& [key, value] : tags)
    if (const auto refused = otn::set_checked_tag(record, key, value, games)) return refused;
  return std::nullopt;
}

/// Applies the edit `op` to `node`; what OpenTafl would misread is refused afterwards by
/// the caller (comment_misreading).
record::EditResult apply(record::Record& record, record::Node& node, const game::Game& game,
                         const game::GameRegistry& games, const std::string& op,
                         const nlohmann::json& request) {
  if (op == "play") return play_line(record, node, game, {text_field(request, "move")});
  if (op == "line") return play_line(record, node, game, text_list(request, "moves"));
  if (op == "comment") return record::set_comment(record, node, text_field(request, "text"));
  if (op == "hint") {
    const std::string text = text_field(request, "text");
    if (text.find_first_not_of(" \t\r\n") == std::string::npos)
      return {"the hint is empty", nullptr};
    return record::add_hint(record, node, text);
  }
  if (op == "unhint") {
    const std::optional<std::size_t> index = index_field(request);
    if (!index) return {"unhint needs the index of the hint (0 = the first)", nullptr};
    return record::remove_hint(record, node, *index);
  }
  if (op == "clock") {
    if (node.is_root()) return {"the start position has no clock reading", nullptr};
    return record::set_clock(node, text_field(request, "text"));
  }
  if (op == "delete") return record::delete_branch(record, node);
  if (op == "promote") return record::promote_variation(node);
  if (op == "demote") return record::demote_variation(node);
  if (op == "mainline") return record::promote_to_main_line(node);
  if (op == "tag") {
    if (const auto refused = otn::set_checked_tag(record, text_field(request, "key"),
                                                  text_field(request, "value"), games))
      return {*refused, nullptr};
    return {{}, &node};
  }
  if (op == "untag") return record::remove_tag(record, text_field(request, "key"));
  if (op == "lines") return add_lines(record, game, request);
  if (op == "verdicts") {
    record::EditResult written = write_verdicts(record, request);
    if (written.ok()) written.node = &node;  // the page stays where it is
    return written;
  }
  if (op == "puzzle") {
    if (const auto refused = set_puzzle(record, node, game, games, request))
      return {*refused, nullptr};
    return {{}, &node};
  }
  return {"unknown edit `" + op +
              "` (expected play, line, lines, comment, hint, unhint, clock, delete, promote, "
              "demote, mainline, tag, untag, puzzle, verdicts, undo or redo)",
          nullptr};
}

/// With SKALD_STUDIO_TIMINGS set, an edit's steps and how long each took, on stderr: where
/// the time of a save on a large record goes.
class EditClock {
 public:
  EditClock() : enabled_(std::getenv("SKALD_STUDIO_TIMINGS") != nullptr) {}
  void mark(const char* step) {
    if (!enabled_) return;
    const auto now = std::chrono::steady_clock::now();
    text_ += fmt_step(step, std::chrono::duration<double, std::milli>(now - last_).count());
    last_ = now;
  }
  void report(const std::string& op, std::size_t file_bytes, std::size_t answer_bytes) const {
    if (!enabled_) return;
    std::fprintf(stderr, "studio edit %s (%zu bytes, answer %zu bytes):%s\n", op.c_str(),
                 file_bytes, answer_bytes, text_.c_str());
  }

 private:
  static std::string fmt_step(const char* step, double ms) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, " %s %.1f ms", step, ms);
    return buffer;
  }
  bool enabled_;
  std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
  std::string text_;
};

bool changes_text(const std::string& op) {
  return op == "comment" || op == "hint" || op == "unhint" || op == "clock";
}

}  // namespace

Answer Documents::edit(const fs::path& path, const std::string& name,
                       const nlohmann::json& request) {
  std::lock_guard guard(mutex_);
  // Compared, changed and saved under the file lock, so an edit made meanwhile by another
  // process is never overwritten.
  text::FileLockResult lock = text::lock_file(path.string());
  if (!lock.lock) return failure(404, name + ": cannot lock the file: " + lock.error);
  std::string error;
  Held* held = current(path, error);
  if (held == nullptr) return failure(404, name + ": " + error);
  if (held->version != text_field(request, "version")) {
    Answer stale = failure(409, name +
                                    ": the file changed on disk since the page loaded it (another "
                                    "program or tab saved it); reload to see it, then edit again");
    stale.json["stale"] = true;
    return stale;
  }
  if (!held->error.empty()) return failure(400, name + ": " + held->error);
  if (!held->read.complete())
    return failure(400, name +
                            ": the file has errors; refusing to overwrite it, since what could "
                            "not be read would be lost");
  const std::string op = text_field(request, "op");
  const std::string address = text_field(request, "address");

  // Undo and redo put back bytes the studio itself wrote or replaced.
  if (op == "undo" || op == "redo") {
    std::deque<Step>& from = op == "undo" ? held->undo : held->redo;
    std::deque<Step>& to = op == "undo" ? held->redo : held->undo;
    if (from.empty()) return failure(400, "nothing to " + op);
    if (from.back().version_after != held->version) {
      // The file was changed by someone else since: putting the old bytes back would
      // lose that change.
      from.clear();
      return failure(400, "cannot " + op + ": the file was changed outside this studio since");
    }
    Step step = std::move(from.back());
    from.pop_back();
    if (auto failed = text::write_file_atomically(path.string(), step.bytes))
      return failure(500, name + ": cannot save: " + *failed);
    Step back{held->bytes, {}, address};
    const std::string shown = step.address;
    const std::string base = held->version;
    std::vector<NodeShape> before = std::move(held->shapes);
    held->take(context_, path, std::move(step.bytes));
    held->identity = identity_of(path);
    back.version_after = held->version;
    to.push_back(std::move(back));
    std::string why;
    return view(*held, name, Json{{"node", held->node_or_null(shown, why) ? shown : "0a"}}, &before,
                base);
  }

  EditClock clock;
  record::Node* node = held->node_or_null(address, error);
  if (node == nullptr) return failure(400, error);
  const std::string before_comment =
      node->is_root() ? held->read.record.start_comment() : node->comment;
  const record::EditResult result =
      apply(held->read.record, *node, *held->game, *context_.games, op, request);
  // A failed edit changed nothing, but a refused comment did: the held record is read
  // again from the bytes it came from whenever the edit is not saved.
  const auto restore = [&] { held->take(context_, path, std::string(held->bytes)); };
  if (!result.ok()) {
    restore();
    return failure(400, "at " + address + ": " + result.error);
  }
  if (changes_text(op)) {
    if (const auto misread = otn::comment_misreading(held->read.record, *node)) {
      restore();
      return failure(400, "at " + address + ": the comment is refused: " + *misread);
    }
  }
  clock.mark("edit");
  otn::WriteOptions options;
  options.line_ends = held->read.layout.line_ends;
  options.bom = held->read.layout.had_bom;
  options.file = name;
  otn::WriteResult written = otn::write_otg(held->read.record, options);
  clock.mark("write");
  if (auto failed = text::write_file_atomically(path.string(), written.bytes)) {
    restore();
    return failure(500, name + ": cannot save: " + *failed);
  }
  clock.mark("save");
  const std::string reached =
      result.node != nullptr ? record::address_text(*result.node) : std::string("0a");
  const std::string base = held->version;
  Step step{std::move(held->bytes), {}, address};
  held->bytes = std::move(written.bytes);
  held->version = version_of(held->bytes);
  held->identity = identity_of(path);
  std::vector<NodeShape> before = std::move(held->shapes);
  held->reindex();
  clock.mark("index");
  step.version_after = held->version;
  held->undo.push_back(std::move(step));
  held->redo.clear();
  held->bound_history();
  Json extra{{"node", reached}};
  if (op == "comment" && !before_comment.empty() && before_comment != text_field(request, "text"))
    extra["replaced"] = before_comment;
  Answer answer = view(*held, name, extra, &before, base);
  clock.mark("answer");
  clock.report(op, held->bytes.size(), answer.text.size());
  return answer;
}

}  // namespace skald::studio
