#include "skald/puzzle/puzzle_record.h"

#include <cctype>
#include <utility>

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

namespace {

/// Where a prologue of `moves` plies before `end` starts: the node after which it starts
/// and its position address. The start position ("1a") when the game is shorter, or when
/// that position is the one after the first move, which OpenTafl cannot name.
std::pair<const record::Node*, std::string> prologue_start(const record::Node& end,
                                                           std::optional<std::size_t> moves) {
  const record::Node* first = &end;
  // Nothing: from the game's start.
  for (std::size_t back = 0; (!moves || back < *moves) && !first->is_root(); ++back)
    first = first->parent();
  while (!first->is_root()) {
    if (std::optional<std::string> address = record::position_address(*first))
      return {first, *address};
    first = first->parent();
  }
  return {first, "1a"};
}

}  // namespace

CutPuzzle cut_puzzle(const record::Record& source, const record::Node& at, const game::Game& game,
                     const Goal& goal, const CutOptions& options) {
  const std::string& title = options.title;
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
  if (prologue) {
    const auto [first, address] = prologue_start(*end, options.prologue_moves);
    out.prologue_start = address;
    for (const record::Node* n = end; n != first; n = n->parent())
      ++out.prologue_moves;
  }
  record.set_puzzle_settings(
      {options.mode, prologue ? record::parse_address(out.prologue_start).address : std::nullopt,
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
