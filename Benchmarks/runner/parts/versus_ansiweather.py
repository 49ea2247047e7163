"""Part 2: forecast against ansiweather, pointed at the stub's OpenWeatherMap stand-in through its fetch_cmd."""
import pathlib
import subprocess
import sys
import tempfile

from ..measure import hyperfine
from ..report import TIMING_HEADER, Part, timing_row


def part(bench, results):
    print("bench: 2/10 forecast against ansiweather", file=sys.stderr)
    with tempfile.TemporaryDirectory() as scratch:
        fetch = pathlib.Path(scratch) / "fetch"
        fetch.write_text(f'#!/bin/sh\nexec curl -sf "{bench.stub.url}/${{1#https://api.openweathermap.org/}}"\n')
        fetch.chmod(0o755)
        config = pathlib.Path(scratch) / "ansiweatherrc"
        config.write_text(f"location:London\nfetch_cmd:{fetch}\napi_key:benchmark\nunits:metric\nforecast:7\nansi:false\n")
        peer_env = {**bench.env, "ANSIWEATHERRC": str(config)}
        check = subprocess.run(["ansiweather"], env=peer_env, capture_output=True, text=True)
        if check.returncode != 0:
            raise SystemExit(f"bench: ansiweather failed against the stand-in: {check.stdout.strip()}")
        versus_peer = hyperfine({"forecast": bench.forecast_command, "ansiweather": "ansiweather"}, bench.peer_runs, 1, 1, peer_env)
    peer_ratio = versus_peer["ansiweather"]["median"] / versus_peer["forecast"]["median"]
    return Part(
        lines=["## 2. forecast against ansiweather", "",
               "ansiweather (a shell script over curl, jq and bc) asks the stub's OpenWeatherMap stand-in for a 7-day forecast",
               "through its `fetch_cmd` setting (a two-line wrapper that sends its URL to loopback).", ""] + TIMING_HEADER + [
               timing_row("`forecast daily --city London --days 7`", versus_peer["forecast"]),
               timing_row("`ansiweather` (location London, forecast 7)", versus_peer["ansiweather"]), "",
               f"**ansiweather / forecast: {peer_ratio:.1f}×** (medians): forecast is that many times faster.", ""],
        summary=f"ansiweather/forecast {peer_ratio:.1f}x")
