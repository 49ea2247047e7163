"""Part 4: the peak resident memory of a daily run and of curl, and of runs fed the largest hostile answers, which
must stay within HOSTILE_MEMORY_BOUND_MIB."""
import sys

from ..context import stub_server
from ..measure import curl_arguments, peak_memory_kib
from ..report import Part
from ..shared import DAILY, verdict

# The most a run fed a hostile answer may take: the 10 MiB body cap, what the process needs anyway, and room.
HOSTILE_MEMORY_BOUND_MIB = 64
# How a run fed a hostile answer may end: 65 (the answer refused), 69 (the service failed), or 75 (it timed out: a busy
# machine's stub server can take longer than the time-out to send the gzip bomb); never a signal.
HOSTILE_EXITS = (0, 65, 69, 75)
# The hostile answers: the stub server's behaviour names, and what each is.
HOSTILE_ANSWERS = [
    ("oversized:50000000", "a 50 MB body"),
    ("gzip-bomb:{bomb}", "a gzip bomb ({bomb_mb} MB inflated)"),
    ("many-headers", "1 MiB of headers"),
    ("huge-header", "one 1 MiB header line"),
    ("hostile-text", "hostile text in every field"),
]


def part(bench, results):
    print("bench: 4/10 peak memory", file=sys.stderr)
    repetitions = 3 if bench.options.quick else 20
    memory = peak_memory_kib([str(bench.forecast)] + DAILY, bench.env, repetitions)
    curl_memory = peak_memory_kib(curl_arguments(bench.requests),
                                  bench.env, repetitions)
    bomb = 100_000_000 if bench.options.quick else 1_000_000_000
    hostile = []
    for behaviour, label in HOSTILE_ANSWERS:
        behaviour, label = behaviour.format(bomb=bomb), label.format(bomb_mb=bomb // 1_000_000)
        with stub_server(bench.stub_binary, "--behaviour", behaviour) as hostile_stub:
            hostile_env = {**bench.env, **hostile_stub.environment}
            hostile.append((label, peak_memory_kib([str(bench.forecast), "daily", "London"], hostile_env, 3, HOSTILE_EXITS)))
    return Part(
        lines=["## 4. Peak resident memory", "", "The kernel's peak resident set size (`ru_maxrss`) of whole runs.", "",
               "| command | median | min – max | runs |", "|---|---|---|---|",
               f"| `forecast daily --city London --days 7` | {memory['median'] / 1024:.1f} MiB | {memory['min'] / 1024:.1f} – {memory['max'] / 1024:.1f} MiB | {memory['runs']} |",
               f"| `curl` (the same URLs) | {curl_memory['median'] / 1024:.1f} MiB | {curl_memory['min'] / 1024:.1f} – {curl_memory['max'] / 1024:.1f} MiB | {curl_memory['runs']} |",
               "",
               "Fed the largest hostile answers (`forecast daily London`, each run ending in a clean error), the peak must stay",
               f"within {HOSTILE_MEMORY_BOUND_MIB} MiB: the body is cut at 10 MiB as it arrives (inflated), headers at 256 KiB.", "",
               "| answer | peak (max of runs) | within the bound | runs |", "|---|---|---|---|"] + [
               f"| {label} | {stats['max'] / 1024:.1f} MiB | {verdict(stats['max'] / 1024 <= HOSTILE_MEMORY_BOUND_MIB)} | {stats['runs']} |"
               for label, stats in hostile] + [""],
        summary=f"peak RSS {memory['median'] / 1024:.1f} MiB (hostile answers: at most {max(stats['max'] for _, stats in hostile) / 1024:.1f} MiB)")
