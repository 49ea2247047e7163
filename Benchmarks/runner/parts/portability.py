"""Whether the release binary runs on a machine with no Swift, only libcurl4 (packaging/check-portable; a full run
as root)."""
import subprocess
import sys

from oracles.paths import ROOT

from ..report import Part


def part(bench, results):
    portability = "not checked in a quick run"
    if not bench.options.quick:
        print("bench: the release binary on a machine with only libcurl (packaging/check-portable)", file=sys.stderr)
        check = subprocess.run(["packaging/check-portable"], cwd=ROOT, capture_output=True, text=True)
        findings = [line.removeprefix("check-portable: ") for line in check.stdout.strip().splitlines()] or ["(no output)"]
        portability = {0: "yes: " + "; ".join(findings), 77: "not checked: needs root"}.get(
            check.returncode, f"**no**: {(check.stderr.strip().splitlines() or findings)[-1]}")
    return Part(lines=["## Runs with only libcurl", "",
                       f"Does the release binary run on a machine with no Swift, only libcurl4 (`packaging/check-portable`)? {portability}.", ""])
