#!/usr/bin/env python3
"""Benchmarks forecast against curl and ansiweather, and forecast serve beside and behind nginx, on loopback, and writes
BENCHMARKS.md (run as scripts/bench).

    scripts/bench                   full run (a few minutes); writes BENCHMARKS.md
    scripts/bench --quick           smoke run (CI): few repetitions; writes .build/BENCHMARKS-quick.md
    scripts/bench --latency MS      the simulated round trip of part 7 (default 40)
    scripts/bench --previous REV    the commit whose release binary part 6 measures against (default HEAD~1)

It runs the project's set-up (scripts/install-dependencies --checks installs hyperfine, ansiweather with jq and bc, curl,
wrk, nginx, binutils' strip: Debian packages; it stops naming any still missing), builds the release binaries (forecast,
forecast-serve and forecast-mcp by packaging/build-release), starts the loopback stub server
(oracles.stub.StubServer, as every check does), and measures, a module of runner/parts/ each:

1. `forecast daily --city London --days 7` against curl fetching the same URLs in one process (versus_curl);
2. the same against ansiweather, pointed at the stub's OpenWeatherMap stand-in through its fetch_cmd
   (versus_ansiweather);
3. in-process decode + map of a 16-day daily and a 16-day hourly answer, and of the 30-year archive answer a place's
   normals come from, with a week of normals computed (forecast-decoding-benchmark; decoding);
4. the peak resident memory of a `daily` run, and of runs fed the largest hostile answers (a 50 MB body, a gzip
   bomb, 1 MiB of headers, a header line of 1 MiB, hostile text), which must stay within a bound (memory);
5. `forecast --version` start-up time, against cached runs of several commands (`daily` in Japanese beside English,
   a week of `hourly` as a table beside the same as an SVG picture: each data set's or command's runs and targets a
   file of Benchmarks/rows/; startup);
6. against the previous commit's release binary (`--previous REV`, by default the commit before this one), built in a
   tree of its own and measured in the same hyperfine rounds: `--version`, a cached `daily` and a cold `daily` on
   loopback (a full run only: building a second binary takes minutes), and the binaries' sizes (forecast,
   forecast-serve and forecast-mcp, as built and stripped as the packages ship them; previous);
7. latency mode: the stub server waits a round trip before each answer (three before a new connection's first),
   and forecast is timed against curl cold, with the place cached but the forecast expired, with everything
   cached, and for 20 places in one call against one place (latency);
8. forecast serve under wrk's load (100 connections, 10 s, cached answers): requests a second, p50 and p99 latency and
   peak memory, beside nginx serving a static file of the same size (serve_load);
9. forecast serve behind nginx's cache: 1,000 requests over 20 places, and the requests they cause upstream against
   what 20 cold command-line runs ask (serve_cached);
10. `forecast watch` with ten watches at one place answered from the cache, against `forecast --version`, and the
   requests a cold run makes, each service once (watch);

and, in a full run as root, whether the release binary runs in a minimal Debian root with only libcurl4
(packaging/check-portable; portability). Every number in BENCHMARKS.md comes from this run. Timings are reported,
never asserted. The URLs curl fetches are those forecast's own `--verbose` says it fetched.
"""
import argparse
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "Tests/Oracles"))
from oracles.paths import ROOT  # noqa: E402
from runner import tools  # noqa: E402
from runner.build import build  # noqa: E402
from runner.context import Bench, stub_server  # noqa: E402
from runner.measure import run  # noqa: E402
from runner.parts import (decoding, latency, memory, portability, previous, serve_cached, serve_load, startup,  # noqa: E402
                          versus_ansiweather, versus_curl, watch)
from runner.report import report  # noqa: E402

# The parts, in the order they run and are reported: a new benchmark is a new module and a line here. Parts 1 to 6
# share the stub server; the latency mode, forecast serve's parts and forecast watch's start their own.
PARTS_ON_THE_STUB = [versus_curl, versus_ansiweather, decoding, memory, startup, previous]
PARTS_ON_THEIR_OWN = [latency, serve_load, serve_cached, watch, portability]


def main():
    parser = argparse.ArgumentParser(prog="scripts/bench", description="Benchmark forecast against curl and ansiweather on loopback.")
    parser.add_argument("--quick", action="store_true", help="a smoke run with few repetitions, for CI")
    parser.add_argument("--latency", type=int, default=40, metavar="MS", help="the simulated round trip of part 7")
    parser.add_argument("--previous", default="HEAD~1", metavar="REV", help="the commit whose binary part 6 measures against")
    options = parser.parse_args()

    run(["scripts/install-dependencies", "--checks"])
    tools.require()
    forecast, serve, mcp, stub_binary, decoding_benchmark = build()
    results, parts = {}, []
    with stub_server(stub_binary) as stub:
        bench = Bench(options, forecast, serve, mcp, stub_binary, decoding_benchmark, stub)
        parts += [part.part(bench, results) for part in PARTS_ON_THE_STUB]
    parts += [part.part(bench, results) for part in PARTS_ON_THEIR_OWN]

    output = ROOT / (".build/BENCHMARKS-quick.md" if options.quick else "BENCHMARKS.md")
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text("\n".join(report(options, parts)))
    print("; ".join(part.summary for part in parts if part.summary))
    print(f"bench: wrote {output.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
