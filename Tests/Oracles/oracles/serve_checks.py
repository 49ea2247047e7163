"""What the checks of forecast serve's routes, formats and caching need beside oracles/serve.py: the command line's
own bytes to compare an answer with, /metrics read as numbers, a browser page audited with Python's html.parser,
wttr.in's one-line values worked out as wttr.in prints them, and a stub server whose request log can be counted.

    expected = command_output(forecast, "daily", "London", "--format", "csv")   # bytes, CRLF kept
    before = Metrics.of(server)
    audit = PageAudit.of(answer.text)
"""
import collections
import html.parser
import json
import re
import subprocess
import time
import urllib.request
import uuid

from .stub import StubServer

# The documents the server offers with ?format=, beside the table.
DOCUMENT_FORMATS = ("json", "csv", "waybar", "i3blocks", "svg")

# The media type of each document: None is the table.
MEDIA_TYPES = {None: "text/plain", "json": "application/json", "csv": "text/csv", "waybar": "application/json",
               "i3blocks": "text/plain", "svg": "image/svg+xml"}

# The formats each view's command takes beside the table (and `line`), as `forecast VIEW --format X` accepts them.
OFFERED = {
    "daily": {"json", "csv", "waybar", "i3blocks", "svg"},
    "hourly": {"json", "csv", "waybar", "i3blocks", "svg"},
    "current": {"json", "csv", "waybar", "i3blocks"},
    "alerts": {"json", "csv"},
    "air": {"json", "csv"},
    "nowcast": {"json", "csv", "waybar", "i3blocks"},
    "marine": {"json", "csv", "waybar", "i3blocks"},
    "sun": {"json", "csv"},
    "moon": {"json", "csv"},
}

# A place each view has data for: the sea is 29 km from Bergen; London has none within 50 km.
PLACES = {view: "Bergen" if view == "marine" else "London" for view in OFFERED}

# The Accept headers real clients send.
FIREFOX_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
CHROME_ACCEPT = ("text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,"
                 "application/signed-exchange;v=b3;q=0.7")
CURL_ACCEPT = "*/*"


def target(view, place=None):
    """The path of `view` for its place: "/London" for the daily view, "/Bergen/marine"."""
    place = place or PLACES[view]
    return f"/{place}" if view == "daily" else f"/{place}/{view}"


def command_output(forecast, *arguments, columns=80):
    """The bytes `forecast` prints for `arguments` (CSV's CRLF kept: Forecast.run decodes with universal newlines),
    at the terminal width the server draws for; an AssertionError with the exit code and message when it fails."""
    result = subprocess.run([*forecast.command, *arguments], env={**forecast.environment, "COLUMNS": str(columns)},
                            capture_output=True, timeout=60)
    assert result.returncode == 0, f"forecast {' '.join(arguments)} exited {result.returncode}: {result.stderr.decode().strip()}"
    return result.stdout


def media_type(answer):
    """The media type of `answer` without its parameters ("text/plain"), and its charset parameter (None if none)."""
    value = answer.headers.get("content-type", "")
    kind, *parameters = [part.strip() for part in value.split(";")]
    charset = next((part.split("=", 1)[1].strip().strip('"').lower() for part in parameters if part.lower().startswith("charset=")), None)
    return kind.lower(), charset


def assert_content_type(answer, expected):
    """`answer` is of media type `expected`; a text type says it is UTF-8."""
    kind, charset = media_type(answer)
    assert kind == expected, f"Content-Type {answer.headers.get('content-type')!r}, expected {expected}"
    if kind.startswith("text/"):
        assert charset == "utf-8", f"Content-Type {answer.headers.get('content-type')!r} does not say charset=utf-8"


def one_line(answer):
    """The body of `answer` as its one line, after checking that it is one line ending in a line end."""
    text = answer.text
    assert text.endswith("\n") and "\n" not in text[:-1] and text.strip(), f"not one line: {text!r}"
    return text[:-1]


def refusal_text(answer):
    """The one line a refusal says: a JSON answer's {"error": "…"} (its only member), else the one line of text."""
    if media_type(answer)[0] == "application/json":
        document = json.loads(answer.text)
        assert isinstance(document, dict) and list(document) == ["error"] and isinstance(document["error"], str), document
        assert "\n" not in document["error"], document
        return document["error"]
    return one_line(answer)


