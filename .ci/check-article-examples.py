#!/usr/bin/env python3
"""Every Swift example of an article is compiled and run by a test.

An article names its test files in a comment, `<!-- examples: PATH… -->`. The non-empty lines of
its ```swift blocks must equal, in order, the lines of the regions of those files marked
`// article-example: begin` … `// article-example: end` (compared without indentation), so the
article shows exactly the code the tests compile and run.
"""
import glob, re, sys

failures = []
articles = sorted(glob.glob("Sources/*/*.docc/*.md"))
checked = 0
for path in articles:
    text = open(path).read()
    marker = re.search(r"<!-- examples: (.*?) -->", text)
    if not marker:
        continue
    checked += 1
    blocks = re.findall(r"```swift\n(.*?)```", text, re.S)
    shown = [l.strip() for block in blocks for l in block.splitlines() if l.strip() and not l.startswith("import ")]
    tested = []
    for source in marker.group(1).split():
        code = open(source).read()
        regions = re.findall(r"// article-example: begin\n(.*?)// article-example: end", code, re.S)
        if not regions:
            failures.append(f"{path}: {source} has no article-example regions")
        tested += [l.strip() for region in regions for l in region.splitlines() if l.strip()]
    if shown != tested:
        import difflib
        diff = "\n".join(difflib.unified_diff(tested, shown, "tests", "article", lineterm=""))
        failures.append(f"{path}: the article's Swift differs from its tests:\n{diff}")
if failures:
    sys.exit("\n".join(failures))
print(f"ok: {checked} articles")
