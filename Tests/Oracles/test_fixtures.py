"""The ground every check stands on: the stub server answers for the fixed moment (asked directly, at the real time),
refuses a moment it cannot read, forecast runs at that moment against it, and the pinned packages are the ones the
project declares."""
import json
import pathlib
import re
import subprocess
import urllib.request
import zoneinfo

DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def test_forecast_runs_at_the_fixed_moment_against_the_stub(forecast, now):
    days = forecast.json("daily", "London", "--days", "2", "--format", "json")["days"]
    assert days[0]["date"] == now.date().isoformat()


def test_the_stub_answers_for_its_fixed_moment_not_the_real_time(stub, now):
    query = "latitude=51.5&longitude=-0.13&daily=temperature_2m_max&timezone=Asia%2FTokyo&forecast_days=2"
    with DIRECT.open(f"{stub.url}/v1/forecast?{query}", timeout=30) as answer:
        days = json.loads(answer.read())["daily"]["time"]
    assert days[0] == now.astimezone(zoneinfo.ZoneInfo("Asia/Tokyo")).date().isoformat()


def test_the_stub_refuses_a_moment_it_cannot_read(built_program):
    refused = subprocess.run([built_program("forecast-stub-server"), "--port", "0", "--now", "Sunday"],
                             capture_output=True, text=True, timeout=30)
    assert refused.returncode == 64
    assert "--now takes an ISO 8601 time" in refused.stderr


def test_the_lock_pins_every_declared_package_at_its_declared_version():
    root = pathlib.Path(__file__).parent
    declared = re.findall(r'"([A-Za-z0-9_.-]+)==([^"]+)"', (root / "pyproject.toml").read_text())
    locked = dict(line.lower().split("==") for line in (root / "requirements.lock").read_text().splitlines()
                  if line and not line.startswith("#"))
    assert declared
    assert {name.lower(): version for name, version in declared}.items() <= locked.items()

