#pragma once

// The hints a record holds for a position, as `skald hint` and `skald solve` give them:
// the `(hint: ...)` notes of the comment that stands at the position (the start comment at
// the start), else those of the main-line move that follows it (the move the solver is
// looking for), in order.

#include <vector>

#include "skald/record/annotations.h"
#include "skald/record/record.h"

namespace skald::puzzle {

/// The record's hints for the position after `node` (see above); empty when it has none.
std::vector<record::Hint> record_hints(const record::Record& record, const record::Node& node);

}  // namespace skald::puzzle
