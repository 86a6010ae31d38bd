#!/usr/bin/env python3
"""Drives PharmacyCells' interactive mode in a pseudo-terminal and checks the screen.

Usage: Scripts/test-interactive.py [PATH-TO-PharmacyCells]   (default .build/debug/PharmacyCells)

The app draws with cursor moves and clear-to-end-of-line, rewriting only changed lines; a tiny
screen model replays that output, so assertions read the screen the user would see.
Exits 0 when every check passes.
"""
import fcntl, os, pty, re, select, shutil, struct, sys, tempfile, termios, time

ROWS, COLUMNS = 30, 80
binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/PharmacyCells"

class Screen:
    """Replays cursor positioning, clear-line and text; ignores styles and modes."""
    def __init__(self, rows=ROWS):
        self.rows = rows
        self.lines = [""] * rows
        self.row, self.col = 0, 0
    def feed(self, text):
        for token in re.findall(r"\x1b\[[0-9;?]*[A-Za-z]|[^\x1b]+|\x1b", text):
            if token.startswith("\x1b["):
                final, params = token[-1], token[2:-1]
                if final == "H":
                    parts = (params or "1;1").split(";")
                    self.row, self.col = int(parts[0] or 1) - 1, int(parts[1] or 1) - 1
                elif final == "K":
                    self.lines[self.row] = self.lines[self.row][: self.col]
                elif final == "J" and params == "2":
                    self.lines = [""] * self.rows
            elif token != "\x1b":
                for ch in token:
                    if ch in "\r\n":
                        continue
                    line = self.lines[self.row].ljust(self.col)
                    self.lines[self.row] = line[: self.col] + ch + line[self.col + 1 :]
                    self.col += 1
    def text(self):
        return "\n".join(self.lines)

pid, fd = pty.fork()
if pid == 0:
    os.execv(binary, [binary])
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
os.kill(pid, 28)  # SIGWINCH, in case the app measured before the size was set
screen, raw = Screen(), []

def pump(seconds=0.6):
    end = time.time() + seconds
    while time.time() < end:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                data = os.read(fd, 65536)
            except OSError:
                return
            if not data:
                return
            raw.append(data)
            screen.feed(data.decode("utf-8", "replace"))

def wait_for(predicate, what, seconds=10):
    end = time.time() + seconds
    while time.time() < end:
        pump(0.2)
        if predicate(screen.text()):
            return
    sys.exit(f"FAIL: {what}\n--- screen ---\n{screen.text()}")

def send(keys):
    os.write(fd, keys.encode())

wait_for(lambda s: "57 pharmacies" in s and "▶1. Green Cross Pharmacy" in s and "Pharmacies" in s.split("\n")[0], "first screen, under its bar")
first_lines = len(raw)
send("j")
wait_for(lambda s: "▶2. CVS" in s and " 1. Green Cross" in s, "j selects the next row")
send("\x1b[A")
wait_for(lambda s: "▶1. Green Cross Pharmacy" in s, "arrow up selects it back")
send("\r")
wait_for(lambda s: "‹ Pharmacies" in s and "0.16 miles away" in s and "Phone   (617) 227-3728" in s, "Enter opens the detail")
send("\x1b")
wait_for(lambda s: "▶1. Green Cross Pharmacy" in s and "57 pharmacies" in s, "Escape goes back to the list")
send("/walg")
wait_for(lambda s: "1 pharmacy" in s and "1. Walgreens" in s and "[walg" in s, "typing filters live")
send("\r")
send("s")
wait_for(lambda s: "Sort by" in s and "[▸Name ]" in s, "s offers the sort orders")
send("\r")
wait_for(lambda s: "by name" in s and "Sort by" not in s, "Enter chooses the other order")
send("/\x7f\x7f\x7f\x7f\r")
wait_for(lambda s: "57 pharmacies" in s and "1. Allston Apothecary" in s, "cleared search, sorted by name")
send("q")
_, status = os.waitpid(pid, 0)
pump(0.3)
tail = b"".join(raw).decode("utf-8", "replace")
if os.waitstatus_to_exitcode(status) != 0:
    sys.exit(f"FAIL: exit status {os.waitstatus_to_exitcode(status)}")
