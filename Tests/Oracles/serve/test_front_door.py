"""`forecast serve` is the command line's way in: it hands the process to forecast-serve installed beside it (the same
settings, the same arguments), says so in one line when it is not there, and the command line itself links no web
server (no SwiftNIO, no Hummingbird), so a forecast starts as fast as before."""
import shutil
import subprocess

import pytest


def test_forecast_serve_runs_forecast_serve_with_its_arguments(forecast):
    result = forecast.run("serve", "--check", "--listen", "127.0.0.1:9123")
    assert result.returncode == 0, result.stderr
    assert result.stdout == "forecast serve: the settings are valid; it would listen on http://127.0.0.1:9123\n"


def test_forecast_serve_help_is_forecast_serves(forecast):
    result = forecast.run("serve", "--help")
    assert result.returncode == 0, result.stderr
    assert "USAGE: forecast-serve" in result.stdout and "--rate-limit" in result.stdout


def test_without_forecast_serve_beside_it_one_line_says_so(forecast_binary, forecast, tmp_path):
    alone = tmp_path / "forecast"
    shutil.copy(forecast_binary, alone)
    result = subprocess.run([str(alone), "serve"], env=forecast.environment, capture_output=True, text=True, timeout=60)
    assert result.returncode == 69
    assert result.stderr.count("\n") == 1 and "forecast-serve is not installed beside forecast" in result.stderr, result.stderr
    assert result.stdout == ""


@pytest.mark.parametrize("library", ["NIOCore", "NIOPosix", "Hummingbird", "Prometheus", "ServiceLifecycle"])
def test_the_command_line_links_no_web_server(forecast_binary, serve_binary, require_tool, library):
    nm = require_tool("nm")
    symbols = lambda binary: subprocess.run([nm, str(binary)], capture_output=True, text=True, check=True).stdout
    assert library in symbols(serve_binary), f"{library} is not in forecast-serve: the check would prove nothing"
    assert library not in symbols(forecast_binary)
