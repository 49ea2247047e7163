"""`history` for a place, answered wholly from the cache (the archive's answer)."""
from benchlib import Row

ORDER = 30
# The service it asks beside the forecast and the place search, pointed at the stub server.
URLS = ["FORECAST_ARCHIVE_URL"]
HISTORY = ["history", "--city", "London", "--date", "1953-01-31", "--to", "1953-02-06"]
ROWS = [Row("history, fully cached", HISTORY, f"`forecast {' '.join(HISTORY)}`, fully cached", warm=True)]
