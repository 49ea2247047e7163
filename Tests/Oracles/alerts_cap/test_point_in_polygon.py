"""forecast's point-in-polygon, checked against shapely's `covers` (which counts the edge, as forecast does) for
every polygon of the recorded CAP documents the stub serves, at a grid of points around each, its vertices and the
midpoints of its edges (polygon_grid). forecast's side is what a user sees: `forecast alerts --places-file` at every
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
# The points of one polygon checked beyond its grid: vertices and edge midpoints, spread along the ring.
ALONG_THE_RING = 12
# The most polygons of one document checked, spread through it (the NWS's has 212 and MoWaS's 225: every place of a
# run reads the whole document again, and a debug build takes a while over 1.6 MB).
MOST_POLYGONS = 6


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
    """The grid of at most MOST_POLYGONS polygons spread through the document, and ALONG_THE_RING of each one's other
    points spread along its ring."""
    by_polygon = {}
    for point in points:
        by_polygon.setdefault(point.polygon, []).append(point)
    polygons = sorted(by_polygon)
    spread = polygons[::max(1, len(polygons) // MOST_POLYGONS)][:MOST_POLYGONS]
    chosen = []
    for polygon_points in (by_polygon[polygon] for polygon in spread):
        grid = polygon_points[:polygon_grid.GRID * polygon_grid.GRID]
        ring = polygon_points[len(grid):]
        step = max(1, len(ring) // ALONG_THE_RING)
        chosen += grid + ring[::step]
    return chosen


@pytest.mark.parametrize("name", sorted(DOCUMENTS))
def test_a_warning_is_listed_exactly_where_shapely_says_its_polygon_covers_the_place(name, forecast, tmp_path):
    document = (polygon_grid.DOCUMENTS / name).read_bytes()
    expected_id, language = DOCUMENTS[name]
    expected_id = expected_id or identifier(document)
    polygons = shown_polygons(document, language)
    points = sample(polygon_grid.points_of(name))
    places = tmp_path / "places.txt"
    places.write_text("".join(f"{point.latitude!r},{point.longitude!r}\n" for point in points))
    reports = forecast.json("alerts", "--places-file", str(places), "--format", "json", timeout=600)
    assert len(reports) == len(points)
    disagreements = []
    for point, report in zip(points, reports):
        listed = any(alert["id"] == expected_id for alert in report["alerts"])
        here = [shapely.Point(point.longitude + shift, point.latitude) for shift in (0, 360)]
        covered = any(polygon.covers(spot) for polygon in polygons for spot in here)
        near_edge = min(polygon.exterior.distance(spot) for polygon in polygons for spot in here) <= polygon_grid.EDGE_TOLERANCE
        if listed != covered and not near_edge:
            disagreements.append((point.latitude, point.longitude, covered, listed))
    assert disagreements == [], f"{len(disagreements)} of {len(points)} points: (lat, lon, shapely, forecast) {disagreements[:5]}"
