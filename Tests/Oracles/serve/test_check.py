"""`forecast-serve --check` validates the settings and exits: 0 with the one line saying where it would listen (the
default, --listen's, the configuration file's [serve] listen); 78 (configuration) with one line naming the file for a
configuration file that is not TOML or holds a [serve] value it cannot use; 64 (usage) with one line for
`--listen nonsense`."""
import pytest

from oracles.program import Forecast


@pytest.fixture
def serve_command(serve_binary, home):
    """forecast-serve run as a user runs it, in `home`, every service pointed nowhere."""
    return Forecast(serve_binary, {}, home, None)


def write_config(home, text):
    folder = home.config / "forecast"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "config.toml"
    path.write_text(text)
    return path


def assert_one_line(text):
    assert text.endswith("\n") and text.count("\n") == 1, f"not one line: {text!r}"


def test_check_says_where_it_would_listen_and_exits_0(serve_command):
    result = serve_command.run("--check")
    assert result.returncode == 0, result.stderr
    assert result.stdout == "forecast serve: the settings are valid; it would listen on http://127.0.0.1:8080\n"


def test_check_says_the_address_listen_gives(serve_command):
    result = serve_command.run("--check", "--listen", "127.0.0.1:9000")
    assert result.returncode == 0, result.stderr
    assert result.stdout == "forecast serve: the settings are valid; it would listen on http://127.0.0.1:9000\n"


def test_check_says_the_address_the_configuration_file_gives(serve_command, home):
    write_config(home, '[serve]\nlisten = "127.0.0.1:9001"\n')
    result = serve_command.run("--check")
    assert result.returncode == 0, result.stderr
    assert result.stdout == "forecast serve: the settings are valid; it would listen on http://127.0.0.1:9001\n"


@pytest.mark.parametrize("text", [
    "this is [not toml\n",
    '[serve]\nrate_limit = "many"\n',
    '[serve]\nlisten = "nonsense"\n',
    "[serve]\nmax_connections = 0\n",
], ids=["not-toml", "rate-limit-not-a-number", "listen-not-an-address", "no-connections"])
def test_a_broken_configuration_file_exits_78_with_one_line_naming_it(serve_command, home, text):
    path = write_config(home, text)
    result = serve_command.run("--check")
    assert result.returncode == 78, f"exit {result.returncode}: {result.stderr!r}"
    assert result.stdout == ""
    assert_one_line(result.stderr)
    assert str(path) in result.stderr, result.stderr


def test_listen_nonsense_exits_64_with_one_line(serve_command):
    result = serve_command.run("--listen", "nonsense")
    assert result.returncode == 64, f"exit {result.returncode}: {result.stderr!r}"
    assert result.stdout == ""
    assert_one_line(result.stderr)
    assert "nonsense" in result.stderr
