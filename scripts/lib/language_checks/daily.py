"""`daily` in each language, checked in pyte at 80 and 120 columns (scripts/check-languages); at 80 columns its dates
and decimals are also checked against CLDR's."""
ORDER = 10
NAME = "daily"


def arguments(code):
    return ["daily", "London", "--days", "7", "--lang", code]


def also(language, code, columns, text):
    """The weekday and month names, the date order and the decimal sign of the table at 80 columns, against CLDR."""
    if columns != 80:
        return
    days = language.json(["daily", "London", "--days", "7", "--format", "json", "--lang", code], columns)["days"]
    problems = language.check_dates(code, text, days)
    language.check(f"{code}: weekday and month names and date order as CLDR's", not problems, "; ".join(problems[:2]))
    problems = language.check_decimal(code, text)
    language.check(f"{code}: decimal sign as CLDR's", not problems, "; ".join(problems))
