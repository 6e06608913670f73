#include "formats/collection/text_search.h"

#include "formats/text/fold.h"

namespace skald::collection {

TextContains folded_text_contains() {
  return [](std::string_view text, std::string_view needle) {
    return text::contains_folded(text, needle);
  };
}

}  // namespace skald::collection
