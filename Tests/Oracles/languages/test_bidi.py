"""Bidirectional text in every command of commands/ at 80 and 120 columns, and in `current --format line`, against
Unicode's bidi algorithm (UAX #9) as oracles.bidi reads it: in the languages CLDR writes from right to left (Arabic,
Persian, Hebrew) the isolates are balanced on each line, no right-to-left letter stands outside one and every digit
sits in a left-to-right one, so that numbers, units and times keep their order; the other languages write no bidi
controls."""
from oracles import bidi


def line_format(code):
    return ["current", "London", "--format", "line", "--lang", code]


def isolate_problems(text):
    return [f"line {n + 1}: {problem}"
            for n, line in enumerate(text.split("\n")) for problem in bidi.isolate_problems(line)]


def has_controls(text):
    return any(ch in bidi.CONTROLS for ch in text)


def test_right_to_left_text_stands_in_balanced_isolates(right_to_left_code, command, columns, output):
    text = output(command.arguments(right_to_left_code), columns)
    assert has_controls(text), "no isolates"
    assert not isolate_problems(text)


def test_left_to_right_languages_write_no_bidi_controls(left_to_right_code, command, columns, output):
    assert not has_controls(output(command.arguments(left_to_right_code), columns))


def test_line_format_isolates_right_to_left_text(right_to_left_code, output):
    assert not isolate_problems(output(line_format(right_to_left_code), 80))


def test_line_format_writes_no_bidi_controls_in_left_to_right_languages(left_to_right_code, output):
    assert not has_controls(output(line_format(left_to_right_code), 80))
