"""OpenWeatherMap as a provider, behind a key (terms.OWM_KEY): its free forecast (40 3-hour steps) and a paid plan's
daily one."""
import datetime
import math

from oracles.peer.terms import OWM_KEY

ORDER = 30
URLS = ["FORECAST_OPENWEATHERMAP_URL"]
REJECTED = {"cod": 401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}


def owm_forecast(now):
    """OpenWeatherMap's free forecast: 40 steps from the next 3-hour slot, Beijing's offset, metric units."""
    first = (int(now.timestamp()) // 10800 + 1) * 10800
    steps = []
    for index in range(40):
        temperature = round(5 + 6 * math.cos(index / 3), 2)
        step = {"dt": first + index * 10800, "main": {"temp": temperature, "temp_min": round(temperature - 1.5, 2),
                "temp_max": round(temperature + 1.5, 2), "pressure": 1020, "humidity": 60},
                "weather": [{"id": 500 if index % 4 == 0 else 803}], "clouds": {"all": 60},
                "wind": {"speed": round(1 + (index % 7) * 0.9, 2), "deg": 200}, "pop": round((index % 10) / 10, 1)}
        if index % 4 == 0:
            step["rain"] = {"3h": round(0.2 * (index % 3 + 1), 2)}
        steps.append(step)
    return {"cod": "200", "message": 0, "cnt": 40, "list": steps, "city": {"name": "Beijing", "timezone": 28800}}


def owm_daily(count, now):
    """A paid plan's daily forecast: `count` days from today's 04:00 UTC, each a degree warmer than the one before."""
    start = int(now.timestamp()) // 86400 * 86400 + 4 * 3600
    return {"cod": "200", "city": {"timezone": 28800}, "cnt": count, "list": [
        {"dt": start + day * 86400, "temp": {"min": 1.0 + day, "max": 9.0 + day}, "pop": 0.25, "rain": 1.5,
         "speed": 4.0, "deg": 90, "weather": [{"id": 501}]} for day in range(count)]}


def answer(path, query, headers, now):
    """The peer's answer to a request for OpenWeatherMap, else None."""
    if not path.startswith("/data/2.5/"):
        return None
    if query.get("appid") != OWM_KEY:
        return 401, REJECTED
    if path == "/data/2.5/forecast":
        return 200, owm_forecast(now)
    if path == "/data/2.5/forecast/daily":
        return 200, owm_daily(int(query["cnt"]), now)
    return None
