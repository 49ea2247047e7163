"""Every Swift code block of the embedding article and the README is a piece of the example packages, which
scripts/test builds, tests and runs: a block's lines (blank lines and trailing spaces aside) stand, in order and
together, in one of the examples' Swift files."""
import re

import pytest

from oracles import paths

ARTICLES = [paths.ROOT / "Sources/Platform/Platform.docc/EmbeddingForecast.md", paths.ROOT / "README.md"]
EXAMPLES = [paths.ROOT / "Examples/ForecastExample", paths.ROOT / "Examples/ModuleAliases"]


def lines(text):
    """The text's lines that are not blank, without trailing spaces."""
    return [line.rstrip() for line in text.splitlines() if line.strip()]


BLOCKS = {f"{article.name}-{index}": lines(block) for article in ARTICLES
          for index, block in enumerate(re.findall(r"```swift\n(.*?)```", article.read_text(), re.S), start=1)}


def contains(haystack, needle):
    return any(haystack[start:start + len(needle)] == needle for start in range(len(haystack) - len(needle) + 1))


@pytest.fixture(scope="module")
def example_files():
    """The lines of every Swift file of the examples (their build folders aside)."""
    return [lines(path.read_text()) for example in EXAMPLES for path in example.rglob("*.swift")
            if ".build" not in path.parts]


def test_the_articles_show_swift_code():
    assert BLOCKS


@pytest.mark.parametrize("block", BLOCKS)
def test_each_swift_block_of_the_articles_is_in_an_example(example_files, block):
    wanted = BLOCKS[block]
    assert any(contains(source, wanted) for source in example_files), \
        f'{block} ("{wanted[0].strip()}") is in no Swift file of Examples/ForecastExample or Examples/ModuleAliases'
