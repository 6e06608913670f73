// `skald analyse` (alias `analyze`): searches positions and prints one JSON object per
// line: best move (OTN), score, principal variation, multi-PV lines, depth, nodes, time,
// speed. Positions come from the options (--game/--variant/--rules [--position --to-move])
// or, without them, as JSON query lines on stdin (formats/json/README.md); both name their
// rules through the one registry of variants (known_variants()). A bad query gives an
// error line `{"id":..., "error":..., "field":...}` and the run goes on. --shard K/N keeps
// every N-th query starting at the K-th, so runs can be spread over machines. A position
// whose game is already over (the king on a corner, say) is not searched: its line has no
// best move and `game_over` says how it ended; a board without exactly one king is an
// error line (field "position").
#include <fmt/core.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <map>
#include <new>
#include <regex>
#include <string>

#include "formats/json/analysis_json.h"
#include "formats/text/file_lock.h"
#include "skald/analysis/move_annotator.h"
#include "skald/analysis/verdict_note.h"
#include "skald/engine/limits_check.h"
#include "skald/game/replay.h"
#include "skald/record/line_walk.h"
#include "skald/record/numbering.h"
#include "skald/record/tree_walk.h"
#include "tools/skald/commands.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/number_option.h"
#include "tools/skald/position_options.h"
#include "tools/skald/record_io.h"
#include "tools/skald/record_position.h"
#include "tools/skald/shard_option.h"

namespace skald::cli {

using analysis::PositionJudged;

namespace {

/// The time each position gets when no limit is given. A fixed depth was the default (4),
/// and at depth 4 skald recommended a move that loses in 6 plies in a real game
/// (Crust-vs-Schachus-Grandmasters-2015.otg at 34b); a time budget searches deeper where
/// the position allows it. A depth limit gives a repeatable answer.
constexpr std::chrono::milliseconds kDefaultMoveTime{1000};
/// --annotate's depth without --depth, --nodes or --movetime, and how much deeper a mistake
/// or blunder is searched again: analysis::AnnotationDepth's, the studio's too.
constexpr int kDefaultAnnotateDepth = analysis::AnnotationDepth{}.depth;
constexpr int kRecheckPlies = analysis::AnnotationDepth{}.recheck_plies;

struct AnalyseOptions {
  std::string dialect;  // --dialect; empty: the game list's default
  std::string game;
  std::string variant;
  std::string rules;
  std::string position;
  std::string to_move;
  // Checked against the shared ranges as they are parsed (tools/skald/number_option.h).
  std::optional<std::int64_t> depth;
  std::optional<std::int64_t> nodes;
  std::optional<double> movetime;
  std::int64_t multipv = 1;
  std::int64_t threads = 1;
  std::int64_t hash = 64;
  bool no_extensions = false;
  std::string search = "hypermax";  // games of more than two players, or simultaneous turns
  std::uint64_t seed = 0;           // the draw from a mixed strategy (simultaneous turns)
  std::string shard;
  std::string file;
  std::string encoding;
  std::string at;
  bool mainline = false;
  bool all_nodes = false;
  bool annotate = false;
};

struct PositionOrError {
  GamePosition position;
  std::string error;
  std::string field;
};

std::string_view or_empty(const std::optional<std::string>& text) {
  return text ? std::string_view(*text) : std::string_view();
}

PositionOrError position_for(const json::AnalysisQuery& q, const std::string& dialect) {
  const game::RulesChoice choice =
      known_variants(dialect).choose({or_empty(q.game), or_empty(q.variant), or_empty(q.rules)});
  if (!choice.ok()) return {{}, choice.error, choice.field};
  // The field a later complaint about the rules goes to: the one they were named by.
  const std::string rules_field = q.rules ? "rules" : q.variant ? "variant" : "game";
  const std::string& rules_text = choice.rules;
  const game::Game* game = choice.game;
  std::optional<int> side;
  if (q.to_move) {
    side = game->side_from_name(*q.to_move);
    if (!side) return {{}, "expected " + game->side_choices(), "to_move"};
  }
  Diagnostics diagnostics;
  std::unique_ptr<game::GameState> state = game->start_state(
      rules_text, q.position ? std::optional<std::string_view>(*q.position) : std::nullopt, side,
      diagnostics);
  for (const Diagnostic& d : diagnostics.items()) {
    if (d.severity != Severity::error) continue;
    // The position's messages say so; the others are the rules'.
    if (d.message.starts_with("position")) return {{}, d.message, "position"};
    return {{}, "rules: " + d.message, rules_field};
  }
  if (!state) return {{}, "rules: the rules string could not be read", rules_field};
  return {{game, std::move(state), rules_text}, "", ""};
}

/// A game and the analyser for its states.
struct Engine {
  const game::Game* game = nullptr;
  game::Analyser* analyser = nullptr;
};

/// One analyser per game for every position of a run: its table (64 MB by default) is
/// allocated once and cleared before each position, so each position is searched as by a
/// fresh engine (results do not depend on the order or the shard) without paying the page
/// faults of a new allocation every time (100 queries: 4.3 s of system time).
class Engines {
 public:
  explicit Engines(const AnalyseOptions& opt) : opt_(opt) {}
  /// The engine for `game`, its analyser made on first use (nullptr when it has none).
  Engine for_game(const game::Game& game);

