#pragma once

// The names of the temporary files and folders a save writes beside its target
// (atomic_write.h, staged_folder.h): `.<name>.tmp-<pid>-<random>`. The pid lets a later
// save remove what a killed one left behind; the random part keeps two saves of the same
// process apart.

#include <filesystem>
#include <string>

namespace skald::text {

/// A fresh temporary name for `target` (in the same folder); not yet created.
std::filesystem::path temporary_path_beside(const std::filesystem::path& target);

/// Removes the temporaries of `target` (files or whole folders) whose writing process no
/// longer exists; a save in progress elsewhere keeps its own. Never throws.
void remove_stale_temporaries(const std::filesystem::path& target);

}  // namespace skald::text
