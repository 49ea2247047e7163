"""A proxy in front of the stub server that makes the world's names hostile, so that a check can run the real program on
a place and a warning whose names are full of markup and terminal controls.

Open-Meteo's place search (`/v1/search`) finds one place, in London, Kentucky (where the stub's NWS Wind Advisory is
in force), whose name, region and country are PLACE; the NWS's warnings (`/alerts/active`) come from the stub with
their event and headline replaced by WARNING; every other request is the stub's answer, unchanged.

    with HostileProxy(stub.url) as proxy:
        Forecast(binary, {**stub.environment, **proxy.environment}, home).run("hourly", "Hostile", "--format", "svg")
"""
import http.server
import json
import threading
import urllib.error
import urllib.request


def hostile(mark):
    """Markup, an OSC 52 clipboard write, a right-to-left override, a broken attribute, a NUL, a noncharacter and the
    end of a CDATA section and start of a comment, with `mark` in the script so that two of them can be told apart
    once escaped."""
    return f"<script>alert({mark})</script>\u001b]52;c;eA==\u0007\u202e\" onload=\"x\u0000\uffff]]><!--&amp;"


PLACE = hostile(1)
WARNING = hostile(2)
LONDON_KENTUCKY = (37.13, -84.08)
# Requests to the stub on loopback go straight to it, whatever proxy the environment names.
DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))
# The variables that point forecast at the place search and at the NWS.
VARIABLES = ("FORECAST_GEOCODING_URL", "FORECAST_NWS_URL")
# Headers not passed on: the connection's own, and the encodings (the stub's answer is read and sent again whole).
HOP_BY_HOP = {"host", "connection", "keep-alive", "accept-encoding", "content-length", "transfer-encoding"}


def place_search():
    """The one place `/v1/search` finds, as Open-Meteo writes it."""
    latitude, longitude = LONDON_KENTUCKY
    return {"results": [{"id": 1, "name": PLACE, "latitude": latitude, "longitude": longitude, "elevation": 377.0,
                         "feature_code": "PPL", "country_code": "US", "timezone": "America/New_York",
                         "country": PLACE, "admin1": PLACE}]}


def hostile_warnings(body):
    """The NWS's `/alerts/active` answer `body` with every warning's event and headline replaced by WARNING."""
    answer = json.loads(body)
    for feature in answer.get("features", []):
        feature["properties"].update(event=WARNING, headline=WARNING)
    return json.dumps(answer).encode()


class _Handler(http.server.BaseHTTPRequestHandler):
    upstream = None

    def do_GET(self):
        if self.path.startswith("/v1/search"):
            self.answer(200, "application/json; charset=utf-8", json.dumps(place_search()).encode())
            return
        headers = {name: value for name, value in self.headers.items() if name.lower() not in HOP_BY_HOP}
        request = urllib.request.Request(self.upstream + self.path, headers=headers)
        try:
            with DIRECT.open(request, timeout=30) as response:
                status, kind, body = response.status, response.headers.get("Content-Type"), response.read()
        except urllib.error.HTTPError as error:
            status, kind, body = error.code, error.headers.get("Content-Type"), error.read()
        if status == 200 and self.path.startswith("/alerts/active"):
            body = hostile_warnings(body)
        self.answer(status, kind or "application/octet-stream", body)

    def answer(self, status, kind, body):
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *arguments):
        """Quiet: a check reads forecast's output, not the proxy's log."""


class HostileProxy:
    """The proxy on 127.0.0.1 (a free port) in a thread of its own, forwarding to `upstream` (the stub's URL):
    `url` and `environment` (VARIABLES pointing at it) while started."""

    def __init__(self, upstream):
        handler = type("Handler", (_Handler,), {"upstream": upstream.rstrip("/")})
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.environment = {name: self.url for name in VARIABLES}
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *error):
        self.server.shutdown()
        self.server.server_close()
        self.thread.join()
