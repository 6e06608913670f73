#pragma once

// The width of the terminal the CLI writes to, for wrapping comments and sizing tables.

namespace skald::text {

/// Columns of the terminal on file descriptor `fd` (stdout by default), from
/// ioctl(TIOCGWINSZ); when `fd` is not a terminal, the positive integer in $COLUMNS;
/// otherwise 80.
int terminal_columns(int fd = 1);

}  // namespace skald::text
