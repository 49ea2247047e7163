"""The sea: the peer's own marine model (sea west of 1.6°W in the Bay of Biscay, land everywhere else, its cells on a
0.1° grid), and forecast's answer recomputed here from what the peer served: the nearest water's great-circle distance
and bearing, the tide's high and low waters by the README's rule, and the conversions to feet, °F and knots."""
import datetime
import math
import zoneinfo

from peerlib import ANSWERS, REQUESTS, peer_check

ORDER = 90
URLS = ["FORECAST_MARINE_URL"]

BIARRITZ = (43.4832, -1.5586)
PARIS = zoneinfo.ZoneInfo("Europe/Paris")
# The peer's sea: the Bay of Biscay west of 1.6°W, between 43.3° and 46° north.
SEA = {"latitude": (43.3, 46.0), "longitude": (-4.0, -1.6)}
HOURLY = ["wave_height", "wave_direction", "wave_period", "wind_wave_height", "wind_wave_direction", "wind_wave_period",
          "swell_wave_height", "swell_wave_direction", "swell_wave_period", "secondary_swell_wave_height",
          "secondary_swell_wave_direction", "secondary_swell_wave_period", "sea_surface_temperature",
          "ocean_current_velocity", "ocean_current_direction", "sea_level_height_msl"]
UNITS = {"wave_height": "m", "wind_wave_height": "m", "swell_wave_height": "m", "secondary_swell_wave_height": "m",
         "sea_level_height_msl": "m", "sea_surface_temperature": "°C", "ocean_current_velocity": "km/h"}
EARTH_RADIUS = 6371.0088


def is_sea(latitude, longitude):
    return SEA["latitude"][0] <= latitude <= SEA["latitude"][1] and SEA["longitude"][0] <= longitude <= SEA["longitude"][1]


def cell(value):
    """The centre of the peer's 0.1° cell."""
    return round(round(value * 10) / 10, 1)


def sea_level(hour):
    """A semi-diurnal tide with a quarter-diurnal overtide (so its crests are not symmetric), to the centimetre as the
    service gives it (so that a crest is sometimes two equal hours: a plateau)."""
    angle = 2 * math.pi * hour / 12.42
    return round(1.15 * math.cos(angle - 1.2) + 0.18 * math.cos(2 * angle - 0.4), 2)


def hourly(latitude, longitude, days):
    """Every hour from today's midnight in Paris for `days` days, with its values (all null over land)."""
    start = datetime.datetime.now(PARIS).replace(hour=0, minute=0, second=0, microsecond=0)
    times = [start + datetime.timedelta(hours=h) for h in range(24 * days)]
    sea = is_sea(latitude, longitude)
    values = {name: [] for name in HOURLY}
    for index, _ in enumerate(times):
        row = {"wave_height": 1.2 + 0.8 * math.sin(index / 7), "wave_direction": (285 + 3 * index) % 360, "wave_period": 9.5,
               "wind_wave_height": 0.6, "wind_wave_direction": 250, "wind_wave_period": 4.1, "swell_wave_height": 1.0 + 0.5 * math.cos(index / 9),
               "swell_wave_direction": 300, "swell_wave_period": 12.3, "secondary_swell_wave_height": 0.3,
               "secondary_swell_wave_direction": 200, "secondary_swell_wave_period": 7.0, "sea_surface_temperature": 15.3 + index % 5 / 10,
               "ocean_current_velocity": 1.852 * (1 + index % 3), "ocean_current_direction": 45, "sea_level_height_msl": sea_level(index)}
        for name in HOURLY:
            values[name].append(round(row[name], 2) if sea else None)
    return times, values


def answer_one(latitude, longitude, query):
    """One point's answer: its cell, and the current values (the search for water) or the hours."""
    offset = int(datetime.datetime.now(PARIS).utcoffset().total_seconds())
    head = {"latitude": cell(latitude), "longitude": cell(longitude), "generationtime_ms": 0.2, "utc_offset_seconds": offset,
            "timezone": "Europe/Paris", "timezone_abbreviation": "CET", "elevation": 0.0}
    sea = is_sea(latitude, longitude)
    if "current" in query:
        names = query["current"].split(",")
        now = datetime.datetime.now(PARIS).replace(second=0, microsecond=0)
        head["current_units"] = {"time": "iso8601", "interval": "seconds", **{n: UNITS.get(n, "°") for n in names}}
        head["current"] = {"time": now.strftime("%Y-%m-%dT%H:%M"), "interval": 900, **{n: (0.9 if sea else None) for n in names}}
        return head
    times, values = hourly(latitude, longitude, int(query.get("forecast_days", 7)))
    names = query.get("hourly", "").split(",")
    head["hourly_units"] = {"time": "iso8601", **{n: UNITS.get(n, "°" if "direction" in n else "s") for n in names}}
    head["hourly"] = {"time": [t.strftime("%Y-%m-%dT%H:%M") for t in times], **{n: values[n] for n in names if n in values}}
    ANSWERS["marine"] = (times, head)
    return head


def answer(path, query, headers):
    """The peer's answer to a marine request (one point or a list of them), else None."""
    if path != "/v1/marine":
        return None
    points = list(zip((float(v) for v in query["latitude"].split(",")), (float(v) for v in query["longitude"].split(","))))
    answers = [answer_one(latitude, longitude, query) for latitude, longitude in points]
    return 200, answers[0] if len(answers) == 1 else answers


