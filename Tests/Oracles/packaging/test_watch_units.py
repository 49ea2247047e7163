"""forecast watch's systemd user units (Sources/WatchDelivery/Systemd/, which the Debian package ships in
/usr/lib/systemd/user/ and `forecast watch --install` writes), judged by systemd's own tools, offline: `systemd-analyze
--user verify` accepts them as shipped and as installed; the timer runs the service every five minutes, each machine
at a fixed random offset; `--install` writes them where systemd looks for a user's units and, where no user service
manager runs, says in one line how to enable them; `--uninstall` removes them.

verify rejects an ExecStart whose program does not exist, and takes no --root for user units: the shipped units are
verified in a mount namespace whose /usr/bin holds an empty stand-in for /usr/bin/forecast (an overlay: the machine's
/usr/bin is untouched). It needs a runtime folder (XDG_RUNTIME_DIR) to start its offline manager; the manual pages
(man:) are the package's, not this machine's: --man=no.
"""
import configparser
import os
import shlex
import subprocess

from oracles import paths

UNITS = paths.ROOT / "Sources/WatchDelivery/Systemd"
NAMES = ["forecast-watch.service", "forecast-watch.timer"]


def unit(name, folder=UNITS):
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str
    parser.read(folder / name, encoding="utf-8")
    return parser


def verify(analyze, folder, tmp_path, prefix=()):
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700, exist_ok=True)
    arguments = [*prefix, analyze, "--user", "verify", "--man=no", *(str(folder / name) for name in NAMES)]
    return subprocess.run(arguments, capture_output=True, text=True, env={**os.environ, "XDG_RUNTIME_DIR": str(runtime)})


def test_verify_accepts_the_units_as_shipped(require_tool, tmp_path):
    """Nothing to say, as the package installs them (/usr/bin/forecast there): an unknown key would be a warning only,
    so the output must be empty too."""
    analyze, unshare = require_tool("systemd-analyze"), require_tool("unshare")
    upper, work = tmp_path / "upper", tmp_path / "work"
    upper.mkdir()
    work.mkdir()
    (upper / "forecast").touch(mode=0o755)
    overlay = f"mount -t overlay overlay -o lowerdir=/usr/bin,upperdir={upper},workdir={work} /usr/bin && exec \"$@\""
    verified = verify(analyze, UNITS, tmp_path, prefix=(unshare, "-rm", "sh", "-c", overlay, "sh"))
    assert (verified.returncode, verified.stdout + verified.stderr) == (0, "")


def test_the_service_runs_forecast_watch_once_and_the_timer_every_five_minutes_at_an_offset_of_its_own():
    service, timer = unit(NAMES[0]), unit(NAMES[1])
    assert service["Service"]["Type"] == "oneshot"
    assert shlex.split(service["Service"]["ExecStart"]) == ["/usr/bin/forecast", "watch"]
    assert timer["Timer"]["OnCalendar"] == "*:0/5"
    assert timer["Timer"]["FixedRandomDelay"] == "true" and timer["Timer"]["RandomizedDelaySec"] == "4min"
    assert timer["Install"]["WantedBy"] == "timers.target"


def test_install_without_a_user_manager_writes_the_units_says_how_to_enable_them_and_they_verify(require_tool, tmp_path):
    """No XDG_RUNTIME_DIR: no user service manager to enable them with. The units are written with ExecStart naming
    the forecast that wrote them, and verify accepts them as written; --uninstall removes them."""
    analyze = require_tool("systemd-analyze")
    forecast = paths.program("forecast")
    env = {"PATH": os.environ["PATH"], "HOME": str(tmp_path / "home"), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    installed = subprocess.run([forecast, "watch", "--install"], capture_output=True, text=True, env=env)
    folder = tmp_path / "config/systemd/user"
    assert installed.returncode == 0, installed.stderr
    assert installed.stdout.splitlines() == [
        f"wrote {folder}/forecast-watch.service and forecast-watch.timer; no user service manager runs here: enable them "
        "in your session with: systemctl --user daemon-reload && systemctl --user enable --now forecast-watch.timer"]
    assert shlex.split(unit(NAMES[0], folder)["Service"]["ExecStart"]) == [str(forecast.resolve()), "watch"]
    assert (folder / NAMES[1]).read_text() == (UNITS / NAMES[1]).read_text()
    verified = verify(analyze, folder, tmp_path)
    assert (verified.returncode, verified.stdout + verified.stderr) == (0, "")
    removed = subprocess.run([forecast, "watch", "--uninstall"], capture_output=True, text=True, env=env)
    assert removed.returncode == 0 and removed.stdout == f"removed {folder}/forecast-watch.service and forecast-watch.timer\n"
    assert not any(folder.iterdir())
