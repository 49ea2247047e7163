"""Part 7, latency mode: the stub server waits a round trip before each answer (three before a new connection's
first), and forecast is timed against curl cold, with the place cached but the forecast expired, with everything
cached, for 20 places in one call against one place, with a US place's alerts on against off, and each row's cold
runs (Benchmarks/rows/, a file's LATENCY) against curl fetching the same URLs."""
import contextlib
import pathlib
import shutil
import subprocess
import sys
import tempfile

from .. import rows
from ..context import clean_environment, daily_urls, fetched, stub_server
from ..measure import command_line, curl_fetching, hyperfine, quote, run
from ..report import Part, list_items
from ..shared import DAILY, ms, verdict

# Latency mode's targets: ratios to curl fetching the same URLs, and 20 places to one; then the rows' cold runs'.
LATENCY_TARGETS = {"cold": 1.15, "place cached": 0.8, "fully cached": 0.1, "20 places": 2.5, "alerts on": 1.1,
                   **{cold_run.name: cold_run.target for cold_run in rows.LATENCY_RUNS}}
# What each latency-mode run is measured against: curl, but one place for 20, and --no-alerts for alerts on (a data
# set's cold run's curl fetches the URLs that run asks: the nowcast's, the place search and the radar's nowcast).
LATENCY_BASELINES = {"20 places": "1 place", "alerts on": "alerts off"}
# A US place with an alert in force at the stub, for alerts on against off.
US_DAILY = ["daily", "London, KY", "--days", "7"]
# The places of the 20-place run: ten names the stub knows, ten coordinates.
TWENTY_PLACES = ["London, GB", "London, CA", "London, Ohio", "London, Kentucky", "Hollywood, FL", "Hollywood, CA",
                 "Hollywood, Maryland", "Enschede", "Beijing", "Antarctica"] + [f"{48 + index * 0.5:.1f},{2 + index * 0.5:.1f}" for index in range(10)]


def cold_against_curl(cold_run, forecast, stub, env, cold_cache, runs, rounds, warmup):
    """A data set's cold run (a file's LATENCY, say a cold `nowcast` at a radar place) against curl fetching the same
    URLs; it must ask the requests its file names, in that order, nothing more."""
    run(cold_cache, shell=True)
    urls = fetched(forecast, cold_run.arguments, env)
    targets = [url.removeprefix(stub.url) for url in urls]
    if len(targets) != len(cold_run.asks) or not all(target.startswith(ask) for target, ask in zip(targets, cold_run.asks)):
        raise SystemExit(f"bench: {cold_run.what} asked {targets}, not {cold_run.asked}")
    curl = curl_fetching(urls)
    return hyperfine({"forecast": command_line(forecast, cold_run.arguments), "curl": curl}, runs, rounds, warmup, env, prepare=cold_cache), curl


