// The puzzle book's index (formats/html/puzzle_book.h): lists the puzzles of #skald-book,
// filters them by game, variant, grade and theme, marks each with the progress kept in
// localStorage (book_store.js) and stores the order shown, which the puzzle pages follow
// for "next puzzle". Record text enters the page as text only (textContent).
(function () {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const book = JSON.parse($('skald-book').textContent);
  const store = skaldBookStore(book.key);
  const capitalised = (s) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);
  const marks = { solved: '\u2713', failed: '\u2717' };

  // The filters: each select's value is a number into the book's list of values, or ''.
  const filters = [
    { select: $('filter-game'), values: book.games, matches: (p, v) => p.game === v },
    { select: $('filter-variant'), values: book.variants, matches: (p, v) => p.variant === v },
    { select: $('filter-grade'), values: book.grades, matches: (p, v) => p.grade === v },
    { select: $('filter-theme'), values: book.themes, matches: (p, v) => p.themes.includes(v) },
  ];
  for (const f of filters) {
    const all = document.createElement('option');
    all.value = '';
    all.textContent = 'All (' + book.count + ')';
    f.select.appendChild(all);
    f.values.forEach(([value, count], i) => {
      const o = document.createElement('option');
      o.value = String(i);
      o.textContent = value + ' (' + count + ')';
      f.select.appendChild(o);
    });
  }

  // The list, built once; filtering only hides rows.
  const list = $('puzzle-list');
  const rows = book.puzzles.map((p, i) => {
    const li = document.createElement('li');
    li.dataset.id = p.id;
    const mark = document.createElement('span');
    mark.className = 'mark';
    li.appendChild(mark);
    const a = document.createElement('a');
    a.href = 'puzzles/' + encodeURIComponent(p.id) + '.html';
    a.textContent = (i + 1) + '. ' + (p.goal ? capitalised(p.goal) : p.id);
    li.appendChild(a);
    const meta = document.createElement('span');
    meta.className = 'meta';
    const themes = p.themes.map((t) => book.themes[t][0]);
    meta.textContent = [book.variants[p.variant][0], book.grades[p.grade][0]].concat(themes).join(' \u00B7 ');
    li.appendChild(meta);
    const title = document.createElement('span');
    title.className = 'title';
    title.textContent = p.title + ' (' + p.id + ')';
    li.appendChild(title);
    list.appendChild(li);
    return { li: li, mark: mark, puzzle: p };
  });

  function chosen() {
    return filters.filter((f) => f.select.value !== '').map((f) => ({ f: f, value: Number(f.select.value) }));
  }

  function apply() {
    const active = chosen();
    const order = [];
    for (const row of rows) {
      const shown = active.every(({ f, value }) => f.matches(row.puzzle, value));
      row.li.hidden = !shown;
      if (shown) order.push(row.puzzle.id);
    }
    const state = store.load();
    state.order = order;
    state.filters = filters.map((f) => f.select.value);
    store.save(state);
    $('shown').textContent = order.length === book.count
      ? 'All ' + book.count + ' puzzles'
      : order.length + ' of ' + book.count + ' puzzles';
    document.body.dataset.shown = order.length;
    renderProgress();
  }

  function renderProgress() {
    const state = store.load();
    const counts = store.counts(state);
    $('book-progress').textContent = 'Solved ' + counts.solved + ' of ' + book.count + ' \u00B7 failed ' + counts.failed +
      ' \u00B7 streak ' + state.streak + ' (best ' + state.best + ')';
    // The first puzzle of the list not solved yet: where a reader coming back goes on.
    const resume = $('book-continue');
    const first = (state.order || []).find((id) => state.results[id] !== 'solved');
    resume.hidden = first === undefined;
    if (first !== undefined) {
      resume.href = 'puzzles/' + encodeURIComponent(first) + '.html';
      resume.textContent = (counts.solved + counts.failed > 0 ? 'Go on' : 'Start') + ': the first puzzle of the list not solved yet \u2192';
    }
    for (const row of rows) {
      const result = state.results[row.puzzle.id] || '';
      row.li.dataset.result = result;
      row.mark.textContent = marks[result] || '\u00B7';
      row.mark.title = result || 'not tried';
    }
  }

  // The filters chosen last time, as the puzzle pages' "next" follows their order.
  const saved = store.load().filters;
  if (Array.isArray(saved)) {
    filters.forEach((f, i) => {
      const v = saved[i];
      if (typeof v === 'string' && (v === '' || (Number(v) >= 0 && Number(v) < f.values.length))) f.select.value = v;
    });
  }
  for (const f of filters) f.select.addEventListener('change', apply);
  $('filter-clear').addEventListener('click', () => {
    for (const f of filters) f.select.value = '';
    apply();
  });
  // Back from a puzzle (the page may come from the back-forward cache) or progress made
  // in another tab: the marks again.
  window.addEventListener('pageshow', renderProgress);
  window.addEventListener('storage', renderProgress);
  apply();
  document.body.dataset.ready = 'true';
})();
