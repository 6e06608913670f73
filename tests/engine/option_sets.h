#pragma once

// The search configurations of the AI consistency tests: plain minimax-equivalent
// alpha-beta, each exact optimisation switched on alone, and all of them together.

#include <string>
#include <vector>

#include "skald/engine/search_options.h"

namespace skald::engine::testing {

struct NamedOptions {
  std::string name;
  SearchOptions options;
};

inline std::vector<NamedOptions> option_sets(bool extensions) {
  SearchOptions plain = SearchOptions::plain();
  plain.extensions = extensions;
  plain.hash_megabytes = 1;
  std::vector<NamedOptions> out{{"plain", plain}};
  auto one = [&](std::string name, auto set) {
    SearchOptions o = plain;
    set(o);
    out.push_back({std::move(name), o});
  };
  one("table", [](SearchOptions& o) { o.transposition_table = true; });
  one("killers", [](SearchOptions& o) { o.killer_moves = true; });
  one("history", [](SearchOptions& o) { o.history_heuristic = true; });
  one("pvs", [](SearchOptions& o) { o.principal_variation_search = true; });
  one("aspiration", [](SearchOptions& o) {
    o.aspiration_windows = true;
    o.aspiration_window = 5;
  });
  one("frontier", [](SearchOptions& o) { o.frontier_pruning = true; });
  // Every exact optimisation: late move reductions, null moves and cutoffs on deeper table
  // entries change the value searched.
  SearchOptions all;
  all.late_move_reductions = false;
  all.null_move = false;
  all.deeper_table_cutoffs = false;
  all.extensions = extensions;
  all.hash_megabytes = 1;
  all.aspiration_window = 5;
  out.push_back({"all", all});
  return out;
}

}  // namespace skald::engine::testing
