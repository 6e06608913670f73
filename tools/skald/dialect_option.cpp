#include "tools/skald/dialect_option.h"

#include <vector>

#include "tools/skald/record_io.h"

namespace skald::cli {

void add_dialect_option(CLI::App* cmd, std::string& dialect) {
  std::vector<std::string> names;
  std::string help = "Rules dialect:";
  for (const RulesDialect& d : rules_dialects()) {
    help += (names.empty() ? " " : "; ") + d.name + " (" + d.help + ")";
    names.push_back(d.name);
  }
  help += "; see formats/otn/dialects.md";
  cmd->add_option("--dialect", dialect, help)
      ->check(CLI::IsMember(names))
      ->type_name("NAME")
      ->default_str(names.front());
}

}  // namespace skald::cli
