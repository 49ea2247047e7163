"""The rows of Benchmarks/rows/ (one file a data set or command beside `daily`, found by oracles.entries in their
ORDER), as the parts read them: part 5's runs and targets, part 7's cold runs and their targets."""
import pathlib

from oracles import entries

MODULES = entries.load(pathlib.Path(__file__).resolve().parents[1] / "rows")
# Part 5's runs of each data set or command beside `daily` (a cached `air`, `sun` for a coordinate, …).
ROWS = [row for module in MODULES for row in getattr(module, "ROWS", [])]
# Part 7's cold runs of data sets against curl fetching the same URLs (a cold nowcast at a radar place, …).
LATENCY_RUNS = [cold_run for module in MODULES for cold_run in getattr(module, "LATENCY", [])]


def targets(startup):
    """The rows' targets from part 5's timings (their files' `targets`), in their own order."""
    return sorted((target for module in MODULES if hasattr(module, "targets") for target in module.targets(startup)),
                  key=lambda target: target.order)
