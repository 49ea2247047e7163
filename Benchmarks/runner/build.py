"""The release binaries the benchmarks measure: forecast as it ships (packaging/build-release), and the stub server
and the decoding benchmark built in release beside it."""
import pathlib
import subprocess
import sys

from .measure import run

# The products built beside forecast.
PRODUCTS = ["forecast-stub-server", "forecast-decoding-benchmark"]


def build():
    """The paths of forecast, forecast-stub-server and forecast-decoding-benchmark, built in release."""
    forecast = run(["packaging/build-release"], stdout=subprocess.PIPE).stdout.strip()
    print("bench: building the stub server and the decoding benchmark (release)", file=sys.stderr)
    for product in PRODUCTS:
        run(["swift", "build", "-c", "release", "--quiet", "--product", product])
    bin_path = pathlib.Path(run(["swift", "build", "-c", "release", "--show-bin-path"], stdout=subprocess.PIPE).stdout.strip())
    return (pathlib.Path(forecast), *(bin_path / product for product in PRODUCTS))
