"""MET Norway as a provider, against the peer's locationforecast (oracles/peer/data_sets/met_norway.py): the days
forecast shows against the days MET Norway's documented rule gives from what the peer served, computed again here
with zoneinfo, and the requests against MET Norway's terms."""
import datetime
import zoneinfo

SHANGHAI = zoneinfo.ZoneInfo("Asia/Shanghai")
LOCATIONFORECAST = "/weatherapi/locationforecast/2.0/compact"
BEIJING_DAYS = ("daily", "Beijing", "--provider", "met-norway", "--days", "5", "--format", "json")


def met_days(answer, zone):
    """The MET rule: each step on its local date; highs, lows, amounts until the next step, the strongest wind in km/h."""
    steps = answer["properties"]["timeseries"]
    days = {}
    for index, step in enumerate(steps):
        moment = datetime.datetime.strptime(step["time"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=datetime.timezone.utc)
        day = days.setdefault(moment.astimezone(zone).date().isoformat(), {"temperatures": [], "amounts": [], "winds": []})
        details = step["data"]["instant"]["details"]
        day["temperatures"].append(details["air_temperature"])
        day["winds"].append(details["wind_speed"])
        if index + 1 < len(steps):
            after = datetime.datetime.strptime(steps[index + 1]["time"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=datetime.timezone.utc)
            key = {1: "next_1_hours", 6: "next_6_hours"}.get(int((after - moment).total_seconds() // 3600))
            if key and key in step["data"]:
                day["amounts"].append(step["data"][key]["details"]["precipitation_amount"])
    return {date: (max(d["temperatures"]), min(d["temperatures"]), round(sum(d["amounts"]), 6) if d["amounts"] else None,
                   round(max(d["winds"]) * 3.6, 6)) for date, d in days.items()}


def test_days_are_local_dates_from_today_with_values_by_the_met_rule(forecast, served, now):
    days = forecast.json(*BEIJING_DAYS)["days"]
    expected = met_days(served.last(LOCATIONFORECAST), SHANGHAI)
    assert len(days) == 5
    assert days[0]["date"] == now.astimezone(SHANGHAI).date().isoformat()
    for day in days:
        shown = (day["temperature_max"], day["temperature_min"], day["precipitation_sum"], round(day["wind_speed_max"], 6))
        assert shown == expected[day["date"]], day["date"]


def test_requests_name_forecast_and_carry_at_most_four_decimals(forecast, served):
    forecast.output(*BEIJING_DAYS)
    asked = [exchange for exchange in served if exchange.path.startswith("/weatherapi/")]
    assert asked
    for exchange in asked:
        assert exchange.headers.get("User-Agent", "").startswith("forecast/")
        assert all(len(exchange.query.get(k, "").partition(".")[2]) <= 4 for k in ("lat", "lon")), exchange.query
