# shellcheck shell=bash
# Sourced (not run) by packaging/package and packaging/check-packages: the names of forecast's packages, and how a
# version reads in each. The version itself is never written here: it is what the built binary's --version says.
#
#   package_semver BINARY        "X" from BINARY's "forecast X", checked to be a SemVer (0.2.0, 0.2.0-dev, 1.0.0-rc.1)
#   package_debian_version X     Debian's spelling: the pre-release's "-" becomes "~", which sorts before the release
#                                (0.2.0-dev -> 0.2.0~dev < 0.2.0); any other "-" becomes "." (a native package's
#                                version has none)
#   package_tarball_name X       forecast-X-linux-ARCH.tar.gz (ARCH: uname -m)
#   package_deb_name X           forecast_DEBIANVERSION_DEBARCH.deb (DEBARCH: dpkg --print-architecture)

package_semver() {
    local said version
    said=$("$1" --version) || { echo "package: $1 --version failed" >&2; return 1; }
    version=${said#forecast }
    if [ "$said" = "$version" ] || ! [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$ ]]; then
        echo "package: '$said' is not 'forecast' and a SemVer version" >&2
        return 1
    fi
    printf '%s\n' "$version"
}

package_debian_version() {
    local core=${1%%+*} build=""
    [ "$core" = "$1" ] || build="+${1#*+}"
    if [ "${core%%-*}" != "$core" ]; then core="${core%%-*}~${core#*-}"; fi
    core=${core//-/.}
    printf '%s%s\n' "$core" "${build//-/.}"
}

package_tarball_name() {
    printf 'forecast-%s-linux-%s.tar.gz\n' "$1" "$(uname -m)"
}

package_deb_name() {
    printf 'forecast_%s_%s.deb\n' "$(package_debian_version "$1")" "$(dpkg --print-architecture)"
}
