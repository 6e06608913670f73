#include "skald/collection/move_sequence.h"

namespace skald::collection {

MoveSequenceParse parse_move_sequence(std::string_view text) {
  MoveSequenceParse out;
  MoveSequence sequence;
  sequence.text_ = std::string(text);
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ' || text[i] == '\t') {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && text[end] != ' ' && text[end] != '\t')
      ++end;
    std::string_view token = text.substr(i, end - i);
    i = end;
    if (token.front() == '^') {
      if (!sequence.tokens_.empty() || sequence.anchored_) {
        out.error = "`^` (from the first move) may only start the sequence";
        return out;
      }
      sequence.anchored_ = true;
      token.remove_prefix(1);
      if (token.empty()) continue;
    }
    sequence.tokens_.emplace_back(token);
  }
  if (sequence.tokens_.empty()) {
    out.error = "an empty move sequence: give at least one move (or `*`)";
    return out;
  }
  out.sequence = std::move(sequence);
  return out;
}

bool MoveSequence::token_names(const std::string& token, const PlayedMove& move) {
  return token == "*" || token == move.canonical || token == move.written ||
         (!move.short_form.empty() && token == move.short_form);
}

bool MoveSequence::names_moves() const {
  for (const std::string& token : tokens_)
    if (token != "*") return true;
  return false;
}

bool MoveSequence::ends_at(std::span<const PlayedMove> line) const {
  if (line.size() < tokens_.size()) return false;
  if (anchored_ && line.size() != tokens_.size()) return false;
  const std::span<const PlayedMove> run = line.last(tokens_.size());
  for (std::size_t i = 0; i < tokens_.size(); ++i)
    if (!token_names(tokens_[i], run[i])) return false;
  return true;
}

}  // namespace skald::collection
