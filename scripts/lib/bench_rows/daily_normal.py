"""`daily --normal` for a place, answered wholly from the cache (the normals' 30-year answer included)."""
from benchlib import DAILY, Row

ORDER = 20
# The service it asks beside the forecast and the place search, pointed at the stub server.
URLS = ["FORECAST_ARCHIVE_URL"]
DAILY_NORMAL = DAILY + ["--normal"]
ROWS = [Row("daily --normal, fully cached", DAILY_NORMAL, f"`forecast {' '.join(DAILY_NORMAL)}`, fully cached", warm=True)]
