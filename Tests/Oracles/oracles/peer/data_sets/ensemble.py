"""The ensemble API: the control and 20 members of the model asked, drawn from Python's own generator, a few values
missing."""
import datetime
import math
import random

from oracles.peer.weather import forecast_head

ORDER = 70
URLS = ["FORECAST_ENSEMBLE_URL"]
MEMBERS = 20


def ensemble(query, now):
    """Hours from today's midnight in the asked zone for `forecast_days` days, each key with the model's suffix (as
    the service writes several models'); each value drawn from a generator seeded by the member and the hour; member 3
    misses the 05:00 hour, member 7 the whole second day."""
    head, local = forecast_head(query, now)
    midnight = local.replace(hour=0, minute=0, second=0, microsecond=0)
    times = [midnight + datetime.timedelta(hours=i) for i in range(24 * int(query["forecast_days"]))]
    hourly = {"time": [t.strftime("%Y-%m-%dT%H:%M") for t in times]}
    for member in range(MEMBERS + 1):
        temperatures, amounts = [], []
        for index in range(len(times)):
            draw = random.Random(member * 100_003 + index)
            missing = (member == 3 and index == 5) or (member == 7 and 24 <= index < 48)
            temperatures.append(None if missing else round(6 + 3 * math.sin(index / 4) + draw.uniform(-4, 4), 1))
            amounts.append(None if missing else (round(draw.uniform(0, 1.5), 2) if draw.random() < 0.08 else 0.0))
        suffix = (f"_member{member:02d}" if member else "") + "_" + query["models"]
        hourly["temperature_2m" + suffix], hourly["precipitation" + suffix] = temperatures, amounts
    return {**head, "generationtime_ms": 3.0, "hourly_units": {"time": "iso8601", "temperature_2m": "°C", "precipitation": "mm"},
            "hourly": hourly}


def answer(path, query, headers, now):
    """The peer's answer to a request for the ensemble API, else None."""
    return (200, ensemble(query, now)) if path == "/v1/ensemble" else None
