// skald edit: the record's edit operations from the command line, each saved atomically.
#include <fmt/core.h>

#include <functional>

#include "formats/otn/edit_checks.h"
#include "skald/record/edit.h"
#include "skald/record/numbering.h"
#include "tools/skald/commands.h"
#include "tools/skald/dialect_option.h"
#include "tools/skald/number_option.h"
#include "tools/skald/record_io.h"

namespace skald::cli {
namespace {

struct EditOptions {
  std::string dialect;  // --dialect; empty: the game list's default
  std::string file;
  std::string encoding;
  std::string address;
  std::vector<std::string> words;  // moves, or the comment / hint / clock text
  size_t index = 0;
  bool append = false;  // comment --append: add the text after the comment there
};

/// What an operation does to the text of the node's comment: which checks and notes follow.
enum class TextChange {
  none,      // moves only: nothing the user wrote is saved
  edits,     // a hint added or removed, a clock reading set: the rest of the comment stays
  replaces,  // `comment`: without --append, the comment there, if any, is lost
};

/// The start comment (the `start-comment` tag), or empty.
std::string start_comment(const record::Record& record) {
  const record::Tag* tag = record.find_tag("start-comment");
  return tag ? tag->value : std::string();
}

/// Loads, applies `op` to the node at options.address, saves. `op` returns the edit result.
/// An operation that changes text only changes the node's comment (or the start comment),
/// which is then checked for what OpenTafl would misread; one that replaces it says what
/// was there, since that text is gone from the file. Other operations may free the node
/// (delete) and write no text.
int run_edit(const EditOptions& options,
             const std::function<record::EditResult(record::Record&, record::Node&)>& op,
             TextChange change) {
  // Read under the lock and saved before it is released: a change made meanwhile by
  // another process is read, not overwritten.
  const std::optional<text::FileLock> lock = lock_record_or_report(options.file);
  if (!lock) return 1;
  std::optional<otn::ReadResult> read =
      load_record_or_report(options.file, options.encoding, options.dialect);
  if (!read) return 1;
  otn::ReadResult& loaded = *read;
  if (!loaded.complete()) {
    report_incomplete(options.file);
    return 2;
  }
  record::Node* node = find_node_or_report(loaded.record, options.file, options.address);
  if (node == nullptr) return 2;
  const std::string comment_before = node->comment;
  const std::string start_comment_before = start_comment(loaded.record);
  const record::EditResult result = op(loaded.record, *node);
  if (!result.ok()) {
    fmt::print(stderr, "{}: error: at {}: {}\n", options.file, options.address, result.error);
    return 2;
  }
  // Every file skald saves must read the same in OpenTafl: a comment it would misread is
  // refused, with how to write it instead (the file is left as it was).
  std::optional<std::string> misread;
  std::string replaced;  // the comment a `comment` edit overwrote, if it had one
  if (change == TextChange::none) {
    // nothing written by the user
  } else if (node->is_root() ? start_comment(loaded.record) != start_comment_before
                             : node->comment != comment_before) {
    misread = otn::comment_misreading(loaded.record, *node);
    replaced = node->is_root() ? start_comment_before : comment_before;
  }
  if (misread) {
    fmt::print(stderr, "{}: error: at {}: the comment is refused: {}\n", options.file,
               options.address, *misread);
    return 2;
  }
  if (!save_record(options.file, loaded.record, loaded.layout)) return 2;
  if (change == TextChange::replaces && !options.append && !replaced.empty()) {
    fmt::print("{}: replaced the comment at {}, which was: {}\n", options.file, options.address,
               replaced);
  }
  if (result.node != nullptr && !result.node->is_root()) {
    fmt::print("{}: ok, now {} {}\n", options.file, record::address_text(*result.node),
               result.node->move_text);
  } else {
    fmt::print("{}: ok\n", options.file);
  }
  return 0;
}

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words)
    out += (out.empty() ? "" : " ") + w;
  return out;
}

record::EditResult add_moves(const EditOptions& options, record::Record& record,
                             record::Node& node) {
  std::unique_ptr<game::GameState> state = state_after(record, node, options.dialect);
  if (!state) return {"the record cannot be replayed up to this move", nullptr};
  std::vector<record::NewMove> moves;
  for (const std::string& text : options.words) {
    const int side = state->side_to_move();
    game::PlayResult played = state->play(text);
    if (!played.ok) {
      std::string why =
          played.diagnostics.empty() ? "illegal" : played.diagnostics.items()[0].message;
      return {"cannot add `" + text + "`: " + why, nullptr};
    }
    moves.push_back({played.canonical, side});
  }
  return record::add_line(node, moves);
}

