"""The puzzle book in a real browser (headless Chromium, python3-selenium), opened from
disk as a reader would: the index's filters show the right puzzles; a puzzle of each game
is solved by clicking its moves on the board; progress (the solved mark, the streak) is
kept across a reload; "next puzzle" goes to the next unsolved one of the index's order; a
failure ends the streak; a hostile record runs no script. One browser for the session and
pages built without engine answers keep it to seconds."""
import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from conftest import HOSTILE, HOSTILE_ID


def wait_for(browser, script, timeout=10):
    """Waits until `script` (a JavaScript expression) is truthy; its value."""
    deadline = time.time() + timeout
    while True:
        value = browser.execute_script("return " + script)
        if value:
            return value
        if time.time() > deadline:
            raise AssertionError("timed out waiting for: " + script)
        time.sleep(0.02)


def open_page(browser, url):
    browser.get(url)
    wait_for(browser, "document.body.dataset.ready === 'true'")


def index_url(site):
    return (site / "index.html").as_uri()


def puzzle_url(site, puzzle_id):
    return (site / "puzzles" / (puzzle_id + ".html")).as_uri()


def shown_ids(browser):
    return browser.execute_script(
        "return [...document.querySelectorAll('#puzzle-list li')].filter(li => !li.hidden)"
        ".map(li => li.dataset.id)")


def choose(browser, select_id, label):
    """Chooses the option of a filter whose text starts with `label`."""
    browser.execute_script(
        "const s = document.getElementById(arguments[0]);"
        "s.value = [...s.options].find(o => o.textContent.startsWith(arguments[1])).value;"
        "s.dispatchEvent(new Event('change'));", select_id, label)


# The record's move the solver is to play now: its cells, for clicking, and its text.
EXPECTED_MOVE = """
const data = JSON.parse(document.getElementById('skald-data').textContent);
const node = Number(document.body.dataset.node);
const here = data.puzzle.positions[String(node)];
const child = data.nodes[node].children[0];
const m = here.moves.find((m) => m.child === child);
return [m.cells, m.short];
"""


def solve_by_clicks(browser):
    """Skips the prologue, then plays the record's solution by clicking its cells
    until the puzzle is solved."""
    if browser.execute_script("return document.body.dataset.solve") == "prologue":
        browser.find_element(By.ID, "solve-skip").click()
    for _ in range(8):
        if browser.execute_script("return document.body.dataset.solve") == "solved":
            return
        cells, text = browser.execute_script(EXPECTED_MOVE)
        played = browser.execute_script("return document.querySelectorAll('#solve-history li').length")
        for cell in cells:
            target = browser.find_element(By.CSS_SELECTOR, '#board .cell[data-cell="%s"]' % cell)
            ActionChains(browser).move_to_element(target).click().perform()
        moved = browser.execute_script(
            "return document.querySelectorAll('#solve-history li').length") > played
        assert moved, "clicking %s did not play %s" % (cells, text)
    assert browser.execute_script("return document.body.dataset.solve") == "solved"


def test_filters_show_the_right_puzzles(browser, site):
    open_page(browser, index_url(site))
    browser.execute_script("window.localStorage.clear()")
    open_page(browser, index_url(site))
    everything = ["01-brandub-1-7a", "06-tablut-9x9-1-26a", "26-ataxx-1-38a", "29-amazons-5-8b",
                  "32-octagon-classic-9728-28a", HOSTILE_ID]
    assert shown_ids(browser) == everything
    assert browser.find_element(By.ID, "shown").text == "All 6 puzzles"
    choose(browser, "filter-game", "tafl (3)")
    assert shown_ids(browser) == ["01-brandub-1-7a", "06-tablut-9x9-1-26a", HOSTILE_ID]
    assert browser.find_element(By.ID, "shown").text == "3 of 6 puzzles"
    choose(browser, "filter-grade", "hard (2)")  # with the game: tablut only
    assert shown_ids(browser) == ["06-tablut-9x9-1-26a"]
    browser.find_element(By.ID, "filter-clear").click()
    choose(browser, "filter-grade", "easy (2)")
    assert shown_ids(browser) == ["01-brandub-1-7a", "29-amazons-5-8b"]
    browser.find_element(By.ID, "filter-clear").click()
    choose(browser, "filter-game", "octagon (1)")
    assert shown_ids(browser) == ["32-octagon-classic-9728-28a"]
    browser.find_element(By.ID, "filter-clear").click()
    choose(browser, "filter-theme", "infection chain (1)")
    assert shown_ids(browser) == ["26-ataxx-1-38a"]
    choose(browser, "filter-variant", "brandub (2)")
    assert shown_ids(browser) == []
    browser.find_element(By.ID, "filter-clear").click()
    assert shown_ids(browser) == everything
    assert "ungraded (1)" in browser.find_element(By.ID, "filter-grade").text


