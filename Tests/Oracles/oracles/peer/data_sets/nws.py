"""The NWS, as a provider and as the alert service of the US: its points (the contiguous US only), 12-hour periods
(America/Chicago) and active alerts."""
import datetime
import zoneinfo

ORDER = 40
URLS = ["FORECAST_NWS_URL"]
CHICAGO = zoneinfo.ZoneInfo("America/Chicago")
UNAVAILABLE = {"title": "Data Unavailable For Requested Point", "status": 404, "detail": "Unable to provide data for requested point"}


def nws_periods(units, now):
    """The NWS's 12-hour periods, America/Chicago: an "Overnight" from 01:00 today, then day and night in turn."""
    today = now.astimezone(CHICAGO).replace(hour=1, minute=0, second=0, microsecond=0)
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


def answer(path, query, headers, now):
    """The peer's answer to a request for the NWS's points, forecast or alerts, else None."""
    if path.startswith("/points/"):
        latitude, longitude = (float(part) for part in path[len("/points/"):].split(","))
        if not 24 <= latitude <= 50 or not -125 <= longitude <= -66:
            return 404, UNAVAILABLE
        grid = f"http://{headers.get('Host')}/gridpoints/PEER/1,1/forecast"
        return 200, {"properties": {"forecast": grid, "forecastHourly": f"{grid}/hourly", "timeZone": CHICAGO.key}}
    if path == "/alerts/active":
        return 200, nws_alerts(now)
    if path == "/gridpoints/PEER/1,1/forecast":
        return 200, nws_periods(query.get("units", "us"), now)
    return None
