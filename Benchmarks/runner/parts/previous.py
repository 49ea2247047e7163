"""Part 6: this commit's release binary against the previous commit's (`--previous REV`), alternating in the same
hyperfine rounds: `--version`, a cached `daily` and a cold `daily`, each within PREVIOUS_TARGET of it (a full run
only: building a second binary takes minutes); and the sizes of the binaries, forecast, forecast-serve and forecast-mcp
(and the previous commit's forecast in a full run), as built and stripped as the packages ship them."""
import pathlib
import shutil
import subprocess
import sys
import tempfile

from oracles.paths import ROOT

from ..measure import command_line, hyperfine, quote, run
from ..report import TIMING_HEADER, Part, timing_row
from ..shared import DAILY, verdict

# This commit's binary against the previous commit's, in the same rounds: a change to the code must not slow a run
# (issue 39: a new front door must not slow the command line).
PREVIOUS_TARGET = 1.05
# Where a commit's tree has the script that builds its release binary: here now, in scripts/ before issue 42.
BUILD_RELEASE = ["packaging/build-release", "scripts/build-release"]
# How packaging/install --strip (the packages) strips a binary.
STRIP = ["strip", "--remove-section=.comment", "--remove-section=.note", "--strip-unneeded"]


def previous_binary(revision):
    """The release binary of `revision`, built by its own build-release in a copy of its tree under
    .build/bench-previous/<commit> (kept, so a second run builds nothing), and that commit's short name."""
    commit = run(["git", "rev-parse", "--verify", f"{revision}^{{commit}}"], stdout=subprocess.PIPE).stdout.strip()
    tree = ROOT / ".build" / "bench-previous" / commit
    marker = tree / ".built"
    if not marker.exists():
        print(f"bench: building the release binary of {commit[:10]} (the previous commit) in {tree.relative_to(ROOT)}", file=sys.stderr)
        shutil.rmtree(tree, ignore_errors=True)
        tree.mkdir(parents=True)
        archive = subprocess.Popen(["git", "archive", commit], cwd=ROOT, stdout=subprocess.PIPE)
        subprocess.run(["tar", "-x", "-C", str(tree)], stdin=archive.stdout, check=True)
        if archive.wait() != 0:
            raise SystemExit(f"bench: git archive {commit} failed")
        script = next(path for path in BUILD_RELEASE if (tree / path).exists())
        binary = subprocess.run([script], cwd=tree, check=True, text=True, stdout=subprocess.PIPE).stdout.strip()
        marker.write_text(binary + "\n")
    return pathlib.Path(marker.read_text().strip()), commit[:10]


def sizes(binaries):
    """The lines of a table of each binary's size ({label: path}), as built and stripped as the packages ship it (a
    copy stripped)."""
    lines = ["| binary | as built | stripped (as the packages ship it) |", "|---|---|---|"]
    with tempfile.TemporaryDirectory(prefix="forecast-bench-sizes-") as scratch:
        for label, binary in binaries.items():
            stripped = pathlib.Path(scratch) / binary.name
            shutil.copyfile(binary, stripped)
            run(STRIP + [str(stripped)])
            lines.append(f"| {label} | {megabytes(binary.stat().st_size)} | {megabytes(stripped.stat().st_size)} |")
    return lines + [""]


def megabytes(size):
    return f"{size / 1_000_000:.1f} MB ({size:,} bytes)"


def this_commits(bench):
    """This commit's binaries, by their labels in the table of sizes."""
    return {"`forecast` (this commit)": bench.forecast, "`forecast-serve` (this commit)": bench.serve,
            "`forecast-mcp` (this commit)": bench.mcp}


def part(bench, results):
    if bench.options.quick:
        return Part(lines=["## 6. Against the previous commit's binary", "", "Not measured in a quick run: it builds a second release binary.",
                           "The sizes of this commit's binaries (MB are 10⁶ bytes):", ""] + sizes(this_commits(bench)))
    print("bench: 6/10 this binary against the previous commit's", file=sys.stderr)
    previous, commit = previous_binary(bench.options.previous)
    caches = {name: pathlib.Path(tempfile.mkdtemp(prefix=f"forecast-bench-{name}-")) for name in ("this", "previous")}
    try:
        commands = {}
        for name, binary in (("this", bench.forecast), ("previous", previous)):
            # Each binary reads a cache it filled itself, through a wrapper that points it there.
            cached_env = f"XDG_CACHE_HOME={quote(str(caches[name]))}"
            run([str(binary)] + DAILY, env={**bench.env, "XDG_CACHE_HOME": str(caches[name])}, stdout=subprocess.DEVNULL)
            commands[f"{name}: --version"] = command_line(binary, ["--version"])
            commands[f"{name}: daily, fully cached"] = f"env {cached_env} " + command_line(binary, DAILY)
            commands[f"{name}: daily, cold"] = command_line(binary, DAILY)
        timings = results["previous"] = hyperfine(commands, bench.runs, bench.rounds, bench.warmup, bench.env)
    finally:
        for cache in caches.values():
            shutil.rmtree(cache, ignore_errors=True)
    runs = ["--version", "daily, fully cached", "daily, cold"]
    ratios = {run_name: timings[f"this: {run_name}"]["median"] / timings[f"previous: {run_name}"]["median"] for run_name in runs}
    return Part(
        targets=[f"| {run_name} at most {PREVIOUS_TARGET}× the previous commit's binary ({commit}) | {ratios[run_name]:.2f}× | "
                 f"{verdict(ratios[run_name] <= PREVIOUS_TARGET)} |" for run_name in runs],
        lines=["## 6. Against the previous commit's binary", "",
               f"This commit's release binary beside {commit}'s, built by that commit's own `build-release`, in the same",
               "alternating hyperfine rounds; cold runs ask the stub server for everything, cached ones read a cache each binary",
               "filled itself.", ""] + TIMING_HEADER + [
               timing_row(f"`forecast {name}` ({'this commit' if who == 'this' else commit})", timings[f"{who}: {name}"])
               for name in runs for who in ("this", "previous")] + [
               "", "The binaries' sizes (MB are 10⁶ bytes):", ""] + sizes(
               {**this_commits(bench), f"`forecast` ({commit})": previous}),
        summary="against " + commit + ": " + ", ".join(f"{name} {ratio:.2f}x" for name, ratio in ratios.items()))
