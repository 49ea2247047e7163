"""Part 8: forecast serve under load beside nginx. wrk on loopback, 100 connections for 10 s (2 s in a quick run) after
a second's warm-up, asks forecast-serve for a place whose answers it has cached (asked once before), then nginx for a
static file of the same bytes: requests a second, p50 and p99 latency, and each server's peak memory (VmHWM after the
run). forecast-serve's p99 must stay under TARGET_P99_MS and its peak under TARGET_MEMORY_MB (issue 43)."""
import os
import pathlib
import re
import sys
import tempfile

from ..context import clean_environment, stub_server
from ..report import Part
from ..serving import ForecastServe, Nginx, get, peak_memory_kib, wrk
from ..shared import verdict

TARGET_P99_MS = 10
TARGET_MEMORY_MB = 100
CONNECTIONS = 100
# The place asked: its daily table, as `curl localhost:8080/London` gets it.
TARGET = "/London"
# The requests forecast-serve has sent to the services, by service and outcome, in its /metrics.
UPSTREAM_SERIES = re.compile(r"^forecast_upstream_requests_total\{[^}]*\}\s+([0-9.e+]+)$", re.MULTILINE)


def upstream_requests(server):
    """The requests forecast-serve has sent to the weather services so far, from its /metrics."""
    status, _, body = get(server.url + "/metrics")
    if status != 200:
        raise SystemExit(f"bench: forecast-serve's /metrics answered {status}")
    return sum(float(value) for value in UPSTREAM_SERIES.findall(body.decode()))


def load(url, seconds):
    """wrk's figures for CONNECTIONS connections asking for `url` for `seconds`, after a second of the same untimed."""
    threads = min(os.cpu_count() or 1, CONNECTIONS)
    wrk(url, CONNECTIONS, 1, threads)
    return wrk(url, CONNECTIONS, seconds, threads)


def megabytes(kib):
    return kib * 1024 / 1_000_000


def row(label, figures, memory_kib):
    return (f"| {label} | {figures['rate']:,.0f} | {figures['p50_us'] / 1000:.2f} ms | {figures['p99_us'] / 1000:.2f} ms | "
            f"{figures['max_us'] / 1000:.2f} ms | {figures['requests']:,} | {figures['errors']} | {megabytes(memory_kib):.1f} MB |")


def part(bench, results):
    print("bench: 8/10 forecast serve under load, beside nginx (wrk)", file=sys.stderr)
    seconds = 2 if bench.options.quick else 10
    with stub_server(bench.stub_binary) as stub, tempfile.TemporaryDirectory(prefix="forecast-bench-serve-") as scratch_name:
        scratch = pathlib.Path(scratch_name)
        (scratch / "no-config").mkdir()
        env = {**clean_environment(), **stub.environment, "XDG_CACHE_HOME": str(scratch / "cache"),
               "XDG_CONFIG_HOME": str(scratch / "no-config")}
        with ForecastServe(bench.serve, env, scratch / "serve.log") as server:
            status, headers, body = get(server.url + TARGET)
            if status != 200:
                raise SystemExit(f"bench: forecast-serve answered {TARGET} with {status}: {body[:200]!r}")
            asked_before = upstream_requests(server)
            served = load(server.url + TARGET, seconds)
            asked_during = upstream_requests(server) - asked_before
            served_memory = peak_memory_kib([server.pid])
        with Nginx(files={TARGET.strip("/"): body}) as nginx:
            nginx.start("root " + str(nginx.www) + "; default_type text/plain;")
            if get(nginx.url + TARGET)[2] != body:
                raise SystemExit("bench: nginx does not serve the file it was given")
            static = load(nginx.url + TARGET, seconds)
            static_memory = peak_memory_kib(nginx.pids)
    results["serve_load"] = {"forecast-serve": served, "nginx": static}
    p99_ms, memory_mb = served["p99_us"] / 1000, megabytes(served_memory)
    return Part(
        targets=[f"| forecast serve under load (wrk, {CONNECTIONS} connections, cached answers): p99 latency under {TARGET_P99_MS} ms | "
                 f"{p99_ms:.2f} ms | {verdict(p99_ms < TARGET_P99_MS)} |",
                 f"| forecast serve's peak memory under that load under {TARGET_MEMORY_MB} MB | {memory_mb:.1f} MB | "
                 f"{verdict(memory_mb < TARGET_MEMORY_MB)} |",
                 f"| forecast serve answers every request of that load (no error, no status of 400 or more) | "
                 f"{served['errors']} errors in {served['requests']:,} | {verdict(served['errors'] == 0)} |"],
        lines=["## 8. forecast serve under load, beside nginx", "",
               f"wrk on loopback, {CONNECTIONS} connections on {min(os.cpu_count() or 1, CONNECTIONS)} threads for {seconds} s (after a second of the same, untimed), asks for",
               f"`{TARGET}`: first forecast-serve (this commit's release binary), which has answered it once before, so that every",
               f"answer is made again from its cached answers (the table laid out for each request: {len(body):,} bytes of text), then",
               "nginx serving a static file holding the same bytes, with a worker a core (`worker_processes auto`). Each logs every",
               "request to a file. wrk, the server and the machine's other work share its cores. Peak memory is VmHWM from",
               "/proc/PID/status after the run (nginx's master and workers added up); MB are 10⁶ bytes.", "",
               "| server | requests/s | p50 | p99 | max | requests | errors | peak memory |", "|---|---|---|---|---|---|---|---|",
               row("forecast-serve, cached answers", served, served_memory),
               row(f"nginx, a static file of {len(body):,} bytes", static, static_memory), "",
               f"forecast-serve answers {served['rate'] / static['rate']:.1%} of nginx's requests a second, its p99 {served['p99_us'] / max(static['p99_us'], 1):.1f}× nginx's; "
               f"it asked the weather services {asked_during:.0f} times during the load (its /metrics).", ""],
        summary=f"serve {served['rate']:,.0f} req/s p99 {p99_ms:.2f} ms {memory_mb:.1f} MB (nginx {static['rate']:,.0f} req/s)")
