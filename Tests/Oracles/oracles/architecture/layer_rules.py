"""The dependency rule, checked on the sources of every Swift target in Sources/: each imports only what it may, no
layer imports one above it, only the composition roots see both a front door and Platform, libraries re-export and
hide nothing, the argument parser and TOML stay in their front doors, and the core touches no process."""
import re

from . import sources

# What each Swift target in Sources/ may import. A new import must be added here on purpose, in review.
ALLOWED_IMPORTS = {
    # The core: the standard library only.
    "Domain": set(),
    "DomainTesting": {"Domain", "Synchronization"},
    "Platform": {"Domain", "CCurl", "CXML", "FoundationEssentials", "Synchronization", "Glibc"},
    # Text made safe to print: the standard library only.
    "TerminalSafety": set(),
    # The core every front door shares sees Domain's protocols, never Platform, and no front door: no argument parser,
    # no configuration format (Glibc for its mathematics only; see PROCESS_TOUCHES).
    "Application": {"Domain", "TerminalSafety", "Glibc"},
    # The settings every front door reads: the configuration file's TOML is read here and nowhere else.
    "ForecastSettings": {"Application", "Domain", "TOMLKit", "FoundationEssentials", "Glibc"},
    # The command-line front door: the argument parser, the terminal and the process's streams.
    "ForecastCommandLine": {"Application", "ForecastSettings", "Domain", "TerminalSafety", "ArgumentParser",
                            "WatchDelivery", "FoundationEssentials", "Glibc"},
    # Where `forecast watch`'s notices go and what it keeps: the desktop through the libdbus shim, a command run
    # without a shell, the state file and its lock, the systemd user units. The core's protocols, no front door.
    "WatchDelivery": {"Application", "CDBus", "CSpawn", "FoundationEssentials", "Dispatch", "Glibc"},
    # The composition root the executables share: the core's requests for use cases answered with Platform's services.
    "Composition": {"Application", "Domain", "Platform"},
    # The thin executable: `Main`, the only code that touches the process (its environment, signals and exit), over the
    # composition root. It links no web server.
    "ForecastCLI": {"ForecastCommandLine", "Composition", "FoundationEssentials", "Glibc"},
    # What the long-lived front doors share: a view run over the core, its output in memory, the use cases shared by
    # every request, the settings read once, a client's place name. No server, no protocol, no process.
    "ServingCore": {"Application", "ForecastSettings", "Domain", "Synchronization", "Glibc"},
    # The HTTP front door of `forecast serve`: the web server, its logs and metrics, and the arguments of forecast-serve.
    "ForecastServer": {"Application", "ForecastSettings", "Domain", "ServingCore", "TerminalSafety", "ArgumentParser", "Hummingbird", "HummingbirdCore",
                       "NIOCore", "NIOHTTP1", "NIOHTTPTypes", "HTTPTypes", "Logging", "ServiceLifecycle", "UnixSignals", "Prometheus",
                       "Synchronization", "Glibc"},
    # The `forecast-serve` executable: `Main` over the composition root.
    "ForecastServe": {"ForecastServer", "Composition", "FoundationEssentials", "Glibc"},
    # The agents' front door of `forecast mcp`: the Model Context Protocol's SDK (which loads full Foundation), its
    # logs, the arguments of forecast-mcp, and the standard streams it speaks on.
    "ForecastMCP": {"Application", "ForecastSettings", "Domain", "ServingCore", "TerminalSafety", "ArgumentParser", "MCP", "Logging",
                    "Foundation", "Dispatch", "Synchronization", "Glibc"},
    # The `forecast-mcp` executable: `Main` over the composition root.
    "ForecastMCPProgram": {"ForecastMCP", "Composition", "Foundation", "Glibc"},
    # The stand-in for the services: Domain's astronomy gives the Sun's rise and set it makes for a place.
    "StubServer": {"CZlib", "Domain", "Foundation", "Synchronization", "Glibc"},
    # The stand-in's command: the catalogue (Platform) and the variables' rule (ForecastSettings) make its exports.
    "ForecastStubServer": {"StubServer", "ArgumentParser", "ForecastSettings", "Platform", "Glibc"},
    # The plural rules printed for the CLDR check (Sources/PluralTable): the core's languages, nothing of the process's.
    "forecast-plural-table": {"Application"},
}

# The layers, inner first: none may import one after it.
LAYERS = ["Domain", "Platform", "Application", "ForecastSettings", "ForecastCommandLine"]
# The front doors side by side above the settings: neither imports the other.
SIBLING_DOORS = ["ForecastCommandLine", "ForecastServer", "ForecastMCP"]

