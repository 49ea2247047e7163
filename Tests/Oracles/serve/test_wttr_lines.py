"""wttr.in's one-line formats, as wttr.in documents and prints them (chubin/wttr.in README "One-line output",
lib/view/line.py and internal/renderer/oneline), so that a status-bar script keeps working by changing the host:
format=1 is "%c %t\\n", 2 is "%c 🌡️%t 🌬️%w\\n", 3 is "%l: %c %t\\n", 4 is "%l: %c 🌡️%t 🌬️%w\\n", %l the place as
asked and %c the weather's symbol padded to three cells; a custom %-format reads `+` as a space, ends without a line
end, and leaves a code it does not know as typed. Each number is the command line's own value
(`forecast current PLACE --format json`) printed as wttr.in prints it: temperatures whole and signed ("+9°C", "-1°C",
"+48°F" with ?u), humidity "81%", wind as the arrow it blows towards and whole km/h ("↗14km/h"; m/s with one decimal
for ?M, mph for ?u), precipitation "0.0mm", pressure whole "1012hPa". wttr.in's JSON, Prometheus, v2 and PNG views
are a 400 whose line points at ?format=json or ?format=svg; a place not found is a 404 (wttr.in answers "Unknown
location" with a 200, its issue #890)."""
import re

import pytest

from oracles.serve_checks import CONDITION, assert_content_type, one_line, wttr_values


@pytest.fixture
def current(forecast):
    """What `forecast current London --format json` says now (stored in the server's home, as the server reads it)."""
    return forecast.json("current", "London", "--format", "json")["current"]


def line_of(serve, query, place="London"):
    answer = serve.get(f"/{place}?{query}")
    assert answer.status == 200, answer
    assert_content_type(answer, "text/plain")
    return answer.text


def test_format_1_is_the_condition_and_the_temperature(serve, current):
    values = wttr_values(current)
    text = line_of(serve, "format=1")
    assert re.fullmatch(rf"{CONDITION} {re.escape(values['t'])}\n", text), text


def test_format_2_adds_the_wind(serve, current):
    values = wttr_values(current)
    text = line_of(serve, "format=2")
    assert re.fullmatch(rf"{CONDITION} 🌡️{re.escape(values['t'])} 🌬️{re.escape(values['w'])}\n", text), text


def test_format_3_is_the_place_the_condition_and_the_temperature(serve, current):
    values = wttr_values(current)
    text = line_of(serve, "format=3")
    assert re.fullmatch(rf"London: {CONDITION} {re.escape(values['t'])}\n", text), text


def test_format_4_is_the_place_the_condition_the_temperature_and_the_wind(serve, current):
    values = wttr_values(current)
    text = line_of(serve, "format=4")
    assert re.fullmatch(rf"London: {CONDITION} 🌡️{re.escape(values['t'])} 🌬️{re.escape(values['w'])}\n", text), text


def test_a_custom_format_reads_plus_as_a_space_and_ends_without_a_line_end(serve, current):
    values = wttr_values(current)
    text = line_of(serve, "format=%l:+%t+%f+%h+%w+%p+%P")
    expected = f"London: {values['t']} {values['f']} {values['h']} {values['w']} {values['p']} {values['P']}"
    assert text == expected


def test_a_custom_format_gives_the_condition_symbol_and_name(serve, current):
    text = line_of(serve, "format=%c|%C")
    symbol, name = text.split("|")
    assert re.fullmatch(CONDITION, symbol), symbol
    assert name == current["description"]


def test_an_unknown_code_is_left_as_typed(serve, current):
    values = wttr_values(current)
    text = line_of(serve, "format=%Q+%t+%k")
    assert text == f"%Q {values['t']} %k"


def test_a_temperature_below_zero_is_signed_minus(serve, forecast):
    tromso = forecast.json("current", "Tromsø", "--format", "json")["current"]
    assert tromso["apparent_temperature"] < -0.5, "the stub's Tromsø no longer feels below zero: pick another place"
    text = line_of(serve, "format=%f", place="Troms%C3%B8")
    assert text == wttr_values(tromso)["f"]
    assert text.startswith("-")


def test_u_gives_fahrenheit_and_miles_per_hour(serve, forecast):
    imperial = forecast.json("current", "London", "--format", "json", "--units", "imperial")["current"]
    values = wttr_values(imperial, imperial=True)
    text = line_of(serve, "format=%t+%w&u")
    assert text == f"{values['t']} {values['w']}"


def test_capital_m_gives_the_wind_in_metres_per_second(serve, current):
    values = wttr_values(current, wind_in_metres=True)
    text = line_of(serve, "format=%t+%w&M")
    assert text == f"{values['t']} {values['w']}"


@pytest.mark.parametrize("format", ["3", "%l:+%t"])
def test_a_place_not_found_is_a_404_not_wttrs_200(serve, format):
    answer = serve.get(f"/Atlantis?format={format}")
    assert answer.status == 404, answer
    assert "Atlantis" in one_line(answer)


@pytest.mark.parametrize("format", ["j1", "j2", "p1", "v2"])
def test_wttr_json_prometheus_and_v2_are_a_400_pointing_at_forecasts_own(serve, format):
    answer = serve.get(f"/London?format={format}")
    assert answer.status == 400, answer
    line = one_line(answer)
    assert "format=json" in line and "format=svg" in line, line


def test_a_png_is_a_400_pointing_at_svg(serve):
    answer = serve.get("/London.png")
    assert answer.status == 400, answer
    assert "format=svg" in one_line(answer)
