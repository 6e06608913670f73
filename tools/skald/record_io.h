#pragma once

// What the record commands (show, tree, validate, fmt, edit, tags) share: the game
// registry, loading a .otg file with its diagnostics printed as `file:line:col: error: ...`,
// finding a node by address, the position at a node, and saving atomically.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "formats/otn/reader.h"
#include "formats/otn/writer.h"
#include "formats/text/file_lock.h"
#include "skald/game/registry.h"
#include "skald/game/variant_registry.h"
#include "skald/record/record.h"

namespace skald::cli {

/// A rules dialect the known games offer (`--dialect NAME`): where a game's reference
/// program and its written rules differ, which one to follow.
struct RulesDialect {
  std::string name;
  std::string help;  // what it means, for --help
};

/// The dialects, the default first. record_io.cpp is the CLI's list of games: the one
/// file in tools/ that names a concrete game.
const std::vector<RulesDialect>& rules_dialects();

/// The games the CLI knows, their rules read and played in `dialect` (a name from
/// rules_dialects(); empty or unknown: the default).
const game::GameRegistry& known_games(const std::string& dialect);

/// Every variant of the games of known_games(dialect): each game's own and tafl's
/// catalogue (formats/variants), the one lookup from the names users give (--game,
/// --variant, a JSON query's game and variant) to a game and its rules text.
const game::VariantRegistry& known_variants(const std::string& dialect);

/// The reader options of load_record(): the charset `encoding` (empty: detect) and the
/// games of `dialect` to replay with.
otn::ReadOptions read_options(const std::string& encoding, const std::string& dialect);

/// Reads `path` with replay in `dialect`; prints every diagnostic to stderr unless `quiet`.
otn::ReadResult load_record(const std::string& path, const std::string& encoding,
                            const std::string& dialect, bool quiet = false);

/// The reason `path` cannot be read as a record file (missing, a directory, not
/// readable), or nullopt when it can be opened.
std::optional<std::string> unreadable_reason(const std::string& path);

/// Reads `path` like load_record(), but first checks that it is a readable file: when it
/// is not, prints `path: error: ...` and returns nullopt (the commands then exit with 1).
std::optional<otn::ReadResult> load_record_or_report(const std::string& path,
                                                     const std::string& encoding,
                                                     const std::string& dialect,
                                                     bool quiet = false);

/// Locks `path` against other processes that change it, for a read-change-save: the
/// caller reads the file only once it holds the lock, and saves before releasing it, so
/// two commands changing one record (two `analyse --annotate` shards) lose nothing. When
/// another process holds the lock it says so on stderr and waits. Prints `path: error:`
/// and returns nullopt when the file cannot be locked (missing, unreadable).
std::optional<text::FileLock> lock_record_or_report(const std::string& path);

/// Makes the folder a command writes its files into (and its parents); false after
/// printing `folder: error: ...` when it cannot.
bool output_folder_or_report(const std::string& folder);

/// Prints diagnostics to stderr, one per line.
void print_diagnostics(const Diagnostics& diagnostics);

/// The node an address names (`0a` is the start position), or nullptr with a message
/// printed as `file: error: ...`.
const record::Node* find_node_or_report(const record::Record& record, const std::string& file,
                                        const std::string& address);
record::Node* find_node_or_report(record::Record& record, const std::string& file,
                                  const std::string& address);

/// The position after `node` (the start position for the root), or nullptr when the
/// record cannot be replayed up to it in `dialect`.
std::unique_ptr<game::GameState> state_after(const record::Record& record, const record::Node& node,
                                             const std::string& dialect);

/// Writes the record back over `path` atomically in OpenTafl's layout, keeping the
/// source's line ends and byte order mark. Prints writer warnings; returns false (with
/// a message) when the save failed.
bool save_record(const std::string& path, const record::Record& record,
                 const otn::SourceLayout& layout);

/// Reads the edited record back as the next command would, and refuses the change when a
/// tag of `keys` is in error there (a rules string that does not read, a position that
/// does not fit the rules, a puzzle address that names no position, ...): prints those
/// errors as `file: error: tag `key` not changed: ...` and returns false.
bool tags_read_back(const std::string& file, const std::string& dialect,
                    const record::Record& record, const std::vector<std::string>& keys);

/// Saves what write_otg() already produced (its warnings printed), atomically.
bool save_written(const std::string& path, const otn::WriteResult& written);

/// The writer options that keep `layout` (line ends, byte order mark) for `path`.
otn::WriteOptions write_options_for(const std::string& path, const otn::SourceLayout& layout);

/// Text a user typed for a record (a comment, a hint, a tag value): valid UTF-8,
/// normalised to NFC, so what the user edits is stored in one form while text they did
/// not touch stays byte for byte. An error message instead when it is not UTF-8.
struct UserText {
  std::string text;
  std::string error;
};
UserText user_text(std::string_view typed);

/// The refusal printed when a file with errors would be overwritten.
void report_incomplete(const std::string& path);

}  // namespace skald::cli
