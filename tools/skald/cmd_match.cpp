// `skald match`: games between two engines (skald itself, or external programs speaking
// OTEP), with records of every game and the statistics of the result (protocol/match.h).
#include <fmt/core.h>
#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "skald/core/splitmix.h"
#include "skald/game/replay.h"
#include "skald/protocol/match.h"
#include "skald/protocol/otep_player.h"
#include "skald/protocol/uai_player.h"
#include "skald/record/tree_walk.h"
#include "tools/skald/commands.h"
#include "tools/skald/number_option.h"
#include "tools/skald/octagon_seed_player.h"
#include "tools/skald/position_options.h"
#include "tools/skald/record_io.h"

namespace skald::cli {
namespace {

using std::chrono::milliseconds;

struct MatchCommand {
  PositionOptions position;
  std::vector<std::string> engines;
  int games = 2;
  int move_time_ms = 0;
  std::string time_control;
  std::string openings;
  int random_plies = 0;
  std::optional<double> balanced;
  std::uint64_t seed = 1;
  int max_plies = 400;
  int adjudicate_moves = 0;
  std::optional<double> adjudicate_score;
  int margin_ms = 500;
  int concurrency = 1;
  std::vector<std::string> sprt;  // ELO0 ELO1 ALPHA BETA as written, checked by sprt_or_report()
  std::string output;
  std::string json;
  bool force = false;
};

/// The range of a whole-number setting of an engine of `kind`, the same as the command
/// line's option of that name; null when `kind` has no such setting.
const engine::WholeRange* setting_range(const std::string& kind, const std::string& key) {
  if (kind == "skald" && key == "depth") return &engine::kDepthRange;
  if (kind == "skald" && key == "move-time") return &engine::kMoveTimeMsRange;
  if (kind == "skald" && key == "hash") return &engine::kHashRange;
  if (kind == "skald" && key == "threads") return &engine::kThreadsRange;
  if ((kind == "otep" || kind == "uai") && key == "margin") return &engine::kMarginMsRange;
  if ((kind == "otep" || kind == "uai") && key == "startup") return &engine::kMarginMsRange;
  return nullptr;
}

/// `skald[,depth=N][,move-time=MS][,hash=MB][,threads=N][,contempt=V][,name=S]`,
/// `otep[,name=S][,margin=MS][,startup=MS]:COMMAND` (`otep,name=OpenTafl:opentafl --engine`),
/// `uai[,name=S][,margin=MS][,startup=MS]:COMMAND` or
/// `octagon-seed[,seed=N][,name=S]` (the seed's one-ply Octagon Theory AI).
std::optional<protocol::PlayerFactory> player_from_spec(const std::string& spec, std::string& name,
                                                        std::string& error,
                                                        const std::string& rename = "") {
  const std::size_t colon = spec.find(':');
  const std::string head = spec.substr(0, colon);
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (start <= head.size()) {
    const std::size_t comma = head.find(',', start);
    parts.push_back(
        head.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  const std::string kind = parts[0];
  protocol::AnalyserPlayerSettings skald;
  protocol::OtepPlayerSettings otep;
  protocol::UaiPlayerSettings uai;
  std::uint64_t octagon_seed = 1;
  name = kind;
  for (std::size_t i = 1; i < parts.size(); ++i) {
    const std::size_t eq = parts[i].find('=');
    const std::string key = parts[i].substr(0, eq);
    const std::string value = eq == std::string::npos ? "" : parts[i].substr(eq + 1);
    const auto refuse = [&](const std::string& why) {
      error = fmt::format("engine `{}`: {}: {}", spec, key, why);
      return std::nullopt;
    };
    if (key == "name") {
      name = value;
    } else if (key == "contempt" && kind == "skald") {
      const auto contempt = engine::read_real_number(value, engine::kContemptRange);
      if (!contempt.value) return refuse(contempt.error);
      skald.analyser.contempt = *contempt.value;
    } else if (key == "seed" && kind == "octagon-seed") {
      const auto seed = engine::read_seed(value);
      if (!seed.value) return refuse(seed.error);
      octagon_seed = *seed.value;
    } else if (const engine::WholeRange* range = setting_range(kind, key)) {
      const auto n = engine::read_whole_number(value, *range);
      if (!n.value) return refuse(n.error);
      if (key == "depth") skald.depth = static_cast<int>(*n.value);
      if (key == "move-time") skald.move_time = milliseconds{*n.value};
      if (key == "hash") skald.analyser.hash_megabytes = static_cast<std::size_t>(*n.value);
      if (key == "threads") skald.analyser.threads = static_cast<int>(*n.value);
      if (key == "margin") otep.margin = uai.margin = milliseconds{*n.value};
      if (key == "startup") otep.startup = uai.startup = milliseconds{*n.value};
    } else {
      error = fmt::format("engine `{}`: unknown setting `{}` for {}", spec, key, kind);
      return std::nullopt;
    }
  }
  if (!rename.empty()) name = rename;
  if (kind == "skald") {
    if (colon != std::string::npos) {
      error = fmt::format("engine `{}`: skald takes no command", spec);
      return std::nullopt;
    }
    skald.name = name;
    return [skald] { return protocol::make_analyser_player(skald); };
  }
  if (kind == "octagon-seed") {
    return [name, octagon_seed] { return make_octagon_seed_player(name, octagon_seed); };
  }
  if (kind == "otep") {
    if (colon == std::string::npos || colon + 1 == spec.size()) {
      error = fmt::format("engine `{}`: give the command after `otep:`", spec);
      return std::nullopt;
    }
    otep.command = spec.substr(colon + 1);
    if (name == "otep" && rename.empty())
      name =
          std::filesystem::path(otep.command.substr(0, otep.command.find(' '))).filename().string();
    otep.name = name;
    return [otep] { return protocol::make_otep_player(otep); };
  }
  if (kind == "uai") {
    if (colon == std::string::npos || colon + 1 == spec.size()) {
      error = fmt::format("engine `{}`: give the command after `uai:`", spec);
      return std::nullopt;
    }
    uai.command = spec.substr(colon + 1);
    if (name == "uai" && rename.empty())
      name =
          std::filesystem::path(uai.command.substr(0, uai.command.find(' '))).filename().string();
    uai.name = name;
    return [uai] { return protocol::make_uai_player(uai); };
  }
  error = fmt::format(
      "engine `{}`: expected skald[,setting=value...], otep:COMMAND, uai:COMMAND or octagon-seed",
      spec);
  return std::nullopt;
}

/// Every line of the record from the start to a leaf, as an opening.
std::vector<protocol::Opening> openings_of(const record::Record& record) {
  std::vector<protocol::Opening> out;
  record::walk_tree(record.root(), [&out](const record::Node& node, std::size_t) {
    if (node.child_count() == 0 && !node.is_root()) {
      protocol::Opening o;
      for (const record::Node* n = &node; !n->is_root(); n = n->parent())
        o.moves.insert(o.moves.begin(), std::string(n->played_move()));
      for (const std::string& m : o.moves)
        o.name += (o.name.empty() ? "" : " ") + m;
      out.push_back(std::move(o));
    }
    return record::WalkAction::enter_all;
  });
  return out;
}

/// `plies` moves chosen at random from `start` by `seed` (the same every run), stopping
/// early where the game would end; `end` receives the position reached.
protocol::Opening random_opening(const game::GameState& start, int plies, std::uint64_t seed,
                                 std::unique_ptr<game::GameState>& end) {
  std::uint64_t state = seed;
  std::unique_ptr<game::GameState> s = start.clone();
  protocol::Opening o;
  for (int i = 0; i < plies; ++i) {
    const std::vector<std::string> moves = s->legal_moves();
    if (moves.empty()) break;
    const std::string& m = moves[splitmix64(state) % moves.size()];
    std::unique_ptr<game::GameState> next = s->clone();
    if (!next->play(m).ok || next->outcome().kind != game::OutcomeKind::ongoing) break;
    o.moves.push_back(m);
    s = std::move(next);
  }
  o.name = "random " + std::to_string(seed);
  end = std::move(s);
  return o;
}

/// The search that judges an opening's balance: fixed nodes on one thread, so the same
/// seed gives the same openings on every machine.
constexpr std::uint64_t kBalanceNodes = 300'000;
constexpr int kBalanceTries = 1000;

/// The value of `state` for the side that moves first in `start`, by the judge's search;
/// nullopt for a proven result or an error.
std::optional<double> judged_value(game::Analyser& judge, const game::GameState& start,
                                   const game::GameState& state) {
  judge.clear();
  game::AnalysisLimits limits;
  limits.nodes = kBalanceNodes;
  const game::Analysis a = judge.analyse(state, limits);
  if (!a.error.empty() || a.score.win_in_plies || a.score.loss_in_plies) return std::nullopt;
  return state.side_to_move() == start.side_to_move() ? a.score.value : -a.score.value;
}

/// One opening per pair, pair k from seed + k. With `balanced` (an analyser and a
/// window), an opening whose value lies further than the window from the start
/// position's (both for the side that moves first), or is a proven result, is replaced by
/// the next seed the pair owns (seed + k + j * pairs): a pair played from an opening the
/// random moves decided scores one game each whatever the engines' strength. The start
/// is the reference, not even: where the evaluation leans to one side at the start (tafl's
/// sides are unlike), openings it calls even are ones the random moves tilted. nullopt
/// (with `error`) when some pair finds no such opening.
std::optional<std::vector<protocol::Opening>> random_openings(const game::GameState& start,
                                                              int pairs, int plies,
                                                              std::uint64_t seed,
                                                              game::Analyser* analyser,
                                                              double window, std::string& error) {
  std::vector<protocol::Opening> out;
  const bool tty = isatty(fileno(stderr)) != 0;
  std::optional<double> reference;
  if (analyser != nullptr) {
    reference = judged_value(*analyser, start, start);
    if (!reference) {
      error = "the start position has no value to compare openings with";
      return std::nullopt;
    }
  }
  for (int k = 0; k < pairs; ++k) {
    bool found = false;
    for (int j = 0; j < (analyser != nullptr ? kBalanceTries : 1) && !found; ++j) {
      const std::uint64_t s = seed + static_cast<std::uint64_t>(k) +
                              static_cast<std::uint64_t>(j) * static_cast<std::uint64_t>(pairs);
      std::unique_ptr<game::GameState> end;
      protocol::Opening o = random_opening(start, plies, s, end);
      if (analyser != nullptr) {
        const std::optional<double> value = judged_value(*analyser, start, *end);
        // Values are hundredths shown as doubles: a difference of exactly the window passes.
        if (!value || std::abs(*value - *reference) > window + 1e-9) continue;
      }
      out.push_back(std::move(o));
      found = true;
    }
    if (!found) {
      error =
          fmt::format("no opening of {} random plies within {} of the start's value in {} tries",
                      plies, window, kBalanceTries);
      return std::nullopt;
    }
    if (analyser != nullptr && tty) fmt::print(stderr, "\rbalanced openings: {}/{}", k + 1, pairs);
  }
  if (analyser != nullptr && tty) fmt::print(stderr, "\n");
  return out;
}

/// Games played for `games` asked: whole pairs, at least one.
int total_games(int games) {
  return std::max(2, games + games % 2);
}

/// How many of `games` differ from every one before them in who played which side and
/// the moves.
std::size_t distinct_games(const std::vector<protocol::MatchGame>& games) {
  std::set<std::pair<std::vector<std::string>, std::vector<std::string>>> seen;
  for (const protocol::MatchGame& g : games)
    seen.insert({g.player_names, g.moves});
  return seen.size();
}

std::string result_tag(const game::Outcome& o) {
  if (o.kind == game::OutcomeKind::draw) return "0";
  if (o.kind == game::OutcomeKind::win) return o.winner == 0 ? "1" : "-1";
  return "?";
}

/// The SPRT's settings from --sprt's four numbers as written, each checked against its
/// range (engine/limits_check.h), or nothing after saying on stderr which one is wrong.
std::optional<protocol::SprtSettings> sprt_or_report(const std::vector<std::string>& words) {
  struct Field {
    const char* name;
    const engine::RealRange* range;
  };
  constexpr Field kFields[] = {{"ELO0", &engine::kEloRange},
                               {"ELO1", &engine::kEloRange},
                               {"ALPHA", &engine::kErrorRateRange},
                               {"BETA", &engine::kErrorRateRange}};
  double values[4] = {};
  for (std::size_t i = 0; i < 4; ++i) {
    const auto n = engine::read_real_number(words[i], *kFields[i].range);
    if (!n.value) {
      fmt::print(stderr, "error: --sprt {}: {}\n", kFields[i].name, n.error);
      return std::nullopt;
    }
    values[i] = *n.value;
  }
  if (values[0] >= values[1]) {
    fmt::print(stderr, "error: --sprt: ELO0 ({}) must be below ELO1 ({})\n", words[0], words[1]);
    return std::nullopt;
  }
  return protocol::SprtSettings{values[0], values[1], values[2], values[3]};
}

int run_match(const MatchCommand& c) {
  if (c.engines.size() != 2) {
    fmt::print(stderr, "error: give two --engine options (got {})\n", c.engines.size());
    return 2;
  }
  GamePosition start = position_from_options(c.position);
  if (!start.state) return 2;
  protocol::MatchSettings s;
  s.game = start.game;
  s.rules = start.rules;
  if (!c.position.position.empty()) s.position = start.state->position_text();
  if (start.game->shape().players != 2 ||
      start.game->shape().dynamics != game::Dynamics::sequential) {
    fmt::print(stderr, "error: matches are for two-player games that move in turn\n");
    return 2;
  }
  std::string names[2];
  protocol::PlayerFactory factories[2];
  for (int i = 0; i < 2; ++i) {
    std::string error;
    auto f = player_from_spec(c.engines[static_cast<std::size_t>(i)], names[i], error);
    if (!f) {
      fmt::print(stderr, "error: {}\n", error);
      return 2;
    }
    factories[i] = *f;
  }
  if (names[0] == names[1]) {
    // Two engines of one name: numbered, in records and tables alike.
    for (int i = 0; i < 2; ++i) {
      std::string error;
      factories[i] = *player_from_spec(c.engines[static_cast<std::size_t>(i)], names[i], error,
                                       names[i] + " " + std::to_string(i + 1));
    }
  }
  if (c.move_time_ms > 0 && !c.time_control.empty()) {
    fmt::print(stderr, "error: give --move-time or --time-control, not both\n");
    return 2;
  }
  if (!c.time_control.empty()) {
    std::string error;
    const auto t = protocol::parse_time_control(c.time_control, error);
    if (!t) {
      fmt::print(stderr, "error: --time-control `{}`: {}\n", c.time_control, error);
      return 2;
    }
    s.time = *t;
  } else {
    s.time.per_move = milliseconds{c.move_time_ms > 0 ? c.move_time_ms : 1000};
  }
  if (!c.openings.empty()) {
    otn::ReadResult read = load_record(c.openings, "", c.position.dialect, false);
    if (read.diagnostics.has_errors()) return 2;
    s.openings = openings_of(read.record);
    if (s.openings.empty()) {
      fmt::print(stderr, "{}: error: the record has no moves to open with\n", c.openings);
      return 2;
    }
  }
  if (c.random_plies > 0) {
    if (!s.openings.empty()) {
      fmt::print(stderr, "error: give --openings or --random-plies, not both\n");
      return 2;
    }
    std::unique_ptr<game::Analyser> judge;
    if (c.balanced) {
      judge = start.game->make_analyser();
      if (!judge) {
        fmt::print(stderr, "error: --balanced needs an analyser, and {} has none\n",
                   start.game->name());
        return 2;
      }
      judge->configure(game::AnalyserSettings{});
    }
    std::string error;
    auto openings = random_openings(*start.state, std::max(1, (c.games + 1) / 2), c.random_plies,
                                    c.seed, judge.get(), c.balanced.value_or(0), error);
    if (!openings) {
      fmt::print(stderr, "error: --balanced: {}\n", error);
      return 2;
    }
    s.openings = std::move(*openings);
  } else if (c.balanced) {
    fmt::print(stderr, "error: --balanced chooses among random openings: give --random-plies\n");
    return 2;
  }
  s.games = c.games;
  s.max_plies = c.max_plies;
  s.adjudication.moves = c.adjudicate_moves;
  s.adjudication.score = c.adjudicate_score;
  s.time.margin = milliseconds{c.margin_ms};
  s.concurrency = c.concurrency;
  if (!c.sprt.empty()) {
    s.sprt = sprt_or_report(c.sprt);
    if (!s.sprt) return 2;
  }
  if (!c.output.empty() && !output_folder_or_report(c.output)) return 2;
  if (s.openings.empty() && total_games(c.games) > 2 && factories[0]()->deterministic() &&
      factories[1]()->deterministic()) {
    fmt::print(stderr,
               "warning: both engines play the same moves every time (a fixed depth on one "
               "thread) and there are no openings: every pair replays the first pair's games; "
               "give --random-plies or --openings\n");
  }
  const bool live = ::isatty(STDERR_FILENO) != 0;
  const int total = total_games(c.games);
  bool saved_all = true;
  const protocol::MatchResult result = protocol::play_match(
      s, factories[0], factories[1],
      [&](const protocol::MatchGame& g, const protocol::MatchTally& t) {
        if (!c.output.empty()) {
          record::Record record;
          record.set_tag("event", fmt::format("skald match: {} vs {}", names[0], names[1]));
          record.set_tag("round", std::to_string(g.index + 1));
          for (int side = 0; side < 2; ++side)
            record.set_tag(start.game->side_name(side),
                           g.player_names[static_cast<std::size_t>(side)]);
          record.set_tag("result", result_tag(g.outcome));
          record.set_tag("termination", g.reason);
          record.set_tag("time-control", protocol::time_control_tag(s.time));
          if (!g.opening.empty() && g.opening != "start") record.set_tag("opening", g.opening);
          if (s.position) record.set_tag("position", *s.position);
          record.set_tag("rules", s.rules);  // OTN: the rules tag comes last
          record::Node* at = &record.root();
          for (const std::string& m : g.moves)
            at = at->add_child(record.new_node(std::string(m)));
          const std::string path =
              (std::filesystem::path(c.output) / fmt::format("game-{:04}.otg", g.index + 1))
                  .string();
          Diagnostics diagnostics;
          game::replay_record(record, *start.game, {path}, diagnostics);
          otn::WriteOptions write;
          write.file = path;
          if (std::filesystem::exists(path) && !c.force) {
            fmt::print(stderr, "{}: error: exists; give --force to replace it\n", path);
            saved_all = false;
          } else if (!save_written(path, otn::write_otg(record, write))) {
            saved_all = false;
          }
        }
        const std::string line = fmt::format(
            "game {}/{}: {} - {}, {} ({}); {} {:.1f} - {:.1f} {}", t.games(), total,
            g.player_names[0], g.player_names[1], game::result_name(*start.game, g.outcome),
            g.reason, names[0], t.wins() + 0.5 * t.draws(), t.losses() + 0.5 * t.draws(), names[1]);
        fmt::print(stderr, "{}{}", live ? "\r\033[K" : "", line + (live ? "" : "\n"));
      });
  if (live) fmt::print(stderr, "\n");
  const protocol::MatchTally& t = result.tally;
  protocol::EloEstimate elo = t.elo();
  // No "-0": a difference under half a point prints as 0.
  for (double* v : {&elo.elo, &elo.low, &elo.high})
    if (std::abs(*v) < 0.5) *v = 0;
  fmt::print("{} vs {}: {} games, +{} ={} -{}, score {:.1f}%\n", names[0], names[1], t.games(),
             t.wins(), t.draws(), t.losses(), 100.0 * t.score());
  const bool all_alike = t.score() <= 0.0 || t.score() >= 1.0;
  if (all_alike)
    fmt::print("Elo difference: unbounded (every point went one way)\n");
  else if (elo.has_interval)
    // An end at the Elo curve's limit (a score of 0 or 1 inside the interval) is no bound.
    fmt::print("Elo difference: {:+.0f} (95%: {} to {})\n", elo.elo,
               elo.low_bounded ? fmt::format("{:+.0f}", elo.low) : "unbounded",
               elo.high_bounded ? fmt::format("{:+.0f}", elo.high) : "unbounded");
  else
    fmt::print("Elo difference: {:+.0f} (no interval yet: too few pairs, or all alike)\n", elo.elo);
  const auto& p = t.pentanomial();
  fmt::print("pairs by points 0/0.5/1/1.5/2: {} {} {} {} {}\n", p[0], p[1], p[2], p[3], p[4]);
  const std::size_t distinct = distinct_games(result.games);
  if (distinct < result.games.size()) {
    fmt::print(
        "distinct games: {} of {} (the others repeat one move for move; the Elo and the pairs "
        "count them as if independent)\n",
        distinct, result.games.size());
  }
  if (result.sprt) {
    const char* state = result.sprt->state == protocol::SprtState::h1_accepted   ? "H1 accepted"
                        : result.sprt->state == protocol::SprtState::h0_accepted ? "H0 accepted"
                                                                                 : "undecided";
    fmt::print("SPRT [{:g}, {:g}] alpha {:g} beta {:g}: LLR {:.2f} ({:.2f}, {:.2f}): {}\n",
               s.sprt->elo0, s.sprt->elo1, s.sprt->alpha, s.sprt->beta, result.sprt->llr,
               result.sprt->lower, result.sprt->upper, state);
  }
  if (!c.json.empty()) {
    nlohmann::json j;
    j["players"] = {names[0], names[1]};
    j["games"] = nlohmann::json::array();
    for (const protocol::MatchGame& g : result.games)
      j["games"].push_back({{"round", g.index + 1},
                            {"opening", g.opening},
                            {"players", g.player_names},
                            {"result", game::result_name(*start.game, g.outcome)},
                            {"reason", g.reason},
                            {"first_player_points", g.first_player_points},
                            {"plies", g.moves.size()}});
    j["wins"] = t.wins();
    j["draws"] = t.draws();
    j["losses"] = t.losses();
    j["score"] = t.score();
    // As the text says it: an end that is no bound is null.
    const auto end = [](double v, bool bound) {
      return bound ? nlohmann::json(v) : nlohmann::json(nullptr);
    };
    if (all_alike)
      j["elo"] = {{"value", nullptr}, {"bounded", false}};
    else
      j["elo"] = {{"value", elo.elo},
                  {"low", end(elo.low, elo.low_bounded)},
                  {"high", end(elo.high, elo.high_bounded)},
                  {"bounded", elo.bounded()}};
    j["distinct_games"] = distinct;
    j["pentanomial"] = t.pentanomial();
    if (result.sprt)
      j["sprt"] = {{"llr", result.sprt->llr},
                   {"lower", result.sprt->lower},
                   {"upper", result.sprt->upper},
                   {"state", result.sprt->state == protocol::SprtState::h1_accepted   ? "h1"
                             : result.sprt->state == protocol::SprtState::h0_accepted ? "h0"
                                                                                      : "running"}};
    std::ofstream out(c.json);
    out << j.dump() << "\n";
    if (!out) {
      fmt::print(stderr, "{}: error: cannot write the results\n", c.json);
      return 2;
    }
  }
  return saved_all ? 0 : 2;
}

}  // namespace

void setup_match(CLI::App& app, RunContext& ctx) {
  auto c = std::make_shared<MatchCommand>();
  auto* cmd = app.add_subcommand("match", "Play games between two engines and rate them");
  cmd->footer(
      "Engines (--engine, twice; the first is the one rated):\n"
      "  skald[,depth=N][,move-time=MS][,hash=MB][,threads=N][,contempt=V][,name=S]\n"
      "                              skald's own engine; contempt: a draw is worth V (in the\n"
      "                              game's unit, e.g. 0.5 taflman) less than even to it;\n"
      "                              with depth and no move-time: untimed (no clock);\n"
      "                              each number has the range of the option of its name\n"
      "                              (depth 1 to 64, hash 1 to 32768 MB...: skald otep --help)\n"
      "  otep[,name=S][,margin=MS][,startup=MS]:COMMAND   a program speaking the OpenTafl\n"
      "                              Engine Protocol; hung when silent MS (default 2000) past\n"
      "                              its time; startup: how long it may take to start\n"
      "                              (default 10000)\n"
      "  uai[,name=S][,margin=MS][,startup=MS]:COMMAND    an Ataxx engine speaking UAI\n"
      "  octagon-seed[,seed=N][,name=S]      The Octagon Theory: the seed's one-ply AI\n"
      "Each opening (every line of --openings, or the start) is played twice, colours swapped;\n"
      "two engines that play the same moves every time (fixed depth, one thread) and no\n"
      "openings replay the same games: skald warns, and counts the distinct games.\n"
      "A crash, a hang (no move within the time plus a margin), an illegal move or a protocol\n"
      "error loses that game, with the reason in its record's termination tag.\n"
      "Elo and its 95% interval and the SPRT use the pentanomial model over game pairs.\n\n"
      "Example:\n"
      "  skald match --variant brandub --engine skald,move-time=1000 \\\n"
      "    --engine 'otep,name=OpenTafl:../shared/opentafl/opentafl --engine' --games 20 -o "
      "games/");
  add_position_options(cmd, c->position);
  cmd->add_option("--engine", c->engines, "An engine (twice)")->required();
  cmd->add_option("--games", c->games, "How many games (rounded up to pairs)")
      ->check(whole_number_in(engine::kGamesRange))
      ->capture_default_str();
  cmd->add_option("--move-time", c->move_time_ms, "Milliseconds per move (default 1000)")
      ->check(whole_number_in(engine::kMoveTimeMsRange));
  cmd->add_option("--time-control", c->time_control,
                  "Game clock in seconds: BASE[+INC] (60+0.5) or OTN's time-control tag "
                  "'MAIN [LENGTH/PERIODS] [INCi]' ('300 10/3 2i': 5 min, three 10 s overtimes, "
                  "2 s a move)");
  cmd->add_option("--openings", c->openings, "A record whose lines are the openings");
  cmd->add_option("--random-plies", c->random_plies,
                  "Open each pair with this many random moves (from --seed)")
      ->check(whole_number_in(engine::kRandomPliesRange));
  cmd->add_option("--balanced", c->balanced,
                  "With --random-plies: only openings a short search (300,000 nodes) values "
                  "within V of the start position, in the game's unit (e.g. 0.5 taflman); "
                  "others are drawn again")
      ->check(real_number_in(engine::kBalanceWindowRange));
  cmd->add_option("--seed", c->seed, "Seed of the first pair's random opening")
      ->check(seed_number())
      ->capture_default_str();
  cmd->add_option("--max-plies", c->max_plies, "A game this long is a draw")
      ->check(whole_number_in(engine::kMaxPliesRange))
      ->capture_default_str();
  cmd->add_option("--adjudicate-win", c->adjudicate_moves,
                  "End a game as won once both engines have said, N moves each in a row, that "
                  "the same side wins (a proven win; see --adjudicate-score)")
      ->check(whole_number_in(engine::kAdjudicationMovesRange));
  cmd->add_option("--adjudicate-score", c->adjudicate_score,
                  "With --adjudicate-win: a score at least this high (in the engines' units: "
                  "taflmen, stones) also counts as saying so")
      ->check(real_number_in(engine::kAdjudicationScoreRange));
  cmd->add_option("--time-margin", c->margin_ms,
                  "Milliseconds a move may overrun its time before it loses on time")
      ->check(whole_number_in(engine::kMarginMsRange))
      ->capture_default_str();
  cmd->add_option("--concurrency", c->concurrency, "Games played at once")
      ->check(whole_number_in(engine::kConcurrencyRange))
      ->capture_default_str();
  cmd->add_option("--sprt", c->sprt,
                  "ELO0 ELO1 ALPHA BETA: stop when the test decides (Elo differences " +
                      engine::range_text(engine::kEloRange) + ", ELO0 below ELO1; error rates " +
                      engine::range_text(engine::kErrorRateRange) + ")")
      ->expected(4);
  cmd->add_option("-o,--output", c->output, "Folder for the games' records");
  cmd->add_option("--json", c->json, "Write the results as JSON to this file");
  cmd->add_flag("--force", c->force, "Replace records that exist");
  cmd->callback([c, &ctx] { ctx.exit_code = run_match(*c); });
}

}  // namespace skald::cli
