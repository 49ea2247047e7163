"""A warning from a CAP feed shows wherever warnings show: the status bars' urgent state and the pictures' warning
strip (forecast serve's /PLACE/alerts is checked in serve/, the MCP tool's document in agents/, forecast watch's
notice in watch/)."""

SOUTH_ISRAEL = ("--lat", "31.2", "--lon", "35.35")


def test_an_extreme_cap_warning_in_force_makes_the_i3blocks_block_urgent(forecast):
    run = forecast.run("current", "--lat", "51.3", "--lon", "9.5", "--format", "i3blocks")
    assert run.returncode == 33, run.stderr


def test_the_pictures_warning_strip_names_the_cap_warning(forecast):
    svg = forecast.output("hourly", *SOUTH_ISRAEL, "--hours", "12", "--format", "svg")
    assert "FLOOD" in svg
