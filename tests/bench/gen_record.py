#!/usr/bin/env python3
"""Writes a large, legal OTN game record for benchmarking the .otg reader and the commands.

Usage: gen_record.py SIZE_MB OUTPUT.otg [--shape mixed|line|deep|wide|walk] [--print-last]

--print-last prints the address of the record's last move (the end of the main line, the
deepest move, the last alternative), for commands that take --at.

Every record uses Copenhagen's start position under Copenhagen's own repetition rule (a
third occurrence draws), and every move is legal in both dialects (OpenTafl's, the default,
and the spec's), so the file also measures replay. Their games are a seeded random walk of
moves that never land beside an enemy piece (so nothing is ever captured), never let the
attackers enclose every defender, never move the king and never make a position's third
occurrence: long games that the repetition rule must follow from their start. The records
are written in skald's (OpenTafl's) own layout, so `skald fmt` leaves them unchanged. Shapes:

  mixed  (default) the walk's main line; every main-line turn carries a long comment (some
         non-ASCII text and an escaped `|`), and every other turn has variations: an
         alternative to its first move (two turns long, with a nested variation inside
         it) and an alternative to its second move (with a `.....` placeholder).
  line   one long main line of the walk, with OpenTafl's empty comment blocks and no
         variation (about 12 bytes a move: 10 MB is some 800,000 moves): a long legal game
         with no captures under the default repetition rule. `walk` is the same record.
  deep   one chain of variations, each nested in the one before, as deep as the size allows
         (about 640 levels at 1 MB, 2,000 at 10 MB): each variation plays the walk's next
         move and one other move, and the next variation is an alternative to that other
         move. Its labels grow with the depth (`1b.1.1b.1.1a.1.1b...`); gen_deep_xml.py
         writes the same tree as XML, linear in the depth.
  wide   a one-turn main line and, at its first move, as many two-move alternatives as the
         size allows (`1a.K.1a. d1-d2 f4-c4`; about 40,000 per MB).
"""
import argparse
import random
import re

RULES = ("dim:11 name:Copenhagen_Bench atkf:y sw:s efe:y "
         "start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/")

WORDS = ("the king slips along the edge while the attackers close the corner and a "
         "shieldwall forms on the rank; tempo matters more than material in tafl, "
         "und die Verteidiger warten geduldig auf ihre Gelegenheit – très bien").split()

# Legal first moves of the attackers in Copenhagen that capture nothing.
FIRST_MOVES = ["d1-d2", "e1-e2", "e1-e3", "g1-g2", "g1-g3", "h1-h2", "h1-h3", "a4-a3",
               "a4-a2", "a8-a9", "a8-a10", "k4-k3", "k4-k2", "k8-k9", "k8-k10", "d11-d10"]


def comment(n, words):
    return " ".join(WORDS[(n + i) % len(WORDS)] for i in range(words))


def header(start_comment_words):
    return (f"[event:skald reader benchmark]\n[rules:{RULES}]\n"
            f"[start-comment:{comment(0, start_comment_words)}]\n\n")


def mixed(size):
    out = [header(60)]
    total = len(out[0].encode())
    game = Walk()
    turn = 1
    while total < size:
        odd = turn % 2 == 1
        block = []
        first = game.move()
        if odd:
            # Alternatives to the turn's first move (two turns long, with an alternative to
            # its second move inside) and to its second move.
            var = game.fork()
            var_first = var.play(var.other(first))
            var_second = var.move()
            inner = var.fork()
            inner_second = Walk.text(inner.other(var_second))
            var.play(var_second)
            var_turn2 = f"{var.next()} {var.next()}"
        game.play(first)
        second = game.move()
        if odd:
            other_second = Walk.text(game.other(second))
        game.play(second)
        moves = f"{Walk.text(first)} {Walk.text(second)}"
        block.append(f"{turn}. {moves} \n[{comment(turn, 40)} \\| {turn}|{comment(turn + 7, 25)}]\n\n")
        if odd:
            block.append(f"{turn}a.1.1a. {var_first} {Walk.text(var_second)} \n[{comment(turn + 3, 20)}|]\n\n")
            block.append(f"{turn}a.1.1a.1.1a. ..... {inner_second} \n[{comment(turn + 5, 15)}]\n\n")
            block.append(f"{turn}a.1.2a. {var_turn2} \n[|{comment(turn + 9, 10)}]\n\n")
            block.append(f"{turn}b.1.1a. ..... {other_second} \n[{comment(turn + 11, 12)}]\n\n")
        text = "".join(block)
        out.append(text)
        total += len(text.encode())
        turn += 1
    return out, f"{turn - 1}b"


