"""Where forecast watch's notices go and what happens when they cannot: no session bus (exit 69, one line, unless the
watch has a command), the bus found in XDG_RUNTIME_DIR, a bus without a notification server, a state that cannot be
written (exit 73, nothing new sent, the state as it was), a run killed between sending and recording (the notice sent
once more, no more), and two runs at once (each notice sent once)."""
import shlex
import subprocess

from oracles.dbus_recorder import SessionBus

RAIN = {"name": "umbrella", "condition": "rain", "place": "Bergen", "within": "45m"}
WIND = {"name": "wind", "condition": "alert", "place": "London, KY"}


def one_line(text):
    lines = text.strip().splitlines()
    return len(lines) == 1 and lines[0].strip() != ""


def test_without_a_session_bus_a_desktop_watch_exits_69_with_one_line(watching, session_bus, tmp_path):
    watching.configure(RAIN)
    runtime = tmp_path / "runtime"
    runtime.mkdir()
    result = watching.run(bus=False, env={"XDG_RUNTIME_DIR": str(runtime)})
    assert result.returncode == 69, watching.described(result)
    assert one_line(result.stderr) and result.stdout == "", watching.described(result)
    assert session_bus.notifications() == []


def test_a_dead_session_bus_is_no_session_bus(watching, session_bus):
    watching.configure(RAIN)
    with SessionBus(server=False) as dead:
        address = dead.address
    result = watching.run(env={"DBUS_SESSION_BUS_ADDRESS": address})
    assert result.returncode == 69, watching.described(result)
    assert one_line(result.stderr) and result.stdout == "", watching.described(result)


def test_the_bus_of_xdg_runtime_dir_is_found_without_an_address(watching, session_bus):
    # The recorder's bus listens on FOLDER/bus, where a desktop session's listens in XDG_RUNTIME_DIR.
    watching.configure(RAIN)
    result = watching.run(bus=False, env={"XDG_RUNTIME_DIR": str(session_bus.folder)})
    assert result.returncode == 0, watching.described(result)
    assert len(session_bus.notifications()) == 1


def test_without_a_session_bus_a_watch_with_a_command_is_told_through_it(watching, session_bus, tmp_path):
    watching.configure({**RAIN, "command": watching.hook()})
    runtime = tmp_path / "runtime"
    runtime.mkdir()
    result = watching.run(bus=False, env={"XDG_RUNTIME_DIR": str(runtime)})
    assert result.returncode == 0, watching.described(result)
    assert len(watching.sent(result)) == 1
    [record] = watching.hooked()
    assert record["env"]["FORECAST_NOTICE_KIND"] == "rain"


def test_a_bus_without_a_notification_server_keeps_the_notice_for_the_next_run(watching, bare_session_bus):
    watching.configure(RAIN)
    bus = bare_session_bus
    refused = watching.run(env=bus.environment)
    assert refused.returncode != 0 and refused.stderr.strip(), watching.described(refused)
    assert watching.sent(refused) == []
    bus.start_server()
    told = watching.run(env=bus.environment)
    assert told.returncode == 0, watching.described(told)
    assert len(watching.sent(told)) == 1 and len(bus.notifications()) == 1


# Run inside `unshare -rm`: a tmpfs of 64 KiB over the state folder, a first run that records its state, the tmpfs
# filled, the configuration given a second watch (news), a second run; the state folder copied out before and after.
FULL_DISK = r"""
state="$1"; out="$2"; config="$3"; second="$4"; shift 4
mount -t tmpfs -o size=64k tmpfs "$state" || exit 90
"$@" >"$out/1.stdout" 2>"$out/1.stderr"; echo $? >"$out/1.rc"
cp -a "$state" "$out/before"
dd if=/dev/zero of="$state/fill" bs=1024 2>/dev/null
cp "$second" "$config"
"$@" >"$out/2.stdout" 2>"$out/2.stderr"; echo $? >"$out/2.rc"
rm -f "$state/fill"
cp -a "$state" "$out/after"
"""


