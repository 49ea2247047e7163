"""forecast-stub-server, started on a free port: the one place any check, benchmark or script starts it.

    with StubServer(now=clock.NOW) as stub:
        subprocess.run([forecast, "daily", "London"], env={**os.environ, **stub.environment})

Its address comes from the machine-readable `export FORECAST_<ID>_URL=…` lines it prints once listening (the same
lines `--exports` prints), never from its banner's wording.
"""
import re
import subprocess
import threading

from . import clock, paths

EXPORT = re.compile(r"^export (FORECAST_\w+_URL)=(\S+)$")


class StubServer:
    """The stub server: `url` (its base URL) and `environment` (every FORECAST_<ID>_URL variable pointing at it)
    while started. `now` fixes the moment its answers are made for (None: the real time); `arguments` adds options
    (`--behaviour`, `--latency`, `--recorded`, …)."""

    def __init__(self, now=None, arguments=(), binary=None):
        self.command = [str(binary or paths.program("forecast-stub-server")), "--port", "0", *arguments]
        if now is not None:
            self.command += ["--now", clock.iso(now)]
        self.process = None
        self.drain = None
        self.url = None
        self.environment = {}

    def start(self):
        """Starts it and waits until it listens; raises RuntimeError with what it printed when it does not."""
        self.process = subprocess.Popen(self.command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        printed = []
        for line in self.process.stdout:
            printed.append(line)
            match = EXPORT.match(line.strip())
            if match:
                self.url = match.group(2)
                break
        if self.url is None:
            self.process.wait()
            raise RuntimeError(f"forecast-stub-server did not start: {''.join(printed).strip()}")
        port = self.url.rsplit(":", 1)[1]
        exports = subprocess.run([self.command[0], "--port", port, "--exports"], capture_output=True, text=True, check=True)
        self.environment = dict(EXPORT.match(line).groups() for line in exports.stdout.splitlines() if EXPORT.match(line))
        # What it prints from now on (its --log lines) is read and dropped, so that it never blocks on a full pipe.
        self.drain = threading.Thread(target=self.process.stdout.read, daemon=True)
        self.drain.start()
        return self

    def stop(self):
        if self.process is not None:
            if self.process.poll() is None:
                self.process.terminate()
                self.process.wait(timeout=10)
            if self.drain is not None:
                self.drain.join(timeout=10)
            self.process.stdout.close()

    def __enter__(self):
        return self.start()

    def __exit__(self, *error):
        self.stop()
