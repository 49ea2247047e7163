"""`--ensemble` and `check rain --ensemble` against the peer's ensemble API (oracles/peer/data_sets/ensemble.py): each
day's and hour's spread against the percentiles, medians and wet shares computed again here from the members the peer
served, with the standard library's `statistics` (not numpy, not forecast's code), and the rain check's answer counted
again."""
import datetime
import json
import statistics
import zoneinfo

ENSEMBLE = "/v1/ensemble"
DAYS = ("daily", "London", "--ensemble", "--no-alerts", "--format", "json", "--days", "4")


def hours(answer):
    """The answer's hours, as naive local times."""
    return [datetime.datetime.strptime(time, "%Y-%m-%dT%H:%M") for time in answer["hourly"]["time"]]


def members(answer):
    """Each member's (temperatures, amounts), the control first, read from its keys (`temperature_2m[_memberNN]_MODEL`)."""
    hourly = answer["hourly"]
    return [(values, hourly["precipitation" + key[len("temperature_2m"):]]) for key, values in hourly.items()
            if key.startswith("temperature_2m")]


def spread(temperatures, amounts, wet):
    """What forecast must show for one hour or day: the members that gave a value, numpy-style linear percentiles
    (statistics.quantiles' inclusive method), the share at or above `wet`, in percent."""
    heat, rain = [t for t in temperatures if t is not None], [a for a in amounts if a is not None]
    deciles = lambda values: statistics.quantiles(values, n=10, method="inclusive") if len(values) > 1 else [values[0]] * 9
    return {"members": sum(1 for t, a in zip(temperatures, amounts) if t is not None or a is not None),
            "temperature_p10": deciles(heat)[0], "temperature_median": statistics.median(heat), "temperature_p90": deciles(heat)[8],
            "precipitation_probability": 100 * sum(1 for a in rain if a >= wet) / len(rain),
            "precipitation_median": statistics.median(rain), "precipitation_p90": deciles(rain)[8]}


def assert_same_spread(shown, expected, where):
    """forecast's ensemble object against the Python one, within the rounding forecast documents."""
    tolerance = {"members": 0, "precipitation_median": 0.0051, "precipitation_p90": 0.0051}
    assert shown is not None, where
    for key, value in expected.items():
        assert abs(shown[key] - value) <= tolerance.get(key, 0.051), (where, key, shown[key], value)


def test_each_days_spread_is_that_of_the_members_highs_and_sums(forecast, served):
    """A member missing an hour of the day gives no high nor sum for it; the wet share counts sums of 1 mm or more."""
    days = forecast.json(*DAYS)["days"]
    answer = served.last(ENSEMBLE)
    times, runs = hours(answer), members(answer)
    assert len(days) == 4
    for day in days:
        of_day = [i for i, t in enumerate(times) if t.date().isoformat() == day["date"]]
        whole = lambda values: all(values[i] is not None for i in of_day)
        highs = [max(t[i] for i in of_day) if whole(t) else None for t, _ in runs]
        sums = [sum(a[i] for i in of_day) if whole(a) else None for _, a in runs]
        assert_same_spread(day["ensemble"], spread(highs, sums, 1.0), day["date"])


def test_a_member_missing_an_hour_is_left_out_of_that_day(forecast, served):
    """Today leaves member 3 out (it misses 05:00), the second day member 7 (it misses the day); the third has all."""
    days = forecast.json(*DAYS)["days"]
    count = len(members(served.last(ENSEMBLE)))
    assert [day["ensemble"]["members"] for day in days[:3]] == [count - 1, count - 1, count]


def test_each_hours_spread_is_that_of_the_members_giving_it(forecast, served):
    document = forecast.json("hourly", "London", "--ensemble", "--no-alerts", "--format", "json", "--hours", "30")
    answer = served.last(ENSEMBLE)
    index = {t.strftime("%Y-%m-%dT%H:%M"): i for i, t in enumerate(hours(answer))}
    runs = members(answer)
    assert len(document["hours"]) == 30
    for hour in document["hours"]:
        i = index[hour["time"]]
        assert_same_spread(hour["ensemble"], spread([t[i] for t, _ in runs], [a[i] for _, a in runs], 0.1), hour["time"])


def test_check_rain_counts_the_members_wet_by_each_hour_of_the_window(forecast, served, now):
    """The members with every hour of the window, those giving 0.1 mm by each hour; the first hour by which 60 % are
    wet answers yes (exit 0), none no (exit 1)."""
    check = forecast.run("check", "rain", "London", "--ensemble", "--within", "9h", "--threshold", "60", "--format", "json")
    result = json.loads(check.stdout)
    answer = served.last(ENSEMBLE)
    times = hours(answer)
    local = now.astimezone(zoneinfo.ZoneInfo("Europe/London")).replace(tzinfo=None)
    start, end = local.replace(minute=0, second=0, microsecond=0), local + datetime.timedelta(hours=9)
    window = [i for i, t in enumerate(times) if start <= t < end]
    counted = [a for _, a in members(answer) if all(a[i] is not None for i in window)]
    wet, first = set(), None
    for i in window:
        wet |= {n for n, a in enumerate(counted) if a[i] >= 0.1}
        if first is None and 100 * len(wet) / len(counted) >= 60:
            first = (times[i].strftime("%Y-%m-%dT%H:%M"), len(wet))
    assert check.returncode == (0 if first else 1)
    assert (result["members"], result["window_wet_members"]) == (len(counted), len(wet))
    assert result["first"] == (first[0] if first else None)
    assert result["wet_members"] == (first[1] if first else len(wet))
