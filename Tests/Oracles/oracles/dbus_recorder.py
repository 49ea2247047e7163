"""A private D-Bus session bus, and on it a desktop notification server that records every notice it is sent, so that a
check can run `forecast watch` as a desktop runs it and read back what it told the user.

    with SessionBus() as bus:                       # dbus-daemon on a socket of its own, and the recorder on it
        subprocess.run([forecast, "watch"], env={**os.environ, **bus.environment})
        bus.notifications()                         # [{"summary": …, "body": …, "hints": {"urgency": 2}, "id": 1, …}]

    with SessionBus(server=False) as bus: …         # the bus alone: nobody owns org.freedesktop.Notifications
        bus.start_server()                          # … until now

The bus is dbus-daemon with a configuration of its own (one unix socket in a short temporary folder, EXTERNAL
authentication, everything allowed, no service activation), started with --nofork so that stopping it is ending one
process. The server is this file run as a script by the same Python (jeepney's blocking API, one connection, one call at
a time): it owns org.freedesktop.Notifications and answers, at /org/freedesktop/Notifications, the methods of the
Desktop Notifications Specification:

- Notify(susssasa{sv}i) -> u: a new id (1, 2, 3…), or replaces_id itself when it is not 0, as real servers do. Each
  call is one JSON line of the notices file, written and flushed before the answer, so that a client that has its
  answer finds its notice recorded: {"app_name", "replaces_id", "app_icon", "summary", "body", "actions", "hints"
  (each hint's value, bytes as a list of numbers: the urgency byte is an int), "hint_types" (each hint's D-Bus type:
  the urgency's is "y"), "expire_timeout", "id" (the id answered), "sender" (the caller's unique bus name)};
- GetCapabilities -> as: ["body"] (or the capabilities it is given: SessionBus(capabilities=["body", "body-markup"]));
- GetServerInformation -> ssss: ("recorder", "forecast-tests", "1", "1.2");
- CloseNotification(u): recorded as a line of the closed file, and answered with the NotificationClosed signal
  (reason 3, closed by a call);
- anything else: the error org.freedesktop.DBus.Error.UnknownMethod.
"""
import json
import os
import pathlib
import select
import shutil
import subprocess
import sys
import tempfile
import time

NAME = "org.freedesktop.Notifications"
PATH = "/org/freedesktop/Notifications"
INTERFACE = "org.freedesktop.Notifications"
CAPABILITIES = ["body"]
SERVER_INFORMATION = ("recorder", "forecast-tests", "1", "1.2")
# What the recorder prints once it owns the name: the one line the caller waits for.
READY = "recorder: ready"

