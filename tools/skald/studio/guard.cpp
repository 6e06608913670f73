#include "tools/skald/studio/guard.h"

#include <algorithm>
#include <random>
#include <system_error>

namespace skald::studio {
namespace fs = std::filesystem;

std::string new_token() {
  // std::random_device reads the kernel's random source on Linux (getrandom or
  // /dev/urandom): a token that another local user cannot guess.
  std::random_device random;
  static constexpr char kHex[] = "0123456789abcdef";
  std::string token;
  for (int i = 0; i < 8; ++i) {
    std::uint32_t word = random();
    for (int j = 0; j < 8; ++j, word >>= 4)
      token += kHex[word & 0xf];
  }
  return token;
}

bool tokens_equal(std::string_view given, std::string_view expected) {
  if (given.size() != expected.size()) return false;
  unsigned char difference = 0;
  for (std::size_t i = 0; i < given.size(); ++i)
    difference |= static_cast<unsigned char>(given[i] ^ expected[i]);
  return difference == 0;
}

namespace {

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
    s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
    s.remove_suffix(1);
  return s;
}

bool equal_ignoring_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
           return lower(x) == lower(y);
         });
}

}  // namespace

std::optional<std::string> cookie_value(std::string_view cookie_header, std::string_view name) {
  while (!cookie_header.empty()) {
    const std::size_t end = std::min(cookie_header.find(';'), cookie_header.size());
    std::string_view pair = trimmed(cookie_header.substr(0, end));
    cookie_header.remove_prefix(std::min(end + 1, cookie_header.size()));
    const std::size_t equals = pair.find('=');
    if (equals != std::string_view::npos && trimmed(pair.substr(0, equals)) == name)
      return std::string(trimmed(pair.substr(equals + 1)));
  }
  return std::nullopt;
}

bool is_loopback_address(std::string_view address) {
  return address == "localhost" || address == "::1" || address == "[::1]" ||
         address.starts_with("127.");
}

std::vector<std::string> allowed_hosts(std::string_view bind_address, int port) {
  const std::string suffix = ":" + std::to_string(port);
  if (is_loopback_address(bind_address))
    return {"127.0.0.1" + suffix, "localhost" + suffix, "[::1]" + suffix};
  const bool ipv6 = bind_address.find(':') != std::string_view::npos;
  const std::string host = ipv6 ? "[" + std::string(bind_address) + "]" : std::string(bind_address);
  return {host + suffix};
}

bool host_allowed(std::string_view host_header, const std::vector<std::string>& allowed) {
  const std::string_view host = trimmed(host_header);
  return std::any_of(allowed.begin(), allowed.end(),
                     [&](const std::string& a) { return equal_ignoring_case(host, a); });
}

bool origin_allowed(std::string_view origin_header, const std::vector<std::string>& allowed) {
  std::string_view origin = trimmed(origin_header);
  if (origin.empty()) return true;
  if (!origin.starts_with("http://")) return false;
  origin.remove_prefix(7);
  return host_allowed(origin, allowed);
}

ConfinedPath confined_path_or_error(const fs::path& root, std::string_view requested) {
  if (requested.empty()) return {{}, "no file named"};
  if (requested.find('\0') != std::string_view::npos) return {{}, "a file name cannot hold NUL"};
  const fs::path relative(requested);
  if (relative.is_absolute() || requested.front() == '/' || requested.front() == '\\')
    return {{}, "only a name relative to the studio's folder is accepted, not an absolute path"};
  for (const fs::path& part : relative) {
    if (part == "..") return {{}, "`..` is not accepted in a file name"};
  }
  // Symbolic links anywhere on the way are followed; what they lead to must still be
  // under the folder.
  std::error_code error;
  const fs::path resolved = fs::weakly_canonical(root / relative, error);
  if (error) return {{}, "cannot resolve the name: " + error.message()};
  auto r = root.begin();
  auto p = resolved.begin();
  for (; r != root.end(); ++r, ++p) {
    if (p == resolved.end() || *p != *r) return {{}, "the name leads outside the studio's folder"};
  }
  if (p == resolved.end()) return {{}, "the name is the studio's folder itself, not a file"};
  if (fs::exists(resolved, error) && !fs::is_regular_file(resolved, error))
    return {{}, "the name is not a file"};
  return {resolved, {}};
}

}  // namespace skald::studio
