"""A browser gets a page, anything else the text: the page only when Accept lists text/html itself above text/plain
(Firefox's and Chrome's real Accept headers); curl's */*, no Accept at all, and text/html ranked below text/plain get
the command's table. The page parses with Python's html.parser with every element closed in order, has no <script>,
no event-handler attribute and nothing pointing outside it (no src/href/url()/@import but `#…` and `data:`), and holds
the command's table in a <pre> and its SVG meteogram inline. A refusal a browser gets (404, 400) is a page too, with
what the client sent escaped: no element or attribute of its own."""
import pytest

from oracles.serve_checks import (CHROME_ACCEPT, CURL_ACCEPT, FIREFOX_ACCEPT, PageAudit, assert_content_type,
                                  command_output)

BROWSERS = {"firefox": FIREFOX_ACCEPT, "chrome": CHROME_ACCEPT}
NOT_BROWSERS = {"curl": CURL_ACCEPT, "none": None, "html-ranked-below-text": "text/html;q=0.1, text/plain"}


def audited(answer):
    """The page `answer` holds, audited; an AssertionError when it is not a well-formed, self-contained page."""
    assert_content_type(answer, "text/html")
    audit = PageAudit.of(answer.text)
    assert answer.text.lstrip().lower().startswith("<!doctype html>")
    assert not audit.misnested and not audit.unclosed, f"misnested {audit.misnested}, unclosed {audit.unclosed}"
    return audit


@pytest.mark.parametrize("browser", list(BROWSERS))
def test_a_browsers_accept_gets_the_page(serve, browser):
    answer = serve.get("/London", headers={"Accept": BROWSERS[browser]})
    assert answer.status == 200, answer
    assert_content_type(answer, "text/html")


@pytest.mark.parametrize("client", list(NOT_BROWSERS))
def test_anything_else_gets_the_commands_text(serve, forecast, client):
    expected = command_output(forecast, "daily", "London")
    accept = NOT_BROWSERS[client]
    answer = serve.get("/London", headers={"Accept": accept} if accept is not None else {})
    assert answer.status == 200, answer
    assert_content_type(answer, "text/plain")
    assert answer.body == expected


def test_the_page_parses_with_every_element_closed(serve):
    audit = audited(serve.get("/London", headers={"Accept": FIREFOX_ACCEPT}))
    assert audit.tags["html"] == 1 and audit.tags["body"] == 1


def test_the_page_has_no_script_and_no_event_handler(serve):
    audit = audited(serve.get("/London", headers={"Accept": FIREFOX_ACCEPT}))
    assert audit.scripts == 0
    assert audit.handlers == []


def test_the_page_points_nowhere_outside_itself(serve):
    audit = audited(serve.get("/London", headers={"Accept": FIREFOX_ACCEPT}))
    assert audit.references == []
    assert audit.embedding == [], f"elements that load or embed something: {audit.embedding}"


def test_the_page_holds_the_commands_table(serve, forecast):
    expected = command_output(forecast, "daily", "London").decode()
    audit = audited(serve.get("/London", headers={"Accept": FIREFOX_ACCEPT}))
    assert expected in audit.pre, f"no <pre> holds the table; the <pre>s: {audit.pre!r}"


def test_the_page_holds_the_commands_meteogram_inline(serve, forecast):
    picture = command_output(forecast, "daily", "London", "--format", "svg").decode()
    answer = serve.get("/London", headers={"Accept": FIREFOX_ACCEPT})
    audit = audited(answer)
    assert audit.svgs >= 1
    assert picture[picture.index("<svg"):].strip() in answer.text


def test_the_page_is_in_the_language_asked(serve):
    answer = serve.get("/London?lang=de", headers={"Accept": FIREFOX_ACCEPT, "Accept-Language": "fr"})
    assert answer.status == 200, answer
    assert '<html lang="de"' in answer.text


def test_a_browser_gets_a_404_as_a_page(serve):
    answer = serve.get("/Atlantis", headers={"Accept": CHROME_ACCEPT})
    assert answer.status == 404, answer
    audit = audited(answer)
    assert "Atlantis" in audit.text
    assert audit.scripts == 0 and audit.handlers == [] and audit.references == []


# A name the place search does not know, shaped to break out of an attribute or a text node if echoed unescaped.
HOSTILE_NAME = 'x" onmouseover="alert(1)&amp;\'y'
HOSTILE_PATH = "/x%22%20onmouseover%3D%22alert(1)%26amp%3B%27y"
# A view name with markup in it, sent as the raw bytes a hostile client sends.
HOSTILE_VIEW = "<img%20src=x%20onerror=alert(1)>"


def test_a_refusal_page_escapes_a_hostile_place_name(serve):
    answer = serve.get(HOSTILE_PATH, headers={"Accept": FIREFOX_ACCEPT})
    assert answer.status == 404, answer
    audit = audited(answer)
    assert audit.handlers == [] and audit.references == [] and audit.scripts == 0
    assert HOSTILE_NAME in audit.text, f"the name is not shown as typed: {audit.text!r}"


def test_a_refusal_page_escapes_markup_in_a_view_name(serve):
    answer = serve.get(f"/London/{HOSTILE_VIEW}", headers={"Accept": FIREFOX_ACCEPT})
    assert answer.status == 404, answer
    audit = audited(answer)
    assert audit.tags["img"] == 0, "the view's markup became an element"
    assert audit.handlers == [] and audit.references == [] and audit.scripts == 0
    assert "<img" in audit.text
