#pragma once

// SGF's syntax (FF[4], https://www.red-bean.com/sgf/sgf4.html), whatever the game: a
// collection of game trees `( ;node ;node (...) (...) )`, each node a list of properties
// `ID[value][value]`. parse_sgf() turns the text into nodes linked as a tree (children in
// file order, the first one continuing the line) and leaves the meaning of the properties
// to the game's reader (sgf_reader.h for the Amazons). Values are kept as written, escapes
// and all: sgf_text() reads one as text. Identifiers may carry FF[3]'s lower-case letters
// (`AddBlack`), which are dropped (`AB`). Never throws; linear in the size of the text and
// free of recursion, so trees of any depth are read.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "skald/core/diagnostic.h"

namespace skald::sgf {

struct SgfValue {
  std::string raw;    // between the brackets, escapes as written
  SourceLocation at;  // the `[`
};

struct SgfProperty {
  std::string id;
  std::vector<SgfValue> values;
  SourceLocation at;
};

struct SgfNode {
  std::vector<SgfProperty> properties;
  std::vector<std::size_t> children;  // indices into SgfCollection::nodes
  SourceLocation at;                  // the `;`

  /// The property with this identifier, or nullptr.
  const SgfProperty* find(std::string_view id) const;
};

struct SgfCollection {
  std::vector<SgfNode> nodes;
  std::vector<std::size_t> roots;  // the root node of each game tree, in file order
};

/// Parses an SGF text (UTF-8); errors and warnings go to `diagnostics` with `file`.
SgfCollection parse_sgf(std::string_view text, const std::string& file, Diagnostics& diagnostics);

/// A raw value read as SGF Text: `\` escapes the next character, and a `\` before a line
/// break removes both (a soft line break); everything else is kept byte for byte.
std::string sgf_text(std::string_view raw);

/// `text` escaped for a property value: `\` and `]` get a `\`, and `:` too when
/// `composed` (a value of two parts, `key:value`).
std::string sgf_escape(std::string_view text, bool composed = false);

/// The first `:` of a raw composed value that is not escaped, or npos.
std::size_t composed_separator(std::string_view raw);

}  // namespace skald::sgf
