"""A place the stub's radar covers: a cold nowcast there is the place search and one nowcast request (issue 30),
timed in latency mode against curl fetching the same two URLs."""
from runner.shared import LatencyRun

ORDER = 100
NOWCAST = ["nowcast", "--city", "Bergen"]
LATENCY = [LatencyRun(
    "nowcast cold", NOWCAST, ["/v1/search", "/weatherapi/nowcast/"], 1.1,
    progress="a cold nowcast at a radar place", what="a cold nowcast", asked="the place search and the radar's nowcast",
    description=[f"- **nowcast cold**: `forecast {' '.join(NOWCAST)}` (a place the stub's radar covers) with the cache emptied, against curl",
                 "  fetching the same two URLs (the place search and the radar's nowcast: one request beyond the place search)"])]
