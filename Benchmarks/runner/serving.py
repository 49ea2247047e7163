"""What parts 8 and 9 measure with: forecast-serve (the release binary packaging/build-release makes beside forecast)
and nginx, each started on a free loopback port; nginx runs unprivileged from a folder of its own (`nginx -p FOLDER
-c nginx.conf`, in the foreground, every file it writes inside that folder); wrk's load on a server (its figures
reported by runner/wrk_summary.lua), a request, and the peak resident memory of a running server's processes."""
import http.client
import json
import pathlib
import re
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.parse

from oracles.serve import LISTENING

WRK_SUMMARY = pathlib.Path(__file__).resolve().parent / "wrk_summary.lua"
# wrk's kinds of error (a status error is an answer of 400 or more).
WRK_ERRORS = ["connect", "read", "write", "status", "timeout"]
# A line forecast-serve logs for each request it answers ("… client=127.0.0.1 method=GET ms=3 route=/{place} …").
REQUEST_LOGGED = re.compile(r"\bmethod=[A-Z]+\b")


def free_port():
    """A loopback port nothing listens on (nginx cannot be given port 0 and say which it took)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until(condition, timeout, failure):
    """Waits, `timeout` seconds at most, until `condition()` holds; stops the benchmark saying `failure()` when not."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise SystemExit(f"bench: {failure()}")
        time.sleep(0.02)


def get(url, headers=None, timeout=30):
    """(status, headers with lower-case names, body) of one GET of `url`, on a connection of its own."""
    parts = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=timeout)
    try:
        connection.request("GET", parts.path + (f"?{parts.query}" if parts.query else ""), headers=headers or {})
        response = connection.getresponse()
        return response.status, {name.lower(): value for name, value in response.getheaders()}, response.read()
    finally:
        connection.close()


def peak_memory_kib(pids):
    """The peak resident set size (VmHWM) of the running processes `pids`, added up, in KiB."""
    total = 0
    for pid in pids:
        status = pathlib.Path(f"/proc/{pid}/status").read_text()
        total += int(re.search(r"^VmHWM:\s+(\d+) kB$", status, re.MULTILINE).group(1))
    return total


def children(pid):
    """The processes whose parent is `pid` (nginx's workers)."""
    found = []
    for entry in pathlib.Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            # After the command's name (in parentheses, which may hold any character) come the state and the parent.
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def wrk(url, connections, seconds, threads):
    """wrk's figures for `connections` connections asking for `url` for `seconds` on `threads` threads: requests,
    duration_us, p50_us, p90_us, p99_us, max_us, mean_us, each kind of error, and `errors` (their sum) and `rate`
    (requests a second) added."""
    said = subprocess.run(["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds}s", "--latency", "-s", str(WRK_SUMMARY), url],
                          capture_output=True, text=True, check=True).stdout
    figures = json.loads(said.strip().splitlines()[-1])
    figures["errors"] = sum(figures[kind] for kind in WRK_ERRORS)
    figures["rate"] = figures["requests"] / (figures["duration_us"] / 1_000_000)
    return figures


class ForecastServe:
    """forecast-serve (`binary`, with `arguments`) on a free loopback port with `environment`, writing its log (a line
    a request) to the file `log`: `url` and `pid` while started, `requests_logged()` the requests it has answered."""

    def __init__(self, binary, environment, log, arguments=()):
        self.command = [str(binary), "--listen", "127.0.0.1:0", *arguments]
        self.environment = environment
        self.log = pathlib.Path(log)
        self.process = None
        self.url = None

    @property
    def pid(self):
        return self.process.pid

    def start(self, timeout=30):
        with open(self.log, "w") as log:
            self.process = subprocess.Popen(self.command, env=self.environment, stdout=subprocess.DEVNULL, stderr=log)

        def listening():
            match = LISTENING.search(self.log.read_text(errors="replace"))
            if match:
                self.url = f"http://{match.group(1)}:{match.group(2)}"
            return self.url is not None or self.process.poll() is not None

        wait_until(listening, timeout, lambda: f"forecast-serve did not start: {self.log.read_text(errors='replace').strip()}")
        if self.url is None:
            raise SystemExit(f"bench: forecast-serve exited {self.process.returncode}: {self.log.read_text(errors='replace').strip()}")
        return self

    def requests_logged(self):
        with open(self.log, errors="replace") as log:
            return sum(1 for line in log if REQUEST_LOGGED.search(line))

    def stop(self):
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def __enter__(self):
        return self.start()

    def __exit__(self, *error):
        self.stop()


class Nginx:
    """nginx, run unprivileged from a folder of its own, listening on a free loopback port (`port`, `url`), with
    `files` ({name: bytes}) in the folder's www/ (`www`) and a scratch folder `folder` for a cache. `start(server,
    http)` starts it with `server` the directives of its one server block and `http` more of the http block's."""

    def __init__(self, files=None):
        self.folder = pathlib.Path(tempfile.mkdtemp(prefix="forecast-bench-nginx-"))
        # nginx started by root runs its workers as nobody, who must be able to read the files it serves.
        self.folder.chmod(0o755)
        self.www = self.folder / "www"
        self.www.mkdir(mode=0o755)
        for name, body in (files or {}).items():
            (self.www / name).write_bytes(body)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process = None

    def start(self, server, http="", timeout=30):
        (self.folder / "nginx.conf").write_text("\n".join([
            "daemon off;",
            f"pid {self.folder}/nginx.pid;",
            f"error_log {self.folder}/error.log warn;",
            # A worker a core, as forecast-serve runs an event loop a core.
            "worker_processes auto;",
            "events { worker_connections 1024; }",
            "http {",
            f"    access_log {self.folder}/access.log;",
            *(f"    {name}_temp_path {self.folder}/{name}_temp;" for name in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")),
            f"    {http}",
            "    server {",
            f"        listen 127.0.0.1:{self.port};",
            f"        {server}",
            "    }",
            "}", ""]))
        self.process = subprocess.Popen(["nginx", "-p", str(self.folder), "-c", "nginx.conf", "-e", str(self.folder / "error.log")],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)

        def listening():
            if self.process.poll() is not None:
                return True
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    return bool(children(self.process.pid))
            except OSError:
                return False

        wait_until(listening, timeout, lambda: f"nginx did not start: {(self.folder / 'error.log').read_text().strip()}")
        if self.process.poll() is not None:
            raise SystemExit(f"bench: nginx exited {self.process.returncode}: {self.process.stderr.read().strip()}")
        return self

    @property
    def pids(self):
        """Its master process and its workers."""
        return [self.process.pid] + children(self.process.pid)

    def stop(self):
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self.process is not None:
            self.process.stderr.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *error):
        self.stop()
