// skald studio's page (tools/skald/studio/server.h). The record comes from the server as
// JSON (the record's tree, formats/html/record_view.h record_tree_json, with each comment
// as written, the tags and the file's version); the position after each node is asked for
// when it is shown (and the next one ahead of time), and drawn by the viewer's own code
// (board.js). Every edit is one request; the server saves it and answers with what changed
// (the nodes renumbered, replaced or added: document.h edit), which the move list
// (move_list.js) patches into the nodes and its rows, so an edit on a large record costs
// what it changed.
// Record text only ever enters the page as text (textContent, value), never as markup.
(function () {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const api = (path, params) => path + '?' + new URLSearchParams(params).toString();

  // What the tests read: how long things took, in milliseconds (the figures).
  const timings = (window.studioTimings = {});

  let fileName = '';
  let data = null;
  let nodes = [];
  let byAddress = new Map(); // lower-case address -> its node (each node knows its `id`)
  let current = 0;
  let boardView = null;
  let moves = null; // the legal moves at the current node: [{move, short, cells}]
  let movesFor = -1;
  let positions = new Map(); // node id -> the server's position answer (or its promise)
  const moveList = skaldMoveList($('move-list')); // move_list.js
  const kinds = []; // the kinds of pieces: numbered by the server for the document's life
  let clicked = []; // the cells of a move begun on the board
  let engine = null; // the open EventSource while the engine runs
  let engineWanted = false;
  let busy = 0;

  function setBusy(delta) {
    busy += delta;
    document.body.dataset.busy = busy > 0 ? 'true' : 'false';
  }

  function status(text, kind) {
    const e = $('status');
    e.textContent = text;
    e.className = kind || '';
  }

  function sideName(side) {
    return (data && data.sides[side]) || (side === -2 ? 'every side' : '?');
  }

  async function getJson(url) {
    setBusy(1);
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      return { status: response.status, json: await response.json() };
    } catch (error) {
      return { status: 0, json: { error: 'the studio does not answer (' + error + ')' } };
    } finally {
      setBusy(-1);
    }
  }

  async function postJson(url, body) {
    setBusy(1);
    try {
      const response = await fetch(url, {
        method: 'POST', credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    } catch (error) {
      return { status: 0, json: { error: 'the studio does not answer (' + error + ')' } };
    } finally {
      setBusy(-1);
    }
  }

  // ---- loading ------------------------------------------------------------------------
  async function loadFiles(open) {
    const r = await getJson('/api/files');
    if (r.status !== 200) return status(r.json.error, 'error');
    const select = $('files');
    select.textContent = '';
    for (const name of r.json.files) {
      const option = document.createElement('option');
      option.value = name;
      option.textContent = name;
      select.appendChild(option);
    }
    const wanted = open || decodeURIComponent(location.hash.slice(1)) || r.json.open || r.json.files[0];
    if (wanted) {
      select.value = wanted;
      await openRecord(wanted, '0a');
    }
    document.body.dataset.ready = 'true';
    // Opened on a folder: its records are what a person looks at first.
    if (!r.json.open && !open && !$('folder').open) $('folder').open = true;
  }

  async function openRecord(name, address) {
    const started = performance.now();
    const r = await getJson(api('/api/record', { file: name }));
    if (r.status !== 200) {
      status(r.json.error, 'error');
      return;
    }
    if (name !== fileName) boardView = null;
    fileName = name;
    if (location.hash.slice(1) !== encodeURIComponent(name)) history.replaceState(null, '', '#' + encodeURIComponent(name));
    $('file-name').textContent = name;
    $('banner').hidden = true;
    takeRecord(r.json, address);
    timings.open = performance.now() - started;
  }

  const idOf = (address) => {
    const n = byAddress.get((address || '').toLowerCase());
    return n === undefined ? undefined : n.id;
  };

  /// Takes the record the server sent (after a load or an edit) and shows `address`: the
  /// whole record (`nodes`), or what an edit changed (`delta`) when the page holds the
  /// version the edit was made on.
  function takeRecord(json, address) {
    const delta = json.delta;
    if (delta && (!data || delta.base !== data.version)) {
      // Not the version this page holds (cannot happen while edits are refused on a stale
      // version): read the record whole.
      openRecord(fileName, address);
      return;
    }
    data = json;
    if (delta) {
      const patching = performance.now();
      const patched = moveList.patch(delta);
      nodes = patched.nodes;
      // The addresses: those gone, then those new (an address may move to another node).
      for (const n of patched.gone) {
        const key = n.address.toLowerCase();
        if (byAddress.get(key) === n) byAddress.delete(key);
      }
      for (const n of delta.nodes) byAddress.set(n.address.toLowerCase(), n);
      for (const [id] of delta.changed) byAddress.set(nodes[id].address.toLowerCase(), nodes[id]);
      timings.patch = performance.now() - patching;
      data.nodes = nodes;
    } else {
      nodes = moveList.render(data.nodes);
      byAddress = new Map(nodes.map((n) => [n.address.toLowerCase(), n]));
    }
    positions = new Map(); // node numbers change with every edit
    if (!boardView) {
      kinds.length = 0;
      boardView = skaldBoard(data.board, kinds, $('board'), cellClicked, data.colours);
      boardView.drawBoard();
    }
    renderTags();
    renderPuzzle();
    $('undo').disabled = !data.undo;
    $('redo').disabled = !data.redo;
    movesFor = -1;
    const id = idOf(address || '0a');
    const showing = performance.now();
    show(id === undefined ? 0 : id);
    timings.show = performance.now() - showing;
    if (data.diagnostics.length) status(data.diagnostics.join('\n'), data.complete ? '' : 'error');
  }

  // ---- showing a node -----------------------------------------------------------------
  /// The position after node `id`: from the server once, then kept until the next edit.
  function position(id) {
    if (!positions.has(id)) {
      const version = data.version;
      const promise = getJson(api('/api/position', { file: fileName, node: nodes[id].address })).then((r) => {
        if (r.status !== 200) {
          positions.delete(id);
          return null;
        }
        if (data.version === version) positions.set(id, r.json);
        for (let k = kinds.length; k < r.json.kinds.length; ++k) kinds.push(r.json.kinds[k]);
        return r.json;
      });
      positions.set(id, promise);
    }
    return Promise.resolve(positions.get(id));
  }

  function show(id) {
    if (id < 0 || id >= nodes.length) return;
    current = id;
    clicked = [];
    const n = nodes[id];
    $('address').textContent = n.address;
    $('move').textContent = id === 0 ? 'start position' : n.move + ' (' + sideName(n.side) + ')';
    $('comment').value = n.raw;
    $('clock').value = n.clock || '';
    renderHints(n);
    // The button marked last (looked for among the list's every button, it cost a long
    // record milliseconds a move).
    if (currentButton) currentButton.classList.remove('current');
    const button = moveList.button(id);
    currentButton = button;
    if (button) {
      button.classList.add('current');
      button.scrollIntoView({ block: 'nearest' });
    }
    moves = null;
    const wanted = nodes;
    position(id).then((p) => {
      if (current !== id || nodes !== wanted) return;
      if (!p) return status('this position cannot be shown', 'error');
      boardView.drawPosition(p);
      $('to-move').textContent = p.outcome ? p.outcome.text : sideName(p.toMove) + ' to move';
      $('position-text').value = p.position;
      renderEvaluation(p.evaluation);
      moves = p.moves;
      movesFor = id;
      showChoices([]);
      document.body.dataset.shown = n.address;
      // The likely next stops, fetched while the person looks at this one.
      if (n.children.length) position(n.children[0]);
      if (n.parent >= 0) position(n.parent);
    });
    if (engineWanted) startEngine();
  }

  let currentButton = null; // the move list's button marked as the node shown

  /// The tags as fields: a change is saved when the field is left (or Enter pressed), an
  /// emptied value removes the tag; the last row adds one.
  function renderTags() {
    const holder = $('tags');
    holder.textContent = '';
    const row = (key, value) => {
      const div = document.createElement('div');
      div.className = 'tag';
      const keyInput = document.createElement('input');
      keyInput.value = key;
      keyInput.placeholder = 'key';
      keyInput.readOnly = key !== '';
      keyInput.setAttribute('aria-label', 'tag key');
      const valueInput = document.createElement('input');
      valueInput.value = value;
      valueInput.placeholder = key ? '' : 'value';
      valueInput.dataset.tag = key;
      valueInput.setAttribute('aria-label', key ? 'tag ' + key : 'new tag value');
      const save = () => {
        const k = keyInput.value.trim();
        if (!k || (key && valueInput.value === value)) return;
        if (key && valueInput.value === '') edit({ op: 'untag', key: k });
        else if (valueInput.value !== '') edit({ op: 'tag', key: k, value: valueInput.value });
      };
      valueInput.addEventListener('change', save);
      div.append(keyInput, valueInput);
      holder.appendChild(div);
    };
    for (const [key, value] of data.tags) row(key, value);
    row('', '');
  }

  /// The engine's static evaluation of the position shown, term by term for each side.
  function renderEvaluation(e) {
    const table = $('evaluation');
    table.textContent = '';
    if (!e) return;
    if (e.error) {
      table.textContent = e.error;
      return;
    }
    const row = (cells, header) => {
      const tr = document.createElement('tr');
      for (const text of cells) {
        const cell = document.createElement(header ? 'th' : 'td');
        cell.textContent = text;
        tr.appendChild(cell);
      }
      table.appendChild(tr);
    };
    const signed = (v) => (v >= 0 ? '+' : '') + v.toFixed(2);
    row(['term (' + e.unit + ')'].concat(data.sides), true);
    for (const t of e.terms) row([t.name].concat(t.perSide.map(signed)));
    row(['total'].concat(e.totals.map(signed)), true);
    for (const remark of e.remarks) {
      const tr = document.createElement('tr');
      const cell = document.createElement('td');
      cell.colSpan = 1 + data.sides.length;  // a remark is a sentence, not a term
      cell.className = 'remark';
      cell.textContent = remark;
      tr.appendChild(cell);
      table.appendChild(tr);
    }
  }

  /// The hints of the node shown, each with a button that removes it.
  function renderHints(n) {
    const list = $('hints');
    list.textContent = '';
    n.hints.forEach((hint, index) => {
      const li = document.createElement('li');
      const text = document.createElement('span');
      text.textContent = hint;
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.textContent = '×';
      remove.title = 'Remove this hint';
      remove.addEventListener('click', () => edit({ op: 'unhint', index }));
      li.append(text, ' ', remove);
      list.appendChild(li);
    });
  }

  // ---- playing and editing ------------------------------------------------------------
  /// A click on a cell: the cells of a move in order (a piece, then where it goes); the
  /// move is played as soon as the cells clicked name exactly one.
  async function cellClicked(cell) {
    const started = performance.now();
    if (movesFor !== current || !moves) return;
    const name = data.board.cells[cell][0];
    const startsWith = (m, cells) => cells.every((c, i) => m.cells[i] === c);
    let path = clicked.concat([name]);
    let candidates = moves.filter((m) => startsWith(m, path));
    if (candidates.length === 0) {
      path = [name];
      candidates = moves.filter((m) => startsWith(m, path));
    }
    if (candidates.length === 0) {
      clicked = [];
      boardView.select([]);
      boardView.target([]);
      showChoices([]);
      return;
    }
    const complete = candidates.filter((m) => m.cells.length === path.length);
    if (complete.length === 1 && candidates.length === 1) {
      clicked = [];
      showChoices([]);
      await play(complete[0].move);
      timings.click = performance.now() - started;
      return;
    }
    // More than one move ends here (an Octagon piece and its direction, the two actions of
    // a RoPaSci turn): the person picks one; moves that go on are shown as targets.
    clicked = path;
    boardView.select(path);
    boardView.target(candidates.map((m) => m.cells[path.length]).filter((c) => c));
    showChoices(complete);
  }

  /// Buttons for the moves the clicked cells leave open, and always for the moves that
  /// name no cell (a pass).
  function showChoices(list) {
    const holder = $('choices');
    holder.textContent = '';
    const cellless = (moves || []).filter((m) => m.cells.length === 0);
    for (const m of list.concat(cellless)) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = m.short;
      b.dataset.move = m.move;
      b.addEventListener('click', async () => {
        clicked = [];
        boardView.select([]);
        boardView.target([]);
        holder.textContent = '';
        await play(m.move);
      });
      holder.appendChild(b);
    }
  }

  /// Plays `text` at the current node: the record's move when it has it, else a new one.
  async function play(text) {
    const same = (m) => m && (m.toLowerCase() === text.toLowerCase());
    const known = moves && moves.find((m) => same(m.move) || same(m.short));
    const canonical = known ? known.move : text;
    for (const child of nodes[current].children) {
      if (same(nodes[child].move) || nodes[child].move === canonical) return show(child);
    }
    await edit({ op: 'play', move: canonical });
  }

  async function edit(fields) {
    const started = performance.now();
    const body = Object.assign({ version: data.version, address: nodes[current].address }, fields);
    const r = await postJson(api('/api/edit', { file: fileName }), body);
    timings.saveAnswer = performance.now() - started;
    if (r.status === 409) {
      $('banner-text').textContent = r.json.error;
      $('banner').hidden = false;
      status('not saved: the file changed on disk', 'error');
      return false;
    }
    if (r.status !== 200) {
      status(r.json.error, 'error');
      return false;
    }
    const taking = performance.now();
    takeRecord(r.json, r.json.node);
    timings.saveRender = performance.now() - taking;
    status(r.json.replaced !== undefined ? 'saved (the comment replaced was: ' + r.json.replaced + ')' : 'saved');
    timings.save = performance.now() - started;
    return true;
  }

  // ---- the folder ---------------------------------------------------------------------
  async function loadFolder() {
    const r = await getJson(api('/api/folder', { query: $('folder-query').value }));
    const body = document.querySelector('#folder-records tbody');
    body.textContent = '';
    if (r.status !== 200) {
      $('folder-status').textContent = r.json.error;
      $('folder-status').className = 'error';
      return;
    }
    $('folder-status').className = '';
    $('folder-status').textContent = r.json.records.length + ' of ' + r.json.total + ' records' +
      (r.json.more ? ' (' + r.json.more + ' more not listed)' : '') +
      (r.json.bad.length ? ', ' + r.json.bad.length + ' unreadable' : '');
    for (const record of r.json.records) {
      const tr = document.createElement('tr');
      const players = Object.entries(record.players).map(([side, name]) => side + ': ' + name).join(', ');
      for (const text of [record.file, record.game, record.variant, players, record.result, String(record.plies), record.puzzle]) {
        const td = document.createElement('td');
        td.textContent = text;
        tr.appendChild(td);
      }
      tr.dataset.file = record.file;
      tr.addEventListener('click', () => {
        $('files').value = record.file;
        openRecord(record.file, '0a');
      });
      body.appendChild(tr);
    }
    for (const bad of r.json.bad) {
      const tr = document.createElement('tr');
      tr.className = 'bad';
      const td = document.createElement('td');
      td.colSpan = 7;
      td.textContent = bad.error;
      tr.appendChild(td);
      body.appendChild(tr);
    }
    document.body.dataset.folder = 'loaded';
  }

  async function loadVariants() {
    const r = await getJson('/api/variants');
    if (r.status !== 200) return;
    const select = $('new-variant');
    select.textContent = '';
    for (const v of r.json) {
      const option = document.createElement('option');
      option.value = v.name;
      option.textContent = v.name + ' (' + v.game + ')';
      select.appendChild(option);
    }
  }

  async function createRecord(fields) {
    const r = await postJson('/api/new', fields);
    if (r.status !== 201) return status(r.json.error, 'error');
    await loadFiles(r.json.file);
    loadFolder();
    status('created ' + r.json.file);
  }

  const newName = (name) => (name.endsWith('.otg') ? name : name + '.otg');
  $('folder-form').addEventListener('submit', (event) => {
    event.preventDefault();
    loadFolder();
  });
  $('folder').addEventListener('toggle', () => $('folder').open && loadFolder());
  $('new-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const name = $('new-name').value.trim();
    if (!name) return status('give the new record a name', 'error');
    createRecord({ file: newName(name), variant: $('new-variant').value });
  });
  $('new-from-position').addEventListener('click', () => {
    const name = window.prompt('Name of the new record (in this folder):', '');
    if (name && name.trim()) createRecord({ file: newName(name.trim()), from: fileName, node: nodes[current].address });
  });

  // ---- puzzles ------------------------------------------------------------------------
  let check = null; // the open EventSource while a check runs

  const tag = (key) => {
    const found = data.tags.find(([k]) => k === key);
    return found ? found[1] : '';
  };

  function renderPuzzle() {
    const mode = tag('puzzle-mode') || 'none';
    $('puzzle-mode').value = mode;
    $('puzzle-goal').value = tag('puzzle-goal');
    $('puzzle-goal').placeholder = (data.sides[1] || data.sides[0]) + ' win in 3';
    const start = tag('puzzle-start');
    $('puzzle-summary').textContent = mode === 'none' && !start
      ? 'Not a puzzle: choose a mode and a goal, then where it starts.'
      : mode + ' puzzle' + (tag('puzzle-goal') ? ': ' + tag('puzzle-goal') : '') +
        (start ? ', from the position after ' + start : '') +
        (tag('puzzle-prestart') ? ', prologue from ' + tag('puzzle-prestart') : '');
  }

  function stopCheck(text) {
    if (check) check.close();
    check = null;
    $('puzzle-check').textContent = 'Check';
    if (text !== undefined) $('check-status').textContent = text;
  }

  /// A button under the check's verdict that makes one edit.
  function actionButton(label, fields) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.addEventListener('click', () => edit(fields));
    $('check-actions').appendChild(b);
  }

  function showCheck(result) {
    const list = $('check-words');
    list.textContent = '';
    $('check-actions').textContent = '';
    if (result.error) {
      $('check-status').textContent = result.error;
      return;
    }
    $('check-status').textContent = (result.stopped ? 'stopped: ' : '') + result.verdict;
    document.body.dataset.check = result.verdict;
    for (const line of result.words) {
      const li = document.createElement('li');
      li.textContent = line;
      list.appendChild(li);
    }
    const report = result.report;
    const question = result.question;
    // The cook with its win played out, when the proof found it.
    for (const cook of result.cooks || []) actionButton('Add the cook ' + cook.move, { op: 'line', address: question, moves: cook.line });
    for (const t of result.tries || [])
      actionButton('Add the try ' + t.move + ' and its refutation', { op: 'line', address: question, moves: [t.move].concat(t.refutation) });
    if ((report.refutation || []).length && report.verdict !== 'sound')
      actionButton('Add the refutation', { op: 'line', address: question, moves: report.refutation });
    if ((result.missing || []).length) {
      const lines = [];
      for (const m of result.missing) {
        const id = idOf(m.address);
        if (id !== undefined) lines.push({ address: nodes[nodes[id].parent].address, moves: [m.move] });
      }
      if (lines.length) actionButton('Add the ' + lines.length + ' missing defence' + (lines.length > 1 ? 's' : ''), { op: 'lines', address: question, lines });
    }
  }

  function startCheck() {
    stopCheck();
    $('check-words').textContent = '';
    $('check-actions').textContent = '';
    $('check-status').textContent = 'proving…';
    delete document.body.dataset.check;
    $('puzzle-check').textContent = 'Stop';
    const source = new EventSource(api('/api/check', { file: fileName }));
    check = source;
    source.onmessage = (event) => {
      if (check !== source) return;
      const r = JSON.parse(event.data);
      if (!r.done) {
        $('check-status').textContent = 'proving… ' + (r.ms / 1000).toFixed(1) + ' s';
        return;
      }
      stopCheck();
      showCheck(r);
    };
    source.onerror = () => {
      if (check === source) stopCheck('the check ended without an answer');
    };
  }

  $('puzzle-check').addEventListener('click', () => (check ? stopCheck('stopped') : startCheck()));
  $('puzzle-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const fields = { op: 'puzzle', mode: $('puzzle-mode').value };
    if ($('puzzle-goal').value.trim()) fields.goal = $('puzzle-goal').value.trim();
    edit(fields);
  });
  // The viewer's own page of the record as it is now: a puzzle opens in its solving mode.
  $('puzzle-try').addEventListener('click', () => window.open(api('/page', { file: fileName }), '_blank', 'noopener'));
  $('puzzle-start').addEventListener('click', () => edit({ op: 'puzzle', start: true }));
  $('puzzle-prestart').addEventListener('click', () => edit({ op: 'puzzle', prestart: true }));

  // ---- annotating the main line ---------------------------------------------------------
  let annotating = null; // the open EventSource while the main line is annotated

  function stopAnnotating(text) {
    if (annotating) annotating.close();
    annotating = null;
    $('annotate').textContent = 'Annotate the main line';
    if (text !== undefined) $('annotate-status').textContent = text;
  }

  function startAnnotating() {
    stopAnnotating();
    $('annotate').textContent = 'Stop annotating';
    $('annotate-status').textContent = 'annotating…';
    delete document.body.dataset.annotated;
    const source = new EventSource(api('/api/annotate', { file: fileName, depth: $('annotate-depth').value }));
    annotating = source;
    source.onmessage = async (event) => {
      if (annotating !== source) return;
      const r = JSON.parse(event.data);
      if (!r.done) {
        $('annotate-status').textContent = 'annotating… ' + r.moves + ' of ' + r.total + ' moves';
        return;
      }
      stopAnnotating();
      if (r.error) return stopAnnotating(r.error);
      if (!r.verdicts.length) {
        document.body.dataset.annotated = '0';
        return stopAnnotating('no verdict to write');
      }
      if (await edit({ op: 'verdicts', verdicts: r.verdicts })) {
        $('annotate-status').textContent = r.verdicts.length + ' verdicts written (depth ' + r.depth + ')';
        document.body.dataset.annotated = String(r.verdicts.length);
      }
    };
    source.onerror = () => {
      if (annotating === source) stopAnnotating('the annotation ended without an answer');
    };
  }

  $('annotate').addEventListener('click', () => (annotating ? stopAnnotating('stopped: nothing written') : startAnnotating()));

  // ---- the engine ---------------------------------------------------------------------
  function stopEngine() {
    if (engine) engine.close();
    engine = null;
    $('engine-status').textContent = engineWanted ? '' : 'stopped';
    document.body.dataset.engine = 'stopped';
  }

  function startEngine() {
    stopEngine();
    const started = performance.now();
    let first = true;
    $('engine-lines').textContent = '';
    $('engine-hint').textContent = '';
    $('engine-status').textContent = 'thinking…';
    document.body.dataset.engine = 'running';
    const source = new EventSource(api('/api/analyse', { file: fileName, node: nodes[current].address, lines: 3 }));
    engine = source;
    source.onmessage = (event) => {
      if (engine !== source) return;
      const a = JSON.parse(event.data);
      if (a.error) $('engine-status').textContent = a.error;
      else $('engine-status').textContent = 'depth ' + a.depth + ' · ' + a.nodes + ' nodes' + (a.done ? ' · done' : '');
      $('engine-hint').textContent = a.hint ? 'Hint: ' + a.hint : '';
      if (a.lines.length) {
        if (first) timings.firstLine = performance.now() - started;
        first = false;
        const list = $('engine-lines');
        list.textContent = '';
        const at = current;
        for (const line of a.lines) {
          const li = document.createElement('li');
          const score = document.createElement('span');
          score.className = 'score';
          score.textContent = line.score;
          const pv = document.createElement('span');
          pv.className = 'pv';
          pv.textContent = line.moves.join(' ');
          const add = document.createElement('button');
          add.type = 'button';
          add.className = 'add-line';
          add.textContent = '+';
          add.title = 'Add this line to the record as a variation';
          add.addEventListener('click', () => {
            if (current === at) edit({ op: 'line', moves: line.moves });
          });
          li.append(add, ' ', score, '  ', pv);
          list.appendChild(li);
        }
      }
      if (a.done) {
        source.close();
        engine = null;
        document.body.dataset.engine = 'done';
      }
    };
    source.onerror = () => {
      if (engine === source) stopEngine();
    };
  }

  $('engine-toggle').addEventListener('click', () => {
    engineWanted = !engineWanted;
    $('engine-toggle').textContent = engineWanted ? 'Stop engine' : 'Start engine';
    if (engineWanted) startEngine();
    else stopEngine();
  });

  // ---- wiring -------------------------------------------------------------------------
  const next = () => nodes[current].children.length && show(nodes[current].children[0]);
  const previous = () => current !== 0 && show(nodes[current].parent);
  const first = () => show(0);
  const last = () => {
    let id = current;
    while (nodes[id].children.length) id = nodes[id].children[0];
    show(id);
  };
  $('first').addEventListener('click', first);
  $('previous').addEventListener('click', previous);
  $('next').addEventListener('click', next);
  $('last').addEventListener('click', last);
  $('flip').addEventListener('click', () => {
    boardView.flip();
    position(current).then((p) => p && boardView.drawPosition(p));
  });
  $('move-list').addEventListener('click', (event) => {
    const b = event.target.closest('[data-node]');
    const id = b ? moveList.numberOf(b) : -1;
    if (id >= 0) show(id);
  });
  $('move-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const input = $('move-input');
    const text = input.value.trim();
    if (!text) return;
    input.value = '';
    await play(text);
  });
  $('comment-form').addEventListener('submit', (event) => {
    event.preventDefault();
    edit({ op: 'comment', text: $('comment').value });
  });
  $('hint-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    if (await edit({ op: 'hint', text: $('hint').value })) $('hint').value = '';
  });
  $('clock-form').addEventListener('submit', (event) => {
    event.preventDefault();
    edit({ op: 'clock', text: $('clock').value.trim() });
  });
  $('copy-position').addEventListener('click', async () => {
    const text = $('position-text').value;
    try {
      await navigator.clipboard.writeText(text);
      status('position copied');
    } catch (error) {
      $('position-text').select();
      status('select the position text and copy it (the browser refused the clipboard)');
    }
  });
  $('undo').addEventListener('click', () => edit({ op: 'undo' }));
  $('redo').addEventListener('click', () => edit({ op: 'redo' }));
  for (const op of ['promote', 'mainline', 'demote', 'delete']) $(op).addEventListener('click', () => edit({ op }));
  $('files').addEventListener('change', () => openRecord($('files').value, '0a'));
  $('reload').addEventListener('click', () => openRecord(fileName, nodes[current] ? nodes[current].address : '0a'));
  document.addEventListener('keydown', (event) => {
    const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
    if ((event.ctrlKey || event.metaKey) && !event.altKey && !typing && (event.key === 'z' || event.key === 'y' || event.key === 'Z')) {
      event.preventDefault();
      edit({ op: event.key === 'z' ? 'undo' : 'redo' });
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    const actions = { ArrowRight: next, ArrowLeft: previous, Home: first, End: last };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  });

  loadFiles();
  loadVariants();
})();
