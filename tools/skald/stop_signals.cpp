#include "tools/skald/stop_signals.h"

#include <pthread.h>

#include <csignal>

namespace skald::cli {
namespace {

sigset_t stop_signal_set() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  return set;
}

}  // namespace

void block_stop_signals() {
  const sigset_t set = stop_signal_set();
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
}

void wait_for_stop_signal() {
  const sigset_t set = stop_signal_set();
  int signal = 0;
  sigwait(&set, &signal);
}

}  // namespace skald::cli
