"""`air`: the air now and for six hours (the index, particles, gases, UV and pollen)."""
ORDER = 60


def arguments(code):
    return ["air", "London", "--hours", "6", "--lang", code]
