"""`compare` in each language, checked in pyte at 80 and 120 columns (scripts/check-languages)."""
ORDER = 90
NAME = "compare"


def arguments(code):
    return ["compare", "London", "--days", "3", "--lang", code]
