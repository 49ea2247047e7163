"""The fixtures of forecast serve's checks: the built forecast-serve, and a server against the stub at the checks'
moment, one per test (each in its own home, so caches never leak between tests)."""
import pytest

from oracles.serve import Serve


@pytest.fixture(scope="session")
def serve_binary(built_program):
    """The forecast-serve under test."""
    return built_program("forecast-serve")


@pytest.fixture
def serve(serve_binary, stub, home, now, faketime):
    """A forecast-serve against the stub server, in its own home, at `now`; started, and stopped after the test."""
    with Serve(serve_binary, stub.environment, home, now) as server:
        yield server


@pytest.fixture
def serve_with(serve_binary, stub, home, now, faketime):
    """Starts a forecast-serve with extra arguments (`serve_with("--rate-limit", "5")`); each stopped after the test."""
    started = []

    def start(*arguments, environment=None):
        server = Serve(serve_binary, {**stub.environment, **(environment or {})}, home, now, arguments).start()
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()
