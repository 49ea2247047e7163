"""What every part measures with (Bench), and how the runner learns which URLs a run of forecast fetches: from
forecast's own `--verbose` lines, so that curl can be timed fetching the same ones."""
import collections
import os
import re
import subprocess

from oracles.stub import StubServer

from .measure import command_line, curl_fetching, run
from .shared import DAILY

# What a cold `daily` run asks, by path: the place search, the forecast, and the country's warning feeds.
DAILY_REQUESTS = ["/v1/search", "/v1/forecast", "/sources/area_status"]

# A line of `forecast --verbose`: "forecast: GET URL → status, size, time[, what the cache did]", or "forecast: POST
# URL form FIELDS → …".
REQUEST_LINE = re.compile(r"^forecast: (?:GET|POST) (\S+)(?: form (\S*))? → (.*)$")
# A request a run made: its URL, and its form when it was a POST (else None).
Request = collections.namedtuple("Request", "url form")
# What the cache did when no request left the machine.
ANSWERED_BY_THE_CACHE = {"hit", "offline"}


def stub_server(binary, *arguments):
    """The stub server (oracles.stub.StubServer: the one place anything starts it) on a free port, giving the recorded
    answers, as the timings in BENCHMARKS.md were taken with; `arguments` add `--behaviour`, `--latency`."""
    return StubServer(arguments=["--recorded", *arguments], binary=binary)


def clean_environment():
    """The environment without the user's home, cache and configuration: runs that use no cache, like before it."""
    return {name: value for name, value in os.environ.items() if name not in ("HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME")}


def fetched(forecast, arguments, env):
    """The requests (Request) a run of `forecast ARGUMENTS` made, in order (those its cache answered left out), from
    its own --verbose lines."""
    said = run([str(forecast)] + arguments + ["--verbose"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE).stderr
    requests = [Request(match.group(1), match.group(2)) for match in map(REQUEST_LINE.match, said.splitlines())
                if match and match.group(3).rsplit(", ", 1)[-1] not in ANSWERED_BY_THE_CACHE]
    if any("•••" in request.url or "•••" in (request.form or "") for request in requests):
        raise SystemExit(f"bench: forecast hid a key in a request curl is to make: {requests}")
    return requests


def daily_requests(forecast, env):
    """The requests a `daily` run makes with nothing cached: the place search, the forecast, and the warning feeds of
    the place's country (the public alert server's, asked beside the forecast; kept a day)."""
    requests = fetched(forecast, DAILY, env)
    kinds = sorted(next((kind for kind in DAILY_REQUESTS if kind in request.url), request.url) for request in requests)
    if kinds != sorted(DAILY_REQUESTS):
        raise SystemExit(f"bench: expected forecast to ask {', '.join(DAILY_REQUESTS)}, saw {requests}")
    return requests


class Bench:
    """What every part measures with: the built binaries (forecast, forecast-serve, forecast-mcp, the stub server, the
    decoding benchmark), the stub server, the environment of a run that asks the network every time (no home, so no
    cache), the requests a `daily` run makes, and how many repetitions."""

    def __init__(self, options, forecast, serve, mcp, stub_binary, decoding_benchmark, stub):
        self.options, self.forecast, self.serve, self.mcp = options, forecast, serve, mcp
        self.stub_binary, self.decoding_benchmark = stub_binary, decoding_benchmark
        self.runs, self.rounds, self.warmup = (5, 2, 2) if options.quick else (50, 6, 10)
        self.peer_runs = 3 if options.quick else 15
        self.env = {**clean_environment(), **stub.environment, "NO_COLOR": "1"}
        self.stub = stub
        self.requests = daily_requests(forecast, self.env)
        self.forecast_command = command_line(forecast, DAILY)
        self.curl_command = curl_fetching(self.requests)
