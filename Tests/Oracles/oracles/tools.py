"""The Debian tools the checks use, found on PATH. scripts/install-dependencies installs them; a check that needs
one that is missing fails and names it (and its package), never skips."""
import shutil

import pytest

# Each tool the checks run, and the Debian package that has it.
PACKAGES = {
    "faketime": "faketime", "rsvg-convert": "librsvg2-bin", "fc-list": "fontconfig", "i3blocks": "i3blocks",
    "tmux": "tmux", "script": "bsdutils", "man": "man-db", "debootstrap": "debootstrap", "lintian": "lintian",
}


def require(command):
    """The path of `command`; a failure naming it and its package when it is not installed."""
    path = shutil.which(command)
    if path is None:
        pytest.fail(f"{command} is not installed (Debian package {PACKAGES.get(command, command)}); "
                    "scripts/install-dependencies installs it", pytrace=False)
    return path

