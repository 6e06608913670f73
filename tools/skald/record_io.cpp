#include "tools/skald/record_io.h"

#include <fmt/core.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <vector>

#include "formats/text/atomic_write.h"
#include "formats/text/decode.h"
#include "formats/text/normalize.h"
#include "formats/variants/catalogue.h"
#include "skald/amazons/amazons_game.h"
#include "skald/ataxx/ataxx_game.h"
#include "skald/octagon/octagon_game.h"
#include "skald/record/numbering.h"
#include "skald/ropasci/ropasci_game.h"
#include "skald/tafl/tafl_game.h"

namespace skald::cli {

UserText user_text(std::string_view typed) {
  std::size_t bad = 0;
  if (!text::is_valid_utf8(typed, &bad))
    return {"", fmt::format("the text is not valid UTF-8 (byte {})", bad)};
  return {text::to_nfc(typed), ""};
}

const std::vector<RulesDialect>& rules_dialects() {
  static const std::vector<RulesDialect> dialects = {
      {"opentafl", "tafl as OpenTafl 0.4.8.0b plays it"},
      {"spec", "tafl as the OTN spec says, where OpenTafl departs from it"},
  };
  return dialects;
}

namespace {

/// The games beside tafl, the same in both registries (the dialect is tafl's).
void add_other_games(game::GameRegistry& registry) {
  for (int players = 2; players <= 4; ++players)
    registry.add(ataxx::make_ataxx_game(players));
  registry.add(amazons::make_amazons_game());
  for (int players = 2; players <= 4; ++players)
    registry.add(octagon::make_octagon_game(players));
  registry.add(ropasci::make_ropasci_game());
}

}  // namespace

const game::GameRegistry& known_games(const std::string& dialect) {
  // One registry per dialect, made once; both are immutable afterwards.
  static const game::GameRegistry opentafl = [] {
    game::GameRegistry r;
    r.add(tafl::make_tafl_game(tafl::Dialect::opentafl));
    add_other_games(r);
    return r;
  }();
  static const game::GameRegistry spec = [] {
    game::GameRegistry r;
    r.add(tafl::make_tafl_game(tafl::Dialect::spec));
    add_other_games(r);
    return r;
  }();
  return dialect == "spec" ? spec : opentafl;
}

const game::VariantRegistry& known_variants(const std::string& dialect) {
  // One per registry of games, made on first use and immutable afterwards.
  if (dialect == "spec") {
    static const game::VariantRegistry spec =
        variants::variant_registry(known_games("spec"), variants::builtin_catalogue());
    return spec;
  }
  static const game::VariantRegistry opentafl =
      variants::variant_registry(known_games("opentafl"), variants::builtin_catalogue());
  return opentafl;
}

bool output_folder_or_report(const std::string& folder) {
  std::error_code error;
  std::filesystem::create_directories(folder, error);
  if (error || !std::filesystem::is_directory(folder)) {
    fmt::print(stderr, "{}: error: cannot make the folder{}\n", folder,
               error ? ": " + error.message() : "");
    return false;
  }
  return true;
}

void print_diagnostics(const Diagnostics& diagnostics) {
  // A binary file can give thousands of errors: the first ones say what is wrong, the
  // rest are counted (validate --json lists them all).
  constexpr std::size_t kShown = 20;
  const auto& items = diagnostics.items();
  for (std::size_t i = 0; i < items.size() && i < kShown; ++i)
    fmt::print(stderr, "{}\n", format_diagnostic(items[i]));
  if (items.size() > kShown) {
    const Diagnostic& first = items.front();
    fmt::print(stderr,
               "{}{}{} more diagnostics not shown ({} in all; validate --json lists them)\n",
               escape_control_characters(first.where.file), first.where.file.empty() ? "" : ": ",
               items.size() - kShown, items.size());
  }
}

otn::ReadOptions read_options(const std::string& encoding, const std::string& dialect) {
  otn::ReadOptions options;
  options.encoding = encoding;
  options.games = &known_games(dialect);
  return options;
}

otn::ReadResult load_record(const std::string& path, const std::string& encoding,
                            const std::string& dialect, bool quiet) {
  otn::ReadResult result = otn::read_otg_file(path, read_options(encoding, dialect));
  if (!quiet) print_diagnostics(result.diagnostics);
  return result;
}

bool tags_read_back(const std::string& file, const std::string& dialect,
                    const record::Record& record, const std::vector<std::string>& keys) {
  otn::WriteOptions write;
  write.file = file;
  const otn::WriteResult written = otn::write_otg(record, write);
  otn::ReadOptions read;
  read.file = file;
  read.games = &known_games(dialect);
  const otn::ReadResult again = otn::read_otg_text(written.bytes, read);
  bool ok = true;
  for (const Diagnostic& d : again.diagnostics.items()) {
    if (d.severity != Severity::error) continue;
    for (const record::Tag& tag : again.record.tags) {
      const bool set_here = std::find(keys.begin(), keys.end(), tag.key) != keys.end();
      if (!set_here || tag.source.line != d.where.line) continue;
      fmt::print(stderr, "{}: error: tag `{}` not changed: {}\n", file, tag.key, d.message);
      ok = false;
    }
  }
  return ok;
}

std::optional<std::string> unreadable_reason(const std::string& path) {
  std::error_code error;
  const std::filesystem::file_status status = std::filesystem::status(path, error);
  if (status.type() == std::filesystem::file_type::not_found) return "no such file";
  if (error) return "cannot read the file: " + error.message();
  if (std::filesystem::is_directory(status)) return "is a directory, not a record file";
  if (!std::ifstream(path, std::ios::binary)) return "cannot open the file for reading";
  return std::nullopt;
}

std::optional<otn::ReadResult> load_record_or_report(const std::string& path,
                                                     const std::string& encoding,
                                                     const std::string& dialect, bool quiet) {
  if (const std::optional<std::string> why = unreadable_reason(path)) {
    fmt::print(stderr, "{}: error: {}\n", path, *why);
    return std::nullopt;
  }
  return load_record(path, encoding, dialect, quiet);
}

std::optional<text::FileLock> lock_record_or_report(const std::string& path) {
  if (const std::optional<std::string> why = unreadable_reason(path)) {
    fmt::print(stderr, "{}: error: {}\n", path, *why);
    return std::nullopt;
  }
  text::FileLockResult locked = text::lock_file(path, [&] {
    fmt::print(stderr, "{}: waiting: another process is changing this file\n", path);
  });
  if (!locked.lock) {
    fmt::print(stderr, "{}: error: {}\n", path, locked.error);
    return std::nullopt;
  }
  return std::move(*locked.lock);
}

const record::Node* find_node_or_report(const record::Record& record, const std::string& file,
                                        const std::string& address) {
  const record::AddressParse parsed = record::parse_address(address);
  if (!parsed.ok()) {
    fmt::print(stderr, "{}: error: cannot read address `{}`: {}\n", file, address,
               parsed.error.message);
    return nullptr;
  }
  const record::Resolution found = record::resolve(record.root(), *parsed.address);
  if (found.node == nullptr) {
    fmt::print(stderr, "{}: error: no move at address `{}`: {}\n", file, address, found.error);
  }
  return found.node;
}

record::Node* find_node_or_report(record::Record& record, const std::string& file,
                                  const std::string& address) {
  const record::Record& view = record;
  return const_cast<record::Node*>(find_node_or_report(view, file, address));
}

std::unique_ptr<game::GameState> state_after(const record::Record& record, const record::Node& node,
                                             const std::string& dialect) {
  const game::Game* game = known_games(dialect).game_for_rules_or_null(record.rules_text());
  if (game == nullptr) return nullptr;
  Diagnostics ignored;
  const std::optional<std::string> position = record.position_text();
  std::unique_ptr<game::GameState> state = game->start_state(
      record.rules_text(), position ? std::optional<std::string_view>(*position) : std::nullopt,
      ignored);
  if (!state) return nullptr;
  std::vector<const record::Node*> path;
  for (const record::Node* n = &node; !n->is_root(); n = n->parent())
    path.push_back(n);
  for (auto it = path.rbegin(); it != path.rend(); ++it) {
    if (!state->play((*it)->move_text).ok) return nullptr;
  }
  return state;
}

bool save_record(const std::string& path, const record::Record& record,
                 const otn::SourceLayout& layout) {
  return save_written(path, otn::write_otg(record, write_options_for(path, layout)));
}

bool save_written(const std::string& path, const otn::WriteResult& written) {
  print_diagnostics(written.diagnostics);
  if (auto error = text::write_file_atomically(path, written.bytes)) {
    fmt::print(stderr, "{}: error: cannot save: {}\n", path, *error);
    return false;
  }
  return true;
}

otn::WriteOptions write_options_for(const std::string& path, const otn::SourceLayout& layout) {
  otn::WriteOptions options;
  options.line_ends = layout.line_ends;
  options.bom = layout.had_bom;
  options.file = path;
  return options;
}

void report_incomplete(const std::string& path) {
  fmt::print(stderr,
             "{}: error: the file has errors (listed above); refusing to overwrite it, since "
             "what could not be read would be lost\n",
             path);
}

}  // namespace skald::cli
