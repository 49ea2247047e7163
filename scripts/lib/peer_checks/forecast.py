"""The forecast's own checks against the peer's Open-Meteo forecast and place search (scripts/check-against-peer-server):
current, hourly, search, daily, `check rain`, and the ambiguity note."""
import datetime
import zoneinfo

from peerlib import DRY_HOURS, peer_check

ORDER = 10


def london_now():
    return datetime.datetime.now(zoneinfo.ZoneInfo("Europe/London")).replace(minute=0)


@peer_check("current London: exit 0, the server's pressure and gusts")
def current_london(peer):
    current, document = peer.json("current", "London", "--format", "json")
    return current.returncode == 0 and document["current"]["pressure_msl"] == 1018.2 and document["current"]["wind_gusts"] == 27.4


@peer_check("hourly --hours 30: 30 rows from the current local hour")
def hourly_thirty(peer):
    now = london_now()
    hourly, document = peer.json("hourly", "--city", "London", "--hours", "30", "--format", "json")
    hours = document.get("hours", [])
    return (hourly.returncode == 0 and len(hours) == 30 and hours[0]["time"] == now.strftime("%Y-%m-%dT%H:00")
            and hours[DRY_HOURS]["precipitation"] == 0.6)


@peer_check("search London: 5 places, numbered")
def search_london(peer):
    found = peer.run("search", "London")
    return found.returncode == 0 and "5 places" in found.stdout and "\n5  " in found.stdout


@peer_check("search London --country CA: Ontario only")
def search_canada(peer):
    canadian, document = peer.json("search", "London", "--country", "CA", "--format", "json")
    return canadian.returncode == 0 and [p["admin1"] for p in document.get("places", [])] == ["Ontario"]


@peer_check("daily --city London --country CA: London, Ontario, 7 days, no note")
def daily_canada(peer):
    daily = peer.run("daily", "--city", "London", "--country", "CA")
    return (daily.returncode == 0 and daily.stdout.startswith("London, Ontario, Canada\n") and "7 days" in daily.stdout
            and "Also:" not in daily.stdout)


@peer_check("check rain --within 48h: yes (0), from the first wet hour")
def check_rain_yes(peer):
    first = (london_now() + datetime.timedelta(hours=DRY_HOURS)).strftime("%H:00")
    wet = peer.run("check", "rain", "London", "--within", "48h")
    return wet.returncode == 0 and wet.stdout.startswith("yes: rain likely from ") and f"{first} (70%, 0.6 mm/h)" in wet.stdout


@peer_check("check rain --within 6h: no (1)")
def check_rain_no(peer):
    dry = peer.run("check", "rain", "London", "--within", "6h")
    return dry.returncode == 1 and dry.stdout.startswith("no: no rain expected in the next 6 h")


@peer_check("the ambiguity note appears for London")
def ambiguity_note(peer):
    london = peer.run("London", "--days", "3")
    return london.returncode == 0 and london.stdout.splitlines()[2].startswith("Also: London, Ontario, CA")


@peer_check("and not for Beijing")
def no_ambiguity_note(peer):
    beijing = peer.run("current", "Beijing")
    return beijing.returncode == 0 and "Also:" not in beijing.stdout
