#include "tools/skald/server/game_archive.h"

#include "formats/otn/writer.h"
#include "formats/text/atomic_write.h"
#include "skald/game/replay.h"

namespace skald::server {

namespace {

/// Whole seconds, as OTN's clock tags count them.
std::string seconds(std::int64_t ms) {
  return std::to_string(ms / 1000);
}

/// A clock in OTN's tags as OpenTafl writes and reads them (TimeSpec.toGameNotationString,
/// GameClock.getTimeSpecForGameNotationString): `main length/count`, seconds. The notation
/// spec's grammar says `periods/length` but its own example and OpenTafl's code put the
/// period's length first; OpenTafl's code is what reads the file.
std::string otn_clock(const net::TimeSpec& t) {
  std::string text = seconds(t.main_ms);
  if (t.overtime_count > 0)
    text += " " + seconds(t.overtime_ms) + "/" + std::to_string(t.overtime_count);
  return text;
}

}  // namespace

std::string result_word(const FinishedGame& game) {
  return game.adjourned ? "adjourned" : result_word(game.victory);
}

std::string result_word(net::Victory victory) {
  switch (victory) {
    case net::Victory::attacker:
      return "attackers-win";
    case net::Victory::defender:
      return "defenders-win";
    case net::Victory::draw:
      break;
  }
  return "draw";
}

std::string finished_game_otg(const FinishedGame& game) {
  record::Record record;
  record.set_tag("event", "skald server game " + game.uuid);
  record.set_tag("attackers", game.attacker);
  record.set_tag("defenders", game.defender);
  // OTN's result tag: 1 attackers win, 0 draw, -1 defenders win; none while unfinished.
  if (!game.adjourned)
    record.set_tag("result", game.victory == net::Victory::attacker   ? "1"
                             : game.victory == net::Victory::defender ? "-1"
                                                                      : "0");
  record.set_tag("termination", game.termination);
  if (game.clock.enabled()) {
    std::string control = otn_clock(game.clock);
    if (game.clock.increment_ms > 0) control += " " + seconds(game.clock.increment_ms) + "i";
    record.set_tag("time-control", control);
    if (game.time_left)
      record.set_tag("time-remaining", otn_clock(game.time_left->attackers) + ", " +
                                           otn_clock(game.time_left->defenders));
  }
  record.set_tag("rules", game.rules);
  record::Node* at = &record.root();
  for (const std::string& move : game.moves)
    at = at->add_child(record.new_node(std::string(move)));
  Diagnostics diagnostics;
  if (game.game) game::replay_record(record, *game.game, {}, diagnostics);
  return otn::write_otg(record).bytes;
}

std::optional<GameRow> archive_game(const FinishedGame& game, const std::filesystem::path& folder,
                                    AccountStore& store, std::string& error) {
  std::error_code ec;
  std::filesystem::create_directories(folder, ec);
  const std::filesystem::path path = folder / (game.uuid + ".otg");
  if (auto failed = text::write_file_atomically(path.string(), finished_game_otg(game))) {
    error = path.string() + ": " + *failed;
    return std::nullopt;
  }
  GameRow row{game.uuid,
              game.rules,
              game.attacker,
              game.defender,
              result_word(game),
              game.termination,
              static_cast<int>(game.moves.size()),
              path.string()};
  if (!store.record_game(row)) {
    error = "the database refused the game " + game.uuid;
    return std::nullopt;
  }
  return row;
}

}  // namespace skald::server
