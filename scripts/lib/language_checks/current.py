"""`current` in each language, checked in pyte at 80 and 120 columns (scripts/check-languages)."""
ORDER = 50
NAME = "current"


def arguments(code):
    return ["current", "London", "--lang", code]
