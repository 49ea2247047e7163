"""The release binaries the benchmarks measure: forecast and forecast-serve as they ship (packaging/build-release builds
both, into one folder), and the stub server and the decoding benchmark built in release beside them."""
import pathlib
import subprocess
import sys

from .measure import run

# The products built beside forecast.
PRODUCTS = ["forecast-stub-server", "forecast-decoding-benchmark"]


def build():
    """The paths of forecast, forecast-serve, forecast-stub-server and forecast-decoding-benchmark, built in release."""
    forecast = pathlib.Path(run(["packaging/build-release"], stdout=subprocess.PIPE).stdout.strip())
    serve = forecast.parent / "forecast-serve"
    if not serve.exists():
        raise SystemExit(f"bench: packaging/build-release made no forecast-serve beside {forecast}")
    print("bench: building the stub server and the decoding benchmark (release)", file=sys.stderr)
    for product in PRODUCTS:
        run(["swift", "build", "-c", "release", "--quiet", "--product", product])
    bin_path = pathlib.Path(run(["swift", "build", "-c", "release", "--show-bin-path"], stdout=subprocess.PIPE).stdout.strip())
    return (forecast, serve, *(bin_path / product for product in PRODUCTS))
