"""The rows of Tests/DomainTests/Sky/Astronomy/SunCalculatorTests.swift's table: sunrise, sunset, civil twilight and
solar noon by PyEphem (VSOP87 for the Sun): the upper limb at 34' below the horizon (sunrise and sunset), the centre at
6 deg below (civil twilight). Each row carries the zone's UTC offsets over the local date. Times are seconds since
1970, UTC; "nil" where the event does not happen, and a polar day or night said so."""
import ephem

from . import ephem_date, observer, seconds
from .zones import local_days, offsets

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


def event(place, method, start, horizon, centre):
    """The event's time, or "up" or "down" when the Sun stays so."""
    place.horizon = horizon
    try:
        return seconds(getattr(place, method)(ephem.Sun(), start=start, use_center=centre))
    except ephem.AlwaysUpError:
        return "up"
    except ephem.NeverUpError:
        return "down"


def swift(value):
    return "nil" if isinstance(value, str) else str(value)


def rows():
    for name, lat, lon, zone, text, start, end in local_days(PLACES):
        place = observer(lat, lon)
        place.horizon = "0"
        transit = place.next_transit(ephem.Sun(), start=ephem_date(start))
        # The date's events are those around its transit: the morning's before it, the evening's after it (at 60N in
        # June, dusk falls after midnight and belongs to the evening before).
        values = {
            "dawn": event(place, "previous_rising", transit, "-6", True),
            "sunrise": event(place, "previous_rising", transit, "-0:34", False),
            "sunset": event(place, "next_setting", transit, "-0:34", False),
            "dusk": event(place, "next_setting", transit, "-6", True),
        }
        polar = {"up": ".day", "down": ".night"}.get(values["sunrise"], "nil")
        yield (f'        SunRow("{name} {text}", {lat}, {lon}, "{text}", offsets: {offsets(zone, start, end)}, '
               f'dawn: {swift(values["dawn"])}, sunrise: {swift(values["sunrise"])}, noon: {seconds(transit)}, '
               f'sunset: {swift(values["sunset"])}, dusk: {swift(values["dusk"])}, polar: {polar}),')


if __name__ == "__main__":
    print(*rows(), sep="\n")
