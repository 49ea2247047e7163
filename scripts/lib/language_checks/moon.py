"""`moon` in each language, checked in pyte at 80 and 120 columns (scripts/check-languages)."""
ORDER = 80
NAME = "moon"


def arguments(code):
    return ["moon", "London", "--days", "5", "--lang", code]