CLI::App* add_op(CLI::App* edit, const std::string& name, const std::string& help,
                 const std::shared_ptr<EditOptions>& options) {
  auto* op = edit->add_subcommand(name, help);
  op->add_option("address", options->address, "Address of the move (0a: the start position)")
      ->required();
  return op;
}

}  // namespace

void setup_edit(CLI::App& app, RunContext& ctx) {
  auto options = std::make_shared<EditOptions>();
  auto* cmd = app.add_subcommand("edit", "Change a record: add lines, delete, promote, comment");
  cmd->footer(
      "Each operation names a move by its address (0a is the start position), changes the\n"
      "record, checks new moves with the rules and saves the file atomically in OpenTafl's\n"
      "layout. Addresses are renumbered the OpenTafl way after every edit. A file with\n"
      "errors is never overwritten.\n\n"
      "Examples:\n"
      "  skald edit game.otg add 7b f5-f6 Ke6-e7     play a line after 7b (a variation if 8a "
      "exists)\n"
      "  skald edit game.otg comment 8a \"The decisive mistake.\"\n"
      "  skald edit game.otg comment 8a --append \"Black had to take on e5.\"\n"
      "  skald edit game.otg promote 7b.1.1a        make that variation the continuation\n"
      "  skald edit game.otg delete 7b.2.1a         delete a variation");
  cmd->require_subcommand(1);
  cmd->add_option("file", options->file, "The .otg record")->required();
  cmd->add_option("--encoding", options->encoding, "Charset of the file (default: detect)");
  add_dialect_option(cmd, options->dialect);

  auto bind = [&ctx, options](CLI::App* op,
                              std::function<record::EditResult(record::Record&, record::Node&)> f,
                              TextChange change = TextChange::none) {
    op->callback([&ctx, options, f, change] { ctx.exit_code = run_edit(*options, f, change); });
  };
  auto* add = add_op(cmd, "add", "Play moves after a move (new variation if needed)", options);
  add->add_option("moves", options->words, "Moves in OTN")->required();
  bind(add, [options](record::Record& r, record::Node& n) { return add_moves(*options, r, n); });

  bind(add_op(cmd, "delete", "Delete a move and everything after it", options),
       [](record::Record& r, record::Node& n) { return record::delete_branch(r, n); });
  bind(add_op(cmd, "promote", "Make the move's line the continuation at its branch", options),
       [](record::Record&, record::Node& n) { return record::promote_variation(n); });
  bind(add_op(cmd, "mainline", "Promote the move's line all the way to the main line", options),
       [](record::Record&, record::Node& n) { return record::promote_to_main_line(n); });
  bind(add_op(cmd, "demote", "Move the move's line one place later at its branch", options),
       [](record::Record&, record::Node& n) { return record::demote_variation(n); });

  auto* comment =
      add_op(cmd, "comment",
             "Set a move's comment (no text: clear it); says what it replaced. --append: add to it",
             options);
  comment->add_option("text", options->words, "The comment");
  comment->add_flag("--append", options->append,
                    "Add the text after the comment there (after a space) instead of replacing it");
  bind(
      comment,
      [options](record::Record& r, record::Node& n) {
        const UserText typed = user_text(joined(options->words));
        if (!typed.error.empty()) return record::EditResult{typed.error, nullptr};
        if (!options->append) return record::set_comment(r, n, typed.text);
        const std::string there = n.is_root() ? start_comment(r) : n.comment;
        return record::set_comment(r, n, there + (there.empty() ? "" : " ") + typed.text);
      },
      TextChange::replaces);
  auto* hint = add_op(cmd, "hint", "Append a (Hint: ...) to a move's comment", options);
  hint->add_option("text", options->words, "The hint")->required();
  bind(
      hint,
      [options](record::Record& r, record::Node& n) {
        const UserText typed = user_text(joined(options->words));
        if (!typed.error.empty()) return record::EditResult{typed.error, nullptr};
        return record::add_hint(r, n, typed.text);
      },
      TextChange::edits);
  auto* unhint = add_op(cmd, "unhint", "Remove a hint from a move's comment", options);
  unhint->add_option("index", options->index, "Which hint (0 = the first)")
      ->required()
      ->check(whole_number_in(engine::kHintIndexRange));
  bind(
      unhint,
      [options](record::Record& r, record::Node& n) {
        return record::remove_hint(r, n, options->index);
      },
      TextChange::edits);
  auto* clock = add_op(cmd, "clock", "Set the clock reading of a move (no text: remove)", options);
  clock->add_option("clock", options->words, "e.g. 300 30/3");
  bind(
      clock,
      [options](record::Record&, record::Node& n) {
        return record::set_clock(n, joined(options->words));
      },
      TextChange::edits);
}

}  // namespace skald::cli
