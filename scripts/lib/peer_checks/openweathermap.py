"""OpenWeatherMap as a provider: the peer's free forecast (40 3-hour steps) and a paid plan's daily one, behind a key,
the days its free plan's rule gives, and the checks."""
import datetime
import math

from peerlib import ANSWERS, OWM_KEY, peer_check

ORDER = 30
URLS = ["FORECAST_OPENWEATHERMAP_URL"]


def owm_forecast(query, now):
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


def owm_days(answer):
    """The OpenWeatherMap free-plan rule, independently."""
    days = {}
    for step in answer["list"]:
        date = datetime.datetime.fromtimestamp(step["dt"] + answer["city"]["timezone"], datetime.timezone.utc).date().isoformat()
        day = days.setdefault(date, {"max": [], "min": [], "rain": [], "pop": [], "wind": []})
        day["max"].append(step["main"]["temp_max"])
        day["min"].append(step["main"]["temp_min"])
        day["rain"].append(step.get("rain", {}).get("3h", 0) + step.get("snow", {}).get("3h", 0))
        day["pop"].append(step["pop"] * 100)
        day["wind"].append(step["wind"]["speed"] * 3.6)
    return {date: (max(d["max"]), min(d["min"]), round(sum(d["rain"]), 6), max(d["pop"]), round(max(d["wind"]), 6))
            for date, d in days.items()}


def answer(path, query, headers):
    """The peer's answer to a request for OpenWeatherMap, else None."""
    if not path.startswith("/data/2.5/"):
        return None
    now = datetime.datetime.now(datetime.timezone.utc)
    if query.get("appid") != OWM_KEY:
        return 401, {"cod": 401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}
    if path == "/data/2.5/forecast":
        return 200, ANSWERS.setdefault("owm", owm_forecast(query, now))
    if path == "/data/2.5/forecast/daily":
        start = int(now.timestamp()) // 86400 * 86400 + 4 * 3600
        return 200, {"cod": "200", "city": {"timezone": 28800}, "cnt": int(query["cnt"]), "list": [
            {"dt": start + day * 86400, "temp": {"min": 1.0 + day, "max": 9.0 + day}, "pop": 0.25, "rain": 1.5,
             "speed": 4.0, "deg": 90, "weather": [{"id": 501}]} for day in range(int(query["cnt"]))]}
    return None


@peer_check("daily Beijing --provider openweathermap: the free plan's days by its rule")
def openweathermap_free_days(peer):
    owm, document = peer.json("daily", "Beijing", "--provider", "openweathermap", "--days", "4", "--format", "json",
                              extra={"FORECAST_OPENWEATHERMAP_KEY": OWM_KEY})
    shown = document.get("days", [])
    expected = owm_days(ANSWERS.get("owm", {"list": [], "city": {"timezone": 0}}))
    return owm.returncode == 0 and len(shown) == 4 and all(
        expected.get(d["date"]) == (d["temperature_max"], d["temperature_min"], round(d["precipitation_sum"], 6),
                                    d["precipitation_probability"], round(d["wind_speed_max"], 6)) for d in shown)


@peer_check("the paid plan: 12 days from /forecast/daily, pop as %")
def openweathermap_paid_days(peer):
    paid, document = peer.json("daily", "Beijing", "--provider", "openweathermap", "--days", "12", "--format", "json",
                               extra={"FORECAST_OPENWEATHERMAP_KEY": OWM_KEY, "FORECAST_OPENWEATHERMAP_PLAN": "paid"})
    days = document.get("days", [])
    return paid.returncode == 0 and len(days) == 12 and days[3]["temperature_max"] == 12.0 and days[0]["precipitation_probability"] == 25


@peer_check("openweathermap without a key: 78, naming the variable")
def openweathermap_keyless(peer):
    keyless = peer.run("current", "Beijing", "--provider", "openweathermap")
    return keyless.returncode == 78 and "FORECAST_OPENWEATHERMAP_KEY" in keyless.stderr


@peer_check("a rejected key: 77, and the key in no output")
def openweathermap_rejected(peer):
    rejected = peer.run("current", "Beijing", "--provider", "openweathermap", extra={"FORECAST_OPENWEATHERMAP_KEY": "wrongkey9876"})
    return rejected.returncode == 77 and "wrongkey9876" not in rejected.stdout + rejected.stderr
