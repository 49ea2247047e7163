"""The Debian tools the benchmarks run (ansiweather's own jq and bc too). `scripts/install-dependencies --checks`
installs them; the runner installs nothing, and stops naming each one that is missing and its package."""
from oracles import tools

COMMANDS = ["hyperfine", "ansiweather", "jq", "bc", "curl"]


def require():
    missing = tools.missing(COMMANDS)
    if missing:
        raise SystemExit(f"bench: not installed: {', '.join(missing)}; scripts/install-dependencies --checks installs them")
