"""The studio in a real browser (headless Chromium through ChromeDriver, python3-selenium):
record text shown as text, a move played by clicks saved as exactly that variation, the
engine's lines appearing and stopping, a stale file refused, and the issue's timings.

selenium rather than the hand-written WebDriver client of tests/browser: the studio's
tests need waits on asynchronous pages, cookies and raw HTTP beside the browser, which
Debian's maintained client and Python's standard library give without growing our own."""
import json
import os
import shutil
import subprocess
import sys
import time

import pytest

from conftest import SKALD, SOURCE_DIR, Studio, corpus_file_or_skip, opentafl_reads


def wait_for(browser, script, timeout=20, args=()):
    """Waits until `script` (a JavaScript expression) is truthy; its value."""
    deadline = time.time() + timeout
    while True:
        value = browser.execute_script("return " + script, *args)
        if value:
            return value
        if time.time() > deadline:
            raise AssertionError("timed out waiting for: " + script)
        time.sleep(0.02)


def open_studio(browser, studio, name=None):
    browser.get(studio.url + ("#" + name if name else ""))
    wait_for(browser, "document.body.dataset.ready === 'true' && document.body.dataset.busy === 'false'")


def idle(browser):
    wait_for(browser, "document.body.dataset.busy === 'false'")


def click_cell(browser, name):
    """Clicks the piece on a cell when there is one, else the cell."""
    browser.execute_script(
        "const p = document.querySelector('#board .piece[data-cell=\"' + arguments[0] + '\"]');"
        "const c = document.querySelector('#board .cell[data-cell=\"' + arguments[0] + '\"]');"
        "(p || c).dispatchEvent(new MouseEvent('click', {bubbles: true}));", name)


def position_at(studio, name, address):
    return json.loads(studio.request("GET", "/api/position?file={}&node={}".format(name, address))[2])


def start_position(studio, name):
    return position_at(studio, name, "0a")


def legal_moves(studio, name, address):
    return position_at(studio, name, address)["moves"]


def test_hostile_record_text_is_shown_as_text(browser, folder):
    hostile = '<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">'
    text = (folder / "brandub.otg").read_text()
    text = text.replace("[event:skald example]", "[event:<b>bold</b>]\n[site:" + hostile + "]")
    text = text.replace("A quiet opening", hostile.replace("]", ""), 1)
    (folder / "hostile <i>.otg").write_text(text)
    studio = Studio(folder)
    try:
        open_studio(browser, studio, "hostile%20%3Ci%3E.otg")
        assert browser.execute_script("return window.pwned") is None
        assert browser.execute_script("return document.querySelectorAll('img, b, i, script:not([src])').length") == 0
        page_text = browser.execute_script("return document.body.textContent")
        assert "<script>window.pwned = 1</script>" in page_text
        tag_values = browser.execute_script("return [...document.querySelectorAll('#tags input')].map((i) => i.value)")
        assert "<b>bold</b>" in tag_values
        assert hostile in tag_values
        assert "hostile <i>.otg" in page_text
        browser.execute_script("document.querySelector('#move-list [data-node=\"1\"]').click()")
        assert "<script>" in browser.execute_script("return document.getElementById('comment').value")
        assert browser.execute_script("return window.pwned") is None
    finally:
        studio.stop()


def test_a_move_played_by_clicks_becomes_a_variation_saved_as_exactly_that(browser, studio, folder, tmp_path):
    open_studio(browser, studio, "brandub.otg")
    first = browser.execute_script("return document.querySelector('#move-list [data-node=\"1\"]').textContent")
    move = next(m for m in legal_moves(studio, "brandub.otg", "0a")
                if m["move"] != first and len(m["cells"]) == 2)
    click_cell(browser, move["cells"][0])
    targets = browser.execute_script("return [...document.querySelectorAll('#board .cell.target')].map(c => c.dataset.cell)")
    assert move["cells"][1] in targets
    click_cell(browser, move["cells"][1])
    wait_for(browser, "document.getElementById('status').textContent === 'saved'")
    assert browser.execute_script("return document.getElementById('address').textContent") == "1a.1.1a"
    # The same edit made by `skald edit` on a copy gives the same bytes: the studio changed
    # exactly that move.
    expected = tmp_path / "expected.otg"
    shutil.copy(os.path.join(SOURCE_DIR, "examples", "brandub-annotated.otg"), expected)
    subprocess.run([SKALD, "edit", str(expected), "add", "0a", move["move"]], check=True, capture_output=True)
    assert (folder / "brandub.otg").read_bytes() == expected.read_bytes()
    # Played again where the record has it, the move is followed, not added.
    browser.execute_script("document.getElementById('first').click()")
    idle(browser)
    wait_for(browser, "window.studioTimings && document.querySelectorAll('#board .piece').length > 0")
    time.sleep(0.2)
    click_cell(browser, move["cells"][0])
    click_cell(browser, move["cells"][1])
    wait_for(browser, "document.getElementById('address').textContent === '1a.1.1a'")
    assert (folder / "brandub.otg").read_bytes() == expected.read_bytes()


