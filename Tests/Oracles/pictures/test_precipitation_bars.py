"""A precipitation bar stands on the daily picture's rain baseline exactly on the days whose precipitation_sum in
`--format json` is above 0: read in librsvg's rendering of `daily London --days 7 --theme light` (the stub's coming
days are wet) and with `--past-days 2` (its past days are dry), at each day column's middle, on the first pixel row
whose middle lies a pixel or more above the baseline's (inside any bar 2 px high, clear of the baseline's stroke)."""
import math

import pytest

from oracles import render, svg


@pytest.mark.parametrize("extra", [(), ("--past-days", "2")], ids=["coming", "past"])
def test_a_bar_stands_on_the_baseline_exactly_on_wet_days(pictures, extra):
    arguments = ("daily", "London", "--days", "7", *extra)
    picture = pictures.svg(*arguments, "--theme", "light")
    days = pictures.json(*arguments)["days"]
    plot = svg.panel(picture.root, "daily")
    assert plot.baseline is not None and plot.columns == len(days), \
        f"rain baseline {plot.baseline}, data-columns {plot.columns}, {len(days)} days in the JSON"
    s, data = picture.scale, picture.image.load()
    y = math.floor(plot.baseline * s - 1.5)
    wrong = []
    for index, day in enumerate(days):
        x = math.floor(plot.middle(index) * s)
        wet = (day.get("precipitation_sum") or 0) > 0
        if wet != render.near(data[x, y], render.PRECIPITATION):
            wrong.append(f"{day['date']} precipitation_sum {day.get('precipitation_sum')}: pixel ({x}, {y}) "
                         f"{render.hex_colour(data[x, y])}")
    assert not wrong, "; ".join(wrong[:4]) + picture.kept()


def test_the_days_shown_are_both_wet_and_dry(pictures):
    """With every day wet (or every day dry) only one half of "exactly on wet days" would be seen."""
    days = pictures.json("daily", "London", "--days", "7", "--past-days", "2")["days"]
    wet = [(day.get("precipitation_sum") or 0) > 0 for day in days]
    assert any(wet) and not all(wet), f"precipitation_sum of the days: {[d.get('precipitation_sum') for d in days]}"
