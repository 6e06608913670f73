#pragma once

// `skald studio`'s HTTP server (cpp-httplib): the studio page and its assets, the record
// API (document.h: records held parsed between requests, read again when their file
// changes) and the engine stream (analysis_stream.h), every request checked by guard.h
// first.
//
// Routes (all need the token, a local Host and, when sent, a local Origin):
//   GET  /                       the page (with ?token=: sets the cookie, then redirects)
//   GET  /studio.js, /move_list.js, /board.js, /studio.css
//   GET  /api/files              {"open": the file opened first, "files": [records]}
//   GET  /api/folder?query=Q     the records that pass the query words, with their facts
//   GET  /api/variants           the variants a new record can be made from
//   POST /api/new                a new record ({file, variant} or {file, from, node})
//   GET  /api/record?file=F      the record (document.h record_answer)
//   GET  /api/position?file=F&node=A  the position after a node, with its legal moves
//   POST /api/edit?file=F        one edit (JSON body), saved; 409 when the file changed
//   GET  /api/analyse?file=F&node=A&lines=N   Server-Sent Events, until the page closes it
//   GET  /api/check?file=F       the puzzle proved live (Server-Sent Events, check_stream.h)
//   GET  /api/annotate?file=F&depth=D  verdicts on the main line's moves (annotate_stream.h)

#include <filesystem>
#include <functional>
#include <memory>
#include <string>

#include "skald/game/variant_registry.h"
#include "tools/skald/studio/document.h"

namespace skald::studio {

struct ServerOptions {
  std::filesystem::path root;  // the folder served; every file must lie under it
  std::string open_file;       // relative to root: the record the page opens first
  std::string bind_address = "127.0.0.1";
  int port = 0;  // 0: any free port
  std::string token;
  DocumentContext documents;
  const game::VariantRegistry* variants = nullptr;  // for the folder view and new records
};

class StudioServer {
 public:
  explicit StudioServer(ServerOptions options);
  ~StudioServer();
  StudioServer(const StudioServer&) = delete;
  StudioServer& operator=(const StudioServer&) = delete;

  /// Binds the socket; the port bound, or an error message.
  struct Bound {
    int port = 0;
    std::string error;
  };
  Bound bind();
  /// Serves until stop() (from another thread or a signal handler's thread).
  void serve();
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

/// The page's files, embedded at build time (assets.cpp.in).
std::string_view studio_html();
std::string_view studio_js();
std::string_view studio_move_list_js();
std::string_view studio_css();

}  // namespace skald::studio
