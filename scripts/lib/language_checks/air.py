"""`air` in each language, checked in pyte at 80 and 120 columns (scripts/check-languages)."""
ORDER = 60
NAME = "air"


def arguments(code):
    return ["air", "London", "--hours", "6", "--lang", code]
