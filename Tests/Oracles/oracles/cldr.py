"""CLDR, through Babel's copy of it, for forecast's languages: the reference their plural rules, day and month names,
date order, decimal sign and writing direction are checked against. forecast writes British English and simplified
Chinese, so `en` and `zh` are checked against en_GB and zh_Hans."""
import re

from babel import Locale
from babel.dates import get_day_names, get_month_names

# forecast's language codes.
LANGUAGES = tuple("en de fr es it pt nl pl ru uk sv nb tr ar fa he hi zh ja ko".split())
# The CLDR locale of each of forecast's language codes that is not named by the code alone.
LOCALES = {"en": "en_GB", "zh": "zh_Hans"}


def locale(code):
    """Babel's Locale for forecast's language `code`."""
    return Locale.parse(LOCALES.get(code, code))


def plural_category(code, n):
    """CLDR's plural category of the number `n` in `code`: "one", "few", "other", …"""
    return locale(code).plural_form(n)


def plural_categories(code):
    """Every plural category `code` has ("other" always among them)."""
    return set(locale(code).plural_form.tags) | {"other"}


def is_right_to_left(code):
    """Whether `code` is written from right to left (CLDR's character order)."""
    return locale(code).character_order == "right-to-left"


def right_to_left_languages():
    """The languages written from right to left, in LANGUAGES' order."""
    return [code for code in LANGUAGES if is_right_to_left(code)]


def names(code, kind):
    """Every CLDR name of each weekday (kind "day", Monday 0) or month (kind "month", 1…12) in `code`: wide,
    abbreviated and (weekdays) short, in format and stand-alone context; not the narrow ones, single letters that
    would match anywhere."""
    found = {}
    widths = ("wide", "abbreviated", "short") if kind == "day" else ("wide", "abbreviated")
    for width in widths:
        for context in ("format", "stand-alone"):
            table = (get_day_names if kind == "day" else get_month_names)(width, context, locale=locale(code))
            for key, name in table.items():
                found.setdefault(key, set()).add(name)
    return found


def short_date_order(code):
    """The order of "weekday", "day" and "month" in CLDR's MMMEd skeleton for `code` (English: "Sun 22 Nov")."""
    pattern = re.sub(r"'[^']*'", "", locale(code).datetime_skeletons["MMMEd"].pattern)
    kinds = {"E": "weekday", "c": "weekday", "d": "day", "M": "month", "L": "month"}
    order = []
    for match in re.finditer(r"E+|c+|d+|M+|L+", pattern):
        kind = kinds[match.group(0)[0]]
        if kind not in order:
            order.append(kind)
    return order


def decimal_sign(code):
    """CLDR's decimal sign for `code` in Latin digits."""
    return locale(code).number_symbols["latn"]["decimal"]