def latency_mode(forecast, stub_binary, latency_ms, runs, rounds, warmup):
    """The timings of every run of part 7, their ratios to their baselines, and the curl commands (the stub's port
    written PORT)."""
    latency = ("--latency", str(latency_ms))
    with contextlib.ExitStack() as servers, tempfile.TemporaryDirectory(prefix="forecast-bench-") as scratch_name:
        stub = servers.enter_context(stub_server(stub_binary, *latency))
        scratch = pathlib.Path(scratch_name)
        cache, no_config, expired_config = scratch / "cache", scratch / "no-config", scratch / "expired-config"
        no_config.mkdir()
        (expired_config / "forecast").mkdir(parents=True)
        (expired_config / "forecast" / "config.toml").write_text("[cache]\nforecast_ttl = 0\n")
        env = {**clean_environment(), **stub.environment,
               "NO_COLOR": "1", "XDG_CACHE_HOME": str(cache), "XDG_CONFIG_HOME": str(no_config)}
        places = scratch / "places.txt"
        places.write_text("\n".join(TWENTY_PLACES) + "\n")
        check = subprocess.run([str(forecast), "daily", "--places-file", str(places), "--days", "7"], env=env, capture_output=True, text=True)
        if check.returncode != 0 or check.stdout.count("Weather data by") != 20:
            raise SystemExit(f"bench: the 20-place run failed: {check.stderr.strip()}")
        shutil.rmtree(cache)
        curl = curl_fetching(daily_urls(forecast, env))
        daily = command_line(forecast, DAILY)
        cold_cache = f"rm -rf {quote(str(cache))}"
        print("bench: 7/10 latency mode: cold", file=sys.stderr)
        cold = hyperfine({"forecast": daily, "curl": curl}, runs, rounds, warmup, env, prepare=cold_cache)
        own = {}
        for cold_run in rows.LATENCY_RUNS:
            print(f"bench: 7/10 latency mode: {cold_run.progress}", file=sys.stderr)
            own[cold_run.name] = cold_against_curl(cold_run, forecast, stub, env, cold_cache, runs, rounds, warmup)
        print("bench: 7/10 latency mode: place cached, forecast expired", file=sys.stderr)
        run([str(forecast)] + DAILY, env=env, stdout=subprocess.DEVNULL)
        expired = hyperfine({"forecast": daily, "curl": curl}, runs, rounds, warmup, {**env, "XDG_CONFIG_HOME": str(expired_config)})
        print("bench: 7/10 latency mode: fully cached", file=sys.stderr)
        cached = hyperfine({"forecast": daily, "curl": curl}, runs, rounds, warmup, env)
        print("bench: 7/10 latency mode: 20 places against one", file=sys.stderr)
        many = hyperfine({"20 places": command_line(forecast, ["daily", "--places-file", str(places), "--days", "7"]), "1 place": daily},
                         max(3, runs // 2), rounds, max(1, warmup // 2), env, prepare=cold_cache)
        print("bench: 7/10 latency mode: a US place's daily, alerts on against off", file=sys.stderr)
        # As on the real network, the place search, the forecast and the alerts are three hosts (three connections).
        forecast_host = servers.enter_context(stub_server(stub_binary, *latency))
        alerts_host = servers.enter_context(stub_server(stub_binary, *latency))
        three_hosts = {**env, "FORECAST_OPEN_METEO_URL": forecast_host.url, "FORECAST_NWS_URL": alerts_host.url}
        banner = subprocess.run([str(forecast)] + US_DAILY, env=three_hosts, capture_output=True, text=True)
        if banner.returncode != 0 or "⚠ Wind Advisory" not in banner.stdout:
            raise SystemExit(f"bench: the US place shows no alert banner: {banner.stderr.strip()}")
        alerts = hyperfine({"alerts on": command_line(forecast, US_DAILY), "alerts off": command_line(forecast, US_DAILY + ["--no-alerts"])},
                           runs, rounds, warmup, three_hosts, prepare=cold_cache)
        curls = [command.replace(stub.url, "http://127.0.0.1:PORT") for command in [curl] + [own_curl for _, own_curl in own.values()]]
    ratios = {
        "cold": cold["forecast"]["median"] / cold["curl"]["median"],
        "place cached": expired["forecast"]["median"] / expired["curl"]["median"],
        "fully cached": cached["forecast"]["median"] / cached["curl"]["median"],
        "20 places": many["20 places"]["median"] / many["1 place"]["median"],
        "alerts on": alerts["alerts on"]["median"] / alerts["alerts off"]["median"],
        **{name: timings["forecast"]["median"] / timings["curl"]["median"] for name, (timings, _) in own.items()},
    }
    return {"cold": cold, "place cached": expired, "fully cached": cached, "20 places": many, "alerts on": alerts,
            **{name: timings for name, (timings, _) in own.items()}, "ratios": ratios, "curls": curls}


def part(bench, results):
    latency = latency_mode(bench.forecast, bench.stub_binary, bench.options.latency, bench.runs, bench.rounds, bench.warmup)
    return Part(
        targets=[f"| latency mode, {name}: at most {target}× {LATENCY_BASELINES.get(name, 'curl')} | "
                 f"{latency['ratios'][name]:.2f}× | {verdict(latency['ratios'][name] <= target)} |"
                 for name, target in LATENCY_TARGETS.items()],
        lines=["## 7. On a real network: latency mode", "",
               f"The stub server waits {bench.options.latency} ms (a round trip) before each answer, and three times as long before a new",
               "connection's first (TCP, TLS, the request), as a real network would. curl fetches the same URLs in one process,",
               "reusing its connection. forecast runs with its own cache directory:", "",
               "- **cold**: the cache emptied before every run (hyperfine `--prepare`);",
               "- **place cached, forecast expired**: a configuration with `[cache] forecast_ttl = 0`, so each run asks for the",
               "  forecast again (one request) and reads the place from the cache;",
               "- **fully cached**: nothing asked of the network;",
               f"- **20 places**: `--places-file` with ten names and ten coordinates ({len(TWENTY_PLACES)} places, 30 forecast and place",
               "  requests, and the alerts of the US ones) against one place, both cold;",
               f"- **alerts on**: `{' '.join(US_DAILY)}` (a Wind Advisory in force at the stub: the banner shown) against the same",
               "  with `--no-alerts`, both cold: the alerts request runs beside the forecast's, so it should add no wait. As on the",
               "  real network (geocoding-api.open-meteo.com, api.open-meteo.com, api.weather.gov), the place search, the forecast",
               "  and the alerts are three stub servers, each a connection of its own;"] + list_items(
               [cold_run.description for cold_run in rows.LATENCY_RUNS]) + ["",
               "| run | forecast median | p25 – p75 | baseline median | ratio | target | |",
               "|---|---|---|---|---|---|---|"] + [
               f"| {name} | {ms(latency[name][first]['median'])} | {ms(latency[name][first]['p25'])} – {ms(latency[name][first]['p75'])} | "
               f"{ms(latency[name][second]['median'])} | {latency['ratios'][name]:.2f}× | ≤ {target}× | {verdict(latency['ratios'][name] <= target)} |"
               for name, target in LATENCY_TARGETS.items()
               for first, second in [(name, LATENCY_BASELINES[name]) if name in LATENCY_BASELINES else ("forecast", "curl")]] + [
               "", "```"] + latency["curls"] + ["```", ""],
        summary="latency mode: " + ", ".join(f"{name} {ratio:.2f}x" for name, ratio in latency["ratios"].items()))
