"""Every language × units × command's picture (`hourly --hours 48` and `daily --days 7` for London, `--format svg`)
is markup a viewer can open safely: it parses as XML (the standard library's parser), passes the safety audit
(oracles.svg.audit: nothing to run, fetch or follow), names itself with a <title> and <desc>, has a viewBox, renders in
librsvg with nothing said on stderr, and in Arabic, Persian and Hebrew wraps right-to-left text in bidi isolates
(oracles.bidi's rules, as the terminal's lines follow them)."""
import pytest

from oracles import cldr, svg

RIGHT_TO_LEFT = cldr.right_to_left_languages()
SPANS = {"hourly": ("--hours", "48"), "daily": ("--days", "7")}
UNITS = ["metric", "imperial"]


def arguments(command, code, units):
    return (command, "London", *SPANS[command], "--lang", code, "--units", units)


@pytest.fixture(scope="module")
def pictures_here(request, pictures):
    """The pictures, made side by side before the first test here reads one: those the selected tests look at."""
    pictures.make_all([arguments(*item.callspec.params["picture"]) for item in request.session.items
                       if item.path == request.path])
    return pictures


@pytest.fixture(params=[(command, code, units) for command in SPANS for code in cldr.LANGUAGES for units in UNITS],
                ids="-".join)
def picture(request, pictures_here):
    """One command × language × units' picture."""
    return pictures_here.svg(*arguments(*request.param))


def test_picture_parses_as_xml(picture):
    assert picture.root is not None


def test_picture_passes_the_safety_audit(picture):
    problems = svg.audit(picture.text, picture.root)
    assert not problems, "; ".join(problems[:4]) + picture.kept()


def test_picture_opens_with_a_title_and_a_description(picture):
    problems = svg.heading_problems(picture.root)
    assert not problems, "; ".join(problems) + picture.kept()


def test_picture_has_a_view_box(picture):
    assert svg.view_box(picture.root)


def test_picture_renders_with_nothing_on_stderr(picture):
    rendering = picture.rendering
    assert rendering.status == 0 and not rendering.stderr and rendering.png, \
        f"rsvg-convert exit {rendering.status}: {rendering.stderr[:300]!r}" + picture.kept()


@pytest.mark.parametrize("picture", [(command, code, units) for command in SPANS for code in RIGHT_TO_LEFT
                                     for units in UNITS], ids="-".join, indirect=True)
def test_right_to_left_text_sits_in_bidi_isolates(picture):
    problems = svg.isolate_problems(picture.root)
    assert not problems, "; ".join(problems[:4]) + picture.kept()
