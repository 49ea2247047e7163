"""`forecast marine` at a coastal town whose own cell is land (Biarritz): the place search, the one search for water
around it and the nearest sea cell's hours. Part 5 times it answered wholly from the cache against `--version`
(issue 41: at most 2.0×, as a cached `daily`); part 7 times it cold at a simulated round trip against curl fetching
the same three URLs (at most 1.15×)."""
from runner.shared import LatencyRun, Row, Target, ratio, verdict

ORDER = 110
MARINE = ["marine", "--city", "Biarritz"]
TARGET_MARINE_RATIO = 2.0
ROWS = [Row("marine, fully cached", MARINE, f"`forecast {' '.join(MARINE)}`, fully cached", warm=True)]
LATENCY = [LatencyRun(
    "marine cold", MARINE, ["/v1/search", "/v1/marine", "/v1/marine"], 1.15,
    progress="a cold marine forecast at a coast", what="a cold marine forecast",
    asked="the place search, the one search for water and the sea cell's hours",
    description=[f"- **marine cold**: `forecast {' '.join(MARINE)}` (a town whose own cell is land) with the cache emptied, against curl",
                 "  fetching the same three URLs (the place search, the one search for water around it, and the nearest sea cell's hours)"])]


def targets(startup):
    marine_ratio = ratio(startup, "marine, fully cached")
    return [Target(15, f"| a cached `forecast marine` at most {TARGET_MARINE_RATIO}× `forecast --version` | "
                       f"{marine_ratio:.2f}× | {verdict(marine_ratio <= TARGET_MARINE_RATIO)} |",
                   f"marine {marine_ratio:.2f}x")]
