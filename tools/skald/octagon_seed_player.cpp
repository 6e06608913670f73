#include "tools/skald/octagon_seed_player.h"

#include "skald/octagon/notation.h"
#include "skald/octagon/octagon_game.h"
#include "skald/octagon/seed_player.h"

namespace skald::cli {
namespace {

/// FNV-1a of a text: the same on every run and machine (std::hash need not be).
std::uint64_t text_hash(const std::string& text) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : text)
    h = (h ^ c) * 0x100000001b3ull;
  return h;
}

class OctagonSeedPlayer final : public protocol::MatchPlayer {
 public:
  OctagonSeedPlayer(std::string name, std::uint64_t seed) : name_(std::move(name)), seed_(seed) {}

  std::string name() const override { return name_; }
  bool new_game(const game::Game& game, const std::string&, const game::GameState& start, int,
                std::string& error) override {
    if (octagon::octagon_position_of(start) == nullptr) {
      error = "octagon-seed plays only The Octagon Theory, not " + game.name();
      return false;
    }
    started_ = false;
    return true;
  }
  protocol::MoveAnswer choose(const game::GameState& state,
                              const std::vector<protocol::PlayedMove>&,
                              const protocol::MoveClock&) override {
    protocol::MoveAnswer answer;
    const octagon::Position* position = octagon::octagon_position_of(state);
    if (position == nullptr) {
      answer.failure = "not an Octagon Theory position";
      return answer;
    }
    if (!started_) {
      random_ = seed_ ^ text_hash(state.position_text());
      started_ = true;
    }
    octagon::Position copy = *position;
    const std::optional<octagon::Move> move = octagon::seed_choice(copy, random_);
    if (!move) {
      answer.failure = "no move";
      return answer;
    }
    answer.move = octagon::move_to_text(copy.board(), *move);
    return answer;
  }
  void finish(const game::Outcome&) override {}

 private:
  std::string name_;
  std::uint64_t seed_;
  std::uint64_t random_ = 0;
  bool started_ = false;
};

}  // namespace

std::unique_ptr<protocol::MatchPlayer> make_octagon_seed_player(const std::string& name,
                                                                std::uint64_t seed) {
  return std::make_unique<OctagonSeedPlayer>(name, seed);
}

}  // namespace skald::cli
