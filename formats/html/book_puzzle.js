// A puzzle page of the puzzle book (formats/html/puzzle_book.h): the bar above the viewer
// (back to the index, the puzzle's number, its mark, the progress) and, once the puzzle is
// over, the next unsolved puzzle. The viewer (viewer.js) says when a puzzle is over by the
// event skald-puzzle-finished; the first finish of a visit counts (book_store.js).
(function () {
  'use strict';
  const book = JSON.parse(document.getElementById('skald-addon').textContent);
  const store = skaldBookStore(book.key);
  const element = (name, id, text) => {
    const e = document.createElement(name);
    if (id) e.id = id;
    if (text) e.textContent = text;
    return e;
  };

  const bar = element('nav', 'book-bar');
  bar.setAttribute('aria-label', 'puzzle book');
  const index = element('a', 'book-index', '\u2190 ' + book.book);
  index.href = '../index.html';
  bar.appendChild(index);
  bar.appendChild(element('span', 'book-place', 'Puzzle ' + book.number + ' of ' + book.count));
  const mark = bar.appendChild(element('span', 'book-mark'));
  const progress = bar.appendChild(element('span', 'book-progress'));
  const next = bar.appendChild(element('a', 'book-next', 'Next puzzle \u2192'));
  next.hidden = true;
  document.body.insertBefore(bar, document.body.firstChild);

  function render() {
    const state = store.load();
    const result = state.results[book.id];
    mark.textContent = result === 'solved' ? '\u2713 solved' : result === 'failed' ? '\u2717 failed' : 'not solved yet';
    mark.dataset.result = result || '';
    const counts = store.counts(state);
    progress.textContent = 'Solved ' + counts.solved + ' \u00B7 failed ' + counts.failed + ' \u00B7 streak ' + state.streak;
    document.body.dataset.streak = state.streak;
  }

  function offerNext() {
    const id = store.nextUnsolved(store.load(), book.id, book.next);
    if (id === null || id === undefined) {
      next.hidden = false;
      next.textContent = 'Every puzzle of the list is solved: back to the index';
      next.href = '../index.html';
      return;
    }
    next.textContent = 'Next puzzle \u2192';
    next.href = encodeURIComponent(id) + '.html';
    next.hidden = false;
    next.focus();
  }

  let counted = false;
  document.addEventListener('skald-puzzle-finished', (event) => {
    if (!counted) {
      const state = store.load();
      store.record(state, book.id, event.detail.status);
      store.save(state);
      counted = true;
    }
    render();
    offerNext();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'n' && !next.hidden && !(event.target instanceof HTMLInputElement)) next.click();
  });
  window.addEventListener('storage', render);
  render();
})();
