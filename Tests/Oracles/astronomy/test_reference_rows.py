"""The reference rows DomainTests hold for the Sun's and the Moon's events (Tests/DomainTests/Sky/Astronomy) are
PyEphem's, computed again (oracles/astronomy): a row edited by hand, or a table not made again when its places or
instants changed, fails."""
import pytest

from oracles import paths
from oracles.astronomy import moon, moonrise, sun

FOLDER = paths.ROOT / "Tests/DomainTests/Sky/Astronomy"
# Each Swift test file, the rows its table should hold, and how each row opens.
TABLES = {
    "SunCalculatorTests": (sun.rows, "SunRow("),
    "MoonCalculatorTests": (moon.rows, "MoonRow("),
    "MoonRiseSetTests": (moonrise.rows, "MoonRiseRow("),
}


@pytest.mark.parametrize("test_file", TABLES)
def test_the_domain_tests_reference_rows_are_pyephems(test_file):
    rows, opening = TABLES[test_file]
    held = [line for line in (FOLDER / f"{test_file}.swift").read_text().splitlines()
            if line.lstrip().startswith(opening)]
    assert held == list(rows()), f"print PyEphem's rows with: python -m {rows.__module__}, then paste them"
