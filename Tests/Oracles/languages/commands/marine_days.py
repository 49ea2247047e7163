"""`marine --days`: each day's highest waves, its sea state and its high and low waters."""
ORDER = 111


def arguments(code):
    return ["marine", "Biarritz", "--days", "3", "--lang", code]
