"""The prose around the tables of every command in commands/ (the header, the note, the banner, footnotes, credits),
in each language at 80 and 120 columns, against the same command at 1000 columns: every line fits the terminal, and
the lines of each paragraph are its unbroken text broken only at spaces, or between two Chinese or Japanese
ideographs (never before their closing punctuation), the lines after the first indented as the first is and under
its label ("1. ")."""
import re

from oracles import bidi, terminal

UNBROKEN = 1000
# What a line may not start with (kinsoku shori): closing punctuation, prolonged sound marks, small kana.
NOT_FIRST = set("、。，．：；！？）」』】〕〉》ーっゃゅょッャュョ")


def is_ideographic(ch):
    """Chinese and Japanese writing (Han, kana, their punctuation and fullwidth forms), between which lines break."""
    o = ord(ch)
    return (0x2E80 <= o <= 0x303F or 0x3041 <= o <= 0x30FF or 0x31F0 <= o <= 0x31FF or 0x3400 <= o <= 0x4DBF
            or 0x4E00 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF or 0xFF00 <= o <= 0xFF60 or 0x20000 <= o <= 0x3FFFD)


def blocks(text):
    """The blocks of lines of `text`, split at blank lines, without bidi controls."""
    return [block.split("\n") for block in bidi.without_controls(text).rstrip("\n").split("\n\n")]


def breaking_problems(lines, unbroken):
    """How `lines` are not the unbroken lines of a block broken at spaces or between ideographs, under their label."""
    problems = []
    lines = iter(lines)
    for original in unbroken:
        joined = next(lines, "")
        label = re.match(r" *(\d+\. |[*-] )?", joined).group(0)
        while joined != original and original.startswith(joined):
            line = next(lines, None)
            if line is None:
                break
            if len(line) - len(line.lstrip(" ")) != len(label):
                problems.append(f"{line!r} is not indented under {joined!r}")
            line = line.lstrip(" ")
            if original.startswith(joined + " " + line):
                joined += " " + line
            elif (original.startswith(joined + line) and is_ideographic(joined[-1]) and is_ideographic(line[0])
                  and line[0] not in NOT_FIRST):
                joined += line
            else:
                problems.append(f"{original!r} broken inside a word: {joined!r} then {line!r}")
                break
        if joined != original:
            problems.append(f"{original!r} is not its lines broken: {joined!r}")
    return problems


def prose_problems(narrow, wide, columns):
    """How the prose of `narrow` (at `columns`) is not that of `wide` (unbroken) broken to fit. A block the same in
    both must fit; blocks of as many lines in both but not the same are tables or charts, laid out for the width and
    left to test_alignment.py; the others must be the wide block's lines broken, and fit."""
    narrow_blocks, wide_blocks = blocks(narrow), blocks(wide)
    if len(narrow_blocks) != len(wide_blocks):
        return [f"{len(narrow_blocks)} blocks of lines at {columns} columns, {len(wide_blocks)} unbroken"]
    problems = []
    for short, long in zip(narrow_blocks, wide_blocks):
        if short != long and len(short) == len(long):
            continue
        if short != long:
            problems += breaking_problems(short, long)
        problems += [f"{line!r} is wider than {columns} columns" for line in short if terminal.width(line) > columns]
    return problems


def test_prose_breaks_only_between_words_to_fit(code, command, columns, output):
    arguments = command.arguments(code)
    assert not prose_problems(output(arguments, columns), output(arguments, UNBROKEN), columns)
