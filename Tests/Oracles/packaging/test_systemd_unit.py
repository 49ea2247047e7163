"""forecast-serve's systemd unit (packaging/systemd/forecast-serve.service), judged by systemd's own tools, offline:
`systemd-analyze verify` accepts it as the Debian package installs it, `systemd-analyze security` rates its sandbox
below 3.0 ("OK" or better), it starts forecast-serve from /usr/bin listening on loopback only, and it points the
program's cache and configuration file where the service may write and where an administrator puts it.

verify rejects an ExecStart whose program does not exist, and loads the targets the unit names from the machine's
unit folder: it is run on a root (--root) holding the machine's units, the unit where the package puts it and an
empty executable standing in for /usr/bin/forecast-serve, so the unit is checked as shipped, not rewritten. Its
manual pages (man:) are those the package installs, not this machine's: --man=no.
"""
import ipaddress
import pathlib
import re
import shlex
import shutil
import subprocess

import pytest

from oracles import paths

UNIT = paths.ROOT / "packaging/systemd/forecast-serve.service"
NAME = UNIT.name
# Where Debian's systemd keeps its units, and where the package installs this one.
SYSTEM_UNITS = pathlib.Path("/usr/lib/systemd/system")
# "→ Overall exposure level for forecast-serve.service: 1.4 OK 🙂"
EXPOSURE = re.compile(rf"Overall exposure level for {re.escape(NAME)}: (\d+(?:\.\d+)?)")


def service_settings():
    """Each key of the unit's [Service] section and its values in order (a key may be given more than once)."""
    settings, section = {}, None
    for line in UNIT.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("["):
            section = line
        elif section == "[Service]":
            key, _, value = line.partition("=")
            settings.setdefault(key.strip(), []).append(value.strip())
    return settings


def run(*arguments):
    return subprocess.run(arguments, capture_output=True, text=True, encoding="utf-8")


def test_verify_accepts_the_unit_as_installed(require_tool, tmp_path):
    """systemd-analyze verify finds nothing to say: an unknown key or a value it cannot parse is only a warning to
    verify (it still exits 0), so its output must be empty too."""
    analyze = require_tool("systemd-analyze")
    if not (SYSTEM_UNITS / "multi-user.target").is_file():
        pytest.fail(f"{SYSTEM_UNITS} holds no multi-user.target: systemd (Debian package systemd) is not installed",
                    pytrace=False)
    root = tmp_path / "root"
    units = root / SYSTEM_UNITS.relative_to("/")
    shutil.copytree(SYSTEM_UNITS, units, symlinks=True)
    shutil.copy(UNIT, units / NAME)
    program = root / "usr/bin/forecast-serve"
    program.parent.mkdir(parents=True)
    program.touch(mode=0o755)
    verified = run(analyze, "verify", "--man=no", f"--root={root}", NAME)
    assert (verified.returncode, verified.stdout + verified.stderr) == (0, "")


def test_security_rates_the_sandbox_below_3(require_tool):
    """systemd-analyze security --offline rates the unit's exposure below 3.0, "OK" or better (0 is the most closed,
    10 a service with no sandbox)."""
    analyze = require_tool("systemd-analyze")
    rated = run(analyze, "security", "--offline=yes", "--no-pager", UNIT)
    assert rated.returncode == 0, rated.stderr
    exposure = EXPOSURE.search(rated.stdout)
    assert exposure, f"no overall exposure level in:\n{rated.stdout}{rated.stderr}"
    assert float(exposure[1]) < 3.0, rated.stdout


def test_exec_start_runs_forecast_serve_on_loopback():
    """The one ExecStart runs /usr/bin/forecast-serve (where the package installs it) with --listen on a loopback
    address: out of the box the server answers this machine only."""
    commands = service_settings().get("ExecStart", [])
    assert len(commands) == 1, f"ExecStart is given {len(commands)} times"
    arguments = shlex.split(commands[0])
    assert arguments[0] == "/usr/bin/forecast-serve"
    listens = [following for option, following in zip(arguments, arguments[1:]) if option == "--listen"]
    listens += [argument.removeprefix("--listen=") for argument in arguments if argument.startswith("--listen=")]
    assert len(listens) == 1, f"--listen is given {len(listens)} times in {arguments}"
    host, separator, port = listens[0].rpartition(":")
    assert separator and port.isdigit() and 0 < int(port) < 65536, f"--listen {listens[0]} is not ADDRESS:PORT"
    assert ipaddress.ip_address(host.removeprefix("[").removesuffix("]")).is_loopback, f"{host} is not loopback"


def test_cache_and_configuration_are_where_the_service_may_reach_them():
    """forecast's files follow XDG (StandardPaths): the cache is $XDG_CACHE_HOME/forecast, which must be the folder
    CacheDirectory= makes writable under ProtectSystem=strict (%C/forecast); the configuration file is
    $XDG_CONFIG_HOME/forecast/config.toml, which must be /etc/forecast/config.toml."""
    settings = service_settings()
    environment = dict(assignment.split("=", 1) for value in settings.get("Environment", [])
                       for assignment in shlex.split(value))
    assert settings.get("CacheDirectory") == ["forecast"]
    assert environment.get("XDG_CACHE_HOME") == "%C"
    assert environment.get("XDG_CONFIG_HOME") == "/etc"
