"""Fixtures of the studio tests: a running `skald studio` on a folder of its own, and a
headless Chromium driven through ChromeDriver (python3-selenium) for the browser tests.

ctest runs these with SKALD_EXE naming the built tool (tests/CMakeLists.txt). The browser
tests skip, saying why, when Chromium, ChromeDriver or selenium are missing; the HTTP tests
need only the tool."""
import http.client
import os
import re
import shutil
import signal
import subprocess
import time
import urllib.parse

import pytest

SOURCE_DIR = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SKALD = os.environ.get("SKALD_EXE", os.path.join(SOURCE_DIR, "build", "release", "skald"))


class Studio:
    """A `skald studio` process; `url` is the URL it printed (with the token)."""

    def __init__(self, path, *args):
        self.process = subprocess.Popen(
            [SKALD, "studio", str(path), "--no-browser", *args],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines = []
        self.url = None
        deadline = time.time() + 20
        while time.time() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            self.lines.append(line)
            match = re.search(r"(http://\S+)", line)
            if match:
                self.url = match.group(1)
                break
        if self.url is None:
            self.stop()
            raise RuntimeError("skald studio printed no URL: " + "".join(self.lines) +
                               self.process.stderr.read())
        parts = urllib.parse.urlsplit(self.url)
        self.host, self.port = parts.hostname, parts.port
        self.token = urllib.parse.parse_qs(parts.query)["token"][0]
        self.base = "http://{}:{}".format(self.host, self.port)

    def request(self, method, path, headers=None, body=None, cookie=True, host=None):
        """One raw HTTP request; the status, headers and body (bytes) of the answer."""
        connection = http.client.HTTPConnection(self.host, self.port, timeout=30)
        all_headers = {"Host": host if host is not None else "{}:{}".format(self.host, self.port)}
        if cookie:
            all_headers["Cookie"] = "skald_studio_token=" + self.token
        all_headers.update(headers or {})
        connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
        for key, value in all_headers.items():
            connection.putheader(key, value)
        data = body.encode() if isinstance(body, str) else body
        if data is not None:
            connection.putheader("Content-Length", str(len(data)))
        connection.endheaders(data)
        response = connection.getresponse()
        answer = (response.status, dict(response.getheaders()), response.read())
        connection.close()
        return answer

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@pytest.fixture
def folder(tmp_path):
    """A folder with a copy of the brandub example (the studio's root) and, beside it, a
    record outside that folder."""
    root = tmp_path / "records"
    root.mkdir()
    shutil.copy(os.path.join(SOURCE_DIR, "examples", "brandub-annotated.otg"), root / "brandub.otg")
    shutil.copy(os.path.join(SOURCE_DIR, "examples", "brandub-annotated.otg"), tmp_path / "outside.otg")
    return root


@pytest.fixture
def studio(folder):
    s = Studio(folder)
    yield s
    s.stop()


def browser_or_skip():
    """A headless Chromium through ChromeDriver, or a skip saying what is missing."""
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        pytest.skip("python3-selenium is not installed (tools/bootstrap installs it)")
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if not chromium or not driver:
        pytest.skip("Chromium or ChromeDriver is not installed (tools/bootstrap installs them)")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--window-size=1400,1000", "--disable-gpu"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(driver), options=options)


@pytest.fixture(scope="session")
def browser():
    driver = browser_or_skip()
    yield driver
    driver.quit()


SHARED_DIR = os.path.join(os.path.dirname(SOURCE_DIR), "shared")
CORPUS_DIR = os.environ.get("SKALD_CORPUS_DIR", os.path.join(SHARED_DIR, "corpus"))
OPENTAFL_DIR = os.environ.get("SKALD_OPENTAFL_DIR", os.path.join(SHARED_DIR, "opentafl"))


def corpus_file_or_skip(*parts):
    path = os.path.join(CORPUS_DIR, *parts)
    if not os.path.exists(path):
        pytest.skip("the corpus is not at {} (CI has ../shared beside the checkout)".format(CORPUS_DIR))
    return path


def opentafl_reads(paths, workdir):
    """What OpenTafl's own reader makes of the records at `paths` (tests/opentafl/
    OpenTaflRecords.java, compiled against ../shared/opentafl/opentafl.jar): one dict per
    file, {"file", "tags", "moves": [{"address", "move", "comment"}]} or {"file", "error"}.
    Skips, saying why, without Java or OpenTafl."""
    import json
    jar = os.path.join(OPENTAFL_DIR, "opentafl.jar")
    if not shutil.which("java") or not shutil.which("javac"):
        pytest.skip("java and javac are not on PATH (tools/bootstrap installs default-jdk-headless)")
    if not os.path.exists(jar):
        pytest.skip("no opentafl.jar in " + OPENTAFL_DIR)
    classpath = [jar]
    for name in ("ini4j.jar", "jline2.jar", "javax.json.jar", "javax.json-api.jar"):
        path = os.path.join("/usr/share/java", name)
        if not os.path.exists(path):
            pytest.skip("no {} (tools/bootstrap installs libini4j-java libjline2-java libjsonp-java)".format(path))
        classpath.append(path)
    classes = os.path.join(str(workdir), "opentafl-classes")
    os.makedirs(classes, exist_ok=True)
    source = os.path.join(SOURCE_DIR, "tests", "opentafl", "OpenTaflRecords.java")
    subprocess.run(["javac", "-nowarn", "-cp", ":".join(classpath), "-d", classes, source],
                   check=True, capture_output=True)
    run = subprocess.run(["java", "-cp", ":".join([classes] + classpath), "OpenTaflRecords"],
                         input="\n".join(str(p) for p in paths) + "\n", capture_output=True,
                         text=True, check=True, cwd=str(workdir))
    return [json.loads(line) for line in run.stdout.splitlines() if line.strip()]
