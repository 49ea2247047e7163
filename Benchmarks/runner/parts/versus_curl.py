"""Part 1: `forecast daily` against curl fetching the same URLs (the place search, the forecast, the country's warning
feeds) in one process."""
import sys

from oracles.paths import ROOT

from ..measure import hyperfine
from ..report import TIMING_HEADER, Part, timing_row
from ..shared import ms, verdict

# The targets in force (DEVELOPERS.md and issue 28): argument parsing's cost is accepted, so start-up is held to
# ratios of `forecast --version`, and a cold run on loopback to 1.6x curl.
TARGET_RATIO = 1.6


def part(bench, results):
    print("bench: 1/10 forecast against curl", file=sys.stderr)
    versus_curl = results["versus_curl"] = hyperfine({"forecast": bench.forecast_command, "curl": bench.curl_command},
                                                     bench.runs, bench.rounds, bench.warmup, bench.env)
    ratio = versus_curl["forecast"]["median"] / versus_curl["curl"]["median"]
    return Part(
        targets=[f"| `forecast daily` at most {TARGET_RATIO}× curl fetching the same URLs | {ratio:.2f}× | {verdict(ratio <= TARGET_RATIO)} |"],
        lines=["## 1. forecast against curl", "",
               "The same requests (place search, then forecast, then the country's warning feeds), sequentially, gzip accepted, output discarded by curl and",
               "rendered as a table by forecast. Median, interquartile range and full range of wall time; "
               f"{bench.rounds} alternating rounds of hyperfine pooled.", ""] + TIMING_HEADER + [
               timing_row("`forecast daily --city London --days 7`", versus_curl["forecast"]),
               timing_row("`curl` (the same URLs)", versus_curl["curl"]), "",
               f"**forecast / curl: {ratio:.2f}×** (medians).", "", "```",
               bench.forecast_command.replace(str(ROOT) + "/", ""), bench.curl_command, "```", ""],
        summary=f"forecast/curl {ratio:.2f}x ({ms(versus_curl['forecast']['median'])} vs {ms(versus_curl['curl']['median'])})")
