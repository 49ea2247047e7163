"""The nowcast: MET Norway's radar (5-minute rates, one missing) and Open-Meteo's `minutely_15` (amounts of the quarter
hour before each stamp), the outlook's start, heaviest step and end read again by the README's rules, and the checks."""
import datetime

from peerlib import ANSWERS, forecast_head, met_refuses, peer_check

ORDER = 80
URLS = ["FORECAST_MET_NORWAY_URL"]


# The peer's own nowcast rates, in mm/h: dry, a shower that builds and eases with one step the radar could not
# read, dry, and a last light spell that lasts past the end; the model's quarter hours the same, as amounts.
RADAR_RATES = [0.0, 0.0, 0.05, 0.3, 1.1, None, 3.4, 5.2, 2.0, 0.6, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.2, 0.4, 0.4, 0.3, 0.2]
MODEL_AMOUNTS = [0.0, 0.0, 0.1, 0.45, 0.2, 0.0, 0.0, 0.0, 0.0, 0.05]


def radar_nowcast(now):
    """MET Norway's nowcast: `updated_at` 90 seconds ago, 23 steps of 5 minutes from the first mark after it, only the
    first with every instant value (as the recorded answer has it), one step with no rate at all."""
    updated = (now - datetime.timedelta(seconds=90)).replace(microsecond=0)
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


def minutely(query, head, now):
    """Open-Meteo's `minutely_15`: each amount over the 15 minutes before its stamp, stamps from the current quarter."""
    start = now.replace(minute=now.minute // 15 * 15, second=0, microsecond=0)
    count = int(query.get("forecast_minutely_15", 8))
    times = [start + datetime.timedelta(minutes=15 * i) for i in range(count)]
    amounts = [MODEL_AMOUNTS[i % len(MODEL_AMOUNTS)] for i in range(count)]
    ANSWERS["minutely"] = ([t.astimezone(datetime.timezone.utc) for t in times], amounts)
    head["minutely_15_units"] = {"time": "iso8601", "precipitation": "mm"}
    head["minutely_15"] = {"time": [t.strftime("%Y-%m-%dT%H:%M") for t in times], "precipitation": amounts}
    return head


def nowcast_summary(steps):
    """The README's rules, independently: rain is 0.1 mm/h or more; it starts at the first rain step, its heaviest is
    the highest rate (the first of equals), and it ends at the first step known to be dry after the last rain step."""
    rain = [i for i, (_, rate) in enumerate(steps) if rate is not None and rate >= 0.1]
    if not rain:
        return {"kind": "dry" if any(rate is not None for _, rate in steps) else "unknown"}
    heaviest = max(rain, key=lambda i: (steps[i][1], -i))
    end = next((time for time, rate in steps[rain[-1] + 1:] if rate is not None and rate < 0.1), None)
    return {"kind": "rain", "start": steps[rain[0]][0], "heaviest": (steps[heaviest][0], steps[heaviest][1]), "end": end}


def same_summary(shown, expected):
    """forecast's JSON outlook against the Python one: instants compared, rates to the hundredth it prints."""
    def instant(text):
        return datetime.datetime.fromisoformat(text).astimezone(datetime.timezone.utc) if text else None
    if shown["kind"] != expected["kind"]:
        return False
    if expected["kind"] != "rain":
        return True
    return (instant(shown["start"]) == expected["start"] and instant(shown["end"]) == expected["end"]
            and instant(shown["heaviest"]["time"]) == expected["heaviest"][0]
            and abs(shown["heaviest"]["precipitation_rate"] - expected["heaviest"][1]) <= 0.0051)


def answer(path, query, headers):
    """The peer's answer to a request for MET Norway's radar nowcast or Open-Meteo's quarter hours, else None."""
    if path == "/weatherapi/nowcast/2.0/complete":
        if met_refuses(query, headers):
            return 403, {"error": "forbidden"}
        if not 54 <= float(query["lat"]) <= 72:
            return 422, {"error": "outside the nowcast area"}
        ANSWERS["radar"] = radar_nowcast(datetime.datetime.now(datetime.timezone.utc))
        return 200, ANSWERS["radar"]
    if path == "/v1/forecast" and "minutely_15" in query:
        head, now = forecast_head(query)
        return 200, minutely(query, head, now)
    return None


def shown_from(steps, document):
    """The peer's steps from the first one forecast shows (the one under way when it ran), the rest in order."""
    first = datetime.datetime.fromisoformat(document["steps"][0]["time"]).astimezone(datetime.timezone.utc)
    return [(time, rate) for time, rate in steps if time >= first]


@peer_check("nowcast at a radar place: 5-minute steps, the outlook's start, heaviest step and end by the README's rules")
def nowcast_radar(peer):
    before = datetime.datetime.now(datetime.timezone.utc)
    nowcast, document = peer.json("nowcast", "--lat", "60.39", "--lon", "5.32", "--format", "json")
    after = datetime.datetime.now(datetime.timezone.utc)
    series = [(datetime.datetime.strptime(s["time"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=datetime.timezone.utc),
               s["data"]["instant"]["details"].get("precipitation_rate")) for s in ANSWERS["radar"]["properties"]["timeseries"]]
    steps = shown_from(series, document)
    # The first step shown is the one under way (or the first to come) when forecast read its clock, between the two.
    under_way = {next(time for time, _ in series if time + datetime.timedelta(minutes=5) > moment) for moment in (before, after)}
    return (nowcast.returncode == 0 and document["method"] == "radar" and document["step_minutes"] == 5
            and steps[0][0] in under_way and len(document["steps"]) == len(steps)
            and [s["precipitation_rate"] for s in document["steps"]] == [rate for _, rate in steps]
            and same_summary(document["summary"], nowcast_summary(steps)))


@peer_check("nowcast in Central Europe: the model's quarter hours as rates of the 15 minutes before each stamp")
def nowcast_model(peer):
    nowcast, document = peer.json("nowcast", "--lat", "52.22", "--lon", "6.89", "--format", "json")
    times, amounts = ANSWERS["minutely"]
    series = [(time - datetime.timedelta(minutes=15), amount * 4) for time, amount in zip(times, amounts)]
    steps = [step for step in shown_from(series, document)
             if step[0] < datetime.datetime.fromisoformat(document["summary"]["covered_until"]).astimezone(datetime.timezone.utc)]
    return (nowcast.returncode == 0 and document["method"] == "model" and document["step_minutes"] == 15
            and [round(s["precipitation_rate"], 6) for s in document["steps"]] == [round(rate, 6) for _, rate in steps]
            and same_summary(document["summary"], nowcast_summary(steps)))