def test_solving_progress_and_next(browser, site):
    open_page(browser, index_url(site))
    browser.execute_script("window.localStorage.clear()")
    open_page(browser, index_url(site))
    choose(browser, "filter-game", "tafl (3)")
    browser.find_element(By.CSS_SELECTOR, 'li[data-id="01-brandub-1-7a"] a').click()
    wait_for(browser, "document.body.dataset.ready === 'true'")
    assert browser.find_element(By.ID, "book-place").text == "Puzzle 1 of 6"
    assert browser.find_element(By.ID, "book-mark").text == "not solved yet"
    solve_by_clicks(browser)
    assert browser.find_element(By.ID, "book-mark").text == "\u2713 solved"
    assert browser.execute_script("return document.body.dataset.streak") == "1"
    # Next: the next unsolved tafl puzzle, the index's order.
    following = browser.find_element(By.ID, "book-next")
    assert following.is_displayed()
    following.click()
    wait_for(browser, "document.body.dataset.ready === 'true'")
    assert browser.current_url.endswith("/puzzles/06-tablut-9x9-1-26a.html")

    # Kept across a reload, and shown on the index.
    open_page(browser, puzzle_url(site, "01-brandub-1-7a"))
    browser.refresh()
    wait_for(browser, "document.body.dataset.ready === 'true'")
    assert browser.find_element(By.ID, "book-mark").text == "\u2713 solved"
    assert "streak 1" in browser.find_element(By.ID, "book-progress").text

    # One puzzle of each other game, by clicks: the streak grows.
    for puzzle_id, streak in (("26-ataxx-1-38a", "2"), ("29-amazons-5-8b", "3"),
                              ("32-octagon-classic-9728-28a", "4")):
        open_page(browser, puzzle_url(site, puzzle_id))
        solve_by_clicks(browser)
        assert browser.execute_script("return document.body.dataset.streak") == streak, puzzle_id

    open_page(browser, index_url(site))
    browser.refresh()
    wait_for(browser, "document.body.dataset.ready === 'true'")
    results = browser.execute_script(
        "return Object.fromEntries([...document.querySelectorAll('#puzzle-list li')]"
        ".map(li => [li.dataset.id, li.dataset.result]))")
    assert results == {"01-brandub-1-7a": "solved", "06-tablut-9x9-1-26a": "",
                       "26-ataxx-1-38a": "solved", "29-amazons-5-8b": "solved",
                       "32-octagon-classic-9728-28a": "solved", HOSTILE_ID: ""}
    progress = browser.find_element(By.ID, "book-progress").text
    assert progress.startswith("Solved 4 of 6") and "streak 4" in progress, progress
    # The list is still the tafl puzzles: go on with the first not solved.
    resume = browser.find_element(By.ID, "book-continue").get_attribute("href")
    assert resume.endswith("/puzzles/06-tablut-9x9-1-26a.html"), resume

    # Giving up fails the puzzle and ends the streak; next skips the solved ones.
    open_page(browser, puzzle_url(site, "06-tablut-9x9-1-26a"))
    browser.find_element(By.ID, "solve-quit").click()
    assert browser.find_element(By.ID, "book-mark").text == "\u2717 failed"
    assert browser.execute_script("return document.body.dataset.streak") == "0"
    href = browser.find_element(By.ID, "book-next").get_attribute("href")
    assert href.endswith("/puzzles/" + HOSTILE_ID + ".html"), href


def test_a_hostile_record_runs_no_script(browser, site):
    open_page(browser, index_url(site))
    assert browser.execute_script("return window.pwned") is None
    row = browser.find_element(By.CSS_SELECTOR, 'li[data-id="%s"] .title' % HOSTILE_ID)
    assert HOSTILE in row.text
    open_page(browser, puzzle_url(site, HOSTILE_ID))
    assert browser.execute_script("return window.pwned") is None
    assert browser.find_element(By.ID, "title").text == HOSTILE
    assert HOSTILE in browser.find_element(By.ID, "solve-log").text
    assert browser.execute_script("return document.querySelectorAll('img').length") == 0
