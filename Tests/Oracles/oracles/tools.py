"""The Debian tools the checks and the benchmarks run, found on PATH. `scripts/install-dependencies --checks` installs
them (their packages are listed in debian-packages.txt, read here); a check that needs one that is missing fails and
names it and its package, never skips, and nothing installs while a check runs."""
import pathlib
import shutil

LIST = pathlib.Path(__file__).resolve().parents[1] / "debian-packages.txt"


def packages():
    """Each command the listed packages install, by name, and its package: {"rsvg-convert": "librsvg2-bin", …}."""
    found = {}
    for line in LIST.read_text().splitlines():
        if line and not line.startswith("#"):
            package, path = line.split(" ", 1)
            if pathlib.Path(path).parent.name in ("bin", "sbin"):
                found[pathlib.Path(path).name] = package
    return found


def missing(commands):
    """'COMMAND (Debian package PACKAGE)' for each of `commands` not on PATH."""
    known = packages()
    return [f"{command} (Debian package {known.get(command, command)})" for command in commands if not shutil.which(command)]


def require(command):
    """The path of `command`; a test failure naming it and its package when it is not installed."""
    import pytest
    if shutil.which(command) is None:
        pytest.fail(f"not installed: {missing([command])[0]}; scripts/install-dependencies --checks installs it",
                    pytrace=False)
    return shutil.which(command)
