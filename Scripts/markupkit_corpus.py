#!/usr/bin/env python3
"""How much of MarkupKit's own markup loads here: every document of its example apps (each app's
strings and color tables beside it, found as the app's bundle would find them) and every XML snippet
of its README, checked with `markup-lint`.

Usage: markupkit_corpus.py [--lint PATH] [--verbose] MARKUPKIT_CHECKOUT

MARKUPKIT_CHECKOUT is a clone of https://github.com/gk-brown/MarkupKit (no build needed). `--lint`
names the markup-lint binary (default .build/debug/markup-lint; `swift build --product
markup-lint` makes it). A document or snippet loads clean when markup-lint reports nothing for it;
it loads when it reports no errors (warnings are fine: a missing localized string shows its key).
Each problem is printed as markup-lint words it, with its position.

- Example apps: every .xml file under MarkupKit-iOS/ and MarkupKit-tvOS/ except the framework's own
  folders. A document whose root element is `<root>` is checked against the class of the root view
  the app supplies when it loads it, as its source beside the document says (`root: self` in
  ColorCell.swift, declared `class ColorCell: LMCollectionViewCell`; `root: LMRootView()`), and
  with the formatters its owner provides there (`case "phoneNumber":` in `formatter(withName:…)`).
- README snippets: each ```xml block, with `...` lines (elided content) removed. A snippet of
  several elements is checked inside an `<LMColumnView>`; a `<root>` snippet with a row's
  properties as a table view cell's (the README's text says whose document it is); the README's
  `Colors.plist` snippet is not markup: it is written beside the other snippets as their color table.
"""
import json, os, re, subprocess, sys, tempfile

FRAMEWORK_FOLDERS = {"MarkupKit", "MarkupKitTests", "MarkupKit-iOS.xcodeproj"}


def lint(binary, path, root=None, formatters=()):
    command = [binary, "--format", "json"] + (["--root", root] if root else [])
    for formatter in formatters:
        command += ["--formatter", formatter]
    command.append(path)
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode == 2:
        sys.exit(f"markup-lint failed on {path}: {run.stderr.strip()}")
    return json.loads(run.stdout or "[]")


def owner_source(document):
    """The text of the Swift file beside the document that declares its owner, or None."""
    name = os.path.splitext(os.path.basename(document))[0]
    source = os.path.join(os.path.dirname(document), name + ".swift")
    return (name, open(source, encoding="utf-8").read()) if os.path.exists(source) else (name, None)


def owner_root(name, text):
    """The class of the root view the app supplies when it loads the document, when its source
    says: `root: self` in a class declared `class ColorCell: LMTableViewCell` (a cell loading its
    own document), or `root: LMRootView()`."""
    load = re.search(r'view\(withName:\s*"%s".*?root:\s*(\w+)(\(\))?' % re.escape(name), text)
    if not load or load.group(1) == "nil":
        return None
    if load.group(2):
        return load.group(1)
    declared = re.search(r"class\s+%s\s*:\s*(\w+)" % re.escape(name), text)
    return declared.group(1) if declared and load.group(1) == "self" else None


def owner_formatters(text):
    """The formatters the owner provides: a `case "phoneNumber":` for each in its override of
    `formatter(withName:arguments:)`."""
    method = re.search(r"func formatter\(withName.*?\n    \}", text, flags=re.S)
    return re.findall(r'case "(\w+)"', method.group(0)) if method else []


def example_documents(checkout):
    for platform in ("MarkupKit-iOS", "MarkupKit-tvOS"):
        base = os.path.join(checkout, platform)
        if not os.path.isdir(base):
            continue
        for app in sorted(os.listdir(base)):
            if app in FRAMEWORK_FOLDERS or not os.path.isdir(os.path.join(base, app)):
                continue
            for folder, folders, files in os.walk(os.path.join(base, app)):
                folders.sort()
                for file in sorted(files):
                    if file.endswith(".xml"):
                        yield os.path.join(folder, file)


