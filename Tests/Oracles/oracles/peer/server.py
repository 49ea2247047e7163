"""The peer server, so that forecast's commands are proven against a server that is not the project's own stub:
Python's http.server on 127.0.0.1 (a free port, in a thread), answering pretty-printed, gzip-compressed and chunked
JSON as the real services do, every answer made for one fixed moment (`now`), never the clock's.

    with PeerServer(clock.NOW) as peer:
        served = peer.recording()
        subprocess.run([forecast, "daily", "London"], env={**os.environ, **peer.environment})
        served.last("/v1/forecast")

A request is answered by the first data set (a file of data_sets/, in their ORDER) whose `answer` gives one, else by
the peer's own forecast and place search (weather.py), else 404. Every request is kept with its answer.
"""
import dataclasses
import gzip
import http.server
import json
import pathlib
import threading
import urllib.parse

from oracles import entries

from . import weather

DATA_SETS = pathlib.Path(__file__).parent / "data_sets"
NOT_FOUND = (404, {"error": True, "reason": "Not Found"})


@dataclasses.dataclass(frozen=True)
class Exchange:
    """One request the peer received and its answer: `headers` read case-insensitively, `body` before it became JSON."""
    path: str
    query: dict
    headers: object
    status: int
    body: object


class Recording:
    """The exchanges a peer makes from the moment this is made on: what one test's runs asked and were answered."""

    def __init__(self, exchanges):
        self.exchanges = exchanges
        self.start = len(exchanges)

    def __iter__(self):
        return iter(self.exchanges[self.start:])

    def to(self, path):
        """The exchanges at `path`, in the order they were answered."""
        return [exchange for exchange in self if exchange.path == path]

    def last(self, path):
        """The body of the last answer at `path`; an AssertionError when nothing was asked there."""
        found = self.to(path)
        assert found, f"forecast asked the peer nothing at {path}"
        return found[-1].body


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        url = urllib.parse.urlsplit(self.path)
        status, body = self.server.peer.answer(url.path, dict(urllib.parse.parse_qsl(url.query)), self.headers)
        data = gzip.compress(json.dumps(body, indent=2, ensure_ascii=False).encode())
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        for offset in range(0, len(data), 700):
            chunk = data[offset:offset + 700]
            self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
        self.wfile.write(b"0\r\n\r\n")

    def log_message(self, *arguments):
        pass


class PeerServer:
    """The peer, answering for `now` (an aware datetime). While started: `url`, `environment` (every FORECAST_<ID>_URL
    it stands in for, pointing at it) and `exchanges` (every request with its answer, in order)."""

    def __init__(self, now):
        self.now = now
        self.data_sets = entries.load(DATA_SETS)
        self.exchanges = []
        self.server = None
        self.url = None
        self.environment = {}

    def answer(self, path, query, headers):
        """(status, body) for one request, kept in `exchanges`."""
        found = self.data_set_answer(path, query, headers) or weather.answer(path, query, self.now) or NOT_FOUND
        self.exchanges.append(Exchange(path, query, headers, *found))
        return found

    def data_set_answer(self, path, query, headers):
        """The answer of the first data set, in their ORDER, that answers the request; None when none does."""
        for data_set in self.data_sets:
            found = data_set.answer(path, query, headers, self.now)
            if found is not None:
                return found
        return None

    def recording(self):
        """What the peer is asked and answers from now on (a Recording)."""
        return Recording(self.exchanges)

    def start(self):
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.peer = self
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        names = ["FORECAST_OPEN_METEO_URL", "FORECAST_GEOCODING_URL", *(name for data_set in self.data_sets for name in data_set.URLS)]
        self.environment = dict.fromkeys(names, self.url)
        return self

    def stop(self):
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()

    def __enter__(self):
        return self.start()

    def __exit__(self, *error):
        self.stop()
