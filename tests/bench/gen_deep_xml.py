#!/usr/bin/env python3
"""Writes an XML record (formats/xml) of one chain of variations nested LEVELS deep.

Usage: gen_deep_xml.py LEVELS OUTPUT.xml

The tree of gen_record.py's `deep` shape (every move legal in Copenhagen under its own
repetition rule, in either dialect): the main line plays the walk's first move and one
other move; the variation at each level branches as an alternative to the other move of
the level before, plays the walk's next move and one other move. Written unindented, so the file grows linearly
with the depth (some 130 bytes a level) and measures the reader, not the indentation.
"""
import argparse

from gen_record import RULES, deep_levels


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("levels", type=int)
    parser.add_argument("output")
    args = parser.parse_args()
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n',
           '<record xmlns="urn:skald:record:1" players="2">\n',
           f'<tag key="rules">{RULES}</tag>\n<line>\n']
    # Level k (the main line is level 0) plays x_k, the walk's k-th move, and y_k, another
    # move of the other side, which holds the variation of level k+1 as its alternative;
    # the last level plays only its x.
    levels = deep_levels()
    for depth in range(args.levels):
        x, y = next(levels)
        out.append(f'<move text="{x}" side="{depth % 2}"/>')
        out.append(f'<move text="{y}" side="{(depth + 1) % 2}"><variation>\n')
    out.append(f'<move text="{next(levels)[0]}" side="{args.levels % 2}"/>')
    out.append("</variation></move>" * args.levels)
    out.append("\n</line>\n</record>\n")
    with open(args.output, "w", encoding="utf-8", newline="\n") as f:
        f.write("".join(out))


if __name__ == "__main__":
    main()
