"""The status bars that run here, unattended, running forecast themselves against the stub server at the fixed moment:
i3blocks (Debian's) on a configuration whose block runs `forecast current … --format i3blocks`, read back through the
i3bar protocol it prints; and tmux, whose status line `#(forecast current London --format line)` is drawn for a client
attached in a pseudo-terminal (`script`: tmux draws its status line only for a client) and read back through a
terminal emulator (pyte).

Waybar needs a Wayland compositor, polybar an X display, and starship is not in Debian 12: not run here (the README's
snippets for them use the formats these checks and the end-to-end tests prove). The stub has no severe warning, so
i3blocks' `urgent` (exit 33) is proven by the app's tests, not here.
"""
import json
import os
import re
import shlex
import subprocess
import threading

import pyte
import pytest

# The terminal the tmux client draws in.
COLUMNS, ROWS = 160, 10


def command_line(forecast, *arguments):
    """The shell command a status bar runs: forecast under faketime at the fixed moment, as the fixture runs it."""
    return shlex.join([*forecast.command, *arguments])


def read_until(process, done, timeout=30):
    """Feeds what `process` prints, a chunk at a time, to `done` until it returns true or the output ends; the process
    is killed after `timeout` seconds, and when this returns."""
    timer = threading.Timer(timeout, process.kill)
    timer.start()
    try:
        while chunk := os.read(process.stdout.fileno(), 65536):
            if done(chunk):
                return
    finally:
        timer.cancel()
        process.kill()
        process.wait()


def i3blocks_block(configuration, environment, name):
    """The block `name` from the first update i3blocks prints that carries it ({} if none comes). Its i3bar protocol:
    a header line, then an endless array of updates, one a line, the first after "[", each later one after ","."""
    unfinished, found = bytearray(), {}

    def carries_block(chunk):
        *lines, rest = (unfinished + chunk).split(b"\n")
        unfinished[:] = rest
        for line in lines:
            if line.startswith((b"[[", b",[")):
                found.update({block.get("name"): block for block in json.loads(line[1:])})
        return name in found

    with subprocess.Popen(["i3blocks", "-c", str(configuration)], env=environment, stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL) as process:
        read_until(process, carries_block)
    return found.get(name, {})


@pytest.mark.parametrize("place, full_text, short_text, colour", [
    pytest.param("London, KY", r".+°C", r".+°C", "#FFCC00", id="a-moderate-warning-colours-the-weather"),
    pytest.param("Nowhere Zzyzx", r"⚠ no place found.*", "⚠", "#FF8800", id="an-unknown-place-is-the-failure-block"),
])
def test_i3blocks_draws_forecasts_block_without_urgency(forecast, require_tool, tmp_path, place, full_text,
                                                        short_text, colour):
    """The block i3blocks draws is forecast's: the weather and its temperature, in the colour of London, KY's Wind
    Advisory (moderate, so not urgent); for a place no one knows, the failure's block (forecast exits 0 with it), not
    i3blocks' own error."""
    require_tool("i3blocks")
    configuration = tmp_path / "i3blocks.conf"
    configuration.write_text(f"[weather]\ncommand={command_line(forecast, 'current', place, '--format', 'i3blocks')}\n"
                             "interval=once\n", encoding="utf-8")
    block = i3blocks_block(configuration, forecast.environment, "weather")
    assert re.fullmatch(full_text, block.get("full_text", "")), block
    assert re.fullmatch(short_text, block.get("short_text", "")), block
    assert block.get("color") == colour, block
    assert not block.get("urgent"), block


def status_line(tmux, environment, expected):
    """The bottom row of the screen a tmux client attached under `script` draws, once it shows `expected` (or as it
    stood when the client's output ended). Its keyboard is a pipe left open and never typed on: an end of input would
    reach the session's shell as ^D and end it."""
    screen = pyte.Screen(COLUMNS, ROWS)
    stream = pyte.ByteStream(screen)

    def shows_expected(chunk):
        stream.feed(chunk)
        return expected in screen.display[-1]

    with subprocess.Popen(["script", "-qc", f"stty cols {COLUMNS} rows {ROWS}; {shlex.join(tmux)} attach -t bar",
                           "/dev/null"], env=environment, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT) as client:
        read_until(client, shows_expected)
    return screen.display[-1].rstrip()


def test_tmux_status_line_shows_what_forecast_prints(forecast, require_tool, tmp_path):
    """tmux's status line `#(forecast current London --format line)` ends with what that command prints."""
    require_tool("tmux")
    require_tool("script")
    expected = forecast.output("current", "London", "--format", "line").strip()
    environment = {**forecast.environment, "TERM": "xterm-256color"}
    tmux = ["tmux", "-S", str(tmp_path / "tmux")]
    subprocess.run([*tmux, "-f", "/dev/null", "new-session", "-d", "-s", "bar", "-x", str(COLUMNS), "-y", str(ROWS)],
                   env=environment, check=True)
    try:
        for option, value in (("status-right", f"#({command_line(forecast, 'current', 'London', '--format', 'line')})"),
                              ("status-right-length", "100"), ("status-interval", "1")):
            subprocess.run([*tmux, "set-option", "-g", option, value], env=environment, check=True)
        drawn = status_line(tmux, environment, expected)
    finally:
        subprocess.run([*tmux, "kill-server"], env=environment, capture_output=True)
    assert drawn.endswith(expected), f"tmux's status line {drawn!r} does not end with {expected!r}"
