"""A table as a terminal draws it (oracles.terminal's rows): its rows, each row's cells, the columns' bands of cells,
and what is wrong with a column's alignment. The alignment checks of every language, and of warnings' texts in any
script, read tables through it."""
import re

from . import terminal


def table(rows):
    """The rows of the table: the block after the first blank row, up to the next."""
    blank = [i for i, row in enumerate(rows) if row.strip(" " + terminal.WIDE_SECOND_HALF) == ""]
    if not blank:
        return []
    start = blank[0] + 1
    end = next((i for i in blank if i > start), len(rows))
    return rows[start:end]


def pieces(row):
    """Each cell of a row on the screen, as (first cell, end cell): its text split where two or more spaces stand."""
    return [(match.start(), match.end()) for match in re.finditer(r"[^ ](?:[^ ]| (?=[^ ]))*", row)]


def bands(rows, columns):
    """The columns' bands of cells, as (first, end): what lies between gaps of two or more cells blank on every row."""
    blank = [all(row[x] == " " for row in rows) for x in range(columns)]
    found, x = [], 0
    while x < columns:
        if blank[x]:
            x += 1
            continue
        start = x
        while x < columns and not (blank[x] and (x + 1 >= columns or blank[x + 1])):
            x += 1
        found.append((start, x))
    return found


def drawn(cells):
    """Whether cells hold a drawing placed by its values (a range bar): box drawing and block characters."""
    return any(0x2500 <= ord(ch) <= 0x259F for ch in cells)


def column_problem(rows, band):
    """What is wrong with one column of the table (`rows`, headings first) in its `band` of cells, or None."""
    low, high = band
    cells = [cell for row in rows for cell in pieces(row) if low <= cell[0] < high]
    if any(end > high for _, end in cells):
        return "runs into the next column"
    if any(drawn(row[low:high]) for row in rows[1:]):
        return None
    starts, ends = {start for start, _ in cells}, {end for _, end in cells}
    if len(starts) != 1 and len(ends) != 1:
        return f"neither starts nor ends at one cell: starts {sorted(starts)}, ends {sorted(ends)}"
    return None


def problems(rows, columns):
    """What is wrong with the columns of a table (`rows`, headings first, wide second halves marked): each column's
    problem by its number, or nothing."""
    rows = [row.replace(terminal.WIDE_SECOND_HALF, "\x01") for row in rows]
    found = bands(rows, columns)
    headings = pieces(rows[0])
    if len(found) != len(headings):
        return {"columns": f"{len(found)} columns for {len(headings)} headings: {rows[1].rstrip()!r}"}
    named = {f"column {k + 1}": column_problem(rows, band) for k, band in enumerate(found)}
    return {column: problem for column, problem in named.items() if problem}
