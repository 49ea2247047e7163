"""The peer's own weather, which every data set builds on: Open-Meteo's forecast API and place search.

Hourly and current values around `now`, in the zone asked, made with zoneinfo (the system's tz database): dry for
DRY_HOURS from the current hour, then WET_HOURS of rain (0.6 mm, 70 %), then dry again; the recent past (`past_days`)
with highs of its own (recent_high), unlike any archive value; the daily answer recorded from the service (the stub's
fixture) with dates from today; the place search's recorded answers for London and Beijing. (The nowcast's
`minutely_15` is its data set's.)"""
import datetime
import json
import math
import zoneinfo

from oracles import paths

FIXTURES = paths.ROOT / "Sources/StubServer/Fixtures/open-meteo"
SEARCHES = {name: json.loads((FIXTURES / f"search_{name}.json").read_text()) for name in ("london", "beijing")}
DAILY = json.loads((FIXTURES / "forecast_london_metric.json").read_text())
DRY_HOURS, WET_HOURS = 10, 4
UNITS = {"temperature_2m": "°C", "apparent_temperature": "°C", "precipitation": "mm", "wind_speed_10m": "km/h",
         "wind_gusts_10m": "km/h", "wind_direction_10m": "°", "pressure_msl": "hPa", "weather_code": "wmo code"}


def value(variable, index, local):
    """The value of an hourly or current variable at `index` hours from the current one, `local` being its local time."""
    wet = DRY_HOURS <= index < DRY_HOURS + WET_HOURS
    celsius = round(7 + 5 * math.cos((local.hour - 15) / 24 * 2 * math.pi), 1)
    return {
        "temperature_2m": celsius, "apparent_temperature": round(celsius - 2.5, 1), "weather_code": 63 if wet else 2,
        "precipitation": 0.6 if wet else 0.0, "precipitation_probability": 70 if wet else 5,
        "relative_humidity_2m": 90 if wet else 70, "cloud_cover": 90 if wet else 40, "wind_speed_10m": 12.5,
        "wind_gusts_10m": 27.4, "wind_direction_10m": 250, "uv_index": 0.5, "is_day": int(8 <= local.hour < 16),
        "pressure_msl": 1018.2,
    }.get(variable)


def recent_high(date):
    """The forecast API's recent past (`past_days`): a high of its own for each date, unlike any archive value."""
    return 40 + date.toordinal() % 7


def zone_of(query):
    """The zone an Open-Meteo query asks its times in (GMT for `auto` or none)."""
    return zoneinfo.ZoneInfo(query.get("timezone", "GMT") if query.get("timezone", "auto") != "auto" else "GMT")


def forecast_head(query, now):
    """The head of an answer of Open-Meteo's forecast API for `query`, and `now` in the zone it asks."""
    local = now.astimezone(zone_of(query))
    head = {"latitude": float(query["latitude"]), "longitude": float(query["longitude"]), "generationtime_ms": 0.1,
            "utc_offset_seconds": int(local.utcoffset().total_seconds()), "timezone": local.tzinfo.key,
            "timezone_abbreviation": local.tzname(), "elevation": 23.0}
    return head, local


def forecast(query, now):
    """Open-Meteo's forecast API: hourly or current values, the recent past, or the recorded days."""
    head, local = forecast_head(query, now)
    if "hourly" in query:
        start = local.replace(minute=0, second=0, microsecond=0)
        times = [start + datetime.timedelta(hours=i) for i in range(int(query.get("forecast_hours", 168)))]
        names = query["hourly"].split(",")
        head["hourly_units"] = {"time": "iso8601", **{n: UNITS.get(n, "%") for n in names}}
        head["hourly"] = {"time": [t.strftime("%Y-%m-%dT%H:%M") for t in times],
                          **{n: [value(n, i, t) for i, t in enumerate(times)] for n in names}}
    elif "current" in query:
        step = local.replace(minute=local.minute // 15 * 15, second=0, microsecond=0)
        names = query["current"].split(",")
        head["current_units"] = {"time": "iso8601", "interval": "seconds", **{n: UNITS.get(n, "%") for n in names}}
        head["current"] = {"time": step.strftime("%Y-%m-%dT%H:%M"), "interval": 900, **{n: value(n, 0, step) for n in names}}
    elif "past_days" in query:
        today = local.date()
        dates = [today + datetime.timedelta(days=n) for n in range(-int(query["past_days"]), int(query.get("forecast_days", 7)))]
        head["daily_units"] = {"time": "iso8601", "temperature_2m_max": "°C", "temperature_2m_min": "°C"}
        head["daily"] = {"time": [d.isoformat() for d in dates], "temperature_2m_max": [recent_high(d) for d in dates],
                         "temperature_2m_min": [recent_high(d) - 9 for d in dates]}
    else:
        days = int(query.get("forecast_days", 7))
        head["daily_units"] = DAILY["daily_units"]
        head["daily"] = {key: values[:days] for key, values in DAILY["daily"].items()}
        head["daily"]["time"] = [(local.date() + datetime.timedelta(days=n)).isoformat() for n in range(len(head["daily"]["time"]))]
    return head


def search(query):
    """The place search: the recorded results for the name asked, in the country asked, at most `count`."""
    answer = SEARCHES.get(query.get("name", "").lower())
    if answer is None:
        return {"generationtime_ms": 0.2}
    results = [r for r in answer["results"] if r["country_code"] == query.get("countryCode", r["country_code"])]
    return {"results": results[:int(query.get("count", 10))], "generationtime_ms": 0.4} if results else {"generationtime_ms": 0.2}


def answer(path, query, now):
    """The peer's own answer to a request for the forecast or the place search, (200, body), else None."""
    if path == "/v1/forecast":
        return 200, forecast(query, now)
    if path == "/v1/search":
        return 200, search(query)
    return None
