"""Concurrent requests for one place share one upstream request per endpoint: 50 threads asking a fresh server for a
cold place at once, against a stub that takes 100 ms a round trip (so that they overlap), cause exactly the requests,
path by path, that one cold `forecast daily Bergen` makes against a stub of its own; the waits are counted in
forecast_coalesced_waits_total. Counted from each stub's log of the targets it was asked for (the query left out)."""
import concurrent.futures
import threading

from oracles.program import Forecast, Home
from oracles.serve import Serve
from oracles.serve_checks import LoggingStub, Metrics

CLIENTS = 50


def test_fifty_concurrent_requests_cost_what_one_cold_command_costs(serve_binary, forecast_binary, tmp_path, now, faketime):
    with LoggingStub(now=now, arguments=["--latency", "100"]) as command_stub:
        Forecast(forecast_binary, command_stub.environment, Home(tmp_path / "command"), now).output("daily", "Bergen")
        expected = command_stub.targets()

    with LoggingStub(now=now, arguments=["--latency", "100"]) as served_stub:
        with Serve(serve_binary, served_stub.environment, Home(tmp_path / "served"), now) as server:
            start = threading.Barrier(CLIENTS)

            def ask(_):
                start.wait()
                return server.get("/Bergen", timeout=60)

            with concurrent.futures.ThreadPoolExecutor(CLIENTS) as pool:
                answers = list(pool.map(ask, range(CLIENTS)))
            metrics = Metrics.of(server)
        asked = served_stub.targets()

    assert [answer.status for answer in answers] == [200] * CLIENTS, {answer.status for answer in answers}
    assert len({answer.body for answer in answers}) == 1
    assert expected, "the command asked nothing"
    assert asked == expected, f"{CLIENTS} requests asked {dict(asked)}; one cold command asks {dict(expected)}"
    assert metrics.total("forecast_coalesced_waits_total") > 0
