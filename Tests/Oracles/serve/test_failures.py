"""Failures are never a 200: a place the stub does not know is a 404 with one line (text, or {"error": …} for
?format=json); a service that fails is a 502 and one that does not answer in time a 504 (a stub of the checks' own
started with --behaviour server-error or stall; the server gives a service 15 s, so the stall check takes that long),
each with its line in the format asked and no caching; a method other than GET and HEAD is a 405 with Allow; a path
of more segments than /{place}/{view} is a 404."""
import json

import pytest

from oracles.serve import Serve
from oracles.serve_checks import assert_content_type, one_line, refusal_text
from oracles.stub import StubServer


def test_a_place_the_search_does_not_know_is_a_404_with_one_line(serve):
    answer = serve.get("/Atlantis")
    assert answer.status == 404, answer
    assert_content_type(answer, "text/plain")
    assert "Atlantis" in one_line(answer)


def test_a_place_not_found_asked_as_json_is_a_404_with_an_error_member(serve):
    answer = serve.get("/Atlantis?format=json")
    assert answer.status == 404, answer
    assert_content_type(answer, "application/json")
    document = json.loads(answer.text)
    assert list(document) == ["error"] and "Atlantis" in document["error"], document


@pytest.fixture
def failing_stub(now):
    with StubServer(now=now, arguments=["--behaviour", "server-error"]) as stub:
        yield stub


@pytest.fixture
def failing(serve_binary, failing_stub, home, now, faketime):
    """A server whose every service answers HTTP 500."""
    with Serve(serve_binary, failing_stub.environment, home, now) as server:
        yield server


@pytest.mark.parametrize("path", ["/London", "/London/hourly", "/London/current", "/London/air", "/Bergen/marine"])
def test_a_failing_service_is_a_502_with_one_line(failing, path):
    answer = failing.get(path)
    assert answer.status == 502, answer
    assert_content_type(answer, "text/plain")
    assert one_line(answer)
    assert "max-age" not in answer.headers.get("cache-control", ""), "a failure must not be kept by a cache in front"


def test_a_failing_forecast_service_after_a_found_place_is_a_502(serve_binary, home, now, faketime):
    with StubServer(now=now, arguments=["--behaviour", "server-error", "--on", "forecast"]) as stub, \
            Serve(serve_binary, stub.environment, home, now) as server:
        answer = server.get("/London")
    assert answer.status == 502, answer
    assert one_line(answer)


def test_a_failing_service_asked_as_json_is_a_502_with_an_error_member(failing):
    answer = failing.get("/London?format=json")
    assert answer.status == 502, answer
    assert refusal_text(answer)


def test_a_failing_service_asked_as_a_waybar_block_is_still_not_a_200(failing):
    answer = failing.get("/London?format=waybar")
    assert answer.status == 502, answer
    assert_content_type(answer, "application/json")
    assert isinstance(json.loads(answer.text), dict)


def test_a_failing_service_is_a_502_again_when_asked_again(failing):
    assert failing.get("/London").status == 502
    assert failing.get("/London").status == 502


def test_a_service_that_does_not_answer_in_time_is_a_504(serve_binary, home, now, faketime):
    with StubServer(now=now, arguments=["--behaviour", "stall"]) as stub, Serve(serve_binary, stub.environment, home, now) as server:
        answer = server.get("/London", timeout=60)
    assert answer.status == 504, answer
    assert one_line(answer)


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH"])
def test_a_method_other_than_get_and_head_is_a_405_with_allow(serve, method):
    answer = serve.get("/London", method=method)
    assert answer.status == 405, answer
    assert {token.strip() for token in answer.headers.get("allow", "").split(",")} == {"GET", "HEAD"}
    assert one_line(answer)


@pytest.mark.parametrize("path", ["/a/b/c", "/London/hourly/extra", "/London/hourly/extra/more"])
def test_a_path_of_more_segments_is_a_404(serve, path):
    answer = serve.get(path)
    assert answer.status == 404, answer
    assert one_line(answer)