def max_age(answer):
    """The max-age of `answer`'s Cache-Control, as a number; an AssertionError when it has none."""
    match = re.search(r"(?:^|,)\s*max-age=(\d+)\s*(?:,|$)", answer.headers.get("cache-control", ""))
    assert match, f"no max-age in Cache-Control {answer.headers.get('cache-control')!r}"
    return int(match.group(1))


def header_tokens(answer, name):
    """The comma-separated tokens of header `name`, lower-cased, as a set."""
    return {token.strip().lower() for token in answer.headers.get(name, "").split(",") if token.strip()}


class Metrics:
    """/metrics read as samples: `value(name, **labels)` (0 when absent), `total(name, **labels)` (summed over the
    other labels), `labels(label)` (every value a label takes)."""

    SAMPLE = re.compile(r"^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$")
    LABEL = re.compile(r'([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"')

    def __init__(self, text):
        self.text = text
        self.samples = []
        for line in text.splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            match = self.SAMPLE.match(line)
            assert match, f"not a Prometheus sample line: {line!r}"
            name, labels, value = match.groups()
            self.samples.append((name, dict(self.LABEL.findall(labels or "")), float(value)))

    @classmethod
    def of(cls, server):
        answer = server.get("/metrics")
        assert answer.status == 200, answer
        return cls(answer.text)

    def value(self, name, **labels):
        found = [value for sample, sampled, value in self.samples if sample == name and sampled == labels]
        return found[0] if found else 0.0

    def total(self, name, **labels):
        return sum(value for sample, sampled, value in self.samples
                   if sample == name and all(sampled.get(key) == wanted for key, wanted in labels.items()))

    def labels(self, label):
        return {sampled[label] for _, sampled, _ in self.samples if label in sampled}


class PageAudit(html.parser.HTMLParser):
    """A page read by Python's html.parser: whether its elements nest (`unclosed`, `misnested`), its `scripts`, its
    event-handler attributes (`handlers`), everything that points outside it (`references`: an attribute naming a
    URL, a CSS url() or @import that is not `#…` or `data:`), the text of its <pre> elements (`pre`), its <svg>
    elements (`svgs`, each as the tag's offset) and its text (`text`)."""

    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
    URL_ATTRIBUTES = {"src", "href", "xlink:href", "action", "formaction", "poster", "data", "background", "srcset",
                      "cite", "longdesc", "manifest", "ping", "codebase", "archive", "usemap", "icon", "profile",
                      "lowsrc", "dynsrc", "imagesrcset"}
    EMBEDDING = {"script", "iframe", "frame", "object", "embed", "applet", "base", "link", "portal"}
    CSS_URL = re.compile(r"url\(\s*(['\"]?)(.*?)\1\s*\)|@import\s+(['\"])(.*?)\3", re.IGNORECASE | re.DOTALL)

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.open = []
        self.misnested = []
        self.scripts = 0
        self.handlers = []
        self.references = []
        self.embedding = []
        self.pre = []
        self.svgs = 0
        self.tags = collections.Counter()
        self.text_parts = []
        self._pre_depth = 0
        self._style_depth = 0

    @classmethod
    def of(cls, text):
        audit = cls()
        audit.feed(text)
        audit.close()
        return audit

    @property
    def unclosed(self):
        return list(self.open)

    @property
    def text(self):
        return "".join(self.text_parts)

    def _attributes(self, tag, attributes):
        self.tags[tag] += 1
        if tag == "script":
            self.scripts += 1
        if tag in self.EMBEDDING:
            self.embedding.append(tag)
        if tag == "svg":
            self.svgs += 1
        for name, value in attributes:
            name = name.lower()
            if name.startswith("on"):
                self.handlers.append(f"{tag} {name}={value!r}")
            if name in self.URL_ATTRIBUTES and value is not None and not self._internal(value):
                self.references.append(f"{tag} {name}={value!r}")
            if name == "style" and value:
                self._css(value, tag)
            if tag == "meta" and name == "http-equiv" and (value or "").lower() == "refresh":
                self.references.append("meta http-equiv=refresh")

    @staticmethod
    def _internal(value):
        value = value.strip()
        return value.startswith("#") or value.lower().startswith("data:")

    def _css(self, text, where):
        for match in self.CSS_URL.finditer(text):
            reference = match.group(2) if match.group(2) is not None else match.group(4)
            if match.group(4) is not None or not self._internal(reference):
                self.references.append(f"{where} CSS {match.group(0)!r}")

    def handle_starttag(self, tag, attributes):
        self._attributes(tag, attributes)
        if tag not in self.VOID:
            self.open.append(tag)
        if tag == "pre":
            self._pre_depth += 1
            self.pre.append("")
        if tag == "style":
            self._style_depth += 1

    def handle_startendtag(self, tag, attributes):
        self._attributes(tag, attributes)

    def handle_endtag(self, tag):
        if tag in self.VOID:
            return
        if not self.open or self.open[-1] != tag:
            self.misnested.append(f"</{tag}> closes {self.open[-1] if self.open else 'nothing'}")
            if tag in self.open:
                del self.open[len(self.open) - 1 - self.open[::-1].index(tag):]
            return
        self.open.pop()
        if tag == "pre":
            self._pre_depth -= 1
        if tag == "style":
            self._style_depth -= 1

    def handle_data(self, data):
        if self._style_depth:
            self._css(data, "style")
            return
        if self._pre_depth:
            self.pre[-1] += data
        self.text_parts.append(data)


