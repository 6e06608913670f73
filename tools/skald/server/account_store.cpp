#include "tools/skald/server/account_store.h"

#include <sodium.h>
#include <sqlite3.h>

#include <utility>

namespace skald::server {
namespace {

/// The schema, one step a version; a database at version N runs steps N+1 onwards.
const char* const kMigrations[] = {
    // 1: accounts and finished games.
    "CREATE TABLE accounts ("
    "  name TEXT PRIMARY KEY NOT NULL,"
    "  password_hash TEXT NOT NULL,"  // crypto_pwhash_str of the client's hash
    "  created_at TEXT NOT NULL DEFAULT (datetime('now')),"
    "  last_login_at TEXT);"
    "CREATE TABLE games ("
    "  id INTEGER PRIMARY KEY,"
    "  uuid TEXT NOT NULL,"
    "  rules TEXT NOT NULL,"
    "  attacker TEXT NOT NULL,"
    "  defender TEXT NOT NULL,"
    "  result TEXT NOT NULL,"
    "  termination TEXT NOT NULL,"
    "  plies INTEGER NOT NULL,"
    "  record_path TEXT NOT NULL,"
    "  finished_at TEXT NOT NULL DEFAULT (datetime('now')));"
    "CREATE INDEX games_attacker ON games(attacker);"
    "CREATE INDEX games_defender ON games(defender);",
};

/// A prepared statement that finalises itself.
class Statement {
 public:
  Statement(sqlite3* db, const char* sql) { sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr); }
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  bool ok() const { return stmt_ != nullptr; }
  Statement& bind(int i, const std::string& text) {
    sqlite3_bind_text(stmt_, i, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
    return *this;
  }
  Statement& bind(int i, int value) {
    sqlite3_bind_int(stmt_, i, value);
    return *this;
  }
  /// SQLITE_ROW, SQLITE_DONE or an error code.
  int step() { return stmt_ ? sqlite3_step(stmt_) : SQLITE_ERROR; }
  std::string text(int column) const {
    const unsigned char* t = sqlite3_column_text(stmt_, column);
    return t ? reinterpret_cast<const char*>(t) : "";
  }
  int integer(int column) const { return sqlite3_column_int(stmt_, column); }

 private:
  sqlite3_stmt* stmt_ = nullptr;
};

bool exec(sqlite3* db, const std::string& sql, std::string& error) {
  char* message = nullptr;
  if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &message) == SQLITE_OK) return true;
  error = message ? message : "unknown SQLite error";
  sqlite3_free(message);
  return false;
}

int version_of(sqlite3* db) {
  Statement s(db, "SELECT COALESCE(MAX(version), 0) FROM schema_migrations");
  return s.step() == SQLITE_ROW ? s.integer(0) : -1;
}

bool migrate(sqlite3* db, std::string& error) {
  if (!exec(db,
            "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY,"
            " applied_at TEXT NOT NULL DEFAULT (datetime('now')))",
            error))
    return false;
  const int known = static_cast<int>(std::size(kMigrations));
  const int at = version_of(db);
  if (at < 0) {
    error = "cannot read schema_migrations";
    return false;
  }
  if (at > known) {
    error = "the database is at schema version " + std::to_string(at) +
            ", newer than this skald knows (" + std::to_string(known) + ")";
    return false;
  }
  for (int v = at + 1; v <= known; ++v) {
    const std::string step = std::string("BEGIN;") + kMigrations[v - 1] +
                             "INSERT INTO schema_migrations(version) VALUES(" + std::to_string(v) +
                             ");COMMIT;";
    if (!exec(db, step, error)) {
      std::string ignored;
      exec(db, "ROLLBACK", ignored);
      error = "migration " + std::to_string(v) + ": " + error;
      return false;
    }
  }
  return true;
}

}  // namespace

PasswordCost PasswordCost::minimum() {
  return {crypto_pwhash_OPSLIMIT_MIN, crypto_pwhash_MEMLIMIT_MIN};
}

