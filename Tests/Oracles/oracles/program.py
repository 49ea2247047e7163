"""The built forecast, run as a user runs it: a fresh process with the servers' FORECAST_<ID>_URL variables, its own
empty home, no colour, and its clock started at the checks' moment by libfaketime."""
import functools
import json
import os
import subprocess

from . import clock, paths
from .stub import EXPORT

# Where a service no server of the check's stands in for is pointed: a closed port on loopback, so that a run can
# never reach the internet, whatever the check forgot.
NOWHERE = "http://127.0.0.1:9"


@functools.cache
def service_variables():
    """Every FORECAST_<ID>_URL variable forecast reads: the catalogue's, as forecast-stub-server --exports lists them."""
    listed = subprocess.run([str(paths.program("forecast-stub-server")), "--port", "9", "--exports"], capture_output=True,
                            text=True, check=True).stdout
    return [EXPORT.match(line).group(1) for line in listed.splitlines() if EXPORT.match(line)]


class Forecast:
    """Runs `binary` with `environment` (the servers' variables; every other service's points nowhere), in `home`, at
    `now` (None: the real time)."""

    def __init__(self, binary, environment, home, now=clock.NOW):
        self.binary = str(binary)
        self.command = [*clock.faketime_prefix(now), self.binary] if now is not None else [self.binary]
        self.home = home
        base = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "NO_COLOR": "1", **home.environment,
                **dict.fromkeys(service_variables(), NOWHERE), **environment}
        if now is not None:
            base.update(clock.faketime_environment())
        self.environment = base

    def run(self, *arguments, columns=80, env=None, input=None, timeout=60):
        """The finished run (a CompletedProcess with text stdout and stderr); `env` adds or replaces variables."""
        return subprocess.run([*self.command, *arguments], env={**self.environment, "COLUMNS": str(columns), **(env or {})},
                              input=input, capture_output=True, text=True, timeout=timeout)

    def output(self, *arguments, **options):
        """Standard output of a run that must succeed; an AssertionError with its exit code and message otherwise."""
        result = self.run(*arguments, **options)
        assert result.returncode == 0, f"forecast {' '.join(arguments)} exited {result.returncode}: {result.stderr.strip()}"
        return result.stdout

    def json(self, *arguments, **options):
        """Standard output of a run that must succeed, read as JSON."""
        return json.loads(self.output(*arguments, **options))


class Home:
    """An empty home for one test: HOME and the XDG cache, configuration, data and state folders inside `folder`."""

    def __init__(self, folder):
        self.folder = folder
        self.cache = folder / "cache"
        self.config = folder / "config"
        self.environment = {"HOME": str(folder), "XDG_CACHE_HOME": str(self.cache), "XDG_CONFIG_HOME": str(self.config),
                            "XDG_DATA_HOME": str(folder / "data"), "XDG_STATE_HOME": str(folder / "state")}
