"""The Debian tools the benchmarks run (ansiweather's own jq and bc too). `scripts/install-dependencies --checks`
installs them; the runner installs nothing, and stops naming each one that is missing and its package."""
from oracles import tools

# wrk loads forecast serve and nginx, which stands beside it and in front of it (parts 8 and 9); strip makes the binaries
# as the packages ship them, whose sizes part 6 gives.
COMMANDS = ["hyperfine", "ansiweather", "jq", "bc", "curl", "wrk", "nginx", "strip"]


def require():
    missing = tools.missing(COMMANDS)
    if missing:
        raise SystemExit(f"bench: not installed: {', '.join(missing)}; scripts/install-dependencies --checks installs them")
