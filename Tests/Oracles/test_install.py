"""An installation into an empty directory (`packaging/install --prefix`, made once a session: it builds the release
binaries), then what was installed, run: its version against the changelog, its shell completions against the
installed program's own list of providers, its manual page rendered by man, and forecast-mcp installed beside forecast:
its version, and `forecast mcp --check` handing over to it."""
import os
import re
import subprocess

import pytest

from oracles import paths
from oracles.program import Forecast

pytestmark = pytest.mark.installation

# The changelog's newest section: `## [0.2.0] - Unreleased` or `## [0.1.0] - 2026-11-25`.
NEWEST_SECTION = re.compile(r"^## \[([0-9][0-9.]*)\] - (Unreleased)?", re.MULTILINE)

COMPLETIONS = {
    "bash": "share/bash-completion/completions/forecast",
    "zsh": "share/zsh/site-functions/_forecast",
    "fish": "share/fish/vendor_completions.d/forecast.fish",
}


@pytest.fixture(scope="session")
def prefix(tmp_path_factory):
    """The folder packaging/install --prefix installed into, once a session (scripts/install without its set-up)."""
    folder = tmp_path_factory.mktemp("prefix")
    result = subprocess.run([paths.ROOT / "packaging/install", "--prefix", folder], capture_output=True, text=True)
    if result.returncode != 0:
        pytest.fail(f"packaging/install --prefix exited {result.returncode}:\n{result.stdout}{result.stderr}",
                    pytrace=False)
    return folder


@pytest.fixture
def installed(prefix, home):
    """The installed forecast, in an empty home (what it prints here touches no network)."""
    return Forecast(prefix / "bin/forecast", {}, home, now=None)


def test_installed_version_is_the_changelogs_newest(installed):
    """`forecast --version` is the changelog's newest section: its release, or "-dev" after the version of a section
    still marked Unreleased (the version lives in one place, and the changelog agrees with it)."""
    newest = NEWEST_SECTION.search((paths.ROOT / "CHANGELOG.md").read_text(encoding="utf-8"))
    assert newest, "CHANGELOG.md has no section '## [VERSION] - DATE or Unreleased'"
    expected = f"forecast {newest[1]}" + ("-dev" if newest[2] else "")
    assert installed.output("--version").strip() == expected


@pytest.mark.parametrize("name", ["LICENSE", "THIRD-PARTY-LICENSES.md"])
def test_licence_is_beside_the_sources(name):
    """The licence and the dependencies' licences are in the repository, for what is installed and packaged from it."""
    assert (paths.ROOT / name).is_file(), f"{name} is missing"


@pytest.mark.parametrize("shell", COMPLETIONS)
def test_completion_offers_every_provider(installed, prefix, shell):
    """The installed completion for each shell offers every provider the installed forecast lists."""
    providers = [provider["id"] for provider in installed.json("providers", "--format", "json")["providers"]]
    script = (prefix / COMPLETIONS[shell]).read_text(encoding="utf-8")
    assert providers, "the installed forecast lists no provider"
    assert [provider for provider in providers if provider not in script] == [], f"{COMPLETIONS[shell]} lacks them"


def test_manual_page_renders(prefix, require_tool):
    """man renders the installed manual page, its name line saying what forecast is."""
    man = require_tool("man")
    rendered = subprocess.run([man, "-l", prefix / "share/man/man1/forecast.1"], env={**os.environ, "MANWIDTH": "80"},
                              capture_output=True, text=True)
    assert "Weather forecasts in the terminal" in rendered.stdout, rendered.stderr


def test_installed_forecast_mcp_says_forecasts_version(installed, prefix):
    """forecast-mcp is installed beside forecast (`forecast mcp` runs the one next to it), and is of the same
    version."""
    version = installed.output("--version").strip().removeprefix("forecast ")
    mcp = Forecast(prefix / "bin/forecast-mcp", {}, installed.home, now=None)
    assert mcp.output("--version").strip() == f"forecast-mcp {version}"


def test_installed_forecast_mcp_check_runs_from_the_installed_tree(installed):
    """`forecast mcp --check` hands over to the installed forecast-mcp, which reads the settings (none: an empty home)
    and says they are valid on standard error, writing nothing on standard output (that is the protocol's)."""
    result = installed.run("mcp", "--check", input="")
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""
    assert result.stderr.startswith("forecast mcp: the settings are valid"), result.stderr
