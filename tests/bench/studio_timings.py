#!/usr/bin/env python3
"""The studio's figures on a large record, in a real browser (headless Chromium through
ChromeDriver, python3-selenium): open, a click on a move the record has, the first engine
line, saving a comment, saving a new variation, undo. Each is the page's own measure
(`window.studioTimings`: performance.now() from the click or the request to the page drawn
again); with SKALD_STUDIO_TIMINGS=1 the studio also prints each edit's steps on stderr.

Usage: /usr/bin/python3 tests/bench/studio_timings.py [--skald build/release/skald] [--size 1]
       [--repeat 5] [--shape mixed]   (Debian's python3, which has python3-selenium)

The record is gen_record.py's (Copenhagen with repetitions ignored, read in the spec
dialect); the figures are printed as the median, best and worst of the repeats."""
import argparse
import json
import os
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE_DIR = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(SOURCE_DIR, "tests", "studio"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skald", default=os.path.join(SOURCE_DIR, "build", "release", "skald"))
    parser.add_argument("--size", type=float, default=1.0, help="record size in MB")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--shape", default="mixed")
    args = parser.parse_args()
    os.environ["SKALD_EXE"] = os.path.abspath(args.skald)
    import subprocess
    import conftest
    conftest.SKALD = os.environ["SKALD_EXE"]
    from conftest import Studio, browser_or_skip
    from test_browser import click_cell, idle, legal_moves, open_studio, wait_for

    work = tempfile.mkdtemp(prefix="studio_timings_")
    record = os.path.join(work, "big.otg")
    subprocess.run([sys.executable, os.path.join(HERE, "gen_record.py"), str(args.size), record,
                    "--shape", args.shape], check=True, capture_output=True)
    size = os.path.getsize(record)
    studio = Studio(work, "--dialect", "spec")
    browser = browser_or_skip()
    figures = {k: [] for k in ("open", "click", "first_line", "save_comment", "save_variation",
                               "undo", "variation_answer", "variation_patch", "variation_show")}
    timing = lambda key: browser.execute_script("return window.studioTimings." + key)
    try:
        for _ in range(args.repeat):
            open_studio(browser, studio, "big.otg")
            figures["open"].append(timing("open"))
        moves = legal_moves(studio, "big.otg", "0a")
        first = browser.execute_script("return document.querySelector('#move-list [data-node=\"1\"]').textContent")
        known = next(m for m in moves if m["move"] == first)
        others = [m for m in moves if m["move"] != first and len(m["cells"]) == 2]
        for i in range(args.repeat):
            # A click on the move the record has: the cursor follows it.
            browser.execute_script("document.getElementById('first').click()")
            wait_for(browser, "document.body.dataset.shown === '0a'")
            idle(browser)
            time.sleep(0.2)
            browser.execute_script("delete window.studioTimings.click")
            click_cell(browser, known["cells"][0])
            click_cell(browser, known["cells"][1])
            wait_for(browser, "window.studioTimings.click !== undefined && document.body.dataset.shown === '1a'")
            figures["click"].append(timing("click"))
            # A comment on it, saved.
            browser.execute_script("document.getElementById('status').textContent = ''")
            browser.execute_script("document.getElementById('comment').value = arguments[0]", "Timed %d." % i)
            browser.execute_script("document.querySelector('#comment-form button').click()")
            wait_for(browser, "document.getElementById('status').textContent.startsWith('saved')", timeout=60)
            figures["save_comment"].append(timing("save"))
            # A new move at the start: a variation, saved; then undone.
            browser.execute_script("document.getElementById('first').click()")
            wait_for(browser, "document.body.dataset.shown === '0a'")
            idle(browser)
            time.sleep(0.2)
            other = others[i % len(others)]
            browser.execute_script("document.getElementById('status').textContent = ''")
            click_cell(browser, other["cells"][0])
            click_cell(browser, other["cells"][1])
            wait_for(browser, "document.getElementById('status').textContent === 'saved'", timeout=60)
            figures["save_variation"].append(timing("save"))
            figures["variation_answer"].append(timing("saveAnswer"))
            figures["variation_patch"].append(timing("patch"))
            figures["variation_show"].append(timing("show"))
            idle(browser)
            browser.execute_script("document.getElementById('status').textContent = ''")
            browser.execute_script("document.getElementById('undo').click()")
            wait_for(browser, "document.getElementById('status').textContent === 'saved'", timeout=60)
            figures["undo"].append(timing("save"))
            idle(browser)
            # The engine's first line at the node shown.
            browser.execute_script("delete window.studioTimings.firstLine")
            browser.execute_script("document.getElementById('engine-toggle').click()")
            wait_for(browser, "window.studioTimings.firstLine !== undefined", timeout=60)
            figures["first_line"].append(timing("firstLine"))
            browser.execute_script("document.getElementById('engine-toggle').click()")
            idle(browser)
        # The page's list is what the file says: the patched move list equals one drawn afresh.
        patched = browser.execute_script("return [...document.querySelectorAll('#move-list .line')].map((r) => r.style.marginLeft + ' ' + r.textContent).join('\\n')")
        open_studio(browser, studio, "big.otg")
        fresh = browser.execute_script("return [...document.querySelectorAll('#move-list .line')].map((r) => r.style.marginLeft + ' ' + r.textContent).join('\\n')")
        print("studio timings, {:.2f} MB record ({} shape), {} repeats: median (best-worst) ms".format(
            size / 1e6, args.shape, args.repeat))
        for key, values in figures.items():
            values = [v for v in values if v is not None]  # an older page times fewer steps
            if values:
                print("  {:17} {:7.1f} ({:.1f}-{:.1f})".format(key, statistics.median(values), min(values), max(values)))
        print("  move list after the edits {} the one drawn afresh".format(
            "equals" if patched == fresh else "DIFFERS FROM"))
    finally:
        browser.quit()
        studio.stop()


if __name__ == "__main__":
    main()
