"""The archive (30 years of daily highs and lows of the peer's own) for `daily --normal` and `history`: the normals
computed again in Python, the seam between the archive and the forecast API's recent past, and the checks."""
import datetime
import math
import random
import zoneinfo

from peerlib import ANSWERS, peer_check, recent_high

ORDER = 60
URLS = ["FORECAST_ARCHIVE_URL"]


def archive(query):
    """The archive: each day's high and low drawn from a generator seeded by the date (Python's own, not the stub's),
    on a yearly curve, with a missing high every 97th day; remembered, so the checks can compute the normals again."""
    first, last = (datetime.date.fromisoformat(query[key]) for key in ("start_date", "end_date"))
    dates = [first + datetime.timedelta(days=n) for n in range((last - first).days + 1)]
    highs, lows = [], []
    for date in dates:
        draw = random.Random(date.toordinal())
        season = 8 * math.cos(2 * math.pi * (date.timetuple().tm_yday - 196) / 365.25)
        highs.append(None if date.toordinal() % 97 == 0 else round(12 + season + draw.uniform(-4, 4), 1))
        lows.append(round(4 + season + draw.uniform(-4, 4), 1))
    ANSWERS["archive"] = (dates, highs, lows)
    return {"latitude": float(query["latitude"]), "longitude": float(query["longitude"]), "generationtime_ms": 30.0,
            "utc_offset_seconds": 0, "timezone": query.get("timezone", "GMT"), "timezone_abbreviation": "GMT", "elevation": 23.0,
            "daily_units": {"time": "iso8601", "temperature_2m_max": "°C", "temperature_2m_min": "°C"},
            "daily": {"time": [d.isoformat() for d in dates], "temperature_2m_max": highs, "temperature_2m_min": lows}}


def normal(dates, values, month, day):
    """The 1991–2020 normal of a month and day, as issue 21 defines it: the mean of the days from 7 before to 7 after
    it in each year, 29 February's window being 28 February's moved one day on, missing values left out."""
    by_date = dict(zip(dates, values))
    found = []
    for year in range(1991, 2021):
        centre = (datetime.date(year, 2, 28) + datetime.timedelta(days=1)) if (month, day) == (2, 29) else datetime.date(year, month, day)
        found += [v for k in range(-7, 8) if (v := by_date.get(centre + datetime.timedelta(days=k))) is not None]
    return sum(found) / len(found)


def answer(path, query, headers):
    """The peer's answer to a request for the archive, else None."""
    return (200, archive(query)) if path == "/v1/archive" else None


@peer_check("daily --normal: each day's 1991–2020 normal and anomaly as computed again in Python from the archive's answer")
def normals_by_rule(peer):
    daily, document = peer.json("daily", "London", "--normal", "--no-alerts", "--format", "json", "--days", "7")
    dates, highs, lows = ANSWERS["archive"]
    if daily.returncode != 0 or len(document["days"]) != 7:
        return False
    for day in document["days"]:
        date = datetime.date.fromisoformat(day["date"])
        high, low = normal(dates, highs, date.month, date.day), normal(dates, lows, date.month, date.day)
        if abs(day["normal"]["temperature_max"] - high) > 0.051 or abs(day["normal"]["temperature_min"] - low) > 0.051:
            return False
        if abs(day["anomaly"]["temperature_max"] - (day["temperature_max"] - high)) > 0.051:
            return False
    return ANSWERS["archive"][0][0] == datetime.date(1990, 12, 25) and ANSWERS["archive"][0][-1] == datetime.date(2021, 1, 7)


@peer_check("history across the seam: the archive's days to today−6 and the recent past's after, each date once")
def history_seam(peer):
    today = datetime.datetime.now(zoneinfo.ZoneInfo("Europe/London")).date()
    first, last = today - datetime.timedelta(days=9), today - datetime.timedelta(days=1)
    history, document = peer.json("history", "London", "--date", first.isoformat(), "--to", last.isoformat(), "--format", "json")
    if history.returncode != 0:
        return False
    dates, highs, _ = ANSWERS["archive"]
    archived = dict(zip(dates, highs))
    seam = today - datetime.timedelta(days=6)
    expected = [(first + datetime.timedelta(days=n)) for n in range((last - first).days + 1)]
    shown = [(datetime.date.fromisoformat(day["date"]), day["temperature_max"]) for day in document["days"]]
    return ([date for date, _ in shown] == expected
            and all(high == (archived[date] if date <= seam else recent_high(date)) for date, high in shown))
