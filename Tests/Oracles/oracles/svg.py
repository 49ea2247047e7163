"""forecast's pictures read as markup, with nothing of the code that draws them: parsed by the standard library's XML
parser, audited for anything a viewer would run, fetch or follow, and measured (a meteogram panel's plot in the
picture's user units).

    root = svg.parse(text)           # ValueError saying why not
    svg.audit(text, root)            # [] when safe
    svg.panel(root, "hourly")        # Panel(x, y, width, height, columns, baseline)
"""
import collections
import re
import xml.etree.ElementTree as ElementTree

from . import bidi

NS = "http://www.w3.org/2000/svg"
# Elements that run script, embed or fetch another document, or link away.
FORBIDDEN = {"script", "foreignobject", "image", "use", "a", "iframe", "embed", "object", "feimage"}


class Panel(collections.namedtuple("Panel", "x y width height columns baseline")):
    """A meteogram panel's plot, in user units: its rect, its data columns and its rain baseline's y (or None)."""

    def middle(self, column):
        """The x of column `column`'s middle."""
        return self.x + (column + 0.5) * self.width / self.columns


def local(name):
    """A tag's or attribute's name without its namespace."""
    return name.rsplit("}", 1)[-1]


def classes(element):
    return element.get("class", "").split()


def parse(text):
    """The root element of the SVG `text`; ValueError when it is empty, declares a DOCTYPE or entity (refused before
    parsing: the standard library would expand them) or is not XML."""
    if not text.strip():
        raise ValueError("the picture is empty")
    if re.search(r"<!DOCTYPE|<!ENTITY", text, re.I):
        raise ValueError("a DOCTYPE or entity declaration")
    try:
        return ElementTree.fromstring(text)
    except ElementTree.ParseError as error:
        raise ValueError(f"not XML: {error}") from None


def audit(text, root):
    """What a viewer could be made to run, fetch or follow: a DOCTYPE or entity, `url(`, `@import`, `http` anywhere
    but the xmlns value; a forbidden element, an on* attribute or an href anywhere in the tree. [] when none."""
    problems = [what for pattern, what in ((r"<!DOCTYPE", "a DOCTYPE"), (r"<!ENTITY", "an entity declaration"),
                                          (r"url\s*\(", "url("), (r"@import", "@import"))
                if re.search(pattern, text, re.I)]
    outside = text.replace(f'xmlns="{NS}"', "", 1)
    match = re.search(r"http", outside, re.I)
    if match:
        problems.append(f"http outside xmlns: {outside[max(0, match.start() - 30):match.start() + 40]!r}")
    for element in root.iter():
        tag = local(element.tag)
        if tag.lower() in FORBIDDEN:
            problems.append(f"a <{tag}> element")
        for name in map(local, element.attrib):
            if name.lower().startswith("on"):
                problems.append(f"attribute {name} on <{tag}>")
            if name.lower() == "href":
                problems.append(f"an href on <{tag}>")
    return problems


def heading_problems(root):
    """What is wrong with the picture's accessible name: its root must be <svg> and its first two children a non-empty
    <title> and <desc>. [] when nothing is."""
    problems = [] if root.tag == f"{{{NS}}}svg" else [f"the root is {root.tag}"]
    children = list(root)
    for index, name in enumerate(("title", "desc")):
        if len(children) <= index or local(children[index].tag) != name:
            problems.append(f"child {index + 1} is not <{name}>")
        elif not "".join(children[index].itertext()).strip():
            problems.append(f"<{name}> is empty")
    return problems


def view_box(root):
    """The root's viewBox as four numbers; ValueError when it has none or a malformed one."""
    box = [float(value) for value in re.split(r"[\s,]+", root.get("viewBox", "").strip()) if value]
    if len(box) != 4 or box[2] <= 0 or box[3] <= 0:
        raise ValueError(f"viewBox {root.get('viewBox')!r}")
    return box


def problems(text, root):
    """Everything a picture must never have, whatever it shows: the safety audit's findings, a missing title or
    description, no viewBox (or a malformed one)."""
    try:
        view_box(root)
        box = []
    except ValueError as error:
        box = [str(error)]
    return audit(text, root) + heading_problems(root) + box


def isolate_problems(root):
    """What is wrong with the bidi isolates of every <text> holding a right-to-left letter: it must start with an
    isolate (leading white space aside, which SVG collapses) and pass oracles.bidi's rules (balanced, no right-to-left
    letter outside an isolate, no digit inside a right-to-left one). [] when nothing is."""
    problems = []
    for element in root.iter(f"{{{NS}}}text"):
        shown = "".join(element.itertext()).strip()
        if not any(map(bidi.is_right_to_left, shown)):
            continue
        if shown[0] not in bidi.ISOLATE_OPEN:
            problems.append(f"{shown[:40]!r} does not start with an isolate")
        problems += [f"{shown[:40]!r}: {problem}" for problem in bidi.isolate_problems(shown)]
    return problems


def _offset(element, parents):
    """The translation `element` and its ancestors apply; ValueError on any transform but translate()."""
    dx = dy = 0.0
    while element is not None:
        transform = element.get("transform", "").strip()
        if transform:
            match = re.fullmatch(r"translate\(\s*([-\d.eE]+)(?:[\s,]+([-\d.eE]+))?\s*\)", transform)
            if not match:
                raise ValueError(f"a transform other than translate(): {transform!r}")
            dx += float(match.group(1))
            dy += float(match.group(2) or 0)
        element = parents.get(element)
    return dx, dy


def panel(root, kind):
    """The first `kind` ("hourly" or "daily") meteogram panel's plot (its rect.plot, translations applied, with its
    data-columns) and its rain baseline's y (None without a line.rain-baseline), in user units; ValueError when the
    picture has no such panel."""
    parents = {child: parent for parent in root.iter() for child in parent}
    for group in root.iter(f"{{{NS}}}g"):
        if "meteogram" not in classes(group) or kind not in classes(group):
            continue
        plot = next((e for e in group.iter(f"{{{NS}}}rect") if "plot" in classes(e)), None)
        if plot is None:
            raise ValueError(f"no rect.plot in the {kind} panel")
        dx, dy = _offset(plot, parents)
        x, y, width, height = (float(plot.get(a, "0")) for a in ("x", "y", "width", "height"))
        line = next((e for e in group.iter(f"{{{NS}}}line") if "rain-baseline" in classes(e)), None)
        baseline = None if line is None else float(line.get("y1")) + _offset(line, parents)[1]
        return Panel(x + dx, y + dy, width, height, int(plot.get("data-columns", "0")), baseline)
    raise ValueError(f"no g.meteogram.{kind} in the picture")
