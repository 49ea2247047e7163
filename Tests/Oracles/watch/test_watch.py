"""forecast watch run as a desktop's timer runs it, against the stub server and a private session bus whose
notification server records what it is sent: rain coming is told once, with the place and the radar's time on the
place's clock; a watch given on the command line; --dry-run and --list; quiet hours and days holding or dropping the
news; a failing service said once and its recovery once; a desktop-less watch told through its command alone.

The checks' moment is Sunday 22 November 2026 10:17 UTC (oracles.clock), the machine's clock UTC; Bergen's clock is
then 11:17 (UTC+1)."""
import datetime
import re


RAIN = {"name": "umbrella", "condition": "rain", "place": "Bergen", "within": "45m"}
# "Rain from about 11:32 (radar)": the time on Bergen's clock.
RAIN_BODY = re.compile(r"^Rain from about (\d\d):(\d\d) \(radar\)$")
BERGEN_OFFSET = datetime.timedelta(hours=1)


def rain_start(body, now, minutes):
    """The start a rain notice's body gives, checked to be about `minutes` after `now` on Bergen's clock (the radar's
    steps are 5 minutes)."""
    match = RAIN_BODY.match(body)
    assert match, f"not a radar rain body: {body!r}"
    expected = (now + BERGEN_OFFSET + datetime.timedelta(minutes=minutes)).replace(tzinfo=None)
    told = expected.replace(hour=int(match.group(1)), minute=int(match.group(2)))
    assert abs(told - expected) <= datetime.timedelta(minutes=5), f"{body!r}: expected about {expected:%H:%M}"
    return told


def test_rain_coming_within_the_window_is_told_once_with_the_place_and_the_radars_time(watching, session_bus, now):
    watching.configure(RAIN)
    first = watching.run()
    assert first.returncode == 0, watching.described(first)
    notices = session_bus.notifications()
    assert len(notices) == 1, notices
    notice = notices[0]
    assert "Bergen" in notice["summary"]
    rain_start(notice["body"], now, 15)
    assert notice["replaces_id"] == 0
    assert notice["hints"].get("urgency") == 1 and notice["hint_types"].get("urgency") == "y"
    assert watching.sent(first) == [f"umbrella: {notice['summary']} — {notice['body']}"]
    assert first.stderr == ""
    again = watching.run()
    assert again.returncode == 0, watching.described(again)
    assert (again.stdout, again.stderr) == ("", "")
    assert len(session_bus.notifications()) == 1


def test_rain_later_than_the_window_or_none_is_no_news(watching, session_bus, stub_with):
    watching.configure(RAIN)
    for rain_in in ("60", "never"):
        result = watching.run(stub=stub_with("--rain-in", rain_in))
        assert result.returncode == 0, watching.described(result)
        assert result.stdout == "", f"--rain-in {rain_in}: {watching.described(result)}"
    assert session_bus.notifications() == []


def test_the_start_follows_the_radar(watching, session_bus, stub_with, now):
    watching.configure(RAIN)
    result = watching.run(stub=stub_with("--rain-in", "30"))
    assert result.returncode == 0, watching.described(result)
    [notice] = session_bus.notifications()
    rain_start(notice["body"], now, 30)


def test_a_watch_given_on_the_command_line(watching, session_bus, now):
    result = watching.run("rain", "Bergen", "--within", "45m")
    assert result.returncode == 0, watching.described(result)
    [notice] = session_bus.notifications()
    assert "Bergen" in notice["summary"]
    rain_start(notice["body"], now, 15)
    [line] = watching.sent(result)
    assert line.endswith(f": {notice['summary']} — {notice['body']}")


def test_a_dry_run_says_what_it_would_send_and_sends_and_records_nothing(watching, session_bus):
    watching.configure(RAIN)
    dry = watching.run("--dry-run")
    assert dry.returncode == 0, watching.described(dry)
    lines = dry.stdout.splitlines()
    assert len(lines) == 1 and lines[0].startswith("would send: umbrella: "), watching.described(dry)
    assert "Bergen" in lines[0] and "(radar)" in lines[0]
    assert session_bus.notifications() == []
    # Nothing was recorded as told: the real run sends it, as the dry run said.
    real = watching.run()
    assert real.returncode == 0, watching.described(real)
    assert watching.sent(real) == [lines[0].removeprefix("would send: ")]
    assert len(session_bus.notifications()) == 1


def test_list_shows_each_watch_and_what_it_last_sent(watching, session_bus):
    wind = {"name": "windy", "condition": "wind", "place": "London", "within": "12h", "threshold": 200}
    watching.configure(RAIN, wind)
    watching.run()
    [notice] = session_bus.notifications()
    listed = watching.run("--list")
    assert listed.returncode == 0, watching.described(listed)
    assert "umbrella" in listed.stdout and "windy" in listed.stdout
    assert notice["summary"] in listed.stdout, watching.described(listed)
    assert len(session_bus.notifications()) == 1


QUIET_NOW = "10:00-11:00"      # the machine's clock (UTC) reads 10:17
QUIET_LATER = "22:00-07:00"


def test_news_in_quiet_hours_is_held_and_told_when_they_end(watching, session_bus):
    watching.configure({**RAIN, "quiet": QUIET_NOW, "hold": True})
    quiet = watching.run()
    assert quiet.returncode == 0, watching.described(quiet)
    assert quiet.stdout == "" and session_bus.notifications() == []
    watching.configure(RAIN)
    told = watching.run()
    assert told.returncode == 0, watching.described(told)
    assert len(watching.sent(told)) == 1 and len(session_bus.notifications()) == 1


