// skald's record viewer (formats/html/record_page.h): replays the record embedded as JSON in
// #skald-data. Record text only ever enters the page as text (textContent), never as markup.
(function () {
  'use strict';
  const data = JSON.parse(document.getElementById('skald-data').textContent);
  const nodes = data.nodes;
  const board = data.board;
  const puzzle = data.puzzle;
  const $ = (id) => document.getElementById(id);

  const capitalised = (s) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);
  const sideName = (side) => data.sides[side] || (side === -2 ? 'every side' : '?');
  const plural = (n) => n + (n === 1 ? ' move' : ' moves');

  // ---- the board (board.js) ----------------------------------------------------------
  const boardView = skaldBoard(board, data.kinds, $('board'), (cell) => cellClicked(cell), data.colours);
  const drawBoard = boardView.drawBoard;
  const drawPosition = boardView.drawPosition;

  // ---- the viewer -------------------------------------------------------------------
  let current = 0;
  const hintsShown = new Map(); // node -> how many of its hints are shown
  const byAddress = new Map(nodes.map((n, i) => [n.address.toLowerCase(), i]));
  const moveButtons = new Map();
  for (const b of document.querySelectorAll('#move-list [data-node]')) moveButtons.set(Number(b.dataset.node), b);

  function setText(id, text) {
    const e = $(id);
    e.textContent = text;
    return e;
  }

  function showNode(id) {
    if (id < 0 || id >= nodes.length) return;
    current = id;
    render();
  }

  function render() {
    const n = nodes[current];
    drawPosition(n);
    document.body.dataset.node = current;
    document.body.dataset.address = n.address;
    setText('address', current === 0 ? 'Start' : n.address);
    setText('move', current === 0 ? '' : n.move + ' (' + sideName(n.side) + ')');
    setText('to-move', n.outcome ? 'Game over: ' + n.outcome.text : capitalised(sideName(n.toMove)) + ' to move');
    setText('comment', n.comment);
    setText('clock', n.clock ? 'Clock: ' + n.clock : '');
    const verdict = setText('verdict', n.verdict);
    verdict.dataset.mark = n.mark;
    renderHints(n);
    renderVariations(n);
    for (const b of document.querySelectorAll('#move-list .current')) b.classList.remove('current');
    const b = moveButtons.get(current);
    if (b) {
      b.classList.add('current');
      b.scrollIntoView({ block: 'nearest' });
    }
    $('previous').disabled = current === 0;
    $('first').disabled = current === 0;
    $('next').disabled = n.children.length === 0;
    $('last').disabled = n.children.length === 0;
    const siblings = current === 0 ? [0] : nodes[n.parent].children;
    $('variation-up').disabled = siblings.indexOf(current) <= 0;
    $('variation-down').disabled = siblings.indexOf(current) >= siblings.length - 1;
  }

  function renderHints(n) {
    const shown = Math.min(hintsShown.get(current) || 0, n.hints.length);
    const list = $('hint-list');
    list.textContent = '';
    for (let i = 0; i < shown; ++i) {
      const li = document.createElement('li');
      li.textContent = n.hints[i];
      list.appendChild(li);
    }
    const button = $('show-hint');
    button.hidden = n.hints.length === 0;
    button.disabled = shown >= n.hints.length;
    button.textContent = n.hints.length === 1 ? 'Show the hint' : 'Show a hint (' + Math.min(shown + 1, n.hints.length) + ' of ' + n.hints.length + ')';
  }

  function showHint() {
    const n = nodes[current];
    const shown = hintsShown.get(current) || 0;
    if (shown < n.hints.length) hintsShown.set(current, shown + 1);
    renderHints(n);
  }

  function renderVariations(n) {
    const holder = $('variations');
    holder.textContent = '';
    n.children.forEach((child, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.node = child;
      b.textContent = (i === 0 ? 'Next: ' : 'Variation ' + i + ': ') + nodes[child].address + '  ' + nodes[child].move;
      b.addEventListener('click', () => showNode(child));
      holder.appendChild(b);
    });
    if (n.children.length === 0) {
      const p = document.createElement('span');
      p.textContent = 'End of the line';
      holder.appendChild(p);
    }
  }

  const next = () => { if (nodes[current].children.length) showNode(nodes[current].children[0]); };
  const previous = () => { if (current !== 0) showNode(nodes[current].parent); };
  const first = () => showNode(0);
  function last() {
    let id = current;
    while (nodes[id].children.length) id = nodes[id].children[0];
    showNode(id);
  }
  function sibling(step) {
    if (current === 0) return;
    const siblings = nodes[nodes[current].parent].children;
    const i = siblings.indexOf(current) + step;
    if (i >= 0 && i < siblings.length) showNode(siblings[i]);
  }

  /// The node an address names: its own form (`7b.3.1b`, any case, a trailing dot), `0a`
  /// or `start` for the start, a bare turn (`12`, `8a.1.2`: the turn's first move) or a
  /// variation (`8a.1`: its first move); -1 when none.
  function resolveAddress(text) {
    let a = text.trim().toLowerCase();
    if (a.endsWith('.')) a = a.slice(0, -1);
    if (a === '' ) return -1;
    if (a === 'start' || a === '0' || a === '0a') return 0;
    if (byAddress.has(a)) return byAddress.get(a);
    const bareTurn = /^(?:[0-9]+[a-z]\.[0-9]+\.)*[0-9]+$/.test(a);
    const variation = /^(?:[0-9]+[a-z]\.[0-9]+\.)*[0-9]+[a-z]\.[0-9]+$/.test(a);
    for (let i = 1; i < nodes.length; ++i) {
      const address = nodes[i].address;
      if (!address.startsWith(a)) continue;
      const rest = address.slice(a.length);
      if ((bareTurn && /^[a-z]$/.test(rest)) || (variation && /^\.[0-9]+[a-z]$/.test(rest))) return i;
    }
    return -1;
  }

  function jump(text) {
    const target = resolveAddress(text);
    if (target < 0) {
      setText('jump-error', text.trim() === '' ? 'Type an address, e.g. 7b.3.1b' : 'No move has the address ' + text.trim());
      return false;
    }
    setText('jump-error', '');
    showNode(target);
    return true;
  }

  // ---- the solving mode (as `skald solve`, lib/skald/puzzle/solve_session.h) ----------
  let solve = null;

  function say(line, kind) {
    const li = document.createElement('li');
    li.textContent = line;
    if (kind) li.className = kind;
    $('solve-log').appendChild(li);
    li.scrollIntoView({ block: 'nearest' });
  }

  const winGoal = () => puzzle.goalKind === 'win';
  const lastStep = () => solve.steps[solve.steps.length - 1];
  /// The position now: {pieces, marks, toMove, outcome}.
  const currentPosition = () => (solve.steps.length ? lastStep().position : nodes[puzzle.node]);
  /// The record's node at the position now; null off the record.
  const currentNode = () => (solve.steps.length ? lastStep().node : puzzle.node);
  function movesUsed() {
    let used = 0;
    for (const step of solve.steps) if (step.turnStarts && (step.side === puzzle.solver) === winGoal()) ++used;
    return used;
  }
  const movesLeft = () => puzzle.bound - movesUsed();
  const stepPlace = (step) => (step.node !== null ? nodes[step.node].address : '(off the record)');

  function startSolving() {
    solve = {
      status: 'prologue', at: 0, steps: [], revealed: new Set(puzzle.prologue),
      hintsGiven: new Map(), engineStage: 0, hintsUsed: 0, clicked: [], beyond: false,
    };
    document.body.classList.add('solving');
    $('solve').hidden = false;
    $('solve-start').hidden = true;
    $('solve-log').textContent = '';
    setText('solve-goal', capitalised(puzzle.goal) + ' (' + (puzzle.mode === 'strict' ? 'strict: only the record\'s moves are played' : 'loose: any legal move') + ').');
    const comment = nodes[0].comment;
    if (comment) say(comment);
    if (puzzle.prologue.length > 1) {
      say('Prologue: ' + plural(puzzle.prologue.length - 1) + ' before the puzzle; step through with Next and Previous, or go straight to it (To the puzzle, End).');
      showProloguePosition();
    } else {
      beginPuzzle();
    }
    renderSolver();
  }

  function stopSolving() {
    const node = solve ? (solve.status === 'prologue' ? puzzle.prologue[solve.at] : currentNode()) : null;
    solve = null;
    document.body.classList.remove('solving');
    $('solve').hidden = true;
    $('solve-start').hidden = false;
    delete document.body.dataset.solve;
    showNode(node !== null && node !== undefined ? node : puzzle.node);
  }

  function showProloguePosition() {
    const id = puzzle.prologue[solve.at];
    const n = nodes[id];
    say(id === 0 ? 'Start position' : n.address + '  ' + n.move + '  (' + sideName(n.side) + ')');
    if (id !== 0 && n.comment) say(n.comment);
    const left = puzzle.prologue.length - 1 - solve.at;
    say('(prologue: the puzzle starts ' + plural(left) + ' from here; Next, Previous)');
  }

  function beginPuzzle() {
    solve.status = 'solving';
    const n = nodes[puzzle.node];
    say('The puzzle: ' + puzzle.goal + ' (' + (puzzle.mode === 'strict' ? 'strict: only the record\'s moves are played' : 'loose: any legal move') + ').');
    if (puzzle.node !== 0) say('Position after ' + n.address + '  ' + n.move + '  (' + sideName(n.side) + ')');
    if (puzzle.node !== 0 && n.comment) say(n.comment);
    say('Type a move (as the game writes it; captures may be left out) or click its cells.');
    opponentReplies();
  }

  /// Plays the next step: a record node (`node` its number) or a move off the record
  /// (`key`: where the page answers the solver after it, if it does).
  function pushStep(node, move, side, position, reply, key) {
    const previousSide = solve.steps.length ? lastStep().side : nodes[puzzle.node].side;
    const step = { node: node, move: move, side: side, turnStarts: side !== previousSide, position: position, reply: reply, key: key || null };
    solve.steps.push(step);
    if (node !== null) solve.revealed.add(node);
    solve.engineStage = 0;
    say(stepPlace(step) + '  ' + move + '  (' + sideName(side) + (side === puzzle.solver ? ', you)' : ')'));
    if (node !== null && nodes[node].comment) say(nodes[node].comment);
  }

  function finish(status, reason) {
    solve.status = status;
    say((status === 'solved' ? 'Solved: ' : 'Failed: ') + reason + '.', 'end');
    say('Hints used: ' + solve.hintsUsed + '.');
    // For whoever keeps score (the puzzle book's pages, book_puzzle.js); the viewer keeps none.
    document.dispatchEvent(new CustomEvent('skald-puzzle-finished', { detail: { status: status, hintsUsed: solve.hintsUsed } }));
  }

  /// Finishes the puzzle when the game is over or the bound has passed; true then.
  function ended() {
    const position = currentPosition();
    const used = movesUsed();
    if (position.outcome) {
      const o = position.outcome;
      const solverWon = o.winner === puzzle.solver;
      const solverLost = o.winner >= 0 && o.winner !== puzzle.solver;
      if (winGoal() ? solverWon : !solverLost) {
        finish('solved', o.text + (winGoal() ? ' in ' + plural(used) + ' of ' + puzzle.bound : ''));
      } else {
        finish('failed', o.text);
      }
      return true;
    }
    const countedSideDone = (position.toMove === puzzle.solver) !== winGoal();
    if (used >= puzzle.bound && countedSideDone) {
      if (winGoal()) finish('failed', plural(used) + ' played and the ' + sideName(puzzle.solver) + ' have not won');
      else finish('solved', 'held for ' + plural(used));
      return true;
    }
    return false;
  }

  const finished = () => solve.status === 'solved' || solve.status === 'failed';

  /// The opponent moves until the solver is to move: the record's first reply, off the
  /// record the engine's reply worked out when the page was written.
  function opponentReplies() {
    while (!finished() && currentPosition().toMove !== puzzle.solver) {
      const node = currentNode();
      if (node !== null && nodes[node].children.length > 0) {
        const child = nodes[node].children[0];
        pushStep(child, nodes[child].move, nodes[child].side, nodes[child], null);
        if (ended()) return;
        continue;
      }
      const reply = node === null ? lastStep().reply : null;
      if (reply && !solve.beyond) {
        pushStep(null, reply.move, reply.side, reply, null, reply.next);
        if (ended()) return;
        if (currentPosition().toMove === puzzle.solver && !reply.next) beyondThePage();
        return;
      }
      if (node !== null) {
        finish('failed', 'the record\'s line ends here and the page has no engine to play on');
      } else {
        beyondThePage();
      }
      return;
    }
  }

  function beyondThePage() {
    solve.beyond = true;
    say('The page has no answers past this move: `skald solve ' + (data.file || 'FILE') + '` plays on from here. Back takes your move back.', 'warning');
  }

  /// The key of the solver's choices at the position now in puzzle.positions: a record
  /// node's number, or the key the page gave a position off the record where the solver
  /// still has the win; null where the page has none.
  function currentKey() {
    const node = currentNode();
    if (node !== null) return String(node);
    return solve.steps.length ? lastStep().key : null;
  }

  /// The solver's choices here (puzzle.positions), or null where the page has none.
  function choices() {
    const key = currentKey();
    return key === null || solve.beyond ? null : puzzle.positions[key] || null;
  }

  function playSolverMove(typed) {
    const text = typed.trim();
    if (text === '') return;
    if (solve.status === 'prologue') {
      say('In the prologue only Next and Previous: the puzzle starts ' + plural(puzzle.prologue.length - 1 - solve.at) + ' from here.');
      return;
    }
    if (finished()) {
      say('The puzzle is over.');
      return;
    }
    const here = choices();
    if (!here) {
      beyondThePage();
      return;
    }
    // As `skald solve` reads a typed move (lib/skald/game/typed_move.h): the move's text,
    // else its short form (ambiguous when it names several), else one of the other forms
    // the page was given for it.
    const exact = here.moves.filter((m) => m.move === text);
    const short = here.moves.filter((m) => m.short === text);
    const matching = exact.length ? exact : short.length ? short : here.moves.filter((m) => (m.typed || []).includes(text));
    if (matching.length === 0) {
      say(text + ': not a legal move here');
      return;
    }
    if (matching.length > 1) {
      say(text + ': ambiguous: ' + matching.map((m) => m.move).join(', ').replace(/, ([^,]*)$/, ' or $1'));
      return;
    }
    playChoice(here, matching[0], text);
  }

  function playChoice(here, m, typed) {
    const node = currentNode();
    const prepared = node !== null && nodes[node].children.length > 0;
    if (m.child < 0 && prepared && puzzle.mode === 'strict') {
      say(typed + ': not one of the prepared moves here (a strict puzzle plays only the record\'s lines); try another, or ask for a hint.');
      return;
    }
    if (m.child < 0 && !m.after) {
      say(typed + ': this move leaves the record, and the page has no engine answer for it; try another, or ask for a hint.');
      return;
    }
    if (m.child >= 0) {
      pushStep(m.child, nodes[m.child].move, nodes[m.child].side, nodes[m.child], null);
    } else {
      pushStep(null, m.move, puzzle.solver, m.after, m.reply, m.next);
      if (prepared) say('You have left the prepared lines: from here the engine replies.');
      else if (node !== null) say('The record\'s line ends here: from here the engine replies.');
    }
    if (!ended()) {
      if (currentPosition().toMove === puzzle.solver) {
        if (m.child >= 0 || m.next) say('Your move goes on: play its continuation.');
        else beyondThePage();
      } else {
        if (m.letsGo) say('That move lets the win go: the ' + sideName(puzzle.solver) + ' can no longer force it in the ' + plural(movesLeft()) + ' left (Back takes it back).', 'warning');
        opponentReplies();
      }
    }
    renderSolver();
  }

  function solveHint() {
    if (solve.status !== 'solving') {
      say(finished() ? 'The puzzle is over.' : 'Hints come with the puzzle; step on with Next.');
      return;
    }
    const here = choices();
    if (here) {
      const key = currentKey();
      const given = solve.hintsGiven.get(key) || 0;
      if (given < here.hints.length) {
        say('Hint: ' + here.hints[given]);
        solve.hintsGiven.set(key, given + 1);
        ++solve.hintsUsed;
        return;
      }
    }
    const engine = here ? here.engineHint : null;
    if (!engine) {
      say('No more hints here.');
      return;
    }
    if (solve.engineStage === 0 && engine.piece) {
      say('Hint: move ' + engine.piece + '.');
    } else if (solve.engineStage <= 1) {
      say('Hint: play ' + engine.move + '.');
      solve.engineStage = 1;
    } else {
      say('No more hints here: the engine plays ' + engine.move + '.');
      return;
    }
    ++solve.engineStage;
    ++solve.hintsUsed;
  }

  function solveBack() {
    if (solve.status === 'prologue') return solvePrevious();
    if (!solve.steps.some((s) => s.side === puzzle.solver && s.turnStarts)) {
      say('Nothing to take back: this is the puzzle position.');
      return;
    }
    const taken = [];
    while (solve.steps.length) {
      const step = solve.steps.pop();
      taken.unshift(stepPlace(step) + ' ' + step.move);
      if (step.side === puzzle.solver && step.turnStarts) break;
    }
    if (finished()) say('The puzzle goes on.');
    solve.status = 'solving';
    solve.engineStage = 0;
    solve.beyond = false;
    say('Taken back: ' + taken.join(', ') + '.');
    renderSolver();
  }

  function solveNext() {
    if (solve.status !== 'prologue') {
      say('Next and Previous step through the prologue only; here, play a move.');
      return;
    }
    ++solve.at;
    if (solve.at + 1 >= puzzle.prologue.length) beginPuzzle();
    else showProloguePosition();
    renderSolver();
  }

  /// The rest of the prologue at once: a reader who knows the game goes straight to the puzzle.
  function solveSkip() {
    if (solve.status !== 'prologue') return;
    solve.at = puzzle.prologue.length - 1;
    say('(the rest of the prologue skipped)');
    beginPuzzle();
    renderSolver();
  }

  function solvePrevious() {
    if (solve.status !== 'prologue') {
      say('Next and Previous step through the prologue only; here, Back takes a move back.');
      return;
    }
    if (solve.at === 0) {
      say('This is the first position of the prologue; press Next.');
      return;
    }
    --solve.at;
    showProloguePosition();
    renderSolver();
  }

  /// Goes to a position of the record already seen (the only ones: jump reveals nothing).
  function solveJump(text) {
    const target = resolveAddress(text);
    if (target < 0 || !solve.revealed.has(target)) {
      setText('jump-error', 'No position you have seen has the address ' + text.trim());
      return false;
    }
    const path = [];
    let id = target;
    while (id !== puzzle.node && id > 0) {
      path.unshift(id);
      id = nodes[id].parent;
    }
    if (id !== puzzle.node) {
      setText('jump-error', 'That is before the puzzle position');
      return false;
    }
    setText('jump-error', '');
    if (solve.status === 'prologue') return false;
    solve.steps = [];
    solve.status = 'solving';
    solve.beyond = false;
    for (const node of path) {
      const previousSide = solve.steps.length ? lastStep().side : nodes[puzzle.node].side;
      solve.steps.push({ node: node, move: nodes[node].move, side: nodes[node].side, turnStarts: nodes[node].side !== previousSide, position: nodes[node], reply: null });
    }
    say('Jumped to ' + (target === puzzle.node ? 'the puzzle position' : nodes[target].address) + '.');
    if (!ended()) opponentReplies();
    renderSolver();
    return true;
  }

  function renderSolver() {
    document.body.dataset.solve = solve.status;
    const inPrologue = solve.status === 'prologue';
    const id = inPrologue ? puzzle.prologue[solve.at] : currentNode();
    const position = inPrologue ? nodes[id] : currentPosition();
    drawPosition(position);
    document.body.dataset.node = id === null ? -1 : id;
    document.body.dataset.address = id === null ? '' : nodes[id].address;
    $('solve-previous').hidden = !inPrologue;
    $('solve-next').hidden = !inPrologue;
    $('solve-skip').hidden = !inPrologue;
    $('solve-back').hidden = inPrologue;
    $('solve-move').disabled = inPrologue || finished();
    $('solve-play').disabled = inPrologue || finished();
    $('solve-quit').disabled = finished();
    let status;
    if (position.outcome) {
      status = 'Game over: ' + position.outcome.text + '.';
    } else {
      status = capitalised(sideName(position.toMove)) + ' to move';
      if (!inPrologue) {
        if (position.toMove === puzzle.solver) status += ' (you)';
        status += winGoal() ? ': ' + movesLeft() + ' of ' + plural(puzzle.bound) + ' left to win.' : ': hold for ' + plural(movesLeft()) + ' more.';
      } else {
        status += ' (prologue: ' + plural(puzzle.prologue.length - 1 - solve.at) + ' before the puzzle).';
      }
    }
    setText('solve-status', status);
    const history = $('solve-history');
    history.textContent = '';
    for (const step of solve.steps) {
      const li = document.createElement('li');
      li.textContent = stepPlace(step) + '  ' + step.move + '  ' + sideName(step.side) + (step.side === puzzle.solver ? ' (you)' : '');
      history.appendChild(li);
    }
    solve.clicked = [];
  }

  /// A click on a cell while solving: the cells of a move in order (`d6` then `f6`); a move
  /// is played as soon as the clicked cells name exactly one.
  function cellClicked(cell) {
    if (!solve || solve.status !== 'solving' || finished()) return;
    const here = choices();
    if (!here) return;
    const name = board.cells[cell][0];
    const startsWith = (m, cells) => cells.every((c, i) => m.cells[i] === c);
    let clicked = solve.clicked.concat([name]);
    let candidates = here.moves.filter((m) => startsWith(m, clicked));
    if (candidates.length === 0) {
      clicked = [name];
      candidates = here.moves.filter((m) => startsWith(m, clicked));
    }
    boardView.select([]);
    if (candidates.length === 0) {
      solve.clicked = [];
      return;
    }
    const complete = candidates.filter((m) => m.cells.length === clicked.length);
    if (complete.length > 0 && complete.length === candidates.length) {
      solve.clicked = [];
      playChoice(here, complete[0], complete[0].short);
      return;
    }
    solve.clicked = clicked;
    boardView.select(clicked);
  }

  // ---- wiring -----------------------------------------------------------------------
  $('first').addEventListener('click', first);
  $('previous').addEventListener('click', previous);
  $('next').addEventListener('click', next);
  $('last').addEventListener('click', last);
  $('variation-up').addEventListener('click', () => sibling(-1));
  $('variation-down').addEventListener('click', () => sibling(1));
  $('flip').addEventListener('click', flip);
  $('show-hint').addEventListener('click', showHint);
  $('move-list').addEventListener('click', (event) => {
    const b = event.target.closest('[data-node]');
    if (b) showNode(Number(b.dataset.node));
  });
  $('jump').addEventListener('submit', (event) => {
    event.preventDefault();
    const input = $('jump-address');
    if (solve ? solveJump(input.value) : jump(input.value)) input.blur();
  });
  $('solve-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const input = $('solve-move');
    playSolverMove(input.value);
    input.value = '';
    renderSolver();
  });
  $('solve-next').addEventListener('click', solveNext);
  $('solve-skip').addEventListener('click', solveSkip);
  $('solve-previous').addEventListener('click', solvePrevious);
  $('solve-hint').addEventListener('click', solveHint);
  $('solve-back').addEventListener('click', solveBack);
  $('solve-quit').addEventListener('click', () => {
    if (!finished()) finish('failed', 'you gave up');
    renderSolver();
  });
  $('solve-view').addEventListener('click', stopSolving);
  $('solve-start').addEventListener('click', startSolving);

  function flip() {
    boardView.flip();
    if (solve) renderSolver();
    else render();
  }

  document.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const typing = event.target instanceof HTMLInputElement;
    if (typing) {
      if (event.key === 'Escape') event.target.blur();
      return;
    }
    const actions = solve
      ? {
          ArrowRight: solveNext, ArrowLeft: solve.status === 'prologue' ? solvePrevious : solveBack, End: solveSkip,
          h: solveHint, b: solveBack, f: flip,
          g: () => $('jump-address').focus(), m: () => $('solve-move').focus(),
        }
      : {
          ArrowRight: next, ArrowLeft: previous, Home: first, End: last,
          ArrowUp: () => sibling(-1), ArrowDown: () => sibling(1),
          h: showHint, f: flip, g: () => $('jump-address').focus(),
        };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  });

  drawBoard();
  if (puzzle) {
    startSolving();
  } else {
    render();
  }
  document.body.dataset.ready = 'true';
})();
