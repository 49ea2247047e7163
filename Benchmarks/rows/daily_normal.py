"""`daily --normal` for a place, answered wholly from the cache (the normals' 30-year answer included)."""
from runner.shared import DAILY, Row

ORDER = 20
DAILY_NORMAL = DAILY + ["--normal"]
ROWS = [Row("daily --normal, fully cached", DAILY_NORMAL, f"`forecast {' '.join(DAILY_NORMAL)}`, fully cached", warm=True)]
