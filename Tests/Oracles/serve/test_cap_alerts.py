"""forecast serve's /PLACE/alerts with a warning from the public alert server's CAP feeds: the document forecast alerts
prints, in the language asked."""
import json

SOUTH_ISRAEL = ("--lat", "31.2", "--lon", "35.35")


def test_serve_answers_a_places_cap_warnings_as_forecast_alerts_prints_them(serve, forecast):
    answer = serve.get("/31.2,35.35/alerts?format=json&lang=he")
    assert answer.status == 200, answer
    served = json.loads(answer.body)
    printed = forecast.json("alerts", *SOUTH_ISRAEL, "--lang", "he", "--format", "json")
    assert [alert["id"] for alert in served["alerts"]] == [alert["id"] for alert in printed["alerts"]] != []
    assert served["alerts"][0]["language"] == "he-IL"
