#pragma once

// The password hash an OpenTafl client sends instead of the password (network.PasswordHasher):
// Base64(SHA-512(UTF-8(salt + password))), standard Base64 with padding. A login uses the
// username as the salt; a game password uses the empty salt. A server treats the result as
// the password itself: it is what must be stored only as a slow salted hash.

#include <string>
#include <string_view>

namespace skald::net {

/// OpenTafl's PasswordHasher.hashPassword(salt, password).
std::string opentafl_password_hash(std::string_view salt, std::string_view password);

/// What a client sends in `login` for `username` and `password`.
inline std::string login_password_hash(std::string_view username, std::string_view password) {
  return opentafl_password_hash(username, password);
}

/// What a client sends as a game's password in `create-game` and `join-game`: OpenTafl's
/// dialogs hash it with an empty salt (CreateGameDialog, JoinGameDialog).
inline std::string game_password_hash(std::string_view password) {
  return opentafl_password_hash("", password);
}

}  // namespace skald::net
