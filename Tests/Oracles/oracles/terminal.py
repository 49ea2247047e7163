"""A terminal as the checks see one: pyte (a VT100 emulator) counting each character's cells with glibc's `wcwidth`
in a UTF-8 locale, as the terminals that ask the C library do. Devanagari's spacing vowel signs (ा ि ी ो) take a cell
there, where Python's `wcwidth` package, pyte's own measure, gives them none.

pyte ends a line at a character of no width that is not a combining one: the bidi isolates and marks, and marks of
combining class 0 that do not space (Devanagari's ं). A terminal draws those in no cell, so screen() strips them
before feeding pyte; a check of the isolates reads the text itself (oracles.bidi).

Importing this module sets the process's LC_CTYPE to C.UTF-8 (glibc's wcwidth answers -1 for non-ASCII otherwise) and
makes pyte measure with glibc.
"""
import ctypes
import ctypes.util
import functools
import locale
import unicodedata

import pyte
import pyte.screens

from . import bidi

locale.setlocale(locale.LC_CTYPE, "C.UTF-8")
LIBC = ctypes.CDLL(ctypes.util.find_library("c"))


@functools.lru_cache(maxsize=None)
def wcwidth(ch):
    """The cells glibc gives `ch`: 0, 1 or 2 (-1 for a control character)."""
    return LIBC.wcwidth(ctypes.c_wchar(ch))


pyte.screens.wcwidth = wcwidth

# What screen() puts in the second cell of a wide character, so that an index into a row is a cell.
WIDE_SECOND_HALF = "\0"


def width(line):
    """The cells `line` takes as pyte draws it: the sum of its characters' glibc widths."""
    return sum(max(0, wcwidth(ch)) for ch in line)


def invisible(ch):
    """Whether `ch` is drawn in no cell and would stop pyte's line: a bidi control, or of no width and not
    combining."""
    return ch in bidi.CONTROLS or (wcwidth(ch) == 0 and not unicodedata.combining(ch))


def drawable(text):
    """`text` without the characters a terminal draws in no cell (invisible())."""
    return "".join(ch for ch in text if not invisible(ch))


def screen(text, columns):
    """The rows of a terminal `columns` wide after printing `text` (lines ending in "\\n"), each `columns` long with
    one character a cell: a cell holding a letter and its combining marks shows the letter, the second cell of a wide
    character is WIDE_SECOND_HALF, an empty one a space."""
    lines = drawable(text).split("\n")
    if lines[-1] == "":
        lines.pop()
    terminal = pyte.Screen(columns, len(lines) + 5)
    pyte.Stream(terminal).feed("\r\n".join(lines))
    return ["".join(terminal.buffer[y][x].data[:1] or WIDE_SECOND_HALF for x in range(columns))
            for y in range(terminal.lines)]
