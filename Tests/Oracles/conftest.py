"""The fixtures every check uses: the fixed moment, the built programs, the stub server, an empty home per test and
forecast run as a user runs it. A folder's own conftest.py adds its feature's (the peer server's in peer/)."""
import pytest

from oracles import clock, paths, tools
from oracles.program import Forecast, Home
from oracles.stub import StubServer


@pytest.fixture(scope="session")
def now():
    """The moment every check runs at (oracles.clock.NOW)."""
    return clock.NOW


def built(name):
    """The built program `name`, or a failure saying to build it."""
    path = paths.program(name)
    if not path.is_file():
        pytest.fail(f"{path} is missing: build first (swift build), or set FORECAST_BUILD_DIR", pytrace=False)
    return path


@pytest.fixture(scope="session")
def built_program():
    """A built program's path by name, or a failure saying to build it: built_program("forecast-plural-table")."""
    return built


@pytest.fixture(scope="session")
def forecast_binary():
    """The forecast under test."""
    return built("forecast")


@pytest.fixture(scope="session")
def stub(now):
    """forecast-stub-server on a free port, answering for `now`, for the whole session."""
    with StubServer(now=now, binary=built("forecast-stub-server")) as server:
        yield server


@pytest.fixture
def stub_with(built_program, now):
    """Starts a stub server at `now` (`real_time`: at the real time) with options (`stub_with("--warning", "severe")`);
    each stopped after the test."""
    started = []

    def start(*arguments, real_time=False):
        server = StubServer(now=None if real_time else now, arguments=arguments,
                            binary=built_program("forecast-stub-server")).start()
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()


@pytest.fixture
def home(tmp_path):
    """An empty home (HOME and the XDG folders) for one test."""
    return Home(tmp_path / "home")


@pytest.fixture(autouse=True)
def no_faketime_leftovers():
    """After each test, what killed faketime wrappers left in /dev/shm is removed (oracles.clock)."""
    clock.sweep_faketime_leftovers()
    yield
    clock.sweep_faketime_leftovers()


@pytest.fixture(scope="session")
def faketime():
    """faketime's path, or a failure naming it: forecast runs under it at the fixed moment."""
    return tools.require("faketime")


@pytest.fixture
def forecast(forecast_binary, stub, home, now, faketime):
    """forecast against the stub server, in its own home, at `now`."""
    return Forecast(forecast_binary, stub.environment, home, now)


@pytest.fixture
def require_tool():
    """A Debian tool's path, or a failure naming it: require_tool("rsvg-convert")."""
    return tools.require
