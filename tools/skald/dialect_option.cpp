#include "tools/skald/dialect_option.h"

#include <string>

namespace skald::cli {

void add_dialect_option(CLI::App* cmd, tafl::Dialect& dialect) {
  cmd->add_option_function<std::string>(
         "--dialect",
         [&dialect](const std::string& name) {
           dialect = name == "spec" ? tafl::Dialect::spec : tafl::Dialect::opentafl;
         },
         "Rules dialect: opentafl (OpenTafl 0.4.8.0b's behaviour, the default) or spec (the "
         "OTN spec where OpenTafl departs from it); see formats/otn/dialects.md")
      ->check(CLI::IsMember({"opentafl", "spec"}))
      ->type_name("NAME")
      ->default_str("opentafl");
}

}  // namespace skald::cli
