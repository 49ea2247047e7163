"""The query's options and Accept-Language give what the command line's flags give: ?lang=de is `--lang de`, a
browser's Accept-Language naming French first is `--lang fr`, ?units=imperial and wttr.in's ?u are `--units imperial`,
?days=3 is `--days 3`, wttr.in's ?0 is `forecast current`, ?color is the table in colour (`--color always`) and
without it there is no escape sequence; a language forecast does not speak and days out of range are a 400 with one
line. The command runs first, in the server's home (see test_views.py)."""
import pytest

from oracles.serve_checks import assert_content_type, command_output, one_line


def test_lang_de_is_the_commands_lang_de(serve, forecast):
    expected = command_output(forecast, "daily", "London", "--lang", "de")
    answer = serve.get("/London?lang=de")
    assert answer.status == 200, answer
    assert answer.body == expected


def test_accept_language_naming_french_first_is_the_commands_lang_fr(serve, forecast):
    expected = command_output(forecast, "daily", "London", "--lang", "fr")
    answer = serve.get("/London", headers={"Accept-Language": "fr-CH, fr;q=0.9, en;q=0.8"})
    assert answer.status == 200, answer
    assert answer.body == expected


def test_lang_wins_over_accept_language(serve, forecast):
    expected = command_output(forecast, "daily", "London", "--lang", "de")
    answer = serve.get("/London?lang=de", headers={"Accept-Language": "fr-CH, fr;q=0.9, en;q=0.8"})
    assert answer.status == 200, answer
    assert answer.body == expected


@pytest.mark.parametrize("lang", ["xx", "klingon", "de-", ""])
def test_a_language_forecast_does_not_speak_is_a_400(serve, lang):
    answer = serve.get(f"/London?lang={lang}")
    assert answer.status == 400, answer
    assert_content_type(answer, "text/plain")
    assert "lang" in one_line(answer)


@pytest.mark.parametrize("query", ["units=imperial", "u"])
def test_imperial_units_are_the_commands_units_imperial(serve, forecast, query):
    expected = command_output(forecast, "daily", "London", "--units", "imperial")
    answer = serve.get(f"/London?{query}")
    assert answer.status == 200, answer
    assert answer.body == expected


def test_days_3_is_the_commands_days_3(serve, forecast):
    expected = command_output(forecast, "daily", "London", "--days", "3")
    answer = serve.get("/London?days=3")
    assert answer.status == 200, answer
    assert answer.body == expected


def test_the_configured_days_are_the_default_as_on_the_command_line(serve_with, forecast, home):
    (home.config / "forecast").mkdir(parents=True, exist_ok=True)
    (home.config / "forecast" / "config.toml").write_text("days = 3\n")
    server = serve_with()
    expected = command_output(forecast, "daily", "London")
    assert expected.count(b" Nov ") + expected.count(b" Dec ") == 3, expected
    answer = server.get("/London")
    assert answer.status == 200, answer
    assert answer.body == expected


@pytest.mark.parametrize("days", ["0", "17", "-1", "3.5", "abc", "99999999999999999999"])
def test_days_out_of_range_is_a_400(serve, days):
    answer = serve.get(f"/London?days={days}")
    assert answer.status == 400, answer
    assert "days" in one_line(answer)


def test_wttr_zero_is_the_current_conditions(serve, forecast):
    expected = command_output(forecast, "current", "London")
    answer = serve.get("/London?0")
    assert answer.status == 200, answer
    assert answer.body == expected


def test_color_is_the_table_in_colour(serve, forecast):
    expected = command_output(forecast, "daily", "London", "--color", "always")
    answer = serve.get("/London?color")
    assert answer.status == 200, answer
    assert b"\x1b[" in answer.body
    assert answer.body == expected


def test_without_color_no_escape_sequence_is_sent(serve):
    answer = serve.get("/London", headers={"User-Agent": "curl/8.5.0", "Accept": "*/*"})
    assert answer.status == 200, answer
    assert b"\x1b" not in answer.body
