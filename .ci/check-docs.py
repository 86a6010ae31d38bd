#!/usr/bin/env python3
"""Fails when a public declaration written in the sources has no /// summary.

Reads the symbol graphs the compiler emits (swift build -emit-symbol-graph) for each module given;
declarations the compiler synthesizes (no source location) are not ours to document.
"""
import json
import sys
from pathlib import Path

directory = Path(sys.argv[1])
missing = []
for graph in sorted(directory.glob("*.symbols.json")):
    for symbol in json.loads(graph.read_text())["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open") or "docComment" in symbol:
            continue
        location = symbol.get("location")
        if not location:
            continue
        path = ".".join(symbol["pathComponents"])
        file = location["uri"].split("/work/")[-1].split("/", 1)[-1] if "uri" in location else "?"
        missing.append(f"{file}:{location['position']['line'] + 1}: public '{path}' has no /// summary")
for line in missing:
    print(line)
if missing:
    sys.exit(f"{len(missing)} public declarations lack documentation")
print("every public declaration is documented")
