#!/usr/bin/env python3
"""Serves forecast-stub-server on a free loopback port for packaging/'s checks (debian-root.sh's stub_server_start):
started through oracles.stub.StubServer (Tests/Oracles), the one place anything starts it. Prints its base URL alone
on a line once it listens, and stops it on SIGTERM or SIGINT.

    packaging/lib/serve-stub.py BINARY >LOG &     # LOG's first line: http://127.0.0.1:PORT
"""
import pathlib
import signal
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Tests/Oracles"))
from oracles.stub import StubServer  # noqa: E402


def main(binary):
    for stopping in (signal.SIGTERM, signal.SIGINT):
        signal.signal(stopping, lambda *_: sys.exit(0))
    try:
        with StubServer(binary=binary) as stub:
            print(stub.url, flush=True)
            while True:
                signal.pause()
    except (OSError, RuntimeError) as error:
        sys.exit(f"serve-stub: {error}")


if __name__ == "__main__":
    main(*sys.argv[1:])
