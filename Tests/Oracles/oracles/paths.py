"""Where the repository and the built programs are."""
import os
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[3]
# The folder of the programs under test: FORECAST_BUILD_DIR when set (a release build, another work tree's), else the
# debug build's.
BUILD = pathlib.Path(os.environ.get("FORECAST_BUILD_DIR", ROOT / ".build/debug")).resolve()


def program(name):
    """The built program `name` (forecast, forecast-stub-server, forecast-plural-table) in BUILD."""
    return BUILD / name
