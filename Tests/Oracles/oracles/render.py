"""forecast's pictures as a viewer meets them: rendered by librsvg (rsvg-convert, Debian's librsvg2-bin) at their
natural size and read back pixel by pixel with Pillow.

    picture = Picture(svg_text, "hourly-en", keep_in=tmp_folder)
    picture.root, picture.rendering.stderr, picture.image.getpixel((x, y))
    assert ok, "..." + picture.kept()    # the SVG and PNG saved for a look, and where
"""
import collections
import functools
import io
import re
import subprocess

from PIL import Image

from . import svg, tools

Rendering = collections.namedtuple("Rendering", "status stderr png")

# The light theme's colours the checks read pixels by: Sources/Application/Picture/PictureTheme.swift's palette (keep
# the two in step).
BACKGROUND = (0xFF, 0xFF, 0xFF)
NIGHT = (0xE6, 0xEB, 0xF2)
CURVE = (0xD9, 0x48, 0x0F)
PRECIPITATION = (0x19, 0x71, 0xC2)


def render(text):
    """rsvg-convert's exit status, standard error and PNG for the SVG `text`."""
    result = subprocess.run([tools.require("rsvg-convert"), "--format", "png"], input=text.encode(),
                            capture_output=True, timeout=120)
    return Rendering(result.returncode, result.stderr.decode(errors="replace").strip(), result.stdout)


def pixels(png, backdrop=(255, 0, 255)):
    """The PNG as opaque RGB, laid on `backdrop` (magenta by default: a colour no check looks for)."""
    image = Image.open(io.BytesIO(png)).convert("RGBA")
    ground = Image.new("RGBA", image.size, (*backdrop, 255))
    return Image.alpha_composite(ground, image).convert("RGB")


def mean_luminance(png, backdrop):
    """The mean luminance (0-255) of the PNG laid on `backdrop`."""
    histogram = pixels(png, backdrop).convert("L").histogram()
    return sum(value * count for value, count in enumerate(histogram)) / sum(histogram)


def near(colour, target, tolerance=10):
    """Whether `colour` is `target` within `tolerance` on every channel."""
    return all(abs(a - b) <= tolerance for a, b in zip(colour, target))


def hex_colour(colour):
    return "#" + "".join(f"{channel:02x}" for channel in colour)


class Picture:
    """One SVG forecast wrote: its text, its parsed root, librsvg's rendering and that rendering's pixels (on magenta),
    each made once, when first asked for. `keep_in` is the folder kept() saves it to."""

    def __init__(self, text, name, keep_in):
        self.text = text
        self.name = name
        self.keep_in = keep_in

    @functools.cached_property
    def root(self):
        """The parsed root (svg.parse: ValueError when it does not parse)."""
        return svg.parse(self.text)

    @functools.cached_property
    def rendering(self):
        return render(self.text)

    @functools.cached_property
    def image(self):
        """The rendering as RGB pixels; AssertionError when rsvg-convert failed or said anything."""
        assert self.rendering.status == 0 and not self.rendering.stderr, \
            f"rsvg-convert exit {self.rendering.status}: {self.rendering.stderr[:300]}{self.kept()}"
        return pixels(self.rendering.png)

    @property
    def scale(self):
        """Pixels a user unit: the rendering's width over the viewBox's."""
        return self.image.width / svg.view_box(self.root)[2]

    def kept(self):
        """Saves the SVG (and the PNG, when it rendered) in `keep_in`; says where, for a failure's message."""
        stem = self.keep_in / re.sub(r"[^A-Za-z0-9-]+", "-", self.name).strip("-")
        stem.with_suffix(".svg").write_text(self.text)
        paths = [stem.with_suffix(".svg")]
        if self.rendering.png:
            stem.with_suffix(".png").write_bytes(self.rendering.png)
            paths.append(stem.with_suffix(".png"))
        return " (kept: " + ", ".join(map(str, paths)) + ")"
