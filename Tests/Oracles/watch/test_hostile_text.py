"""A watch's command is run as given, never through a shell, and what it and the desktop are told is made safe: a
watch name and a place alias full of shell syntax ($(…), backticks, ;, newlines) create no file and reach the
command's FORECAST_NOTICE_ variables, the desktop and standard output as inert text on one line; a service's names
and reasons built to attack a terminal (the stub's hostile-text behaviour, and a warning whose texts are hostile)
reach none of them with a control character, an escape sequence or a bidirectional override."""
import unicodedata

import pytest

from oracles.dbus_recorder import SessionBus
from oracles.hostile import HostileProxy

RAIN = {"name": "umbrella", "condition": "rain", "place": "Bergen", "within": "45m"}
BERGEN = {"latitude": 60.393, "longitude": 5.3242}
# Characters that must not reach a notice: controls (C0, DEL, C1), format characters (bidirectional overrides and
# isolates, marks, U+FEFF; not the joiners U+200C and U+200D) and the line and paragraph separators.
UNSAFE = {"Cc", "Cf", "Zl", "Zp"}


def unsafe(text, allowed=""):
    """The unsafe characters of `text` (but those `allowed`), as U+XXXX."""
    return sorted({f"U+{ord(c):04X}" for c in text
                   if c not in allowed and c not in "\u200c\u200d" and unicodedata.category(c) in UNSAFE})


def assert_safe(watching, result, notices, hooked):
    """Standard output, standard error, every notice's summary and body and every FORECAST_NOTICE_ variable are safe
    (a body may hold line feeds); each notice is one line of standard output."""
    assert unsafe(result.stdout, "\n") == [] and unsafe(result.stderr, "\n") == [], watching.described(result)
    assert len(result.stdout.splitlines()) == len(watching.sent(result))
    for notice in notices:
        assert unsafe(notice["summary"]) == [] and unsafe(notice["body"], "\n") == [], notice
        assert unsafe(notice["app_icon"]) == [] and unsafe(notice["app_name"]) == []
    for record in hooked:
        for name, value in record["env"].items():
            assert unsafe(value, "\n" if name == "FORECAST_NOTICE_BODY" else "") == [], (name, value)


@pytest.fixture
def pwned(tmp_path):
    """A folder the hostile texts try to create files in: anything in it was created by running them."""
    folder = tmp_path / "pwned"
    folder.mkdir()
    return folder


def test_a_hostile_watch_name_and_arguments_are_passed_as_text_not_run(watching, session_bus, pwned):
    name = (f"umbrella $(touch {pwned}/1) `touch {pwned}/2`; touch {pwned}/3\nsecond line | touch {pwned}/4 &"
            "\u001b[31m red \u001b]52;c;ZWNobyBvd25lZA==\u0007\u202e")
    arguments = [f"$(touch {pwned}/5)", f"`touch {pwned}/6`", f"; touch {pwned}/7", "a line\nand another", "*",
                 "$HOME", "'\"\\"]
    watching.configure({**RAIN, "name": name, "command": watching.hook("hook", *arguments)})
    result = watching.run()
    assert result.returncode == 0, watching.described(result)
    assert sorted(path.name for path in pwned.iterdir()) == []
    [record] = watching.hooked()
    assert record["argv"] == arguments
    assert_safe(watching, result, session_bus.notifications(), watching.hooked())
    told = record["env"]["FORECAST_NOTICE_WATCH"]
    assert f"$(touch {pwned}/1)" in told and f"`touch {pwned}/2`" in told, told
    [line] = watching.sent(result)
    assert f"$(touch {pwned}/1)" in line


def test_a_hostile_place_alias_is_passed_as_text_not_run(watching, session_bus, pwned):
    alias = f"cabin $(touch {pwned}/1) `touch {pwned}/2`; touch {pwned}/3"
    watching.configure({**RAIN, "place": alias, "command": watching.hook()}, places={alias: BERGEN})
    result = watching.run()
    assert result.returncode == 0, watching.described(result)
    assert sorted(path.name for path in pwned.iterdir()) == []
    [notice] = session_bus.notifications()
    [record] = watching.hooked()
    assert record["env"]["FORECAST_NOTICE_KIND"] == "rain"
    assert_safe(watching, result, [notice], [record])


def test_a_hostile_alias_with_a_line_break_is_told_on_one_line(watching, session_bus, pwned):
    alias = f"cabin\n$(touch {pwned}/1)\r\u001b[2J"
    watching.configure({**RAIN, "place": alias, "command": watching.hook()}, places={alias: BERGEN})
    result = watching.run()
    assert sorted(path.name for path in pwned.iterdir()) == []
    assert result.returncode == 0, watching.described(result)
    assert len(session_bus.notifications()) == 1
    assert_safe(watching, result, session_bus.notifications(), watching.hooked())


def test_a_services_hostile_names_and_reasons_are_told_safely(watching, session_bus, stub_with):
    # The stub's place search finds a place named to attack a terminal; its forecasts fail with such a reason.
    watching.configure({**RAIN, "command": watching.hook()})
    result = watching.run(stub=stub_with("--behaviour", "hostile-text"))
    notices = session_bus.notifications()
    assert notices, watching.described(result)
    assert_safe(watching, result, notices, watching.hooked())


def test_a_hostile_warning_is_told_safely(watching, session_bus, stub):
    # The proxy's place search finds one place, at London, Kentucky, named to attack a terminal, and the NWS's
    # warnings there come with a hostile event and headline.
    watching.configure({"name": "wind", "condition": "alert", "place": "Hostile", "command": watching.hook()})
    with HostileProxy(stub.url) as proxy:
        result = watching.run(env=proxy.environment)
    assert result.returncode == 0, watching.described(result)
    notices = session_bus.notifications()
    assert len(notices) == 1, watching.described(result)
    assert_safe(watching, result, notices, watching.hooked())


def test_a_desktop_that_reads_markup_is_sent_the_text_escaped(watching, stub):
    # Not in the brief's list: forecast's wording says a service that reads markup is sent the text escaped.
    watching.configure({"name": "wind", "condition": "alert", "place": "Hostile"})
    with SessionBus(capabilities=["body", "body-markup"]) as bus, HostileProxy(stub.url) as proxy:
        result = watching.run(env={**bus.environment, **proxy.environment})
        notices = bus.notifications()
    assert result.returncode == 0, watching.described(result)
    [notice] = notices
    assert "<script>" not in notice["body"] and "&lt;script&gt;" in notice["body"], notice
