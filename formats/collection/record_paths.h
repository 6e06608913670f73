#pragma once

// The records a collection command reads (`skald collect FILE|FOLDER|- ...`), as a list
// of paths: a file is taken as given, a folder is walked (recursively, symbolic links to
// folders not followed) for files ending in `.otg` (any case), in sorted order so a run is
// reproducible, and `-` reads a list of paths from a stream (stdin: `find ... | skald
// collect -`), one a line, each a file or folder as above. A path that does not exist is
// reported and the others are still listed.

#include <istream>
#include <string>
#include <vector>

#include "skald/core/diagnostic.h"

namespace skald::collection {

struct RecordPaths {
  std::vector<std::string> paths;
  Diagnostics diagnostics;  // `path: error: no such file or folder`, unreadable folders
};

/// The paths `inputs` name, with `list` read for each `-` (`list_name` names it in
/// diagnostics, with the line: `<stdin>:3: error: ...`).
RecordPaths list_record_paths(const std::vector<std::string>& inputs, std::istream& list,
                              const std::string& list_name = "<stdin>");

}  // namespace skald::collection
