"""The nowcast: MET Norway's radar (5-minute rates, one missing; Norway and its seas only), behind MET Norway's terms,
and Open-Meteo's `minutely_15` (amounts of the quarter hour before each stamp)."""
import datetime

from oracles.peer.terms import met_refuses
from oracles.peer.weather import forecast_head

ORDER = 80
URLS = ["FORECAST_MET_NORWAY_URL"]
# The peer's own nowcast rates, in mm/h: dry, a shower that builds and eases with one step the radar could not
# read, dry, and a last light spell that lasts past the end; the model's quarter hours the same, as amounts.
RADAR_RATES = [0.0, 0.0, 0.05, 0.3, 1.1, None, 3.4, 5.2, 2.0, 0.6, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.2, 0.4, 0.4, 0.3, 0.2]
MODEL_AMOUNTS = [0.0, 0.0, 0.1, 0.45, 0.2, 0.0, 0.0, 0.0, 0.0, 0.05]


def radar_nowcast(now):
    """MET Norway's nowcast: `updated_at` 90 seconds ago, 23 steps of 5 minutes from the first mark after it, only the
    first with every instant value (as the recorded answer has it), one step with no rate at all."""
    updated = (now - datetime.timedelta(seconds=90)).astimezone(datetime.timezone.utc).replace(microsecond=0)
    first = updated.replace(second=0) + datetime.timedelta(minutes=5 - updated.minute % 5)
    steps = []
    for index, rate in enumerate(RADAR_RATES):
        details = {} if rate is None else {"precipitation_rate": rate}
        if index == 0:
            details.update({"air_temperature": 6.1, "relative_humidity": 81.0, "wind_from_direction": 200.0, "wind_speed": 3.1})
        data = {"instant": {"details": details}}
        if index == 0:
            data["next_1_hours"] = {"summary": {"symbol_code": "rain"}, "details": {"precipitation_amount": 1.2}}
        steps.append({"time": (first + datetime.timedelta(minutes=5 * index)).strftime("%Y-%m-%dT%H:%M:%SZ"), "data": data})
    return {"type": "Feature", "geometry": {"type": "Point", "coordinates": [5.32, 60.39, 12]},
            "properties": {"meta": {"updated_at": updated.strftime("%Y-%m-%dT%H:%M:%SZ"), "radar_coverage": "ok",
                                    "units": {"precipitation_rate": "mm/h"}}, "timeseries": steps}}


def minutely(query, now):
    """Open-Meteo's `minutely_15`: each amount over the 15 minutes before its stamp, stamps from the current quarter."""
    head, local = forecast_head(query, now)
    start = local.replace(minute=local.minute // 15 * 15, second=0, microsecond=0)
    count = int(query.get("forecast_minutely_15", 8))
    head["minutely_15_units"] = {"time": "iso8601", "precipitation": "mm"}
    head["minutely_15"] = {"time": [(start + datetime.timedelta(minutes=15 * i)).strftime("%Y-%m-%dT%H:%M") for i in range(count)],
                           "precipitation": [MODEL_AMOUNTS[i % len(MODEL_AMOUNTS)] for i in range(count)]}
    return head


def answer(path, query, headers, now):
    """The peer's answer to a request for MET Norway's radar nowcast or Open-Meteo's quarter hours, else None."""
    if path == "/weatherapi/nowcast/2.0/complete":
        if met_refuses(query, headers):
            return 403, {"error": "forbidden"}
        if not 54 <= float(query["lat"]) <= 72:
            return 422, {"error": "outside the nowcast area"}
        return 200, radar_nowcast(now)
    if path == "/v1/forecast" and "minutely_15" in query:
        return 200, minutely(query, now)
    return None
