"""Part 10: `forecast watch` with ten watches at one place (every kind of condition), its answers and its state
already there, against `forecast --version` in the same measurement; and a cold run's requests (the stub's log), none
of which may be asked twice."""
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

from oracles.dbus_recorder import SessionBus

from ..context import clean_environment, stub_server
from ..measure import command_line, hyperfine, run
from ..report import TIMING_HEADER, Part, timing_row
from ..shared import verdict

# A run of ten cached watches against `forecast --version`, in the same measurement.
TARGET_WATCH_RATIO = 3.0
# Ten watches at London, every kind: rain, a warning, conditions the hourly forecast, the air and the sea answer.
CONDITIONS = ["rain", "alert", "frost", "heat", "wind", "uv", "storm", "snow", "air", "pollen"]
# As a desktop user has them: notices to the desktop, on a private session bus with a notification server that records
# them (the checks' own, oracles.dbus_recorder).
WATCHES = "\n".join(f'[[watch]]\ncondition = "{condition}"\nplace = "London"\n' for condition in CONDITIONS)


def part(bench, results):
    print("bench: 10/10 forecast watch: ten watches at one place, cached", file=sys.stderr)
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="forecast-bench-watch-"))
    try:
        (scratch / "config/forecast").mkdir(parents=True)
        (scratch / "config/forecast/config.toml").write_text(WATCHES)
        with stub_server(bench.stub_binary, "--log") as stub, SessionBus() as bus:
            env = {**clean_environment(), **stub.environment, **bus.environment, "NO_COLOR": "1",
                   "XDG_CONFIG_HOME": str(scratch / "config"), "XDG_CACHE_HOME": str(scratch / "cache"),
                   "XDG_STATE_HOME": str(scratch / "state")}
            run([str(bench.forecast), "watch"], env=env, stdout=subprocess.DEVNULL)
            time.sleep(0.5)  # the stub's log is read on a thread of its own
            asked, shown = list(stub.requests), len(bus.notifications())
            timings = hyperfine({"forecast --version": command_line(bench.forecast, ["--version"]),
                                 "forecast watch, ten watches, cached": command_line(bench.forecast, ["watch"])},
                                bench.runs, bench.rounds, bench.warmup, env)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    once = len(asked) == len(set(asked))
    watch_ratio = timings["forecast watch, ten watches, cached"]["median"] / timings["forecast --version"]["median"]
    return Part(
        targets=[f"| `forecast watch` with ten watches, cached, at most {TARGET_WATCH_RATIO}× `forecast --version` | "
                 f"{watch_ratio:.2f}× | {verdict(watch_ratio <= TARGET_WATCH_RATIO)} |",
                 f"| a cold `forecast watch` of ten watches at one place asks nothing twice | "
                 f"{len(asked)} requests, {len(set(asked))} different | {verdict(once)} |"],
        lines=["## 10. forecast watch", "",
               f"Ten watches at London ({', '.join(CONDITIONS)}), notifying the desktop on a private session bus (a recording",
               f"notification server on it), run once cold to fill the cache and the state ({shown} notices sent), then timed answered",
               "wholly from them, with nothing new to send:", ""]
              + TIMING_HEADER + [timing_row(f"`forecast {name.removeprefix('forecast ')}`" if name == "forecast --version" else
                                            "`forecast watch` (ten watches, cached)", stats) for name, stats in timings.items()] + [
               "", f"The cold run made {len(asked)} requests for the ten watches, {len(set(asked))} different ({verdict(once)}): the",
               "place search once, and each answer once (the 15-minute nowcast, the hourly forecast, the air), shared by every",
               "watch that reads it.", ""],
        summary=f"watch (ten, cached) {watch_ratio:.2f}x of --version")
