"""The NWS as a provider and as the alert service of the US, against the peer's (oracles/peer/data_sets/nws.py): the
days against the NWS's rule applied here to the periods the peer served, the alerts against those it served read on
New York's clocks with zoneinfo, the banner, and the places outside the US."""
import datetime
import zoneinfo

CHICAGO_POINT = ("--lat", "41.8781", "--lon", "-87.6298")
CHICAGO = zoneinfo.ZoneInfo("America/Chicago")
NEW_YORK = zoneinfo.ZoneInfo("America/New_York")


def nws_days(answer):
    """The NWS rule: the daytime period's high, the evening's night low (a night period that starts after midnight is
    the day before's, and one before the first day is dropped), the higher chance of the two."""
    days = {}
    first = datetime.datetime.fromisoformat(answer["properties"]["periods"][0]["startTime"]).date()
    for period in answer["properties"]["periods"]:
        start = datetime.datetime.fromisoformat(period["startTime"])
        date = start.date() - datetime.timedelta(days=1) if not period["isDaytime"] and start.hour < 12 else start.date()
        if date < first:
            continue
        day = days.setdefault(date.isoformat(), {})
        day["day" if period["isDaytime"] else "night"] = period
    return {date: (d.get("day", {}).get("temperature"), d.get("night", {}).get("temperature"),
                   max(p["probabilityOfPrecipitation"]["value"] for p in d.values())) for date, d in days.items()}


def test_days_drop_the_overnight_period_and_pair_daytime_highs_with_the_evenings_lows(forecast, served, now):
    """Seven days from today in Chicago, each day's high, low and chance by the rule, and the night's wind (its
    "10 to 20 mph") as the strongest."""
    days = forecast.json("daily", *CHICAGO_POINT, "--provider", "nws", "--units", "imperial", "--format", "json")["days"]
    expected = nws_days(served.last("/gridpoints/PEER/1,1/forecast"))
    assert len(days) == 7
    assert days[0]["date"] == now.astimezone(CHICAGO).date().isoformat()
    for day in days:
        assert (day["temperature_max"], day["temperature_min"], day["precipitation_probability"]) == expected[day["date"]], day["date"]
    assert days[0]["wind_speed_max"] == 20


def test_alerts_are_the_real_ones_not_ended_most_severe_first_on_local_clocks(forecast, served):
    """London, KY: the test message, the cancellation and the ended advisory left out; the severe warning before the
    minor advisory; their onsets and ends, written in other offsets, shown on New York's clocks."""
    document = forecast.json("alerts", "London, KY", "--format", "json")
    features = served.last("/alerts/active")["features"]

    def local(text):
        return datetime.datetime.fromisoformat(text).astimezone(NEW_YORK).isoformat(timespec="seconds") if text else None
    expected = [(f["properties"]["event"], local(f["properties"]["onset"]), local(f["properties"]["ends"]))
                for f in (features[1], features[0])]
    assert document["coverage"] == "covered"
    assert [(a["event"], a["onset"], a["ends"]) for a in document["alerts"]] == expected
    assert [a["severity"] for a in document["alerts"]] == ["severe", "minor"]


def test_daily_in_the_us_shows_the_most_severe_alert_under_its_header(forecast, served):
    assert "⚠ Blizzard Warning (severe) from " in forecast.output("daily", *CHICAGO_POINT, "--days", "2")
    assert len(served.to("/alerts/active")) == 1


def test_daily_in_great_britain_asks_no_us_alert_service(forecast, served):
    assert "⚠" not in forecast.output("daily", "London", "--days", "2")
    assert served.to("/alerts/active") == []


def test_outside_the_us_the_nws_says_so_in_one_line_and_exits_69(forecast):
    outside = forecast.run("daily", "Beijing", "--provider", "nws")
    assert outside.returncode == 69
    assert outside.stderr.count("\n") == 1 and "covers only the United States" in outside.stderr