def line(size):
    out = [header(0)]
    total = len(out[0])
    game = Walk()
    turn = 1
    while total < size:
        text = f"{turn}. {game.next()} {game.next()} \n[|]\n\n"
        out.append(text)
        total += len(text)
        turn += 1
    return out, f"{turn - 1}b"


def deep_levels():
    """The moves of the deep shape, level by level: (x, y) for the main line (level 0) and
    each variation, where x is the walk's next move and y another move of the side to move
    after x, whose alternative holds the next level (and plays that level's x)."""
    game = Walk()
    x = game.move()
    while True:
        game.play(x)
        nxt = game.move()
        yield Walk.text(x), Walk.text(game.other(nxt))
        x = nxt


def deep(size):
    # Main line 1. x_0 y_0. Variation k (k >= 1) holds x_k, the walk's k-th move after x_0,
    # and y_k, another move of the same side as x_{k+1}; variation k+1 branches from x_k as
    # an alternative to y_k. OpenTafl's numbering makes the odd variations
    # `P.1.1a. ..... x` + `P.1.2a. y` (x is P.1.1b) and the even ones `P.1.1a. x y` (x is
    # P.1.1a), where P is the address of the move the variation branches from (1b for the
    # first: it replaces the main line's 1b).
    levels = deep_levels()
    x0, y0 = next(levels)
    out = [header(0), f"1. {x0} {y0} \n[|]\n\n"]
    total = sum(len(s) for s in out)
    prefix = "1b"
    last = "1b"
    depth = 1
    while total < size:
        x, y = next(levels)
        if depth % 2 == 1:
            text = f"{prefix}.1.1a. ..... {x} \n[]\n\n{prefix}.1.2a. {y} \n[]\n\n"
            last = prefix + ".1.2a"
            prefix += ".1.1b"
        else:
            text = f"{prefix}.1.1a. {x} {y} \n[|]\n\n"
            last = prefix + ".1.1b"
            prefix += ".1.1a"
        out.append(text)
        total += len(text)
        depth += 1
    return out, last


def wide(size):
    out = [header(0), "1. d1-d3 f4-c4 \n[|]\n\n"]
    total = sum(len(s) for s in out)
    k = 1
    while total < size:
        text = f"1a.{k}.1a. {FIRST_MOVES[k % len(FIRST_MOVES)]} f4-c4 \n[|]\n\n"
        out.append(text)
        total += len(text)
        k += 1
    return out, f"1a.{k - 1}.1b"


# The walk's board: square = rank * 11 + file (rank 0 is rank 1), pieces as bits of ints.
WALK_DIM = 11
WALK_ALL = (1 << WALK_DIM * WALK_DIM) - 1


def walk_mask(squares):
    out = 0
    for sq in squares:
        out |= 1 << sq
    return out


def walk_start():
    """The attackers', defenders' and king's squares of RULES' start position."""
    rows = RULES.split("start:/")[1].strip("/").split("/")
    attackers, defenders, king = [], [], None
    for r, row in enumerate(rows):
        rank = WALK_DIM - 1 - r
        f = 0
        for token in re.findall(r"\d+|[a-zA-Z]", row):
            if token.isdigit():
                f += int(token)
                continue
            sq = rank * WALK_DIM + f
            if token == "t":
                attackers.append(sq)
            elif token == "K":
                king = sq
            else:
                defenders.append(sq)
            f += 1
    return attackers, defenders, king


def walk_neighbours(bits):
    """The squares orthogonally beside `bits`."""
    left_edge = walk_mask(r * WALK_DIM for r in range(WALK_DIM))
    right_edge = walk_mask(r * WALK_DIM + WALK_DIM - 1 for r in range(WALK_DIM))
    return (((bits & ~right_edge) << 1) | ((bits & ~left_edge) >> 1) | (bits << WALK_DIM) |
            (bits >> WALK_DIM)) & WALK_ALL


