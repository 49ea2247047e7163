"""forecast serve is safe to leave running: SIGTERM or SIGINT lets the request in flight finish (within the 10 s bound,
even when its service never answers), refuses new connections and exits 0 saying it stopped; hostile paths (climbing
out with `..`, NUL, overlong UTF-8, markup, terminal escapes, control characters, overlong names) get 400 or 404 and
a body that carries neither the markup nor an escape byte, in text, JSON and a browser's page (each in the format
asked), never a file's content, and a name refused is never looked up; direction marks are removed, not refused; and
no answer nor log line ever shows a key or the address of a service it asks."""
import json
import queue
import signal
import socket
import threading
import time
import urllib.parse

import pytest

from oracles.program import NOWHERE
from oracles.serve_raw import LoggedStub, exchange, request
from oracles.stub import StubServer

BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8"


def refused(server):
    """Whether a new connection to `server` is refused."""
    try:
        socket.create_connection((server.host, server.port), timeout=2).close()
    except ConnectionRefusedError:
        return True
    return False


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_signal_lets_the_request_in_flight_finish_then_exits_0(serve_with, now, number):
    with LoggedStub(now=now, arguments=["--latency", "1500"]) as slow:
        # The public alert server's coverage and ids would each open a connection of their own to the slow stub
        # (three of its round trips each), past the grace period: pointed nowhere, they fail at once, beside the forecast.
        server = serve_with(environment={**slow.environment, "FORECAST_PUBLIC_ALERTS_URL": NOWHERE})
        answers = queue.Queue()
        asking = threading.Thread(target=lambda: answers.put(server.get("/London", timeout=60)), daemon=True)
        asking.start()
        arrived = slow.requests.get(timeout=30)  # the server's first upstream request: the request is in flight
        assert arrived.startswith("GET "), arrived
        server.signal(number)
        signalled = time.monotonic()
        while not refused(server) and time.monotonic() - signalled < 5:
            time.sleep(0.02)
        refused_while_in_flight = refused(server) and asking.is_alive()
        answer = answers.get(timeout=60)
        assert answer.status == 200, answer
        assert answer.text.startswith("London"), answer
        assert refused_while_in_flight, "new connections were still accepted while the request in flight finished"
        assert server.wait(timeout=30) == 0
        server.stop()  # the log read to its end
        assert server.log[-1] == "forecast serve: stopped\n", server.log[-3:]


def test_a_stalled_request_holds_the_shutdown_no_longer_than_its_bound(serve_with, now):
    """The requests in flight have 10 s to finish after SIGTERM; one whose service never answers (the upstream
    time-out is 15 s) is cut at that bound, and the server still exits 0."""
    with LoggedStub(now=now, arguments=["--behaviour", "stall"]) as stalled:
        server = serve_with(environment=stalled.environment)
        asking = threading.Thread(target=lambda: exchange(server, request("/London"), timeout=60), daemon=True)
        asking.start()
        stalled.requests.get(timeout=30)  # in flight, and its service will not answer
        server.signal(signal.SIGTERM)
        signalled = time.monotonic()
        status = server.wait(timeout=60)
        took = time.monotonic() - signalled
        assert took <= 12, f"stopped {took:.1f} s after SIGTERM; the bound is 10 s"
        assert status == 0
        server.stop()
        assert server.log[-1] == "forecast serve: stopped\n", server.log[-3:]


def percent(text):
    return urllib.parse.quote(text, safe="")


