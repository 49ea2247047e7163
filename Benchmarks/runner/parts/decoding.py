"""Part 3: decode + map of generated answers in Open-Meteo's real shape, and of the largest recorded CAP document, in
process (forecast-decoding-benchmark, Benchmarks/DecodingBenchmark)."""
import json
import subprocess
import sys

from ..measure import run
from ..report import Part
from ..shared import ms, verdict

TARGET_HOURLY_MS = 5.0
# Decoding a 30-year archive answer and computing a week of normals from it (issue 21).
TARGET_NORMALS_MS = 5.0
# Reading the NWS's 1.6 MB CAP document (212 polygons, 93,040 points) and placing a point in them (issue 46).
TARGET_CAP_MS = 50.0


def part(bench, results):
    print("bench: 3/10 decode + map", file=sys.stderr)
    output = run([str(bench.decoding_benchmark)] + (["--quick"] if bench.options.quick else []), stdout=subprocess.PIPE).stdout
    decoding = {entry["name"]: entry for entry in map(json.loads, output.splitlines())}
    hourly = decoding["hourly_16_days_12_variables"]
    normals = decoding["normals_30_years_week"]
    cap = decoding["cap_1_6_mb_polygon"]
    lines = ["## 3. Decode + map, in process (release build)", "",
             "Generated answers in Open-Meteo's real shape, read by the same code a request's answer goes through",
             "(`swift run -c release forecast-decoding-benchmark`), and the largest recorded CAP document, read with libxml2",
             "and a point placed in its polygons as an alert's answer is. The first run is cold; the rest are timed after a warm-up.", "",
             "| answer | size | first run | median | p10 – p90 | throughput (at the median) | runs |",
             "|---|---|---|---|---|---|---|"]
    for name, label in [("daily_16_days", "16-day daily, 10 variables"), ("hourly_16_days_12_variables", "16-day hourly, 12 variables"),
                        ("normals_30_years_week", "30-year daily highs and lows, then a week of normals"),
                        ("cap_1_6_mb_polygon", "the NWS's 1.6 MB CAP document (212 polygons), read and a point placed")]:
        entry = decoding[name]
        lines.append(f"| {label} | {entry['bytes']:,} bytes | {ms(entry['first_ms'])} | {ms(entry['median_ms'])} | "
                     f"{ms(entry['p10_ms'])} – {ms(entry['p90_ms'])} | {entry['mb_per_s']:.0f} MB/s | {entry['iterations']} |")
    return Part(
        targets=[f"| decode + map of a 16-day hourly answer at most {TARGET_HOURLY_MS:.0f} ms | {ms(hourly['median_ms'])} | "
                 f"{verdict(hourly['median_ms'] <= TARGET_HOURLY_MS)} |",
                 f"| decode of a 30-year archive answer and a week of normals at most {TARGET_NORMALS_MS:.0f} ms | "
                 f"{ms(normals['median_ms'])} | {verdict(normals['median_ms'] <= TARGET_NORMALS_MS)} |",
                 f"| reading the 1.6 MB CAP document and placing a point in its polygons at most {TARGET_CAP_MS:.0f} ms | "
                 f"{ms(cap['median_ms'])} | {verdict(cap['median_ms'] <= TARGET_CAP_MS)} |"],
        lines=lines + [""],
        summary=f"hourly decode+map {ms(hourly['median_ms'])} ({hourly['mb_per_s']:.0f} MB/s), 1.6 MB CAP {ms(cap['median_ms'])}")
