#!/usr/bin/env python3
"""Prints the rows of Tests/DomainTests/MoonCalculatorTests.swift: for each instant, PyEphem 4.2's lit fraction of
the Moon (its own lunar theory, an independent implementation) and its next new and full moons after it, as seconds
since 1970, UTC. Run: pip install ephem; scripts/reference/moon-table.py"""
import datetime

import ephem

START = datetime.datetime(2026, 1, 1, 12, tzinfo=datetime.timezone.utc)
for step in range(0, 800, 37):  # every 37 days for about two years: every phase, both halves of each year
    when = START + datetime.timedelta(days=step, hours=step % 24)
    date = ephem.Date(when.replace(tzinfo=None))
    moon = ephem.Moon(date)

    def seconds(value):
        return int(round(ephem.Date(value).datetime().replace(tzinfo=datetime.timezone.utc).timestamp()))
    print(f"        MoonRow({int(when.timestamp())}, illumination: {moon.moon_phase:.4f}, "
          f"newMoon: {seconds(ephem.next_new_moon(date))}, fullMoon: {seconds(ephem.next_full_moon(date))}),")
