#pragma once

// Ctrl-C and kill for the commands that serve until stopped (studio, server): the signals
// are blocked before any thread starts, so every thread inherits them blocked, and the
// main thread takes them with wait_for_stop_signal() and stops the server cleanly.

namespace skald::cli {

/// Blocks SIGINT and SIGTERM in this thread (and the threads it starts from now on).
void block_stop_signals();
/// Waits until SIGINT or SIGTERM arrives (block_stop_signals() must have run).
void wait_for_stop_signal();

}  // namespace skald::cli
