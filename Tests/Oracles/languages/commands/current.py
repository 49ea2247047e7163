"""`current`: the weather now, a label and a value a row."""
ORDER = 50


def arguments(code):
    return ["current", "London", "--lang", code]
