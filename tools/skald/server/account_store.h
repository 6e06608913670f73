#pragma once

// AccountStore: the server's SQLite database of accounts and finished games. Passwords are
// what an OpenTafl client sends (its SHA-512 hash, formats/net/client_password.h), and are
// kept only as libsodium's crypto_pwhash_str (Argon2id, salted, slow); neither they nor
// the stored strings are ever logged. The schema is versioned in `schema_migrations`, and
// opening a database applies the migrations it lacks, each in one transaction.
//
// Thread-safe: the network loop records games while the login worker checks passwords;
// one mutex guards the connection, and the slow hashing runs outside it.

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

struct sqlite3;

namespace skald::server {

/// How slow the password hash is: libsodium's interactive limits by default; tests pass
/// the minimum so that a login takes milliseconds.
struct PasswordCost {
  unsigned long long ops_limit = 2;             // crypto_pwhash_OPSLIMIT_INTERACTIVE
  std::size_t mem_limit = 64ull * 1024 * 1024;  // crypto_pwhash_MEMLIMIT_INTERACTIVE
  static PasswordCost minimum();
};

enum class LoginOutcome { logged_in, registered, wrong_password, store_error };

/// A game the server finished, as it is listed (`skald server games`).
struct GameRow {
  std::string uuid;
  std::string rules;
  std::string attacker;
  std::string defender;
  std::string result;       // "attackers-win", "defenders-win", "draw"
  std::string termination;  // why: "king escaped", "defenders left"
  int plies = 0;
  std::string record_path;  // the .otg file
};

class AccountStore {
 public:
  /// Opens (creating if needed) the database at `path` and migrates it; nullptr with
  /// `error` saying why when it cannot.
  static std::unique_ptr<AccountStore> open_or_error(const std::filesystem::path& path,
                                                     PasswordCost cost, std::string& error);
  ~AccountStore();
  AccountStore(const AccountStore&) = delete;
  AccountStore& operator=(const AccountStore&) = delete;

  /// Checks `client_hash` for `username`, registering an unknown user with it (as
  /// OpenTafl's server does). Slow by design (Argon2id): call it off the network loop.
  LoginOutcome login_or_register(const std::string& username, const std::string& client_hash);
  /// Whether the user exists.
  bool has_account(const std::string& username);
  /// The schema version the database is at.
  int schema_version();

  /// Adds a finished game; false when the database refused it.
  bool record_game(const GameRow& game);
  /// Finished games, oldest first; those `player` played when given.
  std::vector<GameRow> games(const std::optional<std::string>& player);

 private:
  AccountStore(sqlite3* db, PasswordCost cost) : db_(db), cost_(cost) {}
  std::mutex mutex_;
  sqlite3* db_;
  PasswordCost cost_;
};

}  // namespace skald::server
