#pragma once

// The terminal the CLI writes to: its width, for wrapping comments and sizing tables, and
// whether it should get colours.

namespace skald::text {

/// Columns of the terminal on file descriptor `fd` (stdout by default), from
/// ioctl(TIOCGWINSZ); when `fd` is not a terminal, the positive integer in $COLUMNS;
/// otherwise 80.
int terminal_columns(int fd = 1);

/// Whether output to a terminal gets colours, by the usual conventions: only to a terminal
/// (`is_terminal`), not when NO_COLOR is set to anything but the empty string
/// (https://no-color.org), not when TERM is unset, empty or `dumb`. `no_color` and `term`
/// are the variables' values, null when unset.
bool colour_wanted(bool is_terminal, const char* no_color, const char* term);

/// colour_wanted() for file descriptor `fd` (stdout by default) and this process's
/// environment.
bool colour_wanted_on(int fd = 1);

}  // namespace skald::text
