"""Part 7, latency mode: the stub server waits a round trip before each answer (three before a new connection's
first), and forecast is timed against curl cold, with the place cached but the forecast expired, with everything
cached, for 20 places in one call against one place, with warnings on against off (runner/alerts_latency.py), and each
runs (Benchmarks/rows/, a file's LATENCY) against curl fetching the same URLs."""
import contextlib
import pathlib
import shutil
import subprocess
import sys
import tempfile

from .. import alerts_latency, rows
from ..context import clean_environment, daily_requests, fetched, stub_server
from ..measure import command_line, curl_fetching, hyperfine, quote, run
from ..report import Part, list_items
from ..shared import DAILY, ms, verdict

# Latency mode's targets: ratios to curl fetching the same URLs, and 20 places to one; then the rows' cold runs'. (The
# warning runs' are alerts_latency.ALERTS_RUNS.)
LATENCY_TARGETS = {"cold": 1.15, "place cached": 0.8, "fully cached": 0.1, "20 places": 2.5,
                   **{cold_run.name: cold_run.target for cold_run in rows.LATENCY_RUNS}}
# What each latency-mode run is measured against: curl, but one place for 20 (a data set's cold run's curl fetches
# the URLs that run asks: the nowcast's, the place search and the radar's nowcast).
LATENCY_BASELINES = {"20 places": "1 place"}
# The places of the 20-place run: ten names the stub knows, ten coordinates.
TWENTY_PLACES = ["London, GB", "London, CA", "London, Ohio", "London, Kentucky", "Hollywood, FL", "Hollywood, CA",
                 "Hollywood, Maryland", "Enschede", "Beijing", "Antarctica"] + [f"{48 + index * 0.5:.1f},{2 + index * 0.5:.1f}" for index in range(10)]


def cold_against_curl(cold_run, forecast, stub, env, cold_cache, runs, rounds, warmup):
    """A data set's cold run (a file's LATENCY, say a cold `nowcast` at a radar place) against curl fetching the same
    URLs; it must ask the requests its file names, in that order, nothing more."""
    run(cold_cache, shell=True)
    requests = fetched(forecast, cold_run.arguments, env)
    targets = [request.url.removeprefix(stub.url) for request in requests]
    if len(targets) != len(cold_run.asks) or not all(target.startswith(ask) for target, ask in zip(targets, cold_run.asks)):
        raise SystemExit(f"bench: {cold_run.what} asked {targets}, not {cold_run.asked}")
    curl = curl_fetching(requests)
    return hyperfine({"forecast": command_line(forecast, cold_run.arguments), "curl": curl}, runs, rounds, warmup, env, prepare=cold_cache), curl


def latency_mode(forecast, stub_binary, latency_ms, runs, rounds, warmup):
    """The timings of every run of part 7, their ratios to their baselines, and the curl commands (the stub's port
    written PORT)."""
    latency = ("--latency", str(latency_ms))
    with contextlib.ExitStack() as servers, tempfile.TemporaryDirectory(prefix="forecast-bench-") as scratch_name:
        stub = servers.enter_context(stub_server(stub_binary, *latency))
        scratch = pathlib.Path(scratch_name)
        cache, no_config = scratch / "cache", scratch / "no-config"
        expired_config, alerts_expired_config = scratch / "expired-config", scratch / "alerts-expired-config"
        no_config.mkdir()
        for config, keeps in [(expired_config, "forecast_ttl = 0"), (alerts_expired_config, "forecast_ttl = 0\nalerts_ttl = 0")]:
            (config / "forecast").mkdir(parents=True)
            (config / "forecast" / "config.toml").write_text(f"[cache]\n{keeps}\n")
        # As on the real network, the public alert server (alerts.kde.org) is a host of its own.
        public_alerts = servers.enter_context(stub_server(stub_binary, *latency))
        env = {**clean_environment(), **stub.environment, "FORECAST_PUBLIC_ALERTS_URL": public_alerts.url,
               "NO_COLOR": "1", "XDG_CACHE_HOME": str(cache), "XDG_CONFIG_HOME": str(no_config)}
        places = scratch / "places.txt"
        places.write_text("\n".join(TWENTY_PLACES) + "\n")
        check = subprocess.run([str(forecast), "daily", "--places-file", str(places), "--days", "7"], env=env, capture_output=True, text=True)
        if check.returncode != 0 or check.stdout.count("Weather data by") != 20:
            raise SystemExit(f"bench: the 20-place run failed: {check.stderr.strip()}")
        shutil.rmtree(cache)
        curl = curl_fetching(daily_requests(forecast, env))
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
        four_hosts = alerts_latency.hosts(servers, stub_binary, latency, env)
        alerts = alerts_latency.alerts_runs(forecast, four_hosts, {**four_hosts, "XDG_CONFIG_HOME": str(alerts_expired_config)},
                                            cold_cache, runs, rounds, warmup)
        curls = [command.replace(stub.url, "http://127.0.0.1:PORT").replace(public_alerts.url, "http://127.0.0.1:ALERTS_PORT")
                 for command in [curl] + [own_curl for _, own_curl in own.values()]]
    ratios = {
        "cold": cold["forecast"]["median"] / cold["curl"]["median"],
        "place cached": expired["forecast"]["median"] / expired["curl"]["median"],
        "fully cached": cached["forecast"]["median"] / cached["curl"]["median"],
        "20 places": many["20 places"]["median"] / many["1 place"]["median"],
        **{name: timings["forecast"]["median"] / timings["curl"]["median"] for name, (timings, _) in own.items()},
    }
    return {"cold": cold, "place cached": expired, "fully cached": cached, "20 places": many,
            **{name: timings for name, (timings, _) in own.items()}, "ratios": ratios, "curls": curls,
            "alerts": alerts, "alerts figures": alerts_latency.measure(alerts, latency_ms)}


