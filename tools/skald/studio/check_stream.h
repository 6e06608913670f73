#pragma once

// A puzzle check for the page, live: the record's puzzle proved (lib/skald/puzzle/
// puzzle_check.h) on a thread of its own, on a copy of the record as saved, with the result
// as a Server-Sent Event:
//   {"done": true, "verdict", "words": [the report in plain words], "report": the report
//    as `puzzle check --json` writes it, "question": the address of the puzzle position,
//    "missing": [{address, move}] the defences a strict puzzle lacks, "tries": [{move,
//    refutation}] the first moves a shallow search likes that fail, with the defence that
//    holds, "cooks": [{move, line}] other winning first moves with their win played out}
// Until then a progress event every half second: {"done": false, "ms"}. Closing the stream
// stops the proof (its stop token), so no proof outlives its reader.

#include <memory>
#include <string>

#include "skald/game/registry.h"
#include "tools/skald/studio/work_stream.h"

namespace skald::studio {

/// Starts checking the puzzle of the record `bytes` (read with `games`, which must outlive
/// the stream).
std::shared_ptr<WorkStream> check_stream(const game::GameRegistry& games, std::string bytes);

}  // namespace skald::studio
