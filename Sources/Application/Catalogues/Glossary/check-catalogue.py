#!/usr/bin/env python3
"""Checks one catalogue against en.txt while it is being written: keys, plural categories (CLDR, from Babel),
placeholders, ASCII digits, and the widest headings and conditions in terminal cells (wcwidth). The tests and
Tests/Oracles/languages hold the same rules for good; this is the translator's quick look. Babel and wcwidth are among
the checks' packages (scripts/install-dependencies --checks puts them in .build/oracles-venv):

    .build/oracles-venv/bin/python Sources/Application/Catalogues/Glossary/check-catalogue.py CODE
"""
import pathlib, re, sys, unicodedata
from babel import Locale
import wcwidth

CATALOGUES = pathlib.Path(__file__).resolve().parent.parent
code = sys.argv[1]
babel_code = {"zh": "zh_Hans", "nb": "nb", "pt": "pt"}.get(code, code)
cats = set(Locale.parse(babel_code).plural_form.tags) | {"other"}

def read(path):
    entries = {}
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.rstrip("\n").strip(" \t\r")
        if not line or line.startswith("#") or " = " not in line:
            continue
        k, v = line.split(" = ", 1)
        if k in entries: print(f"line {n}: duplicate key {k}")
        entries[k] = v
    return entries

en = read(CATALOGUES / "en.txt")
xx = read(CATALOGUES / f"{code}.txt")
plural_bases = {k[: -len(".other")] for k in en if k.endswith(".other")}
def base(k):
    b, _, c = k.rpartition(".")
    return b if b in plural_bases else None
expected = {k for k in en if base(k) is None} | {f"{b}.{c}" for b in plural_bases for c in cats}
ph = lambda t: set(re.findall(r"\{([^}]*)\}", t))
bad = 0
for k in sorted(expected - xx.keys()): print("missing:", k); bad += 1
for k in sorted(xx.keys() - expected): print("extra:", k); bad += 1
for k, v in xx.items():
    if k not in expected: continue
    ref = en[base(k) + ".other"] if base(k) else en[k]
    if base(k):
        numbers = [n for n in range(0, 201) if Locale.parse(babel_code).plural_form(n) == k.rpartition(".")[2]]
        want = ph(ref) if len(numbers) != 1 else ph(ref) - {"count"}
        if not (want <= ph(v) <= ph(ref)): print(f"placeholders {k}: {v!r} (needs {sorted(want)})"); bad += 1
    elif ph(v) != ph(ref): print(f"placeholders {k}: {v!r} vs {ref!r}"); bad += 1
    if v == "": print("empty:", k); bad += 1
    if any(unicodedata.category(c) == "Nd" and not c.isascii() for c in v): print("non-ASCII digit:", k); bad += 1
w = lambda t: wcwidth.wcswidth(t)
print("widest column headings:", sorted(((w(v), k) for k, v in xx.items() if k.startswith("column.")), reverse=True)[:5])
print("widest conditions:", sorted(((w(v), k) for k, v in xx.items() if k.startswith("condition.")), reverse=True)[:3])
print("plural categories:", sorted(cats))
print("problems:", bad)
