// The puzzle book's progress (formats/html/puzzle_book.h), kept in the browser's
// localStorage under the book's key, shared by the index (book.js) and the puzzle pages
// (book_puzzle.js): {results: {id: 'solved'|'failed'}, streak, best, order: [id...],
// filters: [the index's filter values]}.
// Storage that cannot be read or written (private modes, a file:// origin without it)
// leaves the book working with no progress kept.
// eslint-disable-next-line no-unused-vars
function skaldBookStore(key) {
  'use strict';
  function load() {
    let state = {};
    try {
      state = JSON.parse(window.localStorage.getItem(key) || '{}') || {};
    } catch (e) {
      state = {};
    }
    const results = {};
    if (state.results && typeof state.results === 'object') {
      for (const id of Object.keys(state.results)) {
        if (state.results[id] === 'solved' || state.results[id] === 'failed') results[id] = state.results[id];
      }
    }
    const count = (n) => (Number.isInteger(n) && n >= 0 ? n : 0);
    const strings = (list) => (Array.isArray(list) ? list.filter((s) => typeof s === 'string') : null);
    return {
      results: results, streak: count(state.streak), best: count(state.best),
      order: strings(state.order), filters: strings(state.filters),
    };
  }

  function save(state) {
    try {
      window.localStorage.setItem(key, JSON.stringify(state));
    } catch (e) {
      // No storage: the book works, it only forgets.
    }
  }

  /// A visit's result: a puzzle once solved stays solved; a solve extends the streak unless
  /// the puzzle was solved before (repeating one does not), a failure ends it.
  function record(state, id, status) {
    const before = state.results[id];
    if (status === 'solved') {
      state.results[id] = 'solved';
      if (before !== 'solved') state.streak += 1;
      state.best = Math.max(state.best, state.streak);
    } else {
      if (before !== 'solved') state.results[id] = 'failed';
      state.streak = 0;
    }
  }

  /// The next puzzle not solved after `id` in the order the index last showed (wrapping
  /// round); `fallback` (the next in the book) when the index gave no order; null when
  /// every other puzzle of the order is solved.
  function nextUnsolved(state, id, fallback) {
    const order = state.order;
    if (!order || order.length === 0) return fallback;
    const at = order.indexOf(id);
    for (let i = 1; i <= order.length; ++i) {
      const candidate = order[(at + i) % order.length];
      if (candidate !== id && state.results[candidate] !== 'solved') return candidate;
    }
    return null;
  }

  function counts(state) {
    let solved = 0;
    let failed = 0;
    for (const id of Object.keys(state.results)) {
      if (state.results[id] === 'solved') ++solved;
      else ++failed;
    }
    return { solved: solved, failed: failed };
  }

  return { load, save, record, nextUnsolved, counts };
}