# Each hostile target as sent, byte for byte (no client normalises it).
HOSTILE = {
    "dot segments": b"/../../etc/passwd",
    "encoded dot segments": b"/%2e%2e/%2e%2e/etc/passwd",
    "encoded slashes and dots": b"/..%2F..%2Fetc%2Fpasswd",
    "NUL": b"/London%00",
    "NUL then a path": b"/London%00/../../etc/passwd",
    "overlong UTF-8": b"/%C0%AE%C0%AE",
    "overlong UTF-8 slash": b"/%C0%AE%C0%AE%C0%AFetc%C0%AFpasswd",
    "markup": b"/<script>alert(1)</script>",
    "encoded markup": b"/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "encoded markup in a view": b"/%3Cscript%3Ealert(1)%3C%2Fscript%3E/hourly",
    "terminal escape": b"/%1B%5B31m",
    "terminal escape in a name": b"/Lon%1B%5B31mdon",
    "10,000 characters": b"/" + b"a" * 10_000,
    "201 characters": b"/" + b"a" * 201,
    "encoded tab": b"/Lon%09don",
    "encoded newline": b"/Lon%0Adon",
    "encoded CRLF and a header": b"/London%0D%0ASet-Cookie:%20owned=1",
    "a raw tab": b"/Lon\tdon",
}

# The ways a client can ask: curl's, ?format=json, a browser's Accept.
ASKING = {
    "curl": ("", [("Accept", "*/*")]),
    "json": ("format=json", [("Accept", "*/*")]),
    "browser": ("", [("Accept", BROWSER)]),
}


def with_query(target, query):
    if not query:
        return target
    return target + (b"&" if b"?" in target else b"?") + query.encode()


@pytest.mark.parametrize("asking", ASKING)
@pytest.mark.parametrize("case", HOSTILE)
def test_a_hostile_path_gets_400_or_404_and_an_escaped_body(serve_with, case, asking):
    server = serve_with()
    query, headers = ASKING[asking]
    answer = exchange(server, request(with_query(HOSTILE[case], query), headers))
    # A name over 8 KiB is refused for the target's length (414, the stated limit) before it is read as a name.
    allowed = {400, 404, 414} if len(HOSTILE[case]) > 8192 else {400, 404}
    assert answer.status in allowed, answer
    assert b"root:" not in answer.body
    assert b"<script" not in answer.raw.lower(), answer
    assert b"\x1b" not in answer.raw, answer
    assert "set-cookie" not in answer.headers, answer
    assert answer.body.strip(), answer
    if asking == "json" and answer.headers.get("content-type", "").startswith("application/json"):
        assert isinstance(json.loads(answer.body)["error"], str)
    assert server.get("/healthz").status == 200


@pytest.mark.parametrize("target", [b"/../../etc/passwd", b"/%2e%2e/%2e%2e/etc/passwd", b"/London/hourly/extra"])
def test_a_path_of_too_many_segments_is_refused_in_the_format_asked(serve_with, target):
    server = serve_with()
    as_json = exchange(server, request(with_query(target, "format=json")))
    assert as_json.status == 404, as_json
    assert as_json.headers.get("content-type", "").startswith("application/json"), as_json
    assert isinstance(json.loads(as_json.body)["error"], str)
    for_browser = exchange(server, request(target, [("Accept", BROWSER)]))
    assert for_browser.status == 404, for_browser
    assert for_browser.headers.get("content-type", "").startswith("text/html"), for_browser


def test_hostile_names_are_refused_before_any_lookup(serve_with, now):
    with LoggedStub(now=now) as logged:
        server = serve_with(environment=logged.environment)
        for target in [b"/%2e%2e", b"/London%00", b"/%3Cscript%3E", b"/Lon%0Adon", b"/Lon%1Bdon", b"/" + b"a" * 201, b"/%C0%AE"]:
            answer = exchange(server, request(target))
            assert answer.status == 400, (target, answer)
        answer = exchange(server, request("/London"))  # asks the stub: its lines come after any the refused ones made
        assert answer.status == 200, answer
        first = logged.requests.get(timeout=10)
        assert "name=London" in first, f"a refused name was looked up: {first}"


def test_a_right_to_left_mark_is_removed_not_refused(serve_with):
    server = serve_with()
    plain = server.get("/London")
    marked = server.get("/%E2%80%8FLondon")
    assert plain.status == 200, plain
    assert (marked.status, marked.body) == (plain.status, plain.body)
    wrapped = server.get("/%E2%80%8FLondon%E2%80%8E?format=json")
    assert (wrapped.status, wrapped.body) == (200, server.get("/London?format=json").body)


