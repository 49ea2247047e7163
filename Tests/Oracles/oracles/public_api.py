"""The public API of the Domain and Platform libraries, from the compiler's symbol graph, and its record in
Architecture/API/<Module>.txt: one line per public symbol (its path and declaration) and per conformance, sorted. The
record is the review: a change to the public API shows as a diff in it. `scripts/check-api --update` rewrites it."""
import difflib
import json
import pathlib
import subprocess

from . import paths

MODULES = ["Domain", "Platform"]
RECORDED = paths.ROOT / "Architecture" / "API"


def symbol_graphs(root=paths.ROOT):
    """The folder of the package's symbol graphs, dumped afresh (`swift package dump-symbol-graph` builds first)."""
    def swift(command, *arguments):
        return subprocess.run(["swift", command, "--package-path", str(root), *arguments],
                              check=True, capture_output=True, text=True).stdout
    swift("package", "dump-symbol-graph", "--skip-synthesized-members")
    return pathlib.Path(swift("build", "--show-bin-path").strip()).parent / "symbolgraph"


def symbols_and_relationships(graphs, module):
    """The module's public symbols by their identifiers, and their relationships, from its graph and its extensions'."""
    symbols, relationships = {}, []
    for path in sorted(graphs.glob(f"{module}.symbols.json")) + sorted(graphs.glob(f"{module}@*.symbols.json")):
        graph = json.loads(path.read_text())
        symbols |= {symbol["identifier"]["precise"]: symbol for symbol in graph["symbols"]}
        relationships += graph["relationships"]
    return symbols, relationships


def api(graphs, module):
    """The module's public API, one line per symbol (`path: declaration`) and per conformance, sorted."""
    symbols, relationships = symbols_and_relationships(graphs, module)

    def name(identifier, fallback=None):
        symbol = symbols.get(identifier)
        return ".".join(symbol["pathComponents"]) if symbol else (fallback or identifier)

    lines = {f"{'.'.join(symbol['pathComponents'])}: "
             + "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
             for symbol in symbols.values()}
    lines |= {f"{name(relation['source'])} conforms to {name(relation['target'], relation.get('targetFallback'))}"
              for relation in relationships if relation["kind"] == "conformsTo" and relation["source"] in symbols}
    return sorted(lines)


def record(module):
    return RECORDED / f"{module}.txt"


def difference(graphs, module):
    """A unified diff from the module's recorded API to its current one; empty when they agree."""
    path = record(module)
    recorded = path.read_text().splitlines() if path.exists() else []
    return "\n".join(difflib.unified_diff(recorded, api(graphs, module), f"recorded {module}", f"current {module}",
                                          lineterm=""))


def undocumented(graphs, module):
    """The module's public symbols (extensions aside) without a doc comment."""
    symbols, _ = symbols_and_relationships(graphs, module)
    return sorted(".".join(symbol["pathComponents"]) for symbol in symbols.values()
                  if not symbol.get("docComment") and symbol["kind"]["identifier"] != "swift.extension")


def update():
    """Rewrites every module's record from its current API."""
    graphs = symbol_graphs()
    RECORDED.mkdir(parents=True, exist_ok=True)
    for module in MODULES:
        lines, path = api(graphs, module), record(module)
        path.write_text("\n".join(lines) + "\n")
        print(f"check-api: recorded {len(lines)} lines of {module}'s public API in {path.relative_to(paths.ROOT)}")
