#include "formats/otn/edit_checks.h"

#include "formats/otn/escape.h"
#include "formats/otn/reader.h"
#include "formats/otn/writer.h"
#include "skald/record/edit.h"

namespace skald::otn {

std::optional<std::string> comment_misreading(const record::Record& record,
                                              const record::Node& node) {
  if (node.is_root()) return opentafl_misreading(record.start_comment(), EscapeContext::tag_value);
  return opentafl_misreading(node.comment, EscapeContext::comment);
}

std::optional<std::string> set_checked_tag(record::Record& record, const std::string& key,
                                           const std::string& value,
                                           const game::GameRegistry& games) {
  if (key.empty()) return "a tag needs a key";
  if (key.find_first_of(":[]| \t\r\n") != std::string::npos)
    return "tag key `" + key + "` may not contain `:`, brackets, `|` or spaces";
  if (const auto why = opentafl_misreading(value, EscapeContext::tag_value))
    return "tag `" + key + "`: the value is refused: " + *why;
  const record::Tag* old = record.find_tag(key);
  const std::optional<std::string> before = old ? std::optional(old->value) : std::nullopt;
  if (const record::EditResult set = record::set_tag(record, key, value); !set.ok())
    return set.error;
  // Read back as a reader would: a tag whose value the record's reader refuses (rules no
  // game plays, a puzzle tag with an unknown mode) is not changed.
  WriteOptions write;
  const WriteResult written = write_otg(record, write);
  ReadOptions read;
  read.games = &games;
  const ReadResult again = read_otg_text(written.bytes, read);
  for (const Diagnostic& d : again.diagnostics.items()) {
    if (d.severity != Severity::error) continue;
    for (const record::Tag& tag : again.record.tags) {
      if (tag.key != key || tag.source.line != d.where.line) continue;
      if (before)
        record::set_tag(record, key, *before);
      else
        record::remove_tag(record, key);
      return "tag `" + key + "` not changed: " + d.message;
    }
  }
  return std::nullopt;
}

}  // namespace skald::otn
