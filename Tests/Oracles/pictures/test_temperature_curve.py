"""The temperature curve's highest point is drawn at a warmest hour: the middle of the topmost run of pixels of the
curve's colour within the plot (`hourly London --theme light` rendered by librsvg) lies in the column of an hour whose
temperature in `--format json` is the highest (within 0.05), for two days and for a week."""
import math

import pytest

from oracles import render, svg


def summit(picture, plot, colour):
    """The x (in pixels) of the middle of the curve's top: the first run of pixels of `colour` (within 10 a channel)
    on the topmost row inside `plot` that holds one; None without one. (The run's middle, not its first pixel: a
    stroke 2.5 px wide lies flat over a pixel row for a column or more either side of a peak.)"""
    s, data = picture.scale, picture.image.load()
    rows = range(max(0, math.floor(plot.y * s)), min(picture.image.height, math.ceil((plot.y + plot.height) * s)))
    columns = range(max(0, math.floor(plot.x * s)), min(picture.image.width, math.ceil((plot.x + plot.width) * s)))
    for y in rows:
        run = [x for x in columns if render.near(data[x, y], colour)]
        if run:
            end = next((a for a, b in zip(run, run[1:]) if b != a + 1), run[-1])
            return (run[0] + end + 1) / 2
    return None


@pytest.mark.parametrize("span", [48, 168])
def test_the_curve_peaks_in_a_warmest_hour_column(pictures, span):
    arguments = ("hourly", "London", "--hours", str(span))
    picture = pictures.svg(*arguments, "--theme", "light")
    hours = pictures.json(*arguments)["hours"]
    temperatures = [hour.get("temperature") for hour in hours]
    plot = svg.panel(picture.root, "hourly")
    assert plot.columns == len(hours), f"data-columns {plot.columns}, {len(hours)} hours in the JSON"
    warmest = max(t for t in temperatures if t is not None)
    x = summit(picture, plot, render.CURVE)
    assert x is not None, f"no pixel of {render.hex_colour(render.CURVE)} in the plot" + picture.kept()
    column = min(plot.columns - 1, max(0, int((x / picture.scale - plot.x) / plot.width * plot.columns)))
    accepted = [index for index, t in enumerate(temperatures) if t is not None and t >= warmest - 0.05]
    assert column in accepted, (f"the curve's top at x {x} px in column {column} ({hours[column]['time']}, "
                                f"{temperatures[column]}); warmest {warmest} in columns {accepted[:8]}"
                                + picture.kept())
