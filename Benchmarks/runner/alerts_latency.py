"""Part 7's warning runs: what checking a place's official warnings adds to a forecast on the simulated network,
alerts on against `--no-alerts`. As on the real network (geocoding-api.open-meteo.com, api.open-meteo.com,
api.weather.gov, alerts.kde.org), the place search, the forecast, the NWS and the public alert server are four stub
servers, each a connection of its own."""
import subprocess
import sys

from .context import fetched, stub_server
from .measure import command_line, hyperfine

# A US place: the NWS and the public alert server both cover it, and both carry the stub's Wind Advisory (one warning).
US_DAILY = ["daily", "London, KY", "--days", "7"]
# Macao as a coordinate (so no place search and no coverage lookup come first), where the public alert server lists
# three documents: Macao's all-clear, the alert it updates, and a test copy.
MACAO_DAILY = ["daily", "--lat", "22.16", "--lon", "113.56", "--days", "7"]
# The warning runs: how each is measured against the same run with --no-alerts, and its target (a ratio, or round trips
# more).
ALERTS_RUNS = {
    "alerts on": ("ratio", 1.1),
    "alerts on, documents cached": ("ratio", 1.1),
    "alerts on, three documents cold": ("round trips more", 2),
}


def hosts(servers, stub_binary, latency, env):
    """`env` with the forecast, the NWS and the public alert server each on a stub server of its own (the place search
    stays on the one `env` names)."""
    own = {variable: servers.enter_context(stub_server(stub_binary, *latency)).url
           for variable in ["FORECAST_OPEN_METEO_URL", "FORECAST_NWS_URL", "FORECAST_PUBLIC_ALERTS_URL"]}
    return {**env, **own}


def paths(requests, env, variable):
    """The paths of `requests` made to the service whose base URL `env[variable]` gives."""
    base = env[variable] + "/"
    return ["/" + request.url.removeprefix(base).split("?")[0] for request in requests if request.url.startswith(base)]


def shown_banner(forecast, arguments, env):
    """Stops the benchmark unless `forecast ARGUMENTS` shows the stub's Wind Advisory."""
    banner = subprocess.run([str(forecast)] + arguments, env=env, capture_output=True, text=True)
    if banner.returncode != 0 or "⚠ Wind Advisory" not in banner.stdout:
        raise SystemExit(f"bench: {' '.join(arguments)} shows no alert banner: {banner.stderr.strip()}")


def on_against_off(forecast, arguments, env, runs, rounds, warmup, prepare=None):
    """hyperfine's timings of `forecast ARGUMENTS` ("alerts on") and the same with --no-alerts ("alerts off")."""
    return hyperfine({"alerts on": command_line(forecast, arguments), "alerts off": command_line(forecast, arguments + ["--no-alerts"])},
                     runs, rounds, warmup, env, prepare=prepare)


def alerts_runs(forecast, env, expired_env, cold_cache, runs, rounds, warmup):
    """The timings of each warning run (ALERTS_RUNS), alerts on and off. `env` has each service on a host of its own
    (hosts()); `expired_env` adds a configuration that keeps neither forecasts nor warnings (the place, a country's
    feeds and CAP documents are still kept); `cold_cache` empties the cache."""
    timings = {}
    print("bench: 7/10 latency mode: a US place's daily, alerts on against off, cold", file=sys.stderr)
    shown_banner(forecast, US_DAILY, env)
    timings["alerts on"] = on_against_off(forecast, US_DAILY, env, runs, rounds, warmup, prepare=cold_cache)

    print("bench: 7/10 latency mode: a US place's daily, alerts on against off, CAP documents cached", file=sys.stderr)
    subprocess.run(cold_cache, shell=True, check=True)
    shown_banner(forecast, US_DAILY, expired_env)
    asked = fetched(forecast, US_DAILY, expired_env)
    if paths(asked, env, "FORECAST_PUBLIC_ALERTS_URL") != ["/alert/area"] or not paths(asked, env, "FORECAST_NWS_URL"):
        raise SystemExit(f"bench: with the documents cached, a US daily should ask the NWS and only the id list, not {asked}")
    timings["alerts on, documents cached"] = on_against_off(forecast, US_DAILY, expired_env, runs, rounds, warmup)

    print("bench: 7/10 latency mode: Macao's daily, alerts on against off, three CAP documents cold", file=sys.stderr)
    subprocess.run(cold_cache, shell=True, check=True)
    asked = paths(fetched(forecast, MACAO_DAILY, env), env, "FORECAST_PUBLIC_ALERTS_URL")
    documents = [path for path in asked if path.startswith("/alert/0")]
    if asked[:1] != ["/alert/area"] or len(documents) != 3:
        raise SystemExit(f"bench: a cold Macao daily should ask the id list, then three documents, not {asked}")
    timings["alerts on, three documents cold"] = on_against_off(forecast, MACAO_DAILY, env, runs, rounds, warmup, prepare=cold_cache)
    return timings


def measure(timings, latency_ms):
    """Each warning run's figure against its target: alerts on ÷ off, or (alerts on − off) in round trips."""
    figures = {}
    for name, (kind, _) in ALERTS_RUNS.items():
        on, off = timings[name]["alerts on"]["median"], timings[name]["alerts off"]["median"]
        figures[name] = on / off if kind == "ratio" else (on - off) / latency_ms
    return figures


def target_text(name, latency_ms):
    """The target of the warning run `name`, as the report says it."""
    kind, target = ALERTS_RUNS[name]
    return f"≤ {target}×" if kind == "ratio" else f"≤ +{target} round trips ({target * latency_ms} ms)"


def figure_text(name, figure):
    """The figure of the warning run `name`, as the report says it."""
    kind, _ = ALERTS_RUNS[name]
    return f"{figure:.2f}×" if kind == "ratio" else f"{figure:+.1f} round trips"


def met(name, figure):
    """Whether the warning run `name` met its target."""
    return figure <= ALERTS_RUNS[name][1]
