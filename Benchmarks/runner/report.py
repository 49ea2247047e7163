"""BENCHMARKS.md: a part's share of it (Part), the tables the parts write, and the page around them (the machine,
the targets of every part, then each part's section)."""
import datetime
import os
import platform
import subprocess

from .shared import ms

TIMING_HEADER = ["| command | median | p25 – p75 | min – max | runs |", "|---|---|---|---|---|"]


class Part:
    """One part of the report: its rows of the targets table, its section, and its words in the closing line."""

    def __init__(self, targets=(), lines=(), summary=""):
        self.targets, self.lines, self.summary = list(targets), list(lines), summary


def timing_row(label, stats):
    return (f"| {label} | {ms(stats['median'])} | {ms(stats['p25'])} – {ms(stats['p75'])} | "
            f"{ms(stats['min'])} – {ms(stats['max'])} | {stats['runs']} |")


def list_items(items):
    """The lines of items that close a list, each item given as its lines without closing punctuation: each ends
    with ";", the last with "." (the data sets' cold runs in part 7)."""
    lines = []
    for number, item in enumerate(items):
        lines += item[:-1] + [item[-1] + ("." if number == len(items) - 1 else ";")]
    return lines


def machine():
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), "unknown")
    memory_kib = next(int(line.split()[1]) for line in open("/proc/meminfo") if line.startswith("MemTotal"))

    def first_line(args):
        """The first line a command prints (wrk and nginx say their version on standard error, and wrk exits 1)."""
        said = subprocess.run(args, capture_output=True, text=True)
        return (said.stdout or said.stderr).splitlines()[0]

    return {
        "cores": os.cpu_count(), "cpu": cpu, "memory": f"{memory_kib / 1024 / 1024:.1f} GiB",
        "kernel": platform.release(), "swift": first_line(["swift", "--version"]),
        "curl": first_line(["curl", "--version"]), "ansiweather": first_line(["ansiweather", "-v"]),
        "hyperfine": first_line(["hyperfine", "--version"]), "wrk": first_line(["wrk", "-v"]).split(" Copyright")[0],
        "nginx": first_line(["nginx", "-v"]).removeprefix("nginx version: "),
    }


def report(options, parts):
    """BENCHMARKS.md's lines: the machine, the targets of every part, then each part's section."""
    facts = machine()
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    return [
        "# Benchmarks", "",
        f"Written by `scripts/bench{' --quick' if options.quick else ''}` on {now}. Every figure below comes from that run;",
        "rerun the script to refresh them. All traffic is on loopback, to the stub server the script starts.", "",
        "## Machine", "",
        f"- {facts['cores']} cores, {facts['cpu']}, {facts['memory']} memory, Linux {facts['kernel']}",
        f"- {facts['swift']}; {facts['curl']}",
        f"- {facts['ansiweather']}; {facts['hyperfine']}; {facts['wrk']}; {facts['nginx']}", "",
        "## Targets", "",
        "| target | measured | |", "|---|---|---|",
    ] + [row for part in parts for row in part.targets] + [""] + [line for part in parts for line in part.lines]
