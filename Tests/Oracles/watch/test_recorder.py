"""The recording notification server the watch checks read: it answers as the Desktop Notifications Specification
says, gives a new id to each new notice and the same id to a replacement, and records each notice as sent, its
urgency byte included, for a client it did not write (busctl, dbus-send) as for jeepney."""
import os
import subprocess

import pytest

from oracles import dbus_recorder

BUS_CALL = ("org.freedesktop.Notifications", "/org/freedesktop/Notifications", "org.freedesktop.Notifications")


def test_it_records_each_notice_with_new_ids_and_a_replacement_keeping_its_id(session_bus):
    first = dbus_recorder.notify(session_bus.address, "Rain in Bergen", "Rain from about 10:32 (radar)",
                                 app_name="forecast", app_icon="weather-showers", hints={"urgency": ("y", 1)},
                                 expire_timeout=5000)
    second = dbus_recorder.notify(session_bus.address, "High Wind Warning", "London, KY",
                                  hints={"urgency": ("y", 2), "category": ("s", "weather")})
    replaced = dbus_recorder.notify(session_bus.address, "High Wind Warning (updated)", "until 18:00",
                                    replaces_id=second, hints={"urgency": ("y", 2)})
    assert (first, second, replaced) == (1, 2, 2)
    notices = session_bus.notifications()
    assert [notice["id"] for notice in notices] == [1, 2, 2]
    assert [notice["replaces_id"] for notice in notices] == [0, 0, 2]
    assert notices[0] | {"sender": None} == {
        "app_name": "forecast", "replaces_id": 0, "app_icon": "weather-showers", "summary": "Rain in Bergen",
        "body": "Rain from about 10:32 (radar)", "actions": [], "hints": {"urgency": 1},
        "hint_types": {"urgency": "y"}, "expire_timeout": 5000, "id": 1, "sender": None}
    assert notices[1]["hints"] == {"urgency": 2, "category": "weather"}
    assert notices[1]["hint_types"] == {"urgency": "y", "category": "s"}
    assert notices[2]["summary"] == "High Wind Warning (updated)"


def test_it_answers_the_other_methods_of_the_specification(session_bus):
    assert dbus_recorder.call(session_bus.address, "GetCapabilities") == (["body"],)
    assert dbus_recorder.call(session_bus.address, "GetServerInformation") == ("recorder", "forecast-tests", "1", "1.2")
    assert dbus_recorder.call(session_bus.address, "CloseNotification", "u", (7,)) == ()
    assert session_bus.closed() == [7]
    with pytest.raises(RuntimeError, match="UnknownMethod"):
        dbus_recorder.call(session_bus.address, "Shout")
    assert session_bus.notifications() == []


def test_a_client_it_did_not_write_is_recorded_alike(session_bus, require_tool):
    environment = {**os.environ, **session_bus.environment}
    busctl = subprocess.run([require_tool("busctl"), "--address=" + session_bus.address, "call", *BUS_CALL, "Notify",
                             "susssasa{sv}i", "a", "0", "i", "s", "b", "0", "1", "urgency", "y", "2", "5"],
                            capture_output=True, text=True, timeout=30)
    assert (busctl.returncode, busctl.stdout, busctl.stderr) == (0, "u 1\n", "")
    information = subprocess.run([require_tool("dbus-send"), "--session", "--print-reply", "--dest=" + BUS_CALL[0],
                                  BUS_CALL[1], BUS_CALL[2] + ".GetServerInformation"], env=environment,
                                 capture_output=True, text=True, timeout=30)
    assert information.returncode == 0, information.stderr
    assert '"recorder"' in information.stdout and '"1.2"' in information.stdout
    # dbus-send cannot write a{sv} (its hints are a{ss}): a notice of the wrong type is refused, not recorded.
    mistyped = subprocess.run([require_tool("dbus-send"), "--session", "--print-reply", "--dest=" + BUS_CALL[0],
                               BUS_CALL[1], BUS_CALL[2] + ".Notify", "string:a", "uint32:0", "string:i", "string:s",
                               "string:b", "array:string:", "dict:string:string:", "int32:5"], env=environment,
                              capture_output=True, text=True, timeout=30)
    assert mistyped.returncode != 0 and "UnknownMethod" in mistyped.stderr
    notices = session_bus.notifications()
    assert [(notice["summary"], notice["hints"], notice["hint_types"], notice["expire_timeout"], notice["id"])
            for notice in notices] == [("s", {"urgency": 2}, {"urgency": "y"}, 5, 1)]


def test_without_a_server_the_bus_has_nobody_to_notify(bare_session_bus):
    with pytest.raises(RuntimeError, match="ServiceUnknown"):
        dbus_recorder.notify(bare_session_bus.address, "nobody hears this")


def test_a_stopped_bus_refuses_connections(require_tool):
    require_tool("dbus-daemon")
    with dbus_recorder.SessionBus() as bus:
        address = bus.address
        assert dbus_recorder.notify(address, "heard") == 1
    with pytest.raises(OSError):
        dbus_recorder.notify(address, "not heard")
