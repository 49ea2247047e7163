"""`--output FILE` writes the picture to FILE: the same bytes as standard output gives (both runs at the fixed moment),
a picture that parses and renders, and nothing else in its folder (no temporary file left behind)."""
import pytest

from oracles import svg
from oracles.render import Picture

ARGUMENTS = ("hourly", "London", "--hours", "48")


@pytest.fixture(scope="module")
def folder(pictures, tmp_path_factory):
    """A folder that held nothing before `forecast … --output FOLDER/picture.svg` ran."""
    folder = tmp_path_factory.mktemp("output")
    pictures.forecast.output(*ARGUMENTS, "--format", "svg", "--output", str(folder / "picture.svg"))
    return folder


def test_output_file_holds_what_stdout_gives(pictures, folder):
    assert (folder / "picture.svg").read_bytes() == pictures.svg(*ARGUMENTS).text.encode()


def test_output_file_parses_passes_the_audit_and_renders_silently(pictures, folder):
    picture = Picture((folder / "picture.svg").read_text(encoding="utf-8"), "output", pictures.keep_in)
    assert not svg.problems(picture.text, picture.root), picture.kept()
    assert picture.rendering.status == 0 and not picture.rendering.stderr, picture.rendering.stderr[:300]


def test_output_leaves_nothing_else_in_its_folder(folder):
    assert sorted(path.name for path in folder.iterdir()) == ["picture.svg"]
