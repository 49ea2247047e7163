"""Bidirectional text as forecast writes it (Unicode's UAX #9): in Arabic, Persian and Hebrew every right-to-left run
stands in an isolate (U+2066–U+2069) and every number, unit and time in a left-to-right one, so that a terminal keeps
their order; the other languages write no bidi controls at all."""

ISOLATE_OPEN = "\u2066\u2067\u2068"
ISOLATE_CLOSE = "\u2069"
# The isolates, the marks (LRM, RLM, ALM) and the embeddings and overrides: drawn in no cell.
CONTROLS = frozenset(ISOLATE_OPEN + ISOLATE_CLOSE + "\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e")


def is_right_to_left(ch):
    """Whether `ch` is a right-to-left letter (Hebrew, Arabic and their presentation forms; not Arabic digits)."""
    o = ord(ch)
    if 0x0660 <= o <= 0x0669 or 0x06F0 <= o <= 0x06F9:
        return False
    return 0x0590 <= o <= 0x08FF or 0xFB1D <= o <= 0xFDFF or 0xFE70 <= o <= 0xFEFE or 0x10800 <= o <= 0x10FFF


def is_left_to_right(ch):
    """Whether `ch` is a strong left-to-right character: a letter or digit not written right to left."""
    return (ch.isalpha() or ch.isdigit()) and not is_right_to_left(ch)


def without_controls(text):
    """`text` without its bidi controls, as a terminal draws it."""
    return "".join(ch for ch in text if ch not in CONTROLS)


def isolate_spans(line):
    """The (opening, closing) index of each isolate of `line`; ValueError when they are unbalanced."""
    spans, open_at = [], []
    for i, ch in enumerate(line):
        if ch in ISOLATE_OPEN:
            open_at.append(i)
        elif ch == ISOLATE_CLOSE:
            if not open_at:
                raise ValueError("a PDI without its isolate")
            spans.append((open_at.pop(), i))
    if open_at:
        raise ValueError("an isolate left open")
    return spans


def direction(inside):
    """The direction of an isolate holding `inside`: its first strong character's, skipping nested isolates (UAX #9,
    rule P2); "ltr" when it has none."""
    depth = 0
    for ch in inside:
        if ch in ISOLATE_OPEN:
            depth += 1
        elif ch == ISOLATE_CLOSE:
            depth -= 1
        elif depth == 0 and is_right_to_left(ch):
            return "rtl"
        elif depth == 0 and is_left_to_right(ch):
            return "ltr"
    return "ltr"


def isolate_problems(line):
    """What is wrong with the isolates of one line: unbalanced, a right-to-left letter outside every isolate, or a
    digit inside a right-to-left one."""
    try:
        spans = isolate_spans(line)
    except ValueError as error:
        return [str(error)]
    directions = {start: direction(line[start + 1:end]) for start, end in spans}
    stack, problems = [], []
    for i, ch in enumerate(line):
        if ch in ISOLATE_OPEN:
            stack.append(directions[i])
        elif ch == ISOLATE_CLOSE:
            stack.pop()
        elif is_right_to_left(ch) and not stack:
            problems.append(f"right-to-left {ch!r} outside an isolate")
        elif "0" <= ch <= "9" and stack and stack[-1] == "rtl":
            problems.append(f"digit {ch!r} inside a right-to-left isolate")
    return problems
