#include "formats/json/puzzle_check_figures.h"

#include <fmt/core.h>

#include <nlohmann/json.hpp>

namespace skald::json {

PuzzleFiguresRead read_puzzle_figures(std::string_view text, const std::string& source) {
  PuzzleFiguresRead read;
  int line_number = 0;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++line_number;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    const auto error = [&](const std::string& what) {
      read.errors.push_back(fmt::format("{}:{}: {}", source, line_number, what));
    };
    const nlohmann::json j = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded() || !j.is_object()) {
      error("expected a JSON object (a line of `skald puzzle check --json`)");
      continue;
    }
    const auto file = j.find("file");
    if (file == j.end() || !file->is_string()) {
      error("expected the record's \"file\"");
      continue;
    }
    PuzzleFigures figures;
    if (const auto verdict = j.find("verdict"); verdict != j.end() && verdict->is_string())
      figures.verdict = verdict->get<std::string>();
    if (const auto measures = j.find("measures"); measures != j.end() && measures->is_object()) {
      if (const auto grade = measures->find("grade");
          grade != measures->end() && grade->is_string())
        figures.grade = grade->get<std::string>();
      if (const auto themes = measures->find("themes");
          themes != measures->end() && themes->is_array())
        for (const nlohmann::json& theme : *themes)
          if (theme.is_string()) figures.themes.push_back(theme.get<std::string>());
    }
    read.by_file[file->get<std::string>()] = std::move(figures);
  }
  return read;
}

}  // namespace skald::json
