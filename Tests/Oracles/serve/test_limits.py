"""forecast serve's bounds, tried from outside: a slow-loris client (dripping a header, or the body of a request
refused) is dropped after the idle time-out, 1,000 idle connections are held (the server raising its own file limit),
an oversized header block, header line, header count or path is refused with its status and a one-line body, and
through all of it a normal request on another connection is answered in time; the per-client rate limit (a token
bucket, 429 with Retry-After, loopback exempt unless asked, /healthz and /metrics never limited) and X-Forwarded-For
believed only from a trusted proxy, its rightmost untrusted address being the client."""
import re
import resource
import select
import socket
import threading
import time

import pytest

from oracles.stub import StubServer
from oracles.serve_raw import accepted_connections, alive, exchange, request

# What "in time" means for a normal request while the server is under attack: the answer from the cache takes a few
# milliseconds; a server whose event loops or file descriptors were taken would take seconds or never answer.
IN_TIME = 0.5


def answers_in_time(server, target="/London"):
    """Asks `server` for `target` on a new connection; asserts a 200 within IN_TIME seconds."""
    began = time.monotonic()
    answer = server.get(target, timeout=10)
    took = time.monotonic() - began
    assert answer.status == 200, answer
    assert took < IN_TIME, f"{target} took {took:.3f} s"


def metric(server, name):
    """The sum of every series of counter `name` in the server's /metrics."""
    text = server.get("/metrics").text
    return sum(float(value) for value in re.findall(rf"^{name}(?:\{{[^}}]*\}})? (\S+)$", text, re.MULTILINE))


def drip(server, start, byte, seconds=10):
    """A slow client: sends `start` on a new connection, then `byte` once a second, asking `server` for a normal
    request on another connection each second (answered in time), until the server drops it or `seconds` pass.
    (What it received, the seconds until it was dropped or None, how many bytes it dripped.)"""
    client = socket.create_connection((server.host, server.port), timeout=10)
    client.sendall(start)
    opened = time.monotonic()
    received, dropped_after, dripped = b"", None, 0
    try:
        while dropped_after is None and time.monotonic() - opened < seconds:
            second = time.monotonic()
            answers_in_time(server)
            try:
                client.send(byte)
                dripped += 1
            except OSError:
                dropped_after = time.monotonic() - opened
                break
            while dropped_after is None and time.monotonic() - second < 1:
                readable, _, _ = select.select([client], [], [], max(0.0, 1 - (time.monotonic() - second)))
                if not readable:
                    continue
                try:
                    chunk = client.recv(4096)
                except ConnectionResetError:
                    chunk = b""
                if not chunk:
                    dropped_after = time.monotonic() - opened
                received += chunk
    finally:
        client.close()
    return received, dropped_after, dripped


def test_a_slow_loris_is_dropped_after_the_idle_timeout_while_others_are_answered(serve_with):
    server = serve_with("--idle-timeout", "2")
    answers_in_time(server)  # once, so that the later ones are the cache's
    # One more byte each second of a header line that never ends.
    received, dropped_after, dripped = drip(server, b"GET /London HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ", b"x")
    assert dropped_after is not None, f"a client sending a header byte a second for {dripped} s was not dropped"
    assert 1.5 <= dropped_after <= 4, f"dropped after {dropped_after:.2f} s with --idle-timeout 2"
    assert dripped >= 2, "dropped before it had dripped: not the idle time-out at work"
    assert not received.startswith(b"HTTP/1.1 2"), received
    answers_in_time(server)


@pytest.mark.parametrize("start", [
    b"GET /London HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000000\r\n\r\n",
    b"POST /London HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000000\r\n\r\n",
], ids=["GET", "POST"])
def test_a_client_dripping_a_refused_body_is_dropped(serve_with, start):
    server = serve_with("--idle-timeout", "2")
    answers_in_time(server)
    # The request is refused at its head (no body allowed: 400; POST: 405); the body it announced, a byte a second.
    received, dropped_after, dripped = drip(server, start, b"x", seconds=6)
    assert re.match(rb"HTTP/1.1 40[05] ", received), received
    assert dropped_after is not None, f"a client sending a refused request's body a byte a second for {dripped} s was not dropped"
    assert dropped_after <= 4, f"dropped after {dropped_after:.2f} s with --idle-timeout 2"
    answers_in_time(server)


def test_a_thousand_idle_connections_are_held_and_a_request_is_still_answered(serve_with):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    # Started with the soft file limit most systems give (1,024), which 1,000 connections and the server's own files
    # pass: the server raises its own soft limit at start.
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(soft, 1024), hard))
    try:
        server = serve_with()
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    answers_in_time(server)
    pid = server.pid
    wanted = 1000 + 256
    assert hard == resource.RLIM_INFINITY or hard >= wanted, f"the hard file limit ({hard}) is below {wanted}"
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, wanted), hard))
    idle = []
    try:
        for _ in range(1000):
            idle.append(socket.create_connection((server.host, server.port), timeout=10))
        held = await_connections(pid, server.port, lambda count: count >= 1000)
        assert held >= 1000, f"the server accepted {held} of 1,000 connections"
        answers_in_time(server)
        answers_in_time(server, "/healthz")
    finally:
        for connection in idle:
            connection.close()
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    held = await_connections(pid, server.port, lambda count: count == 0)
    assert held == 0, f"{held} connections closed by their clients are still held"
    assert alive(pid)
    answers_in_time(server)


