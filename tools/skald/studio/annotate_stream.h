#pragma once

// "Annotate the main line", live: analysis::annotate_main_line (the verdicts of `analyse
// --annotate`, a mistake or blunder confirmed deeper) on a copy of the record as saved, on a
// thread of its own, as Server-Sent Events:
//   {"done": false, "moves": moves judged, "total": moves on the main line}
//   {"done": true, "verdicts": [{"address", "move", "note"}], "depth", "stopped"}
// The page writes the verdicts with one edit (Documents' `verdicts`), so they are saved and
// undone like any other edit. Closing the stream stops the searches.

#include <memory>
#include <string>

#include "skald/game/registry.h"
#include "tools/skald/studio/work_stream.h"

namespace skald::studio {

/// Starts annotating the record `bytes` (read with `games`, which must outlive the stream)
/// at `depth` (0: the default).
std::shared_ptr<WorkStream> annotate_stream(const game::GameRegistry& games, std::string bytes,
                                            int depth);

}  // namespace skald::studio
