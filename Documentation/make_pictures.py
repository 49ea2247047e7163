"""Makes the README's pictures from the stub server, as a user would: `forecast hourly --hours 168 --format svg` and
`forecast daily --format svg` for London, light, rendered to PNG by rsvg-convert (Debian's librsvg2-bin, with the Noto
fonts they are drawn in: scripts/install-dependencies --checks installs both). The stub's weather follows the clock, so each run
draws the week from now.

    scripts/make-readme-pictures                       builds forecast and the stub server, then runs this
    python3 Documentation/make_pictures.py [FOLDER]    writes FOLDER/week-hourly.png and FOLDER/week-daily.png
                                                       (FOLDER: Documentation) with the built forecast
                                                       (FORECAST_BUILD_DIR, else .build/debug)
"""
import pathlib
import shutil
import subprocess
import sys
import tempfile

DOCUMENTATION = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(DOCUMENTATION.parent / "Tests/Oracles"))
from oracles import paths  # noqa: E402  (the checks' shared code: the built programs, the stub server)
from oracles.program import Forecast, Home  # noqa: E402
from oracles.stub import StubServer  # noqa: E402

# Each picture, by its file's name, and the command that draws it.
PICTURES = {
    "week-hourly": ["hourly", "London", "--hours", "168"],
    "week-daily": ["daily", "London"],
}


def main(folder):
    rsvg_convert = shutil.which("rsvg-convert")
    if rsvg_convert is None:
        sys.exit("make_pictures: rsvg-convert is not installed (Debian package librsvg2-bin); "
                 "scripts/install-dependencies --checks installs it")
    with tempfile.TemporaryDirectory() as work, StubServer() as stub:
        work = pathlib.Path(work)
        forecast = Forecast(paths.program("forecast"), stub.environment, Home(work / "home"), now=None)
        for name, arguments in PICTURES.items():
            picture = work / f"{name}.svg"
            forecast.output(*arguments, "--format", "svg", "--theme", "light", "--output", str(picture))
            subprocess.run([rsvg_convert, "--width", "1600", "-o", folder / f"{name}.png", picture], check=True)
    print(" and ".join(str(folder / f"{name}.png") for name in PICTURES) + ", drawn from the stub server.")


if __name__ == "__main__":
    main(pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else DOCUMENTATION)
