"""The archive, for `daily --normal` and `history`: daily highs and lows of the peer's own for any span asked."""
import datetime
import math
import random

ORDER = 60
URLS = ["FORECAST_ARCHIVE_URL"]


def archive(query):
    """Each day's high and low drawn from a generator seeded by the date (Python's own, not the stub's), on a yearly
    curve, with a missing high every 97th day."""
    first, last = (datetime.date.fromisoformat(query[key]) for key in ("start_date", "end_date"))
    dates = [first + datetime.timedelta(days=n) for n in range((last - first).days + 1)]
    highs, lows = [], []
    for date in dates:
        draw = random.Random(date.toordinal())
        season = 8 * math.cos(2 * math.pi * (date.timetuple().tm_yday - 196) / 365.25)
        highs.append(None if date.toordinal() % 97 == 0 else round(12 + season + draw.uniform(-4, 4), 1))
        lows.append(round(4 + season + draw.uniform(-4, 4), 1))
    return {"latitude": float(query["latitude"]), "longitude": float(query["longitude"]), "generationtime_ms": 30.0,
            "utc_offset_seconds": 0, "timezone": query.get("timezone", "GMT"), "timezone_abbreviation": "GMT", "elevation": 23.0,
            "daily_units": {"time": "iso8601", "temperature_2m_max": "°C", "temperature_2m_min": "°C"},
            "daily": {"time": [d.isoformat() for d in dates], "temperature_2m_max": highs, "temperature_2m_min": lows}}


def answer(path, query, headers, now):
    """The peer's answer to a request for the archive, else None."""
    return (200, archive(query)) if path == "/v1/archive" else None
