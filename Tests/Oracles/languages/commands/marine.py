"""`marine`: the sea hour by hour: the waves, wind waves and swells (heights, compass words, periods), the sea's state,
temperature, current and level, columns yielding to a narrow terminal."""
ORDER = 110


def arguments(code):
    return ["marine", "Biarritz", "--hours", "6", "--lang", code]
