#!/usr/bin/env bash
# Draws the examples' windows to the PNG files the README shows (GTK/Screenshots/), with GTK's
# own renderer: under xvfb-run when there is no display. Needs libgtk-4-dev and libadwaita-1-dev (and xvfb, xauth).
set -euo pipefail
cd "$(dirname "$0")/.."

# GTK builds keep a folder of their own, so switching the trait on and off rebuilds nothing.
swift build --traits GTK --scratch-path .build-gtk --product gtk-scenarios
run=()
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then run=(xvfb-run -a -s "-screen 0 1280x1024x24"); fi
export GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1
mkdir -p GTK/Screenshots
# The examples driven as a user drives them: the list, a pharmacy's screen, the filled form and
# the dialog Submit opens.
"${run[@]}" .build-gtk/debug/gtk-scenarios screenshots GTK/Screenshots
