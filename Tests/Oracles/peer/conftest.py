"""The peer server's fixtures: the peer for the session, what it served during one test, and forecast pointed at it
(instead of the stub) in its own home, at the fixed moment."""
import pytest

from oracles.peer.server import PeerServer
from oracles.program import Forecast


@pytest.fixture(scope="session")
def peer(now):
    """The peer server on 127.0.0.1 (a free port) in a thread, answering for `now`, for the whole session."""
    with PeerServer(now) as server:
        yield server


@pytest.fixture
def served(peer):
    """What the peer is asked and answers during one test: `served.last(path)`, `served.to(path)`."""
    return peer.recording()


@pytest.fixture
def forecast(forecast_binary, peer, home, now, faketime):
    """forecast with every service the peer stands in for pointed at it, in its own home, at `now`."""
    return Forecast(forecast_binary, peer.environment, home, now)
