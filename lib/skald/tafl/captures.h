#pragma once

// Captures in skald's tafl rules, and the facts about special pieces they rest on.
//
// Researched in OpenTafl (jslater89/OpenTafl: rules/Taflman.java isCapturedBy /
// checkSandwichCapture / getJumpsFrom, rules/BoardImpl.java isSpaceHostileTo /
// detectShieldwallPositionsForSide / isSideEncircled, rules/Rules.java constants):
//
// - Custodial capture: a move that lands next to an enemy piece captures it when the
//   square beyond it, on the same line, is hostile to it. Only the moving piece captures
//   (a piece may safely move between two enemies). A square is hostile to a piece when
//   it holds a piece of the other side (an unarmed king, or an anvil-only / hammer-only
//   king in the role it may not play, does not count), or when it is a special square
//   whose hostile list names the piece (the centre uses `cenhe` while empty and `cenh`
//   while occupied). The square the mover left counts as empty.
//   OpenTafl tests hostility of spaces by side only (index t or T of the list); skald
//   uses the piece type, which is what the rules string says (they differ only for lists
//   that name some kinds of a side but not others, e.g. Foteviken's `cenhe:K`).
// - King armed (`ka`): y takes part as hammer (moving piece) and anvil (stationary);
//   n neither; a (anvil) only as the stationary piece; h (hammer) only as the mover.
// - King strength (`ks`): strong: all four neighbours hostile (the mover's square
//   counts), so never on the edge; strong at centre: strong on or next to the centre,
//   weak elsewhere; middleweight: every on-board neighbour hostile (so it can be taken
//   against the edge); weak: two sides along a line, like a taflman.
// - Commanders and knights: pieces of the side they belong to. Kings, knights and
//   commanders cannot be jumped over (hence never captured by a jump). A strong king
//   between two of them (or one and a hostile corner) is captured, unless he stands on
//   the centre or the centre is one of the two sandwich squares (both dialects; next to
//   the centre he is taken along the other line). In the OpenTafl dialect a side that
//   started with a commander or knight takes a strong king, and under ks:c any king,
//   only that way: no four-side capture, none against the throne, none by two plain
//   attackers; and the mover counts twice, so a commander takes a king against a plain
//   attacker when the move is a capturing move without him (CaptureContext::
//   commander_sandwich(); formats/otn/dialects.md). The spec dialect keeps the four-side
//   capture (what every variant's rules state).
// - Jumps (`kj nj cj mj gj`): over one adjacent enemy taflman or mercenary onto the
//   empty square beyond, where the piece may stop. `j` does not capture, `c` captures the
//   jumped piece, `r` (restricted) only from or to a special square and never captures.
// - Mercenaries and guards have no rule code in the stored OpenTafl sources; skald's
//   choices: a captured mercenary is not removed but changes sides (it is reported as
//   captured, with its letter, and can be jumped like a taflman). A guard takes no part
//   in captures at all, which is what OpenTafl's GuardTest shows: it cannot be captured
//   (custodially, by a jump, or in a shieldwall), it captures nothing when it moves, it is
//   not an anvil for its side, and it cannot close a shieldwall.
// - Shieldwall (`sw`), spec dialect: a row of at least two enemy pieces along an edge,
//   each with a capturing-side piece in front of it on the next row, closed at both ends
//   along the edge by capturing-side pieces (`sw:s` strong: a corner square may close an
//   end; `sw:w` weak: it may not) is captured, except kings in it. With `swf:y` the move
//   must be one of the closing pieces; with `swf:n` any move that completes the wall.
//   OpenTafl dialect: OpenTafl's own finder, quirks included (opentafl_walls.h): no wall
//   unless both sides have two pieces on the edges; under `swf:y` the mover must land on
//   the edge as one of the wall's pieces and must have moved before (Position tracks
//   which pieces have not); a closing piece with its own piece in front is read as part
//   of the run; with `swf:n` a run of a side's own pieces fronted and closed by that side
//   falls to any move of the other side (issue 8, fact 5; formats/otn/dialects.md).
// - Linnaean capture (`linc:y`): a defender next to the centre while the king sits on it
//   and the king's other three neighbours are attackers is captured against the centre.
//
// The code is Position::collect_captures() in captures.cpp.