# Hebrew and Arabic names as they are typed and pasted: inside marks and isolates.
MARKED_NAMES = {
    "Hebrew in RLM": ("\u200fלונדון\u200f", "לונדון"),
    "Hebrew in RLI and PDI": ("\u2067לונדון\u2069", "לונדון"),
    "Hebrew in RLE and PDF": ("\u202bלונדון\u202c", "לונדון"),
    "Arabic with ALM": ("\u061cلندن", "لندن"),
    "Arabic in RLM and LRM": ("\u200fلندن\u200e", "لندن"),
    "Arabic in FSI and PDI": ("\u2068لندن\u2069", "لندن"),
}


@pytest.mark.parametrize("case", MARKED_NAMES)
def test_a_name_in_direction_marks_is_answered_as_the_name_alone(serve_with, case):
    server = serve_with()
    marked, bare = MARKED_NAMES[case]
    answer = server.get("/" + percent(marked))
    assert answer.status != 400, f"refused for its direction marks: {answer}"
    alone = server.get("/" + percent(bare))
    assert (answer.status, answer.body) == (alone.status, alone.body)


KEY = "abcdef0123456789"

# Every route, in every way of asking that can carry an upstream failure's words. (OpenWeatherMap forecasts 5 days:
# the daily table is asked for 3.)
TARGETS = ["/", "/London", "/London?days=3", "/London?days=3&format=json", "/London?days=3&format=csv",
           "/London?days=3&format=waybar", "/London?format=3", "/London/hourly", "/London/hourly?format=json",
           "/London/current?format=json", "/London/alerts", "/London/air", "/London/nowcast", "/London/marine",
           "/London/sun", "/London/moon", "/Nowhere?days=3", "/Nowhere?days=3&format=json", "/51.5,-0.13?days=3",
           "/metrics", "/openapi.json", "/healthz"]
OPENWEATHERMAP = {"FORECAST_OPENWEATHERMAP_KEY": KEY, "FORECAST_PROVIDER": "openweathermap"}


def secret_free(server, stub_url):
    """Asks `server` for every target (as curl and as a browser) and asserts that neither the answers (status line,
    headers, body) nor its log show KEY or the stub's address; the statuses, by target and Accept."""
    address = urllib.parse.urlsplit(stub_url).netloc
    statuses = {}
    for target in TARGETS:
        for accept in ("*/*", BROWSER):
            answer = exchange(server, request(target, [("Accept", accept)]))
            assert answer.status is not None, (target, answer)
            statuses[target, accept] = answer.status
            for secret in (KEY, address):
                assert secret.encode() not in answer.raw, f"{target} ({accept}) shows {secret}: {answer}"
    server.stop()  # its log read to the end
    log = "".join(server.log)
    for secret in (KEY, address):
        assert secret not in log, f"the log shows {secret}: {[line for line in server.log if secret in line]}"
    return statuses


def test_no_key_or_service_address_when_the_services_answer(serve_with, now):
    with LoggedStub(now=now) as logged:
        server = serve_with(environment={**logged.environment, **OPENWEATHERMAP})
        statuses = secret_free(server, logged.url)
        asked = []
        while not logged.requests.empty():
            asked.append(logged.requests.get())
    assert any(KEY in line for line in asked), f"the key was never sent, so never at risk: {asked}"
    assert statuses["/London?days=3", "*/*"] == 200
    assert statuses["/London/hourly", "*/*"] == 200
    assert statuses["/Nowhere?days=3", "*/*"] == 404


def test_no_key_or_service_address_when_the_services_fail(serve_with, now):
    with StubServer(now=now, arguments=["--behaviour", "server-error"]) as failing:
        server = serve_with(environment={**failing.environment, **OPENWEATHERMAP})
        statuses = secret_free(server, failing.url)
    assert statuses["/London?days=3", "*/*"] in (502, 504)
    assert statuses["/London/hourly", "*/*"] in (502, 504)
