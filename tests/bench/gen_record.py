#!/usr/bin/env python3
"""Writes a large, legal OTN game record for benchmarking the .otg reader and the commands.

Usage: gen_record.py SIZE_MB OUTPUT.otg [--shape mixed|line|deep|wide] [--print-last]

--print-last prints the address of the record's last move (the end of the main line, the
deepest move, the last alternative), for commands that take --at.

Every record uses Copenhagen's start position with threefold repetition ignored (tfr:i), so
a cycle of legal moves can repeat for as long as needed, and every move is legal, so the
file also measures replay. The records are written in skald's (OpenTafl's) own layout, so
`skald fmt` leaves them unchanged. Shapes:

  mixed  (default) the main line shuttles d1-d3 / f4-c4 and back; every main-line turn
         carries a long comment (some non-ASCII text and an escaped `|`), and every other
         turn has variations: an alternative to its first move (two turns long, with a
         nested variation inside it) and an alternative to its second move (with a `.....`
         placeholder).
  line   one long main line of that shuttle, with OpenTafl's empty comment blocks and no
         variation (about 12 bytes a move: 10 MB is some 870,000 moves).
  deep   one chain of variations, each nested in the one before, as deep as the size allows
         (about 640 levels at 1 MB, 2,000 at 10 MB): each variation plays the next move of
         the shuttle and one other move, and the next variation is an alternative to that
         other move. Its labels grow with the depth (`1b.1.1b.1.1a.1.1b...`).
  wide   a one-turn main line and, at its first move, as many two-move alternatives as the
         size allows (`1a.K.1a. d1-d2 f4-c4`; about 40,000 per MB).
"""
import argparse

RULES = ("dim:11 name:Copenhagen_Bench atkf:y tfr:i sw:s efe:y "
         "start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/")

WORDS = ("the king slips along the edge while the attackers close the corner and a "
         "shieldwall forms on the rank; tempo matters more than material in tafl, "
         "und die Verteidiger warten geduldig auf ihre Gelegenheit – très bien").split()

# The shuttle: attackers d1-d3, defenders f4-c4, and back; every position along it allows
# the "other" moves below (k4-k3 for the attackers, e5-e4 for the defenders).
SHUTTLE = ["d1-d3", "f4-c4", "d3-d1", "c4-f4"]
OTHER = {0: "k4-k3", 1: "e5-e4"}  # by side to move: 0 attackers, 1 defenders
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
    turn = 1
    while total < size:
        even = turn % 2 == 0
        moves = "d3-d1 c4-f4" if even else "d1-d3 f4-c4"
        block = [f"{turn}. {moves} \n[{comment(turn, 40)} \\| {turn}|{comment(turn + 7, 25)}]\n\n"]
        if not even:
            # From the start position: alternatives to both moves of this turn.
            block.append(f"{turn}a.1.1a. e1-e3 f4-b4 \n[{comment(turn + 3, 20)}|]\n\n")
            block.append(f"{turn}a.1.1a.1.1a. ..... f4-d4 \n[{comment(turn + 5, 15)}]\n\n")
            block.append(f"{turn}a.1.2a. e3-e1 b4-f4 \n[|{comment(turn + 9, 10)}]\n\n")
            block.append(f"{turn}b.1.1a. ..... f4-d4 \n[{comment(turn + 11, 12)}]\n\n")
        text = "".join(block)
        out.append(text)
        total += len(text.encode())
        turn += 1
    return out, f"{turn - 1}b"


def line(size):
    out = [header(0)]
    total = len(out[0])
    turn = 1
    while total < size:
        text = f"{turn}. {SHUTTLE[2 * ((turn - 1) % 2)]} {SHUTTLE[2 * ((turn - 1) % 2) + 1]} \n[|]\n\n"
        out.append(text)
        total += len(text)
        turn += 1
    return out, f"{turn - 1}b"


def deep(size):
    # Main line 1. d1-d3 e5-e4. Variation k (k >= 1) holds x_k, the k-th move of the shuttle
    # after d1-d3, and y_k, another move of the same side as x_{k+1}; variation k+1 branches
    # from x_k as an alternative to y_k. OpenTafl's numbering makes the odd variations
    # `P.1.1a. ..... x` + `P.1.2a. y` (x is P.1.1b) and the even ones `P.1.1a. x y` (x is
    # P.1.1a), where P is the address of the move the variation branches from (1b for the
    # first: it replaces the main line's 1b).
    out = [header(0), "1. d1-d3 e5-e4 \n[|]\n\n"]
    total = sum(len(s) for s in out)
    prefix = "1b"
    last = "1b"
    depth = 1
    while total < size:
        x = SHUTTLE[depth % 4]
        y = OTHER[(depth + 1) % 2]  # the side to move after x
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("size_mb", type=float)
    parser.add_argument("output")
    parser.add_argument("--shape", choices=["mixed", "line", "deep", "wide"], default="mixed")
    parser.add_argument("--print-last", action="store_true",
                        help="print the address of the last move")
    args = parser.parse_args()
    size = args.size_mb * 1024 * 1024
    parts, last = {"mixed": mixed, "line": line, "deep": deep, "wide": wide}[args.shape](size)
    with open(args.output, "w", encoding="utf-8", newline="\n") as f:
        f.write("".join(parts))
    if args.print_last:
        print(last)


if __name__ == "__main__":
    main()
