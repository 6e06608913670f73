// SHA-512 and Base64 from libsodium, the library the server already uses for Argon2id.
#include "formats/net/client_password.h"

#include <sodium.h>

namespace skald::net {

std::string opentafl_password_hash(std::string_view salt, std::string_view password) {
  if (sodium_init() < 0) return {};  // cannot happen on any platform Debian supports
  std::string input(salt);
  input += password;
  unsigned char digest[crypto_hash_sha512_BYTES];
  crypto_hash_sha512(digest, reinterpret_cast<const unsigned char*>(input.data()), input.size());
  char base64[sodium_base64_ENCODED_LEN(crypto_hash_sha512_BYTES, sodium_base64_VARIANT_ORIGINAL)];
  sodium_bin2base64(base64, sizeof base64, digest, sizeof digest, sodium_base64_VARIANT_ORIGINAL);
  return base64;
}

}  // namespace skald::net
