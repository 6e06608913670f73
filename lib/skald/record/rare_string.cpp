#include "skald/record/rare_string.h"

#include <ostream>

namespace skald::record {

const std::string& RareString::empty_string() {
  static const std::string empty;
  return empty;
}

std::ostream& operator<<(std::ostream& out, const RareString& text) {
  return out << text.str();
}

}  // namespace skald::record
