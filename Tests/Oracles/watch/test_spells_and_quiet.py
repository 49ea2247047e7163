"""What a watch tells as the weather and the clock move on: a rain spell is one spell however its start moves, and a
new one after a run that saw no rain is news again; quiet hours hold news and release it when the machine's clock has
passed their end (if it is still news), or drop it. Each run at its own moment: the stub server and libfaketime at
the same later time, the state carried over."""
import datetime

from oracles.stub import StubServer

from .conftest import Watching
from .test_watch import RAIN


def run_later(watching, minutes, *stub_arguments):
    """A run of the same watching `minutes` later (forecast under libfaketime and a stub server at that moment, with
    `stub_arguments`): the watching then, and the finished run."""
    moment = watching.now + datetime.timedelta(minutes=minutes)
    stub = StubServer(now=moment, arguments=stub_arguments, binary=watching.binary.parent / "forecast-stub-server").start()
    try:
        after = Watching(watching.binary, watching.home, moment, watching.bus, stub, watching.folder)
        return after, after.run()
    finally:
        stub.stop()


def test_a_spell_whose_start_moves_is_told_once_and_a_new_spell_after_a_dry_run_again(watching, session_bus, stub_with):
    watching.configure(RAIN)
    for rain_in in ("35", "20", "10"):   # the same spell, its start moving closer
        result = watching.run(stub=stub_with("--rain-in", rain_in))
        assert result.returncode == 0, watching.described(result)
    assert len(session_bus.notifications()) == 1
    dry = watching.run(stub=stub_with("--rain-in", "never"))
    assert dry.returncode == 0 and dry.stdout == "", watching.described(dry)
    again = watching.run(stub=stub_with("--rain-in", "25"))
    assert again.returncode == 0, watching.described(again)
    assert len(watching.sent(again)) == 1 and len(session_bus.notifications()) == 2


def test_held_news_is_told_once_the_clock_passes_the_quiet_hours_end(watching, session_bus, stub_with):
    """Quiet 10:00–10:30 on the machine's clock (UTC), now 10:17: held; at 10:32 the rain (which came no nearer than
    the window) is still news, and is told."""
    watching.configure({**RAIN, "quiet": "10:00-10:30", "hold": True})
    held = watching.run(stub=stub_with("--rain-in", "30"))
    assert held.returncode == 0 and held.stdout == "" and session_bus.notifications() == [], watching.described(held)
    after, told = run_later(watching, 15, "--rain-in", "15")
    assert told.returncode == 0, after.described(told)
    assert len(after.sent(told)) == 1 and len(session_bus.notifications()) == 1


def test_held_rain_that_came_and_went_while_quiet_is_not_told(watching, session_bus, stub_with):
    watching.configure({**RAIN, "quiet": "10:00-10:30", "hold": True})
    assert watching.run(stub=stub_with("--rain-in", "5")).stdout == ""
    after, told = run_later(watching, 15, "--rain-in", "never")
    assert told.returncode == 0 and told.stdout == "", after.described(told)
    assert session_bus.notifications() == []


def test_dropped_news_is_not_told_after_the_quiet_hours_end(watching, session_bus, stub_with):
    watching.configure({**RAIN, "quiet": "10:00-10:30", "hold": False})
    assert watching.run(stub=stub_with("--rain-in", "30")).stdout == ""
    after, result = run_later(watching, 15, "--rain-in", "15")
    assert result.returncode == 0 and result.stdout == "", after.described(result)
    assert session_bus.notifications() == []
