"""Loads a script's entries from their own files, so that a data set or a command adds its entries by adding a file.

Each folder under scripts/lib/ that a script reads (bench_rows/, language_checks/, peer_checks/) holds one Python
file a data set or command; its README.md says what such a file defines. A file whose name starts with "_" is not
an entry. There is no list of the files to edit: every one found is loaded, in the order of its `ORDER` constant
(then of its name), which is the order the script runs and prints their entries in.

    import entries
    for module in entries.load("language_checks"): ...
"""
import importlib.util
import pathlib

LIB = pathlib.Path(__file__).resolve().parent


def load(folder):
    """The modules of scripts/lib/<folder>/*.py (not those starting with "_"), sorted by (ORDER, file name)."""
    modules = []
    for path in sorted((LIB / folder).glob("*.py")):
        if path.name.startswith("_"):
            continue
        spec = importlib.util.spec_from_file_location(f"{folder}.{path.stem}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        if not isinstance(getattr(module, "ORDER", None), (int, float)):
            raise SystemExit(f"{path.relative_to(LIB.parent.parent)}: no ORDER (a number: where its entries stand)")
        modules.append(module)
    orders = {}
    for module in modules:
        orders.setdefault(module.ORDER, []).append(pathlib.Path(module.__file__).name)
    clashes = {order: names for order, names in orders.items() if len(names) > 1}
    if clashes:
        raise SystemExit(f"scripts/lib/{folder}: two entries with one ORDER: {clashes}")
    return sorted(modules, key=lambda module: (module.ORDER, pathlib.Path(module.__file__).name))
