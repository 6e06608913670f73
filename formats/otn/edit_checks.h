#pragma once

// The checks an edit of a record's text must pass before it is saved, for every editor
// (`skald edit`, `skald tags`, skald studio): what OpenTafl would read otherwise, and tags
// that would not read back. Each answers why the edit is refused, or nothing.

#include <optional>
#include <string>
#include <string_view>

#include "skald/game/registry.h"
#include "skald/record/record.h"

namespace skald::otn {

/// Why OpenTafl would misread the comment `node` now has (the start comment, which is the
/// `start-comment` tag, at the root); nothing when it reads it as written.
std::optional<std::string> comment_misreading(const record::Record& record,
                                              const record::Node& node);

/// Sets tag `key` to `value` in `record` when the tag can hold it: a key without `:`,
/// brackets, `|` or spaces; a value OpenTafl reads as written; and a record that, written
/// and read again with `games`, has no error on that tag (the rules tag must be rules
/// `games` can play, a puzzle tag a puzzle mode...). Otherwise the record is left as it was
/// and the answer says why.
std::optional<std::string> set_checked_tag(record::Record& record, const std::string& key,
                                           const std::string& value,
                                           const game::GameRegistry& games);

}  // namespace skald::otn
