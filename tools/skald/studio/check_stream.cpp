#include "tools/skald/studio/check_stream.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>

#include "formats/json/puzzle_report_json.h"
#include "formats/otn/reader.h"
#include "skald/game/replay.h"
#include "skald/puzzle/puzzle_check.h"
#include "skald/puzzle/tempting_tries.h"
#include "skald/record/address.h"
#include "skald/record/numbering.h"

namespace skald::studio {
namespace {

using Json = nlohmann::json;

// A proof the page waits for: generous, but a person can stop it sooner.
constexpr std::uint64_t kMaxNodes = 50'000'000;

// The puzzle position of a win goal whose solver is to move there, or null.
std::unique_ptr<game::GameState> win_question_state(const record::Record& record,
                                                    const game::Game& game,
                                                    const puzzle::PuzzleReport& report) {
  const puzzle::Goal& goal = report.goal;
  if (goal.kind != puzzle::Goal::Kind::win || !goal.moves) return nullptr;
  std::string why;
  const record::Node* node = record::node_at(record.root(), report.question_address, why);
  if (node == nullptr) return nullptr;
  game::StateAtNode at = game::state_at(record, *node, game);
  if (!at.state || at.state->side_to_move() != goal.side) return nullptr;
  return std::move(at.state);
}

// The first moves a solver is most likely to play wrong, each with the defence that holds
// (puzzle/tempting_tries.h).
Json tries_json(const game::GameState& question, game::Analyser& analyser,
                const puzzle::PuzzleReport& report, std::stop_token stop) {
  Json tries = Json::array();
  std::vector<std::string> winning;
  for (const puzzle::MoveDistance& m : report.winning_first_moves)
    winning.push_back(m.move);
  if (winning.empty()) return tries;
  puzzle::TryOptions options;
  options.count = 3;
  options.stop = stop;
  for (const puzzle::TemptingTry& t : puzzle::tempting_tries(question, winning, report.goal.side,
                                                             *report.goal.moves, analyser, options))
    tries.push_back({{"move", t.move}, {"refutation", t.refutation}});
  return tries;
}

// Each cook (another first move that wins in time) with its win played out, as the proof
// of the rest of the goal after it finds it: the line an editor adds to show the cook.
Json cooks_json(const game::GameState& question, game::Analyser& analyser,
                const puzzle::PuzzleReport& report, std::stop_token stop) {
  constexpr std::size_t kCooksShown = 3;
  constexpr std::uint64_t kCookProofNodes = 5'000'000;
  Json cooks = Json::array();
  for (const std::string& cook : report.cooks) {
    if (cooks.size() >= kCooksShown || stop.stop_requested()) break;
    std::unique_ptr<game::GameState> after = question.clone();
    if (!after->play(cook).ok) continue;
    std::vector<std::string> line{cook};
    if (after->outcome().kind == game::OutcomeKind::ongoing) {
      // A continuation of the same turn (tafl's berserk) is not another move.
      game::ProofQuery query{
          report.goal.side,
          after->side_to_move() == report.goal.side ? *report.goal.moves : *report.goal.moves - 1,
          kCookProofNodes};
      query.stop = stop;
      const game::Proof proof = analyser.prove(*after, query);
      if (proof.status == game::ProofStatus::proven)
        line.insert(line.end(), proof.line.begin(), proof.line.end());
    }
    cooks.push_back({{"move", cook}, {"line", std::move(line)}});
  }
  return cooks;
}

Json check(const game::GameRegistry& games, const std::string& bytes, std::stop_token stop) {
  otn::ReadOptions options;
  options.games = &games;
  const otn::ReadResult read = otn::read_otg_bytes(bytes, options);
  if (!read.complete()) return Json{{"error", "the record has errors: fix them first"}};
  const game::Game* game = games.game_for_rules_or_null(read.record.rules_text());
  if (game == nullptr) return Json{{"error", "no game skald knows plays the record's rules"}};
  std::unique_ptr<game::Analyser> analyser = game->make_analyser();
  if (!analyser) return Json{{"error", game->name() + " has no engine to prove puzzles with"}};
  analyser->configure({});
  puzzle::CheckOptions check_options;
  check_options.max_nodes = kMaxNodes;
  check_options.stop = stop;
  const puzzle::PuzzleReport report =
      puzzle::check_puzzle(read.record, *game, *analyser, check_options);
  Json j{{"verdict", puzzle::verdict_name(report.verdict)},
         {"words", json::puzzle_report_lines(report)},
         {"report", json::puzzle_report_json("", report)},
         {"question", report.question_address},
         {"stopped", report.stopped}};
  const std::unique_ptr<game::GameState> question = win_question_state(read.record, *game, report);
  j["tries"] = question ? tries_json(*question, *analyser, report, stop) : Json::array();
  j["cooks"] = question ? cooks_json(*question, *analyser, report, stop) : Json::array();
  for (const auto& t : j["tries"])
    j["words"].push_back("tempting try: " + t["move"].get<std::string>() + ", refuted by " +
                         t["refutation"].front().get<std::string>());
  // What an editor can add with one click: the defences the record lacks, with where.
  Json missing = Json::array();
  for (const puzzle::LineProblem& p : report.missing_defences)
    missing.push_back({{"address", p.address}, {"move", p.move}});
  j["missing"] = std::move(missing);
  return j;
}

}  // namespace

std::shared_ptr<WorkStream> check_stream(const game::GameRegistry& games, std::string bytes) {
  return std::make_shared<WorkStream>(
      [&games, bytes = std::move(bytes)](std::stop_token stop, EventQueue& events) {
        const auto started = std::chrono::steady_clock::now();
        const auto elapsed_ms = [started] {
          return std::chrono::duration_cast<std::chrono::milliseconds>(
                     std::chrono::steady_clock::now() - started)
              .count();
        };
        // The proof says nothing until it ends: the time so far, every half second.
        std::jthread ticker([&events, &elapsed_ms](std::stop_token done) {
          std::mutex mutex;
          std::condition_variable_any wake;  // only the stop wakes it early
          std::unique_lock lock(mutex);
          while (true) {
            wake.wait_for(lock, done, std::chrono::milliseconds(500), [] { return false; });
            if (done.stop_requested()) break;
            events.push(sse_event(Json{{"done", false}, {"ms", elapsed_ms()}}.dump()), false);
          }
        });
        Json result = check(games, bytes, stop);
        ticker.request_stop();
        ticker.join();
        result["ms"] = elapsed_ms();
        return result;
      });
}

}  // namespace skald::studio
