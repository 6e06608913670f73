#include "tools/skald/studio/annotate_stream.h"

#include <nlohmann/json.hpp>

#include "formats/otn/reader.h"
#include "skald/analysis/move_annotator.h"
#include "skald/record/numbering.h"

namespace skald::studio {
namespace {

using Json = nlohmann::json;

Json annotate(const game::GameRegistry& games, const std::string& bytes, int depth,
              std::stop_token stop, EventQueue& events) {
  otn::ReadOptions options;
  options.games = &games;
  const otn::ReadResult read = otn::read_otg_bytes(bytes, options);
  if (!read.complete()) return Json{{"error", "the record has errors: fix them first"}};
  const game::Game* game = games.game_for_rules_or_null(read.record.rules_text());
  if (game == nullptr) return Json{{"error", "no game skald knows plays the record's rules"}};
  if (game->shape().players != 2)
    return Json{{"error", "verdicts compare the two sides' scores: " + game->name() + " has " +
                              std::to_string(game->shape().players) + " players"}};
  std::unique_ptr<game::Analyser> analyser = game->make_analyser();
  if (!analyser) return Json{{"error", game->name() + " has no engine"}};
  analysis::AnnotationDepth how;
  if (depth > 0) how.depth = depth;
  const std::vector<analysis::NodeVerdict> verdicts = analysis::annotate_main_line(
      read.record, *game, *analyser, {}, how, stop, [&events](std::size_t done, std::size_t total) {
        events.push(sse_event(Json{{"done", false}, {"moves", done}, {"total", total}}.dump()),
                    false);
      });
  Json list = Json::array();
  for (const analysis::NodeVerdict& v : verdicts)
    list.push_back({{"address", record::address_text(*v.node)},
                    {"move", v.node->move_text},
                    {"note", v.note}});
  return Json{
      {"verdicts", std::move(list)}, {"depth", how.depth}, {"stopped", stop.stop_requested()}};
}

}  // namespace

std::shared_ptr<WorkStream> annotate_stream(const game::GameRegistry& games, std::string bytes,
                                            int depth) {
  return std::make_shared<WorkStream>(
      [&games, bytes = std::move(bytes), depth](std::stop_token stop, EventQueue& events) {
        return annotate(games, bytes, depth, stop, events);
      });
}

}  // namespace skald::studio