WALK_EDGE = walk_mask(sq for sq in range(WALK_DIM * WALK_DIM)
                      if sq % WALK_DIM in (0, WALK_DIM - 1) or sq // WALK_DIM in (0, WALK_DIM - 1))
WALK_CORNERS = walk_mask([0, WALK_DIM - 1, WALK_DIM * (WALK_DIM - 1), WALK_DIM * WALK_DIM - 1])


def walk_enclosed(attackers):
    """Whether the attackers enclose every defender: nothing inside reaches the edge."""
    free = WALK_ALL & ~attackers
    reach = WALK_EDGE & free
    while True:
        grown = (reach | walk_neighbours(reach)) & free
        if grown == reach:
            break
        reach = grown
    # Everything the edge reaches; the defenders are inside when the throne is not reached.
    return not (reach >> (5 * WALK_DIM + 5)) & 1


def walk_square_name(sq):
    return f"{chr(ord('a') + sq % WALK_DIM)}{sq // WALK_DIM + 1}"


class Walk:
    """A game of RULES played by the seeded random walk: moves that never land beside an
    enemy piece (so nothing is ever captured), never let the attackers enclose every
    defender, never move the king and never make a position's third occurrence. fork()
    gives a copy to play a short variation on (it reads this game's occurrences, which must
    not change meanwhile, and keeps its own)."""

    STEPS = [(0, 1), (0, -1), (1, 0), (-1, 0)]

    def __init__(self, seed=32):
        attackers, defenders, king = walk_start()
        self.pieces = [attackers, defenders]  # movers by side: 0 attackers, 1 defenders
        self.occupied = [walk_mask(attackers), walk_mask(defenders) | (1 << king)]
        # The king never moves and the throne is his; corners take nobody.
        self.blocked_landing = WALK_CORNERS | (1 << king)
        # Occurrences of each position, side to move included (1: attackers); the start
        # position counts as one.
        self.seen = {(self.occupied[0], self.occupied[1], 0): 1}
        self.parent = None
        self.side = 0
        self.rng = random.Random(seed)

    def fork(self):
        out = Walk.__new__(Walk)
        out.pieces = [list(self.pieces[0]), list(self.pieces[1])]
        out.occupied = list(self.occupied)
        out.blocked_landing = self.blocked_landing
        out.parent = self
        out.seen = {}
        out.side = self.side
        out.rng = self.rng
        return out

    def occurrences(self, key):
        walk = self
        while walk is not None:
            if key in walk.seen:
                return walk.seen[key]
            walk = walk.parent
        return 0

    @staticmethod
    def text(move):
        return f"{walk_square_name(move[1])}-{walk_square_name(move[2])}"

    def move(self, avoid=()):
        """A move of the side to move (index, from, to, key), not played; none of `avoid`."""
        side = self.side
        mine = self.pieces[side]
        enemy_near = walk_neighbours(self.occupied[1 - side])
        every = self.occupied[0] | self.occupied[1]
        for _attempt in range(10000):
            index = self.rng.randrange(len(mine))
            frm = mine[index]
            dr, df = Walk.STEPS[self.rng.randrange(4)]
            distance = self.rng.randrange(1, 4)
            r, f = divmod(frm, WALK_DIM)
            to = None
            for _ in range(distance):
                r += dr
                f += df
                if not (0 <= r < WALK_DIM and 0 <= f < WALK_DIM):
                    to = None
                    break
                sq = r * WALK_DIM + f
                if (every | self.blocked_landing) >> sq & 1:
                    to = None
                    break
                to = sq
            if to is None or enemy_near >> to & 1 or (frm, to) in avoid:
                continue
            mask = self.occupied[side] & ~(1 << frm) | (1 << to)
            if side == 0 and walk_enclosed(mask):
                continue
            # The position after the move, the other side to move.
            key = (mask, self.occupied[1], 1) if side == 0 else (self.occupied[0], mask, 0)
            if self.occurrences(key) >= 2:
                continue
            return index, frm, to, key
        raise SystemExit("gen_record.py: the walk found no move")

    def play(self, move):
        """Plays a move of move() and returns its text."""
        index, frm, to, key = move
        self.seen[key] = self.occurrences(key) + 1
        self.occupied[self.side] = key[self.side]
        self.pieces[self.side][index] = to
        self.side = 1 - self.side
        return Walk.text(move)

    def next(self, avoid=()):
        return self.play(self.move(avoid))

    def other(self, move):
        """Another move of the side to move than `move` (a move of move()), not played."""
        return self.move(avoid={(move[1], move[2])})


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("size_mb", type=float)
    parser.add_argument("output")
    parser.add_argument("--shape", choices=["mixed", "line", "deep", "wide", "walk"], default="mixed")
    parser.add_argument("--print-last", action="store_true",
                        help="print the address of the last move")
    args = parser.parse_args()
    size = args.size_mb * 1024 * 1024
    parts, last = {"mixed": mixed, "line": line, "deep": deep, "wide": wide, "walk": line}[args.shape](size)
    with open(args.output, "w", encoding="utf-8", newline="\n") as f:
        f.write("".join(parts))
    if args.print_last:
        print(last)


if __name__ == "__main__":
    main()
