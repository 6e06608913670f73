// `skald convert IN OUT`: records from one format into another, by the files' extensions:
// OTN (.otg), skald's XML (.xml, formats/xml), the Ataxx PGN (.pgn, formats/pgn) and the
// Amazons SGF (.sgf, formats/sgf), and RoPaSci 360 referee logs (.log, or any input that
// reads as one: formats/ropasci_log). The input is read and replayed in full first; a
// record with errors is not converted, and an existing output is only replaced with
// --force, so no file is half-written or lost. A PGN or SGF file holding several games goes
// into a folder of records with --split, and is refused without it.
#include <fmt/core.h>

#include <filesystem>

#include "formats/pgn/pgn_reader.h"
#include "formats/pgn/pgn_writer.h"
#include "formats/ropasci_log/referee_log.h"
#include "formats/sgf/sgf_reader.h"
#include "formats/sgf/sgf_writer.h"
#include "formats/text/atomic_write.h"
#include "formats/text/decode.h"
#include "formats/text/file_bytes.h"
#include "formats/text/staged_folder.h"
#include "formats/xml/record_xml.h"
#include "skald/game/replay.h"
#include "tools/skald/commands.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/record_io.h"
#include "tools/skald/referee_log_io.h"

namespace skald::cli {
namespace {

struct ConvertCommand {
  std::string input;
  std::string output;
  std::string encoding;
  std::string dialect;
  bool force = false;
  bool split = false;
};

enum class Format { otn, xml, pgn, sgf, referee_log, unknown };

Format format_of(const std::string& path) {
  std::string ext = std::filesystem::path(path).extension().string();
  for (char& ch : ext)
    ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (ext == ".otg" || ext == ".otn") return Format::otn;
  if (ext == ".xml") return Format::xml;
  if (ext == ".pgn") return Format::pgn;
  if (ext == ".sgf") return Format::sgf;
  if (ext == ".log") return Format::referee_log;
  return Format::unknown;
}

/// The format of an input: by its extension, else a RoPaSci 360 referee log when it reads
/// as one (the course's logs are .txt files).
Format input_format_of(const std::string& path) {
  const Format by_name = format_of(path);
  if (by_name != Format::unknown) return by_name;
  return is_referee_log_file(path) ? Format::referee_log : Format::unknown;
}

/// Replays each record with the game its rules tag names; errors go to `diagnostics`.
void replay_all(std::vector<record::Record>& records, const std::vector<SourceLocation>& starts,
                const std::string& path, const std::string& dialect, Diagnostics& diagnostics) {
  for (std::size_t i = 0; i < records.size(); ++i) {
    record::Record& record = records[i];
    const game::Game* game = known_games(dialect).game_for_rules_or_null(record.rules_text());
    if (game == nullptr)
      diagnostics.error(i < starts.size() ? starts[i] : SourceLocation{path, 0, 0},
                        "no game plays the rules `" + record.rules_text() + "`");
    else
      game::replay_record(record, *game, {path}, diagnostics);
  }
}

/// The records in `path`, read and replayed, or nothing (errors printed). `starts` gets
/// where each game starts, for the message about a file of several games.
std::optional<std::vector<record::Record>> read_records(const ConvertCommand& c, Format format,
                                                        std::vector<SourceLocation>& starts) {
  std::vector<record::Record> records;
  Diagnostics diagnostics;
  if (format == Format::otn) {
    otn::ReadResult read = load_record(c.input, c.encoding, c.dialect, false);
    if (read.diagnostics.has_errors()) return std::nullopt;
    records.push_back(std::move(read.record));
    return records;
  }
  if (format == Format::referee_log) {
    // The log reader replays every turn as it reads it.
    ropasci_log::LogReadResult read = read_referee_log_file(c.input);
    print_diagnostics(read.diagnostics);
    if (read.diagnostics.has_errors()) return std::nullopt;
    records.push_back(std::move(read.record));
    return records;
  }
  const std::string bytes = text::read_file_bytes(c.input).value_or("");
  if (format == Format::xml) {
    xml::XmlReadResult read = xml::read_record_xml(bytes, c.input);
    diagnostics.append(read.diagnostics);
    records.push_back(std::move(read.record));
  } else {
    text::DecodeOptions decode;
    decode.file = c.input;
    decode.encoding = c.encoding;
    if (format == Format::sgf && decode.encoding.empty())
      decode.encoding = sgf::declared_charset(bytes);
    const text::DecodedText decoded = text::decode(bytes, decode, diagnostics);
    if (format == Format::pgn) {
      pgn::PgnReadResult read = pgn::read_pgn(decoded.utf8, c.input);
      diagnostics.append(read.diagnostics);
      records = std::move(read.games);
      starts = std::move(read.starts);
    } else {
      sgf::SgfReadResult read = sgf::read_sgf(decoded.utf8, c.input);
      diagnostics.append(read.diagnostics);
      records = std::move(read.games);
      starts = std::move(read.starts);
    }
  }
  if (!diagnostics.has_errors()) replay_all(records, starts, c.input, c.dialect, diagnostics);
  print_diagnostics(diagnostics);
  if (diagnostics.has_errors()) return std::nullopt;
  return records;
}

/// The outcome at the end of the main line, or an ongoing one when it cannot be played.
game::Outcome main_line_outcome(const record::Record& record, const game::Game& game) {
  const record::Node* last = &record.root();
  while (last->next() != nullptr)
    last = last->next();
  const game::StateAtNode at = game::state_at(record, *last, game);
  return at.state ? at.state->outcome() : game::Outcome{};
}

/// The bytes of `record` in `format`, or nothing (errors printed, naming `source`).
std::optional<std::string> written_bytes(const record::Record& record, Format format,
                                         const std::string& source, const std::string& out,
                                         const std::string& dialect) {
  if (format == Format::otn) {
    otn::WriteOptions write;
    write.file = out;
    const otn::WriteResult written = otn::write_otg(record, write);
    print_diagnostics(written.diagnostics);
    return written.bytes;
  }
  if (format == Format::xml) {
    std::string error;
    std::string bytes = xml::write_record_xml(record, error);
    if (!error.empty()) {
      fmt::print(stderr, "{}: error: cannot write XML: {}\n", source, error);
      return std::nullopt;
    }
    return bytes;
  }
  const game::Game* game = known_games(dialect).game_for_rules_or_null(record.rules_text());
  const std::string plays = game == nullptr ? std::string("?") : game->name();
  Diagnostics diagnostics;
  std::string bytes;
  if (format == Format::referee_log) {
    ropasci_log::LogWriteResult written = ropasci_log::write_referee_log(record, source);
    diagnostics = std::move(written.diagnostics);
    bytes = std::move(written.bytes);
  } else if (format == Format::pgn) {
    if (plays != "ataxx") {
      fmt::print(
          stderr, "{}: error: PGN holds Ataxx games; this record plays `{}` (rules `{}`){}\n",
          source, plays, record.rules_text(), plays == "amazons" ? ": the Amazons go to .sgf" : "");
      return std::nullopt;
    }
    // PGN needs a result (rating tools read it): a record without one gets the result its
    // main line reaches.
    pgn::PgnWriteOptions options;
    options.file = source;
    const game::Outcome outcome = main_line_outcome(record, *game);
    if (outcome.kind == game::OutcomeKind::win)
      options.result_if_untagged = outcome.winner == 0 ? "1-0" : "0-1";
    else if (outcome.kind == game::OutcomeKind::draw)
      options.result_if_untagged = "1/2-1/2";
    pgn::PgnWriteResult written = pgn::write_pgn(record, options);
    diagnostics = std::move(written.diagnostics);
    bytes = std::move(written.text);
  } else {
    if (plays != "amazons") {
      fmt::print(stderr,
                 "{}: error: SGF (GM[18]) holds games of the Amazons; this record plays `{}` "
                 "(rules `{}`){}\n",
                 source, plays, record.rules_text(),
                 plays == "ataxx" ? ": Ataxx goes to .pgn" : "");
      return std::nullopt;
    }
    // No RE unless the record has a result: SGF's RE is optional, so the record says
    // exactly what it said.
    sgf::SgfWriteOptions options;
    options.file = source;
    sgf::SgfWriteResult written = sgf::write_sgf(record, options);
    diagnostics = std::move(written.diagnostics);
    bytes = std::move(written.text);
  }
  print_diagnostics(diagnostics);
  if (diagnostics.has_errors()) return std::nullopt;
  return bytes;
}

/// Each record as `game-NNNN.otg` in the folder c.output, as one save (staged_folder.h):
/// all of them, or none when one cannot be made or written.
int write_split(const std::vector<record::Record>& records, const ConvertCommand& c) {
  text::StagedFolder folder(c.output, {.replace = c.force});
  if (const auto failed = folder.open()) {
    fmt::print(stderr, "{}: error: {}\n", c.output, *failed);
    return 2;
  }
  for (std::size_t i = 0; i < records.size(); ++i) {
    const std::string name = fmt::format("game-{:04}.otg", i + 1);
    const std::string path = folder.path_of(name);
    if (const auto refused = folder.refusal(name)) {
      fmt::print(stderr, "{}: error: {}\n", path, *refused);
      return 2;
    }
    const std::optional<std::string> bytes =
        written_bytes(records[i], Format::otn, c.input, path, c.dialect);
    if (!bytes) {
      fmt::print(stderr, "{}: error: not converted\n", c.input);
      return 1;
    }
    if (const auto failed = folder.add(name, *bytes)) {
      fmt::print(stderr, "{}: error: {}\n", path, *failed);
      return 2;
    }
  }
  if (const auto failed = folder.commit()) {
    fmt::print(stderr, "{}: error: {}\n", c.output, *failed);
    return 2;
  }
  fmt::print("{} records written to {}\n", records.size(), c.output);
  return 0;
}

int run_convert(const ConvertCommand& c) {
  if (const auto why = unreadable_reason(c.input)) {
    fmt::print(stderr, "{}: error: {}\n", c.input, *why);
    return 2;
  }
  const Format from = input_format_of(c.input);
  const Format to = c.split ? Format::otn : format_of(c.output);
  if (from == Format::unknown || to == Format::unknown) {
    fmt::print(stderr,
               "{}: error: unknown format: expected a .otg, .xml, .pgn, .sgf or .log file name "
               "(or a RoPaSci 360 referee log to read)\n",
               from == Format::unknown ? c.input : c.output);
    return 2;
  }
  if (!c.split && std::filesystem::exists(c.output) && !c.force) {
    fmt::print(stderr, "{}: error: exists; give --force to replace it\n", c.output);
    return 2;
  }
  std::vector<SourceLocation> starts;
  const std::optional<std::vector<record::Record>> records = read_records(c, from, starts);
  if (!records) {
    fmt::print(stderr, "{}: error: not converted: the record has errors\n", c.input);
    return 1;
  }
  if (records->size() > 1 && !c.split) {
    const SourceLocation& second = starts.size() > 1 ? starts[1] : SourceLocation{c.input, 0, 0};
    fmt::print(stderr,
               "{}:{}:{}: error: a second game starts here ({} games in the file), and {} holds "
               "one: give --split to write each game as a record of its own into the folder {}\n",
               second.file, second.line, second.column, records->size(), c.output, c.output);
    return 2;
  }
  if (c.split) return write_split(*records, c);
  // The output is made before it is written: nothing is half-converted.
  const std::optional<std::string> bytes =
      written_bytes(records->front(), to, c.input, c.output, c.dialect);
  if (!bytes) {
    fmt::print(stderr, "{}: error: not converted\n", c.input);
    return 1;
  }
  if (const auto failed = text::write_file_atomically(c.output, *bytes)) {
    fmt::print(stderr, "{}: error: {}\n", c.output, *failed);
    return 2;
  }
  return 0;
}

}  // namespace

void setup_convert(CLI::App& app, RunContext& ctx) {
  auto c = std::make_shared<ConvertCommand>();
  auto* cmd = app.add_subcommand(
      "convert",
      "Convert records between OTN (.otg), XML (.xml), Ataxx PGN (.pgn), Amazons SGF (.sgf) "
      "and RoPaSci 360 logs (.log)");
  cmd->footer(
      "The formats come from the file names. XML is skald's record format\n"
      "(formats/xml/README.md): every tag, move, variation and comment, byte for byte.\n"
      "PGN is the Ataxx world's (libataxx, cuteataxx; formats/pgn/README.md): Ataxx records\n"
      "only. SGF is the Amazons' (GM[18]; formats/sgf/README.md): Amazons records only.\n"
      "Moves, variations and comments go both ways without loss, and tags by the tables of\n"
      "those READMEs. A PGN or SGF file of several games is refused unless --split is given:\n"
      "OUT is then a folder, and each game becomes OUT/game-NNNN.otg. A RoPaSci 360 referee\n"
      "log (formats/ropasci_log/README.md) is read from a .log file or any file that reads as\n"
      "one, replayed turn by turn, and written from a record's main line.\n\n"
      "Examples:\n"
      "  skald convert examples/brandub-annotated.otg brandub.xml\n"
      "  skald convert examples/ataxx-annotated.otg ataxx.pgn\n"
      "  skald convert games.pgn games --split\n"
      "  skald convert examples/amazons-annotated.otg amazons.sgf\n"
      "  skald convert amazons.sgf amazons.otg\n"
      "  skald convert logs/1.02.0.txt game.otg        a RoPaSci 360 referee log as a record\n"
      "  skald convert game.otg game.log               and back");
  cmd->add_option("input", c->input, "The record(s) to read")->required();
  cmd->add_option("output", c->output, "The file to write (with --split: the folder)")->required();
  cmd->add_option("--encoding", c->encoding,
                  "Charset of an OTN, PGN or SGF input (default: SGF's CA, else detect)");
  cmd->add_flag("--force", c->force, "Replace output files that exist");
  cmd->add_flag("--split", c->split,
                "Write each game of the input as OUTPUT/game-NNNN.otg (OUTPUT a folder; all "
                "appear when every one is written)");
  add_dialect_option(cmd, c->dialect);
  cmd->callback([c, &ctx] { ctx.exit_code = run_convert(*c); });
}

}  // namespace skald::cli