def test_news_in_quiet_hours_is_dropped_when_not_held(watching, session_bus):
    watching.configure({**RAIN, "quiet": QUIET_NOW, "hold": False})
    quiet = watching.run()
    assert quiet.returncode == 0, watching.described(quiet)
    watching.configure(RAIN)
    after = watching.run()
    assert after.returncode == 0, watching.described(after)
    assert after.stdout == "" and session_bus.notifications() == []


def test_quiet_hours_that_do_not_cover_now_let_it_speak(watching, session_bus):
    watching.configure({**RAIN, "quiet": QUIET_LATER, "hold": True})
    result = watching.run()
    assert result.returncode == 0, watching.described(result)
    assert len(session_bus.notifications()) == 1


def test_a_watch_speaks_only_on_its_days(watching, session_bus):
    # The checks' moment is a Sunday.
    watching.configure({**RAIN, "days": ["mon", "tue", "wed", "thu", "fri"]})
    weekday = watching.run()
    assert weekday.returncode == 0, watching.described(weekday)
    assert session_bus.notifications() == []
    watching.configure({**RAIN, "days": ["sat", "sun"]})
    weekend = watching.run()
    assert weekend.returncode == 0, watching.described(weekend)
    assert len(session_bus.notifications()) == 1


def test_a_failing_service_is_said_once_and_its_recovery_once(watching, session_bus, stub_with):
    watching.configure({**RAIN, "command": watching.hook()})
    failing = stub_with("--behaviour", "server-error")
    first = watching.run(stub=failing)
    [notice] = session_bus.notifications()
    assert "cannot" in (notice["summary"] + " " + notice["body"]).lower(), notice
    assert len(watching.sent(first)) == 1, watching.described(first)
    second = watching.run(stub=failing)
    assert len(session_bus.notifications()) == 1, watching.described(second)
    assert watching.sent(second) == []
    recovered = watching.run()
    assert recovered.returncode == 0, watching.described(recovered)
    kinds = [record["env"].get("FORECAST_NOTICE_KIND") for record in watching.hooked()]
    assert kinds == ["failing", "recovered", "rain"], kinds
    assert len(session_bus.notifications()) == 3
    assert watching.run().stdout == ""
    assert len(session_bus.notifications()) == 3


NOTICE_VARIABLES = {"FORECAST_NOTICE_" + name for name in
                    ("WATCH", "KIND", "SUMMARY", "BODY", "URGENCY", "ICON", "PLACE", "THREAD", "TIME", "EXPIRES")}


def test_a_watch_off_the_desktop_is_told_through_its_command_alone(watching, session_bus):
    watching.configure({**RAIN, "desktop": False, "command": watching.hook("hook", "first", "second argument")})
    result = watching.run()
    assert result.returncode == 0, watching.described(result)
    assert session_bus.notifications() == []
    [record] = watching.hooked()
    assert record["argv"] == ["first", "second argument"]
    assert NOTICE_VARIABLES <= record["env"].keys(), sorted(record["env"])
    env = record["env"]
    assert (env["FORECAST_NOTICE_WATCH"], env["FORECAST_NOTICE_KIND"]) == ("umbrella", "rain")
    assert "Bergen" in env["FORECAST_NOTICE_PLACE"] and "Bergen" in env["FORECAST_NOTICE_SUMMARY"]
    assert RAIN_BODY.match(env["FORECAST_NOTICE_BODY"])
    assert watching.sent(result) == [f"umbrella: {env['FORECAST_NOTICE_SUMMARY']} — {env['FORECAST_NOTICE_BODY']}"]


def test_the_command_is_given_what_the_desktop_shows(watching, session_bus):
    watching.configure({**RAIN, "command": watching.hook()})
    result = watching.run()
    assert result.returncode == 0, watching.described(result)
    [notice] = session_bus.notifications()
    [record] = watching.hooked()
    env = record["env"]
    assert (env["FORECAST_NOTICE_SUMMARY"], env["FORECAST_NOTICE_BODY"], env["FORECAST_NOTICE_ICON"]) == (
        notice["summary"], notice["body"], notice["app_icon"])


def test_a_condition_met_is_told_once_a_day(watching, session_bus):
    # Bergen's stub temperature is above -50 °C all day: "heat" from -50 is met from the first hour.
    watching.configure({"name": "warm", "condition": "heat", "place": "Bergen", "within": "12h", "threshold": -50})
    first = watching.run()
    assert first.returncode == 0, watching.described(first)
    [notice] = session_bus.notifications()
    assert "Bergen" in notice["summary"]
    assert watching.sent(first) == [f"warm: {notice['summary']} — {notice['body']}"]
    again = watching.run()
    assert again.returncode == 0 and again.stdout == "", watching.described(again)
    assert len(session_bus.notifications()) == 1


def test_rain_lighter_than_the_watchs_intensity_is_no_news(watching, session_bus):
    # Bergen's radar rain peaks at 2.4 mm/h: never heavy.
    watching.configure({**RAIN, "intensity": "heavy"})
    result = watching.run()
    assert result.returncode == 0 and result.stdout == "", watching.described(result)
    assert session_bus.notifications() == []