def great_circle(start, end):
    """The haversine distance in km and the initial bearing in degrees, from `start` to `end` (latitude, longitude)."""
    (lat1, lon1), (lat2, lon2) = [(math.radians(a), math.radians(b)) for a, b in (start, end)]
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    distance = 2 * EARTH_RADIUS * math.asin(math.sqrt(h))
    bearing = math.degrees(math.atan2(math.sin(lon2 - lon1) * math.cos(lat2),
                                      math.cos(lat1) * math.sin(lat2) - math.sin(lat1) * math.cos(lat2) * math.cos(lon2 - lon1)))
    return distance, bearing % 360


def turning_points(times, levels):
    """The README's rule, independently: an hour higher (lower) than the hours either side is high (low) water; a run
    of equal hours counts once, at its first, judged by the hours either side of the run; the first and last hours
    never turn; a lone crest is moved to the vertex of the parabola through it and its neighbours."""
    turns, i = [], 1
    while i < len(levels) - 1:
        j = i
        while j + 1 < len(levels) and levels[j + 1] == levels[i]:
            j += 1
        if j + 1 >= len(levels):
            break
        before, level, after = levels[i - 1], levels[i], levels[j + 1]
        kind = "high" if level > before and level > after else "low" if level < before and level < after else None
        if kind:
            time, height = times[i], level
            if j == i:
                curvature = before - 2 * level + after
                shift = max(-0.5, min(0.5, 0.5 * (before - after) / curvature))
                time, height = time + datetime.timedelta(minutes=round(shift * 60)), level - 0.25 * (before - after) * shift
            turns.append((kind, time, height))
        i = j + 1
    return turns


def local(text):
    return datetime.datetime.fromisoformat(text).replace(tzinfo=PARIS)


@peer_check("marine at Biarritz, whose own cell is land: the nearest water's distance and bearing by the haversine formula")
def nearest_water(peer):
    before = len(REQUESTS)
    marine, document = peer.json("marine", "--lat", str(BIARRITZ[0]), "--lon", str(BIARRITZ[1]), "--format", "json")
    asked = [query for path, query, _ in REQUESTS[before:] if path == "/v1/marine"]
    served = ANSWERS["marine"][1]
    distance, bearing = great_circle(BIARRITZ, (served["latitude"], served["longitude"]))
    sea = document["sea"]
    return (marine.returncode == 0 and len(asked) == 2 and len(asked[0]["latitude"].split(",")) > 1 and not sea["at_place"]
            and (sea["latitude"], sea["longitude"]) == (served["latitude"], served["longitude"])
            and abs(sea["distance_km"] - distance) <= 0.051 and abs((sea["bearing"] - bearing + 180) % 360 - 180) <= 0.51)


@peer_check("marine --days: each high and low water where the rule and a parabola through three hours put it, to the minute")
def tides(peer):
    marine, document = peer.json("marine", "--lat", str(BIARRITZ[0]), "--lon", str(BIARRITZ[1]), "--days", "3", "--format", "json")
    times, head = ANSWERS["marine"]
    expected = turning_points(times, head["hourly"]["sea_level_height_msl"])
    shown = [(t["kind"], local(t["time"]), t["height"]) for day in document["days"] for t in day["tides"]]
    days = {day["date"] for day in document["days"]}
    wanted = [turn for turn in expected if turn[1].date().isoformat() in days]
    return (marine.returncode == 0 and len(wanted) >= 8 and len(shown) == len(wanted)
            and all(k == ek and abs((t - et).total_seconds()) <= 60 and abs(h - eh) <= 0.0051
                    for (k, t, h), (ek, et, eh) in zip(shown, wanted)))


@peer_check("marine in feet, °F and knots: every hour's heights, sea temperature and current converted from what was served")
def conversions(peer):
    marine, document = peer.json("marine", "--lat", str(BIARRITZ[0]), "--lon", str(BIARRITZ[1]), "--hours", "12", "--units", "imperial",
                                 "--wind-unit", "kn", "--format", "json")
    times, head = ANSWERS["marine"]
    served = {t.strftime("%Y-%m-%dT%H:%M"): i for i, t in enumerate(times)}
    hourly = head["hourly"]
    ok = marine.returncode == 0 and document["units"]["height"] == "ft" and len(document["hours"]) == 12
    for hour in document["hours"]:
        i = served[hour["time"]]
        ok = ok and abs(hour["wave_height"] - hourly["wave_height"][i] / 0.3048) <= 0.0051
        ok = ok and abs(hour["sea_level"] - hourly["sea_level_height_msl"][i] / 0.3048) <= 0.0051
        ok = ok and abs(hour["sea_temperature"] - (hourly["sea_surface_temperature"][i] * 9 / 5 + 32)) <= 0.0051
        ok = ok and abs(hour["current_speed"] - hourly["ocean_current_velocity"][i] / 1.852) <= 0.0051
    return ok


@peer_check("marine far inland (Berlin): exit 69, one line, and no marine request after the one search for water")
def inland(peer):
    before = len(REQUESTS)
    marine = peer.run("marine", "--lat", "52.52", "--lon", "13.405")
    asked = [path for path, _, _ in REQUESTS[before:] if path == "/v1/marine"]
    return marine.returncode == 69 and len(asked) == 1 and marine.stdout == "" and len(marine.stderr.strip().splitlines()) == 1
