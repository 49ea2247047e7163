"""`daily`: seven days, whose dates and decimals test_dates_and_numbers.py also checks against CLDR."""
ORDER = 10


def arguments(code):
    return ["daily", "London", "--days", "7", "--lang", code]
