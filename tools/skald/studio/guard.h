#pragma once

// What the studio's server checks before it answers anything (the model: Jupyter's server).
// A page on any other site, or a site whose name was rebound to 127.0.0.1 (DNS
// rebinding), can make a browser send requests to a local port; these checks make such
// requests fail:
// - every request carries the per-run token: in the URL the studio prints (the first
//   request), then in a cookie the server sets (SameSite=Strict, HttpOnly);
// - the Host header must name the address the server listens on (a rebound name does not),
//   and an Origin header, when present, must be that same origin (a cross-site request);
// - a file named in a request must lie under the folder the studio opened, after `..`,
//   symbolic links and absolute forms are resolved (a name is decoded from its percent
//   form by the HTTP library before it gets here, so `%2e%2e` is `..` too).
//
// Pure functions over strings and paths, so each case is tested without a server.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace skald::studio {

/// The name of the cookie that keeps the token after the first request.
inline constexpr std::string_view kTokenCookie = "skald_studio_token";

/// A new random token: 64 hexadecimal digits from the system's random source.
std::string new_token();

/// Compares two tokens in time that does not depend on where they differ.
bool tokens_equal(std::string_view given, std::string_view expected);

/// The value of cookie `name` in a Cookie header, or nullopt.
std::optional<std::string> cookie_value(std::string_view cookie_header, std::string_view name);

/// Whether `address` is a loopback address (127.0.0.0/8, ::1, localhost): the studio binds
/// to anything else only when asked explicitly.
bool is_loopback_address(std::string_view address);

/// The host:port forms a request may name in Host (and, behind `http://`, in Origin): for
/// a loopback bind, `127.0.0.1`, `localhost` and `[::1]` with the port; otherwise the bind
/// address with the port.
std::vector<std::string> allowed_hosts(std::string_view bind_address, int port);

/// Whether a Host header names one of `allowed` (compared without case).
bool host_allowed(std::string_view host_header, const std::vector<std::string>& allowed);

/// Whether an Origin header is `http://` and one of `allowed`; an empty header (a request
/// the browser does not mark as cross-origin: navigation, same-origin GET) passes.
bool origin_allowed(std::string_view origin_header, const std::vector<std::string>& allowed);

/// A file under the studio's folder, or why a requested name is refused.
struct ConfinedPath {
  std::filesystem::path path;  // absolute, symbolic links resolved; empty when refused
  std::string error;
  bool ok() const { return error.empty(); }
};

/// Resolves `requested` (relative, `/`-separated, already percent-decoded) under `root`
/// (an absolute folder with its symbolic links resolved). Refused: an empty or absolute
/// name, a NUL byte, any `..` component, and a name that leads outside `root` once
/// symbolic links are followed, and anything there that is not a regular file (a folder).
/// The file need not exist yet.
ConfinedPath confined_path_or_error(const std::filesystem::path& root, std::string_view requested);

}  // namespace skald::studio
