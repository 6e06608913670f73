#include "formats/text/temporary_names.h"

#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <random>
#include <system_error>
#include <vector>

namespace skald::text {
namespace {

std::string temporary_prefix(const std::filesystem::path& target) {
  return "." + target.filename().string() + ".tmp-";
}

}  // namespace

std::filesystem::path temporary_path_beside(const std::filesystem::path& target) {
  std::random_device entropy;
  std::uniform_int_distribution<unsigned long> digits(0, 0xFFFFFFFFul);
  char suffix[16];
  std::snprintf(suffix, sizeof suffix, "%08lx", digits(entropy));
  // Appended piece by piece: GCC 12 warns (wrongly) about chained operator+ here.
  std::string name = temporary_prefix(target);
  name += std::to_string(::getpid());
  name += '-';
  name += suffix;
  return target.parent_path() / name;
}

void remove_stale_temporaries(const std::filesystem::path& target) {
  const std::string prefix = temporary_prefix(target);
  std::error_code error;
  std::filesystem::path dir = target.parent_path();
  if (dir.empty()) dir = ".";
  std::vector<std::filesystem::path> stale;
  for (const auto& entry : std::filesystem::directory_iterator(dir, error)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind(prefix, 0) != 0) continue;
    const std::string rest = name.substr(prefix.size());
    const std::size_t dash = rest.find('-');
    if (dash == std::string::npos || dash == 0) continue;
    const std::string pid_text = rest.substr(0, dash);
    if (pid_text.find_first_not_of("0123456789") != std::string::npos || pid_text.size() > 9)
      continue;
    const pid_t pid = static_cast<pid_t>(std::stol(pid_text));
    if (pid == ::getpid()) continue;
    if (::kill(pid, 0) != 0 && errno == ESRCH) stale.push_back(entry.path());
  }
  // Removed after the listing: removing while iterating leaves the iterator unspecified.
  for (const std::filesystem::path& path : stale)
    std::filesystem::remove_all(path, error);
}

}  // namespace skald::text