def await_connections(pid, port, condition, timeout=10):
    """The number of connections process `pid` holds on `port`, once `condition` holds of it or `timeout` seconds
    have passed."""
    deadline = time.monotonic() + timeout
    while not condition(held := accepted_connections(pid, port)) and time.monotonic() < deadline:
        time.sleep(0.05)
    return held


OVERSIZED = {
    "a 1 MB header": (request("/London", [("X-Big", "a" * 1024 * 1024)]), 431),
    "a 17 KB header line": (request("/London", [("X-Long", "a" * 17 * 1024)]), 431),
    "a 20 KB header block of 4 KB lines": (request("/London", [(f"X-Part-{number}", "a" * 4 * 1024) for number in range(5)]), 431),
    "200 headers": (request("/London", [(f"X-Header-{number}", "v") for number in range(200)]), 431),
    "a 9 KB path": (request("/" + "a" * 9 * 1024), 414),
}


@pytest.mark.parametrize("case", OVERSIZED)
def test_an_oversized_request_is_refused_with_a_one_line_body(serve_with, case):
    server = serve_with()
    answers_in_time(server)
    data, status = OVERSIZED[case]
    answer = exchange(server, data)
    assert answer.status == status, answer
    assert answer.body.endswith(b"\n") and answer.body.count(b"\n") == 1 and answer.body.strip(), answer
    assert alive(server.pid)
    answers_in_time(server)


def test_the_fourth_quick_request_is_rate_limited_with_retry_after(serve_with):
    server = serve_with("--rate-limit", "60", "--rate-burst", "3", "--limit-loopback")
    limited_before = metric(server, "forecast_rate_limited_total")
    statuses = [server.get("/London").status for _ in range(3)]
    assert statuses == [200, 200, 200]
    answer = server.get("/London")
    assert answer.status == 429, answer
    assert re.fullmatch(r"[0-9]+", answer.headers.get("retry-after", "")), answer.headers
    assert int(answer.headers["retry-after"]) >= 1
    assert answer.body.endswith(b"\n") and answer.body.count(b"\n") == 1 and answer.body.strip(), answer
    assert metric(server, "forecast_rate_limited_total") > limited_before


def test_loopback_clients_are_not_limited_unless_asked(serve_with):
    server = serve_with("--rate-limit", "60", "--rate-burst", "3")
    statuses = [server.get("/London").status for _ in range(10)]
    assert statuses == [200] * 10


def test_healthz_and_metrics_are_never_limited(serve_with):
    server = serve_with("--rate-limit", "60", "--rate-burst", "1", "--limit-loopback")
    assert server.get("/London").status == 200
    assert server.get("/London").status == 429
    statuses = [server.get(target).status for target in ["/healthz", "/metrics"] * 5]
    assert statuses == [200] * 10


def forwarded(server, address):
    """The status of a request for /London carrying `X-Forwarded-For: address`."""
    return server.get("/London", headers={"X-Forwarded-For": address}).status


def test_forwarded_for_from_a_trusted_proxy_limits_each_client_on_its_own(serve_with):
    server = serve_with("--trusted-proxy", "127.0.0.1", "--rate-limit", "60", "--rate-burst", "2")
    assert [forwarded(server, "203.0.113.7") for _ in range(3)] == [200, 200, 429]
    assert forwarded(server, "203.0.113.8") == 200
    assert server.get("/London").status == 200  # the proxy itself, loopback: exempt


def test_the_rightmost_untrusted_forwarded_address_is_the_client(serve_with):
    server = serve_with("--trusted-proxy", "127.0.0.1", "--rate-limit", "60", "--rate-burst", "2")
    assert [forwarded(server, "203.0.113.7") for _ in range(2)] == [200, 200]
    assert forwarded(server, "198.51.100.1, 203.0.113.7") == 429
    assert forwarded(server, "198.51.100.1,203.0.113.7") == 429
    assert forwarded(server, "203.0.113.7, 127.0.0.1") == 429  # 127.0.0.1: a trusted proxy, passed over
    # Two header lines (a proxy that adds its own after the client's): the last line's address is the client.
    two_lines = exchange(server, request("/London", [("X-Forwarded-For", "198.51.100.2"), ("X-Forwarded-For", "203.0.113.7")]))
    assert two_lines.status == 429, two_lines
    assert forwarded(server, "198.51.100.1") == 200  # the address written on the left is a client of its own


def test_forwarded_for_is_ignored_without_a_trusted_proxy(serve_with):
    server = serve_with("--rate-limit", "60", "--rate-burst", "2")
    assert [forwarded(server, "203.0.113.7") for _ in range(6)] == [200] * 6


def test_past_the_requests_worked_on_at_once_a_request_gets_503_with_retry_after(serve_with, now):
    """With one weather request worked on at once (--max-working 1) and services that take 1.5 s, a request arriving
    while the first is in hand is refused at once: 503, Retry-After, one line; the first still answers."""
    with StubServer(now=now, arguments=["--latency", "1500", "--log"]) as slow:
        server = serve_with("--max-working", "1", environment=slow.environment)
        answers = {}
        first = threading.Thread(target=lambda: answers.setdefault("first", server.get("/London", timeout=60)))
        first.start()
        deadline = time.monotonic() + 30
        while not slow.requests and time.monotonic() < deadline:
            time.sleep(0.02)
        assert slow.requests, "the first request never reached the services"
        second = server.get("/Bergen")
        first.join(timeout=60)
        assert second.status == 503 and second.headers.get("retry-after") == "1" and second.text.count("\n") == 1, second
        assert answers["first"].status == 200, answers["first"]
        assert "forecast_overloaded_total 1" in server.get("/metrics").text
