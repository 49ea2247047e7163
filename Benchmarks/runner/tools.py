"""The Debian tools the benchmarks run. scripts/install-dependencies installs them; the runner installs nothing, and
stops naming each one that is missing and its package."""
import shutil

# Each tool, and the Debian package that has it (ansiweather's own jq and bc too).
PACKAGES = {"hyperfine": "hyperfine", "ansiweather": "ansiweather", "jq": "jq", "bc": "bc", "curl": "curl"}


def require():
    missing = [f"{tool} (Debian package {package})" for tool, package in PACKAGES.items() if not shutil.which(tool)]
    if missing:
        raise SystemExit(f"bench: not installed: {', '.join(missing)}; scripts/install-dependencies installs them")
