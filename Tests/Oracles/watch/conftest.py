"""The fixtures of forecast watch's checks: a private session bus with a notification server that records what it is
sent (oracles.dbus_recorder), stub servers told when Bergen's rain starts and which warning is in force in Kentucky,
and `watching`: forecast watch run as a desktop's timer runs it, at the checks' moment, in the test's home, with the
watches of a configuration file the test writes."""
import json
import re
import subprocess
import sys

import pytest

from oracles.dbus_recorder import SessionBus
from oracles.program import Forecast

# `sent: NAME: SUMMARY — BODY`, one line for each notice sent.
SENT = re.compile(r"^sent: (?P<text>.*)$")
# A command hook that records what it was given: one JSON line of its arguments, its FORECAST_NOTICE_ variables and
# its parent's pid to the file its first argument names. Given `--kill-once MARKER` next, when MARKER does not exist
# yet it creates it and kills its parent (forecast) with SIGKILL after recording: a run that ends between sending a
# notice and recording it as sent.
HOOK = """\
import json, os, sys
out, arguments = sys.argv[1], sys.argv[2:]
marker = None
if arguments[:1] == ["--kill-once"]:
    marker, arguments = arguments[1], arguments[2:]
record = {"argv": arguments, "ppid": os.getppid(),
          "env": {name: value for name, value in os.environ.items() if name.startswith("FORECAST_NOTICE_")}}
with open(out, "a", encoding="utf-8") as records:
    records.write(json.dumps(record) + "\\n")
if marker and not os.path.exists(marker):
    open(marker, "w").close()
    os.kill(os.getppid(), 9)
"""


def toml_value(value):
    """`value` as TOML writes it: strings as basic strings (every control character escaped), booleans, numbers,
    arrays and inline tables."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        # JSON's escapes are TOML's (\b \t \n \f \r \" \\ \uXXXX), but for DEL, which JSON leaves as it is.
        return json.dumps(value, ensure_ascii=False).replace("\x7f", "\\u007f")
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(toml_value(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{toml_value(str(key))} = {toml_value(item)}" for key, item in value.items()) + " }"
    raise TypeError(f"no TOML for {value!r}")


def configuration(watches, places=None):
    """A configuration file's text: `places` as [places] aliases, each of `watches` (a dict) as a [[watch]] table."""
    lines = []
    if places:
        lines.append("[places]")
        lines += [f"{toml_value(name)} = {toml_value(place)}" for name, place in places.items()]
        lines.append("")
    for watch in watches:
        lines.append("[[watch]]")
        lines += [f"{key} = {toml_value(value)}" for key, value in watch.items()]
        lines.append("")
    return "\n".join(lines)


class Watching:
    """forecast watch in `home`, at `now` (under libfaketime, machine clock UTC; None: at the real time), against a stub
    server and the session bus `bus`. `configure()` writes the watches; `run()` runs it; `hook()` makes a command that
    records what it is given."""

    def __init__(self, binary, home, now, bus, stub, folder):
        self.binary, self.home, self.now, self.bus, self.stub, self.folder = binary, home, now, bus, stub, folder
        self.hooks = folder / "hooks"
        self.hooks.mkdir(parents=True, exist_ok=True)
        (self.hooks / "hook.py").write_text(HOOK)

    @property
    def config_file(self):
        return self.home.config / "forecast" / "config.toml"

    def configure(self, *watches, places=None):
        """Writes the configuration file: `watches` as [[watch]] tables (dicts), `places` as aliases."""
        self.config_file.parent.mkdir(parents=True, exist_ok=True)
        self.config_file.write_text(configuration(watches, places))

    def forecast(self, stub=None):
        return Forecast(self.binary, (stub or self.stub).environment, self.home, self.now)

    def environment(self, bus=True, env=None):
        """The variables a run adds to Forecast's: the session bus's address (unless `bus` is False), and `env`."""
        added = dict(self.bus.environment) if bus else {}
        return {**added, **(env or {})}

    def run(self, *arguments, stub=None, bus=True, env=None, timeout=120):
        """`forecast watch ARGUMENTS…`, finished: a CompletedProcess."""
        return self.forecast(stub).run("watch", *arguments, env=self.environment(bus, env), timeout=timeout)

    def start(self, *arguments, stub=None, bus=True, env=None):
        """`forecast watch ARGUMENTS…` started, not waited for: a Popen with text pipes."""
        forecast = self.forecast(stub)
        return subprocess.Popen([*forecast.command, "watch", *arguments],
                                env={**forecast.environment, "COLUMNS": "80", **self.environment(bus, env)},
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    def hook(self, name="hook", *arguments):
        """A watch's `command` that appends what it is given to a file of its own (read with `hooked(name)`), with
        `arguments` after the file."""
        return [sys.executable, str(self.hooks / "hook.py"), str(self.hooks / f"{name}.jsonl"), *arguments]

    @staticmethod
    def sent(result):
        """The text of each `sent: …` line of a run's standard output."""
        return [match.group("text") for match in map(SENT.match, result.stdout.splitlines()) if match]

    @staticmethod
    def described(result):
        """A run's exit status and output, for an assertion's message."""
        return f"exit {result.returncode}\nstdout: {result.stdout!r}\nstderr: {result.stderr!r}"

    def hooked(self, name="hook"):
        """What the hook `name` was given, each time it ran: {"argv", "env", "ppid"}."""
        path = self.hooks / f"{name}.jsonl"
        return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


@pytest.fixture
def session_bus(require_tool):
    """A private session bus with the recording notification server on it: `.address`, `.environment`
    (DBUS_SESSION_BUS_ADDRESS), `.notifications()`, `.closed()`; stopped after the test."""
    require_tool("dbus-daemon")
    with SessionBus() as bus:
        yield bus


@pytest.fixture
def bare_session_bus(require_tool):
    """A private session bus on which nobody owns org.freedesktop.Notifications; stopped after the test."""
    require_tool("dbus-daemon")
    with SessionBus(server=False) as bus:
        yield bus


@pytest.fixture
def watching(forecast_binary, home, now, faketime, session_bus, stub, tmp_path):
    """forecast watch against the session's stub server (Bergen's rain in 15 minutes, Kentucky's Wind Advisory) and
    the test's session bus, in the test's home."""
    return Watching(forecast_binary, home, now, session_bus, stub, tmp_path)


@pytest.fixture
def watching_at_real_time(forecast_binary, home, session_bus, stub_with, tmp_path):
    """forecast watch at the real time, without libfaketime, against a stub server at the real time: for a check that
    needs a run to wait (Swift's Task.sleep never returns under libfaketime 0.9.10 here, so a run waiting for another's
    lock would wait for ever)."""
    return Watching(forecast_binary, home, None, session_bus, stub_with(real_time=True), tmp_path)
