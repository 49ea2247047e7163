"""Any HTTP cache in front can keep the answers: each carries a strong ETag, the same for the same answer and another
for another document; If-None-Match with it (alone, in a list, or weak) is a 304 with no body; Cache-Control is
public with a max-age above 0 and at most the forecast's lifetime (`[cache] forecast_ttl`, 600 s unless set), cut by
the jitter by at most a tenth; Vary names Accept and Accept-Language. Refreshes are jittered: places fetched at the same
moment, or one place by fresh servers, get different max-ages (seven places all equal by chance about once in 60⁶,
four fresh servers about once in 60³)."""
import concurrent.futures
import re
import threading
import urllib.parse

import pytest

from oracles.program import Home
from oracles.serve import Serve
from oracles.serve_checks import header_tokens, max_age

STRONG_ETAG = re.compile(r'^"[\x21\x23-\x7e\x80-\xff]*"$')
PLACES = ["London", "Hollywood", "Enschede", "Beijing", "Bergen", "Tromsø", "Antarctica"]


def write_config(home, text):
    folder = home.config / "forecast"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "config.toml").write_text(text)


def test_an_answer_has_a_strong_etag(serve):
    answer = serve.get("/London")
    assert answer.status == 200, answer
    assert STRONG_ETAG.match(answer.headers.get("etag", "")), answer.headers.get("etag")


def test_the_same_answer_has_the_same_etag(serve):
    first, second = serve.get("/London"), serve.get("/London")
    assert first.body == second.body
    assert first.headers["etag"] == second.headers["etag"]


def test_another_document_has_another_etag(serve):
    table, document = serve.get("/London"), serve.get("/London?format=json")
    assert table.headers["etag"] != document.headers["etag"]


@pytest.mark.parametrize("shape", ["alone", "in-a-list", "weak"])
def test_if_none_match_is_a_304_without_a_body(serve, shape):
    whole = serve.get("/London")
    tag = whole.headers["etag"]
    condition = {"alone": tag, "in-a-list": f'"other", {tag}', "weak": f"W/{tag}"}[shape]
    answer = serve.get("/London", headers={"If-None-Match": condition})
    assert answer.status == 304, answer
    assert answer.body == b""
    assert answer.headers.get("etag") == tag
    # RFC 9110 §8.6: a 304 sends no Content-Length but the one the 200 would have.
    assert answer.headers.get("content-length") in (None, str(len(whole.body))), answer.headers


def test_if_none_match_of_another_tag_is_the_answer(serve):
    answer = serve.get("/London", headers={"If-None-Match": '"not-this-one"'})
    assert answer.status == 200, answer
    assert answer.body


def test_max_age_is_above_zero_and_at_most_the_forecasts_lifetime(serve):
    answer = serve.get("/London")
    assert "public" in header_tokens(answer, "cache-control")
    assert 0 < max_age(answer) <= 600


def test_max_age_is_at_most_the_configured_forecast_lifetime(serve_with, home):
    write_config(home, "[cache]\nforecast_ttl = 300\n")
    server = serve_with()
    answer = server.get("/London")
    assert answer.status == 200, answer
    assert 0 < max_age(answer) <= 300


def test_the_jitter_cuts_a_fresh_answers_lifetime_by_at_most_a_tenth(serve):
    answer = serve.get("/London")
    # 600 s less at most 10 %, less the few seconds the server has run since it fetched.
    assert 540 - 5 <= max_age(answer) <= 600


def test_vary_names_accept_and_accept_language(serve):
    answer = serve.get("/London")
    assert {"accept", "accept-language"} <= header_tokens(answer, "vary")


def test_places_fetched_at_the_same_moment_get_different_max_ages(serve):
    start = threading.Barrier(len(PLACES))

    def fetch(place):
        start.wait()
        return serve.get("/" + urllib.parse.quote(place))

    with concurrent.futures.ThreadPoolExecutor(len(PLACES)) as pool:
        answers = list(pool.map(fetch, PLACES))
    assert all(answer.status == 200 for answer in answers), answers
    ages = {place: max_age(answer) for place, answer in zip(PLACES, answers)}
    assert len(set(ages.values())) > 1, f"every place's answer is kept exactly as long: {ages}"


def test_one_place_in_fresh_servers_gets_different_max_ages(serve_binary, stub, tmp_path, now, faketime):
    ages = []
    for index in range(4):
        with Serve(serve_binary, stub.environment, Home(tmp_path / f"home-{index}"), now) as server:
            ages.append(max_age(server.get("/London")))
    assert len(set(ages)) > 1, f"four fresh servers keep London's answer exactly as long: {ages}"
