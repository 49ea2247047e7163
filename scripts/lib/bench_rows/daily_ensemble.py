"""`daily --ensemble` for a place, answered wholly from the cache (the forecast and the ensemble's 40 members)."""
from benchlib import DAILY, Row

ORDER = 40
# The service it asks beside the forecast and the place search, pointed at the stub server.
URLS = ["FORECAST_ENSEMBLE_URL"]
DAILY_ENSEMBLE = DAILY + ["--ensemble"]
ROWS = [Row("daily --ensemble, fully cached", DAILY_ENSEMBLE, f"`forecast {' '.join(DAILY_ENSEMBLE)}`, fully cached", warm=True)]
