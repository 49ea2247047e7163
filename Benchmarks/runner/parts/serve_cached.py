"""Part 9: forecast serve behind a caching proxy. nginx keeps forecast-serve's answers as long as their Cache-Control
allows (`proxy_cache`, nothing else configured); 1,000 requests over 20 places (50 each, shuffled, 50 at once) go
through it to a forecast-serve that starts with nothing cached, against a stub server that logs every request. The
weather services must be asked at most what 20 cold command-line runs ask: `forecast daily PLACE`, once a place, each
with an empty cache, against a logging stub of its own (issue 43)."""
import collections
import concurrent.futures
import pathlib
import random
import subprocess
import sys
import tempfile
import urllib.parse

from ..context import clean_environment, stub_server
from ..report import Part
from ..serving import ForecastServe, Nginx, get

# The places: the names the stub server finds, and coordinates (it makes answers for any).
PLACES = ["London", "Hollywood", "Enschede", "Beijing", "Bergen", "Tromsø", "Antarctica"] + [
    f"{40 + index * 1.5:.1f},{-4 + index * 1.5:.1f}" for index in range(13)]
REQUESTS = 1000
AT_ONCE = 50
# nginx in front: a cache for the answers, kept as long as forecast-serve's Cache-Control says (nginx's default; no
# proxy_cache_valid, no proxy_cache_lock, so requests that miss together all reach forecast-serve), each answer saying
# whether the cache gave it.
CACHE = "proxy_cache_path {folder}/cache levels=1:2 keys_zone=forecast:1m use_temp_path=off;"
PROXY = ("location / { proxy_pass {upstream}; proxy_cache forecast; "
         "add_header X-Cache-Status $upstream_cache_status always; }")


def cold_runs(bench, scratch):
    """{place: the requests a cold `forecast daily PLACE` asks}: each run with an empty cache, against a logging stub
    server of its own, counted once it has stopped."""
    asked = {}
    for number, place in enumerate(PLACES):
        with stub_server(bench.stub_binary, "--log") as stub:
            env = {**clean_environment(), **stub.environment, "XDG_CACHE_HOME": str(scratch / f"cold-{number}"),
                   "XDG_CONFIG_HOME": str(scratch / "no-config")}
            subprocess.run([str(bench.forecast), "daily", place], env=env, check=True, stdout=subprocess.DEVNULL)
        asked[place] = len(stub.requests)
    return asked


def through_the_cache(bench, scratch):
    """The requests the stub server received while 1,000 requests went through nginx to forecast-serve, the requests
    forecast-serve logged, the answers' statuses and nginx's cache statuses (counted), and nginx's configuration."""
    targets = [f"/{urllib.parse.quote(place, safe=',.-')}" for place in PLACES] * (REQUESTS // len(PLACES))
    random.Random(43).shuffle(targets)
    with stub_server(bench.stub_binary, "--log") as stub:
        env = {**clean_environment(), **stub.environment, "XDG_CACHE_HOME": str(scratch / "serve-cache"),
               "XDG_CONFIG_HOME": str(scratch / "no-config")}
        with ForecastServe(bench.serve, env, scratch / "serve.log") as server, Nginx() as nginx:
            nginx.start(PROXY.replace("{upstream}", server.url), http=CACHE.replace("{folder}", str(nginx.folder)))
            with concurrent.futures.ThreadPoolExecutor(max_workers=AT_ONCE) as pool:
                answers = list(pool.map(lambda target: get(nginx.url + target), targets))
            logged = server.requests_logged()
    statuses = collections.Counter(status for status, _, _ in answers)
    cache_statuses = collections.Counter(headers.get("x-cache-status", "none") for _, headers, _ in answers)
    return stub.requests, logged, statuses, cache_statuses


def counted(asked):
    """A cold run's requests, place by place, in words: "1 request (`40.0,-4.0`, …), 2 (`London`, …)"."""
    by_count = collections.defaultdict(list)
    for place, count in asked.items():
        by_count[count].append(place)
    return ", ".join(f"{count}{(' request' if count == 1 else ' requests') if number == 0 else ''} ({', '.join(f'`{place}`' for place in places)})"
                     for number, (count, places) in enumerate(sorted(by_count.items())))


def part(bench, results):
    print("bench: 9/10 forecast serve behind nginx's cache: 1,000 requests over 20 places", file=sys.stderr)
    with tempfile.TemporaryDirectory(prefix="forecast-bench-cached-") as scratch_name:
        scratch = pathlib.Path(scratch_name)
        (scratch / "no-config").mkdir()
        asked = cold_runs(bench, scratch)
        upstream, logged, statuses, cache_statuses = through_the_cache(bench, scratch)
    bound = sum(asked.values())
    met = len(upstream) <= bound and statuses == {200: REQUESTS}
    return Part(
        targets=[f"| {REQUESTS:,} requests over {len(PLACES)} places through nginx's cache ask the services at most what {len(PLACES)} cold "
                 f"`forecast daily` runs ask ({bound}), every one answered 200 | {len(upstream)} requests | "
                 f"{'met' if met else '**missed**'} |"],
        lines=["## 9. forecast serve behind a caching proxy", "",
               f"nginx in front of forecast-serve keeps each answer as long as its `Cache-Control: max-age` says. {REQUESTS:,} requests, each",
               f"of {len(PLACES)} places {REQUESTS // len(PLACES)} times in a shuffled order, {AT_ONCE} at once, go through nginx to a forecast-serve that starts with",
               "nothing cached, against a stub server that logs every request it receives (`--log`). The bound is what a cold",
               "`forecast daily PLACE` asks, run once for each place with an empty cache: " + counted(asked) + ".", "",
               "| | requests |", "|---|---|",
               f"| sent to nginx | {REQUESTS:,} ({', '.join(f'{count:,} answered {status}' for status, count in sorted(statuses.items()))}) |",
               f"| answered by nginx's cache (`$upstream_cache_status`) | {', '.join(f'{status} {count:,}' for status, count in sorted(cache_statuses.items()))} |",
               f"| answered by forecast-serve (its log) | {logged:,} |",
               f"| asked of the weather services (the stub's log) | {len(upstream)} |",
               f"| asked by {len(PLACES)} cold `forecast daily PLACE` runs (the bound) | {bound} |", "",
               "nginx's configuration beside its temporary paths (requests that miss together all reach forecast-serve, which",
               "shares one request to a service among them):", "", "```nginx",
               CACHE.replace("{folder}", "DIR"), PROXY.replace("{upstream}", "http://127.0.0.1:PORT"), "```", ""],
        summary=f"behind nginx: {len(upstream)} upstream requests for {REQUESTS:,} (bound {bound})")
