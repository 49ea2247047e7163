#!/usr/bin/env python3
"""Prints the rows of Tests/DomainTests/SunCalculatorTests.swift's table: sunrise, sunset, civil twilight and solar
noon computed by PyEphem 4.2 (an independent implementation: VSOP87 for the Sun), with the US Naval Observatory's
conventions: no pressure-dependent refraction, the upper limb at 34' below the horizon (sunrise and sunset), the
centre at 6 deg below (civil twilight). Each row carries the zone's UTC offsets over the local date, from zoneinfo.
Run: pip install ephem; scripts/reference/sun-table.py"""
import datetime

import ephem
from zones import local_days, offsets

PLACES = [
    ("Quito (equator)", -0.18, -78.47, "America/Guayaquil", ["2026-03-20", "2026-12-21"]),
    ("Havana (tropic of Cancer)", 23.13, -82.38, "America/Havana", ["2026-06-21"]),
    ("Rio de Janeiro (tropic of Capricorn)", -22.91, -43.17, "America/Sao_Paulo", ["2026-12-21"]),
    ("Oslo area, 60N", 60.0, 10.75, "Europe/Oslo", ["2026-06-21", "2026-12-21", "2026-03-29"]),
    ("Tromso, 69.65N", 69.65, 18.96, "Europe/Oslo", ["2026-12-21", "2026-06-21", "2026-02-15"]),
    ("Ushuaia, 54.8S", -54.8, -68.3, "America/Argentina/Ushuaia", ["2026-06-21", "2026-12-21"]),
    ("Kiritimati, +14", 1.87, -157.4, "Pacific/Kiritimati", ["2026-11-24"]),
    ("Apia, Samoa, +13", -13.83, -171.76, "Pacific/Apia", ["2026-11-24"]),
    ("Delhi, +5:30", 28.61, 77.21, "Asia/Kolkata", ["2026-11-24"]),
    ("Chatham Islands, +12:45", -43.95, -176.55, "Pacific/Chatham", ["2026-11-24"]),
    ("London, DST starts", 51.5085, -0.1257, "Europe/London", ["2026-03-29", "2026-10-25"]),
    ("New York, DST", 40.7128, -74.006, "America/New_York", ["2026-03-08", "2026-11-01"]),
]


def event(observer, body, method, start, horizon, centre):
    observer.horizon = horizon
    try:
        when = getattr(observer, method)(body, start=start, use_center=centre)
    except ephem.AlwaysUpError:
        return "up"
    except ephem.NeverUpError:
        return "down"
    return int(round(ephem.Date(when).datetime().replace(tzinfo=datetime.timezone.utc).timestamp()))


for name, lat, lon, zone, text, start, end in local_days(PLACES):
    observer = ephem.Observer()
    observer.lat, observer.lon, observer.pressure, observer.elevation = str(lat), str(lon), 0, 0
    sun = ephem.Sun()
    begin = ephem.Date(start.astimezone(datetime.timezone.utc).replace(tzinfo=None))
    observer.horizon = "0"
    transit = observer.next_transit(sun, start=begin)
    noon = int(round(ephem.Date(transit).datetime().replace(tzinfo=datetime.timezone.utc).timestamp()))
    # The date's events are those around its transit: the morning's before it, the evening's after it (at 60N in
    # June, dusk falls after midnight and belongs to the evening before).
    values = {
        "dawn": event(observer, sun, "previous_rising", transit, "-6", True),
        "sunrise": event(observer, sun, "previous_rising", transit, "-0:34", False),
        "sunset": event(observer, sun, "next_setting", transit, "-0:34", False),
        "dusk": event(observer, sun, "next_setting", transit, "-6", True),
    }
    found = values

    def swift(value):
        return "nil" if isinstance(value, str) else str(value)
    polar = {"up": ".day", "down": ".night"}.get(found["sunrise"] if isinstance(found["sunrise"], str) else "", "nil")
    print(f'        SunRow("{name} {text}", {lat}, {lon}, "{text}", offsets: {offsets(zone, start, end)}, '
          f'dawn: {swift(values["dawn"])}, sunrise: {swift(values["sunrise"])}, noon: {noon}, '
          f'sunset: {swift(values["sunset"])}, dusk: {swift(values["dusk"])}, polar: {polar}),'.replace("[(", "[(").replace(")]", ")]"))
