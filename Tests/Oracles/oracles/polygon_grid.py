"""Points around every polygon of the recorded CAP documents, each with shapely's verdict on whether the polygon
covers it (the edge counts, as forecast counts it): the independent side of the check of forecast's point-in-polygon.

    for point in polygon_grid.points():   # or points(folder) for another folder of CAP documents
        point.document, point.polygon, point.latitude, point.longitude, point.covered, point.edge_distance

For each `<polygon>` (an empty `<polygon/>` draws nothing and is skipped; an open ring is closed, as forecast closes
it), in the order the document has them: a GRID × GRID grid over its bounding box grown by a fifth on every side,
every vertex, and the midpoint of every edge; of a ring of more than MOST_EDGES edges (the NWS's Alaskan ring has
34,065), the vertices and midpoints of every k-th edge only, at most MOST_EDGES of each, so that the checks stay
quick (about 119,000 points for the six recorded documents). A midpoint is computed in floating point, so it may lie
a hair off its edge and shapely may say it is not covered: `edge_distance` is its distance from the ring in degrees,
and forecast counts a point within its edge tolerance (EDGE_TOLERANCE, `AlertPolygon.edgeTolerance`) as on the edge,
so inside.

shapely works on a plane: a ring that crosses the antimeridian (one longitude to the next jumps by more than 180°) is
moved east, its western longitudes by 360°, and each point is tested there at its longitude and that plus 360°; the
points are given back in −180…180.
"""
import collections
import xml.etree.ElementTree as ElementTree

import shapely

from . import paths

# The recorded CAP documents, as the stub server serves them (copies of ../shared/fixtures/cap/, byte for byte).
DOCUMENTS = paths.ROOT / "Sources/StubServer/Fixtures/public-alerts"
# The points of a grid along each side of a polygon's grown bounding box.
GRID = 7
# How much of its size the bounding box grows by on each side.
GROWTH = 0.2
# The most edges of one ring whose vertices and midpoints are tested.
MOST_EDGES = 500
# How far from an edge, in degrees, forecast still counts a point as on it.
EDGE_TOLERANCE = 1e-9

GridPoint = collections.namedtuple("GridPoint", "document polygon latitude longitude covered edge_distance")
GridPoint.__doc__ = """A point near one of a document's polygons (`polygon`: its position among the document's polygons
that draw something), shapely's `covers` verdict for it, and its distance in degrees from the polygon's ring."""


def points(folder=DOCUMENTS):
    """Every grid point, vertex and edge midpoint of every polygon of every CAP document (`*.xml`) in `folder`, by
    document name."""
    for path in sorted(folder.glob("*.xml")):
        yield from points_of(path.name, folder)


def points_of(name, folder=DOCUMENTS):
    """The points of the document `name` in `folder`, as `points` gives them."""
    path = folder / name
    for index, ring in enumerate(rings(path.read_bytes())):
        yield from (GridPoint(path.name, index, *verdict) for verdict in verdicts(ring))


def rings(document):
    """The rings of a CAP document's non-empty `<polygon>`s, closed, as lists of (longitude, latitude), whatever the
    CAP namespace."""
    for element in ElementTree.fromstring(document).iter():
        if element.tag.rpartition("}")[2] == "polygon" and (element.text or "").strip():
            pairs = (pair.split(",") for pair in element.text.split())
            ring = [(float(longitude), float(latitude)) for latitude, longitude in pairs]
            yield ring if ring[0] == ring[-1] else ring + ring[:1]


def verdicts(ring):
    """(latitude, longitude, covered, edge distance) for every point around `ring`, a list of (longitude, latitude)."""
    ring = unwrapped(ring)
    polygon, boundary = shapely.Polygon(ring), shapely.LinearRing(ring)
    shapely.prepare(polygon)
    here = list(candidates(ring))
    tries = [shapely.points(here), shapely.points([(longitude + 360, latitude) for longitude, latitude in here])]
    covered = shapely.covers(polygon, tries[0]) | shapely.covers(polygon, tries[1])
    distances = [shapely.distance(boundary, points) for points in tries]
    for (longitude, latitude), inside, *distance in zip(here, covered, *distances):
        yield latitude, wrapped(longitude), bool(inside), float(min(distance))


def unwrapped(ring):
    """`ring` with its western longitudes moved east by 360° when it crosses the antimeridian, else as it is."""
    crosses = any(abs(a[0] - b[0]) > 180 for a, b in zip(ring, ring[1:]))
    return [(longitude + 360 if crosses and longitude < 0 else longitude, latitude) for longitude, latitude in ring]


def wrapped(longitude):
    """`longitude` brought back into −180…180."""
    return longitude - 360 if longitude > 180 else longitude


def candidates(ring):
    """The grid over the ring's grown bounding box, its vertices and its edges' midpoints, as (longitude, latitude)."""
    longitudes, latitudes = [point[0] for point in ring], [point[1] for point in ring]
    west, east, south, north = min(longitudes), max(longitudes), min(latitudes), max(latitudes)
    grow_x, grow_y = (east - west) * GROWTH, (north - south) * GROWTH
    west, east, south, north = west - grow_x, east + grow_x, max(south - grow_y, -90), min(north + grow_y, 90)
    for row in range(GRID):
        for column in range(GRID):
            yield west + (east - west) * column / (GRID - 1), south + (north - south) * row / (GRID - 1)
    step = -(-(len(ring) - 1) // MOST_EDGES)
    edges = list(zip(ring, ring[1:]))[::step]
    yield from (a for a, _ in edges)
    yield from (((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in edges)