# The core and its front doors: a target that imports one of these and Platform is a composition root.
FRONT_DOORS = {"Application", "ForecastSettings", "ServingCore", "ForecastCommandLine", "ForecastServer", "ForecastMCP"}
# The composition roots, and the one file of each that imports Platform.
COMPOSITION_ROOTS = {
    "Composition": "Sources/Composition/CompositionRoot.swift",
    "ForecastStubServer": "Sources/ForecastStubServer/StubServerCommand.swift",
}

# The libraries others build on, which re-export nothing and hide nothing: no @_exported or @_implementationOnly.
LIBRARIES = ["Domain", "Platform", "DomainTesting"]

# Libraries of a front door, and the only targets that may import each.
FRONT_DOOR_LIBRARIES = {
    "ArgumentParser": {"ForecastCommandLine", "ForecastServer", "ForecastMCP", "ForecastStubServer"},
    # The web server and its company stay in the server's door: the command line links none of them.
    "Hummingbird": {"ForecastServer"},
    "NIOCore": {"ForecastServer"},
    "Logging": {"ForecastServer", "ForecastMCP"},
    # The Model Context Protocol stays in the agents' door, and with it full Foundation.
    "MCP": {"ForecastMCP"},
    "Foundation": {"ForecastMCP", "ForecastMCPProgram", "StubServer"},
    "Prometheus": {"ForecastServer"},
    "TOMLKit": {"ForecastSettings"},
}

# What the core (Application) never writes: it touches no process (no task-local, no environment, no standard stream,
# no terminal, no clock or time zone of its own); it is handed its context, output and clock.
CORE = "Application"
PROCESS_TOUCHES = {name: re.compile(pattern) for name, pattern in {
    "task-local": r"@TaskLocal", "ProcessInfo": r"\bProcessInfo\b", "getenv": r"\bgetenv\b", "environ": r"\benviron\b",
    "CommandLine": r"\bCommandLine\.", "standard-stream-descriptors": r"\bSTD(IN|OUT|ERR)_FILENO\b",
    "isatty": r"\bisatty\b", "ioctl": r"\bioctl\b", "print": r"(^|[^\w.])print\(", "fputs": r"\bfputs\b",
    "FileHandle": r"\bFileHandle\b", "time-nil": r"\btime\(nil\)", "Date-now": r"\bDate\(\)", "fopen": r"\bfopen\b",
    "Glibc-files": r"\bGlibc\.(open|write|read)\b", "localtime": r"\blocaltime(_r)?\b", "tzset": r"\btzset\b",
}.items()}


def imports(package, target, modules=None):
    """The imports of `target`'s Swift files; only those of `modules` when given."""
    found = sources.imports(package.folder(target), package.root)
    return [each for each in found if modules is None or each.module in modules]


def imported_modules(package, target):
    return {each.module for each in imports(package, target)}


def unruled_targets(package):
    """The Swift targets in Sources/ without rules, and rules for a target that is not one."""
    targets = package.swift_targets_in_sources()
    return ([f"{target} has no rules in ALLOWED_IMPORTS" for target in sorted(targets - ALLOWED_IMPORTS.keys())]
            + [f"ALLOWED_IMPORTS has rules for {name}, which is no Swift target in Sources/"
               for name in sorted(ALLOWED_IMPORTS.keys() - targets)])


def forbidden_imports(package, target):
    """The imports of `target` its rules do not allow."""
    return [str(each) for each in imports(package, target) if each.module not in ALLOWED_IMPORTS[target]]


def upward_imports(package, layer):
    """The imports of `layer` of a layer above it."""
    return [str(each) for each in imports(package, layer, modules=LAYERS[LAYERS.index(layer) + 1:])]


def sibling_door_imports(package, door):
    """The imports of the front door `door` of another front door."""
    return [str(each) for each in imports(package, door, modules=set(SIBLING_DOORS) - {door})]


def composition_roots(package):
    """The targets that import both the core or a front door and Platform."""
    return sorted(target for target in ALLOWED_IMPORTS
                  if (modules := imported_modules(package, target)) & FRONT_DOORS and "Platform" in modules)


def files_importing_platform(package, target):
    return [each.file for each in imports(package, target, modules={"Platform"})]


def underscored_imports(package, target):
    """The imports of `target` with an underscored attribute (@_exported, @_implementationOnly)."""
    return [str(each) for each in imports(package, target) if (each.attribute or "").startswith("@_")]


def importers(package, module):
    """The targets with rules that import `module`."""
    return {target for target in ALLOWED_IMPORTS if module in imported_modules(package, target)}


def process_touches(package, touch):
    """The core's files in which the pattern PROCESS_TOUCHES[touch] is found."""
    return [str(path.relative_to(package.root)) for path in sources.swift_files(package.folder(CORE))
            if PROCESS_TOUCHES[touch].search(path.read_text())]
