#pragma once

// A record as the studio serves and edits it. The server keeps no copy between requests:
// each request reads the file, so two tabs, or the studio and `skald edit`, always start
// from what is on disk. The page holds the `version` it loaded (a digest of the file's
// bytes) and sends it with every edit; an edit reads the file under the file lock
// (formats/text/file_lock.h), refuses when the bytes are no longer that version (another
// program or tab saved meanwhile: the page offers to reload, nothing is overwritten),
// applies one record edit operation (skald/record/edit.h) and saves atomically before the
// lock is released.

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "formats/otn/reader.h"
#include "skald/game/game.h"
#include "skald/game/registry.h"

namespace skald::studio {

/// What a document needs to read records: the games to replay them with.
struct DocumentContext {
  const game::GameRegistry* games = nullptr;
  std::string encoding;  // empty: detect
};

/// A digest of a file's bytes (64-bit FNV-1a, hexadecimal): what "the version the page
/// loaded" means.
std::string version_of(std::string_view bytes);

/// An answer to the page: `status` is the HTTP status (200, 400 for a request that cannot
/// be carried out, 409 when the file changed on disk, 404 when it cannot be read) and
/// `json` the body ({"error": "..."} on failure).
struct Answer {
  int status = 200;
  nlohmann::ordered_json json;
};

/// The record at `path` for the page: the viewer's data (formats/html/record_view.h: board,
/// kinds, nodes with positions), plus `file` (`name` as the page asked for it), `version`
/// and `diagnostics` (the reader's messages as text).
Answer record_answer(const DocumentContext& context, const std::filesystem::path& path,
                     const std::string& name);

/// The legal moves at the node `address` names: {"toMove", "moves": [{"move", "short",
/// "cells": [names the move touches, in order]}]} (cells for clicks on the board).
Answer moves_answer(const DocumentContext& context, const std::filesystem::path& path,
                    const std::string& address);

/// Applies one edit, described by `request` ({"version", "op", "address", "move", "text"};
/// op: play, comment, delete, promote, demote, mainline), and saves. On success the new
/// record (as record_answer) with `node`: the address of the node the edit reached.
Answer edit_answer(const DocumentContext& context, const std::filesystem::path& path,
                   const std::string& name, const nlohmann::json& request);

/// The start state of the record and the state at `address`, for the analysis stream;
/// nullptr with `error` set when the record or the address cannot be used.
struct NodeState {
  const game::Game* game = nullptr;
  std::unique_ptr<game::GameState> state;
  std::string error;
};
NodeState state_at_address(const DocumentContext& context, const std::filesystem::path& path,
                           const std::string& address);

}  // namespace skald::studio
