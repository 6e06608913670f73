#include "formats/collection/record_paths.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

namespace skald::collection {
namespace {

namespace fs = std::filesystem;

bool is_record_name(const fs::path& path) {
  std::string extension = path.extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return extension == ".otg";
}

/// Adds the record files under `folder` to `found`. A folder that cannot be read (this one
/// or one below) is reported as an unreadable file is, and the rest is still walked.
void walk_folder(const fs::path& folder, std::vector<std::string>& found,
                 Diagnostics& diagnostics) {
  std::error_code error;
  std::vector<fs::path> subfolders;
  fs::directory_iterator entries(folder, error);
  for (; !error && entries != fs::directory_iterator(); entries.increment(error)) {
    std::error_code type_error;
    // Links to folders are not followed (a link can loop); links to files are read.
    if (entries->is_directory(type_error) && !entries->is_symlink(type_error))
      subfolders.push_back(entries->path());
    else if (entries->is_regular_file(type_error) && is_record_name(entries->path()))
      found.push_back(entries->path().string());
  }
  if (error)
    diagnostics.error({folder.string(), 0, 0}, "cannot read the folder: " + error.message());
  for (const fs::path& subfolder : subfolders)
    walk_folder(subfolder, found, diagnostics);
}

/// Adds the records under `folder`, sorted.
void add_folder(const std::string& folder, RecordPaths& out) {
  std::vector<std::string> found;
  walk_folder(folder, found, out.diagnostics);
  std::sort(found.begin(), found.end());
  out.paths.insert(out.paths.end(), found.begin(), found.end());
}

/// Adds one path named on the command line or in a list.
void add_path(const std::string& path, const SourceLocation& named_at, RecordPaths& out) {
  std::error_code error;
  const fs::file_status status = fs::status(path, error);
  if (fs::is_directory(status)) {
    add_folder(path, out);
  } else if (fs::exists(status)) {
    out.paths.push_back(path);
  } else {
    SourceLocation where = named_at;
    if (where.file.empty()) where.file = path;
    out.diagnostics.error(
        where, (named_at.file.empty() ? std::string() : path + ": ") + "no such file or folder");
  }
}

}  // namespace

RecordPaths list_record_paths(const std::vector<std::string>& inputs, std::istream& list,
                              const std::string& list_name) {
  RecordPaths out;
  for (const std::string& input : inputs) {
    if (input != "-") {
      add_path(input, {}, out);
      continue;
    }
    std::string line;
    for (int number = 1; std::getline(list, line); ++number) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.find_first_not_of(" \t") == std::string::npos) continue;
      add_path(line, {list_name, number, 0}, out);
    }
  }
  return out;
}

}  // namespace skald::collection
