"""The studio's server over plain HTTP: the token (URL, then cookie), the Host and Origin
checks, files confined to the opened folder, the loopback default, and requests that are
malformed or too large."""
import json
import os
import socket
import subprocess
import urllib.parse

from conftest import SKALD, SOURCE_DIR, Studio


def test_prints_a_loopback_url_with_a_token(studio):
    assert studio.host == "127.0.0.1"
    assert len(studio.token) == 64


def test_the_token_in_the_url_sets_a_cookie_and_redirects(studio):
    status, headers, _ = studio.request("GET", "/?token=" + studio.token, cookie=False)
    assert status == 303
    assert headers["Location"] == "/"
    cookie = headers["Set-Cookie"]
    assert "skald_studio_token=" + studio.token in cookie
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
    status, headers, body = studio.request("GET", "/")
    assert status == 200
    assert b"skald studio" in body
    assert "script-src 'self'" in headers["Content-Security-Policy"]


def test_requests_without_the_token_are_refused(studio):
    for path in ("/", "/studio.js", "/api/files", "/api/record?file=brandub.otg"):
        status, _, body = studio.request("GET", path, cookie=False)
        assert status == 403, path
        assert b"token" in body
    status, _, _ = studio.request("GET", "/?token=" + "0" * 64, cookie=False)
    assert status == 403
    status, _, _ = studio.request("GET", "/api/files", cookie=False,
                                  headers={"Cookie": "skald_studio_token=" + "0" * 64})
    assert status == 403


def test_a_foreign_host_is_refused(studio):
    # DNS rebinding: a page of evil.example whose name now points to 127.0.0.1.
    for host in ("evil.example:%d" % studio.port, "evil.example", "127.0.0.1:1",
                 "127.0.0.1.evil.example:%d" % studio.port, ""):
        status, _, body = studio.request("GET", "/api/files", host=host)
        assert status == 403, host
        assert b"Host" in body
    for host in ("127.0.0.1:%d" % studio.port, "localhost:%d" % studio.port):
        assert studio.request("GET", "/api/files", host=host)[0] == 200, host


def test_a_foreign_origin_is_refused(studio, folder):
    before = (folder / "brandub.otg").read_bytes()
    record = json.loads(studio.request("GET", "/api/record?file=brandub.otg")[2])
    edit = json.dumps({"version": record["version"], "op": "comment", "address": "1a",
                       "text": "from elsewhere"})
    for origin in ("http://evil.example", "https://127.0.0.1:%d" % studio.port, "null",
                   "http://127.0.0.1:%d.evil.example" % studio.port):
        status, _, _ = studio.request("POST", "/api/edit?file=brandub.otg", body=edit,
                                      headers={"Origin": origin, "Content-Type": "application/json"})
        assert status == 403, origin
    assert (folder / "brandub.otg").read_bytes() == before
    status, _, _ = studio.request("POST", "/api/edit?file=brandub.otg", body=edit, headers={
        "Origin": "http://127.0.0.1:%d" % studio.port, "Content-Type": "application/json"})
    assert status == 200
    assert b"from elsewhere" in (folder / "brandub.otg").read_bytes()


def test_only_files_under_the_folder_are_served(studio, folder, tmp_path):
    os.symlink(tmp_path / "outside.otg", folder / "link.otg")
    os.symlink(tmp_path, folder / "up")
    (folder / "sub").mkdir()
    refused = [
        "../outside.otg", "sub/../../outside.otg", "%2e%2e/outside.otg", "%2E%2E%2Foutside.otg",
        "..%2Foutside.otg", "sub%2F..%2F..%2Foutside.otg", str(tmp_path / "outside.otg"),
        "%2F" + str(tmp_path / "outside.otg").lstrip("/").replace("/", "%2F"), "/etc/passwd",
        "link.otg", "up/outside.otg", "up/records/../outside.otg", "", "sub", ".",
        "brandub.otg%00.txt",
    ]
    for name in refused:
        for api in ("record", "position"):
            status, _, body = studio.request("GET", "/api/{}?file={}&node=0a".format(api, name))
            assert status == 403, (api, name, body)
            assert b"outside.otg" not in body or b"refused" in body
    status, _, body = studio.request("POST", "/api/edit?file=../outside.otg",
                                     body=json.dumps({"op": "comment", "address": "1a"}))
    assert status == 403
    assert studio.request("GET", "/api/record?file=brandub.otg")[0] == 200
    assert studio.request("GET", "/api/record?file=.%2Fbrandub.otg")[0] == 200