std::unique_ptr<AccountStore> AccountStore::open_or_error(const std::filesystem::path& path,
                                                          PasswordCost cost, std::string& error) {
  if (sodium_init() < 0) {
    error = "libsodium cannot start";
    return nullptr;
  }
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) !=
      SQLITE_OK) {
    error = path.string() + ": " + (db ? sqlite3_errmsg(db) : "cannot open");
    sqlite3_close(db);
    return nullptr;
  }
  sqlite3_busy_timeout(db, 2000);
  // WAL and full sync: a finished game is on disk before its players hear it is saved.
  if (!exec(db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON",
            error) ||
      !migrate(db, error)) {
    error = path.string() + ": " + error;
    sqlite3_close(db);
    return nullptr;
  }
  return std::unique_ptr<AccountStore>(new AccountStore(db, cost));
}

AccountStore::~AccountStore() {
  sqlite3_close(db_);
}

int AccountStore::schema_version() {
  std::lock_guard lock(mutex_);
  return version_of(db_);
}

bool AccountStore::has_account(const std::string& username) {
  std::lock_guard lock(mutex_);
  Statement s(db_, "SELECT 1 FROM accounts WHERE name = ?");
  return s.bind(1, username).step() == SQLITE_ROW;
}

LoginOutcome AccountStore::login_or_register(const std::string& username,
                                             const std::string& client_hash) {
  std::optional<std::string> stored;
  {
    std::lock_guard lock(mutex_);
    Statement s(db_, "SELECT password_hash FROM accounts WHERE name = ?");
    const int rc = s.bind(1, username).step();
    if (rc == SQLITE_ROW)
      stored = s.text(0);
    else if (rc != SQLITE_DONE)
      return LoginOutcome::store_error;
  }
  if (stored) {
    // Slow on purpose, outside the lock: other logins and game records go on meanwhile.
    if (crypto_pwhash_str_verify(stored->c_str(), client_hash.data(), client_hash.size()) != 0)
      return LoginOutcome::wrong_password;
    std::lock_guard lock(mutex_);
    Statement s(db_, "UPDATE accounts SET last_login_at = datetime('now') WHERE name = ?");
    s.bind(1, username).step();
    return LoginOutcome::logged_in;
  }
  char hashed[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str(hashed, client_hash.data(), client_hash.size(), cost_.ops_limit,
                        cost_.mem_limit) != 0)
    return LoginOutcome::store_error;  // out of memory
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "INSERT INTO accounts(name, password_hash, last_login_at)"
              " VALUES(?, ?, datetime('now')) ON CONFLICT(name) DO NOTHING");
  if (s.bind(1, username).bind(2, std::string(hashed)).step() != SQLITE_DONE)
    return LoginOutcome::store_error;
  // Two first logins of one name at once: the other registered it first; check against it.
  if (sqlite3_changes(db_) == 0) {
    Statement again(db_, "SELECT password_hash FROM accounts WHERE name = ?");
    if (again.bind(1, username).step() != SQLITE_ROW) return LoginOutcome::store_error;
    return crypto_pwhash_str_verify(again.text(0).c_str(), client_hash.data(),
                                    client_hash.size()) == 0
               ? LoginOutcome::logged_in
               : LoginOutcome::wrong_password;
  }
  return LoginOutcome::registered;
}

bool AccountStore::record_game(const GameRow& game) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "INSERT INTO games(uuid, rules, attacker, defender, result, termination, plies,"
              " record_path) VALUES(?, ?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, game.uuid).bind(2, game.rules).bind(3, game.attacker).bind(4, game.defender);
  s.bind(5, game.result).bind(6, game.termination).bind(7, game.plies).bind(8, game.record_path);
  return s.step() == SQLITE_DONE;
}

std::vector<GameRow> AccountStore::games(const std::optional<std::string>& player) {
  std::lock_guard lock(mutex_);
  Statement s(db_,
              "SELECT uuid, rules, attacker, defender, result, termination, plies, record_path"
              " FROM games WHERE ?1 IS NULL OR attacker = ?1 OR defender = ?1 ORDER BY id");
  if (player) s.bind(1, *player);
  std::vector<GameRow> rows;
  while (s.step() == SQLITE_ROW)
    rows.push_back({s.text(0), s.text(1), s.text(2), s.text(3), s.text(4), s.text(5), s.integer(6),
                    s.text(7)});
  return rows;
}

}  // namespace skald::server
