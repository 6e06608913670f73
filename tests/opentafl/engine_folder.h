#pragma once

// An engines/ folder as OpenTafl wants it, for the tests that let OpenTafl run skald (or
// itself) as an external OTEP engine: one subfolder per engine with the program, and one
// .ini file per engine naming them (command.player.external.engine.EngineSpec).

#include <filesystem>
#include <fstream>
#include <string>

namespace skald::testing {

/// Declares engine `name` in `engines`: OpenTafl runs `program arguments` through it.
inline void declare_engine(const std::filesystem::path& engines, const std::string& name,
                           const std::string& program, const std::string& arguments) {
  namespace fs = std::filesystem;
  fs::create_directories(engines / name);
  // A small script: OpenTafl runs `command` in the engine's folder, and the programs find
  // their own files from where they really are.
  const fs::path script = engines / name / name;
  std::ofstream(script) << "#!/bin/sh\nexec '" << program << "' \"$@\"\n";
  fs::permissions(script, fs::perms::owner_all, fs::perm_options::add);
  std::ofstream(engines / (name + ".ini"))
      << "[engine]\nname=" << name << "\ndirectory=" << name << "\nfilename=" << name
      << "\ncommand=./" << name << "\narguments=" << arguments << "\n";
}

}  // namespace skald::testing
