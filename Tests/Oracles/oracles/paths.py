"""Where the repository and the built programs are."""
import os
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[3]
# The folder of the programs under test: FORECAST_BUILD_DIR when set (a release build, another work tree's), else the
# debug build's.
BUILD = pathlib.Path(os.environ.get("FORECAST_BUILD_DIR", ROOT / ".build/debug")).resolve()
# The checks' own Python, with their pinned packages (scripts/install-dependencies --checks makes it): what a helper
# started as a program of its own runs on, whichever Python started the caller (the benchmarks run on the system's).
PYTHON = ROOT / ".build/oracles-venv/bin/python"


def program(name):
    """The built program `name` (forecast, forecast-stub-server, forecast-plural-table) in BUILD."""
    return BUILD / name