CONFIGURATION = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:path={socket}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
"""


class SessionBus:
    """A private session bus (`address`, and `environment`: DBUS_SESSION_BUS_ADDRESS pointing at it) while started,
    with the recording notification server on it unless `server` is False, claiming `capabilities`.
    `notifications()` is every Notify it answered, in order; `closed()` every CloseNotification's id. `stop()` ends
    both (the bus's socket then refuses connections: `address` is a dead bus's)."""

    def __init__(self, server=True, capabilities=CAPABILITIES, timeout=15):
        self.serving = server
        self.capabilities = list(capabilities)
        self.timeout = timeout
        # A short folder of its own: a unix socket's path has at most 107 bytes, and pytest's tmp_path can be longer.
        self.folder = pathlib.Path(tempfile.mkdtemp(prefix="forecast-bus-"))
        self.socket = self.folder / "bus"
        self.notices = self.folder / "notifications.jsonl"
        self.closes = self.folder / "closed.jsonl"
        self.daemon = None
        self.server = None
        self.address = None
        self.environment = {}

    def start(self):
        """Starts the bus and, unless told not to, the server; waits until the server owns its name. RuntimeError with
        what either printed when one does not start in `timeout` seconds."""
        daemon = shutil.which("dbus-daemon")
        if daemon is None:
            raise RuntimeError("dbus-daemon is not installed (Debian package dbus-daemon)")
        configuration = self.folder / "bus.conf"
        configuration.write_text(CONFIGURATION.format(socket=self.socket))
        with open(self.folder / "dbus-daemon.log", "wb") as log:
            self.daemon = subprocess.Popen([daemon, "--config-file", str(configuration), "--nofork", "--nopidfile",
                                            "--print-address=1"], stdout=subprocess.PIPE, stderr=log,
                                           stdin=subprocess.DEVNULL)
        # It prints its address once it listens.
        self.address = self._first_line(self.daemon, "dbus-daemon")
        self.environment = {"DBUS_SESSION_BUS_ADDRESS": self.address}
        self.notices.touch()
        self.closes.touch()
        if self.serving:
            self.start_server()
        return self

    def start_server(self):
        """Starts the recording notification server on the bus (again, after stop_server(): its ids go on from the
        highest recorded, and so do its records) and waits until it owns its name."""
        self.server = subprocess.Popen([str(_python()), __file__, self.address, str(self.notices), str(self.closes),
                                        ",".join(self.capabilities)],
                                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        line = self._first_line(self.server, "the notification recorder")
        if line != READY:
            self.stop()
            raise RuntimeError(f"the notification recorder said {line!r}, not {READY!r}")
        return self

    def _first_line(self, process, name):
        """The first line `process` prints, within `timeout` seconds; RuntimeError (and everything stopped) else."""
        deadline = time.monotonic() + self.timeout
        read = b""
        while b"\n" not in read:
            ready, _, _ = select.select([process.stdout], [], [], max(0.0, min(0.1, deadline - time.monotonic())))
            chunk = os.read(process.stdout.fileno(), 4096) if ready else b""
            read += chunk
            if not chunk and (process.poll() is not None or time.monotonic() > deadline):
                log = self.folder / "dbus-daemon.log"
                read += log.read_bytes() if process is self.daemon and log.exists() else b""
                self.stop()
                printed = read.decode(errors="replace").strip() or "nothing printed"
                raise RuntimeError(f"{name} did not start: {printed}")
        return read.decode().split("\n", 1)[0].strip()

    def notifications(self):
        """Every Notify the server answered, in order, as dicts (the module's doc lists the keys)."""
        return _lines(self.notices)

    def closed(self):
        """The id of every CloseNotification the server answered, in order."""
        return [line["id"] for line in _lines(self.closes)]

    def stop_server(self):
        """Ends the notification server alone: the bus lives on, and nobody owns org.freedesktop.Notifications."""
        _end(self.server)
        self.server = None

    def stop(self):
        """Ends the server and the bus (each once), and removes the bus's folder with its records."""
        self.stop_server()
        _end(self.daemon)
        self.daemon = None
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self):
        return self.start()

    def __exit__(self, *error):
        self.stop()


def _python():
    """The checks' own Python (jeepney is theirs), whichever Python runs this one: the benchmarks run on the system's.
    Imported here, as the server runs this file as a script, outside its package."""
    from .paths import PYTHON
    return PYTHON if PYTHON.exists() else sys.executable


def _end(process):
    if process is None:
        return
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
    for stream in (process.stdout, process.stderr):
        if stream:
            stream.close()


def _lines(path):
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def plain(value):
    """A D-Bus value as JSON can hold it: bytes as a list of numbers, variants (signature, value) as their value."""
    if isinstance(value, bytes):
        return list(value)
    if isinstance(value, dict):
        return {str(key): plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(item) for item in value]
    return value


def notify(address, summary, body="", *, app_name="forecast-tests", replaces_id=0, app_icon="", actions=(),
           hints=None, expire_timeout=-1, timeout=10):
    """Sends one Notify to the server on the bus at `address` as a client does (jeepney): its answer, the notice's id.
    `hints` as D-Bus variants: {"urgency": ("y", 2)}."""
    from jeepney import DBusAddress, new_method_call
    from jeepney.io.blocking import open_dbus_connection
    target = DBusAddress(PATH, bus_name=NAME, interface=INTERFACE)
    call = new_method_call(target, "Notify", "susssasa{sv}i",
                           (app_name, replaces_id, app_icon, summary, body, list(actions), dict(hints or {}),
                            expire_timeout))
    with open_dbus_connection(bus=address) as connection:
        reply = connection.send_and_get_reply(call, timeout=timeout)
    return _unwrap(reply)[0]


