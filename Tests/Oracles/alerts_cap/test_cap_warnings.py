"""Official warnings from the public alert server's stand-in, as a user sees them: the recorded CAP documents of six
authorities placed on the clock (the stub's PublicAlertsScene), read for the place and the language asked; updates,
cancellations, tests and expired ones; a circle, region codes, the antimeridian; the feeds of a country; the merge
with the NWS; and hostile documents, each ending in one clean line."""
import time

import pytest

from oracles import terminal
from oracles.program import Forecast, Home
from oracles.table_layout import problems, table

KASSEL = ("--lat", "51.3", "--lon", "9.5")
MACAO = ("--lat", "22.16", "--lon", "113.56")
SOUTH_ISRAEL = ("--lat", "31.2", "--lon", "35.35")
VALAIS = ("--lat", "46.2", "--lon", "7.5")
DUBLIN = ("--lat", "53.35", "--lon", "-6.26")


def alerts(forecast, *place, lang="en"):
    """`forecast alerts` at `place` in JSON."""
    return forecast.json("alerts", *place, "--lang", lang, "--format", "json")


def sent_by(report, text):
    """The warnings of `report` whose sender contains `text`."""
    return [alert for alert in report["alerts"] if text in (alert["sender"] or "")]


def test_the_german_warning_in_german_not_the_easy_read_block(forecast):
    [warning] = sent_by(alerts(forecast, *KASSEL, lang="de"), "Kassel")
    assert warning["language"] == "de" and warning["in_requested_language"] is True
    table_text = forecast.output("alerts", *KASSEL, "--lang", "de")
    assert "Angezeigt in" not in table_text


def test_a_language_the_authority_did_not_publish_is_english_and_said(forecast):
    [warning] = sent_by(alerts(forecast, *KASSEL, lang="ja"), "Kassel")
    assert warning["language"] == "en" and warning["in_requested_language"] is False
    assert "表示言語：en" in forecast.output("alerts", *KASSEL, "--lang", "ja")


@pytest.mark.parametrize("lang, tag, word", [("pt", "pt-PT", "MONÇÃO"), ("zh", "zh-mo", "季候風"), ("en", "en-US", "MONSOON")])
def test_macao_in_portuguese_chinese_and_english_its_update_replacing_the_original(forecast, lang, tag, word):
    [warning] = alerts(forecast, *MACAO, lang=lang)["alerts"]
    assert warning["language"] == tag and warning["in_requested_language"] is True
    assert word in warning["event"] and warning["all_clear"] is True
    assert warning["id"] == "SMG-Weather_MS_2025_006_03"


def test_israel_by_region_codes_named_by_area_and_aligned_in_hebrew(forecast):
    [warning] = sent_by(alerts(forecast, *SOUTH_ISRAEL, lang="he"), "")
    assert warning["language"] == "he-IL" and warning["areas"], warning
    text = forecast.output("alerts", *SOUTH_ISRAEL, "--lang", "he", columns=120)
    rows = table(terminal.screen(text, 120))
    assert len(rows) >= 2 and not problems(rows, 120)


def test_an_expired_warning_is_never_shown_and_the_country_is_still_covered(forecast):
    report = alerts(forecast, "--lat", "53.27", "--lon", "-9.05")
    assert report["coverage"] == "covered" and report["alerts"] == []


def test_a_test_message_is_never_shown(forecast):
    report = alerts(forecast, *VALAIS)
    assert len(sent_by(report, "")) == 1, [alert["id"] for alert in report["alerts"]]
    assert "Other incident" in report["alerts"][0]["event"]


def test_a_circle_covers_its_radius_and_no_more(forecast):
    inside = alerts(forecast, *DUBLIN)["alerts"]
    assert [alert["id"] for alert in inside] == ["2.49.0.1.372.0.stub.Circle_Dublin"]
    # 0.4° of longitude at 53.35°N is about 26.6 km: just outside the 25 km circle, still inside its box.
    assert alerts(forecast, "--lat", "53.35", "--lon", "-5.86")["alerts"] == []


def test_a_cancel_removes_the_warning_it_references(forecast_with_stub):
    issued = forecast_with_stub()
    cancelled = forecast_with_stub("--mowas", "cancelled")
    assert len(sent_by(alerts(issued, *KASSEL), "Kassel")) == 1
    assert sent_by(alerts(cancelled, *KASSEL), "Kassel") == []


