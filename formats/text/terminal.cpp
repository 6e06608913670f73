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

}  // namespace skald::text
