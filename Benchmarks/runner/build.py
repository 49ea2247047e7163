"""The release binaries the benchmarks measure: forecast, forecast-serve and forecast-mcp as they ship
(packaging/build-release builds the three, into one folder), and the stub server and the decoding benchmark built in
release beside them."""
import pathlib
import subprocess
import sys

from .measure import run

# The programs packaging/build-release builds beside forecast, which forecast runs (`forecast serve`, `forecast mcp`).
SIBLINGS = ["forecast-serve", "forecast-mcp"]
# The products built beside forecast.
PRODUCTS = ["forecast-stub-server", "forecast-decoding-benchmark"]


def build():
    """The paths of forecast, forecast-serve, forecast-mcp, forecast-stub-server and forecast-decoding-benchmark, built
    in release."""
    forecast = pathlib.Path(run(["packaging/build-release"], stdout=subprocess.PIPE).stdout.strip())
    siblings = [forecast.parent / sibling for sibling in SIBLINGS]
    for sibling in siblings:
        if not sibling.exists():
            raise SystemExit(f"bench: packaging/build-release made no {sibling.name} beside {forecast}")
    print("bench: building the stub server and the decoding benchmark (release)", file=sys.stderr)
    for product in PRODUCTS:
        run(["swift", "build", "-c", "release", "--quiet", "--product", product])
    bin_path = pathlib.Path(run(["swift", "build", "-c", "release", "--show-bin-path"], stdout=subprocess.PIPE).stdout.strip())
    return (forecast, *siblings, *(bin_path / product for product in PRODUCTS))
