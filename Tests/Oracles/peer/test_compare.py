"""`compare` against the peer: every provider it stands in for side by side (Open-Meteo, MET Norway,
OpenWeatherMap), the NWS skipped outside the US."""
from oracles.peer.terms import OWM_KEY


def test_compare_shows_the_providers_side_by_side_with_a_spread(forecast):
    compared = forecast.json("compare", "Beijing", "--format", "json", env={"FORECAST_OPENWEATHERMAP_KEY": OWM_KEY})
    assert [p["provider"] for p in compared["providers"]] == ["Open-Meteo", "MET Norway", "OpenWeatherMap"]
    assert len(compared["spread"]) == 3
    assert [s["provider"] for s in compared["skipped"]] == ["nws"]