def test_the_files_listed_are_those_of_the_folder(studio):
    status, _, body = studio.request("GET", "/api/files")
    assert status == 200
    assert json.loads(body)["files"] == ["brandub.otg"]


def test_a_non_loopback_bind_needs_allow_remote(folder):
    result = subprocess.run([SKALD, "studio", str(folder), "--no-browser", "--bind", "0.0.0.0"],
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 1
    assert "--allow-remote" in result.stderr
    studio = Studio(folder, "--bind", "0.0.0.0", "--allow-remote")
    try:
        assert studio.host == "0.0.0.0"
        studio.process.stderr.readable()
    finally:
        studio.stop()
    assert "warning: the studio listens on 0.0.0.0" in studio.process.stderr.read()


def test_malformed_and_oversized_requests_are_refused_and_the_server_goes_on(studio):
    status, _, _ = studio.request("POST", "/api/edit?file=brandub.otg", body="x" * (2 << 20))
    assert status == 413
    status, _, body = studio.request("POST", "/api/edit?file=brandub.otg", body="{not json")
    assert status == 400
    garbage = [b"\x00\x01\x02\r\n\r\n", b"GET / HTTP/1.1\r\n" + b"X: " + b"a" * 100000 + b"\r\n\r\n",
               b"GET /" + b"a" * 20000 + b" HTTP/1.1\r\n\r\n", b"POST /api/edit HTTP/1.1\r\n"
               b"Content-Length: -5\r\n\r\n", b"GET / HTTP/9.9\r\nHost: \xff\xfe\r\n\r\n"]
    for request in garbage:
        with socket.create_connection((studio.host, studio.port), timeout=10) as s:
            s.sendall(request)
            s.shutdown(socket.SHUT_WR)
            try:
                s.recv(4096)
            except OSError:
                pass
    assert studio.request("GET", "/api/files")[0] == 200


def test_the_folder_lists_records_by_the_query_words_collect_takes(tmp_path):
    root = tmp_path / "records"
    root.mkdir()
    examples = os.path.join(SOURCE_DIR, "examples")
    for name in ("brandub", "ataxx", "amazons"):
        with open(os.path.join(examples, name + "-annotated.otg"), "rb") as f:
            (root / (name + ".otg")).write_bytes(f.read())
    (root / "broken.otg").write_text("[rules:dim:7 name:Brandub start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n\n1. d2-d9\n")
    studio = Studio(root)
    try:
        def folder(query):
            status, _, body = studio.request("GET", "/api/folder?query=" + urllib.parse.quote(query))
            return status, json.loads(body)
        status, listed = folder("")
        assert status == 200
        assert sorted(r["file"] for r in listed["records"]) == ["amazons.otg", "ataxx.otg", "brandub.otg"]
        assert [b["file"] for b in listed["bad"]] == ["broken.otg"]
        assert "broken.otg:3" in listed["bad"][0]["error"]
        brandub = next(r for r in listed["records"] if r["file"] == "brandub.otg")
        assert brandub["game"] == "tafl" and brandub["variant"] == "brandub"
        assert brandub["players"]["attackers"] == "skald engine"
        assert [r["file"] for r in folder("game:ataxx")[1]["records"]] == ["ataxx.otg"]
        assert [r["file"] for r in folder("amaz")[1]["records"]] == ["amazons.otg"]
        assert [r["file"] for r in folder('comment:"the king"')[1]["records"]] == ["brandub.otg"]
        status, wrong = folder("game:chess")
        assert status == 400 and "game:chess" in wrong["error"] and "tafl" in wrong["error"]
        status, wrong = folder("colour:white")
        assert status == 400 and "column 1" in wrong["error"]
    finally:
        studio.stop()


def test_new_records_from_a_variant_and_from_a_position(studio, folder):
    status, _, body = studio.request("POST", "/api/new", body=json.dumps({"file": "fresh.otg", "variant": "brandub"}))
    assert status == 201, body
    assert "name:Brandub" in (folder / "fresh.otg").read_text()
    # Never over an existing file, never outside the folder.
    status, _, _ = studio.request("POST", "/api/new", body=json.dumps({"file": "fresh.otg", "variant": "tablut"}))
    assert status == 409
    status, _, _ = studio.request("POST", "/api/new", body=json.dumps({"file": "../out.otg", "variant": "brandub"}))
    assert status == 403
    assert not (folder.parent / "out.otg").exists()
    # From the position after 5b of the brandub game: the new record starts there, with the
    # position in the rules (OpenTafl reads no other tag) and the right side to move.
    status, _, body = studio.request("POST", "/api/new", body=json.dumps({"file": "from5b.otg", "from": "brandub.otg", "node": "5b"}))
    assert status == 201, body
    text = (folder / "from5b.otg").read_text()
    assert "[position:" not in text
    there = json.loads(studio.request("GET", "/api/position?file=brandub.otg&node=5b")[2])
    start = json.loads(studio.request("GET", "/api/position?file=from5b.otg&node=0a")[2])
    assert start["position"] == there["position"]
    assert start["toMove"] == there["toMove"]
    result = subprocess.run([SKALD, "validate", str(folder / "from5b.otg")], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_viewer_page_runs_only_its_own_inline_code(studio):
    status, headers, body = studio.request("GET", "/page?file=brandub.otg")
    assert status == 200
    policy = headers["Content-Security-Policy"]
    nonce = policy.split("'nonce-")[1].split("'")[0]
    assert len(nonce) >= 32 and "unsafe-inline" not in policy
    assert body.count(b"<script nonce=\"" + nonce.encode() + b"\">") == 1
    # Another answer, another nonce; without the token, no page.
    assert studio.request("GET", "/page?file=brandub.otg")[1]["Content-Security-Policy"] != policy
    assert studio.request("GET", "/page?file=brandub.otg", cookie=False)[0] == 403
    assert studio.request("GET", "/page?file=../outside.otg")[0] == 403


def test_the_server_survives_a_burst_of_malformed_requests(studio):
    """Mutated HTTP requests (random bytes, cut lines, huge or missing headers, bad bodies
    and encodings) on raw sockets: none takes the server down, and it answers a good request
    afterwards. The count is printed for the closing note."""
    import random
    rng = random.Random(1234)
    good = [
        "GET /api/record?file=brandub.otg HTTP/1.1\r\nHost: {host}\r\nCookie: skald_studio_token={token}\r\n\r\n",
        "POST /api/edit?file=brandub.otg HTTP/1.1\r\nHost: {host}\r\nCookie: skald_studio_token={token}\r\n"
        "Content-Type: application/json\r\nContent-Length: 40\r\n\r\n{{\"op\":\"comment\",\"address\":\"1a\",\"text\":1}}",
        "GET /api/position?file=brandub.otg&node=1a HTTP/1.1\r\nHost: {host}\r\nCookie: skald_studio_token={token}\r\n\r\n",
        "GET /api/folder?query=game:tafl HTTP/1.1\r\nHost: {host}\r\nCookie: skald_studio_token={token}\r\n\r\n",
    ]
    host = "{}:{}".format(studio.host, studio.port)

    def mutate(data):
        data = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            kind = rng.randrange(6)
            at = rng.randrange(len(data) + 1)
            if kind == 0 and data:
                data[min(at, len(data) - 1)] = rng.randrange(256)
            elif kind == 1:
                data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 64)))
            elif kind == 2:
                del data[at:at + rng.randint(1, 32)]
            elif kind == 3:
                data[at:at] = b"%" + bytes(rng.choice(b"0123456789abcdefgz%") for _ in range(2))
            elif kind == 4:
                data[at:at] = b"\r\nX-" + b"a" * rng.choice([10, 1000, 70000]) + b": b\r\n"
            else:
                data = data[:at]
        return bytes(data)

    sent = 0
    for i in range(1500):
        request = mutate(rng.choice(good).format(host=host, token=studio.token).encode())
        with socket.create_connection((studio.host, studio.port), timeout=5) as s:
            try:
                s.sendall(request)
                s.shutdown(socket.SHUT_WR)
                s.settimeout(5)
                while s.recv(65536):
                    pass
            except OSError:
                pass
        sent += 1
        assert studio.process.poll() is None, "the server died after request {}: {!r}".format(i, request[:200])
    assert studio.request("GET", "/api/record?file=brandub.otg")[0] == 200
    print("\nstudio fuzz: {} malformed requests, the server answered on".format(sent))
