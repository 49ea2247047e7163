"""Night is shaded where the Sun is down and only there, against an independent ephemeris: PyEphem's rising and
setting at the place's coordinate (upper limb, horizon -0:34 and no refraction: the USNO convention), in the place's
time zone (zoneinfo, the JSON's place.timezone). Each hour of `hourly PLACE --hours 48 --theme light` whose middle (the
hour plus 30 minutes) lies more than 40 minutes from any rising or setting is read in librsvg's rendering: the most
common of the background and night colours at the column's middle, every 3 px from 8% to 45% of the plot's height.
For London, and for a bare coordinate (Sydney's) whose zone only the forecast gives."""
import collections
import datetime
import math
import zoneinfo

import ephem
import pytest

from oracles import astronomy, render, svg

MARGIN = datetime.timedelta(minutes=40)  # the hours this close to a rising or setting are not read
PLACES = {"London": ("London",), "coordinate": ("--lat", "-33.87", "--lon", "151.21")}

Column = collections.namedtuple("Column", "index time sun_up shown")


def sun_events(latitude, longitude, start, end):
    """[(UTC datetime, "rise" or "set")] from `start` to `end`, in order, USNO's way."""
    observer = astronomy.observer(latitude, longitude)
    observer.horizon = "-0:34"
    sun, events = ephem.Sun(), []
    for kind, method in (("rise", observer.next_rising), ("set", observer.next_setting)):
        moment = ephem.Date(start)
        while moment <= ephem.Date(end):
            try:
                when = method(sun, start=moment)
            except (ephem.AlwaysUpError, ephem.NeverUpError):
                moment = ephem.Date(moment + 1)
                continue
            at = when.datetime().replace(tzinfo=datetime.timezone.utc)
            if at > end:
                break
            events.append((at, kind))
            moment = ephem.Date(when + ephem.minute)
    return sorted(events)


@pytest.fixture(scope="module", params=PLACES.values(), ids=PLACES.keys())
def columns(request, pictures):
    """(the picture, the columns read: each with its local time, whether the Sun is up and the colour shown)."""
    arguments = ("hourly", *request.param, "--hours", "48")
    picture = pictures.svg(*arguments, "--theme", "light")
    numbers = pictures.json(*arguments)
    plot = svg.panel(picture.root, "hourly")
    assert plot.columns == len(numbers["hours"]), f"data-columns {plot.columns}, {len(numbers['hours'])} hours"
    zone = zoneinfo.ZoneInfo(numbers["place"]["timezone"])
    middles = [datetime.datetime.fromisoformat(hour["time"]).replace(tzinfo=zone) + datetime.timedelta(minutes=30)
               for hour in numbers["hours"]]
    two_days = datetime.timedelta(days=2)
    events = sun_events(numbers["place"]["latitude"], numbers["place"]["longitude"], middles[0] - two_days,
                        middles[-1] + two_days)
    s, data = picture.scale, picture.image.load()
    rows = range(math.ceil((plot.y + 0.08 * plot.height) * s), math.floor((plot.y + 0.45 * plot.height) * s) + 1, 3)
    read = []
    for index, middle in enumerate(middles):
        before = [kind for at, kind in events if at < middle]
        if not before or min(abs(middle - at) for at, _ in events) <= MARGIN:
            continue
        x = math.floor(plot.middle(index) * s)
        seen = collections.Counter(data[x, y] for y in rows if data[x, y] in (render.BACKGROUND, render.NIGHT))
        shown = seen.most_common(1)[0][0] if seen else None
        read.append(Column(index, middle.strftime("%d %H:%M"), before[-1] == "rise", shown))
    assert len(read) > 10, f"only {len(read)} columns clear of a rising or setting"
    return picture, read


def check(columns, sun_up, expected):
    """Every column read where the Sun is `sun_up` shows `expected`, and there is at least one."""
    picture, read = columns
    mine = [column for column in read if column.sun_up == sun_up]
    bad = [f"{c.time} (column {c.index}): {render.hex_colour(c.shown) if c.shown else 'neither colour'}"
           for c in mine if c.shown != expected]
    assert mine, f"no column with the Sun {'up' if sun_up else 'down'} among {len(read)}"
    assert not bad, "; ".join(bad[:4]) + picture.kept()


def test_night_is_shaded_when_the_sun_is_down(columns):
    check(columns, sun_up=False, expected=render.NIGHT)


def test_the_background_shows_when_the_sun_is_up(columns):
    check(columns, sun_up=True, expected=render.BACKGROUND)
