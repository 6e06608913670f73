#include "skald/record/record.h"

#include <algorithm>

#include "skald/core/excerpt.h"

namespace skald::record {

const char* puzzle_mode_name(PuzzleMode mode) {
  switch (mode) {
    case PuzzleMode::none:
      return "none";
    case PuzzleMode::loose:
      return "loose";
    case PuzzleMode::strict:
      return "strict";
  }
  return "none";
}

const Tag* Record::find_tag(std::string_view key) const {
  for (const Tag& t : tags) {
    if (t.key == key) return &t;
  }
  return nullptr;
}

std::string Record::tag_value_or_empty(std::string_view key) const {
  const Tag* t = find_tag(key);
  return t ? t->value : std::string();
}

void Record::set_tag(std::string_view key, std::string value) {
  for (Tag& t : tags) {
    if (t.key == key) {
      t.value = std::move(value);
      t.raw.clear();
      return;
    }
  }
  tags.push_back(Tag{std::string(key), std::move(value), {}, {}});
}

int Record::remove_tag(std::string_view key) {
  const auto old_size = tags.size();
  std::erase_if(tags, [&](const Tag& t) { return t.key == key; });
  return static_cast<int>(old_size - tags.size());
}

std::optional<std::string> Record::position_text() const {
  const Tag* t = find_tag("position");
  if (!t) return std::nullopt;
  return t->value;
}

PuzzleSettings Record::puzzle_settings(Diagnostics& diagnostics) const {
  PuzzleSettings settings;
  if (const Tag* t = find_tag("puzzle-mode")) {
    if (t->value == "loose") {
      settings.mode = PuzzleMode::loose;
    } else if (t->value == "strict") {
      settings.mode = PuzzleMode::strict;
    } else if (t->value == "none" || t->value.empty()) {
      settings.mode = PuzzleMode::none;
    } else {
      diagnostics.error(
          t->source, "puzzle-mode \"" + excerpt(t->value) + "\": expected none, loose or strict");
    }
  }
  auto read_address = [&](std::string_view key, std::optional<Address>& out) {
    const Tag* t = find_tag(key);
    if (!t) return;
    AddressParse parsed = parse_address(t->value);
    if (parsed.ok()) {
      out = std::move(parsed.address);
    } else {
      diagnostics.error(
          t->source, std::string(key) + " \"" + excerpt(t->value) + "\": " + parsed.error.message);
    }
  };
  read_address("puzzle-prestart", settings.prestart);
  read_address("puzzle-start", settings.start);
  return settings;
}

void Record::set_puzzle_settings(const PuzzleSettings& settings) {
  if (settings.mode == PuzzleMode::none) {
    remove_tag("puzzle-mode");
    remove_tag("puzzle-prestart");
    remove_tag("puzzle-start");
    return;
  }
  set_tag("puzzle-mode", puzzle_mode_name(settings.mode));
  if (settings.prestart) {
    set_tag("puzzle-prestart", format_address(*settings.prestart));
  } else {
    remove_tag("puzzle-prestart");
  }
  if (settings.start) {
    set_tag("puzzle-start", format_address(*settings.start));
  } else {
    remove_tag("puzzle-start");
  }
}

}  // namespace skald::record
