"""Every view the server answers is what the command of the same name prints: /{place} is `forecast daily`,
/{place}/hourly … /{place}/moon are `forecast hourly` … `forecast moon`, byte for byte, as a table and in every format
the command takes with ?format= (with the document's Content-Type), or with Accept naming the document's type; a format
a view does not offer is a 400 naming the ones it does; marine is a 404 away from the sea, as the command refuses it; a
coordinate and a name narrowed by country are the command's places; a trailing slash changes nothing; HEAD answers
GET's headers without a body; / names the address the server listens on.

The command runs first, in the server's home: both then read the one answer the command stored, so that the documents'
"fetched_at" agree (the server's clock runs on while the command's starts at the checks' moment)."""
import re

import pytest

from oracles.serve_checks import (DOCUMENT_FORMATS, MEDIA_TYPES, OFFERED, PLACES, assert_content_type, command_output,
                                  one_line, refusal_text, target)

VIEWS = list(OFFERED)
OFFERED_PAIRS = [(view, format) for view in VIEWS for format in DOCUMENT_FORMATS if format in OFFERED[view]]
REFUSED_PAIRS = [(view, format) for view in VIEWS for format in DOCUMENT_FORMATS if format not in OFFERED[view]]


@pytest.mark.parametrize("view", VIEWS)
def test_a_view_is_the_table_its_command_prints(serve, forecast, view):
    expected = command_output(forecast, view, PLACES[view])
    answer = serve.get(target(view))
    assert answer.status == 200, answer
    assert_content_type(answer, "text/plain")
    assert answer.body == expected


@pytest.mark.parametrize(("view", "format"), OFFERED_PAIRS, ids=[f"{view}-{format}" for view, format in OFFERED_PAIRS])
def test_a_format_a_view_offers_is_the_commands_format_output(serve, forecast, view, format):
    expected = command_output(forecast, view, PLACES[view], "--format", format)
    answer = serve.get(f"{target(view)}?format={format}")
    assert answer.status == 200, answer
    assert_content_type(answer, MEDIA_TYPES[format])
    assert answer.body == expected


@pytest.mark.parametrize(("view", "format"), REFUSED_PAIRS, ids=[f"{view}-{format}" for view, format in REFUSED_PAIRS])
def test_a_format_a_view_does_not_offer_is_a_400_naming_those_it_offers(serve, forecast, view, format):
    refused = forecast.run(view, PLACES[view], "--format", format)
    assert refused.returncode == 64 and "does not take --format" in refused.stderr, "the command takes it: the table above is wrong"
    answer = serve.get(f"{target(view)}?format={format}")
    assert answer.status == 400, answer
    line = refusal_text(answer)
    named = set(re.findall(r"\b(" + "|".join(DOCUMENT_FORMATS) + r")\b", line))
    assert named == OFFERED[view] | {format}, f"{line!r} names {sorted(named)}; {view} offers {sorted(OFFERED[view])}"


def test_marine_away_from_the_sea_is_a_404_saying_the_model_covers_only_the_sea(serve, forecast):
    refused = forecast.run("marine", "London")
    assert refused.returncode != 0
    answer = serve.get("/London/marine")
    assert answer.status == 404, answer
    line = one_line(answer)
    assert "covers only the sea" in line
    assert line == refused.stderr.strip().removeprefix("forecast: "), "the server's line is not the command's message"


def test_head_answers_gets_headers_without_a_body(serve):
    got = serve.get("/London")
    head = serve.get("/London", method="HEAD")
    assert head.status == 200, head
    assert head.body == b""
    assert head.headers.get("etag") == got.headers.get("etag")
    assert head.headers.get("content-type") == got.headers.get("content-type")
    # RFC 9110 §8.6: a Content-Length in a HEAD answer is the length GET's body would have.
    if "content-length" in head.headers:
        assert int(head.headers["content-length"]) == len(got.body), f"HEAD says Content-Length {head.headers['content-length']}, GET's body is {len(got.body)} bytes"


def test_the_help_names_the_address_it_listens_on(serve):
    answer = serve.get("/")
    assert answer.status == 200, answer
    addresses = set(re.findall(r"\b127\.0\.0\.1:\d+", answer.text))
    assert addresses == {f"127.0.0.1:{serve.port}"}, f"the examples name {sorted(addresses)}; it listens on port {serve.port}"


@pytest.mark.parametrize("format", ["json", "csv", "svg"])
def test_accept_naming_a_documents_type_gets_that_document(serve, forecast, format):
    expected = command_output(forecast, "daily", "London", "--format", format)
    answer = serve.get("/London", headers={"Accept": MEDIA_TYPES[format]})
    assert answer.status == 200, answer
    assert_content_type(answer, MEDIA_TYPES[format])
    assert answer.body == expected


@pytest.mark.parametrize("place", ["51.5,-0.13", "London,GB"])
def test_a_coordinate_or_a_narrowed_name_is_the_commands_place(serve, forecast, place):
    expected = command_output(forecast, "daily", place)
    answer = serve.get(f"/{place}")
    assert answer.status == 200, answer
    assert answer.body == expected


def test_a_trailing_slash_is_the_same_view(serve, forecast):
    expected = command_output(forecast, "hourly", "London")
    answer = serve.get("/London/hourly/")
    assert answer.status == 200, answer
    assert answer.body == expected
