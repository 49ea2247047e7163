"""`forecast moon` for a coordinate (computed, nothing asked)."""
from runner.shared import Row

ORDER = 90
MOON = ["moon", "--lat", "69.65", "--lon", "18.96", "--days", "7", "--timezone", "Europe/Oslo"]
ROWS = [Row("moon, a coordinate", MOON, f"`forecast {' '.join(MOON)}` (computed, no request)", warm=False)]
