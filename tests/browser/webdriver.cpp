#include "browser/webdriver.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <thread>
#include <vector>

extern char** environ;

namespace skald::browser_test {
namespace {

namespace fs = std::filesystem;

constexpr const char* kElementKey = "element-6066-11e4-a52e-4f735466cecf";

/// A port nobody listens on now (the kernel's choice for port 0).
int free_port() {
  const int s = ::socket(AF_INET, SOCK_STREAM, 0);
  if (s < 0) return 0;
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t size = sizeof address;
  int port = 0;
  if (::bind(s, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 &&
      ::getsockname(s, reinterpret_cast<sockaddr*>(&address), &size) == 0)
    port = ntohs(address.sin_port);
  ::close(s);
  return port;
}

/// One HTTP/1.1 exchange (the connection closed after it) with the loopback port: the response's
/// status and body, or status 0 when nobody answered.
std::pair<int, std::string> http(int port, const std::string& method, const std::string& path,
                                 const std::string& body) {
  const int s = ::socket(AF_INET, SOCK_STREAM, 0);
  if (s < 0) return {0, ""};
  timeval timeout{60, 0};  // a slow page load is the longest wait
  ::setsockopt(s, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  address.sin_port = htons(static_cast<std::uint16_t>(port));
  if (::connect(s, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
    ::close(s);
    return {0, ""};
  }
  const std::string request = method + " " + path +
                              " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n" +
                              "Content-Type: application/json; charset=utf-8\r\n" +
                              "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
  for (std::size_t sent = 0; sent < request.size();) {
    const ssize_t n = ::send(s, request.data() + sent, request.size() - sent, MSG_NOSIGNAL);
    if (n <= 0) {
      ::close(s);
      return {0, ""};
    }
    sent += static_cast<std::size_t>(n);
  }
  // ChromeDriver keeps the connection open after its answer: read up to Content-Length.
  std::string response;
  char buffer[65536];
  std::size_t head_end = std::string::npos;
  std::size_t length = std::string::npos;
  while (head_end == std::string::npos || response.size() < head_end + 4 + length) {
    const ssize_t n = ::recv(s, buffer, sizeof buffer, 0);
    if (n <= 0) break;
    response.append(buffer, static_cast<std::size_t>(n));
    if (head_end == std::string::npos &&
        (head_end = response.find("\r\n\r\n")) != std::string::npos) {
      std::string head = response.substr(0, head_end);
      for (char& c : head)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      const std::size_t at = head.find("content-length:");
      length = at == std::string::npos ? 0 : std::strtoul(head.c_str() + at + 15, nullptr, 10);
    }
  }
  ::close(s);
  const std::size_t space = response.find(' ');
  if (space == std::string::npos || head_end == std::string::npos) return {0, ""};
  return {std::atoi(response.c_str() + space + 1), response.substr(head_end + 4)};
}

std::string first_executable(std::initializer_list<const char*> paths) {
  for (const char* p : paths)
    if (::access(p, X_OK) == 0) return p;
  return {};
}

}  // namespace

BrowserTools find_browser_tools() {
  BrowserTools tools;
  tools.chromium = first_executable({"/usr/bin/chromium", "/usr/bin/chromium-browser"});
  tools.chromedriver = first_executable({"/usr/bin/chromedriver"});
  if (tools.chromium.empty())
    tools.missing = "no Chromium at /usr/bin/chromium (tools/bootstrap installs Debian's)";
  else if (tools.chromedriver.empty())
    tools.missing =
        "no ChromeDriver at /usr/bin/chromedriver (tools/bootstrap installs chromium-driver)";
  return tools;
}

WebDriver::WebDriver(const BrowserTools& tools) {
  char profile[] = "/tmp/skald_browser_XXXXXX";
  if (::mkdtemp(profile) == nullptr) {
    error_ = "cannot make a profile folder";
    return;
  }
  profile_ = profile;
  for (int attempt = 0; attempt < 3 && session_.empty(); ++attempt) {
    port_ = free_port();
    const std::string port_option = "--port=" + std::to_string(port_);
    std::vector<char*> argv = {const_cast<char*>(tools.chromedriver.c_str()),
                               const_cast<char*>(port_option.c_str()),
                               const_cast<char*>("--log-level=OFF"), nullptr};
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    const int spawned = posix_spawn(&driver_, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0) {
      error_ = "cannot start " + tools.chromedriver;
      driver_ = -1;
      return;
    }
    bool ready = false;
    for (int i = 0; i < 100 && !ready; ++i) {
      const auto [status, body] = http(port_, "GET", "/status", "");
      ready =
          status == 200 &&
          Json::parse(body, nullptr, false).value("value", Json::object()).value("ready", false);
      if (!ready) std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    if (!ready) {
      ::kill(driver_, SIGTERM);
      ::waitpid(driver_, nullptr, 0);
      driver_ = -1;
      continue;
    }
    Json options;
    options["binary"] = tools.chromium;
    options["args"] = {"--headless",
                       "--no-sandbox",
                       "--disable-gpu",
                       "--disable-quic",
                       "--no-first-run",
                       "--disable-background-networking",
                       "--disable-component-update",
                       "--disable-sync",
                       "--disable-dev-shm-usage",
                       "--window-size=1200,900",
                       "--user-data-dir=" + profile_};
    Json capabilities;
    capabilities["capabilities"]["alwaysMatch"]["browserName"] = "chrome";
    capabilities["capabilities"]["alwaysMatch"]["goog:chromeOptions"] = options;
    const Json created = command("POST", "/session", capabilities);
    session_ = created.value("sessionId", "");
    if (session_.empty()) error_ = "no browser session: " + last_error_;
  }
  if (session_.empty() && error_.empty()) error_ = "chromedriver did not start";
  if (!session_.empty()) error_.clear();
}

WebDriver::~WebDriver() {
  if (!session_.empty()) command("DELETE", "/session/" + session_, nullptr);
  if (driver_ > 0) {
    ::kill(driver_, SIGTERM);
    ::waitpid(driver_, nullptr, 0);
  }
  std::error_code ignored;
  if (!profile_.empty()) fs::remove_all(profile_, ignored);
}

Json WebDriver::command(const std::string& method, const std::string& path, const Json& body) {
  last_error_.clear();
  // The session's own commands are under its path; creating and deleting it are not.
  const std::string full = path.rfind("/session", 0) == 0 ? path : "/session/" + session_ + path;
  if (std::getenv("SKALD_WEBDRIVER_TRACE") != nullptr)
    std::fprintf(stderr, "webdriver: %s %s\n", method.c_str(), full.c_str());
  const auto [status, text] = http(port_, method, full, body.is_null() ? "" : body.dump());
  const Json reply = Json::parse(text, nullptr, false);
  if (status != 200 || reply.is_discarded()) {
    last_error_ =
        method + " " + path + ": status " + std::to_string(status) + " " + text.substr(0, 400);
    return Json::object();
  }
  return reply.value("value", Json());
}

void WebDriver::navigate(const std::string& url) {
  command("POST", "/url", {{"url", url}});
}

std::string WebDriver::find(const std::string& css) {
  const Json found = command("POST", "/element", {{"using", "css selector"}, {"value", css}});
  return found.is_object() ? found.value(kElementKey, "") : "";
}

void WebDriver::click(const std::string& css) {
  const std::string id = find(css);
  if (id.empty()) {
    last_error_ = "no element " + css;
    return;
  }
  command("POST", "/element/" + id + "/click", Json::object());
}

void WebDriver::type(const std::string& css, const std::string& text) {
  const std::string id = find(css);
  if (id.empty()) {
    last_error_ = "no element " + css;
    return;
  }
  command("POST", "/element/" + id + "/value", {{"text", text}});
}

void WebDriver::press(const std::string& key) {
  Json actions;
  actions["actions"] =
      Json::array({{{"type", "key"},
                    {"id", "keyboard"},
                    {"actions", Json::array({{{"type", "keyDown"}, {"value", key}},
                                             {{"type", "keyUp"}, {"value", key}}})}}});
  command("POST", "/actions", actions);
}

Json WebDriver::run(const std::string& script) {
  return command("POST", "/execute/sync", {{"script", script}, {"args", Json::array()}});
}

std::string WebDriver::text(const std::string& css) {
  const std::string id = find(css);
  if (id.empty()) return "<no element " + css + ": " + last_error_ + ">";
  const Json value = command("GET", "/element/" + id + "/text", nullptr);
  return value.is_string() ? value.get<std::string>() : "";
}

}  // namespace skald::browser_test