def test_a_typed_move_and_a_comment_are_saved(browser, studio, folder):
    open_studio(browser, studio, "brandub.otg")
    first = browser.execute_script("return document.querySelector('#move-list [data-node=\"1\"]').textContent")
    move = next(m for m in legal_moves(studio, "brandub.otg", "0a") if m["move"] != first)
    browser.find_element("id", "move-input").send_keys(move["short"] + "\n")
    wait_for(browser, "document.getElementById('status').textContent === 'saved'")
    assert browser.execute_script("return document.getElementById('address').textContent") == "1a.1.1a"
    browser.find_element("id", "comment").send_keys("A move typed in the studio.")
    saved_after(browser, "document.querySelector('#comment-form button').click()")
    saved = (folder / "brandub.otg").read_text()
    assert "A move typed in the studio." in saved
    result = subprocess.run([SKALD, "validate", str(folder / "brandub.otg")], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def move_list(browser):
    """The move list as drawn: each row's indent, its buttons (address and move) and text."""
    return browser.execute_script(
        "return [...document.querySelectorAll('#move-list .line')].map((r) => [r.style.marginLeft,"
        " [...r.querySelectorAll('button')].map((b) => b.title + ' ' + b.textContent), r.textContent])")


def test_edits_patch_the_move_list_as_a_fresh_load_draws_it(browser, studio, folder):
    """An edit answers with what changed and the page patches its nodes and move list: after
    variations, a comment, reordering, a deletion, undo and redo, the list is the one a fresh
    load draws, and every move in it shows its own node when clicked."""
    open_studio(browser, studio, "brandub.otg")

    def at(address):
        titles = browser.execute_script("return [...document.querySelectorAll('#move-list button')].map((b) => b.title)")
        assert address in titles, (address, titles)
        browser.execute_script("document.querySelector('#move-list [title=\"' + arguments[0] + '\"]').click()", address)
        wait_for(browser, "document.body.dataset.shown === arguments[0]", args=[address])
        idle(browser)

    def new_move(address):
        """Plays, by typing it, a move the record does not have at `address`."""
        at(address) if address != "0a" else browser.execute_script("document.getElementById('first').click()")
        wait_for(browser, "document.body.dataset.shown === arguments[0]", args=[address])
        record = json.loads(studio.request("GET", "/api/record?file=brandub.otg")[2])
        node = next(n for n in record["nodes"] if n["address"] == address)
        there = {record["nodes"][c]["move"] for c in node["children"]}
        move = next(m for m in legal_moves(studio, "brandub.otg", address) if m["move"] not in there)
        saved_after(browser, "document.getElementById('move-input').value = arguments[0];"
                    "document.getElementById('move-form').requestSubmit()".replace("arguments[0]", json.dumps(move["short"])))
        return browser.execute_script("return document.body.dataset.shown")

    def check(step):
        patched = move_list(browser)
        # Every move shows its own node, and the arrows lead to its parent and its first child.
        walked = browser.execute_script("""const address = () => document.getElementById('address').textContent;
            return [...document.querySelectorAll('#move-list button')].map((b) => {
              b.click();
              const shown = address();
              document.getElementById('next').click();
              const next = address();
              b.click();
              document.getElementById('previous').click();
              return [b.title, shown, next, address()];
            });""")
        nodes = json.loads(studio.request("GET", "/api/record?file=brandub.otg")[2])["nodes"]
        expected = [[n["address"], n["address"],
                     nodes[n["children"][0]]["address"] if n["children"] else n["address"],
                     nodes[n["parent"]]["address"]] for n in nodes[1:]]
        assert sorted(walked) == sorted(expected), step
        browser.refresh()
        wait_for(browser, "document.body.dataset.ready === 'true' && document.body.dataset.busy === 'false'")
        assert move_list(browser) == patched, step

    variation = new_move("0a")
    check("a variation at the first move")
    new_move(variation)
    check("a move after it")
    new_move("1a")
    check("a variation at the second move")
    new_move("3a")
    check("a variation further on")
    at("1b")
    browser.execute_script("document.getElementById('comment').value = 'Patched.'")
    saved_after(browser, "document.querySelector('#comment-form button').click()")
    check("a comment")
    for op, address in (("promote", variation), ("mainline", "1a.1.1a"), ("demote", "1a"),
                        ("delete", "1a.1.1a"), ("undo", None), ("undo", None), ("redo", None)):
        if address:
            at(address)
        saved_after(browser, "document.getElementById(arguments[0]).click()".replace("arguments[0]", json.dumps(op)))
        check(op + (" at " + address if address else ""))


def saved_after(browser, script):
    """Runs `script` (which makes one edit) and waits until the studio saved it."""
    browser.execute_script("document.getElementById('status').textContent = ''")
    browser.execute_script(script)
    wait_for(browser, "document.getElementById('status').textContent.startsWith('saved')")
    idle(browser)


def test_hints_tags_an_engine_line_and_undo_redo(browser, studio, folder):
    original = (folder / "brandub.otg").read_bytes()
    open_studio(browser, studio, "brandub.otg")
    browser.execute_script("document.querySelector('#move-list [data-node=\"1\"]').click()")
    wait_for(browser, "document.body.dataset.shown === '1a'")
    browser.find_element("id", "hint").send_keys("Look at the d-file.")
    saved_after(browser, "document.querySelector('#hint-form button').click()")
    assert "(Hint: Look at the d-file.)" in (folder / "brandub.otg").read_text()
    assert browser.execute_script("return document.querySelector('#hints li span').textContent") == "Look at the d-file."
    after_hint = (folder / "brandub.otg").read_bytes()
    # A tag changed in its field is saved when the field is left.
    saved_after(browser, """const input = document.querySelector('#tags input[data-tag="event"]');
        input.value = 'Club night'; input.dispatchEvent(new Event('change'));""")
    assert "[event:Club night]" in (folder / "brandub.otg").read_text()
    # A tag no reader accepts is refused, and the file stays as it was.
    before_refusal = (folder / "brandub.otg").read_bytes()
    browser.execute_script("""const input = document.querySelector('#tags input[data-tag="rules"]');
        input.value = 'dim:x'; input.dispatchEvent(new Event('change'));""")
    wait_for(browser, "document.getElementById('status').className === 'error'")
    assert (folder / "brandub.otg").read_bytes() == before_refusal
    # The engine's first line, added by its button, becomes a variation here.
    browser.execute_script("document.getElementById('engine-toggle').click()")
    wait_for(browser, "document.querySelectorAll('#engine-lines .add-line').length > 0")
    browser.execute_script("document.getElementById('engine-toggle').click()")  # the lines stay
    line = browser.execute_script("return document.querySelector('#engine-lines .pv').textContent").split()
    saved_after(browser, "document.querySelector('#engine-lines .add-line').click()")
    # The page shows the line's last move, which the record now has after 1a.
    assert browser.execute_script("return document.getElementById('move').textContent").startswith(line[-1])
    assert len(browser.execute_script("return document.getElementById('address').textContent").split(".")) >= 1
    # Undo three times: the file is what it was; redo once: the hint is back.
    for _ in range(3):
        saved_after(browser, "document.getElementById('undo').click()")
    assert (folder / "brandub.otg").read_bytes() == original
    assert browser.execute_script("return document.getElementById('undo').disabled")
    saved_after(browser, "document.getElementById('redo').click()")
    assert (folder / "brandub.otg").read_bytes() == after_hint
    # The position of the node shown, as OTN, ready to copy.
    assert "/" in browser.execute_script("return document.getElementById('position-text').value")


def test_a_puzzle_authored_from_a_game_is_proved_sound_then_cooked(browser, tmp_path):
    """A puzzle made from a game position by clicks: marked, given a goal, checked sound;
    its goal loosened so other first moves win too, checked again: cooked, and the cook
    added as a variation with one click."""
    root = tmp_path / "puzzle"
    root.mkdir()
    with open(os.path.join(SOURCE_DIR, "tests", "data", "puzzles", "03-brandub-3-10a.otg")) as source:
        game = "".join(line for line in source if not line.startswith("[puzzle-"))
    (root / "game.otg").write_text(game)
    studio = Studio(root)
    try:
        open_studio(browser, studio, "game.otg")
        browser.execute_script("document.querySelector('#move-list [title=\"10a\"]').click()")
        wait_for(browser, "document.body.dataset.shown === '10a'")
        saved_after(browser, "document.getElementById('puzzle-start').click()")
        browser.execute_script("document.getElementById('puzzle-mode').value = 'loose'")
        browser.find_element("id", "puzzle-goal").send_keys("defenders win in 3")
        saved_after(browser, "document.querySelector('#puzzle-form button').click()")
        text = (root / "game.otg").read_text()
        assert "[puzzle-start:10a]" in text and "[puzzle-goal:defenders win in 3]" in text
        browser.execute_script("document.getElementById('puzzle-check').click()")
        assert wait_for(browser, "document.body.dataset.check", timeout=120) == "sound"
        # The first move a shallow search likes that fails, with the defence that holds: one
        # click adds both after the puzzle position.
        label = browser.execute_script(
            "const b = [...document.querySelectorAll('#check-actions button')].find((b) => b.textContent.startsWith('Add the try '));"
            "return b ? b.textContent : ''")
        assert label, browser.execute_script("return document.getElementById('check-words').textContent")
        try_move = label[len("Add the try "):].split(" and ")[0]
        saved_after(browser, "[...document.querySelectorAll('#check-actions button')].find((b) => b.textContent.startsWith('Add the try ')).click()")
        assert try_move in (root / "game.otg").read_text()
        # Loosened: other first moves win in four.
        browser.execute_script("document.getElementById('puzzle-goal').value = 'defenders win in 4'")
        saved_after(browser, "document.querySelector('#puzzle-form button').click()")
        browser.execute_script("document.getElementById('puzzle-check').click()")
        assert wait_for(browser, "document.body.dataset.check", timeout=120) == "flawed"
        words = browser.execute_script("return document.getElementById('check-words').textContent")
        assert "cooks" in words
        label = browser.execute_script("return document.querySelector('#check-actions button').textContent")
        assert label.startswith("Add the cook ")
        cook = label[len("Add the cook "):]
        saved_after(browser, "document.querySelector('#check-actions button').click()")
        # The cook's whole win is added: the page stands at its last move, the game won.
        assert cook in (root / "game.otg").read_text()
        assert "win" in browser.execute_script("return document.getElementById('to-move').textContent")
        result = subprocess.run([SKALD, "validate", str(root / "game.otg")], capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr
    finally:
        studio.stop()


def test_try_it_opens_the_solving_mode_on_the_record_as_it_is(browser, tmp_path):
    root = tmp_path / "try"
    root.mkdir()
    shutil.copy(os.path.join(SOURCE_DIR, "tests", "data", "puzzles", "01-brandub-1-7a.otg"), root / "p.otg")
    studio = Studio(root)
    try:
        open_studio(browser, studio, "p.otg")
        studio_window = browser.current_window_handle
        browser.execute_script("document.getElementById('puzzle-try').click()")
        wait_for(browser, "true", timeout=1)
        deadline = time.time() + 20
        while len(browser.window_handles) < 2 and time.time() < deadline:
            time.sleep(0.05)
        browser.switch_to.window(next(h for h in browser.window_handles if h != studio_window))
        # The viewer's script ran under the page's nonce: the board is drawn and the
        # solving mode is open on the puzzle's goal.
        wait_for(browser, "document.querySelectorAll('#board .piece').length > 0")
        wait_for(browser, "!document.getElementById('solve').hidden")
        assert "defenders win in 2" in browser.execute_script("return document.getElementById('solve-goal').textContent").lower()
        browser.close()
        browser.switch_to.window(studio_window)
    finally:
        studio.stop()


def test_a_real_game_annotated_by_clicks_is_exactly_the_edits_and_loads_in_opentafl(browser, tmp_path):
    """A tournament game from the corpus: a variation played on the board, commented,
    promoted to the main line's continuation, all by clicks. The file is what the same
    edits made with skald edit give (so nothing else changed), and OpenTafl reads it with
    the variation and its comment."""
    game = corpus_file_or_skip("opentafl", "Animals-Xerxes-Brandub-Triathlon-2015.otg")
    root = tmp_path / "annotate"
    root.mkdir()
    shutil.copyfile(game, root / "game.otg")  # the corpus is read-only; the copies are not
    expected = tmp_path / "expected.otg"
    shutil.copyfile(game, expected)
    studio = Studio(root)
    try:
        open_studio(browser, studio, "game.otg")
        browser.execute_script("document.querySelector('#move-list [title=\"3a\"]').click()")
        wait_for(browser, "document.body.dataset.shown === '3a'")
        record_next = browser.execute_script("return document.querySelector('#move-list [title=\"3b\"]').textContent")
        moves = legal_moves(studio, "game.otg", "3a")
        move = next(m for m in moves if len(m["cells"]) == 2 and m["move"] != record_next
                    and not any(o is not m and o["cells"] == m["cells"] for o in moves))
        click_cell(browser, move["cells"][0])
        click_cell(browser, move["cells"][1])
        wait_for(browser, "document.body.dataset.shown === '3b.1.1b' && document.body.dataset.busy === 'false'")
        browser.find_element("id", "comment").send_keys("Studio: a quieter try.")
        saved_after(browser, "document.querySelector('#comment-form button').click()")
        saved_after(browser, "document.getElementById('promote').click()")
        for args in (["add", "3a", move["move"]], ["comment", "3b.1.1b", "Studio: a quieter try."],
                     ["promote", "3b.1.1b"]):
            subprocess.run([SKALD, "edit", str(expected)] + args, check=True, capture_output=True)
        assert (root / "game.otg").read_bytes() == expected.read_bytes()
        [read] = opentafl_reads([root / "game.otg"], tmp_path)
        assert "error" not in read, read
        found = [m for m in read["moves"] if m["move"].startswith(move["move"].split("x")[0])]
        assert found and any("quieter try" in m.get("comment", "") for m in read["moves"])
    finally:
        studio.stop()


def test_two_tabs_editing_one_file_lose_nothing(browser, studio, folder):
    """Tab B loaded the record before tab A saved an edit: B's edit is refused (the banner
    offers a reload), and after the reload B's edit is saved beside A's."""
    open_studio(browser, studio, "brandub.otg")
    tab_a = browser.current_window_handle
    browser.switch_to.new_window("tab")
    tab_b = browser.current_window_handle
    open_studio(browser, studio, "brandub.otg")
    browser.switch_to.window(tab_a)
    browser.execute_script("document.querySelector('#move-list [title=\"1b\"]').click()")
    wait_for(browser, "document.body.dataset.shown === '1b'")
    browser.execute_script("document.getElementById('comment').value = 'From tab A.'")
    saved_after(browser, "document.querySelector('#comment-form button').click()")
    browser.switch_to.window(tab_b)
    browser.execute_script("document.querySelector('#move-list [title=\"2b\"]').click()")
    wait_for(browser, "document.body.dataset.shown === '2b'")
    browser.execute_script("document.getElementById('comment').value = 'From tab B.'")
    browser.execute_script("document.querySelector('#comment-form button').click()")
    wait_for(browser, "!document.getElementById('banner').hidden")
    assert "From tab B." not in (folder / "brandub.otg").read_text()
    browser.execute_script("document.getElementById('reload').click()")
    wait_for(browser, "document.getElementById('banner').hidden && document.body.dataset.busy === 'false'")
    wait_for(browser, "document.body.dataset.shown === '2b'")
    browser.execute_script("document.getElementById('comment').value = 'From tab B.'")
    saved_after(browser, "document.querySelector('#comment-form button').click()")
    text = (folder / "brandub.otg").read_text()
    assert "From tab A." in text and "From tab B." in text
    browser.close()
    browser.switch_to.window(tab_a)


def test_the_main_line_annotated_in_the_background(browser, tmp_path):
    """Verdicts on every move of the main line, found live (progress, then one edit that can
    be undone), marked in the move list; the king's walk to the corner is an only move or
    a blunder for the side that let it happen."""
    root = tmp_path / "annotated"
    root.mkdir()
    text = open(os.path.join(SOURCE_DIR, "examples", "brandub-annotated.otg")).read()
    (root / "g.otg").write_text(text)
    studio = Studio(root)
    try:
        open_studio(browser, studio, "g.otg")
        before = (root / "g.otg").read_bytes()
        browser.execute_script("document.getElementById('annotate-depth').value = '2'")
        browser.execute_script("document.getElementById('annotate').click()")
        count = int(wait_for(browser, "document.body.dataset.annotated", timeout=300))
        assert count > 0
        saved = (root / "g.otg").read_text()
        assert saved.count("skald depth 2") == count
        assert browser.execute_script("return document.querySelectorAll('#move-list .verdict').length") >= count
        assert browser.execute_script("return document.querySelectorAll('#move-list [data-mark]').length") > 0
        result = subprocess.run([SKALD, "validate", str(root / "g.otg")], capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr
        # One edit: one undo puts the file back.
        saved_after(browser, "document.getElementById('undo').click()")
        assert (root / "g.otg").read_bytes() == before
    finally:
        studio.stop()


def test_folder_mode_filters_opens_and_creates(browser, tmp_path):
    root = tmp_path / "games"
    root.mkdir()
    for name in ("brandub", "ataxx", "amazons"):
        shutil.copy(os.path.join(SOURCE_DIR, "examples", name + "-annotated.otg"), root / (name + ".otg"))
    studio = Studio(root)
    try:
        open_studio(browser, studio)
        assert browser.execute_script("return document.getElementById('folder').open")
        wait_for(browser, "document.body.dataset.folder === 'loaded'")
        assert browser.execute_script("return document.querySelectorAll('#folder-records tbody tr').length") == 3
        browser.execute_script("document.body.dataset.folder = ''; document.getElementById('folder-query').value = 'game:ataxx'")
        browser.execute_script("document.querySelector('#folder-form button').click()")
        wait_for(browser, "document.body.dataset.folder === 'loaded'")
        rows = browser.execute_script("return [...document.querySelectorAll('#folder-records tbody tr')].map((r) => r.dataset.file)")
        assert rows == ["ataxx.otg"]
        browser.execute_script("document.querySelector('#folder-records tbody tr').click()")
        wait_for(browser, "document.getElementById('file-name').textContent === 'ataxx.otg'")
        # A new record from a variant, opened at once.
        browser.find_element("id", "new-name").send_keys("first-game")
        browser.execute_script("document.getElementById('new-variant').value = 'brandub'")
        browser.execute_script("document.querySelector('#new-form button').click()")
        wait_for(browser, "document.getElementById('file-name').textContent === 'first-game.otg'")
        assert "name:Brandub" in (root / "first-game.otg").read_text()
    finally:
        studio.stop()


def cpu_seconds(pid):
    with open("/proc/{}/stat".format(pid)) as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def test_engine_lines_appear_and_stop(browser, studio):
    open_studio(browser, studio, "brandub.otg")
    browser.execute_script("document.getElementById('engine-toggle').click()")
    wait_for(browser, "document.querySelectorAll('#engine-lines li').length > 0")
    line = browser.execute_script("return document.querySelector('#engine-lines li').textContent")
    assert any(ch.isdigit() for ch in line)
    wait_for(browser, "/depth [2-9]/.test(document.getElementById('engine-status').textContent)")
    browser.execute_script("document.getElementById('engine-toggle').click()")
    assert browser.execute_script("return document.body.dataset.engine") == "stopped"
    # The server stops searching once the page closed the stream (a heartbeat at most half
    # a second later finds it gone): the process then stays idle.
    time.sleep(1.5)
    before = cpu_seconds(studio.process.pid)
    time.sleep(1.0)
    assert cpu_seconds(studio.process.pid) - before < 0.3


def test_a_file_changed_on_disk_is_not_overwritten(browser, studio, folder):
    open_studio(browser, studio, "brandub.otg")
    subprocess.run([SKALD, "edit", str(folder / "brandub.otg"), "comment", "1a", "Changed elsewhere."],
                   check=True, capture_output=True)
    changed = (folder / "brandub.otg").read_bytes()
    move = next(m for m in legal_moves(studio, "brandub.otg", "0a") if len(m["cells"]) == 2
                and m["move"] != browser.execute_script(
                    "return document.querySelector('#move-list [data-node=\"1\"]').textContent"))
    click_cell(browser, move["cells"][0])
    click_cell(browser, move["cells"][1])
    wait_for(browser, "!document.getElementById('banner').hidden")
    assert "changed on disk" in browser.execute_script("return document.getElementById('banner-text').textContent")
    assert (folder / "brandub.otg").read_bytes() == changed
    browser.execute_script("document.getElementById('reload').click()")
    wait_for(browser, "document.getElementById('banner').hidden")
    idle(browser)
    assert "Changed elsewhere." in browser.execute_script("return document.getElementById('move-list').textContent")


@pytest.mark.skipif(not os.environ.get("SKALD_STUDIO_TIMINGS"),
                    reason="a measurement, not a check: SKALD_STUDIO_TIMINGS=1 to run it")
def test_timings_on_a_one_megabyte_record(browser, tmp_path):
    """The issue's figures, printed for the commit message and tests/bench/README.md."""
    root = tmp_path / "big"
    root.mkdir()
    subprocess.run([sys.executable, os.path.join(SOURCE_DIR, "tests", "bench", "gen_record.py"), "1",
                    str(root / "big.otg")], check=True, capture_output=True)
    studio = Studio(root)
    try:
        open_studio(browser, studio, "big.otg")
        figures = {"open": browser.execute_script("return window.studioTimings.open")}
        # A click on a move the record has: the cursor follows it.
        moves = legal_moves(studio, "big.otg", "0a")
        first = browser.execute_script("return document.querySelector('#move-list [data-node=\"1\"]').title")
        assert first == "1a"
        played = browser.execute_script("return document.querySelector('#move-list [data-node=\"1\"]').textContent")
        known = next(m for m in moves if m["move"] == played)
        wait_for(browser, "document.getElementById('address').textContent === '0a'")
        time.sleep(0.3)
        click_cell(browser, known["cells"][0])
        click_cell(browser, known["cells"][1])
        wait_for(browser, "document.getElementById('address').textContent === '1a'")
        figures["click_followed"] = browser.execute_script("return window.studioTimings.click")
        # A new move: a variation, saved.
        browser.execute_script("document.getElementById('first').click()")
        time.sleep(0.3)
        idle(browser)
        other = next(m for m in moves if m["move"] != played and len(m["cells"]) == 2)
        click_cell(browser, other["cells"][0])
        click_cell(browser, other["cells"][1])
        wait_for(browser, "document.getElementById('status').textContent === 'saved'", timeout=60)
        figures["click_new_variation"] = browser.execute_script("return window.studioTimings.click")
        figures["save"] = browser.execute_script("return window.studioTimings.save")
        figures["save_answer"] = browser.execute_script("return window.studioTimings.saveAnswer")
        figures["save_render"] = browser.execute_script("return window.studioTimings.saveRender")
        # A comment: the tree stays, only its node is drawn again.
        browser.execute_script("document.getElementById('comment').value = 'Timed.'")
        browser.execute_script("document.getElementById('status').textContent = ''")
        browser.execute_script("document.querySelector('#comment-form button').click()")
        wait_for(browser, "document.getElementById('status').textContent.startsWith('saved')", timeout=60)
        figures["save_comment"] = browser.execute_script("return window.studioTimings.save")
        browser.execute_script("document.getElementById('engine-toggle').click()")
        wait_for(browser, "window.studioTimings.firstLine !== undefined")
        figures["first_engine_line"] = browser.execute_script("return window.studioTimings.firstLine")
        browser.execute_script("document.getElementById('engine-toggle').click()")
        size = (root / "big.otg").stat().st_size
        print("\nstudio timings, {:.2f} MB record: {}".format(
            size / 1e6, ", ".join("{} {:.0f} ms".format(k, v) for k, v in figures.items())))
        assert all(v is not None for v in figures.values())
    finally:
        studio.stop()


# Each side's pieces in its game's own colours (formats/html/record_view.cpp side_colours):
# tafl's attackers dark and defenders light as OpenTafl draws them, Amazons' white light and
# black dark, the lettered players of Ataxx, Spot and the Octagon in distinct colours.
DARK, LIGHT, RED, BLUE, GREEN = "#2b2b2b", "#f4f1e8", "#c0392b", "#2e6db4", "#2e8b57"
SIDE_FILLS = {"attackers": DARK, "defenders": LIGHT, "white": LIGHT, "black": DARK,
              "upper": LIGHT, "lower": DARK, "x": RED, "o": BLUE, "y": GREEN}


def drawn_pieces(browser):
    """The pieces drawn: [{owner, kind, fill, letter, count}] (a stack drawn once, with its count)."""
    return browser.execute_script("""return [...document.querySelectorAll('#board .piece')].map((g) => ({
        owner: Number(g.dataset.owner), kind: g.dataset.kind, count: Number(g.dataset.count || 1),
        fill: (g.querySelector('circle, rect') || {getAttribute: () => ''}).getAttribute('fill'),
        letter: (g.querySelector('.token-letter') || {}).textContent || '',
        stack: (g.querySelector('.stack-count') || {}).textContent || ''}))""")


@pytest.mark.parametrize("example", ["brandub", "ataxx", "spot3", "amazons", "octagon", "ropasci"])
def test_every_game_draws_its_board(browser, tmp_path, example):
    """The other games' boards and pieces, drawn by the viewer's code: every piece, each
    side in its own colour, RoPaSci's tokens with their symbol's letter and stack height."""
    root = tmp_path / example
    root.mkdir()
    shutil.copy(os.path.join(SOURCE_DIR, "examples", example + "-annotated.otg"), root / "r.otg")
    studio = Studio(root)
    try:
        open_studio(browser, studio, "r.otg")
        record = json.loads(studio.request("GET", "/api/record?file=r.otg")[2])
        assert browser.execute_script("return document.querySelectorAll('#board .cell').length") == len(record["board"]["cells"])
        # The end of the main line: RoPaSci's board is empty until tokens are thrown.
        browser.execute_script("document.getElementById('last').click()")
        end = record["nodes"][0]
        while end["children"]:
            end = record["nodes"][end["children"][0]]
        wait_for(browser, "document.body.dataset.shown === arguments[0]", args=[end["address"]])
        expected = position_at(studio, "r.otg", end["address"])["pieces"]
        pieces = drawn_pieces(browser)
        assert sum(p["count"] for p in pieces) == len(expected)
        sides = record["sides"]
        fills = {}
        for p in pieces:
            if p["owner"] < 0:
                continue
            assert p["fill"] == SIDE_FILLS[sides[p["owner"]]], (sides[p["owner"]], p)
            fills.setdefault(p["owner"], p["fill"])
        assert len(set(fills.values())) == len(fills), fills  # the sides drawn apart
        if example == "ropasci":
            assert pieces, "the record's end has tokens on the board"
            for p in pieces:
                assert p["letter"] == {"rock": "R", "paper": "P", "scissors": "S"}[p["kind"]], p
                assert p["stack"] == ("" if p["count"] == 1 else str(p["count"])), p
            # A stack: two of Upper's rocks and Lower's scissors on one hex, drawn by the same
            # code on a board of its own: the rocks once with their height, side by side
            # with the scissors.
            stack = browser.execute_script("""const holder = document.createElement('div');
                holder.id = 'stack-board';
                document.body.appendChild(holder);
                const kinds = [[0, 'rock', 'R'], [1, 'scissors', 's']];
                const view = skaldBoard(arguments[0].board, kinds, holder, () => {}, arguments[0].colours);
                view.drawBoard();
                view.drawPosition({pieces: [[30, 0], [30, 0], [30, 1]], marks: []});
                return [...holder.querySelectorAll('.piece')].map((g) => [g.dataset.kind,
                    g.dataset.count || '1', g.querySelector('.token-letter').textContent,
                    (g.querySelector('.stack-count') || {}).textContent || '',
                    g.querySelector('circle').getAttribute('fill')]);""", record)
            assert stack == [["rock", "2", "R", "2", LIGHT], ["scissors", "1", "S", "", DARK]]
    finally:
        studio.stop()


def play_by_clicks(browser, studio, name, address, move):
    """Plays `move` at the node shown by clicking its cells (and the chooser's button when
    several moves end on them); the address of the node reached."""
    known = next(m for m in legal_moves(studio, name, address) if m["move"] == move)
    for cell in known["cells"]:
        click_cell(browser, cell)
    if browser.execute_script("return document.body.dataset.shown") == address:
        browser.execute_script(
            "const b = [...document.querySelectorAll('#choices button')].find((b) => b.dataset.move === arguments[0]);"
            "if (b) b.click();", move)
    return wait_for(browser, "document.body.dataset.shown !== arguments[0] && document.body.dataset.busy === 'false'"
                    " && document.body.dataset.shown", timeout=30, args=[address])


# A seed whose game is short (RoPaSci's first self-play game runs 100 plies, its third 48).
@pytest.mark.parametrize("variant,seed", [("brandub", 1), ("ataxx", 1), ("amazons-6x6", 1),
                                          ("octagon-20", 1), ("ropasci360", 3)])
def test_a_whole_game_of_each_game_played_by_clicks(browser, tmp_path, variant, seed):
    """A game skald played against itself (depth 1: short and the same every time),
    played again from an empty record by clicking cells in the studio, to its end: the file
    holds exactly that game, and the page shows its result."""
    games = tmp_path / "selfplay"
    subprocess.run([SKALD, "selfplay", "--variant", variant, "--depth", "1", "--games", "1",
                    "--seed", str(seed), "-o", str(games)],
                   check=True, capture_output=True)
    played = json.loads(subprocess.run([SKALD, "collect", str(games), "--json"], check=True,
                                       capture_output=True, text=True).stdout.splitlines()[0])
    root = tmp_path / "studio"
    root.mkdir()
    (root / "g.otg").write_text("[rules:{}]\n".format(played["tags"]["rules"]) +
                                ("[position:{}]\n".format(played["tags"]["position"]) if "position" in played["tags"] else ""))
    studio = Studio(root)
    try:
        open_studio(browser, studio, "g.otg")
        wait_for(browser, "document.body.dataset.shown === '0a'")
        address = "0a"
        for move in played["mainline"]:
            address = play_by_clicks(browser, studio, "g.otg", address, move)
        again = json.loads(subprocess.run([SKALD, "collect", str(root), "--json"], check=True,
                                          capture_output=True, text=True).stdout.splitlines()[0])
        assert again["mainline"] == played["mainline"]
        assert again["result"] == played["result"]
        shown = browser.execute_script("return document.getElementById('to-move').textContent")
        assert played["result"].split("-")[0] in shown, shown
    finally:
        studio.stop()
