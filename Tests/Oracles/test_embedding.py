"""The embedding examples, built as an app that depends on forecast builds them (each its own package, with its own
.build), run against the stub server at the fixed moment: Examples/ForecastExample's tools (three days from a provider
chosen by id, a place's report, an ensemble's rain odds), whose code is the embedding article's and the README's, and
Examples/ModuleAliases' app, whose own modules are named like forecast's.

Their logic's own tests run in scripts/test (`swift test --package-path Examples/ForecastExample`); that their code is
the article's is checked by architecture/test_article_code.py."""
import datetime
import functools
import pathlib
import re
import subprocess

import pytest

from oracles import paths
from oracles.program import Forecast

pytestmark = pytest.mark.examples


def swift_build(package, *arguments):
    """What `swift build --package-path Examples/PACKAGE ARGUMENTS` prints; a failure with its output when it fails."""
    result = subprocess.run(["swift", "build", "--package-path", paths.ROOT / "Examples" / package, *arguments],
                            capture_output=True, text=True)
    if result.returncode != 0:
        pytest.fail(f"swift build of Examples/{package} {' '.join(arguments)} exited {result.returncode}:\n"
                    f"{result.stdout}{result.stderr}", pytrace=False)
    return result.stdout


@pytest.fixture(scope="session")
def example_program():
    """An example's product, built once a session: example_program("ForecastExample", "rain-odds") is its path."""
    @functools.cache
    def build(package, product):
        swift_build(package, "--product", product)
        return pathlib.Path(swift_build(package, "--show-bin-path").strip()) / product
    return build


@pytest.fixture
def example(example_program, home, now, faketime, tmp_path):
    """Runs a product of Examples/ForecastExample as forecast runs (at `now`, under faketime, in an empty home), with
    its own temporary folder (three-day-forecast caches in it) and `variables`: its standard output."""
    def run(product, *arguments, **variables):
        program = Forecast(example_program("ForecastExample", product), {"TMPDIR": str(tmp_path), **variables}, home,
                           now)
        return program.output(*arguments)
    return run


@pytest.mark.parametrize("provider", ["open-meteo", "met-norway"])
def test_three_day_forecast_gives_london_three_days_from_the_provider_chosen_by_id(example, stub, now, provider):
    """three-day-forecast, given a provider's id, prints London's forecast under the place's full name, a line a day
    from today's."""
    text = example("three-day-forecast", "London", provider, THREE_DAY_PROVIDER_URL=stub.url,
                   THREE_DAY_PLACES_URL=stub.url)
    assert re.search(r"^London, England, GB", text, re.MULTILINE), text
    days = [(now.date() + datetime.timedelta(days=day)).isoformat() for day in range(3)]
    assert re.findall(r"^(\d{4}-\d\d-\d\d)  ", text, re.MULTILINE) == days, text


@pytest.mark.parametrize("line", ["air", "nowcast", "sea", "hours"])
def test_place_report_has_a_line_for_each_data_set(example, stub, line):
    """place-report, every service pointed at the stub, prints London's air, nowcast, sea and next hours."""
    report = example("place-report", "London", PLACE_REPORT_URL=stub.url)
    assert re.search(rf"^{line}: ", report, re.MULTILINE), report


def test_rain_odds_counts_the_members_giving_rain(example, stub):
    """rain-odds answers for London with how many of the ensemble's members give rain."""
    odds = example("rain-odds", "London", RAIN_ODDS_ENSEMBLE_URL=stub.url, RAIN_ODDS_PLACES_URL=stub.url)
    assert re.search(r" members give rain$", odds, re.MULTILINE), odds


def test_module_aliases_keep_the_apps_modules_and_reach_forecasts(example_program):
    """Examples/ModuleAliases' app, with modules named Domain and Platform of its own, uses forecast's as
    ForecastDomain and ForecastPlatform (`moduleAliases`, as the embedding article tells), reaching forecast by the path
    ../.. whatever the clone's folder is called: its one line comes from its own modules and from forecast's."""
    program = example_program("ModuleAliases", "module-aliases-example")
    line = subprocess.run([program], capture_output=True, text=True, check=True).stdout.strip()
    expected = r"app Domain: umbrella, app Platform: umbrellas; forecast [^ ,]+, forecast Domain: London"
    assert re.fullmatch(expected, line), line
