#include "formats/text/terminal.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <charconv>
#include <cstdlib>
#include <cstring>

namespace skald::text {

int terminal_columns(int fd) {
  constexpr int kDefaultColumns = 80;
  winsize size{};
  if (isatty(fd) == 1 && ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) {
    return size.ws_col;
  }
  if (const char* columns = std::getenv("COLUMNS")) {
    int value = 0;
    const char* end = columns + std::strlen(columns);
    const auto [ptr, error] = std::from_chars(columns, end, value);
    if (error == std::errc() && ptr == end && value > 0) return value;
  }
  return kDefaultColumns;
}

bool colour_wanted(bool is_terminal, const char* no_color, const char* term) {
  if (!is_terminal) return false;
  if (no_color != nullptr && *no_color != '\0') return false;
  return term != nullptr && *term != '\0' && std::strcmp(term, "dumb") != 0;
}

bool colour_wanted_on(int fd) {
  return colour_wanted(isatty(fd) == 1, std::getenv("NO_COLOR"), std::getenv("TERM"));
}

}  // namespace skald::text
