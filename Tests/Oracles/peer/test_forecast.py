"""current, hourly, search, daily, `check rain` and the ambiguity note against the peer's own Open-Meteo forecast and
place search (oracles/peer/weather.py): its values, its hours from the current one in the place's zone (zoneinfo),
its weather (dry for DRY_HOURS, then rain) and its recorded places."""
import datetime
import zoneinfo

from oracles.peer.weather import DRY_HOURS

LONDON = zoneinfo.ZoneInfo("Europe/London")


def test_current_shows_the_servers_pressure_and_gusts(forecast):
    current = forecast.json("current", "London", "--format", "json")["current"]
    assert (current["pressure_msl"], current["wind_gusts"]) == (1018.2, 27.4)


def test_hourly_gives_the_hours_asked_from_the_current_local_hour(forecast, now):
    hours = forecast.json("hourly", "--city", "London", "--hours", "30", "--format", "json")["hours"]
    assert len(hours) == 30
    assert hours[0]["time"] == now.astimezone(LONDON).strftime("%Y-%m-%dT%H:00")
    assert hours[DRY_HOURS]["precipitation"] == 0.6


def test_search_numbers_the_places_found(forecast):
    found = forecast.output("search", "London")
    assert "5 places" in found and "\n5  " in found


def test_search_keeps_the_country_asked(forecast):
    places = forecast.json("search", "London", "--country", "CA", "--format", "json")["places"]
    assert [place["admin1"] for place in places] == ["Ontario"]


def test_daily_with_a_country_shows_that_place_and_no_note(forecast):
    daily = forecast.output("daily", "--city", "London", "--country", "CA")
    assert daily.startswith("London, Ontario, Canada\n")
    assert "7 days" in daily and "Also:" not in daily


def test_check_rain_says_yes_from_the_first_wet_hour(forecast, now):
    """Exit 0, naming the hour DRY_HOURS after the current one, with the peer's chance and amount."""
    first = (now.astimezone(LONDON) + datetime.timedelta(hours=DRY_HOURS)).strftime("%H:00")
    wet = forecast.run("check", "rain", "London", "--within", "48h")
    assert wet.returncode == 0
    assert wet.stdout.startswith("yes: rain likely from ") and f"{first} (70%, 0.6 mm/h)" in wet.stdout


def test_check_rain_says_no_within_the_dry_hours(forecast):
    dry = forecast.run("check", "rain", "London", "--within", "6h")
    assert dry.returncode == 1
    assert dry.stdout.startswith("no: no rain expected in the next 6 h")


def test_an_ambiguous_name_notes_the_other_places(forecast):
    assert forecast.output("London", "--days", "3").splitlines()[2].startswith("Also: London, Ontario, CA")


def test_an_unambiguous_name_has_no_note(forecast):
    assert "Also:" not in forecast.output("current", "Beijing")