 private:
  const AnalyseOptions& opt_;
  std::vector<std::pair<const game::Game*, std::unique_ptr<game::Analyser>>> analysers_;
};

game::AnalyserSettings analyser_settings(const AnalyseOptions& opt);
/// The JSON line for `position`; `judged`, when given, gets what a verdict on the moves to
/// and from the position needs (--annotate).
std::string analyse_position(const game::GameState& state, const json::AnalysisQuery& q,
                             const AnalyseOptions& opt, Engine search,
                             PositionJudged* judged = nullptr);
std::string game_over_report(const game::Game& game, const game::GameState& state,
                             const game::Outcome& outcome, const json::AnalysisQuery& q,
                             const std::string& unit);

json::ScoreOut score_out(const game::Score& score, const std::string& unit) {
  json::ScoreOut s;
  s.win_in_plies = score.win_in_plies;
  s.loss_in_plies = score.loss_in_plies;
  s.value = score.value;
  s.unit = unit;
  return s;
}

std::string analyse_one(const json::AnalysisQuery& q, const AnalyseOptions& opt, Engines& engines) {
  PositionOrError p = position_for(q, opt.dialect);
  if (!p.position.state) return json::analysis_error_line(q.id_json, p.error, p.field);
  return analyse_position(*p.position.state, q, opt, engines.for_game(*p.position.game));
}

/// A verdict to write: the node's address, the move it holds (to check that the node is
/// still that move when the file is read again under the lock) and the comment text.
struct Verdict {
  std::string address;
  std::string move_text;
  std::string note;
};

/// Writes `verdicts` into the record at opt.file: the file is locked, read again (another
/// process, e.g. another shard, may have saved it since it was read), given the verdicts
/// and saved before the lock is released. Returns the exit status (0 when saved).
int save_verdicts(const AnalyseOptions& opt, const std::vector<Verdict>& verdicts) {
  const std::optional<text::FileLock> lock = lock_record_or_report(opt.file);
  if (!lock) return 1;
  otn::ReadResult loaded = load_record(opt.file, opt.encoding, opt.dialect, /*quiet=*/true);
  if (!loaded.complete()) {
    print_diagnostics(loaded.diagnostics);
    report_incomplete(opt.file);
    return 2;
  }
  int written = 0;
  for (const Verdict& v : verdicts) {
    std::string why;
    record::Node* node = record::node_at(loaded.record.root(), v.address, why);
    if (node == nullptr || node->move_text != v.move_text) {
      fmt::print(stderr,
                 "{}: warning: {} no longer holds {} (the file changed during the analysis); "
                 "its verdict is not written\n",
                 opt.file, v.address, v.move_text);
      continue;
    }
    node->comment = analysis::with_verdict(node->comment, v.note);
    ++written;
  }
  if (written == 0) return 0;
  return save_record(opt.file, loaded.record, loaded.layout) ? 0 : 1;
}

/// The verdict on the move at `node` (leading to `after`) searched again kRecheckPlies
/// deeper than `before` was, from the position before it and after it
/// (analysis::rechecked_verdict); nothing when it could not be made, so that a mistake or
/// blunder is written only when it still is one.
std::optional<std::string> rechecked_note(const record::Record& record, const record::Node& node,
                                          const game::GameState& after,
                                          const PositionJudged& before, const std::string& played,
                                          const AnalyseOptions& opt, Engine search) {
  const game::StateAtNode parent = game::state_at(record, *node.parent(), *search.game);
  if (!parent.state) return std::nullopt;
  game::AnalyserSettings settings = analyser_settings(opt);
  settings.multi_pv = static_cast<int>(opt.multipv);
  return analysis::rechecked_verdict(*search.game, *search.analyser, settings, *parent.state, after,
                                     played, before.depth, kRecheckPlies);
}

int run_record(const AnalyseOptions& opt) {
  otn::ReadResult loaded = load_record(opt.file, opt.encoding, opt.dialect);
  if (opt.annotate && !loaded.complete()) {
    report_incomplete(opt.file);
    return 2;
  }
  record::Record& record = loaded.record;
  const game::Game* game = record_game_or_report(record, opt.file, opt.dialect);
  if (game == nullptr) return 2;
  if (opt.annotate && game->shape().players != 2) {
    // A verdict compares the mover's score before and after its move, and a score of the
    // side to move says the other's in a two-player game only (verdict_note.h).
    fmt::print(stderr, "{}: error: --annotate judges the moves of two-player games; {} has {}\n",
               opt.file, game->name(), game->shape().players);
    return 2;
  }
  Engines engines(opt);
  const Engine search = engines.for_game(*game);
  std::vector<record::Node*> nodes;
  if (opt.mainline) {
    for (record::Node* n = &record.root(); n; n = n->next())
      nodes.push_back(n);
  } else if (opt.all_nodes) {
    // The record's one order (record/tree_walk.h); the record is this command's own to
    // annotate, so its nodes are taken back as mutable.
    record::walk_tree(record.root(), [&](const record::Node& n, std::size_t) {
      nodes.push_back(const_cast<record::Node*>(&n));
      return record::WalkAction::enter_all;
    });
  } else {
    record::Node* n = &record.root();
    if (!opt.at.empty()) {
      n = find_node_or_report(record, opt.file, opt.at);
      if (!n) return 2;
    } else {
      while (n->next())
        n = n->next();  // the end of the main line
    }
    nodes.push_back(n);
  }
  const Shard shard = shard_or_report(opt.shard).value_or(Shard{});  // checked by the caller
  int index = 0, errors = 0;
  std::vector<Verdict> verdicts;
  std::map<const record::Node*, PositionJudged> judged;  // what each verdict compares
  // Every address at once (address_text() per node walks back to the root each time).
  const std::vector<std::string> addresses =
      record::address_texts(record.root(), {nodes.begin(), nodes.end()});
  // The main line is walked one move at a time; other nodes are replayed from the root.
  std::optional<game::StateAtNode> line_walk;
  for (record::Node* n : nodes) {
    if (opt.mainline) {
      if (!line_walk)
        line_walk = game::state_at(record, *n, *search.game);
      else
        game::play_node(*line_walk, *n);
    }
    const int mine = index++;
    if (!shard.takes(static_cast<std::size_t>(mine))) continue;
    json::AnalysisQuery q;
    const std::string& address = addresses[static_cast<std::size_t>(mine)];
    q.id_json = "\"" + address + "\"";
    std::optional<game::StateAtNode> replayed;
    if (!opt.mainline) replayed = game::state_at(record, *n, *search.game);
    const game::StateAtNode& at = opt.mainline ? *line_walk : *replayed;
    PositionJudged here;
    std::string line = at.state ? analyse_position(*at.state, q, opt, search, &here)
                                : json::analysis_error_line(q.id_json, at.error, "at");
    if (line.find("\"error\"") != std::string::npos) ++errors;
    fmt::print("{}\n", line);
    std::fflush(stdout);
    if (!opt.annotate || !at.state || line.find("\"error\"") != std::string::npos) continue;
    judged[n] = here;
    // The root's comment is not written (the start comment is a tag), so it is skipped.
    if (n->is_root()) continue;
    // The verdict compares with the position before the move: analysed already on the
    // main line and in --all-nodes, else (--at, another shard's node) analysed here.
    const record::Node* parent = n->parent();
    if (!judged.contains(parent)) {
      const game::StateAtNode before = game::state_at(record, *parent, *search.game);
      PositionJudged parent_judged;
      json::AnalysisQuery silent;
      silent.id_json = "null";
      if (!before.state ||
          analyse_position(*before.state, silent, opt, search, &parent_judged).find("\"error\"") !=
              std::string::npos)
        continue;
      judged[parent] = parent_judged;
    }
    const std::string played(n->canonical_move().empty() ? n->move_text : n->canonical_move());
    std::optional<std::string> note =
        analysis::verdict_note(*search.game, judged[parent], here, played);
    if (note && analysis::needs_recheck(analysis::verdict_mark(judged[parent], here, played)))
      note = rechecked_note(record, *n, *at.state, judged[parent], played, opt, search);
    if (note) verdicts.push_back({address, n->move_text, std::move(*note)});
  }
  if (!verdicts.empty())
    if (const int status = save_verdicts(opt, verdicts); status != 0) return status;
  // Every node was answered; the exit code says whether any of them was an error.
  return errors == 0 ? 0 : 1;
}

game::AnalyserSettings analyser_settings(const AnalyseOptions& opt) {
  game::AnalyserSettings settings;
  settings.multi_pv = static_cast<int>(opt.multipv);
  settings.threads = static_cast<int>(opt.threads);
  settings.hash_megabytes = static_cast<std::size_t>(opt.hash);
  settings.extensions = !opt.no_extensions;
  settings.multi_player = opt.search == "paranoid" ? game::MultiPlayerMethod::paranoid
                          : opt.search == "max-n"  ? game::MultiPlayerMethod::max_n
                                                   : game::MultiPlayerMethod::hypermax;
  settings.simultaneous = opt.search == "averaging" ? game::SimultaneousMethod::averaging
                                                    : game::SimultaneousMethod::matrix;
  settings.seed = opt.seed;
  return settings;
}

Engine Engines::for_game(const game::Game& game) {
  for (const auto& [known, analyser] : analysers_)
    if (known == &game) return {known, analyser.get()};
  std::unique_ptr<game::Analyser> analyser = game.make_analyser();
  if (analyser) analyser->configure(analyser_settings(opt_));
  analysers_.emplace_back(&game, std::move(analyser));
  return {&game, analysers_.back().second.get()};
}

std::string analyse_position(const game::GameState& state, const json::AnalysisQuery& q,
                             const AnalyseOptions& opt, Engine search, PositionJudged* judged) {
  if (search.analyser == nullptr)
    return json::analysis_error_line(q.id_json, search.game->name() + " has no engine", "rules");
  if (const std::string why = state.unplayable_reason(); !why.empty())
    return json::analysis_error_line(q.id_json, why, "position");
  if (judged != nullptr) judged->side_to_move = state.side_to_move();
  if (const game::Outcome outcome = state.outcome(); outcome.kind != game::OutcomeKind::ongoing) {
    if (judged != nullptr) judged->over = outcome;
    return game_over_report(*search.game, state, outcome, q, search.analyser->unit());
  }
  game::AnalyserSettings settings = analyser_settings(opt);
  settings.multi_pv = q.multipv.value_or(static_cast<int>(opt.multipv));
  // A verdict needs the second-best move too, to tell the only move.
  if (opt.annotate) settings.multi_pv = std::max(settings.multi_pv, 2);
  game::AnalysisLimits limits;
  limits.depth = q.depth.value_or(static_cast<int>(opt.depth.value_or(0)));
  limits.nodes = q.nodes.value_or(static_cast<std::uint64_t>(opt.nodes.value_or(0)));
  limits.move_time = std::chrono::milliseconds(
      q.movetime_ms.value_or(static_cast<std::int64_t>(std::ceil(opt.movetime.value_or(0)))));
  if (limits.depth == 0 && limits.nodes == 0 && limits.move_time.count() == 0)
    limits.move_time = kDefaultMoveTime;

  game::Analyser& analyser = *search.analyser;
  analyser.configure(settings);
  analyser.clear();
  const game::Analysis a = analyser.analyse(state, limits);

  json::AnalysisReport r;
  r.id_json = q.id_json;
  r.to_move = search.game->side_name(state.side_to_move());
  r.best_move = a.best_move;
  r.score = score_out(a.score, analyser.unit());
  r.pv = a.pv;
  for (const game::AnalysisLine& line : a.lines)
    r.lines.push_back({line.moves, score_out(line.score, analyser.unit())});
  for (std::size_t side = 0; side < a.strategies.size(); ++side) {
    json::SideStrategy strategy{search.game->side_name(static_cast<int>(side)), {}};
    // The strategy's top actions: those it plays at all, likeliest first.
    for (const game::StrategyEntry& e : a.strategies[side])
      if (e.probability >= 0.001 && strategy.actions.size() < 10)
        strategy.actions.push_back({e.action, std::round(e.probability * 1e4) / 1e4, e.value});
    r.strategies.push_back(std::move(strategy));
  }
  r.depth = a.depth;
  r.selective_depth = a.selective_depth;
  r.nodes = a.nodes;
  r.time_ms = static_cast<double>(a.elapsed.count()) / 1000.0;
  const auto us = a.elapsed.count() > 0 ? a.elapsed.count() : 1;
  r.nodes_per_second = static_cast<double>(a.nodes) * 1e6 / static_cast<double>(us);
  if (judged != nullptr) {
    judged->best_move = a.best_move;
    judged->score = a.score;
    if (a.lines.size() >= 2) judged->second = a.lines[1].score;
    judged->depth = a.depth;
  }
  return json::analysis_to_json_line(r);
}

// A game that is already over is not searched: no move, the result for the side to move
// (won or lost in 0 plies, or a draw), and `game_over` saying how it ended.
std::string game_over_report(const game::Game& game, const game::GameState& state,
                             const game::Outcome& outcome, const json::AnalysisQuery& q,
                             const std::string& unit) {
  json::AnalysisReport r;
  r.id_json = q.id_json;
  r.to_move = game.side_name(state.side_to_move());
  // At a simultaneous turn scores are the first side's.
  const int viewer = state.side_to_move() == game::kEverySide ? 0 : state.side_to_move();
  if (outcome.kind == game::OutcomeKind::win && outcome.winner == viewer)
    r.score.win_in_plies = 0;
  else if (outcome.kind == game::OutcomeKind::win)
    r.score.loss_in_plies = 0;
  r.score.unit = unit;
  r.game_over = game::result_text(game, outcome);
  return json::analysis_to_json_line(r);
}

int run_analyse(const AnalyseOptions& opt) {
  const std::optional<Shard> shard = shard_or_report(opt.shard);
  if (!shard) return 2;
  if (!opt.file.empty()) {
    if (const std::optional<std::string> why = unreadable_reason(opt.file)) {
      fmt::print(stderr, "{}: error: {}\n", opt.file, *why);
      return 1;
    }
    if (opt.annotate && !opt.depth && !opt.nodes && !opt.movetime) {
      AnalyseOptions annotating = opt;
      annotating.depth = kDefaultAnnotateDepth;
      return run_record(annotating);
    }
    return run_record(opt);
  }
  Engines engines(opt);
  if (!opt.game.empty() || !opt.variant.empty() || !opt.rules.empty()) {
    json::AnalysisQuery q;
    if (!opt.game.empty()) q.game = opt.game;
    if (!opt.variant.empty()) q.variant = opt.variant;
    if (!opt.rules.empty()) q.rules = opt.rules;
    if (!opt.position.empty()) q.position = opt.position;
    if (!opt.to_move.empty()) q.to_move = opt.to_move;
    std::string line = analyse_one(q, opt, engines);
    fmt::print("{}\n", line);
    return line.find("\"error\"") == std::string::npos ? 0 : 1;
  }
  const bool progress = isatty(STDERR_FILENO) != 0;
  std::string line;
  int index = 0, done = 0, errors = 0;
  while (std::getline(std::cin, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const int mine = index++;
    if (!shard->takes(static_cast<std::size_t>(mine))) continue;
    json::QueryParse parsed = json::parse_analysis_query(line);
    std::string out;
    if (!parsed.query) {
      out = json::analysis_error_line(parsed.id_json, parsed.error, parsed.field);
      ++errors;
    } else {
      out = analyse_one(*parsed.query, opt, engines);
      if (out.find("\"error\"") != std::string::npos) ++errors;
    }
    fmt::print("{}\n", out);
    std::fflush(stdout);
    ++done;
    if (progress) fmt::print(stderr, "\ranalysed {} queries ({} bad)", done, errors);
  }
  if (progress) fmt::print(stderr, "\n");
  // Every line was answered; the exit code says whether any of them was an error.
  return errors == 0 ? 0 : 1;
}

}  // namespace

void setup_analyse(CLI::App& app, RunContext& ctx) {
  auto opt = std::make_shared<AnalyseOptions>();
  auto* cmd = app.add_subcommand(
      "analyse", "Search positions; JSON lines out (queries from options or JSON lines on stdin)");
  cmd->alias("analyze");
  cmd->add_option("--game", opt->game, game_option_help());
  cmd->add_option("--variant", opt->variant, variant_option_help());
  cmd->add_option("--rules", opt->rules,
                  "Rules text (OTN rules string, `ataxx`, `spot players:3`)");
  cmd->add_option("--position", opt->position,
                  "Position (default: the start): tafl an OTN position record, Ataxx/Spot a FEN");
  cmd->add_option("--to-move", opt->to_move,
                  "attackers or defenders (default: the first mover); x, o, y, z for Ataxx/Spot "
                  "(default: the FEN's)");
  cmd->add_option("--search", opt->search,
                  "How games of 3 or 4 players are searched: hypermax (each player for itself, "
                  "max-n's answer with pruning), paranoid (everyone against the side to move) or "
                  "max-n (each player for itself, unpruned: slow); games of simultaneous turns "
                  "(RoPaSci 360): matrix (the default there: each turn solved as a zero-sum "
                  "matrix game, a mixed strategy per side) or averaging (the seed's mean over "
                  "the replies)")
      ->check(CLI::IsMember({"hypermax", "paranoid", "max-n", "matrix", "averaging"}))
      ->capture_default_str();
  cmd->add_option("--seed", opt->seed,
                  "Simultaneous turns: seeds the draw of each side's action from its mixed "
                  "strategy (same seed, same move)")
      ->check(seed_number())
      ->capture_default_str();
  cmd->add_option("--depth", opt->depth,
                  "Depth limit (without --depth, --nodes or --movetime: 1 second per position)")
      ->check(whole_number_in(engine::kDepthRange));
  cmd->add_option("--nodes", opt->nodes, "Node limit")->check(whole_number_in(engine::kNodesRange));
  cmd->add_option("--movetime", opt->movetime, "Time limit per position, milliseconds")
      ->check(real_number_in(engine::kMoveTimeMsRealRange));
  cmd->add_option("--multipv", opt->multipv, "Number of best lines")
      ->check(whole_number_in(engine::kMultiPvRange))
      ->capture_default_str();
  cmd->add_option("--threads", opt->threads, "Search threads")
      ->check(whole_number_in(engine::kThreadsRange))
      ->capture_default_str();
  cmd->add_option("--hash", opt->hash, "Transposition table MB")
      ->check(whole_number_in(engine::kHashRange))
      ->capture_default_str();
  cmd->add_flag("--no-extensions", opt->no_extensions,
                "No quiescence search of captures and king-escape threats at the horizon");
  cmd->add_option("--shard", opt->shard, "Only every N-th query, starting at the K-th: K/N");
  cmd->add_option("file", opt->file, "A game record (.otg) to analyse instead of queries");
  cmd->add_option("--encoding", opt->encoding, "The record's character set (default: detect)");
  add_dialect_option(cmd, opt->dialect);
  auto* at = cmd->add_option("--at", opt->at,
                             "The record's node to analyse (default: end of "
                             "the main line; 0a = start)");
  auto* mainline = cmd->add_flag("--mainline", opt->mainline, "Every position of the main line");
  auto* all = cmd->add_flag("--all-nodes", opt->all_nodes, "Every position of the record");
  at->excludes(mainline)->excludes(all);
  mainline->excludes(all);
  cmd->add_flag("--annotate", opt->annotate,
                "Write a verdict on each analysed move into its comment: the score after it "
                "(first side's view), inaccuracy/mistake/blunder/only move, the best move when "
                "marked (saved in place; replaces skald's earlier verdict; at least 2 lines "
                "are searched; formats/json/README.md). Without --depth, --nodes or "
                "--movetime: depth " +
                    std::to_string(kDefaultAnnotateDepth) +
                    ". Every mistake and blunder is searched again " +
                    std::to_string(kRecheckPlies) +
                    " plies deeper before and after the move and written only if it still is "
                    "one (`skald depth 4, confirmed at depth 6, ...`); otherwise the deeper "
                    "verdict is written (`re-checked at depth 6`)");
  cmd->footer(
      "Examples:\n"
      "  skald analyse --variant brandub --depth 6 --multipv 3\n"
      "  echo '{\"id\":1,\"variant\":\"copenhagen\",\"depth\":4}' | skald analyse\n"
      "  echo '{\"id\":2,\"game\":\"amazons\",\"depth\":2}' | skald analyse\n"
      "  skald analyse game.otg --mainline --depth 5\n"
      "  skald analyse game.otg --mainline --depth 4 --annotate\n"
      "Record output ids are move addresses.");
  cmd->callback([opt, &ctx] {
    try {
      ctx.exit_code = run_analyse(*opt);
    } catch (const std::bad_alloc&) {
      // The table is the one large allocation: say which option to lower.
      fmt::print(stderr, "error: --hash: cannot allocate a {} MB table on this machine\n",
                 opt->hash);
      ctx.exit_code = 2;
    }
  });
}

}  // namespace skald::cli