def part(bench, results):
    latency = latency_mode(bench.forecast, bench.stub_binary, bench.options.latency, bench.runs, bench.rounds, bench.warmup)
    alerts, figures = latency["alerts"], latency["alerts figures"]
    rtt = bench.options.latency
    return Part(
        targets=[f"| latency mode, {name}: at most {target}× {LATENCY_BASELINES.get(name, 'curl')} | "
                 f"{latency['ratios'][name]:.2f}× | {verdict(latency['ratios'][name] <= target)} |"
                 for name, target in LATENCY_TARGETS.items()] + [
                 f"| latency mode, {name}: {alerts_latency.target_text(name, rtt)} alerts off | {alerts_latency.figure_text(name, figure)} | "
                 f"{verdict(alerts_latency.met(name, figure))} |" for name, figure in figures.items()],
        lines=["## 7. On a real network: latency mode", "",
               f"The stub server waits {rtt} ms (a round trip) before each answer, and three times as long before a new",
               "connection's first (TCP, TLS, the request), as a real network would. curl fetches the same URLs in one process,",
               "reusing its connection. As on the real network, the public alert server (alerts.kde.org) is a stub server of its",
               "own. forecast runs with its own cache directory:", "",
               "- **cold**: the cache emptied before every run (hyperfine `--prepare`);",
               "- **place cached, forecast expired**: a configuration with `[cache] forecast_ttl = 0`, so each run asks for the",
               "  forecast again (one request) and reads the place from the cache;",
               "- **fully cached**: nothing asked of the network;",
               f"- **20 places**: `--places-file` with ten names and ten coordinates ({len(TWENTY_PLACES)} places, 30 forecast and place",
               "  requests, and the alerts of the US ones) against one place, both cold;"] + list_items(
               [cold_run.description for cold_run in rows.LATENCY_RUNS]) + [
               "- **warnings**, alerts on against the same run with `--no-alerts`; as on the real network",
               "  (geocoding-api.open-meteo.com, api.open-meteo.com, api.weather.gov, alerts.kde.org), the place search, the",
               "  forecast, the NWS and the public alert server are four stub servers, each a connection of its own:",
               f"  - **alerts on**: `{' '.join(alerts_latency.US_DAILY)}` (the NWS's Wind Advisory, which the public alert server carries",
               "    too: one banner), both cold. After the place search, the NWS's request runs beside the forecast's, but the",
               "    public alert server's are a chain: the country's feeds (kept a day), then the id list, then the CAP document",
               "    (its id's redirect, then the file): six round trips where the forecast takes three;",
               "  - **alerts on, documents cached**: the same place with `[cache] forecast_ttl = 0` and `alerts_ttl = 0`, the",
               "    place, the country's feeds and the CAP documents kept: each run asks the forecast, the NWS and the id list at",
               "    once, so warnings should add no wait;",
               f"  - **alerts on, three documents cold**: `{' '.join(alerts_latency.MACAO_DAILY)}` (Macao, a coordinate: no place",
               "    search and no coverage lookup first) with the cache emptied: the id list beside the forecast, then three CAP",
               "    documents at once, each its id's redirect and the document. Over HTTP/1.1, which the stub speaks, a document",
               "    on a connection of its own costs four round trips (three to set it up); alerts.kde.org speaks TLS, where",
               "    forecast asks for HTTP/2 and libcurl multiplexes the three on the id list's connection: two round trips.",
               "", "| run | forecast median | p25 – p75 | baseline median | ratio | target | |",
               "|---|---|---|---|---|---|---|"] + [
               f"| {name} | {ms(latency[name][first]['median'])} | {ms(latency[name][first]['p25'])} – {ms(latency[name][first]['p75'])} | "
               f"{ms(latency[name][second]['median'])} | {latency['ratios'][name]:.2f}× | ≤ {target}× | {verdict(latency['ratios'][name] <= target)} |"
               for name, target in LATENCY_TARGETS.items()
               for first, second in [(name, LATENCY_BASELINES[name]) if name in LATENCY_BASELINES else ("forecast", "curl")]] + [
               f"| {name} | {ms(alerts[name]['alerts on']['median'])} | {ms(alerts[name]['alerts on']['p25'])} – "
               f"{ms(alerts[name]['alerts on']['p75'])} | {ms(alerts[name]['alerts off']['median'])} (alerts off) | "
               f"{alerts_latency.figure_text(name, figure)} | {alerts_latency.target_text(name, rtt)} | {verdict(alerts_latency.met(name, figure))} |"
               for name, figure in figures.items()] + [
               "", "```"] + latency["curls"] + ["```", ""],
        summary="latency mode: " + ", ".join([f"{name} {ratio:.2f}x" for name, ratio in latency["ratios"].items()] +
                                              [f"{name} {alerts_latency.figure_text(name, figure)}" for name, figure in figures.items()]))