if not tail.rstrip().endswith("\x1b[?1049l") and "\x1b[?1049l" not in tail[-40:]:
    sys.exit("FAIL: the terminal was not restored (no leave-alternate-screen at the end)")

# Ctrl-C: the app restores the terminal and exits with 130.
pid, fd = pty.fork()
if pid == 0:
    os.execv(binary, [binary, "--live"])
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
screen, raw = Screen(), []
wait_for(lambda s: "57 pharmacies" in s, "first screen with --live")
send("\x03")
_, status = os.waitpid(pid, 0)
pump(0.3)
if os.waitstatus_to_exitcode(status) != 130:
    sys.exit(f"FAIL: Ctrl-C exit status {os.waitstatus_to_exitcode(status)}, expected 130")
if "\x1b[?1049l" not in b"".join(raw).decode("utf-8", "replace")[-60:]:
    sys.exit("FAIL: the terminal was not restored after Ctrl-C")

# --watch DIR at 100x40: saving a document in DIR reloads the screen, keeping the search and the
# scroll position; a broken one shows its diagnostics under the last good screen.
WATCH_ROWS, WATCH_COLUMNS = 40, 100
resources = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Examples", "PharmacyCells",
                         "Sources", "PharmacyCellsKit", "Resources")
watched = tempfile.mkdtemp(prefix="pharmacy-watch-")
for name in ("PharmacyList.xml", "PharmacyCell.xml"):
    shutil.copy(os.path.join(resources, name), watched)

def save(name, text):
    """Writes a document as an editor does: a new file renamed over the old one."""
    path = os.path.join(watched, name)
    with open(path + ".tmp", "w") as file:
        file.write(text)
    os.replace(path + ".tmp", path)

def lines():
    return screen.text().split("\n")

try:
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(binary, [binary, "--watch", watched])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", WATCH_ROWS, WATCH_COLUMNS, 0, 0))
    os.kill(pid, 28)
    screen, raw = Screen(WATCH_ROWS), []
    wait_for(lambda s: "57 pharmacies" in s and "1. Green Cross Pharmacy" in s, "first screen with --watch")
    send("/pharmacy\r")
    wait_for(lambda s: "[pharmacy" in s and "1. Green Cross Pharmacy" in s and "57 pharmacies" not in s, "typing filters with --watch")
    send("jjjjjj")
    wait_for(lambda s: "1. Green Cross Pharmacy" not in s and "[pharmacy" in s and "▶7." in s, "j selects and scrolls with --watch")
    scrolled = lines()
    list_text = open(os.path.join(resources, "PharmacyList.xml")).read()
    save("PharmacyList.xml", list_text.replace("↑↓ select", "↑↓ to select"))
    wait_for(lambda s: "↑↓ to select" in s, "a saved document reloads the screen")
    reloaded = lines()
    if reloaded[:-1] != scrolled[:-1] or "[pharmacy" not in screen.text():
        sys.exit("FAIL: the reload lost the search text or the scroll position\n--- before ---\n"
                 + "\n".join(scrolled) + "\n--- after ---\n" + "\n".join(reloaded))
    cell_text = open(os.path.join(resources, "PharmacyCell.xml")).read()
    save("PharmacyCell.xml", cell_text.replace("<UILabel", "<UILable"))
    diagnostics = [f"PharmacyCell.xml:{line}:{column}: error: unknown element 'UILable'; did you mean 'UILabel'?"
                   for line, column in [(5, 9), (6, 9), (9, 5), (15, 13), (19, 13), (23, 13)]]
    wait_for(lambda s: s.split("\n")[-len(diagnostics):] == diagnostics, "a broken document shows its diagnostics")
    if lines()[:-len(diagnostics)] != reloaded[:-len(diagnostics)]:
        sys.exit("FAIL: the last good screen did not stay above the diagnostics\n--- screen ---\n" + screen.text())
    send("q")
    _, status = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"FAIL: --watch exit status {os.waitstatus_to_exitcode(status)}")
finally:
    shutil.rmtree(watched, ignore_errors=True)
print("ok: interactive mode (select, open and go back, search, sort options, quit, Ctrl-C, --watch reload and diagnostics)")
