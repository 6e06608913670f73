"""Fixtures of the puzzle book's browser tests: a book written by `skald html --collection`
from a few shipped puzzles and one hostile record, and a headless Chromium through
ChromeDriver (python3-selenium), one for the whole session.

ctest runs these with SKALD_EXE naming the built tool (tests/CMakeLists.txt). The browser
is made as the studio's tests make theirs (tests/studio/conftest.py, loaded from there so
both stay one): the tests skip, saying why, when Chromium, ChromeDriver or selenium are
missing."""
import importlib.util
import json
import os
import shutil
import subprocess

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    "skald_studio_conftest", os.path.join(os.path.dirname(HERE), "studio", "conftest.py"))
studio_conftest = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(studio_conftest)
SKALD = studio_conftest.SKALD
SOURCE_DIR = studio_conftest.SOURCE_DIR

HOSTILE = '<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">'

# The book: one puzzle of each game and a second tafl variant, with made-up figures (the
# filters are tested, not the grading: tests/cli/html_collection_test.cpp proves), and a
# record whose title and comment try to run script.
PUZZLES = {
    "01-brandub-1-7a": ("easy", ["king capture"]),
    "06-tablut-9x9-1-26a": ("hard", ["sacrifice"]),
    "26-ataxx-1-38a": ("hard", ["infection chain"]),
    "29-amazons-5-8b": ("easy", ["queen trap"]),
    "32-octagon-classic-9728-28a": ("medium", []),
}
HOSTILE_ID = "90-hostile"


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    """The book's folder (its index is index.html)."""
    root = tmp_path_factory.mktemp("book")
    records = root / "puzzles"
    records.mkdir()
    figures = []
    for name, (grade, themes) in PUZZLES.items():
        shutil.copy(os.path.join(SOURCE_DIR, "tests", "data", "puzzles", name + ".otg"), records / (name + ".otg"))
        figures.append({"file": "puzzles/" + name + ".otg", "verdict": "sound",
                        "measures": {"grade": grade, "themes": themes}})
    with open(os.path.join(SOURCE_DIR, "tests", "data", "puzzles", "02-brandub-2-13a.otg"), encoding="utf-8") as f:
        text = f.read()
    text = text.replace("[event:skald self-play, depth 3, seed 2]",
                        "[event:" + HOSTILE + "]\n[start-comment:" + HOSTILE + "]")
    (records / (HOSTILE_ID + ".otg")).write_text(text, encoding="utf-8")
    (root / "checked.jsonl").write_text("".join(json.dumps(f) + "\n" for f in figures))
    subprocess.run([SKALD, "html", "--collection", "puzzles", "-o", "site", "--no-engine",
                    "--figures", "checked.jsonl", "--title", "Test book"],
                   cwd=str(root), check=True, capture_output=True)
    return root / "site"


@pytest.fixture(scope="session")
def browser():
    driver = studio_conftest.browser_or_skip()
    yield driver
    driver.quit()
