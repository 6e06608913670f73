#pragma once

// A small W3C WebDriver client for the browser tests: starts Debian's chromedriver on a
// free port of the loopback interface, opens one headless Chromium session with the
// flags a closed machine needs (no background networking, no first-run, a fresh profile),
// and speaks the protocol's JSON over plain HTTP/1.1, one request a connection (ChromeDriver
// answers with a Content-Length and closes).
// https://www.w3.org/TR/webdriver2/ for the commands used: url, element, click, text,
// execute/sync, actions.

#include <sys/types.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace skald::browser_test {

using Json = nlohmann::json;

/// What the tests need on the machine, or why they cannot run.
struct BrowserTools {
  std::string chromium;
  std::string chromedriver;
  std::string missing;  // empty when both are there
};
BrowserTools find_browser_tools();

class WebDriver {
 public:
  /// Starts chromedriver and a session; `error()` says what failed.
  explicit WebDriver(const BrowserTools& tools);
  ~WebDriver();
  WebDriver(const WebDriver&) = delete;
  WebDriver& operator=(const WebDriver&) = delete;

  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }

  void navigate(const std::string& url);
  /// The first element that matches a CSS selector (its WebDriver id), or empty.
  std::string find(const std::string& css);
  /// A real click at the element's centre (fails on a hidden element).
  void click(const std::string& css);
  /// Types text into an element (an input), as key presses.
  void type(const std::string& css, const std::string& text);
  /// Presses and releases one key on the focused element (the page's body by default):
  /// `key` a character or a WebDriver key code such as "\uE014" (the right arrow).
  void press(const std::string& key);
  /// Runs a script's body (`return ...;`) in the page and gives its value.
  Json run(const std::string& script);
  /// The text of the first element that matches, as the page shows it.
  std::string text(const std::string& css);

  /// The last command's error, if any (then the test fails with it).
  const std::string& last_error() const { return last_error_; }

 private:
  Json command(const std::string& method, const std::string& path, const Json& body);

  int port_ = 0;
  pid_t driver_ = -1;
  std::string profile_;
  std::string session_;
  std::string error_;
  std::string last_error_;
};

/// WebDriver's key codes.
inline constexpr const char* kEnter = "\uE007";
inline constexpr const char* kEscape = "\uE00C";
inline constexpr const char* kHome = "\uE011";
inline constexpr const char* kEnd = "\uE010";
inline constexpr const char* kLeft = "\uE012";
inline constexpr const char* kUp = "\uE013";
inline constexpr const char* kRight = "\uE014";
inline constexpr const char* kDown = "\uE015";

}  // namespace skald::browser_test
