"""What the languages' checks share: their parameters and forecast's output, made once a session.

A test takes its parameters by naming them (pytest_generate_tests gives each its values, and its ids in this order):
`code` (each of forecast's twenty languages), or `right_to_left_code` / `left_to_right_code` (those written in that
direction, by CLDR), `command` (each module of commands/, its id the file's name) and `columns` (80 and 120): so
`test_alignment.py::test_every_column_stands_in_its_own_band_of_cells[ar-daily-80]`, and `pytest -k "ar and daily"`.
"""
import functools
import pathlib

import pytest

from oracles import cldr, entries
from oracles.program import Forecast, Home

COMMANDS = entries.load(pathlib.Path(__file__).parent / "commands")

PARAMETERS = {
    "code": cldr.LANGUAGES,
    "right_to_left_code": cldr.right_to_left_languages(),
    "left_to_right_code": [code for code in cldr.LANGUAGES if code not in cldr.right_to_left_languages()],
    "command": COMMANDS,
    "columns": [80, 120],
}


def command_name(command):
    """A command module's name in the test ids: its file's name."""
    return pathlib.Path(command.__file__).stem


def pytest_generate_tests(metafunc):
    for name, values in PARAMETERS.items():
        if name in metafunc.fixturenames:
            metafunc.parametrize(name, values, ids=command_name if name == "command" else str)


@pytest.fixture(scope="session")
def commands():
    """The modules of commands/ by their file's name: commands["daily"].arguments(code)."""
    return {command_name(command): command for command in COMMANDS}


@pytest.fixture(scope="session")
def output(forecast_binary, stub, now, faketime, tmp_path_factory):
    """`output(arguments, columns)`: forecast's standard output for that command line in a terminal `columns` wide,
    asserting it succeeds; run once a session (against the stub, at `now`, in a home of the session's), so that the
    alignment, prose and bidi tests of one command read one run."""
    forecast = Forecast(forecast_binary, stub.environment, Home(tmp_path_factory.mktemp("languages")), now)

    @functools.cache
    def made(arguments, columns):
        return forecast.output(*arguments, columns=columns)

    return lambda arguments, columns: made(tuple(arguments), columns)