@pytest.mark.parametrize("longitude", ["179.98", "-179.98"])
def test_a_place_by_the_antimeridian_gets_the_warning_drawn_across_it(forecast, longitude):
    report = alerts(forecast, "--lat", "-16.5", "--lon", longitude)
    assert [alert["id"] for alert in report["alerts"]] == ["2.49.0.0.242.0.stub.antimeridian"]


def test_the_nws_and_the_public_alert_server_merge_without_doubles(forecast):
    report = alerts(forecast, "London, KY")
    assert [alert["event"] for alert in report["alerts"]] == ["Wind Advisory"]
    assert report["source"]["provider"] == "NWS + FOSS Public Alert Server"


def test_the_feeds_of_a_country(forecast):
    germany = forecast.json("alerts", "--sources", "DE", "--format", "json")
    assert germany["covered"] is True and {feed["name"] for feed in germany["feeds"]} == {"DWD", "MoWaS (BBK)"}
    italy = forecast.json("alerts", "--sources", "it", "--format", "json")
    assert italy["covered"] is False and [feed["operating"] for feed in italy["feeds"]] == [False]
    us = forecast.json("alerts", "--sources", "USA", "--format", "json")
    assert [feed["service"] for feed in us["feeds"]] == ["NWS", "FOSS Public Alert Server"]
    unknown = forecast.run("alerts", "--sources", "Narnia")
    assert unknown.returncode != 0 and len(unknown.stderr.strip().splitlines()) == 1


def test_an_uncovered_country_is_not_covered_never_no_warnings(forecast):
    assert forecast.output("alerts", "London") == "No alert service covers United Kingdom; this is not the same as no alerts\n"
    assert forecast.json("alerts", "London", "--format", "json")["coverage"] == "not_covered"


def test_one_service_asked_with_source(forecast):
    report = alerts(forecast, "London, KY", "--source", "nws")
    assert report["source"]["provider"] == "NWS"
    refused = forecast.run("alerts", "London, KY", "--source", "marine")
    assert refused.returncode == 64
    assert refused.stderr == "forecast: --source: marine does not serve alerts; met-norway, nws, public-alerts do; see 'forecast --help'\n"
    misspelt = forecast.run("alerts", "London, KY", "--source", "nsw")
    assert misspelt.returncode == 64 and 'no service is called "nsw"' in misspelt.stderr and len(misspelt.stderr.splitlines()) == 1
    with_place = forecast.run("alerts", "Zurich", "--sources", "CH")
    assert with_place.returncode == 64 and "without a place" in with_place.stderr


@pytest.mark.parametrize("latitude, longitude, said, status", [
    ("-45.1", "-150.1", "DOCTYPE", 65), ("-45.1", "-150.3", "DOCTYPE", 65), ("-45.1", "-150.5", "larger than", 65),
    ("-45.1", "-150.7", "deep", 65), ("-45.1", "-150.9", "UTF-8", 65), ("-45.3", "-150.1", "another host", 65),
    ("-45.3", "-150.3", "redirect", 69),
])
def test_a_hostile_document_ends_in_one_clean_line_naming_the_service(forecast, latitude, longitude, said, status):
    started = time.monotonic()
    run = forecast.run("alerts", "--lat", latitude, "--lon", longitude, timeout=60)
    assert time.monotonic() - started < 20
    assert run.returncode == status and run.stdout == ""
    [line] = run.stderr.strip().splitlines()
    assert said in line and "root:" not in line, line
    if said not in ("larger than", "another host", "redirect"):
        assert "FOSS Public Alert Server" in line


def test_a_redirect_to_another_host_is_not_followed(stub_with, forecast_binary, home, now, faketime):
    stub = stub_with("--log")
    forecast = Forecast(forecast_binary, stub.environment, home, now)
    assert forecast.run("alerts", "--lat", "-45.3", "--lon", "-150.1").returncode == 65
    stub.stop()
    assert not any("hostile-other-host" in request for request in stub.requests)


def test_hostile_text_in_a_warning_is_made_safe(forecast):
    output = forecast.output("alerts", "--lat", "-45.3", "--lon", "-150.5", "--full")
    assert not any(ch in output for ch in "\x1b\x9b\x9d\x9c\u202e\u202d")


@pytest.fixture
def forecast_with_stub(stub_with, forecast_binary, tmp_path, now, faketime):
    """forecast against a stub started with options (forecast_with_stub("--mowas", "cancelled")), each in a home of
    its own."""
    def make(*arguments):
        return Forecast(forecast_binary, stub_with(*arguments).environment, Home(tmp_path / f"home-{len(arguments)}"), now)
    return make
