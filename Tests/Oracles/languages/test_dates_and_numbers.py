"""The dates and decimals `daily` writes in each language, against CLDR (Babel): each row's weekday and month by one
of CLDR's names for them (any width but narrow, format or stand-alone), in the order of CLDR's MMMEd skeleton
(English as forecast writes it, en_GB: "Sun 22 Nov"), and every amount's decimal sign CLDR's in Latin digits."""
import datetime
import json
import re

from oracles import bidi, cldr

COLUMNS = 80


def longest_name_in(cell, names):
    return max((name for name in names if name in cell), key=len, default=None)


def date_problem(code, cell, date):
    """What is wrong with the date `cell` for `date` in `code`, or None. The month is found first, then the weekday in
    what is left (Japanese 月 is both Monday's sign and the month's), then the day of the month."""
    month = longest_name_in(cell, cldr.names(code, "month")[date.month])
    masked = cell.replace(month, "\x01" * len(month), 1) if month else cell
    weekday = longest_name_in(masked, cldr.names(code, "day")[date.weekday()])
    masked = masked.replace(weekday, "\x02" * len(weekday), 1) if weekday else masked
    day = re.search(rf"(?<!\d){date.day}(?!\d)", masked)
    if weekday is None or month is None or day is None:
        return f"{cell!r} for {date}: weekday {weekday!r}, month {month!r}, day {day and day.group(0)!r}"
    positions = {"weekday": masked.index("\x02"), "month": masked.index("\x01"), "day": day.start()}
    shown, order = sorted(positions, key=positions.get), cldr.short_date_order(code)
    return None if shown == order else f"{cell!r}: order {shown}, CLDR's MMMEd {order}"


def test_daily_dates_use_cldrs_names_in_cldrs_order(code, commands, output):
    arguments = commands["daily"].arguments(code)
    lines = bidi.without_controls(output(arguments, COLUMNS)).split("\n")
    rows = lines[lines.index("") + 2:]
    days = [datetime.date.fromisoformat(day["date"])
            for day in json.loads(output(arguments + ["--format", "json"], COLUMNS))["days"]]
    assert len(days) == 7 <= len(rows), "a week of days, a row each"
    problems = [date_problem(code, re.split(r"  +", row.strip())[0], date) for date, row in zip(days, rows)]
    assert not [problem for problem in problems if problem]


def test_daily_amounts_use_cldrs_decimal_sign(code, commands, output):
    text = output(commands["daily"].arguments(code), COLUMNS)
    signs = {sign for _, sign, _ in re.findall(r"(\d+)([.,٫])(\d) mm", text)}
    assert signs == {cldr.decimal_sign(code)}, "the decimal signs of the amounts in millimetres"
