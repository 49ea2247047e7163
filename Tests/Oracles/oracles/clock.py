"""The one moment every check runs at: the stub server and the peer server answer for it, and forecast runs under
libfaketime starting from it, so that dates and hours agree between the three and no check waits for, or retries
after, an hour's turn. A Sunday morning in late November: London's day is short, Bergen's nowcast and Kentucky's
wind advisory are in force."""
import datetime
import os
import pathlib
import re

NOW = datetime.datetime(2026, 11, 22, 10, 17, tzinfo=datetime.timezone.utc)


def iso(moment=NOW):
    """`2026-11-22T10:17:00Z`: the stub server's --now."""
    return moment.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def faketime_prefix(moment=NOW):
    """The command that runs a program with its clock started at `moment` by libfaketime (Debian's faketime), the
    clock then running on; with faketime_environment()."""
    return ["faketime", "-f", "@" + moment.astimezone(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M:%S")]


def faketime_environment():
    """What faketime_prefix() needs beside: time-outs and timers keep the real monotonic clock, and the moment is read
    as UTC."""
    return {"FAKETIME_DONT_FAKE_MONOTONIC": "1", "TZ": "UTC"}


LEFTOVER = re.compile(r"(?:sem\.faketime_sem|faketime_shm)_(\d+)")


def sweep_faketime_leftovers(shared=pathlib.Path("/dev/shm")):
    """Removes the semaphores and shared memory of faketime wrappers (and libfaketime processes) that are no longer
    running. A wrapper names them by its pid and removes them when it ends, but not when it is killed (a status bar
    ends its command with SIGTERM, a timed-out run is killed); a later wrapper given the same pid then fails with
    "sem_open: File exists"."""
    for entry in shared.glob("*faketime_*"):
        match = LEFTOVER.fullmatch(entry.name)
        if match and not _running(int(match.group(1))):
            entry.unlink(missing_ok=True)


def _running(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
