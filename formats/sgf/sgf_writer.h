#pragma once

// Writing a record of the Amazons as SGF (GM[18]; formats/sgf/README.md): one game tree
// whose root holds FF[4]GM[18]CA[UTF-8]AP[skald]SZ[N], then the record's tags in their
// order as SGF properties (sgf_tags.h: EV, DT, PB, RU...; the start comment as C; a set-up
// position as AB, AW, AA and PL; the tags SGF has no property for in SK[key:value]), then
// one node per move, `;B[djddgd]C[comment]`, SGF's B being skald's White. Where a move has
// alternatives, each child starts a game tree of its own, the main line first:
// `;B[..](;W[..];B[..])(;W[..])`. On 6x6 and 8x8 boards, whose start layouts SGF does not
// define, and when Black starts, the start is written out as a set-up too; the reader
// takes a set-up equal to the rules' start back as no position tag.

#include <string>

#include "skald/core/diagnostic.h"
#include "skald/record/record.h"

namespace skald::sgf {

struct SgfWriteOptions {
  /// The file name diagnostics carry (the record's source).
  std::string file;
};

struct SgfWriteResult {
  /// The SGF text; empty when there are errors.
  std::string text;
  /// Errors name the tag or the move's address (a rules tag that is not the Amazons', a
  /// move that does not read).
  Diagnostics diagnostics;
};

/// Writes `record`, a record of the Amazons, as one SGF game tree.
SgfWriteResult write_sgf(const record::Record& record, const SgfWriteOptions& options = {});

}  // namespace skald::sgf