def call(address, method, signature=None, body=(), timeout=10):
    """Calls `method` of the notification interface on the bus at `address`: the answer's body (a tuple), or
    RuntimeError with the error's name."""
    from jeepney import DBusAddress, new_method_call
    from jeepney.io.blocking import open_dbus_connection
    target = DBusAddress(PATH, bus_name=NAME, interface=INTERFACE)
    with open_dbus_connection(bus=address) as connection:
        reply = connection.send_and_get_reply(new_method_call(target, method, signature, body), timeout=timeout)
    return _unwrap(reply)


def _unwrap(reply):
    from jeepney import MessageType, HeaderFields
    if reply.header.message_type == MessageType.error:
        raise RuntimeError(f"{reply.header.fields.get(HeaderFields.error_name)}: {reply.body}")
    return reply.body


def serve(address, notices, closes, capabilities=",".join(CAPABILITIES)):
    """The notification server: owns NAME on the bus at `address`, prints READY, then answers calls until the bus goes
    away, recording each Notify as a line of `notices` and each CloseNotification as a line of `closes`;
    GetCapabilities answers `capabilities` (comma-separated)."""
    from jeepney import (DBusAddress, HeaderFields, MessageType, new_error, new_method_return, new_signal)
    from jeepney.bus_messages import message_bus
    from jeepney.io.blocking import Proxy, open_dbus_connection

    connection = open_dbus_connection(bus=address)
    # Flags 4: DBUS_NAME_FLAG_DO_NOT_QUEUE; answer 1: now its primary owner.
    owned, = Proxy(message_bus, connection, timeout=10).RequestName(NAME, 4)
    if owned != 1:
        print(f"recorder: could not own {NAME} (RequestName answered {owned})", flush=True)
        return 1
    print(READY, flush=True)
    emitter = DBusAddress(PATH, interface=INTERFACE)
    # A server started again on the same bus goes on from the ids given before, as one that never stopped would.
    last = max((line["id"] for line in _lines(pathlib.Path(notices))), default=0)
    while True:
        try:
            message = connection.receive()
        except (ConnectionError, OSError, EOFError):
            return 0
        header = message.header
        if header.message_type != MessageType.method_call:
            continue
        member = header.fields.get(HeaderFields.member)
        interface = header.fields.get(HeaderFields.interface)
        path = header.fields.get(HeaderFields.path)
        signature = header.fields.get(HeaderFields.signature, "")
        if path != PATH or interface not in (INTERFACE, None):
            reply = new_error(message, "org.freedesktop.DBus.Error.UnknownMethod", "s",
                              (f"no {interface}.{member} at {path}",))
        elif member == "Notify" and signature == "susssasa{sv}i":
            app_name, replaces_id, app_icon, summary, body, actions, hints, expire_timeout = message.body
            if replaces_id:
                given = replaces_id
            else:
                last += 1
                given = last
            line = {"app_name": app_name, "replaces_id": replaces_id, "app_icon": app_icon, "summary": summary,
                    "body": body, "actions": list(actions),
                    "hints": {key: plain(value) for key, (_, value) in hints.items()},
                    "hint_types": {key: kind for key, (kind, _) in hints.items()},
                    "expire_timeout": expire_timeout, "id": given,
                    "sender": header.fields.get(HeaderFields.sender)}
            _append(notices, line)
            reply = new_method_return(message, "u", (given,))
        elif member == "GetCapabilities" and signature == "":
            reply = new_method_return(message, "as", ([name for name in capabilities.split(",") if name],))
        elif member == "GetServerInformation" and signature == "":
            reply = new_method_return(message, "ssss", SERVER_INFORMATION)
        elif member == "CloseNotification" and signature == "u":
            identifier, = message.body
            _append(closes, {"id": identifier, "sender": header.fields.get(HeaderFields.sender)})
            reply = new_method_return(message)
            connection.send(reply)
            connection.send(new_signal(emitter, "NotificationClosed", "uu", (identifier, 3)))
            continue
        else:
            reply = new_error(message, "org.freedesktop.DBus.Error.UnknownMethod", "s",
                              (f"{INTERFACE} has no {member}({signature})",))
        try:
            connection.send(reply)
        except (ConnectionError, OSError):
            # The caller may be gone already (killed after its call); the next call is answered all the same.
            pass


def _append(path, line):
    with open(path, "a", encoding="utf-8") as records:
        records.write(json.dumps(line, ensure_ascii=False) + "\n")
        records.flush()
        os.fsync(records.fileno())


if __name__ == "__main__":
    sys.exit(serve(*sys.argv[1:5]))
