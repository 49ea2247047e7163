"""A warning watch at London, Kentucky, against stub servers with each warning the NWS could have in force there: the
Wind Advisory (moderate: told at normal urgency, and not to a watch for severe ones), the High Wind Warning (severe:
critical), that warning updated under a new id with a later end (its notice replaced: the same desktop id), and
nothing any more before its end (a cancellation, said once, in place of the warning's notice); and a warning from the
public alert server's CAP feeds, its authority named."""

WIND = {"name": "wind", "condition": "alert", "place": "London, KY"}


def test_a_moderate_warning_is_told_at_normal_urgency(watching, session_bus):
    watching.configure(WIND)
    result = watching.run()
    assert result.returncode == 0, watching.described(result)
    [notice] = session_bus.notifications()
    assert "Wind Advisory" in notice["summary"] and "London" in notice["summary"], notice
    assert (notice["hints"].get("urgency"), notice["hint_types"].get("urgency")) == (1, "y")
    assert notice["replaces_id"] == 0
    assert watching.sent(result) == [f"wind: {notice['summary']} — {notice['body'].replace(chr(10), '; ')}"]
    assert watching.run().stdout == ""
    assert len(session_bus.notifications()) == 1


def test_a_watch_for_severe_warnings_is_not_told_of_an_advisory(watching, session_bus):
    watching.configure({**WIND, "severity": "severe"})
    result = watching.run()
    assert result.returncode == 0, watching.described(result)
    assert result.stdout == "" and session_bus.notifications() == []


def test_no_warning_is_no_news(watching, session_bus, stub_with):
    watching.configure(WIND)
    result = watching.run(stub=stub_with("--warning", "none"))
    assert result.returncode == 0, watching.described(result)
    assert result.stdout == "" and session_bus.notifications() == []


def test_a_severe_warning_is_critical_its_update_replaces_it_and_its_cancellation_is_said_once(
        watching, session_bus, stub_with):
    watching.configure({**WIND, "command": watching.hook()})
    issued = watching.run(stub=stub_with("--warning", "severe"))
    assert issued.returncode == 0, watching.described(issued)
    [warning] = session_bus.notifications()
    assert "High Wind Warning" in warning["summary"], warning
    assert (warning["hints"].get("urgency"), warning["hint_types"].get("urgency")) == (2, "y")
    assert warning["replaces_id"] == 0

    updated = watching.run(stub=stub_with("--warning", "severe-updated"))
    assert updated.returncode == 0, watching.described(updated)
    [_, update] = session_bus.notifications()
    assert update["replaces_id"] == warning["id"] and update["id"] == warning["id"], update
    assert update["hints"].get("urgency") == 2
    assert len(watching.sent(updated)) == 1

    gone = stub_with("--warning", "none")
    cancelled = watching.run(stub=gone)
    assert cancelled.returncode == 0, watching.described(cancelled)
    [_, _, cancellation] = session_bus.notifications()
    assert cancellation["replaces_id"] == warning["id"], cancellation
    assert "High Wind Warning" in cancellation["summary"]
    assert len(watching.sent(cancelled)) == 1

    again = watching.run(stub=gone)
    assert again.returncode == 0 and again.stdout == "", watching.described(again)
    assert len(session_bus.notifications()) == 3

    hooked = [record["env"] for record in watching.hooked()]
    assert [env.get("FORECAST_NOTICE_KIND") for env in hooked] == ["warning-issued", "warning-updated",
                                                                    "warning-cancelled"]
    # One thread: the three notices are one warning's.
    assert len({env.get("FORECAST_NOTICE_THREAD") for env in hooked}) == 1 and hooked[0].get("FORECAST_NOTICE_THREAD")


def test_an_updated_warning_tells_its_later_end(watching, session_bus, stub_with):
    watching.configure(WIND)
    watching.run(stub=stub_with("--warning", "severe"))
    watching.run(stub=stub_with("--warning", "severe-updated"))
    [warning, update] = session_bus.notifications()
    assert update["replaces_id"] == warning["id"]
    assert update["body"] != warning["body"], f"the update's later end is not told: {update['body']!r}"


def test_an_updated_warning_first_seen_after_its_update_is_told_as_issued(watching, session_bus, stub_with):
    watching.configure(WIND)
    result = watching.run(stub=stub_with("--warning", "severe-updated"))
    assert result.returncode == 0, watching.described(result)
    [notice] = session_bus.notifications()
    assert notice["replaces_id"] == 0 and notice["hints"].get("urgency") == 2


def test_a_watch_tells_a_cap_warning_naming_its_authority(watching, session_bus):
    watching.configure({"name": "negev", "condition": "alert", "place": "negev"}, places={"negev": {"latitude": 31.2, "longitude": 35.35}})
    result = watching.run()
    assert result.returncode == 0, watching.described(result)
    [notice] = session_bus.notifications()
    assert "FLOOD" in notice["summary"], notice
    assert "Israel Meteorological Service" in notice["body"], notice
    assert notice["hints"].get("urgency") == 2, "a severe warning is critical"
