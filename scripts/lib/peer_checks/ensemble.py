"""The ensemble API (20 members and the control, drawn from Python's own generator, a few values missing), the spread
computed again with the standard library's `statistics`, and the checks of `--ensemble` and `check rain --ensemble`."""
import datetime
import math
import random
import statistics
import zoneinfo

from peerlib import ANSWERS, peer_check

ORDER = 70
URLS = ["FORECAST_ENSEMBLE_URL"]


ENSEMBLE_MEMBERS = 20


def ensemble(query):
    """The ensemble API: the control and 20 members of the model asked, each key with the model's suffix (as the
    service writes several models'), hours from today's midnight in the asked zone for `forecast_days` days; each
    value drawn from a generator seeded by the member and the hour; member 3 misses the 05:00 hour, member 7 the whole
    second day. Remembered, so the checks can compute the spread again."""
    zone = zoneinfo.ZoneInfo(query.get("timezone", "GMT") if query.get("timezone", "auto") != "auto" else "GMT")
    now = datetime.datetime.now(zone)
    midnight = now.replace(hour=0, minute=0, second=0, microsecond=0)
    times = [midnight + datetime.timedelta(hours=i) for i in range(24 * int(query["forecast_days"]))]
    model = query["models"]
    hourly, members = {"time": [t.strftime("%Y-%m-%dT%H:%M") for t in times]}, []
    for member in range(ENSEMBLE_MEMBERS + 1):
        temperatures, amounts = [], []
        for index in range(len(times)):
            draw = random.Random(member * 100_003 + index)
            missing = (member == 3 and index == 5) or (member == 7 and 24 <= index < 48)
            temperatures.append(None if missing else round(6 + 3 * math.sin(index / 4) + draw.uniform(-4, 4), 1))
            amounts.append(None if missing else (round(draw.uniform(0, 1.5), 2) if draw.random() < 0.08 else 0.0))
        suffix = (f"_member{member:02d}" if member else "") + "_" + model
        hourly["temperature_2m" + suffix], hourly["precipitation" + suffix] = temperatures, amounts
        members.append((temperatures, amounts))
    ANSWERS["ensemble"] = ([t.replace(tzinfo=None) for t in times], members)
    return {"latitude": float(query["latitude"]), "longitude": float(query["longitude"]), "generationtime_ms": 3.0,
            "utc_offset_seconds": int(now.utcoffset().total_seconds()), "timezone": zone.key, "timezone_abbreviation": now.tzname(),
            "elevation": 23.0, "hourly_units": {"time": "iso8601", "temperature_2m": "°C", "precipitation": "mm"}, "hourly": hourly}


def spread(temperatures, amounts, wet):
    """What forecast must show for one hour or day: the members that gave a value, numpy-style linear percentiles
    (statistics.quantiles' inclusive method), the share at or above `wet`, in percent."""
    heat, rain = [t for t in temperatures if t is not None], [a for a in amounts if a is not None]
    deciles = lambda values: statistics.quantiles(values, n=10, method="inclusive") if len(values) > 1 else [values[0]] * 9
    return {"members": sum(1 for t, a in zip(temperatures, amounts) if t is not None or a is not None),
            "temperature_p10": deciles(heat)[0], "temperature_median": statistics.median(heat), "temperature_p90": deciles(heat)[8],
            "precipitation_probability": 100 * sum(1 for a in rain if a >= wet) / len(rain),
            "precipitation_median": statistics.median(rain), "precipitation_p90": deciles(rain)[8]}


def same_spread(shown, expected):
    """forecast's ensemble object against the Python one, within the rounding forecast documents."""
    tolerance = {"members": 0, "precipitation_median": 0.0051, "precipitation_p90": 0.0051}
    return shown is not None and all(abs(shown[key] - value) <= tolerance.get(key, 0.051) for key, value in expected.items())


def answer(path, query, headers):
    """The peer's answer to a request for the ensemble API, else None."""
    return (200, ensemble(query)) if path == "/v1/ensemble" else None


@peer_check("daily --ensemble: each day's members, highs and sums, percentiles and share as computed again in Python")
def ensemble_days(peer):
    daily, document = peer.json("daily", "London", "--ensemble", "--no-alerts", "--format", "json", "--days", "4")
    times, members = ANSWERS["ensemble"]
    if daily.returncode != 0 or len(document["days"]) != 4:
        return False
    for day in document["days"]:
        hours = [i for i, t in enumerate(times) if t.date().isoformat() == day["date"]]
        whole = lambda values: None if any(values[i] is None for i in hours) else values
        highs = [None if whole(t) is None else max(t[i] for i in hours) for t, _ in members]
        sums = [None if whole(a) is None else sum(a[i] for i in hours) for _, a in members]
        if not same_spread(day["ensemble"], spread(highs, sums, 1.0)):
            return False
    # Today leaves member 3 out (it misses 05:00), the second day member 7; the third has them all.
    return [day["ensemble"]["members"] for day in document["days"][:3]] == [ENSEMBLE_MEMBERS, ENSEMBLE_MEMBERS, ENSEMBLE_MEMBERS + 1]


@peer_check("hourly --ensemble: each hour's spread as computed again in Python, a member missing the hour left out")
def ensemble_hours(peer):
    hourly, document = peer.json("hourly", "London", "--ensemble", "--no-alerts", "--format", "json", "--hours", "30")
    times, members = ANSWERS["ensemble"]
    if hourly.returncode != 0 or len(document["hours"]) != 30:
        return False
    index = {t.strftime("%Y-%m-%dT%H:%M"): i for i, t in enumerate(times)}
    return all(same_spread(hour["ensemble"], spread([t[index[hour["time"]]] for t, _ in members], [a[index[hour["time"]]] for _, a in members], 0.1))
               for hour in document["hours"])


@peer_check("check rain --ensemble: the members giving 0.1 mm by each hour of the window, counted again in Python")
def ensemble_rain(peer):
    check, answer = peer.json("check", "rain", "London", "--ensemble", "--within", "9h", "--threshold", "60", "--format", "json")
    times, members = ANSWERS["ensemble"]
    now = datetime.datetime.now(zoneinfo.ZoneInfo("Europe/London")).replace(tzinfo=None)
    start, end = now.replace(minute=0, second=0, microsecond=0), now + datetime.timedelta(hours=9)
    window = [i for i, t in enumerate(times) if start <= t < end]
    counted = [a for _, a in members if all(a[i] is not None for i in window)]
    wet, first = set(), None
    for i in window:
        wet |= {n for n, a in enumerate(counted) if a[i] >= 0.1}
        if first is None and 100 * len(wet) / len(counted) >= 60:
            first = (times[i].strftime("%Y-%m-%dT%H:%M"), len(wet))
    expected_status = 0 if first else 1
    return (check.returncode == expected_status and answer["members"] == len(counted) and answer["window_wet_members"] == len(wet)
            and answer["first"] == (first[0] if first else None) and answer["wet_members"] == (first[1] if first else len(wet)))
