"""`nowcast` against the peer's (oracles/peer/data_sets/nowcast.py): the steps forecast shows against the radar's
5-minute rates and the model's quarter hours the peer served, and the outlook's start, heaviest step and end against
the README's rules applied here to those steps."""
import datetime

UTC = datetime.timezone.utc
RADAR = "/weatherapi/nowcast/2.0/complete"


def nowcast_summary(steps):
    """The README's rules: rain is 0.1 mm/h or more; it starts at the first rain step, its heaviest is the highest rate
    (the first of equals), and it ends at the first step known to be dry after the last rain step."""
    rain = [i for i, (_, rate) in enumerate(steps) if rate is not None and rate >= 0.1]
    if not rain:
        return {"kind": "dry" if any(rate is not None for _, rate in steps) else "unknown"}
    heaviest = max(rain, key=lambda i: (steps[i][1], -i))
    end = next((time for time, rate in steps[rain[-1] + 1:] if rate is not None and rate < 0.1), None)
    return {"kind": "rain", "start": steps[rain[0]][0], "heaviest": (steps[heaviest][0], steps[heaviest][1]), "end": end}


def assert_same_summary(shown, expected):
    """forecast's JSON outlook against the Python one: instants compared, rates to the hundredth it prints."""
    def instant(text):
        return datetime.datetime.fromisoformat(text).astimezone(UTC) if text else None
    assert shown["kind"] == expected["kind"]
    if expected["kind"] == "rain":
        assert (instant(shown["start"]), instant(shown["end"])) == (expected["start"], expected["end"])
        assert instant(shown["heaviest"]["time"]) == expected["heaviest"][0]
        assert abs(shown["heaviest"]["precipitation_rate"] - expected["heaviest"][1]) <= 0.0051


def shown_from(steps, document):
    """The peer's steps from the first one forecast shows (the one under way when it ran), the rest in order."""
    first = datetime.datetime.fromisoformat(document["steps"][0]["time"]).astimezone(UTC)
    return [(time, rate) for time, rate in steps if time >= first]


def test_a_radar_place_shows_five_minute_rates_and_their_outlook(forecast, served, now):
    """From the step under way at `now` (or the first to come), every rate served, one missing; the outlook by the
    rules."""
    document = forecast.json("nowcast", "--lat", "60.39", "--lon", "5.32", "--format", "json")
    series = [(datetime.datetime.strptime(s["time"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC),
               s["data"]["instant"]["details"].get("precipitation_rate")) for s in served.last(RADAR)["properties"]["timeseries"]]
    steps = shown_from(series, document)
    assert (document["method"], document["step_minutes"]) == ("radar", 5)
    assert steps[0][0] == next(time for time, _ in series if time + datetime.timedelta(minutes=5) > now)
    assert [s["precipitation_rate"] for s in document["steps"]] == [rate for _, rate in steps]
    assert_same_summary(document["summary"], nowcast_summary(steps))


def test_central_europe_shows_the_models_quarter_hours_as_rates_of_the_quarter_before(forecast, served):
    """Each amount served for a stamp is the rate of the 15 minutes before it (times 4), up to the outlook's end."""
    document = forecast.json("nowcast", "--lat", "52.22", "--lon", "6.89", "--format", "json")
    answer = [exchange.body for exchange in served.to("/v1/forecast") if "minutely_15" in exchange.query][-1]
    offset = datetime.timezone(datetime.timedelta(seconds=answer["utc_offset_seconds"]))
    stamps = [datetime.datetime.fromisoformat(t).replace(tzinfo=offset) for t in answer["minutely_15"]["time"]]
    series = [(stamp - datetime.timedelta(minutes=15), amount * 4) for stamp, amount in zip(stamps, answer["minutely_15"]["precipitation"])]
    covered = datetime.datetime.fromisoformat(document["summary"]["covered_until"]).astimezone(UTC)
    steps = [step for step in shown_from(series, document) if step[0] < covered]
    assert (document["method"], document["step_minutes"]) == ("model", 15)
    assert [round(s["precipitation_rate"], 6) for s in document["steps"]] == [round(rate, 6) for _, rate in steps]
    assert_same_summary(document["summary"], nowcast_summary(steps))
