"""forecast's point-in-polygon, checked against shapely's `covers` (which counts the edge, as forecast does) for
every polygon of the recorded CAP documents the stub serves, at a grid of points around each, and vertices and edge
midpoints spread along its ring (polygon_grid). forecast's side is what a user sees: `forecast alerts --places-file` at every
point, the warning listed or not."""
import json

import pytest
import shapely

from oracles import polygon_grid

# The documents with polygons, the id forecast lists their warning under (the MoWaS document is a Cancel: the stub
# serves the alert it cancels, under the id it references), and the language block an English reader is shown.
DOCUMENTS = {
    "mo-cap_monsoon.xml": ("SMG-Weather_MS_2025_006_03", "en-US"),
    "alertswiss-POA-1216107687-4.xml": (None, "en"),
    "mow.DE-HE-KS-SE106-20250313-106-001.xml": (None, "en"),
    "noaa-2.49.0.1.840.0.9b5195e635069329b12a7c697fad5934d144784a.001.1.xml": (None, "en-US"),
}
# Of each polygon's grid, every GRID_STEP-th row and column (its corners, edges' middles and centre); and this many
# of its other points (vertices and edge midpoints) spread along its ring.
GRID_STEP = 3
ALONG_THE_RING = 6
# The most places one run is given (forecast's own limit).
PLACES_A_RUN = 1000


def identifier(document):
    """The id forecast lists the document's warning under: its own, or for a Cancel the one it references."""
    root = polygon_grid.ElementTree.fromstring(document)
    text = {element.tag.rpartition("}")[2]: (element.text or "").strip() for element in root}
    if text.get("msgType") == "Cancel":
        return text["references"].split()[0].split(",")[1]
    return text["identifier"]


def shown_polygons(document, language):
    """The polygons of the info block in `language`, as shapely polygons (an antimeridian ring moved east)."""
    root = polygon_grid.ElementTree.fromstring(document)
    for info in (element for element in root if element.tag.endswith("info")):
        tag = next((child.text for child in info if child.tag.endswith("language")), "en-US")
        if tag != language:
            continue
        rings = polygon_grid.rings(polygon_grid.ElementTree.tostring(info))
        return [shapely.Polygon(polygon_grid.unwrapped(ring)) for ring in rings]
    raise AssertionError(f"no {language} block")


def sample(points):
    """For every polygon of the document (a ring each language block repeats, once): a coarser grid (GRID_STEP), and
    ALONG_THE_RING of its other points spread along its ring."""
    by_polygon = {}
    for point in points:
        by_polygon.setdefault(point.polygon, []).append(point)
    chosen, seen_rings = [], set()
    for polygon_points in by_polygon.values():
        count = polygon_grid.GRID * polygon_grid.GRID
        grid, ring = polygon_points[:count], polygon_points[count:]
        key = tuple((point.latitude, point.longitude) for point in grid)
        if key in seen_rings:
            continue
        seen_rings.add(key)
        coarse = [point for index, point in enumerate(grid)
                  if (index // polygon_grid.GRID) % GRID_STEP == 0 and (index % polygon_grid.GRID) % GRID_STEP == 0]
        chosen += coarse + ring[::max(1, len(ring) // ALONG_THE_RING)]
    return chosen


@pytest.mark.parametrize("name", sorted(DOCUMENTS))
def test_a_warning_is_listed_exactly_where_shapely_says_its_polygon_covers_the_place(name, forecast, tmp_path):
    document = (polygon_grid.DOCUMENTS / name).read_bytes()
    expected_id, language = DOCUMENTS[name]
    expected_id = expected_id or identifier(document)
    polygons = shown_polygons(document, language)
    points = sample(polygon_grid.points_of(name))
    reports = []
    for start in range(0, len(points), PLACES_A_RUN):
        places = tmp_path / f"places-{start}.txt"
        places.write_text("".join(f"{point.latitude!r},{point.longitude!r}\n" for point in points[start:start + PLACES_A_RUN]))
        found = forecast.json("alerts", "--places-file", str(places), "--format", "json", timeout=600)
        reports += found if isinstance(found, list) else [found]
    assert len(reports) == len(points)
    disagreements = []
    for point, report in zip(points, reports):
        listed = any(alert["id"] == expected_id for alert in report["alerts"])
        here = [shapely.Point(point.longitude + shift, point.latitude) for shift in (0, 360)]
        covered = any(polygon.covers(spot) for polygon in polygons for spot in here)
        # A computed midpoint may lie a hair off its edge: within forecast's tolerance it is on the edge, so inside.
        on_edge = min(polygon.exterior.distance(spot) for polygon in polygons for spot in here) <= polygon_grid.EDGE_TOLERANCE
        if listed != (covered or on_edge):
            disagreements.append((point.latitude, point.longitude, covered, listed))
    assert disagreements == [], f"{len(disagreements)} of {len(points)} points: (lat, lon, shapely, forecast) {disagreements[:5]}"
