"""Part 5: `forecast --version` start-up, against runs answered wholly from the cache (`daily`, and each row of
Benchmarks/rows/ with its targets), and where a daily run's time goes."""
import pathlib
import shutil
import subprocess
import sys
import tempfile

from oracles.paths import ROOT

from .. import rows
from ..measure import command_line, hyperfine, run
from ..report import TIMING_HEADER, Part, timing_row
from ..shared import DAILY, ms, verdict

# A run answered wholly from the cache against `forecast --version`, in the same measurement.
TARGET_CACHED_STARTUP_RATIO = 2.0


def startup_against_cached(forecast, env, runs, rounds, warmup):
    """`forecast --version`, `config path` (a subcommand's parsing and the settings, nothing fetched), and `daily`
    answered wholly from a cache filled just before, in one measurement."""
    cache = pathlib.Path(tempfile.mkdtemp(prefix="forecast-bench-cache-"))
    try:
        # A configuration directory with no file in it, so that `config path` has a path to print.
        cached_env = {**env, "XDG_CACHE_HOME": str(cache), "XDG_CONFIG_HOME": str(cache / "no-config")}
        run([str(forecast)] + DAILY, env=cached_env, stdout=subprocess.DEVNULL)
        for row in rows.ROWS:
            if row.warm:
                run([str(forecast)] + row.arguments, env=cached_env, stdout=subprocess.DEVNULL)
        return hyperfine({"forecast --version": command_line(forecast, ["--version"]),
                          "scripts/forecast --version": command_line(ROOT / "scripts/forecast", ["--version"]),
                          "config path": command_line(forecast, ["config", "path"]),
                          "services": command_line(forecast, ["services"]),
                          "daily, fully cached": command_line(forecast, DAILY),
                          **{row.name: command_line(forecast, row.arguments) for row in rows.ROWS},
                          "curl --version": "curl --version"}, runs, rounds, warmup, cached_env)
    finally:
        shutil.rmtree(cache, ignore_errors=True)


def startup_breakdown(startup, uncached):
    """Where a daily run's time goes, from part 5's medians and part 1's run that fetches everything: each row is
    the difference between two commands that differ by that work alone."""
    version, config = startup["forecast --version"]["median"], startup["config path"]["median"]
    cached = startup["daily, fully cached"]["median"]
    return [
        ("process start, the Swift runtime, the root command's parsing (`--version`)", version),
        ("a subcommand's parsing, the environment and the settings (`config path` − `--version`)", config - version),
        ("daily's options, two cache reads, decoding, the table (cached `daily` − `config path`)", cached - config),
        ("libcurl's load and two loopback requests (part 1's `daily` − cached `daily`)", uncached - cached),
    ]


def part(bench, results):
    print("bench: 5/10 start-up, and a daily run answered wholly from the cache", file=sys.stderr)
    startup = startup_against_cached(bench.forecast, bench.env, bench.runs, bench.rounds, bench.warmup)
    cached_ratio = startup["daily, fully cached"]["median"] / startup["forecast --version"]["median"]
    breakdown = startup_breakdown(startup, results["versus_curl"]["forecast"]["median"])
    targets = rows.targets(startup)
    return Part(
        targets=[f"| a `daily` run answered from the cache at most {TARGET_CACHED_STARTUP_RATIO}× `forecast --version` | "
                 f"{cached_ratio:.2f}× | {verdict(cached_ratio <= TARGET_CACHED_STARTUP_RATIO)} |"] + [target.row for target in targets],
        lines=["## 5. Start-up", ""] + TIMING_HEADER + [
               timing_row("`forecast --version`", startup["forecast --version"]),
               timing_row("`scripts/forecast --version` (the README's command; nothing changed, so nothing is built)",
                          startup["scripts/forecast --version"]),
               timing_row("`forecast config path`", startup["config path"]),
               timing_row("`forecast services` (the catalogue listed, nothing fetched)", startup["services"]),
               timing_row("`forecast daily --city London --days 7`, fully cached", startup["daily, fully cached"])] + [
               timing_row(row.label, startup[row.name]) for row in rows.ROWS] + [
               timing_row("`curl --version`", startup["curl --version"]), ""] + [
               note for target in targets for note in target.notes] + [
               f"A run answered wholly from the cache takes {cached_ratio:.2f}× `forecast --version` "
               f"(target ≤ {TARGET_CACHED_STARTUP_RATIO}×: {verdict(cached_ratio <= TARGET_CACHED_STARTUP_RATIO)}); "
               "it never loads libcurl. Where a `daily` run's time goes (medians; each row the difference of two commands that",
               "differ by that work alone):", "", "| work | time |", "|---|---|"] + [
               f"| {label} | {ms(value)} |" for label, value in breakdown] + [
               "",
               "The release binary is built by `packaging/build-release`: the Swift runtime, libstdc++ and libgcc linked statically",
               "(`--static-swift-stdlib`), as a position-independent executable (`--no-pie` is opt-in). It does not link libcurl: it opens",
               "`libcurl.so.4` on a thread of its own while it parses its arguments when the run surely needs the network (no cache",
               "directory yet, `--no-cache`, `--refresh`), else at the first request the cache cannot answer: `--version` and a",
               "run answered from the cache never load it.", ""],
        summary=f"start-up {ms(startup['forecast --version']['median'])}, fully cached daily {cached_ratio:.2f}x of it"
                + "".join(f", {target.summary}" for target in targets))
