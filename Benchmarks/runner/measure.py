"""How the runner measures: commands run from the repository's root, hyperfine's timings pooled over alternating
rounds, the kernel's peak resident memory of whole runs, and the command lines hyperfine is given."""
import json
import os
import pathlib
import statistics
import subprocess
import tempfile

from oracles.paths import ROOT


def run(args, **options):
    return subprocess.run(args, cwd=ROOT, check=True, text=True, **options)


def quantile(values, fraction):
    ordered = sorted(values)
    position = (len(ordered) - 1) * fraction
    low, high = int(position), min(int(position) + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def summary(values):
    return {"median": statistics.median(values), "p25": quantile(values, 0.25), "p75": quantile(values, 0.75),
            "min": min(values), "max": max(values), "runs": len(values)}


def hyperfine(commands, runs, rounds, warmup, env, prepare=None):
    """Times each command with hyperfine, in alternating rounds so drift of the machine hits all alike; `prepare`
    (a command line) runs before every timed run, untimed."""
    pooled = {name: [] for name in commands}
    with tempfile.TemporaryDirectory() as scratch:
        for round_number in range(rounds):
            export = pathlib.Path(scratch) / f"round{round_number}.json"
            arguments = ["hyperfine", "--shell=none", "--style=none", "--warmup", str(warmup), "--runs", str(runs),
                         "--export-json", str(export)] + (["--prepare", prepare] if prepare else [])
            for name, command in commands.items():
                arguments += ["--command-name", name, command]
            run(arguments, env=env, stdout=subprocess.DEVNULL)
            for result in json.loads(export.read_text())["results"]:
                pooled[result["command"]] += [seconds * 1000 for seconds in result["times"]]
    return {name: summary(times) for name, times in pooled.items()}


def quote(argument):
    return "'" + argument.replace("'", "'\\''") + "'"


def command_line(binary, arguments):
    return " ".join(quote(part) for part in [str(binary)] + arguments)


def curl_arguments(requests):
    """curl's arguments to fetch `requests` (context.Request: a URL, and a POST's form or None) in one process, one
    after the other, reusing its connection (`--next` starts each request's own options)."""
    arguments = ["curl"]
    for index, request in enumerate(requests):
        arguments += (["--next"] if index else []) + ["-s", "--compressed", "-o", "/dev/null"]
        arguments += (["--data-raw", request.form] if request.form is not None else []) + [request.url]
    return arguments


def curl_fetching(requests):
    """The command line of curl fetching `requests` (curl_arguments): what forecast is timed against."""
    return " ".join(quote(argument) for argument in curl_arguments(requests))


def peak_memory_kib(arguments, env, runs, clean_exits=(0,)):
    """The peak resident set size of each run, from the kernel's rusage of the finished child, which must end with
    one of `clean_exits` (never a signal)."""
    peaks = []
    for _ in range(runs):
        process = subprocess.Popen(arguments, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        if os.waitstatus_to_exitcode(status) not in clean_exits:
            raise SystemExit(f"bench: {arguments} ended with {os.waitstatus_to_exitcode(status)}")
        peaks.append(usage.ru_maxrss)
    return summary(peaks)
