#pragma once

// The records the studio serves and edits. A record is read once and held, parsed, between
// requests, so showing a position or saving an edit costs what that takes and not a fresh
// read of the file. What is held is only ever what the file says: before every use the
// file's identity (size, modification time, inode) is compared with what was read or last
// written, and a file changed on disk (another program, `skald edit`) is read again.
//
// The page holds the `version` it loaded (a digest of the file's bytes) and sends it with
// every edit; an edit runs under the file lock (formats/text/file_lock.h), refuses when the
// file is no longer that version (the page offers to reload, nothing is overwritten),
// applies one record edit operation (skald/record/edit.h) and saves atomically before the
// lock is released. Each edit keeps the bytes it replaced, so it can be undone (and the
// undo redone) as long as the file is still what the studio wrote.
//
// Thread safety: every call may come from any of the server's threads; they take turns.

#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "skald/game/game.h"
#include "skald/game/registry.h"

namespace skald::studio {

struct NodeShape;  // document.cpp: what the page holds of a node, in brief

/// What a document needs to read records: the games to replay them with.
struct DocumentContext {
  const game::GameRegistry* games = nullptr;
  std::string encoding;  // empty: detect
};

/// A digest of a file's bytes (64-bit FNV-1a, hexadecimal, and the length): what "the
/// version the page loaded" means.
std::string version_of(std::string_view bytes);

/// An answer to the page: `status` is the HTTP status (200, 400 for a request that cannot
/// be carried out, 409 when the file changed on disk, 404 when it cannot be read) and
/// `json` the body ({"error": "..."} on failure).
struct Answer {
  int status = 200;
  nlohmann::ordered_json json;
  /// The body already written as JSON text (a record's view, written a node at a time:
  /// on a large record a tree of JSON values cost more than everything else); when not
  /// empty, it is the answer and `json` is not used.
  std::string text{};
  /// The answer as JSON, whichever form it has.
  nlohmann::ordered_json value() const {
    return text.empty() ? json : nlohmann::ordered_json::parse(text);
  }
};

/// The state at a node, for the analysis stream and the puzzle check: null `state` with
/// `error` set when the record or the address cannot be used.
struct NodeState {
  const game::Game* game = nullptr;
  std::unique_ptr<game::GameState> state;
  std::string error;
};

class Documents {
 public:
  explicit Documents(DocumentContext context);
  ~Documents();
  Documents(const Documents&) = delete;
  Documents& operator=(const Documents&) = delete;

  /// The record at `path` for the page: the record's tree without positions
  /// (formats/html/record_view.h record_tree_json: nodes with address, move, links and the
  /// comment taken apart, plus `raw`, the comment as written, when it is not `comment`;
  /// empty fields left out), `board`, `tags`, `file`
  /// (`name` as the page asked for it), `version`, `complete`, `diagnostics` (the reader's
  /// messages as text), `undo` and `redo` (how many steps there are).
  Answer record(const std::filesystem::path& path, const std::string& name);

  /// The position after the node `address` names: position_json's pieces and marks,
  /// `toMove`, `outcome`, `kinds` (every kind of piece numbered so far: the numbers stay
  /// the same for the document's life), `position` (the OTN position record), the legal
  /// moves [{"move", "short", "cells": names the move touches, in order}] and `evaluation`
  /// (the engine's static evaluation term by term, as `skald eval` prints it; null for a
  /// finished game).
  Answer position(const std::filesystem::path& path, const std::string& address);

  /// Applies one edit, described by `request` ({"version", "op", "address", ...}), and
  /// saves. Ops: play {move}, line {moves: [...]} (a line of moves from the node, as the
  /// engine gives it), lines {lines: [{address, moves}]} (several at once, one step to
  /// undo: a check's missing defences), comment {text}, hint {text}, unhint {index}, clock
  /// {text}, delete, promote, demote, mainline, tag {key, value}, untag {key}, puzzle
  /// {mode, goal, start, prestart} (the puzzle tags, as `skald puzzle set` sets them;
  /// start/prestart true: at this node), undo, redo. On success record()'s answer with
  /// `node` (the address of the node the edit reached), but in place of `nodes` a `delta`
  /// from the version the edit was made on, which is the version the page holds:
  /// {"base": that version, "from", "removed", "count": nodes now, "nodes": the entries
  /// numbered from `from` on that replace the `removed` ones there, "changed": [[number,
  /// entry]] of nodes outside that range}. The nodes after the range are renumbered by
  /// nodes.size() - removed, and so is every link (parent, children) to them; every other
  /// node is as it was.
  Answer edit(const std::filesystem::path& path, const std::string& name,
              const nlohmann::json& request);

  /// The file's bytes as held (what it says on disk), for work on a copy of the record
  /// outside the documents' lock (a puzzle check); empty with `error` set on failure.
  struct Snapshot {
    std::string bytes;
    std::string error;
  };
  Snapshot snapshot(const std::filesystem::path& path);

  /// The viewer's page of the record as held (formats/html/record_page.h: a puzzle opens in
  /// its solving mode), its inline style and script marked with `nonce`; empty `html` with
  /// `error` when it cannot be made.
  struct PageAnswer {
    int status = 200;
    std::string html;
    std::string error;
  };
  PageAnswer page(const std::filesystem::path& path, const std::string& name,
                  const std::string& nonce);

  /// The record's rules text (empty when it cannot be read).
  std::string rules_of(const std::filesystem::path& path);

  /// A copy of the state at `address`, for a search to run on outside the documents' lock.
  NodeState state_at(const std::filesystem::path& path, const std::string& address);

 private:
  struct Held;
  /// The held document of `path`, read (again) when the file is not what was read or
  /// written last; nullptr with `error` when it cannot be read. Call with mutex_ held.
  Held* current(const std::filesystem::path& path, std::string& error);
  /// The record's view (record()'s answer) with the fields of `extra` added; given the
  /// node shapes `before` an edit (and the version `base` they belong to), the nodes as a
  /// delta from them in place of `nodes` (edit()).
  Answer view(const Held& held, const std::string& name,
              const nlohmann::ordered_json& extra = nlohmann::ordered_json::object(),
              const std::vector<NodeShape>* before = nullptr, const std::string& base = {}) const;
  std::string node_entry(const Held& held, std::size_t number) const;
  nlohmann::ordered_json evaluation_json(Held& held, const game::GameState& state);

  DocumentContext context_;
  std::mutex mutex_;
  std::map<std::filesystem::path, std::unique_ptr<Held>> held_;
};

}  // namespace skald::studio
