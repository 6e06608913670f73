#include "skald/collection/opening_merge.h"

#include <algorithm>
#include <functional>
#include <unordered_set>
#include <utility>

#include "skald/game/replay.h"

namespace skald::collection {
namespace {

/// A child of a merged node, by its parent and its move.
struct ChildKey {
  const record::Node* parent = nullptr;
  std::string move;
  friend bool operator==(const ChildKey&, const ChildKey&) = default;
};

struct ChildKeyHash {
  std::size_t operator()(const ChildKey& key) const {
    return std::hash<const void*>()(key.parent) * 31 + std::hash<std::string>()(key.move);
  }
};

bool is_puzzle_tag(const std::string& key) {
  return key.rfind("puzzle-", 0) == 0;
}

/// Adds `text` to a comment (a std::string or a node's RareString) after a blank line.
template <class Text>
void append_comment(Text& comment, const std::string& text) {
  if (!comment.empty()) comment += "\n\n";
  comment += text;
}

}  // namespace

struct OpeningMerge::Group {
  /// Adds `text` to the comment of `node` (nullptr: the start comment) unless the node has
  /// it already; a hash set remembers what each node has, so a thousand games commenting one
  /// move cost a thousand lookups, not a scan of a growing comment each.
  void add_comment(record::Node* node, const std::string& text) {
    if (text.empty() || !comments.insert(ChildKey{node, text}).second) return;
    if (node == nullptr)
      append_comment(notes, text);
    else
      append_comment(node->comment, text);
  }

  MergedRecord merged;
  std::unordered_map<ChildKey, record::Node*, ChildKeyHash> children;
  std::unordered_set<ChildKey, ChildKeyHash> comments;           // (node, a comment it has)
  std::vector<std::pair<std::string, std::string>> common_tags;  // key, value
  std::string notes;  // for the start comment: records without a move
};

OpeningMerge::OpeningMerge(std::size_t opening_moves) : opening_moves_(opening_moves) {}
OpeningMerge::~OpeningMerge() = default;
OpeningMerge::OpeningMerge(OpeningMerge&&) noexcept = default;
OpeningMerge& OpeningMerge::operator=(OpeningMerge&&) noexcept = default;

void OpeningMerge::add(const record::Record& record, const game::Game& game,
                       const std::string& label, const std::string& result) {
  std::string key = record.rules_text();
  key += '\0';
  const std::optional<std::string> position = record.position_text();
  key += position ? "1" + *position : "0";
  std::string opening;
  std::size_t n = 0;
  for (const record::Node* node = record.root().next(); node != nullptr && n < opening_moves_;
       node = node->next(), ++n) {
    key += '\0';
    key += node->played_move();
    opening += (opening.empty() ? "" : " ") + std::string(node->played_move());
  }
  const auto [found, added] = group_by_key_.emplace(std::move(key), groups_.size());
  if (added) {
    auto group = std::make_unique<Group>();
    group->merged.game = &game;
    group->merged.opening = opening;
    for (const record::Tag& tag : record.tags)
      if (!is_puzzle_tag(tag.key)) group->common_tags.emplace_back(tag.key, tag.value);
    groups_.push_back(std::move(group));
  }
  Group& group = *groups_[found->second];
  if (!added) {
    std::erase_if(group.common_tags, [&](const auto& tag) {
      const record::Tag* mine = record.find_tag(tag.first);
      return mine == nullptr || mine->value != tag.second;
    });
  }
  group.merged.labels.push_back(label);

  struct Step {
    const record::Node* from;
    record::Node* into;
    bool main_line;
  };
  record::Record& merged = group.merged.record;
  std::vector<Step> pending{{&record.root(), &merged.root(), true}};
  const std::string note = "game: " + label + (result.empty() ? "" : ", " + result);
  while (!pending.empty()) {
    const Step step = pending.back();
    pending.pop_back();
    if (step.main_line && step.from->child_count() == 0) {
      group.add_comment(step.into->is_root() ? nullptr : step.into, note);
    }
    // Children are found or added in order (a new move goes after those there), then
    // walked continuation first.
    const std::size_t first_pushed = pending.size();
    for (std::size_t i = 0; i < step.from->child_count(); ++i) {
      const record::Node& child = *step.from->child(i);
      ChildKey child_key{step.into, std::string(child.played_move())};
      auto [at, is_new] = group.children.try_emplace(std::move(child_key), nullptr);
      if (is_new) at->second = step.into->add_child(merged.new_node(std::string(at->first.move)));
      group.add_comment(at->second, child.comment);
      pending.push_back({&child, at->second, step.main_line && i == 0});
    }
    std::reverse(pending.begin() + static_cast<std::ptrdiff_t>(first_pushed), pending.end());
  }
}

std::vector<MergedRecord> OpeningMerge::finish() {
  std::vector<MergedRecord> out;
  out.reserve(groups_.size());
  for (const std::unique_ptr<Group>& group : groups_) {
    MergedRecord& merged = group->merged;
    record::Record& record = merged.record;
    std::string rules;
    bool has_event = false;
    for (const auto& [key, value] : group->common_tags) {
      if (key == "rules") {
        rules = value;
        continue;
      }
      has_event = has_event || key == "event";
      record.set_tag(key, value);
    }
    if (!has_event) {
      record.set_tag("event", std::to_string(merged.labels.size()) + " games opening with " +
                                  (merged.opening.empty() ? "any move" : merged.opening) +
                                  " (skald collect)");
    }
    if (!group->notes.empty()) {
      std::string start = record.start_comment();
      append_comment(start, group->notes);
      record.set_tag("start-comment", start);
    }
    record.remove_tag("rules");
    record.set_tag("rules", rules);  // OTN: the rules tag comes last
    Diagnostics ignored;             // every move was played in the record it came from
    game::replay_record(record, *merged.game, {}, ignored);
    out.push_back(std::move(merged));
  }
  groups_.clear();
  group_by_key_.clear();
  return out;
}

}  // namespace skald::collection
