#!/usr/bin/env python3
"""Every Swift example of every article is compiled and run by a test.

Every article of both catalogs (Sources/*/*.docc/*.md) that shows a ```swift block names its test
files in a comment, `<!-- examples: PATH… -->`. The non-empty lines of its ```swift blocks must
equal, in order, the lines of the regions of those files marked `// article-example: begin` …
`// article-example: end` (compared without indentation), so the article shows exactly the code the
tests compile and run. An `import` line of a block is not part of a region: it must be an import of
one of the named files.

A block that is deliberately not code of a test says so on the line before its fence,
`<!-- fragment: why -->`, with a reason; such fragments should be rare.
"""
import difflib, glob, os, re, sys

FENCE = re.compile(r"^```(\w*)[^\n]*\n(.*?)^```", re.S | re.M)
FRAGMENT = re.compile(r"<!-- fragment: (\S.*?) -->\s*$")

failures = []
articles = sorted(glob.glob("Sources/*/*.docc/*.md"))
checked = blocks_checked = fragments = 0
for path in articles:
    text = open(path).read()
    blocks = []
    for match in FENCE.finditer(text):
        if match.group(1) != "swift":
            continue
        before = text[:match.start()].rstrip("\n").rsplit("\n", 1)[-1]
        if "<!-- fragment" in before:
            if not FRAGMENT.search(before):
                failures.append(f"{path}: a fragment marker needs a reason: {before.strip()}")
            fragments += 1
            continue
        blocks.append(match.group(2))
    marker = re.search(r"<!-- examples: (.*?) -->", text)
    if not blocks:
        if marker:
            failures.append(f"{path}: names example files but shows no Swift block to check")
        continue
    if not marker:
        failures.append(f"{path}: shows {len(blocks)} Swift block(s) but names no test files (<!-- examples: … -->)")
        continue
    checked += 1
    blocks_checked += len(blocks)
    lines = [l.strip() for block in blocks for l in block.splitlines() if l.strip()]
    shown = [l for l in lines if not l.startswith("import ")]
    imports = [l for l in lines if l.startswith("import ")]
    tested, imported = [], set()
    for source in marker.group(1).split():
        if not os.path.exists(source):
            failures.append(f"{path}: names {source}, which does not exist")
            continue
        code = open(source).read()
        imported |= {l.strip() for l in code.splitlines() if re.match(r"(@testable )?import ", l.strip())}
        regions = re.findall(r"// article-example: begin\n(.*?)// article-example: end", code, re.S)
        if not regions:
            failures.append(f"{path}: {source} has no article-example regions")
        tested += [l.strip() for region in regions for l in region.splitlines() if l.strip()]
    for line in imports:
        if line not in imported:
            failures.append(f"{path}: shows `{line}`, which none of its test files has")
    if shown != tested:
        diff = "\n".join(difflib.unified_diff(tested, shown, "tests", "article", lineterm=""))
        failures.append(f"{path}: the article's Swift differs from its tests:\n{diff}")
if failures:
    sys.exit("\n".join(failures))
print(f"ok: {blocks_checked} Swift blocks of {checked} articles are code of tests; {fragments} marked fragments")
