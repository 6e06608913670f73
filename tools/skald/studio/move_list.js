// The studio's move list (tools/skald/studio/studio.js): skaldMoveList(holder) draws a
// record's nodes (the server's record view, document.h) into `holder`, one row per line: a
// variation starts a new row, indented by how deep it lies, each move a button followed by
// its comment and verdict. After an edit it patches the edit's delta into the nodes and
// draws again only the rows that hold what changed, so an edit on a large record costs
// what it changed, not the record's size. Record text enters as text only.
// eslint-disable-next-line no-unused-vars
function skaldMoveList(holder) {
  'use strict';

  /// A node as the page keeps it: the server leaves out what a node does not use.
  function normalised(n) {
    n.comment = n.comment || '';
    n.raw = n.raw === undefined ? n.comment : n.raw;
    n.hints = n.hints || [];
    n.clock = n.clock || '';
    n.verdict = n.verdict || '';
    n.mark = n.mark || '';
    return n;
  }

  // The marks `analyse --annotate` gives moves, as annotators write them.
  const MARK_GLYPHS = { inaccuracy: '?!', mistake: '?', blunder: '??', 'only move': '!' };

  let nodes = []; // the record's nodes as drawn, by number
  let moveButtons = []; // node number -> its button

  /// A node's place in the move list: its button, then its comment and verdict.
  function nodeEntry(n, id) {
    const entry = document.createElement('span');
    entry.className = 'entry';
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.node = id; // its number when drawn (the list is looked up, not this)
    b.title = n.address;
    b.textContent = n.move + (MARK_GLYPHS[n.mark] || '');
    if (n.mark) b.dataset.mark = n.mark;
    entry.appendChild(b);
    moveButtons[id] = b;
    for (const [text, kind] of [[n.comment, 'comment'], [n.verdict, 'verdict']]) {
      if (!text) continue;
      const c = document.createElement('span');
      c.className = kind;
      c.textContent = text;
      entry.appendChild(c);
    }
    return entry;
  }

  /// Whether node `id` of `list` starts a row of the move list: a variation, or a move
  /// that does not follow the one before it in the list.
  const startsRow = (list, id) => {
    const n = list[id];
    return id === 1 || list[n.parent].children[0] !== id || n.parent !== id - 1;
  };
  /// How deep in variations a node lies: an address has two parts more per level.
  const depthOf = (n) => (n.address.split('.').length - 1) / 2;

  /// The rows of nodes [from, to) (which begin a row and end before one), built off the
  /// page.
  function buildRows(from, to) {
    const built = document.createDocumentFragment();
    let row = null;
    for (let id = from; id < to; ++id) {
      const n = nodes[id];
      if (!row || startsRow(nodes, id)) {
        row = document.createElement('div');
        row.className = 'line';
        row.style.marginLeft = depthOf(n) * 1.2 + 'em';
        built.appendChild(row);
      }
      row.appendChild(nodeEntry(n, id));
    }
    return built;
  }

  /// Draws the record's nodes `list` (the server's, a record opened), each given its
  /// number `id` and what it does not use as empty; returns them.
  function render(list) {
    nodes = list;
    nodes.forEach((n, i) => {
      normalised(n).id = i;
    });
    holder.textContent = '';
    moveButtons = new Array(nodes.length);
    // Built off the page and put in at once: one layout, not one per move.
    holder.appendChild(buildRows(1, nodes.length));
    return nodes;
  }

  /// Patches an edit's `delta` (document.h edit) into the nodes and the list: the nodes
  /// [from, from + removed) replaced by `delta.nodes`, the nodes after them (and every link
  /// to them) renumbered, the nodes of `changed` replaced; the rows that hold any of these
  /// are drawn again, the others stay as they are. Returns {nodes: the nodes now, gone: the
  /// nodes replaced, whose addresses may have gone}.
  function patch(delta) {
    const before = nodes;
    const from = delta.from;
    const added = delta.nodes.length;
    const shift = added - delta.removed;
    const keptFrom = from + delta.removed; // the first old number renumbered
    const count = before.length + shift;
    const renumbered = (id) => (id >= keptFrom ? id + shift : id);
    const oldOf = (id) => (id >= from + added ? id - shift : id); // a kept node's old number
    const changedAt = new Map(delta.changed);

    // The new tree's links, read before anything is changed (kept nodes are shared by the
    // old and the new list, and renumbered in place below).
    const entryAt = (id) => changedAt.get(id) || (id >= from && id < from + added ? delta.nodes[id - from] : null);
    const parentAfter = (id) => {
      const e = entryAt(id);
      return e ? e.parent : renumbered(before[oldOf(id)].parent);
    };
    const firstChildAfter = (id) => {
      const e = entryAt(id);
      const children = e ? e.children : before[oldOf(id)].children;
      if (!children.length) return -1;
      return e ? children[0] : renumbered(children[0]);
    };
    const startsAfter = (id) => {
      if (id <= 1 || id >= count) return true;
      const parent = parentAfter(id);
      return firstChildAfter(parent) !== id || parent !== id - 1;
    };
    const startsBefore = (id) => id <= 1 || id >= before.length || startsRow(before, id);

    // The rows to draw again: whole rows, as they run both before and after, holding every
    // node added or changed; the rows before them and after them stay.
    let lo = from;
    let hi = from + added;
    for (const [id] of delta.changed) {
      lo = Math.min(lo, id);
      hi = Math.max(hi, id + 1);
    }
    lo = Math.max(lo, 1);
    hi = Math.max(hi, lo);
    let oldHi = 0;
    for (;;) {
      const was = lo + ':' + hi;
      while (!startsAfter(lo)) --lo;
      while (!startsBefore(lo)) --lo;
      while (!startsAfter(hi)) ++hi;
      oldHi = hi >= count ? before.length : hi - shift;
      while (!startsBefore(oldHi)) ++oldHi;
      hi = oldHi >= before.length ? count : oldHi + shift;
      if (was === lo + ':' + hi) break;
    }

    // The nodes, renumbered.
    const replaced = [];
    const after = before.slice(0, from).concat(delta.nodes.map(normalised), before.slice(keptFrom));
    for (let id = 0; id < after.length; ++id) {
      const n = after[id];
      if (changedAt.has(id)) {
        replaced.push(n);
        after[id] = normalised(changedAt.get(id));
      } else if (id < from || id >= from + added) {
        if (shift !== 0) {
          n.parent = n.parent >= keptFrom ? n.parent + shift : n.parent;
          for (let c = 0; c < n.children.length; ++c) n.children[c] = renumbered(n.children[c]);
        }
      }
      after[id].id = id;
    }
    patchRows(after, lo, hi, lo, oldHi, before.length);
    return { nodes: after, gone: before.slice(from, keptFrom).concat(replaced) };
  }

  /// Replaces the rows of old nodes [oldLo, oldHi) by rows of new nodes [lo, hi).
  function patchRows(after, lo, hi, oldLo, oldHi, oldCount) {
    const oldButtons = moveButtons;
    let next = oldHi < oldCount ? oldButtons[oldHi].closest('.line') : null;
    if (oldLo < oldHi && oldLo < oldCount) {
      let row = oldButtons[oldLo].closest('.line');
      while (row && row !== next) {
        const following = row.nextElementSibling;
        row.remove();
        row = following;
      }
    }
    nodes = after;
    moveButtons = oldButtons.slice(0, lo).concat(new Array(hi - lo), oldButtons.slice(oldHi));
    holder.insertBefore(buildRows(lo, hi), next);
  }

  return {
    render,
    patch,
    /// The button of node `id` (undefined for the start position).
    button: (id) => moveButtons[id],
    /// The number of the node whose button `b` is; -1 when it is none of the list's.
    numberOf: (b) => moveButtons.indexOf(b),
  };
}
