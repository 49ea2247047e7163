"""What the limits and robustness checks of forecast serve need beside oracles/serve.py: requests written byte for byte
on a socket (no client library normalising the path, refusing a control character or giving up on a huge header)
and their answers read back raw; the connections the server process holds; and a stub server whose request log can
be read.

    answer = exchange(server, request("/../../etc/passwd"))   # server: a started oracles.serve.Serve
"""
import os
import queue
import re
import socket
import threading
import time

from .stub import StubServer


class RawAnswer:
    """An answer read off the wire: `status` (None when nothing readable came back), `headers` (names lower-cased),
    `body` (bytes, by Content-Length when given), `raw` (every byte received) and `closed` (the server closed or reset
    the connection)."""

    def __init__(self, raw, closed):
        self.raw = raw
        self.closed = closed
        self.status = None
        self.headers = {}
        self.body = b""
        head, separator, rest = raw.partition(b"\r\n\r\n")
        match = re.match(rb"HTTP/1\.[01] (\d{3})", head)
        if not match or not separator:
            return
        self.status = int(match.group(1))
        for line in head.split(b"\r\n")[1:]:
            name, _, value = line.partition(b":")
            self.headers[name.strip().lower().decode("latin-1")] = value.strip().decode("latin-1")
        length = self.headers.get("content-length")
        self.body = rest[:int(length)] if length is not None and length.isdigit() else rest

    @property
    def text(self):
        return self.body.decode("utf-8")

    def __repr__(self):
        return f"<RawAnswer {self.status} closed={self.closed} {self.raw[:300]!r}>"


def request(target, headers=(), method="GET"):
    """The bytes of one HTTP/1.1 request for `target` (str or bytes, sent exactly as given) with `headers` (pairs),
    asking the server to close the connection after it."""
    target = target.encode("utf-8") if isinstance(target, str) else target
    lines = [method.encode() + b" " + target + b" HTTP/1.1", b"Host: 127.0.0.1", b"Connection: close"]
    lines += [(name.encode() if isinstance(name, str) else name) + b": " + (value.encode() if isinstance(value, str) else value)
              for name, value in headers]
    return b"\r\n".join(lines) + b"\r\n\r\n"


def exchange(server, data, timeout=10):
    """Sends `data` on a new connection to `server` while reading what comes back (so that an answer sent before the
    server closes on a request it will not read whole is kept), until the server closes the connection, the answer is
    whole, or `timeout` seconds pass. A RawAnswer."""
    connection = socket.create_connection((server.host, server.port), timeout=timeout)
    connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x00" * 8)

    def send():
        try:
            connection.sendall(data)
        except OSError:
            pass  # the server closed the connection before it had read it all: what it answered is read below

    sender = threading.Thread(target=send, daemon=True)
    sender.start()
    received, closed, deadline = b"", False, time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            connection.settimeout(max(0.01, deadline - time.monotonic()))
            try:
                chunk = connection.recv(65536)
            except socket.timeout:
                break
            except ConnectionResetError:
                closed = True
                break
            if not chunk:
                closed = True
                break
            received += chunk
            answer = RawAnswer(received, False)
            if answer.status is not None and "content-length" in answer.headers and len(answer.body) == int(answer.headers["content-length"]):
                # Whole; the connection is closed by the server after it (Connection: close), or not, as it likes.
                break
    finally:
        connection.close()
        sender.join(timeout=timeout)
    return RawAnswer(received, closed)


def read(path):
    try:
        with open(path) as file:
            return file.read()
    except FileNotFoundError:
        return ""


def accepted_connections(pid, port):
    """How many connections process `pid` holds open on its listening `port` (accepted, established or closing; the
    listening socket not counted), from /proc/net/tcp and /proc/net/tcp6 and its open files."""
    inodes = set()
    for descriptor in os.listdir(f"/proc/{pid}/fd"):
        try:
            target = os.readlink(f"/proc/{pid}/fd/{descriptor}")
        except FileNotFoundError:
            continue
        if target.startswith("socket:["):
            inodes.add(target[len("socket:["):-1])
    count = 0
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in read(table).splitlines()[1:]:
            fields = line.split()
            local_port, state, inode = int(fields[1].rsplit(":", 1)[1], 16), fields[3], fields[9]
            if local_port == port and state != "0A" and inode in inodes:  # 0A: LISTEN
                count += 1
    return count


def alive(pid):
    """Whether process `pid` is running (not ended, not a zombie)."""
    status = read(f"/proc/{pid}/status")
    return bool(status) and "State:\tZ" not in status


class LoggedStub(StubServer):
    """A stub server started with `--log` whose request lines, once it listens, are kept: `requests` (a queue of the
    lines, each "METHOD target")."""

    def __init__(self, now=None, arguments=(), binary=None):
        super().__init__(now=now, arguments=["--log", *arguments], binary=binary)
        self.requests = queue.Queue()

    def _read(self, lines):
        for line in self.process.stdout:
            if self.url is None:
                lines.put(line)
            elif re.match(r"[A-Z]+ /", line):
                self.requests.put(line.strip())
        lines.put(None)
