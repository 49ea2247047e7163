"""The fixtures of forecast mcp's checks: the built forecast-mcp, run as an agent's client runs it (against the stub, at
the checks' moment, in the test's home)."""
import pytest

from oracles.program import Forecast


@pytest.fixture(scope="session")
def mcp_binary(built_program):
    """The forecast-mcp under test."""
    return built_program("forecast-mcp")


@pytest.fixture
def agent_server(mcp_binary, stub, home, now, faketime):
    """forecast-mcp as a program to start, against the stub server, in the test's home, at `now` (its command and
    environment: `.command`, `.environment`)."""
    return Forecast(mcp_binary, stub.environment, home, now)
