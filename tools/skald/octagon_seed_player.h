#pragma once

// The seed's one-ply Octagon Theory AI (skald/octagon/seed_player.h) as a match player
// (`skald match --engine octagon-seed`), so that skald's search meets the baseline the
// issue names. Its draws among equal scores come from a splitmix64 state seeded with
// `seed` and the position it first moves in, so a match is the same every run.

#include <cstdint>
#include <memory>
#include <string>

#include "skald/protocol/match_player.h"

namespace skald::cli {

std::unique_ptr<protocol::MatchPlayer> make_octagon_seed_player(const std::string& name,
                                                                std::uint64_t seed);

}  // namespace skald::cli
