#include "skald/puzzle/puzzle_record.h"

#include <cctype>

#include "skald/game/replay.h"
#include "skald/record/numbering.h"
#include "skald/record/puzzle_position.h"

namespace skald::puzzle {

std::string goal_sentence(const game::Game& game, int side_to_move, const Goal& goal) {
  std::string side = game.side_name(side_to_move);
  if (!side.empty()) side[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(side[0])));
  return side + " to move: " + goal_text(goal, game) + ".";
}

record::Node* append_line(record::Record& record, record::Node& from,
                          const std::vector<std::string>& moves) {
  record::Node* at = &from;
  for (const std::string& move : moves)
    at = at->add_child(record.new_node(std::string(move)));
  return at;
}

CutPuzzle cut_puzzle(const record::Record& source, const record::Node& at, const game::Game& game,
                     const Goal& goal, record::PuzzleMode mode, const std::string& title) {
  CutPuzzle out;
  record::Record& record = out.record;
  for (const char* key : {"rules", "position", "attackers", "defenders", "event", "site", "date"})
    if (const record::Tag* tag = source.find_tag(key)) record.set_tag(key, tag->value);
  if (!title.empty()) record.set_tag("event", title);
  // The moves from the start to `at`, comments kept.
  std::vector<const record::Node*> path;
  for (const record::Node* n = &at; !n->is_root(); n = n->parent())
    path.push_back(n);
  record::Node* end = &record.root();
  for (auto it = path.rbegin(); it != path.rend(); ++it) {
    std::unique_ptr<record::Node> copy = record.new_node(std::string((*it)->move_text));
    copy->comment = (*it)->comment;
    end = end->add_child(std::move(copy));
  }
  if (!game::replay_record(record, game, {}, out.diagnostics) || out.diagnostics.has_errors())
    return out;
  const game::StateAtNode state = game::state_at(record, *end, game);
  if (!state.state) {
    out.diagnostics.error({}, state.error);
    return out;
  }
  const std::optional<std::string> start = record::position_address(*end);
  if (!start) {
    out.diagnostics.error({},
                          "a puzzle cannot start after the first move: OpenTafl reads "
                          "puzzle-start 1a as the start position");
    return out;
  }
  const std::string sentence = goal_sentence(game, state.state->side_to_move(), goal);
  const bool prologue = !end->is_root();
  record.set_puzzle_settings({mode, prologue ? record::parse_address("1a").address : std::nullopt,
                              record::parse_address(*start).address});
  record.set_tag("puzzle-goal", goal_text(goal, game));
  if (prologue) {
    end->comment += (end->comment.empty() ? "" : "\n\n") + sentence;
  } else {
    const std::string before = source.start_comment();
    record.set_tag("start-comment", (title.empty() ? "" : title + "\n\n") +
                                        (before.empty() ? "" : before + "\n\n") + sentence);
  }
  if (prologue && !source.start_comment().empty())
    record.set_tag("start-comment", source.start_comment());
  out.start = end;
  return out;
}

}  // namespace skald::puzzle
