#include "tools/skald/referee_log_io.h"

#include <filesystem>
#include <fstream>

#include "formats/text/file_bytes.h"

namespace skald::cli {

bool is_referee_log_file(const std::string& path) {
  std::string ext = std::filesystem::path(path).extension().string();
  for (char& ch : ext)
    ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (ext == ".log") return true;
  if (ext == ".otg" || ext == ".otn" || ext == ".xml") return false;
  std::ifstream in(path, std::ios::binary);
  std::string head(4096, '\0');
  in.read(head.data(), static_cast<std::streamsize>(head.size()));
  head.resize(static_cast<std::size_t>(in.gcount()));
  // A blank file is no record either: read as an (empty) log, it is said to be empty,
  // rather than missing the rules tag a record would need. (The course's logs are .txt.)
  if (head.find_first_not_of(" \t\r\n") == std::string::npos) return true;
  return ropasci_log::looks_like_referee_log(head);
}

ropasci_log::LogReadResult read_referee_log_file(const std::string& path) {
  return ropasci_log::read_referee_log(text::read_file_bytes(path).value_or(""), path);
}

}  // namespace skald::cli
