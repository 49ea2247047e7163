"""The tables of every command in commands/, in each language at 80 and 120 columns, as a terminal draws them: pyte
measuring with glibc's wcwidth (oracles.terminal). No row of the table is wider than the terminal, and every column
stands in its own band of cells on every row, left-aligned ones starting and right-aligned ones ending at one cell.

The table is the block of lines after the header's blank line."""
from oracles import terminal
from oracles.table_layout import problems, table


def test_no_table_row_is_wider_than_the_terminal(code, command, columns, output):
    lines = terminal.drawable(output(command.arguments(code), columns)).split("\n")
    rows = table(lines)
    assert rows, "no table after the header's blank line"
    wide = [row for row in rows if terminal.width(row) > columns]
    assert not wide, f"rows wider than {columns} columns"


def test_every_column_stands_in_its_own_band_of_cells(code, command, columns, output):
    rows = table(terminal.screen(output(command.arguments(code), columns), columns))
    assert len(rows) >= 2, "no table (headings and a row) after the header's blank line"
    assert not problems(rows, columns)
