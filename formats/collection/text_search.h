#pragma once

// The case-folded search a collection query runs on comments and tag values
// (collection::TextContains), from formats/text: Unicode full case folding and canonical
// equivalence (ICU), so `--comment strasse` finds "Straße" and a decomposed "é" finds "é".

#include "skald/collection/tag_condition.h"

namespace skald::collection {

/// text::contains_folded, as the query wants it.
TextContains folded_text_contains();

}  // namespace skald::collection
