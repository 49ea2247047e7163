"""The fixtures themselves: the stub answers for the fixed moment and forecast runs at it."""


def test_forecast_runs_at_the_fixed_moment_against_the_stub(forecast, now):
    days = forecast.json("daily", "London", "--days", "2", "--format", "json")["days"]
    assert days[0]["date"] == now.date().isoformat()
