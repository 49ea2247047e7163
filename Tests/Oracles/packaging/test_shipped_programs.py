"""The programs the packages ship, named alike in every place that builds, installs, packages or measures them, read
from the files themselves, offline: packaging/build-release builds them (every executable product of Package.swift but
the checks' stub server), packaging/install installs each with its manual page, packaging/package checks each one's
libraries, packaging/check-packages looks for each in the .deb and the tarball, the Homebrew formula installs each with
its manual page, and the benchmarks' table of sizes lists each. A program added to one and forgotten in another (as
forecast-mcp could have been, beside forecast-serve) fails here, not on CI's package run."""
import re

import pytest

from oracles import paths

# Executable products that are not shipped: the stand-in for the weather services that the checks start.
NOT_SHIPPED = {"forecast-stub-server"}


def read(relative):
    return (paths.ROOT / relative).read_text(encoding="utf-8")


def shell_list(text, pattern):
    """The words of the first shell list `pattern` (a regular expression with one group) finds in `text`."""
    found = re.search(pattern, text, re.MULTILINE)
    assert found, f"no match for {pattern!r}"
    return found[1].split()


@pytest.fixture(scope="module")
def shipped():
    """The programs packaging/build-release builds, in its order."""
    return shell_list(read("packaging/build-release"), r"^for product in (.+); do$")


def test_build_release_builds_every_executable_product(shipped):
    """Every executable product of Package.swift but the stub server is built by packaging/build-release, and
    nothing else is."""
    products = re.findall(r'\.executable\(name: "([^"]+)"', read("Package.swift"))
    assert sorted(shipped) == sorted(set(products) - NOT_SHIPPED)


def test_install_installs_each_with_its_manual_page(shipped):
    """packaging/install copies each program beside forecast and installs its manual page."""
    install = read("packaging/install")
    assert shell_list(install, r"^for program in (.+); do$") == shipped
    pages = re.findall(r"\.build/plugins/GenerateManual/outputs/\w+/([\w-]+)\.1\b", install)
    assert pages == shipped


def test_package_checks_the_libraries_of_each(shipped):
    """packaging/package checks what each program links (and the glibc it needs) before writing Depends."""
    programs = shell_list(read("packaging/package"), r"^programs=\((.+)\)$")
    assert [program.strip('"').removeprefix("$deb/usr/bin/") for program in programs] == shipped


def test_check_packages_looks_for_each_in_both_packages(shipped):
    """packaging/check-packages fails when the .deb lacks a program or its manual page, or the tarball a program."""
    check = read("packaging/check-packages")
    for program in shipped:
        assert f"/usr/bin/{program} " in check, f"the .deb's file list lacks /usr/bin/{program}"
        assert f"/usr/share/man/man1/{program}.1.gz" in check, f"the .deb's file list lacks {program}.1.gz"
    siblings = shell_list(check, r"^for program in (.+); do\n\s+grep -qx \"forecast-\$version/bin/\$program\"")
    assert siblings == [program for program in shipped if program != "forecast"]


def test_homebrew_formula_installs_each_with_its_manual_page(shipped):
    """The Homebrew formula installs each program from the tarball, and its manual page."""
    formula = read("packaging/homebrew/forecast.rb.in")
    assert re.findall(r'"bin/([\w-]+)"', formula) == shipped
    assert re.findall(r'"share/man/man1/([\w-]+)\.1"', formula) == shipped


def test_benchmarks_list_the_size_of_each(shipped):
    """The benchmarks' table of sizes (Benchmarks/runner/parts/previous.py) has a row for each program."""
    labels = re.findall(r'"`([\w-]+)` \(this commit\)"', read("Benchmarks/runner/parts/previous.py"))
    assert labels == shipped
