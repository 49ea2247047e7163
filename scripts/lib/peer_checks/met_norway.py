"""MET Norway as a provider: the peer's locationforecast (a UTC series of its own, hourly for 60 steps from the current
hour, then 6-hourly for 9 days) and its empty MetAlerts, the days its documented rule gives, and the checks."""
import datetime
import math
import zoneinfo

from peerlib import ANSWERS, REQUESTS, met_refuses, peer_check

ORDER = 20
# The variables that point forecast at the peer for this data set.
URLS = ["FORECAST_MET_NORWAY_URL"]


def met_series(now):
    """MET Norway's answer: UTC steps from the current hour, hourly for 60 then 6-hourly, to 9 days."""
    start = now.astimezone(datetime.timezone.utc).replace(minute=0, second=0, microsecond=0)
    times = [start + datetime.timedelta(hours=i) for i in range(60)]
    while times[-1] < start + datetime.timedelta(days=9):
        times.append(times[-1] + datetime.timedelta(hours=6))
    steps = []
    for index, time in enumerate(times):
        data = {"instant": {"details": {"air_temperature": round(10 + 8 * math.sin(index / 7), 1),
                                        "wind_speed": round(2 + (index % 9) * 0.7, 1), "wind_from_direction": index * 13 % 360,
                                        "relative_humidity": 70.0, "cloud_area_fraction": 50.0, "air_pressure_at_sea_level": 1012.0}}}
        gap = (times[index + 1] - time).total_seconds() / 3600 if index + 1 < len(times) else None
        if gap == 1:
            data["next_1_hours"] = {"summary": {"symbol_code": "lightrain" if index % 5 == 0 else "cloudy"},
                                    "details": {"precipitation_amount": 0.3 if index % 5 == 0 else 0.0}}
        if gap in (1, 6):
            data["next_6_hours"] = {"summary": {"symbol_code": "rain"}, "details": {"precipitation_amount": round(0.1 * (index % 4), 1)}}
        steps.append({"time": time.strftime("%Y-%m-%dT%H:%M:%SZ"), "data": data})
    return {"type": "Feature", "properties": {"meta": {"units": {"air_temperature": "celsius", "precipitation_amount": "mm",
            "wind_speed": "m/s"}}, "timeseries": steps}}


def met_days(answer, zone):
    """The MET rule, independently: each step on its local date; highs, lows, amounts until the next step."""
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


def answer(path, query, headers):
    """The peer's answer to a request for MET Norway's forecast or alerts, else None."""
    if path == "/weatherapi/locationforecast/2.0/compact":
        if met_refuses(query, headers):
            return 403, {"error": "forbidden"}
        return 200, ANSWERS.setdefault("met", met_series(datetime.datetime.now(datetime.timezone.utc)))
    if path == "/weatherapi/metalerts/2.0/current.json":
        return 200, {"type": "FeatureCollection", "lang": query.get("lang"), "features": []}
    return None


@peer_check("daily Beijing --provider met-norway: Asia/Shanghai dates from today, values by the MET rule")
def met_norway_days(peer):
    met, document = peer.json("daily", "Beijing", "--provider", "met-norway", "--days", "5", "--format", "json")
    shown = document.get("days", [])
    expected = met_days(ANSWERS.get("met", {"properties": {"timeseries": []}}), zoneinfo.ZoneInfo("Asia/Shanghai"))
    today = datetime.datetime.now(zoneinfo.ZoneInfo("Asia/Shanghai")).date().isoformat()
    return (met.returncode == 0 and len(shown) == 5 and shown[0]["date"] == today
            and all(expected.get(d["date"]) == (d["temperature_max"], d["temperature_min"], d["precipitation_sum"],
                                                 round(d["wind_speed_max"], 6)) for d in shown))


@peer_check("MET requests name forecast in the User-Agent and carry at most 4 decimals")
def met_norway_terms(peer):
    request = next((r for r in REQUESTS if r[0].startswith("/weatherapi/")), ("", {}, {}))
    return (request[2].get("User-Agent", "").startswith("forecast/")
            and all(len(request[1].get(k, "").partition(".")[2]) <= 4 for k in ("lat", "lon")))
