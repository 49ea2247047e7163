"""The themes as librsvg draws them (`hourly London --hours 48` and `daily London --days 7`): --theme dark renders dark
(mean luminance below 70, transparent pixels counted as white) and holds no `prefers-color-scheme`; --theme light
renders light (above 180, transparent pixels counted as black); the default (auto) holds `prefers-color-scheme` for
viewers that follow the reader's choice, and renders light in librsvg, which does not."""
import pytest

from oracles import render

COMMANDS = {"hourly": ("hourly", "London", "--hours", "48"), "daily": ("daily", "London", "--days", "7")}
MEDIA = "prefers-color-scheme"


@pytest.fixture(params=COMMANDS.values(), ids=COMMANDS.keys())
def arguments(request):
    return request.param


def luminance(picture, backdrop):
    rendering = picture.rendering
    assert rendering.status == 0 and not rendering.stderr, f"rsvg-convert: {rendering.stderr[:300]}" + picture.kept()
    return render.mean_luminance(rendering.png, backdrop)


def test_dark_theme_renders_dark(pictures, arguments):
    picture = pictures.svg(*arguments, "--theme", "dark")
    assert luminance(picture, (255, 255, 255)) < 70, picture.kept()


def test_dark_theme_holds_no_colour_scheme_query(pictures, arguments):
    assert MEDIA not in pictures.svg(*arguments, "--theme", "dark").text


@pytest.mark.parametrize("theme", [("--theme", "light"), ()], ids=["light", "auto"])
def test_light_and_auto_themes_render_light(pictures, arguments, theme):
    picture = pictures.svg(*arguments, *theme)
    assert luminance(picture, (0, 0, 0)) > 180, picture.kept()


def test_auto_theme_holds_the_colour_scheme_query(pictures, arguments):
    assert MEDIA in pictures.svg(*arguments).text
