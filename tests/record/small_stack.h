#pragma once

// run_with_small_stack(): runs work on a thread with a small stack, where recursion over a
// deep record would overflow at once; the record tests use it to show a walk is iterative.

#include <gtest/gtest.h>
#include <pthread.h>

#include <cstddef>
#include <functional>

namespace skald::test {

/// Runs `work` on a thread whose stack is `stack_bytes` long and waits for it.
inline void run_with_small_stack(const std::function<void()>& work, std::size_t stack_bytes) {
  pthread_attr_t attr;
  ASSERT_EQ(pthread_attr_init(&attr), 0);
  ASSERT_EQ(pthread_attr_setstacksize(&attr, stack_bytes), 0);
  pthread_t thread;
  auto body = [](void* arg) -> void* {
    (*static_cast<const std::function<void()>*>(arg))();
    return nullptr;
  };
  ASSERT_EQ(pthread_create(&thread, &attr, body, const_cast<std::function<void()>*>(&work)), 0);
  pthread_join(thread, nullptr);
  pthread_attr_destroy(&attr);
}

}  // namespace skald::test
