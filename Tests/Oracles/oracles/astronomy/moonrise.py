"""The rows of Tests/DomainTests/Sky/Astronomy/MoonRiseSetTests.swift's table: the first moonrise and moonset within
each local date, by PyEphem (its own lunar theory, topocentric positions), the Moon's upper limb at 34' below the
horizon. Each row carries the zone's UTC offsets over the local date. Times are seconds since 1970, UTC; "nil" where the
Moon does not rise (or set) that date, and on a date with neither, whether it stays up or down (its upper limb's
altitude at the date's start)."""
import ephem

from . import ephem_date, observer, seconds
from .zones import local_days, offsets

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
HORIZON = "-0:34"


def first(place, method, begin, end):
    """The first event in [begin, end), or None."""
    try:
        when = getattr(place, method)(ephem.Moon(), start=begin)
    except (ephem.AlwaysUpError, ephem.NeverUpError):
        return None
    return seconds(when) if when < end else None


def swift(value):
    return "nil" if value is None else str(value)


def rows():
    for name, lat, lon, zone, text, start, end in local_days(PLACES):
        place = observer(lat, lon)
        place.horizon = HORIZON
        begin, stop = ephem_date(start), ephem_date(end)
        rise, set_ = first(place, "next_rising", begin, stop), first(place, "next_setting", begin, stop)
        always = "nil"
        if rise is None and set_ is None:
            place.date = begin
            moon = ephem.Moon(place)
            always = ".up" if moon.alt + moon.radius > ephem.degrees(HORIZON) else ".down"
        yield (f'        MoonRiseRow("{name} {text}", {lat}, {lon}, "{text}", offsets: {offsets(zone, start, end)}, '
               f'moonrise: {swift(rise)}, moonset: {swift(set_)}, always: {always}),')


if __name__ == "__main__":
    print(*rows(), sep="\n")
