"""What scripts/check-against-peer-server and its data sets' files in scripts/lib/peer_checks/ share: the answers the
peer has made this run, the requests it received, its weather's shape, and the decorator that marks a check."""
import datetime
import zoneinfo

# The answers the peer made this run, by name ("met", "archive", "ensemble", "radar", …), for the checks to compute
# from; and every request it received, as (path, query, headers).
ANSWERS = {}
REQUESTS = []
# The peer's own weather: dry for DRY_HOURS from the current hour, then WET_HOURS of rain, then dry again.
DRY_HOURS, WET_HOURS = 10, 4
# The OpenWeatherMap key the peer accepts.
OWM_KEY = "peer0key1234"


def peer_check(name):
    """Marks a check: a function of the `Peer` (its `run(*arguments, extra=)` and `json(…)`) that returns whether
    forecast did right. A data set's file's checks run in the order they are written there."""
    def mark(function):
        function.peer_check = name
        return function
    return mark


def checks(module):
    """The (name, function) of each check a module marked, in the order they are written."""
    return [(value.peer_check, value) for value in vars(module).values() if callable(value) and hasattr(value, "peer_check")]


def zone_of(query):
    """The zone an Open-Meteo query asks its times in (GMT for `auto` or none)."""
    return zoneinfo.ZoneInfo(query.get("timezone", "GMT") if query.get("timezone", "auto") != "auto" else "GMT")


def forecast_head(query):
    """The head of an answer of Open-Meteo's forecast API for `query`, and the time now in the zone it asks."""
    zone = zone_of(query)
    now = datetime.datetime.now(zone)
    head = {"latitude": float(query["latitude"]), "longitude": float(query["longitude"]), "generationtime_ms": 0.1,
            "utc_offset_seconds": int(now.utcoffset().total_seconds()), "timezone": zone.key,
            "timezone_abbreviation": now.tzname(), "elevation": 23.0}
    return head, now


def met_refuses(query, headers):
    """Whether MET Norway's terms refuse the request: no User-Agent, or a coordinate with more than 4 decimals."""
    return not headers.get("User-Agent") or any(len(query.get(k, "").partition(".")[2]) > 4 for k in ("lat", "lon"))


def recent_high(date):
    """The forecast API's recent past (`past_days`): a high of its own for each date, unlike any archive value."""
    return 40 + date.toordinal() % 7
