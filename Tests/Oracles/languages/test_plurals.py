"""forecast's plural rules against CLDR's (Babel): the category its Swift rules pick for every n from 0 to 200, and
the set of categories, in every language. forecast-plural-table prints them from the rules themselves (the command
line cannot show every n): `code<TAB>n<TAB>category` lines, then `code<TAB>categories<TAB>one,other` lines."""
import subprocess
import types

import pytest

from oracles import cldr


@pytest.fixture(scope="module")
def plural_table(built_program):
    """forecast-plural-table's output: `.numbers[code][n]` (a category) and `.categories[code]` (a set)."""
    printed = subprocess.run([built_program("forecast-plural-table")], capture_output=True, text=True, check=True)
    table = types.SimpleNamespace(numbers={}, categories={})
    for line in printed.stdout.splitlines():
        code, n, value = line.split("\t")
        if n == "categories":
            table.categories[code] = set(value.split(","))
        else:
            table.numbers.setdefault(code, {})[int(n)] = value
    return table


def test_plural_table_covers_every_language(plural_table):
    assert sorted(plural_table.numbers) == sorted(cldr.LANGUAGES)
    assert sorted(plural_table.categories) == sorted(cldr.LANGUAGES)


def test_plural_category_of_every_n_from_0_to_200_is_cldrs(plural_table, code):
    forecast = plural_table.numbers.get(code, {})
    wrong = [(n, forecast.get(n), cldr.plural_category(code, n)) for n in range(201)
             if forecast.get(n) != cldr.plural_category(code, n)]
    assert not wrong, f"(n, forecast's, CLDR's): {wrong[:5]}"


def test_each_language_has_cldrs_plural_categories(plural_table, code):
    assert plural_table.categories.get(code) == cldr.plural_categories(code)
