"""OpenWeatherMap as a provider, against the peer's (oracles/peer/data_sets/openweathermap.py): the free plan's days
against the days its documented rule gives from the 3-hour steps the peer served, computed again here; the paid plan's
daily forecast; and the key (terms.OWM_KEY) missing or refused."""
import datetime

from oracles.peer.terms import OWM_KEY

KEY = {"FORECAST_OPENWEATHERMAP_KEY": OWM_KEY}


def owm_days(answer):
    """The free plan's rule: each step on its date at the city's offset; the highest high, lowest low, the rain and
    snow summed, the highest chance in percent and the strongest wind in km/h."""
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


def test_free_plan_days_follow_its_rule(forecast, served):
    days = forecast.json("daily", "Beijing", "--provider", "openweathermap", "--days", "4", "--format", "json", env=KEY)["days"]
    expected = owm_days(served.last("/data/2.5/forecast"))
    assert len(days) == 4
    for day in days:
        shown = (day["temperature_max"], day["temperature_min"], round(day["precipitation_sum"], 6),
                 day["precipitation_probability"], round(day["wind_speed_max"], 6))
        assert shown == expected[day["date"]], day["date"]


def test_paid_plan_reads_the_daily_forecast_with_chances_in_percent(forecast):
    days = forecast.json("daily", "Beijing", "--provider", "openweathermap", "--days", "12", "--format", "json",
                         env={**KEY, "FORECAST_OPENWEATHERMAP_PLAN": "paid"})["days"]
    assert len(days) == 12
    assert days[3]["temperature_max"] == 12.0 and days[0]["precipitation_probability"] == 25


def test_without_a_key_exits_78_naming_the_variable(forecast):
    keyless = forecast.run("current", "Beijing", "--provider", "openweathermap")
    assert keyless.returncode == 78
    assert "FORECAST_OPENWEATHERMAP_KEY" in keyless.stderr


def test_a_refused_key_exits_77_and_is_shown_nowhere(forecast):
    refused = forecast.run("current", "Beijing", "--provider", "openweathermap", env={"FORECAST_OPENWEATHERMAP_KEY": "wrongkey9876"})
    assert refused.returncode == 77
    assert "wrongkey9876" not in refused.stdout + refused.stderr