def readme_snippets(checkout):
    text = open(os.path.join(checkout, "README.md"), encoding="utf-8").read().split("\n")
    snippets, block, start = [], None, 0
    for number, line in enumerate(text, 1):
        if block is None and line.strip() == "```xml":
            block, start = [], number + 1
        elif block is not None and line.strip() == "```":
            snippets.append((start, block))
            block = None
        elif block is not None:
            block.append(line)
    return snippets


def snippet_document(lines):
    """The snippet as a document to lint, or None when it is not markup; and the root it needs."""
    body = [line for line in lines if line.strip() != "..."]
    text = "\n".join(body).strip()
    if text.startswith("<plist"):
        return None, None
    root = "LMTableViewCell" if text.startswith("<root") and "accessoryType" in text else None
    without_instructions = re.sub(r"<\?.*?\?>|<!--.*?-->", "", text, flags=re.S).strip()
    elements = re.findall(r"<(\w[\w.]*)[^>]*?(/?)>|</(\w[\w.]*)>", without_instructions)
    depth, tops = 0, 0
    for opening, selfclosing, closing in elements:
        if closing:
            depth -= 1
        else:
            if depth == 0:
                tops += 1
            if not selfclosing:
                depth += 1
    if tops != 1:
        text = "<LMColumnView>\n" + text + "\n</LMColumnView>"
    return text + "\n", root


def report(label, problems, verbose):
    errors = [p for p in problems if p["severity"] == "error"]
    status = "clean" if not problems else ("warnings" if not errors else "errors")
    print(f"  {status:8}  {label}")
    for problem in (problems if verbose else errors):
        print(f"            {os.path.basename(problem['file'])}:{problem['line']}:{problem['column']}: {problem['severity']}: {problem['message']}")
    return status


def main(arguments):
    binary, verbose, paths = ".build/debug/markup-lint", False, []
    while arguments:
        argument = arguments.pop(0)
        if argument == "--lint":
            binary = arguments.pop(0)
        elif argument == "--verbose":
            verbose = True
        else:
            paths.append(argument)
    if len(paths) != 1:
        sys.exit(__doc__)
    checkout = paths[0]

    print("MarkupKit's example apps")
    statuses = []
    for document in example_documents(checkout):
        name, text = owner_source(document)
        root, formatters = (owner_root(name, text), owner_formatters(text)) if text else (None, [])
        label = os.path.relpath(document, checkout) + (f" (root {root})" if root else "") \
            + "".join(f" (formatter {name})" for name in formatters)
        statuses.append(report(label, lint(binary, document, root, formatters), verbose))
    documents = len(statuses)
    clean = statuses.count("clean")
    loading = clean + statuses.count("warnings")

    print("\nMarkupKit's README snippets")
    snippet_statuses, folder = [], tempfile.mkdtemp(prefix="markupkit-readme-")
    snippets = readme_snippets(checkout)
    for start, lines in snippets:
        if "\n".join(lines).strip().startswith("<plist"):
            with open(os.path.join(folder, "Colors.plist"), "w", encoding="utf-8") as plist:
                plist.write('<?xml version="1.0" encoding="UTF-8"?>\n' + "\n".join(lines) + "\n")
    for start, lines in snippets:
        document, root = snippet_document(lines)
        if document is None:
            print(f"  {'skipped':8}  README.md:{start} (a property list, not markup)")
            continue
        path = os.path.join(folder, f"README-{start}.xml")
        with open(path, "w", encoding="utf-8") as file:
            file.write(document)
        label = f"README.md:{start}" + (f" (root {root})" if root else "")
        snippet_statuses.append(report(label, lint(binary, path, root), verbose))
    markup = len(snippet_statuses)
    snippet_loading = markup - snippet_statuses.count("errors")

    print()
    print(f"example apps: {clean} of {documents} documents load clean, {loading} load")
    print(f"README: {snippet_loading} of {markup} markup snippets load ({100 * snippet_loading / max(markup, 1):.0f} %), "
          f"{snippet_statuses.count('clean')} clean")


if __name__ == "__main__":
    main(sys.argv[1:])
