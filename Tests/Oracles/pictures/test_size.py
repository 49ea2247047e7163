"""A week of hours (`hourly London --hours 168 --format svg`) fits in 60 KiB, with and without --ensemble's band:
small enough to inline in a page or send in a message."""
import pytest

LIMIT = 61_440


@pytest.mark.parametrize("extra", [(), ("--ensemble",)], ids=["plain", "ensemble"])
def test_a_week_of_hours_fits_in_60_kib(pictures, extra):
    size = len(pictures.svg("hourly", "London", "--hours", "168", *extra).text.encode())
    assert 0 < size <= LIMIT
