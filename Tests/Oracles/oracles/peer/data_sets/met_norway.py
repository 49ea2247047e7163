"""MET Norway as a provider: its locationforecast (a UTC series of the peer's own, hourly for 60 steps from the
current hour, then 6-hourly for 9 days) and its MetAlerts (none), behind MET Norway's terms."""
import datetime
import math

from oracles.peer.terms import met_refuses

ORDER = 20
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


def answer(path, query, headers, now):
    """The peer's answer to a request for MET Norway's forecast or alerts, else None."""
    if path == "/weatherapi/locationforecast/2.0/compact":
        return (403, {"error": "forbidden"}) if met_refuses(query, headers) else (200, met_series(now))
    if path == "/weatherapi/metalerts/2.0/current.json":
        return 200, {"type": "FeatureCollection", "lang": query.get("lang"), "features": []}
    return None
