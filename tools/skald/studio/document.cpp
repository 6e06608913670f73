#include "tools/skald/studio/document.h"

#include <fstream>
#include <sstream>

#include "formats/html/node_index.h"
#include "formats/html/record_view.h"
#include "formats/otn/escape.h"
#include "formats/otn/writer.h"
#include "formats/text/atomic_write.h"
#include "formats/text/file_lock.h"
#include "skald/game/move_cells.h"
#include "skald/game/replay.h"
#include "skald/record/address.h"
#include "skald/record/edit.h"
#include "skald/record/numbering.h"

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

Answer failure(int status, std::string message) {
  return {status, Json{{"error", std::move(message)}}};
}

std::optional<std::string> file_bytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return std::move(bytes).str();
}

/// A record read from bytes, with what is needed to show or change it.
struct Loaded {
  otn::ReadResult read;
  const game::Game* game = nullptr;
  std::string version;
  std::string error;  // why it cannot be used
};

Loaded load(const DocumentContext& context, const fs::path& path, std::string_view bytes) {
  otn::ReadOptions options;
  options.file = path.filename().string();
  options.encoding = context.encoding;
  options.games = context.games;
  Loaded loaded{otn::read_otg_bytes(bytes, options), nullptr, version_of(bytes), {}};
  loaded.game = context.games->game_for_rules_or_null(loaded.read.record.rules_text());
  if (loaded.game == nullptr) loaded.error = "no game skald knows plays the record's rules";
  return loaded;
}

Json diagnostics_json(const Diagnostics& diagnostics) {
  Json list = Json::array();
  for (const Diagnostic& d : diagnostics.items())
    list.push_back(format_diagnostic(d));
  return list;
}

Answer view_of(const Loaded& loaded, const std::string& name) {
  if (!loaded.error.empty()) return failure(400, name + ": " + loaded.error);
  const html::NodeIndex index = html::index_nodes(loaded.read.record.root());
  html::PieceKinds kinds;
  std::string error;
  Json data = html::record_view_json(loaded.read.record, *loaded.game, index, {}, kinds, error);
  if (!error.empty()) return failure(400, name + ": " + error);
  data["kinds"] = kinds.json();
  // The comment as written (clock reading, hints and verdict included), which is what the
  // comment editor changes: the viewer's `comment` is only its prose.
  for (std::size_t i = 0; i < index.nodes.size(); ++i) {
    const record::Node& node = *index.nodes[i];
    data["nodes"][i]["raw"] = node.is_root() ? loaded.read.record.start_comment() : node.comment;
  }
  Json tags = Json::array();
  for (const record::Tag& tag : loaded.read.record.tags)
    tags.push_back({tag.key, tag.value});
  data["tags"] = std::move(tags);
  data["file"] = name;
  data["version"] = loaded.version;
  data["complete"] = loaded.read.complete();
  data["diagnostics"] = diagnostics_json(loaded.read.diagnostics);
  return {200, std::move(data)};
}

record::Node* node_or_null(record::Record& record, const std::string& address, std::string& error) {
  const record::AddressParse parsed = record::parse_address(address);
  if (!parsed.ok()) {
    error = "cannot read address `" + address + "`: " + parsed.error.message;
    return nullptr;
  }
  const record::Resolution found = record::resolve(record.root(), *parsed.address);
  if (found.node == nullptr) error = "no move at address `" + address + "`: " + found.error;
  return const_cast<record::Node*>(found.node);
}

std::string text_field(const nlohmann::json& request, const char* key) {
  const auto it = request.find(key);
  return it != request.end() && it->is_string() ? it->get<std::string>() : std::string();
}

record::EditResult play_move(const Loaded& loaded, record::Node& node, const std::string& text) {
  game::StateAtNode at = game::state_at(loaded.read.record, node, *loaded.game);
  if (!at.state) return {"the record cannot be replayed up to this move: " + at.error, nullptr};
  const int side = at.state->side_to_move();
  const game::PlayResult played = at.state->play(text);
  if (!played.ok) {
    const std::string why =
        played.diagnostics.empty() ? "illegal" : played.diagnostics.items()[0].message;
    return {"cannot play `" + text + "`: " + why, nullptr};
  }
  return record::add_move(node, {played.canonical, side});
}

/// Sets the comment of `node` (the start comment at the root), refused when OpenTafl would
/// read it otherwise (what `skald edit comment` refuses).
record::EditResult set_readable_comment(record::Record& record, record::Node& node,
                                        const std::string& text) {
  const auto misread = otn::opentafl_misreading(
      text, node.is_root() ? otn::EscapeContext::tag_value : otn::EscapeContext::comment);
  if (misread) return {"the comment is refused: " + *misread, nullptr};
  return record::set_comment(record, node, text);
}

