#pragma once

// OutputNames: the names of the files `skald collect -o DIR` writes, one per record, so
// that no two records of a run land in one file and every name is safe on every file
// system: a record keeps its own file's name (`brandub-17.otg`); a name taken already in
// the same folder gets `-2`, `-3`... before its extension. Folders made by `--split-by`
// are named after a value (`opentaflbot`, `defenders-win`) with anything but letters,
// digits, `-`, `_` and `.` replaced by `_`. Linear: taken names are kept in a hash set.

#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace skald::collection {

/// A file or folder name made of `text`: bytes outside [A-Za-z0-9._-] become `_`, a name
/// that is empty, `.` or `..` or starts with `.` gets a leading `_`; at most 100 bytes.
std::string safe_file_name(std::string_view text);

class OutputNames {
 public:
  /// A name under `folder` (a relative path, "" for the top) not given before: `wanted`
  /// made safe, with a number added when taken. `wanted` ends with its extension.
  std::string unique(const std::string& folder, std::string_view wanted);

 private:
  std::unordered_set<std::string> taken_;             // folder + '/' + name
  std::unordered_map<std::string, int> next_number_;  // folder + '/' + name -> next suffix
};

}  // namespace skald::collection
