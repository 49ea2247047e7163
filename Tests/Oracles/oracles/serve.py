"""forecast-serve, started on a free loopback port the way a user starts it: its own home, the services it asks pointed
at the checks' servers (every other at a closed port), its clock started at the checks' moment by libfaketime.

    with Serve(binary, stub.environment, home, now) as server:
        answer = server.get("/London?format=3")

Its address comes from the line it writes once listening ("forecast serve: listening on http://127.0.0.1:PORT").
"""
import http.client
import os
import pathlib
import queue
import re
import signal
import subprocess
import threading
import time

from . import clock
from .program import Forecast

LISTENING = re.compile(r"listening on http://(\S+):(\d+)")


class Answer:
    """One HTTP answer: `status`, `headers` (names lower-cased, the last value of a repeated one) and `body` (bytes);
    `text` decodes it."""

    def __init__(self, status, headers, body):
        self.status = status
        self.headers = {name.lower(): value for name, value in headers}
        self.body = body

    @property
    def text(self):
        return self.body.decode("utf-8")

    def __repr__(self):
        return f"<Answer {self.status} {self.headers.get('content-type')} {self.body[:120]!r}>"


class Serve:
    """forecast-serve (`binary`) with the servers' `environment`, in `home`, at `now` (None: the real time), with extra
    `arguments` (`--rate-limit 5`, `--idle-timeout 2`…). `log` holds every line it wrote to standard error."""

    def __init__(self, binary, environment, home, now=clock.NOW, arguments=()):
        runner = Forecast(binary, environment, home, now)
        self.command = [*runner.command, "--listen", "127.0.0.1:0", *arguments]
        self.environment = runner.environment
        self.process = None
        self.host = None
        self.port = None
        self.log = []
        self._drain = None

    def start(self, timeout=30):
        """Starts it and waits, `timeout` seconds at most, until it listens; RuntimeError with what it wrote when not."""
        self.process = subprocess.Popen(self.command, env=self.environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        lines = queue.Queue()
        self._drain = threading.Thread(target=self._read, args=(lines,), daemon=True)
        self._drain.start()
        deadline = time.monotonic() + timeout
        while self.port is None:
            try:
                line = lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                line = None
            if line is None:
                self.stop()
                raise RuntimeError(f"forecast-serve did not start: {''.join(self.log).strip() or 'nothing written'}")
            match = LISTENING.search(line)
            if match:
                self.host, self.port = match.group(1), int(match.group(2))
        return self

    def _read(self, lines):
        for line in self.process.stderr:
            self.log.append(line)
            lines.put(line)
        lines.put(None)

    @property
    def url(self):
        return f"http://{self.host}:{self.port}"

    def get(self, target, headers=None, method="GET", timeout=30):
        """The answer to one request for `target` ("/London?format=json") with `headers`, on a new connection."""
        connection = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        try:
            connection.request(method, target, headers=headers or {})
            response = connection.getresponse()
            return Answer(response.status, response.getheaders(), response.read())
        finally:
            connection.close()

    @property
    def pid(self):
        """The server's own process id. faketime runs it as its child and passes no signal on (a SIGTERM sent to
        faketime ends faketime alone and leaves the server running), so signals go to the child."""
        children = pathlib.Path(f"/proc/{self.process.pid}/task/{self.process.pid}/children")
        try:
            listed = children.read_text().split()
        except OSError:
            listed = []
        return int(listed[0]) if listed and self.command[0] == "faketime" else self.process.pid

    def signal(self, number=signal.SIGTERM):
        os.kill(self.pid, number)

    def wait(self, timeout=30):
        """Its exit status, once it has ended (at most `timeout` seconds)."""
        return self.process.wait(timeout=timeout)

    def stop(self):
        if self.process is not None and self.process.poll() is None:
            server = self.pid
            os.kill(server, signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                for pid in {server, self.process.pid}:
                    try:
                        os.kill(pid, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
                self.process.wait()
            clock.sweep_faketime_leftovers()
        if self._drain is not None:
            self._drain.join(timeout=10)

    def __enter__(self):
        return self.start()

    def __exit__(self, *error):
        self.stop()
