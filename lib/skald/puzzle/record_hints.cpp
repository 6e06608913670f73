#include "skald/puzzle/record_hints.h"

namespace skald::puzzle {

std::vector<record::Hint> record_hints(const record::Record& record, const record::Node& node) {
  auto own = record::find_hints(node.is_root() ? record.start_comment() : node.comment);
  if (!own.empty()) return own;
  if (const record::Node* next = node.next()) return record::find_hints(next->comment);
  return {};
}

}  // namespace skald::puzzle
