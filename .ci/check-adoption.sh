#!/usr/bin/env bash
# Adopts this package as another package does: the README's first app ("Adding Bindings to your
# package"), written out file by file, depends on a clone of this repository's HEAD tagged 1.0.0
# by a file:// URL and `from: "1.0.0"`.
#
#   .ci/check-adoption.sh terminal   builds the app without GTK (no warning may be printed) and tests it
#   .ci/check-adoption.sh gtk        builds the GTK app and runs its tests, the window test under Xvfb
set -euo pipefail
cd "$(dirname "$0")/.."
variant="${1:-}"
[[ "$variant" == terminal || "$variant" == gtk ]] || { echo "usage: $0 terminal|gtk" >&2; exit 2; }

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
work="$scratch/adoption"
mkdir -p "$work"
git clone -q "$PWD" "$work/Bindings"
git -C "$work/Bindings" tag 1.0.0

python3 - "$variant" "$work" <<'PY'
import pathlib, re, sys
variant, work = sys.argv[1], pathlib.Path(sys.argv[2])
readme = open("README.md").read()
blocks = re.findall(r"<!-- adoption( gtk)?: (\S+) -->\n```\w*\n(.*?)```\n", readme, re.S)
if not blocks:
    sys.exit("README: no adoption blocks found")
files = {}
for gtk, path, text in blocks:
    if gtk and variant != "gtk":
        continue
    files[path] = text.replace("https://github.com/bindings/Bindings.git", f"file://{work}/Bindings")
app = work / "ReadingList"
for path, text in files.items():
    target = app / path
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text)
print("\n".join(sorted(files)))
PY

cd "$work/ReadingList"
if [[ "$variant" == terminal ]]; then
    swift build --build-tests 2>&1 | tee build.log
    if grep -n "warning:" build.log; then echo "the app's build printed warnings"; exit 1; fi
    swift run ReadingList | tee run.log
    printf 'Reading List\n2 books\n' | diff -u - run.log
    swift test
else
    swift build --build-tests
    GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 xvfb-run -a -s "-screen 0 1280x1024x24" swift test
fi
