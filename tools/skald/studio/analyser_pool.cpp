#include "tools/skald/studio/analyser_pool.h"

#include <sys/resource.h>
#include <unistd.h>

#include <optional>

namespace skald::studio {

namespace {

std::unique_ptr<game::Analyser> made(const game::Game& game, AnalyserPool::Use use) {
  std::unique_ptr<game::Analyser> analyser = game.make_analyser();
  if (analyser) analyser->configure(AnalyserPool::settings_for(use));
  return analyser;
}

}  // namespace

game::AnalyserSettings AnalyserPool::settings_for(Use use) {
  game::AnalyserSettings settings;                    // searching: the engine's defaults
  if (use == Use::text) settings.hash_megabytes = 1;  // writing scores and hints searches nothing
  return settings;
}

AnalyserPool::~AnalyserPool() {
  std::vector<Maker> makers;
  {
    std::lock_guard lock(mutex_);
    makers.swap(makers_);
  }
  makers.clear();  // joins
}

void AnalyserPool::prepare(const game::Game& game) {
  std::lock_guard lock(mutex_);
  Spares& spares = spares_[&game];
  if (spares.making || spares.no_engine || (spares.search && spares.text)) return;
  spares.making = true;
  // Makers that finished are joined (at once: they are done) as a new one starts.
  std::erase_if(makers_, [](const Maker& m) { return m.done->load(); });
  auto done = std::make_shared<std::atomic<bool>>(false);
  makers_.push_back({done, std::jthread([this, &game, done] {
                       // Work for later: it yields to the requests being answered now.
                       ::setpriority(PRIO_PROCESS, static_cast<id_t>(::gettid()), 10);
                       make_missing(game);
                       done->store(true);
                     })});
}

void AnalyserPool::make_missing(const game::Game& game) {
  for (;;) {
    std::optional<Use> missing;
    {
      std::lock_guard lock(mutex_);
      Spares& spares = spares_[&game];
      if (!spares.search)
        missing = Use::search;
      else if (!spares.text)
        missing = Use::text;
      if (!missing) {
        spares.making = false;
        ready_.notify_all();
        return;
      }
    }
    std::unique_ptr<game::Analyser> analyser = made(game, *missing);
    std::lock_guard lock(mutex_);
    Spares& spares = spares_[&game];
    if (!analyser) {  // a game without an engine: nothing to make
      spares.no_engine = true;
      spares.making = false;
      ready_.notify_all();
      return;
    }
    (*missing == Use::search ? spares.search : spares.text) = std::move(analyser);
    ready_.notify_all();
  }
}

std::unique_ptr<game::Analyser> AnalyserPool::take(const game::Game& game, Use use) {
  std::unique_ptr<game::Analyser> spare;
  {
    std::unique_lock lock(mutex_);
    Spares& spares = spares_[&game];
    std::unique_ptr<game::Analyser>& slot = use == Use::search ? spares.search : spares.text;
    // The spare being made is nearer than one made from the start.
    ready_.wait(lock, [&] { return slot || !spares.making; });
    if (spares.no_engine) return nullptr;
    spare = std::move(slot);
  }
  prepare(game);
  return spare ? std::move(spare) : made(game, use);
}

}  // namespace skald::studio
