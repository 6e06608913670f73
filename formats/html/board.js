// The board of skald's HTML pages, shared by the record viewer (viewer.js) and the studio
// (tools/skald/studio): skaldBoard(board, kinds, holder, onCellClick, colours) draws the
// board that a game's BoardPicture describes (formats/html/record_view.h: board_json) into
// `holder` as inline SVG and returns what draws positions on it. `colours` are the game's
// own colours of its sides (the view's head: [fill, outline, ink] per side). Record text
// enters as text only.
// eslint-disable-next-line no-unused-vars
function skaldBoard(board, kinds, holder, onCellClick, colours) {
  'use strict';
  const SVG = 'http://www.w3.org/2000/svg';
  // ---- the board --------------------------------------------------------------------
  // Drawn in user units of one cell, as formats/svg/board_svg.cpp draws a picture: square
  // cells (or pointy-top hexagons on a hex grid) with row 0 at the bottom, discs in the
  // side's colour, a cross on a king, a small square for a piece of nobody (an arrow); a
  // RoPaSci token shows its symbol's letter, and pieces stacked on one cell their number.
  const hex = board.shape === 'hex-grid';
  const HEX_ROW = 0.866025;
  const MARGIN = 0.6;
  let flipped = false;
  const sideColours = colours || [
    ['#2b2b2b', '#000000', '#f4f1e8'], ['#f4f1e8', '#3a3a3a', '#2b2b2b'],
    ['#c0392b', '#5e1a13', '#ffffff'], ['#2e6db4', '#153457', '#ffffff'],
  ];
  // The letter a token of these kinds carries (RoPaSci 360: what it beats is in its name).
  const TOKEN_LETTERS = { rock: 'R', paper: 'P', scissors: 'S' };
  const cellsByName = new Map(board.cells.map((c, i) => [c[0], i]));
  let cellShapes = [];
  let pieceLayer = null;
  let markLayer = null;

  function svg(name, attributes, parent) {
    const e = document.createElementNS(SVG, name);
    for (const key in attributes) e.setAttribute(key, attributes[key]);
    if (parent) parent.appendChild(e);
    return e;
  }

  function centre(column, row) {
    if (flipped) {
      column = board.width - 1 - column;
      row = board.height - 1 - row;
    }
    if (hex) return [column + row / 2 + 0.5, (board.height - 1 - row) * HEX_ROW + 0.5];
    return [column + 0.5, board.height - 1 - row + 0.5];
  }

  function hexagon(cx, cy) {
    const points = [];
    for (let i = 0; i < 6; ++i) {
      const a = ((60 * i - 30) * Math.PI) / 180;
      points.push((cx + 0.57735 * Math.cos(a)).toFixed(3) + ',' + (cy + 0.57735 * Math.sin(a)).toFixed(3));
    }
    return points.join(' ');
  }

  function drawBoard() {
    holder.textContent = '';
    const width = hex ? board.width + (board.height - 1) / 2 : board.width;
    const height = hex ? 1 + (board.height - 1) * HEX_ROW : board.height;
    const root = svg('svg', {
      viewBox: '0 0 ' + (width + MARGIN + 0.1) + ' ' + (height + MARGIN + 0.1),
      role: 'img',
    }, holder);
    svg('rect', { x: 0, y: 0, width: width + MARGIN + 0.1, height: height + MARGIN + 0.1, fill: '#5b4a32', rx: 0.1 }, root);
    const g = svg('g', { transform: 'translate(' + MARGIN + ' 0.05)' }, root);
    const cellLayer = svg('g', {}, g);
    cellShapes = board.cells.map((cell, id) => {
      const [name, column, row] = cell;
      const [cx, cy] = centre(column, row);
      const shape = hex
        ? svg('polygon', { points: hexagon(cx, cy) }, cellLayer)
        : svg('rect', { x: cx - 0.5, y: cy - 0.5, width: 1, height: 1 }, cellLayer);
      shape.classList.add('cell');
      if ((column + row) % 2 === 1) shape.classList.add('shade');
      shape.setAttribute('data-cell', name);
      svg('title', {}, shape).textContent = name;
      shape.addEventListener('click', () => onCellClick(id));
      return shape;
    });
    for (const [cell, kind] of board.marks) cellShapes[cell].classList.add(kind);
    markLayer = svg('g', {}, g);
    pieceLayer = svg('g', { id: 'pieces' }, g);
    // Row labels on the left; column labels below (square layouts: on a hex grid they run
    // diagonally, and the cells' titles name them).
    board.rows.forEach((label, row) => {
      const y = centre(0, row)[1] + 0.05 + 0.11;
      svg('text', { x: MARGIN / 2, y: y, class: 'label' }, root).textContent = label;
    });
    if (!hex) {
      board.columns.forEach((label, column) => {
        const x = centre(column, 0)[0] + MARGIN;
        svg('text', { x: x, y: height + 0.05 + MARGIN * 0.72, class: 'label' }, root).textContent = label;
      });
    }
  }

  /// Draws a position: {pieces: [[cell, kind, facing?]...], marks: [[cell, mark]...]}.
  function drawPosition(position) {
    pieceLayer.textContent = '';
    markLayer.textContent = '';
    for (const shape of cellShapes) shape.classList.remove('move-origin', 'move-destination', 'selected', 'target');
    for (const [cell, mark] of position.marks) {
      if (mark !== 'captured') {
        cellShapes[cell].classList.add(mark);
        continue;
      }
      const [name, column, row] = board.cells[cell];
      const [cx, cy] = centre(column, row);
      svg('path', {
        d: `M ${cx - 0.25} ${cy - 0.25} L ${cx + 0.25} ${cy + 0.25} M ${cx + 0.25} ${cy - 0.25} L ${cx - 0.25} ${cy + 0.25}`,
        stroke: '#c0392b', 'stroke-width': 0.08, 'stroke-linecap': 'round', 'data-captured': name,
      }, markLayer);
    }
    // Pieces of one owner and kind on one cell are drawn once, with their number; several
    // such groups on a cell (a RoPaSci hex) side by side.
    const groups = new Map(); // cell -> [{kindId, facing, count}]
    for (const [cell, kindId, facing] of position.pieces) {
      if (!groups.has(cell)) groups.set(cell, []);
      const list = groups.get(cell);
      const same = list.find((g) => g.kindId === kindId && g.facing === facing);
      if (same) ++same.count;
      else list.push({ kindId, facing, count: 1 });
    }
    for (const [cell, list] of groups) {
      list.forEach((group, i) => {
        const [name, column, row] = board.cells[cell];
        let [cx, cy] = centre(column, row);
        const scale = list.length > 1 ? 0.68 : 1;
        if (list.length > 1) cx += (i - (list.length - 1) / 2) * 0.5;
        drawPiece(cell, name, cx, cy, scale, group);
      });
    }
  }

  function drawPiece(cell, name, cx, cy, scale, group) {
    const [owner, kind, notation] = kinds[group.kindId];
    const facing = group.facing;
    const g = svg('g', { class: 'piece', 'data-cell': name, 'data-piece': notation, 'data-owner': owner, 'data-kind': kind }, pieceLayer);
    if (group.count > 1) g.setAttribute('data-count', group.count);
    svg('title', {}, g).textContent = kind + ' ' + notation + ' on ' + name + (group.count > 1 ? ' (' + group.count + ')' : '');
    g.addEventListener('click', () => onCellClick(cell));
    if (owner < 0) {
      svg('rect', { x: cx - 0.3, y: cy - 0.3, width: 0.6, height: 0.6, rx: 0.08, fill: '#3b3b3b' }, g);
      return;
    }
    const [fill, stroke, ink] = sideColours[owner] || ['#4a4a4a', '#111111', '#ffffff'];
    const r = 0.36 * scale;
    svg('circle', { cx: cx, cy: cy, r: r, fill: fill, stroke: stroke, 'stroke-width': 0.05 }, g);
    if (kind === 'king') {
      svg('path', {
        d: `M ${cx} ${cy - 0.22} V ${cy + 0.22} M ${cx - 0.22} ${cy} H ${cx + 0.22}`,
        stroke: ink, 'stroke-width': 0.08,
      }, g);
    }
    const letter = TOKEN_LETTERS[kind];
    if (letter) {
      svg('text', {
        x: cx, y: cy + 0.15 * scale, 'text-anchor': 'middle', 'font-size': 0.42 * scale,
        'font-weight': 'bold', 'font-family': 'sans-serif', fill: ink, class: 'token-letter',
      }, g).textContent = letter;
    }
    if (group.count > 1) {
      // The stack's height, on a badge at the disc's upper right (above it when the disc
      // shares its cell).
      const bx = scale < 1 ? cx : cx + r * 0.8;
      const by = scale < 1 ? cy - r - 0.1 : cy - r * 0.8;
      const br = 0.17 * (scale < 1 ? 0.75 : 1);
      svg('circle', { cx: bx, cy: by, r: br, fill: '#fff7d6', stroke: '#3a3a3a', 'stroke-width': 0.03 }, g);
      svg('text', {
        x: bx, y: by + br * 0.45, 'text-anchor': 'middle', 'font-size': br * 1.35, 'font-weight': 'bold',
        'font-family': 'sans-serif', fill: '#2b2b2b', class: 'stack-count',
      }, g).textContent = String(group.count);
    }
    if (facing !== undefined) {
      const a = (((flipped ? facing + 180 : facing) % 360) * Math.PI) / 180;
      svg('line', { x1: cx, y1: cy, x2: cx + 0.34 * scale * Math.cos(a), y2: cy - 0.34 * scale * Math.sin(a), stroke: stroke, 'stroke-width': 0.06 }, g);
    }
  }

  function flip() {
    flipped = !flipped;
    drawBoard();
  }

  /// Marks the cells named (a piece picked, the cells of a move begun) as selected.
  function select(names) {
    for (const shape of cellShapes) shape.classList.remove('selected');
    for (const name of names) cellShapes[cellsByName.get(name)].classList.add('selected');
  }

  /// Marks the cells named as where the selected piece can go.
  function target(names) {
    for (const shape of cellShapes) shape.classList.remove('target');
    for (const name of names) cellShapes[cellsByName.get(name)].classList.add('target');
  }

  return {
    drawBoard, drawPosition, flip, select, target, cellsByName,
    cellShapes: () => cellShapes, flipped: () => flipped,
  };
}
