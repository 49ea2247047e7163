"""The one moment every check runs at: the stub server and the peer server answer for it, and forecast runs under
libfaketime starting from it, so that dates and hours agree between the three and no check waits for, or retries
after, an hour's turn. A Sunday morning in late November: London's day is short, Bergen's nowcast and Kentucky's
wind advisory are in force."""
import datetime

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
