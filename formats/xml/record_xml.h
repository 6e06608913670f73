#pragma once

// skald's XML record format: everything a record holds (its tags in order, the move tree
// with every variation, each move as written, the side that made it, its comment byte for
// byte with the clock readings and hints the OTN conventions put there), in a form other
// tools read with any XML library. Schema: formats/xml/record.rng (RELAX NG); the format is
// described in formats/xml/README.md. An OTN record converted to XML and back writes the
// same OTN text.
//
// Layout: lines, not a nested tree, so a long game is a flat list (and the nesting only as
// deep as the variations are):
//   <record players="2">
//     <tag key="rules">...</tag> ...
//     <line>
//       <move text="d1-e1" side="0"><comment>...</comment>
//         <variation> <move .../> ... </variation>   <!-- alternatives to this move -->
//       </move>
//       <move .../> ...
//     </line>
//   </record>

#include <string>
#include <string_view>

#include "skald/core/diagnostic.h"
#include "skald/record/record.h"

namespace skald::xml {

/// The record as an XML document (UTF-8), or an empty string with `error` set when the
/// record holds a character XML 1.0 cannot carry (a control character other than tab,
/// line feed and carriage return), naming where.
std::string write_record_xml(const record::Record& record, std::string& error);

struct XmlReadResult {
  record::Record record;
  Diagnostics diagnostics;  // errors name the file, line and column
};

/// Reads an XML record. Never throws; on errors the record holds what could be read.
XmlReadResult read_record_xml(std::string_view text, const std::string& file);

}  // namespace skald::xml
