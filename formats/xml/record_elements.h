#pragma once

// RecordElements: reads the content of an XML record's <record> element (its tags, its
// main line, the moves and variations below it) into a record, for read_record_xml().
// Whatever the format does not define is reported where it stands, never dropped without
// a word: an element that holds moves is an error (the record read would lack them), any
// other unknown element or stray text a warning. Lines and variations are followed with a
// stack of their own, not by recursion, so any depth of nesting reads in linear time.

#include <pugixml.hpp>
#include <string>

#include "formats/xml/offset_locator.h"
#include "formats/xml/record_xml.h"

namespace skald::xml {

class RecordElements {
 public:
  /// Reads into `result.record`, reporting into `result.diagnostics`.
  RecordElements(const OffsetLocator& locator, XmlReadResult& result)
      : locator_(locator), result_(result) {}

  void read(pugi::xml_node record_element);

 private:
  void read_players(pugi::xml_node record_element);
  void read_tag(pugi::xml_node tag);
  /// The moves of the main line `line` and every variation below it.
  void read_moves(pugi::xml_node line);
  /// The node of the <move> `move` under `parent`, or null (reported) when it has no move.
  record::Node* read_move(pugi::xml_node move, record::Node& parent);
  /// The text of an element that holds only text (a <tag>, a <comment>).
  std::string text_of(pugi::xml_node element);
  /// Reports `node`, which the format does not allow where it stands; `expected` says
  /// what is allowed there.
  void unexpected(pugi::xml_node node, const std::string& expected);

  SourceLocation where(pugi::xml_node node) const { return locator_.at(node.offset_debug()); }

  const OffsetLocator& locator_;
  XmlReadResult& result_;
};

}  // namespace skald::xml