record::EditResult apply(Loaded& loaded, record::Node& node, const nlohmann::json& request) {
  const std::string op = text_field(request, "op");
  record::Record& record = loaded.read.record;
  if (op == "play") return play_move(loaded, node, text_field(request, "move"));
  if (op == "comment") return set_readable_comment(record, node, text_field(request, "text"));
  if (op == "delete") return record::delete_branch(record, node);
  if (op == "promote") return record::promote_variation(node);
  if (op == "demote") return record::demote_variation(node);
  if (op == "mainline") return record::promote_to_main_line(node);
  return {"unknown edit `" + op + "` (expected play, comment, delete, promote, demote or mainline)",
          nullptr};
}

}  // namespace

Answer record_answer(const DocumentContext& context, const fs::path& path,
                     const std::string& name) {
  const std::optional<std::string> bytes = file_bytes(path);
  if (!bytes) return failure(404, name + ": cannot read the file");
  return view_of(load(context, path, *bytes), name);
}

Answer moves_answer(const DocumentContext& context, const fs::path& path,
                    const std::string& address) {
  NodeState at = state_at_address(context, path, address);
  if (!at.state) return failure(400, at.error);
  const game::BoardPicture picture = at.state->board_picture();
  Json moves = Json::array();
  for (const std::string& move : at.state->legal_moves()) {
    moves.push_back({{"move", move},
                     {"short", at.state->short_move_text(move)},
                     {"cells", game::cells_named_in(picture, move)}});
  }
  return {200, Json{{"toMove", at.state->side_to_move()}, {"moves", std::move(moves)}}};
}

NodeState state_at_address(const DocumentContext& context, const fs::path& path,
                           const std::string& address) {
  const std::optional<std::string> bytes = file_bytes(path);
  if (!bytes) return {nullptr, nullptr, "cannot read the file"};
  Loaded loaded = load(context, path, *bytes);
  if (!loaded.error.empty()) return {nullptr, nullptr, loaded.error};
  std::string error;
  const record::Node* node = node_or_null(loaded.read.record, address, error);
  if (node == nullptr) return {nullptr, nullptr, error};
  game::StateAtNode at = game::state_at(loaded.read.record, *node, *loaded.game);
  if (!at.state) return {nullptr, nullptr, at.error};
  return {loaded.game, std::move(at.state), {}};
}

Answer edit_answer(const DocumentContext& context, const fs::path& path, const std::string& name,
                   const nlohmann::json& request) {
  // Read, compared, changed and saved under the lock, so an edit made meanwhile by another
  // process (or the other tab's request, on another server thread) is never overwritten.
  text::FileLockResult lock = text::lock_file(path.string());
  if (!lock.lock) return failure(404, name + ": cannot lock the file: " + lock.error);
  const std::optional<std::string> bytes = file_bytes(path);
  if (!bytes) return failure(404, name + ": cannot read the file");
  Loaded loaded = load(context, path, *bytes);
  if (loaded.version != text_field(request, "version")) {
    Answer stale = failure(409, name +
                                    ": the file changed on disk since the page loaded it (another "
                                    "program or tab saved it); reload to see it, then edit again");
    stale.json["stale"] = true;
    return stale;
  }
  if (!loaded.error.empty()) return failure(400, name + ": " + loaded.error);
  if (!loaded.read.complete())
    return failure(400, name +
                            ": the file has errors; refusing to overwrite it, since what could "
                            "not be read would be lost");
  const std::string address = text_field(request, "address");
  std::string error;
  record::Node* node = node_or_null(loaded.read.record, address, error);
  if (node == nullptr) return failure(400, error);
  const record::EditResult result = apply(loaded, *node, request);
  if (!result.ok()) return failure(400, "at " + address + ": " + result.error);
  otn::WriteOptions options;
  options.line_ends = loaded.read.layout.line_ends;
  options.bom = loaded.read.layout.had_bom;
  options.file = name;
  const otn::WriteResult written = otn::write_otg(loaded.read.record, options);
  if (auto failed = text::write_file_atomically(path.string(), written.bytes))
    return failure(500, name + ": cannot save: " + *failed);
  // The page gets the record as it now reads from disk.
  Answer answer = view_of(load(context, path, written.bytes), name);
  if (answer.status == 200)
    answer.json["node"] =
        result.node != nullptr ? record::address_text(*result.node) : std::string("0a");
  return answer;
}

}  // namespace skald::studio
