#include "tools/skald/studio/server.h"

#include <httplib.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>

#include "formats/html/page_assets.h"
#include "tools/skald/studio/analysis_stream.h"
#include "tools/skald/studio/annotate_stream.h"
#include "tools/skald/studio/check_stream.h"
#include "tools/skald/studio/folder.h"
#include "tools/skald/studio/guard.h"

namespace skald::studio {
namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

namespace {

// Nothing on the page runs unless it came from this server as a file: record text that
// got into markup by mistake still could not run as script.
constexpr char kPolicy[] =
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
    "img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// Requests are small (an edit is a move or a comment); anything larger is refused
// before it is read whole.
constexpr std::size_t kMaxRequestBytes = 1 << 20;

void send_json(httplib::Response& response, int status, const Json& json) {
  response.status = status;
  response.set_content(json.dump(), "application/json; charset=utf-8");
}

void send_answer(httplib::Response& response, const Answer& answer) {
  response.status = answer.status;
  response.set_content(answer.text.empty() ? answer.json.dump() : answer.text,
                       "application/json; charset=utf-8");
}

void refuse(httplib::Response& response, int status, const std::string& message) {
  send_json(response, status, Json{{"error", message}});
}

/// The records a folder holds, relative names, sorted (the folder view grows from this).
Json record_files(const fs::path& root) {
  std::vector<std::string> names;
  std::error_code error;
  for (fs::recursive_directory_iterator it(root, error), end; !error && it != end;
       it.increment(error)) {
    if (it->is_regular_file(error) && it->path().extension() == ".otg")
      names.push_back(fs::relative(it->path(), root, error).generic_string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

/// How long a stream waits for an event before it writes a heartbeat instead: a write to a
/// page that closed the stream fails, which stops the search, so this bounds how long a
/// search nobody reads goes on taking a core from the next request (a save, a new search).
constexpr std::chrono::milliseconds kHeartbeat{100};

/// Answers with `stream`'s events (Server-Sent Events) until its last; a failed write (the
/// page closed the stream) ends the answer, and the end stops what the stream runs.
template <class Stream>
void stream_events(httplib::Response& response, std::shared_ptr<Stream> stream) {
  response.set_header("X-Accel-Buffering", "no");
  response.set_chunked_content_provider(
      "text/event-stream",
      [stream](std::size_t, httplib::DataSink& sink) {
        const std::string event = stream->next_event(kHeartbeat);
        if (event.empty()) {
          sink.done();
          return true;
        }
        return sink.write(event.data(), event.size());
      },
      [stream](bool) { stream->stop(); });
}

}  // namespace

struct StudioServer::Impl {
  ServerOptions options;
  std::unique_ptr<Documents> documents;
  std::unique_ptr<FolderRecords> folder;
  AnalyserPool analysers;  // live analysis's analysers, made ahead of time
  httplib::Server http;
  std::vector<std::string> hosts;

  /// Checks Host, Origin and the token; true when the request may go on. A valid token in
  /// the URL of a page request sets the cookie and redirects to the same page without it,
  /// so the token does not stay in the address bar or the history.
  bool admitted(const httplib::Request& request, httplib::Response& response) {
    if (!host_allowed(request.get_header_value("Host"), hosts)) {
      refuse(response, 403, "refused: the Host header does not name this studio's address");
      return false;
    }
    if (!origin_allowed(request.get_header_value("Origin"), hosts)) {
      refuse(response, 403, "refused: a request from another origin");
      return false;
    }
    if (request.has_param("token")) {
      if (!tokens_equal(request.get_param_value("token"), options.token)) {
        refuse(response, 403, "refused: wrong token (use the URL skald studio printed)");
        return false;
      }
      response.set_header("Set-Cookie", std::string(kTokenCookie) + "=" + options.token +
                                            "; Path=/; HttpOnly; SameSite=Strict");
      response.set_redirect(request.path == "/" ? "/" : request.path, 303);
      return false;  // answered
    }
    const auto cookie = cookie_value(request.get_header_value("Cookie"), kTokenCookie);
    if (!cookie || !tokens_equal(*cookie, options.token)) {
      refuse(response, 403, "refused: no token (open the URL skald studio printed)");
      return false;
    }
    return true;
  }

  /// The file a request names (`file`), confined to the root; refuses the request and
  /// returns nullopt otherwise.
  std::optional<fs::path> requested_file(const httplib::Request& request,
                                         httplib::Response& response) {
    const ConfinedPath confined =
        confined_path_or_error(options.root, request.get_param_value("file"));
    if (!confined.ok()) {
      refuse(response, 403, "refused: " + confined.error);
      return std::nullopt;
    }
    return confined.path;
  }

  void routes() {
    http.set_payload_max_length(kMaxRequestBytes);
    http.set_read_timeout(10, 0);
    http.set_default_headers({{"Content-Security-Policy", kPolicy},
                              {"X-Content-Type-Options", "nosniff"},
                              {"Referrer-Policy", "no-referrer"},
                              {"Cache-Control", "no-store"}});
    http.set_pre_routing_handler(
        [this](const httplib::Request& request, httplib::Response& response) {
          return admitted(request, response) ? httplib::Server::HandlerResponse::Unhandled
                                             : httplib::Server::HandlerResponse::Handled;
        });
    const auto asset = [this](const std::string& path, std::string_view body, const char* type) {
      http.Get(path, [body, type](const httplib::Request&, httplib::Response& response) {
        response.set_content(std::string(body), type);
      });
    };
    asset("/", studio_html(), "text/html; charset=utf-8");
    asset("/studio.js", studio_js(), "text/javascript; charset=utf-8");
    asset("/move_list.js", studio_move_list_js(), "text/javascript; charset=utf-8");
    asset("/board.js", html::board_js(), "text/javascript; charset=utf-8");
    asset("/studio.css", studio_css(), "text/css; charset=utf-8");

    http.Get("/api/files", [this](const httplib::Request&, httplib::Response& response) {
      send_json(response, 200,
                Json{{"open", options.open_file}, {"files", record_files(options.root)}});
    });
    http.Get("/api/folder", [this](const httplib::Request& request, httplib::Response& response) {
      const Answer answer = folder->answer(options.root, request.get_param_value("query"));
      send_answer(response, answer);
    });
    http.Get("/api/variants", [this](const httplib::Request&, httplib::Response& response) {
      send_json(response, 200, variants_json(*options.variants));
    });
    http.Post("/api/new", [this](const httplib::Request& request, httplib::Response& response) {
      const nlohmann::json body = nlohmann::json::parse(request.body, nullptr, false);
      if (!body.is_object()) return refuse(response, 400, "the request is not a JSON object");
      const auto text = [&body](const char* key) {
        const auto it = body.find(key);
        return it != body.end() && it->is_string() ? it->get<std::string>() : std::string();
      };
      const std::string name = text("file");
      const ConfinedPath target = confined_path_or_error(options.root, name);
      if (!target.ok()) return refuse(response, 403, "refused: " + target.error);
      Answer answer;
      if (!text("variant").empty()) {
        answer = new_record_from_variant(target.path, name, text("variant"), *options.variants);
      } else {
        const ConfinedPath from = confined_path_or_error(options.root, text("from"));
        if (!from.ok()) return refuse(response, 403, "refused: " + from.error);
        const NodeState at = documents->state_at(from.path, text("node"));
        if (!at.state) return refuse(response, 400, at.error);
        answer = new_record_from_position(target.path, name, documents->rules_of(from.path),
                                          *at.game, *at.state);
      }
      send_answer(response, answer);
    });
    http.Get("/api/record", [this](const httplib::Request& request, httplib::Response& response) {
      const auto file = requested_file(request, response);
      if (!file) return;
      const Answer answer = documents->record(*file, request.get_param_value("file"));
      send_answer(response, answer);
      // The engine is likely next: its analysers are made meanwhile.
      if (answer.status == 200)
        if (const NodeState start = documents->state_at(*file, "0a"); start.game != nullptr)
          analysers.prepare(*start.game);
    });
    http.Get("/api/position", [this](const httplib::Request& request, httplib::Response& response) {
      const auto file = requested_file(request, response);
      if (!file) return;
      const Answer answer = documents->position(*file, request.get_param_value("node"));
      send_answer(response, answer);
    });
    http.Post("/api/edit", [this](const httplib::Request& request, httplib::Response& response) {
      const auto file = requested_file(request, response);
      if (!file) return;
      const nlohmann::json body = nlohmann::json::parse(request.body, nullptr, false);
      if (!body.is_object()) return refuse(response, 400, "the edit is not a JSON object");
      const Answer answer = documents->edit(*file, request.get_param_value("file"), body);
      send_answer(response, answer);
    });
    // The viewer's page of a record, for "Try it": its inline style and script run by a
    // nonce of this answer only; nothing else inline can.
    http.Get("/page", [this](const httplib::Request& request, httplib::Response& response) {
      const auto file = requested_file(request, response);
      if (!file) return;
      const std::string nonce = new_token().substr(0, 32);
      const Documents::PageAnswer page =
          documents->page(*file, request.get_param_value("file"), nonce);
      if (page.status != 200) return refuse(response, page.status, page.error);
      response.headers.erase("Content-Security-Policy");  // the default one allows no inline
      response.set_header("Content-Security-Policy",
                          "default-src 'none'; script-src 'nonce-" + nonce +
                              "'; style-src 'nonce-" + nonce +
                              "'; img-src data:; frame-ancestors 'none'; base-uri 'none'; "
                              "form-action 'none'");
      response.set_content(page.html, "text/html; charset=utf-8");
    });
    http.Get("/api/check", [this](const httplib::Request& request, httplib::Response& response) {
      const auto file = requested_file(request, response);
      if (!file) return;
      Documents::Snapshot snapshot = documents->snapshot(*file);
      if (!snapshot.error.empty()) return refuse(response, 400, snapshot.error);
      stream_events(response, check_stream(*options.documents.games, std::move(snapshot.bytes)));
    });
    http.Get("/api/annotate", [this](const httplib::Request& request, httplib::Response& response) {
      const auto file = requested_file(request, response);
      if (!file) return;
      Documents::Snapshot snapshot = documents->snapshot(*file);
      if (!snapshot.error.empty()) return refuse(response, 400, snapshot.error);
      const int depth =
          request.has_param("depth") ? std::atoi(request.get_param_value("depth").c_str()) : 0;
      if (depth < 0 || depth > 12)
        return refuse(response, 400, "depth: expected 1 to 12 (0: the default)");
      stream_events(response,
                    annotate_stream(*options.documents.games, std::move(snapshot.bytes), depth));
    });
    http.Get("/api/analyse", [this](const httplib::Request& request, httplib::Response& response) {
      const auto file = requested_file(request, response);
      if (!file) return;
      const auto t0 = std::chrono::steady_clock::now();
      NodeState at = documents->state_at(*file, request.get_param_value("node"));
      if (!at.state) return refuse(response, 400, at.error);
      const int lines =
          request.has_param("lines") ? std::atoi(request.get_param_value("lines").c_str()) : 3;
      const auto t1 = std::chrono::steady_clock::now();
      auto stream = std::make_shared<AnalysisStream>(*at.game, *at.state, lines, analysers);
      const auto t2 = std::chrono::steady_clock::now();
      if (std::getenv("SKALD_STUDIO_TIMINGS"))
        std::fprintf(stderr, "studio analyse: state %.1f ms, engine started %.1f ms\n",
                     std::chrono::duration<double, std::milli>(t1 - t0).count(),
                     std::chrono::duration<double, std::milli>(t2 - t1).count());
      stream_events(response, std::move(stream));
    });
  }
};

StudioServer::StudioServer(ServerOptions options) : impl_(std::make_unique<Impl>()) {
  impl_->options = std::move(options);
  impl_->documents = std::make_unique<Documents>(impl_->options.documents);
  impl_->folder =
      std::make_unique<FolderRecords>(*impl_->options.variants, impl_->options.documents.encoding);
  impl_->routes();
}

StudioServer::~StudioServer() = default;

StudioServer::Bound StudioServer::bind() {
  int port = impl_->options.port;
  if (port == 0) {
    port = impl_->http.bind_to_any_port(impl_->options.bind_address);
    if (port < 0) return {0, "cannot listen on " + impl_->options.bind_address};
  } else if (!impl_->http.bind_to_port(impl_->options.bind_address, port)) {
    return {0, "cannot listen on " + impl_->options.bind_address + " port " + std::to_string(port) +
                   " (in use? try another --port)"};
  }
  impl_->options.port = port;
  impl_->hosts = allowed_hosts(impl_->options.bind_address, port);
  return {port, {}};
}

void StudioServer::serve() {
  impl_->http.listen_after_bind();
}

void StudioServer::stop() {
  impl_->http.stop();
}

}  // namespace skald::studio
