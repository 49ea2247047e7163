# shellcheck shell=bash
# Sourced (not run) by packaging/check-portable and packaging/check-packages: the minimal Debian roots they run
# forecast in, and the stub server they send its requests to. Needs root (debootstrap, chroot, mount), Debian's mirror
# and debootstrap (scripts/install-dependencies --checks installs it).
#
#   debian_root_make CHECK DIR [PACKAGE...]   a minimal bookworm root (debootstrap --variant=minbase) in DIR with the
#                                             PACKAGEs added; kept for reuse, made again only when it lacks one of them
#   debian_root_mount_proc DIR                mounts /proc in DIR (the Swift runtime reads its arguments there)
#   debian_root_unmount_proc DIR              and unmounts it, if mounted
#   stub_server_start LOG                     builds forecast-stub-server and serves it on a free loopback port
#                                             (packaging/lib/serve-stub.py, through oracles.stub), its output in
#                                             LOG; sets stub_pid and stub_url (http://127.0.0.1:PORT)
# CHECK names the calling script in its one-line errors.

debian_root_suite=bookworm
debian_root_mirror=http://deb.debian.org/debian

debian_root_make() {
    local check=$1 root=$2
    shift 2
    local wanted=("$@")
    if [ -x "$root/usr/bin/env" ] && debian_root_has "$root" ${wanted[@]+"${wanted[@]}"}; then
        return 0
    fi
    command -v debootstrap >/dev/null 2>&1 \
        || { echo "$check: debootstrap is not installed (Debian package debootstrap): run scripts/install-dependencies --checks" >&2; exit 1; }
    local include=()
    if [ ${#wanted[@]} -gt 0 ]; then include=("--include=$(IFS=,; echo "${wanted[*]}")"); fi
    echo "$check: making a minimal Debian $debian_root_suite root${wanted[*]+ with ${wanted[*]}} in $root" >&2
    debian_root_unmount_proc "$root"
    rm -rf "$root"
    mkdir -p "$(dirname "$root")"
    local log="$root.debootstrap.log"
    if ! debootstrap --variant=minbase ${include[@]+"${include[@]}"} "$debian_root_suite" "$root" "$debian_root_mirror" \
        >"$log" 2>&1; then
        echo "$check: debootstrap from $debian_root_mirror failed: $(tail -n 1 "$log") (whole log: $log)" >&2
        exit 1
    fi
}

# Whether every PACKAGE is installed in ROOT (read from its dpkg database, without entering it).
debian_root_has() {
    local root=$1
    shift
    [ $# -eq 0 ] && return 0
    local installed
    installed=$(dpkg-query --admindir="$root/var/lib/dpkg" -W -f '${db:Status-Status}\n' "$@" 2>/dev/null) || return 1
    [ "$(printf '%s\n' "$installed" | grep -cx installed)" -eq $# ]
}

debian_root_mount_proc() {
    mountpoint -q "$1/proc" || mount -t proc proc "$1/proc"
}

debian_root_unmount_proc() {
    if mountpoint -q "$1/proc" 2>/dev/null; then umount "$1/proc"; fi
}

stub_server_start() {
    local log=$1
    # A debug build: the release one would rebuild the modules packaging/build-release builds with other flags.
    swift build --quiet --product forecast-stub-server
    python3 packaging/lib/serve-stub.py "$(swift build --show-bin-path)/forecast-stub-server" >"$log" 2>&1 &
    # shellcheck disable=SC2034  # stub_pid is the caller's, to stop the server with (SIGTERM stops the stub too)
    stub_pid=$!
    for _ in $(seq 100); do
        [ "$(wc -l <"$log")" -ge 1 ] && break
        kill -0 "$stub_pid" 2>/dev/null || break
        sleep 0.1
    done
    stub_url=$(head -n 1 "$log")
    [[ "$stub_url" == http://127.0.0.1:* ]] || { echo "stub server: it did not start within 10 s: $(tail -n 1 "$log")" >&2; exit 1; }
}
