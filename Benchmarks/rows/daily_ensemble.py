"""`daily --ensemble` for a place, answered wholly from the cache (the forecast and the ensemble's 40 members)."""
from runner.shared import DAILY, Row

ORDER = 40
DAILY_ENSEMBLE = DAILY + ["--ensemble"]
ROWS = [Row("daily --ensemble, fully cached", DAILY_ENSEMBLE, f"`forecast {' '.join(DAILY_ENSEMBLE)}`, fully cached", warm=True)]
