"""Loads a feature's entries from their own files, so that a data set or a command adds its checks by adding a file.

A folder of entries (the languages' commands, the peer server's data sets, the benchmarks' rows) holds one Python file
a data set or command; its README.md says what such a file defines. A file whose name starts with "_" is not an
entry. There is no list of the files to edit: every one found is loaded, in the order of its `ORDER` constant (then of
its name).

    from oracles import entries
    for module in entries.load(pathlib.Path(__file__).parent / "commands"): ...
"""
import importlib.util
import pathlib


def load(folder):
    """The modules of `folder`/*.py (not those starting with "_"), sorted by (ORDER, file name); ValueError naming the
    file when one has no ORDER, or two share one."""
    folder = pathlib.Path(folder)
    modules = []
    for path in sorted(folder.glob("*.py")):
        if path.name.startswith("_"):
            continue
        spec = importlib.util.spec_from_file_location(f"{folder.name}.{path.stem}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        if not isinstance(getattr(module, "ORDER", None), (int, float)):
            raise ValueError(f"{path}: no ORDER (a number: where its entries stand)")
        modules.append(module)
    orders = {}
    for module in modules:
        orders.setdefault(module.ORDER, []).append(pathlib.Path(module.__file__).name)
    clashes = {order: names for order, names in orders.items() if len(names) > 1}
    if clashes:
        raise ValueError(f"{folder}: two entries with one ORDER: {clashes}")
    return sorted(modules, key=lambda module: (module.ORDER, pathlib.Path(module.__file__).name))
