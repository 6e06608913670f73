#!/usr/bin/env python3
"""Writes a large, legal OTN game record for benchmarking the .otg reader.

Usage: gen_record.py SIZE_MB OUTPUT.otg

The record uses Copenhagen's start position with threefold repetition ignored (tfr:i), so
a cycle of legal moves can repeat for as long as needed: the main line shuttles d1-d3 /
f4-c4 and back. Every main-line turn carries a long comment (with some non-ASCII text and
an escaped `|`), and every other turn has variations: an alternative to its first move
(two turns long, with a nested variation inside it) and an alternative to its second move
(with a `.....` placeholder). Every move is legal, so the file also measures replay.
"""
import sys

RULES = ("dim:11 name:Copenhagen_Bench atkf:y tfr:i sw:s efe:y "
         "start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/")

WORDS = ("the king slips along the edge while the attackers close the corner and a "
         "shieldwall forms on the rank; tempo matters more than material in tafl, "
         "und die Verteidiger warten geduldig auf ihre Gelegenheit – très bien").split()


def comment(n, words):
    return " ".join(WORDS[(n + i) % len(WORDS)] for i in range(words))


def main():
    size = float(sys.argv[1]) * 1024 * 1024
    out = [f"[event:skald reader benchmark]\n[rules:{RULES}]\n"
           f"[start-comment:{comment(0, 60)}]\n\n"]
    total = sum(len(s.encode()) for s in out)
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
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        f.write("".join(out))


if __name__ == "__main__":
    main()
