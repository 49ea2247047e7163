"""`marine --days` in each language: each day's highest waves, its sea state and its high and low waters, checked in
pyte at 80 and 120 columns (scripts/check-languages)."""
ORDER = 111
NAME = "marine --days"


def arguments(code):
    return ["marine", "Biarritz", "--days", "3", "--lang", code]
