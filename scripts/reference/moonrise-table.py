#!/usr/bin/env python3
"""Prints the rows of Tests/DomainTests/MoonRiseSetTests.swift's table: the first moonrise and moonset within each
local date, computed by PyEphem 4.2 (an independent implementation: its own lunar theory and topocentric positions)
with the US Naval Observatory's conventions: no pressure-dependent refraction, the Moon's upper limb at 34' below the
horizon. Each row carries the zone's UTC offsets over the local date, from zoneinfo. Times are seconds since 1970,
UTC; "nil" where the Moon does not rise (or set) that date, and on a date with neither, whether it stays up or down
(its upper limb's altitude at the date's start). Run: pip install ephem; scripts/reference/moonrise-table.py"""
import datetime

import ephem
from zones import local_days, offsets

PLACES = [
    ("Quito (equator)", -0.18, -78.47, "America/Guayaquil", ["2026-03-20", "2026-11-24"]),
    ("Havana (tropic of Cancer)", 23.13, -82.38, "America/Havana", ["2026-06-21"]),
    ("Rio de Janeiro (tropic of Capricorn)", -22.91, -43.17, "America/Sao_Paulo", ["2026-12-21"]),
    ("Oslo area, 60N", 60.0, 10.75, "Europe/Oslo", ["2026-06-21", "2026-12-21", "2026-03-29"]),
    ("Oslo (MET Norway's documented example)", 59.933333, 10.716667, "Europe/Oslo", ["2022-12-18"]),
    ("Tromso, 69.65N", 69.65, 18.96, "Europe/Oslo", ["2026-12-21", "2026-06-21", "2026-02-15", "2026-12-03"]),
    ("Ushuaia, 54.8S", -54.8, -68.3, "America/Argentina/Ushuaia", ["2026-06-21", "2026-12-21"]),
    ("Kiritimati, +14", 1.87, -157.4, "Pacific/Kiritimati", ["2026-11-24"]),
    ("Apia, Samoa, +13", -13.83, -171.76, "Pacific/Apia", ["2026-11-24"]),
    ("Delhi, +5:30", 28.61, 77.21, "Asia/Kolkata", ["2026-11-24"]),
    ("Chatham Islands, +12:45", -43.95, -176.55, "Pacific/Chatham", ["2026-11-24"]),
    ("London, DST", 51.5085, -0.1257, "Europe/London", ["2026-03-29", "2026-10-25", "2026-11-24", "2026-11-30"]),
    ("New York, DST", 40.7128, -74.006, "America/New_York", ["2026-03-08", "2026-11-01"]),
]


def seconds(value):
    return int(round(ephem.Date(value).datetime().replace(tzinfo=datetime.timezone.utc).timestamp()))


def first(observer, method, begin, end):
    """The first event in [begin, end), or None."""
    try:
        when = getattr(observer, method)(ephem.Moon(), start=begin)
    except (ephem.AlwaysUpError, ephem.NeverUpError):
        return None
    return seconds(when) if when < end else None


for name, lat, lon, zone, text, start, end in local_days(PLACES):
    observer = ephem.Observer()
    observer.lat, observer.lon, observer.pressure, observer.elevation = str(lat), str(lon), 0, 0
    observer.horizon = "-0:34"
    begin = ephem.Date(start.astimezone(datetime.timezone.utc).replace(tzinfo=None))
    stop = ephem.Date(end.astimezone(datetime.timezone.utc).replace(tzinfo=None))
    rise, set_ = first(observer, "next_rising", begin, stop), first(observer, "next_setting", begin, stop)

    always = "nil"
    if rise is None and set_ is None:
        observer.date = begin
        moon = ephem.Moon(observer)
        always = ".up" if moon.alt + moon.radius > ephem.degrees("-0:34") else ".down"

    def swift(value):
        return "nil" if value is None else str(value)
    print(f'        MoonRiseRow("{name} {text}", {lat}, {lon}, "{text}", offsets: {offsets(zone, start, end)}, '
          f'moonrise: {swift(rise)}, moonset: {swift(set_)}, always: {always}),')
