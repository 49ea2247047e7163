"""`history` for a place, answered wholly from the cache (the archive's answer)."""
from runner.shared import Row

ORDER = 30
HISTORY = ["history", "--city", "London", "--date", "1953-01-31", "--to", "1953-02-06"]
ROWS = [Row("history, fully cached", HISTORY, f"`forecast {' '.join(HISTORY)}`, fully cached", warm=True)]
