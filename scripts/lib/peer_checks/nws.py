"""The NWS as a provider and as the alert service of the US: the peer's points, 12-hour periods (America/Chicago) and
active alerts, the days its rule gives, and the checks."""
import datetime
import zoneinfo

from peerlib import ANSWERS, REQUESTS, peer_check

ORDER = 40
URLS = ["FORECAST_NWS_URL"]


NWS_ZONE = zoneinfo.ZoneInfo("America/Chicago")


def nws_periods(units):
    """The NWS's 12-hour periods, America/Chicago: an "Overnight" from 01:00 today, then day and night in turn."""
    today = datetime.datetime.now(NWS_ZONE).replace(hour=1, minute=0, second=0, microsecond=0)
    starts = [today] + [today.replace(hour=6) + datetime.timedelta(hours=12 * i) for i in range(13)]
    periods = []
    for index, start in enumerate(starts):
        day = start.hour == 6
        fahrenheit = (60 if day else 40) + index
        periods.append({"number": index + 1, "startTime": start.isoformat(), "isDaytime": day,
                        "temperature": round((fahrenheit - 32) * 5 / 9) if units == "si" else fahrenheit,
                        "temperatureUnit": "C" if units == "si" else "F",
                        "probabilityOfPrecipitation": {"value": (index * 10) % 100 if day else 5 + index},
                        "windSpeed": ("5 to 10 mph" if day else "10 to 20 mph") if units != "si" else ("8 to 16 km/h" if day else "16 to 32 km/h"),
                        "windDirection": "SW", "shortForecast": "Partly Sunny" if day else "Chance Rain Showers"})
    return {"properties": {"units": units, "periods": periods}}


def nws_days(answer):
    """The NWS rule, independently: daytime high, the evening's night low; a night after midnight is the day before's."""
    days = {}
    first = datetime.datetime.fromisoformat(answer["properties"]["periods"][0]["startTime"]).date()
    for period in answer["properties"]["periods"]:
        start = datetime.datetime.fromisoformat(period["startTime"])
        date = start.date() - datetime.timedelta(days=1) if not period["isDaytime"] and start.hour < 12 else start.date()
        if date < first:
            continue
        day = days.setdefault(date.isoformat(), {})
        day["day" if period["isDaytime"] else "night"] = period
    return {date: (d.get("day", {}).get("temperature"), d.get("night", {}).get("temperature"),
                   max(p["probabilityOfPrecipitation"]["value"] for p in d.values())) for date, d in days.items()}


def nws_alerts(now):
    """The NWS's alerts for any point: a minor advisory in force, a severe warning from tomorrow, an ended one, a
    test message and a cancellation, each time written in a different offset (the client must read them all)."""
    def at(hours, offset):
        return (now + datetime.timedelta(hours=hours)).astimezone(datetime.timezone(datetime.timedelta(hours=offset))).isoformat(timespec="seconds")

    def alert(event, severity, onset, ends, status="Actual", message="Alert"):
        return {"id": f"https://peer/alerts/{event}", "properties": {
            "id": event, "event": event, "severity": severity, "certainty": "Likely", "urgency": "Expected", "status": status,
            "messageType": message, "onset": onset, "ends": ends, "expires": at(1, 0), "headline": f"{event} issued",
            "senderName": "NWS Peer", "areaDesc": "Cook; DuPage"}}
    return {"type": "FeatureCollection", "features": [
        alert("Frost Advisory", "Minor", at(-2, -5), at(5, 9)),
        alert("Blizzard Warning", "Severe", at(20, 2), None),
        alert("Gone Advisory", "Moderate", at(-9, 0), at(-1, 0)),
        alert("Test Message", "Unknown", None, None, status="Test"),
        alert("Cancelled Warning", "Extreme", at(-1, 0), at(4, 0), message="Cancel"),
    ]}


def answer(path, query, headers):
    """The peer's answer to a request for the NWS's points, forecast or alerts, else None."""
    now = datetime.datetime.now(datetime.timezone.utc)
    if path.startswith("/points/"):
        latitude, longitude = (float(part) for part in path[len("/points/"):].split(","))
        if not 24 <= latitude <= 50 or not -125 <= longitude <= -66:
            return 404, {"title": "Data Unavailable For Requested Point", "status": 404,
                         "detail": "Unable to provide data for requested point"}
        host = headers.get("Host")
        return 200, {"properties": {"forecast": f"http://{host}/gridpoints/PEER/1,1/forecast",
                                    "forecastHourly": f"http://{host}/gridpoints/PEER/1,1/forecast/hourly", "timeZone": "America/Chicago"}}
    if path == "/alerts/active":
        return 200, ANSWERS.setdefault("nws-alerts", nws_alerts(now))
    if path == "/gridpoints/PEER/1,1/forecast":
        return 200, ANSWERS.setdefault("nws-" + query.get("units", "us"), nws_periods(query.get("units", "us")))
    return None


@peer_check("daily --provider nws: the overnight period dropped, daytime highs, the evening's lows, the higher chance")
def nws_days_by_rule(peer):
    nws, document = peer.json("daily", "--lat", "41.8781", "--lon", "-87.6298", "--provider", "nws", "--units", "imperial",
                              "--format", "json")
    shown = document.get("days", [])
    expected = nws_days(ANSWERS.get("nws-us", {"properties": {"periods": [{"startTime": "2000-01-01T00:00:00+00:00"}]}}))
    return (nws.returncode == 0 and len(shown) == 7 and shown[0]["date"] == datetime.datetime.now(NWS_ZONE).date().isoformat()
            and all(expected.get(d["date"]) == (d["temperature_max"], d["temperature_min"], d["precipitation_probability"])
                    for d in shown) and shown[0]["wind_speed_max"] == 20)


@peer_check("alerts for London, KY: only real ones not ended, most severe first, times on New York's clocks (zoneinfo)")
def alerts_kentucky(peer):
    result, document = peer.json("alerts", "London, KY", "--format", "json")
    served = ANSWERS.get("nws-alerts", {"features": []})["features"]
    zone = zoneinfo.ZoneInfo("America/New_York")

    def local(text):
        return datetime.datetime.fromisoformat(text).astimezone(zone).isoformat(timespec="seconds") if text else None
    expected = [(f["properties"]["event"], local(f["properties"]["onset"]), local(f["properties"]["ends"]))
                for f in (served[1], served[0])]
    shown = [(a["event"], a["onset"], a["ends"]) for a in document.get("alerts", [])]
    return (result.returncode == 0 and document.get("coverage") == "covered" and shown == expected
            and [a["severity"] for a in document["alerts"]] == ["severe", "minor"])


@peer_check("daily in Chicago shows the most severe alert under its header; London GB asks no alert service")
def alerts_banner(peer):
    before = len(REQUESTS)
    chicago = peer.run("daily", "--lat", "41.8781", "--lon", "-87.6298", "--days", "2")
    london = peer.run("daily", "London", "--days", "2")
    asked = [r[0] for r in REQUESTS[before:]]
    return (chicago.returncode == 0 and "⚠ Blizzard Warning (severe) from " in chicago.stdout and london.returncode == 0
            and "⚠" not in london.stdout and asked.count("/alerts/active") == 1)


@peer_check("nws outside the US: one line saying so, exit 69")
def nws_outside(peer):
    outside = peer.run("daily", "Beijing", "--provider", "nws")
    return outside.returncode == 69 and outside.stderr.count("\n") == 1 and "covers only the United States" in outside.stderr
