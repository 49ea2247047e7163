"""The renderer the picture checks look through is there and can draw every script the languages write: librsvg's
rsvg-convert, and a font fontconfig knows for each script (without one, librsvg draws empty boxes and says nothing,
so the pictures' checks would pass on pictures no reader could read)."""
import subprocess

import pytest

# A language for each script the languages write: Latin, Arabic, Persian's Arabic, Hebrew, Devanagari, Han (simplified
# and Japanese), Hangul, Cyrillic (Russian and Ukrainian).
SCRIPTS = "en ar fa he hi zh ja ko ru uk".split()


def test_rsvg_convert_is_installed(require_tool):
    assert require_tool("rsvg-convert")


@pytest.mark.parametrize("code", SCRIPTS)
def test_fontconfig_knows_a_font_for_the_script(require_tool, code):
    fonts = subprocess.run([require_tool("fc-list"), f":lang={code}"], capture_output=True, text=True, check=True)
    assert fonts.stdout.strip(), f"no font for {code}: scripts/install-dependencies --checks installs fonts-noto-core and -cjk"
