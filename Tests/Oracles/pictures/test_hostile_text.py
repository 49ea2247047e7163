"""Names full of markup and terminal controls reach the pictures as text: the real program, run against the stub
through oracles.hostile's proxy (a place whose name, region and country are hostile, in London, Kentucky, where the
NWS Wind Advisory's event and headline are hostile too), draws `hourly`, `daily` and Arabic `hourly` pictures that
parse, pass the safety audit, render in librsvg with nothing on stderr, hold the place's and the warning's names
escaped (`&lt;script&gt;…`) and none of their controls (no C0 control but the line feed, no right-to-left override,
no noncharacter U+FFFF)."""
import html

import pytest

from oracles import hostile, svg

COMMANDS = {"hourly": ("hourly", "Hostile"), "daily": ("daily", "Hostile"),
            "hourly-ar": ("hourly", "Hostile", "--lang", "ar")}


def is_control(character):
    """A character the pictures must never hold: a C0 control but the line feed, DEL, the right-to-left override or
    the noncharacter U+FFFF."""
    return (ord(character) < 0x20 and character != "\n") or character in "\u007f\u202e\uffff"


@pytest.fixture(scope="module")
def hostile_pictures(make_pictures, stub):
    """Pictures made while the proxy stands between forecast and the place search and the NWS."""
    with hostile.HostileProxy(stub.url) as proxy:
        yield make_pictures({**stub.environment, **proxy.environment})


@pytest.fixture(params=COMMANDS.values(), ids=COMMANDS.keys())
def picture(request, hostile_pictures):
    return hostile_pictures.svg(*request.param)


def test_hostile_picture_parses_as_xml(picture):
    assert picture.root is not None


def test_hostile_picture_passes_the_safety_audit(picture):
    problems = svg.audit(picture.text, picture.root)
    assert not problems, "; ".join(problems[:4]) + picture.kept()


def test_hostile_picture_renders_with_nothing_on_stderr(picture):
    rendering = picture.rendering
    assert rendering.status == 0 and not rendering.stderr and rendering.png, \
        f"rsvg-convert exit {rendering.status}: {rendering.stderr[:300]!r}" + picture.kept()


@pytest.mark.parametrize("mark", [1, 2], ids=["place", "warning"])
def test_hostile_name_is_kept_as_escaped_text(picture, mark):
    assert html.escape(f"<script>alert({mark})</script>") in picture.text, picture.kept()


def test_hostile_controls_are_dropped(picture):
    assert not [hex(ord(character)) for character in picture.text if is_control(character)], picture.kept()
