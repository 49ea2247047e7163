"""`forecast air` for a place, answered wholly from the cache (the place search and the air quality answer)."""
from benchlib import Row

ORDER = 10
# The service it asks beside the forecast and the place search, pointed at the stub server.
URLS = ["FORECAST_AIR_QUALITY_URL"]
AIR = ["air", "--city", "London", "--hours", "24"]
ROWS = [Row("air, fully cached", AIR, f"`forecast {' '.join(AIR)}`, fully cached", warm=True)]
