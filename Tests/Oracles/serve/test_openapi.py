"""The OpenAPI description is the contract, checked against the running server.

- /openapi.json serves the repository's Sources/ForecastServer/OpenAPI/openapi.json byte for byte, and it is OpenAPI
  3.1.
- schemathesis loads it from the server and sends every operation property-based inputs: the description's examples,
  its coverage cases (boundaries, values it refuses, missing and repeated parameters, methods it does not list, which
  must answer 405 with Allow), then random ones. Every answer is one the description lists for that operation, with its
  media type, its required headers and, for JSON, its schema; none is a server error (the stub answers every service,
  so not even the documented 502 and 504 are legitimate); an input the description allows is answered (2xx, 304) or is
  a place there is none of (404), and one it refuses is refused (4xx).
- With every service failing (the stub's server-error behaviour), the weather routes' 502s and the answers that need
  no service (the Sun and Moon at a coordinate) are as described too.
- The wttr.in options written as OpenAPI can write them (`?u=`, or with a value) work as the bare words (`?u`) do.

Each run is bounded: a fixed seed and a fixed number of random examples an operation (about a minute on two cores)."""
import json
import pathlib

import pytest
import schemathesis
from schemathesis.config import SchemathesisConfig

from oracles.serve import Serve
from oracles.stub import StubServer

DESCRIPTION = pathlib.Path(__file__).resolve().parents[3] / "Sources" / "ForecastServer" / "OpenAPI" / "openapi.json"


def configuration(examples, modes="all", coverage=True, server_errors=()):
    """schemathesis' settings: every check it has (those for authentication and for resources that requests create
    find nothing to do here) with its expected statuses narrowed to this server's, `server_errors` the 5xx that are
    legitimate; `examples` random examples an operation, in generation `modes`; the coverage phase when `coverage`."""
    errors = [str(status) for status in server_errors]
    return SchemathesisConfig.from_dict({
        "seed": 43,
        "generation": {"max-examples": examples, "mode": modes, "database": "none"},
        "phases": {"examples": {"enabled": True}, "coverage": {"enabled": coverage}, "fuzzing": {"enabled": True},
                   "stateful": {"enabled": False}},
        "checks": {
            "not_a_server_error": {"expected-statuses": ["2xx", "3xx", "4xx", *errors]},
            "positive_data_acceptance": {"expected-statuses": ["2xx", "304", "404", *errors]},
            "negative_data_rejection": {"expected-statuses": ["400", "404", "405", "414", "431"]},
        },
        "warnings": False,
    })


@pytest.fixture
def described(serve):
    """The description as the running server serves it, its requests sent to that server."""
    return schemathesis.openapi.from_url(f"{serve.url}/openapi.json", config=configuration(examples=20))


@pytest.fixture
def described_failing(serve_binary, home, now, faketime):
    """The same against a server whose every service answers HTTP 500."""
    with StubServer(now=now, arguments=["--behaviour", "server-error"]) as failing, \
            Serve(serve_binary, failing.environment, home, now) as server:
        settings = configuration(examples=12, modes="positive", coverage=False, server_errors=[502])
        yield schemathesis.openapi.from_url(f"{server.url}/openapi.json", config=settings)


working = schemathesis.pytest.from_fixture("described")
failing = schemathesis.pytest.from_fixture("described_failing").include(path_regex=r"^/\{place\}")


@working.parametrize()
def test_every_operation_answers_as_the_description_says(case):
    case.call_and_validate()


@failing.parametrize()
def test_with_every_service_failing_the_weather_routes_answer_as_described(case):
    case.call_and_validate()


def test_the_served_description_is_the_repositorys_byte_for_byte(serve):
    answer = serve.get("/openapi.json")
    assert answer.status == 200, answer
    assert answer.headers["content-type"].split(";")[0] == "application/json"
    assert answer.body == DESCRIPTION.read_bytes(), "the server serves another description: rebuild forecast-serve"


def test_the_description_is_openapi_3_1():
    document = json.loads(DESCRIPTION.read_text(encoding="utf-8"))
    assert document["openapi"].startswith("3.1."), document["openapi"]
    assert document["paths"]


OPTIONS = [("u=", "u"), ("u=1", "u"), ("M=", "M"), ("0=", "0"), ("color=", "color")]


@pytest.mark.parametrize(("written", "bare"), OPTIONS)
def test_a_wttr_option_with_a_value_is_the_bare_word(serve, written, bare):
    with_value = serve.get(f"/London?{written}")
    as_word = serve.get(f"/London?{bare}")
    assert as_word.status == with_value.status == 200, (as_word, with_value)
    assert with_value.body == as_word.body, f"?{written} is not ?{bare}: the description gives wttr.in's options with any value"