# wttr.in's arrows, indexed by the wind's direction in eighths from the north (the arrow points where the wind blows).
WIND_ARROWS = ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"]


def whole(value):
    """`value` rounded to a whole number, halves away from zero."""
    return int(value + 0.5) if value >= 0 else -int(-value + 0.5)


def wttr_temperature(value, unit):
    """A temperature as wttr.in's %t and %f print it: whole degrees, signed ("+9°C", "-1°C"), `unit` "°C" or "°F"."""
    degrees = whole(value)
    return f"{'+' if degrees >= 0 else ''}{degrees}{unit}"


def wttr_wind(speed, direction, unit):
    """The wind as wttr.in's %w prints it: the arrow of `direction` (degrees it blows from), then the speed, whole
    in km/h and mph, one decimal in m/s, and `unit`, without spaces ("↗14km/h", "↗3.9m/s")."""
    arrow = WIND_ARROWS[int(((direction + 22.5) % 360) / 45)]
    number = f"{speed:.1f}" if unit == "m/s" else str(whole(speed))
    return f"{arrow}{number}{unit}"


def wttr_values(current, imperial=False, wind_in_metres=False):
    """Each numeric %-code's text as wttr.in prints it, from `forecast current … --format json`'s "current" object (in
    imperial units when `imperial`)."""
    unit = "°F" if imperial else "°C"
    if wind_in_metres:
        wind = wttr_wind(current["wind_speed"] / 3.6, current["wind_direction"], "m/s")
    else:
        wind = wttr_wind(current["wind_speed"], current["wind_direction"], "mph" if imperial else "km/h")
    return {
        "t": wttr_temperature(current["temperature"], unit),
        "f": wttr_temperature(current["apparent_temperature"], unit),
        "h": f"{whole(current['relative_humidity'])}%",
        "w": wind,
        "p": f"{current['precipitation']:.1f}mm",
        "P": f"{whole(current['pressure_msl'])}hPa",
    }


# wttr.in's %c: one weather symbol (an emoji, perhaps with its variation selector) padded to three cells, "3 - width"
# spaces after it where its width is 1 or 2 (lib/view/line.py and internal/renderer/oneline/render_emoji.go).
CONDITION = r"[^\sA-Za-z0-9+\-%]+ {1,2}"


class LoggingStub(StubServer):
    """A stub server started with `--log` whose requests are kept: `targets()` counts them by path (the query left
    out) once every request made before the call has been read."""

    REQUEST = re.compile(r"^([A-Z]+) (/\S*)$")

    def __init__(self, now=None, arguments=(), binary=None):
        super().__init__(now=now, arguments=["--log", *arguments], binary=binary)
        self.log = []

    def _read(self, lines):
        for line in self.process.stdout:
            if self.url is None:
                lines.put(line)
            elif self.REQUEST.match(line.strip()):
                self.log.append(line.strip())
        lines.put(None)

    def settled(self, timeout=30):
        """The requests it has received, in order, once a marker request sent now has come through its log (so that
        every request made before this call is in it), the marker left out."""
        marker = f"/checks-marker-{uuid.uuid4().hex}"
        try:
            urllib.request.urlopen(self.url + marker, timeout=10).close()
        except OSError:
            pass  # a 404 for the marker is expected: only its line in the log matters
        deadline = time.monotonic() + timeout
        while not any(line.endswith(marker) for line in self.log):
            assert time.monotonic() < deadline, f"the stub never logged {marker}"
            time.sleep(0.01)
        return [line for line in self.log if not line.endswith(marker)]

    def targets(self):
        """The paths it was asked for (no query), each with how many times."""
        return collections.Counter(self.REQUEST.match(line).group(2).split("?")[0] for line in self.settled())
