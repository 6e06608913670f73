// `skald convert IN OUT`: a record from one format into another, by the files' extensions:
// OTN (.otg) and skald's XML (.xml, formats/xml). The input is read and replayed in full
// first; a record with errors is not converted, and an existing OUT is only replaced with
// --force, so no file is half-written or lost.
#include <fmt/core.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "formats/text/atomic_write.h"
#include "formats/xml/record_xml.h"
#include "skald/game/replay.h"
#include "tools/skald/commands.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/record_io.h"

namespace skald::cli {
namespace {

struct ConvertCommand {
  std::string input;
  std::string output;
  std::string encoding;
  std::string dialect;
  bool force = false;
};

enum class Format { otn, xml, unknown };

Format format_of(const std::string& path) {
  std::string ext = std::filesystem::path(path).extension().string();
  for (char& ch : ext)
    ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (ext == ".otg" || ext == ".otn") return Format::otn;
  if (ext == ".xml") return Format::xml;
  return Format::unknown;
}

/// The record in `path` read as XML and replayed with its game; errors printed.
std::optional<record::Record> read_xml_record(const std::string& path, const std::string& dialect) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream bytes;
  bytes << in.rdbuf();
  xml::XmlReadResult read = xml::read_record_xml(bytes.str(), path);
  if (!read.diagnostics.has_errors()) {
    const game::Game* game = known_games(dialect).game_for_rules_or_null(read.record.rules_text());
    if (game == nullptr)
      read.diagnostics.error({path, 0, 0},
                             "no game plays the rules tag `" + read.record.rules_text() + "`");
    else
      game::replay_record(read.record, *game, {path}, read.diagnostics);
  }
  print_diagnostics(read.diagnostics);
  if (read.diagnostics.has_errors()) return std::nullopt;
  return std::move(read.record);
}

int run_convert(const ConvertCommand& c) {
  const Format from = format_of(c.input);
  const Format to = format_of(c.output);
  for (const auto& [path, format] : {std::pair{c.input, from}, std::pair{c.output, to}})
    if (format == Format::unknown) {
      fmt::print(stderr, "{}: error: unknown format: expected a .otg or .xml file name\n", path);
      return 2;
    }
  if (const auto why = unreadable_reason(c.input)) {
    fmt::print(stderr, "{}: error: {}\n", c.input, *why);
    return 2;
  }
  if (std::filesystem::exists(c.output) && !c.force) {
    fmt::print(stderr, "{}: error: exists; give --force to replace it\n", c.output);
    return 2;
  }
  std::optional<record::Record> record;
  if (from == Format::otn) {
    otn::ReadResult read = load_record(c.input, c.encoding, c.dialect, false);
    if (read.diagnostics.has_errors()) {
      fmt::print(stderr, "{}: error: not converted: the record has errors\n", c.input);
      return 1;
    }
    record = std::move(read.record);
  } else {
    record = read_xml_record(c.input, c.dialect);
    if (!record) {
      fmt::print(stderr, "{}: error: not converted: the record has errors\n", c.input);
      return 1;
    }
  }
  std::string bytes;
  if (to == Format::xml) {
    std::string error;
    bytes = xml::write_record_xml(*record, error);
    if (!error.empty()) {
      fmt::print(stderr, "{}: error: cannot write XML: {}\n", c.input, error);
      return 1;
    }
  } else {
    otn::WriteOptions write;
    write.file = c.output;
    const otn::WriteResult written = otn::write_otg(*record, write);
    return save_written(c.output, written) ? 0 : 2;
  }
  if (const auto failed = text::write_file_atomically(c.output, bytes)) {
    fmt::print(stderr, "{}: error: {}\n", c.output, *failed);
    return 2;
  }
  return 0;
}

}  // namespace

void setup_convert(CLI::App& app, RunContext& ctx) {
  auto c = std::make_shared<ConvertCommand>();
  auto* cmd = app.add_subcommand("convert", "Convert a record between OTN (.otg) and XML (.xml)");
  cmd->footer(
      "The formats come from the file names. XML is skald's record format\n"
      "(formats/xml/README.md, schema formats/xml/record.rng): every tag, move, variation and\n"
      "comment, byte for byte; converting back gives the same OTN text.\n\n"
      "Example:\n  skald convert examples/brandub-annotated.otg brandub.xml");
  cmd->add_option("input", c->input, "The record to read")->required();
  cmd->add_option("output", c->output, "The file to write")->required();
  cmd->add_option("--encoding", c->encoding, "Charset of an OTN input (default: detect)");
  cmd->add_flag("--force", c->force, "Replace the output file if it exists");
  add_dialect_option(cmd, c->dialect);
  cmd->callback([c, &ctx] { ctx.exit_code = run_convert(*c); });
}

}  // namespace skald::cli
