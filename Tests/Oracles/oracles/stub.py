"""forecast-stub-server, started on a free port: the one place any check, benchmark or script starts it.

    with StubServer(now=clock.NOW) as stub:
        subprocess.run([forecast, "daily", "London"], env={**os.environ, **stub.environment})

Its address comes from the machine-readable `export FORECAST_<ID>_URL=…` lines it prints once listening (the same
lines `--exports` prints), never from its banner's wording.
"""
import queue
import re
import subprocess
import threading
import time

from . import clock, paths

EXPORT = re.compile(r"^export (FORECAST_\w+_URL)=(\S+)$")
# A request it received, as `--log` prints it: "GET /v1/search?name=London&…".
REQUEST = re.compile(r"^[A-Z]+ /\S*$")


class StubServer:
    """The stub server: `url` (its base URL) and `environment` (every FORECAST_<ID>_URL variable pointing at it)
    while started. `now` fixes the moment its answers are made for (None: the real time); `arguments` adds options
    (`--behaviour`, `--latency`, `--recorded`, …); with `--log`, `requests` holds each request it received
    ("GET /v1/search?…"), in order, all of them once it has stopped."""

    def __init__(self, now=None, arguments=(), binary=None):
        self.command = [str(binary or paths.program("forecast-stub-server")), "--port", "0", *arguments]
        if now is not None:
            self.command += ["--now", clock.iso(now)]
        self.process = None
        self.drain = None
        self.url = None
        self.environment = {}
        self.requests = []

    def start(self, timeout=30):
        """Starts it and waits, `timeout` seconds at most, until it listens; RuntimeError with what it printed when it
        does not."""
        self.process = subprocess.Popen(self.command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        lines = queue.Queue()
        # Every line it prints is read on its own thread (so that a silent server cannot hang the caller, and one that
        # logs never blocks on a full pipe); the lines before it listens are handed over, the rest dropped.
        self.drain = threading.Thread(target=self._read, args=(lines,), daemon=True)
        self.drain.start()
        printed, deadline = [], time.monotonic() + timeout
        while self.url is None:
            try:
                line = lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                line = None
            if line is None:
                self.stop()
                raise RuntimeError(f"forecast-stub-server did not start: {''.join(printed).strip() or 'nothing printed'}")
            printed.append(line)
            match = EXPORT.match(line.strip())
            self.url = match.group(2) if match else None
        port = self.url.rsplit(":", 1)[1]
        exports = subprocess.run([self.command[0], "--port", port, "--exports"], capture_output=True, text=True, check=True)
        self.environment = dict(EXPORT.match(line).groups() for line in exports.stdout.splitlines() if EXPORT.match(line))
        return self

    def _read(self, lines):
        """Hands each line to `lines` until the server listens, then keeps the requests `--log` prints and drops the
        rest; None at the end of its output."""
        for line in self.process.stdout:
            if self.url is None:
                lines.put(line)
            elif REQUEST.match(line.strip()):
                self.requests.append(line.strip())
        lines.put(None)

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
