"""`marine` against the peer's sea (oracles/peer/data_sets/marine.py): the nearest water's distance and bearing
against the haversine formula, the tide's high and low waters against the README's rule and a parabola through three
hours, and the conversions to feet, °F and knots, all computed again here from what the peer served."""
import datetime
import math
import zoneinfo

import pytest

BIARRITZ = (43.4832, -1.5586)
AT_BIARRITZ = ("marine", "--lat", str(BIARRITZ[0]), "--lon", str(BIARRITZ[1]), "--format", "json")
PARIS = zoneinfo.ZoneInfo("Europe/Paris")
MARINE = "/v1/marine"
EARTH_RADIUS = 6371.0088


def great_circle(start, end):
    """The haversine distance in km and the initial bearing in degrees, from `start` to `end` (latitude, longitude)."""
    (lat1, lon1), (lat2, lon2) = [(math.radians(a), math.radians(b)) for a, b in (start, end)]
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    distance = 2 * EARTH_RADIUS * math.asin(math.sqrt(h))
    bearing = math.degrees(math.atan2(math.sin(lon2 - lon1) * math.cos(lat2),
                                      math.cos(lat1) * math.sin(lat2) - math.sin(lat1) * math.cos(lat2) * math.cos(lon2 - lon1)))
    return distance, bearing % 360


def turning_points(times, levels):
    """The README's rule: an hour higher (lower) than the hours either side is high (low) water; a run of equal hours
    counts once, at its first, judged by the hours either side of the run; the first and last hours never turn; a
    lone crest is moved to the vertex of the parabola through it and its neighbours."""
    turns, i = [], 1
    while i < len(levels) - 1:
        j = i
        while j + 1 < len(levels) and levels[j + 1] == levels[i]:
            j += 1
        if j + 1 >= len(levels):
            break
        before, level, after = levels[i - 1], levels[i], levels[j + 1]
        kind = "high" if level > before and level > after else "low" if level < before and level < after else None
        if kind:
            time, height = times[i], level
            if j == i:
                curvature = before - 2 * level + after
                shift = max(-0.5, min(0.5, 0.5 * (before - after) / curvature))
                time, height = time + datetime.timedelta(minutes=round(shift * 60)), level - 0.25 * (before - after) * shift
            turns.append((kind, time, height))
        i = j + 1
    return turns


def local(text):
    return datetime.datetime.fromisoformat(text).replace(tzinfo=PARIS)


def hours_served(served):
    """The last marine answer, the hours of the one point forecast asked for."""
    answer = served.last(MARINE)
    assert "hourly" in answer, answer
    return answer


def test_a_place_on_land_gets_the_nearest_waters_distance_and_bearing(forecast, served):
    """Biarritz's own cell is land: one search for water over a list of points, then the hours of the nearest; the
    distance and bearing to that cell by the haversine formula."""
    sea = forecast.json(*AT_BIARRITZ)["sea"]
    asked = [exchange.query for exchange in served.to(MARINE)]
    water = hours_served(served)
    distance, bearing = great_circle(BIARRITZ, (water["latitude"], water["longitude"]))
    assert len(asked) == 2 and len(asked[0]["latitude"].split(",")) > 1
    assert not sea["at_place"]
    assert (sea["latitude"], sea["longitude"]) == (water["latitude"], water["longitude"])
    assert abs(sea["distance_km"] - distance) <= 0.051
    assert abs((sea["bearing"] - bearing + 180) % 360 - 180) <= 0.51


def test_high_and_low_waters_are_where_the_rule_puts_them_to_the_minute(forecast, served):
    document = forecast.json(*AT_BIARRITZ, "--days", "3")
    water = hours_served(served)
    expected = turning_points([local(t) for t in water["hourly"]["time"]], water["hourly"]["sea_level_height_msl"])
    shown = [(t["kind"], local(t["time"]), t["height"]) for day in document["days"] for t in day["tides"]]
    dates = {day["date"] for day in document["days"]}
    wanted = [turn for turn in expected if turn[1].date().isoformat() in dates]
    assert len(wanted) >= 8 and len(shown) == len(wanted)
    for (kind, time, height), (expected_kind, expected_time, expected_height) in zip(shown, wanted):
        assert kind == expected_kind and abs((time - expected_time).total_seconds()) <= 60, (kind, time, expected_time)
        assert abs(height - expected_height) <= 0.0051, (time, height, expected_height)


@pytest.mark.parametrize("shown, served_as, convert", [
    pytest.param("wave_height", "wave_height", lambda metres: metres / 0.3048, id="wave_height_in_feet"),
    pytest.param("sea_level", "sea_level_height_msl", lambda metres: metres / 0.3048, id="sea_level_in_feet"),
    pytest.param("sea_temperature", "sea_surface_temperature", lambda celsius: celsius * 9 / 5 + 32, id="sea_temperature_in_fahrenheit"),
    pytest.param("current_speed", "ocean_current_velocity", lambda kmh: kmh / 1.852, id="current_in_knots"),
])
def test_imperial_units_convert_every_hour_served(forecast, served, shown, served_as, convert):
    """`--units imperial --wind-unit kn`: 12 hours in feet, °F and knots, each from the value served for its hour."""
    document = forecast.json(*AT_BIARRITZ, "--hours", "12", "--units", "imperial", "--wind-unit", "kn")
    hourly = hours_served(served)["hourly"]
    index = {time: i for i, time in enumerate(hourly["time"])}
    assert document["units"]["height"] == "ft" and len(document["hours"]) == 12
    for hour in document["hours"]:
        assert abs(hour[shown] - convert(hourly[served_as][index[hour["time"]]])) <= 0.0051, hour["time"]


def test_far_inland_exits_69_in_one_line_after_the_one_search_for_water(forecast, served):
    marine = forecast.run("marine", "--lat", "52.52", "--lon", "13.405")
    assert marine.returncode == 69
    assert marine.stdout == "" and len(marine.stderr.strip().splitlines()) == 1
    assert len(served.to(MARINE)) == 1
