"""The same cached `daily` in Japanese and in English (its place search cached in each language): a language costs
only its own catalogue, read for the run (issue 31)."""
from runner.shared import DAILY, Row, Target, ratio, verdict

ORDER = 60
DAILY_JA = DAILY + ["--lang", "ja"]
DAILY_EN = DAILY + ["--lang", "en"]
TARGET_LANGUAGE_RATIO = 1.05
ROWS = [Row("daily --lang ja, fully cached", DAILY_JA, f"`forecast {' '.join(DAILY_JA)}`, fully cached (Japanese)", warm=True),
        Row("daily --lang en, fully cached", DAILY_EN, f"`forecast {' '.join(DAILY_EN)}`, fully cached (English, the same run)", warm=True)]


def targets(startup):
    language_ratio = ratio(startup, "daily --lang ja, fully cached", "daily --lang en, fully cached")
    return [Target(30, f"| a cached `daily --lang ja` at most {TARGET_LANGUAGE_RATIO}× the same in English | "
                       f"{language_ratio:.2f}× | {verdict(language_ratio <= TARGET_LANGUAGE_RATIO)} |",
                   f"daily --lang ja {language_ratio:.2f}x of --lang en")]
