"""The sea: the peer's own marine model, sea west of 1.6°W in the Bay of Biscay and land everywhere else, its cells on
a 0.1° grid, its hours on Paris's clocks, with a tide of its own."""
import datetime
import math
import zoneinfo

ORDER = 90
URLS = ["FORECAST_MARINE_URL"]
PARIS = zoneinfo.ZoneInfo("Europe/Paris")
# The peer's sea: the Bay of Biscay west of 1.6°W, between 43.3° and 46° north.
SEA = {"latitude": (43.3, 46.0), "longitude": (-4.0, -1.6)}
HOURLY = ["wave_height", "wave_direction", "wave_period", "wind_wave_height", "wind_wave_direction", "wind_wave_period",
          "swell_wave_height", "swell_wave_direction", "swell_wave_period", "secondary_swell_wave_height",
          "secondary_swell_wave_direction", "secondary_swell_wave_period", "sea_surface_temperature",
          "ocean_current_velocity", "ocean_current_direction", "sea_level_height_msl"]
UNITS = {"wave_height": "m", "wind_wave_height": "m", "swell_wave_height": "m", "secondary_swell_wave_height": "m",
         "sea_level_height_msl": "m", "sea_surface_temperature": "°C", "ocean_current_velocity": "km/h"}


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


def hourly(latitude, longitude, days, now):
    """Every hour from today's midnight in Paris for `days` days, with its values (all null over land)."""
    start = now.astimezone(PARIS).replace(hour=0, minute=0, second=0, microsecond=0)
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


def answer_one(latitude, longitude, query, now):
    """One point's answer: its cell, and the current values (the search for water) or the hours."""
    local = now.astimezone(PARIS)
    head = {"latitude": cell(latitude), "longitude": cell(longitude), "generationtime_ms": 0.2,
            "utc_offset_seconds": int(local.utcoffset().total_seconds()), "timezone": PARIS.key, "timezone_abbreviation": "CET",
            "elevation": 0.0}
    sea = is_sea(latitude, longitude)
    if "current" in query:
        names = query["current"].split(",")
        head["current_units"] = {"time": "iso8601", "interval": "seconds", **{n: UNITS.get(n, "°") for n in names}}
        head["current"] = {"time": local.strftime("%Y-%m-%dT%H:%M"), "interval": 900, **{n: (0.9 if sea else None) for n in names}}
        return head
    times, values = hourly(latitude, longitude, int(query.get("forecast_days", 7)), now)
    names = query.get("hourly", "").split(",")
    head["hourly_units"] = {"time": "iso8601", **{n: UNITS.get(n, "°" if "direction" in n else "s") for n in names}}
    head["hourly"] = {"time": [t.strftime("%Y-%m-%dT%H:%M") for t in times], **{n: values[n] for n in names if n in values}}
    return head


def answer(path, query, headers, now):
    """The peer's answer to a marine request (one point or a list of them), else None."""
    if path != "/v1/marine":
        return None
    points = zip((float(v) for v in query["latitude"].split(",")), (float(v) for v in query["longitude"].split(",")))
    answers = [answer_one(latitude, longitude, query, now) for latitude, longitude in points]
    return 200, answers[0] if len(answers) == 1 else answers
