// libFuzzer target: the XML record reader must never crash, hang or leak on any bytes; a
// record it reads without errors is written back as XML that reads to the same XML.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "formats/xml/record_xml.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 8192) return 0;
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const skald::xml::XmlReadResult read = skald::xml::read_record_xml(bytes, "fuzz.xml");
  if (read.diagnostics.has_errors()) return 0;
  std::string error;
  const std::string written = skald::xml::write_record_xml(read.record, error);
  if (!error.empty()) return 0;
  const skald::xml::XmlReadResult again = skald::xml::read_record_xml(written, "again.xml");
  if (again.diagnostics.has_errors()) __builtin_trap();
  std::string error2;
  if (skald::xml::write_record_xml(again.record, error2) != written) __builtin_trap();
  return 0;
}