def tree(folder):
    """Every file under `folder`, by path, with its bytes."""
    return {path.relative_to(folder).as_posix(): path.read_bytes()
            for path in sorted(folder.rglob("*")) if path.is_file()}


def test_a_state_that_cannot_be_written_exits_73_and_sends_nothing_new(watching, require_tool, tmp_path):
    require_tool("unshare")
    # The notices go to a command alone, so that no D-Bus connection crosses the user namespace.
    rain = {**RAIN, "desktop": False, "command": watching.hook()}
    wind = {**WIND, "desktop": False, "command": watching.hook()}
    watching.configure(rain, wind)
    second = tmp_path / "second.toml"
    second.write_text(watching.config_file.read_text())
    watching.configure(rain)
    state = watching.home.folder / "state"
    state.mkdir(parents=True, exist_ok=True)
    out = tmp_path / "out"
    out.mkdir()
    forecast = watching.forecast()
    command = [*forecast.command, "watch"]
    arguments = [str(state), str(out), str(watching.config_file), str(second), *command]
    ran = subprocess.run(["unshare", "-rm", "sh", "-c", FULL_DISK, "sh", *arguments],
                         env={**forecast.environment, "COLUMNS": "80"}, capture_output=True, text=True, timeout=300)
    assert ran.returncode == 0, f"unshare: {ran.returncode} {ran.stderr} ({shlex.join(command)})"
    read = {name: (out / name).read_text() for name in ("1.rc", "1.stdout", "1.stderr", "2.rc", "2.stdout", "2.stderr")}
    assert read["1.rc"].strip() == "0", read
    assert len(read["1.stdout"].splitlines()) == 1, read
    assert read["2.rc"].strip() == "73", read
    assert one_line(read["2.stderr"]) and read["2.stdout"] == "", read
    assert [record["env"]["FORECAST_NOTICE_WATCH"] for record in watching.hooked()] == ["umbrella"]
    assert tree(out / "before") == tree(out / "after")


def test_a_run_killed_between_sending_and_recording_sends_once_more_and_no_more(watching, session_bus, tmp_path):
    marker = tmp_path / "killed-once"
    watching.configure({**RAIN, "command": watching.hook("hook", "--kill-once", str(marker))})
    runs = []

    def story():
        told = "\n".join(f"run {number}: {watching.described(run)}" for number, run in enumerate(runs, 1))
        return f"{told}\nnotices: {session_bus.notifications()}\nhooked: {watching.hooked()}"

    runs.append(watching.run())
    assert marker.exists() and runs[0].returncode != 0, story()
    after_kill = session_bus.notifications()
    assert len(after_kill) <= 1, story()
    runs.append(watching.run())
    assert runs[1].returncode == 0 and len(watching.sent(runs[1])) == 1, story()
    notices = session_bus.notifications()
    assert len(notices) == len(after_kill) + 1, story()
    assert len({(notice["summary"], notice["body"]) for notice in notices}) == 1, story()
    runs.append(watching.run())
    assert runs[2].returncode == 0 and runs[2].stdout == "", story()
    assert len(session_bus.notifications()) == len(notices) and len(watching.hooked()) == 2, story()


def test_two_runs_at_once_send_each_notice_once(watching_at_real_time, session_bus):
    # At the real time: the second run waits for the first's lock, and a wait never ends under libfaketime.
    watching = watching_at_real_time
    for round in range(5):
        watching.configure({**RAIN, "name": f"umbrella {round}"}, {**WIND, "name": f"wind {round}"})
        runs = [watching.start(), watching.start()]
        finished = [(run.wait(timeout=120), *run.communicate()) for run in runs]
        lines = [line for _, stdout, _ in finished for line in stdout.splitlines() if line.startswith("sent: ")]
        assert len(lines) == 2, finished
        notices = session_bus.notifications()[2 * round:]
        assert sorted(notice["summary"] for notice in notices) == sorted(
            {notice["summary"] for notice in notices}) and len(notices) == 2, (finished, notices)
    last = watching.run()
    assert last.returncode == 0 and last.stdout == "", watching.described(last)
    assert len(session_bus.notifications()) == 10
