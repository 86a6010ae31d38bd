#!/usr/bin/env python3
"""Checks PizzaForm end to end: --submit posts the body to a real HTTP server, and the interactive
mode, driven in a pseudo-terminal, fills the form key by key and prints the body on Submit.

Usage: Scripts/test-pizza-form.py [PATH-TO-PizzaForm]   (default .build/debug/PizzaForm)
Exits 0 when every check passes.
"""
import http.server, os, pty, select, struct, subprocess, sys, termios, fcntl, threading, time

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/PizzaForm"
BODY = "name=Ada+Lovelace&phone=5551234&email=&size=medium&toppings=bacon&time=18%3A30&instructions="

# 1. --submit URL posts what an HTML form would, to a server that records it.
received = {}
class Recorder(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        received["body"] = self.rfile.read(length).decode()
        received["type"] = self.headers.get("Content-Type")
        self.send_response(201)
        self.end_headers()
    def log_message(self, *args):
        pass
server = http.server.HTTPServer(("127.0.0.1", 0), Recorder)
threading.Thread(target=server.serve_forever, daemon=True).start()
url = f"http://127.0.0.1:{server.server_port}/orders"
result = subprocess.run([binary, "--name", "Ada Lovelace", "--phone", "5551234", "--size", "medium", "--topping", "bacon",
                         "--time", "18:30", "--submit", url], capture_output=True, text=True, timeout=60)
if result.returncode != 0 or not result.stdout.endswith(f"\nPosted to {url}: HTTP 201\n"):
    sys.exit(f"FAIL: --submit exited {result.returncode}\n{result.stdout[-400:]}\n{result.stderr}")
if received != {"body": BODY, "type": "application/x-www-form-urlencoded"}:
    sys.exit(f"FAIL: the server received {received}")
print("ok: --submit posts the form body")

# 2. The interactive form, key by key: name, phone, the Medium row, then Submit.
def next_quarter_hour(seconds):
    """The picker's starting time, as the body encodes it: the first quarter hour after `seconds`, UTC."""
    return time.strftime("%H%%3A%M", time.gmtime((int(seconds // 900) + 1) * 900))
started = time.time()
pid, fd = pty.fork()
if pid == 0:
    os.environ["TZ"] = "UTC"
    os.execv(binary, [binary])
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 34, 80, 0, 0))
output = []
def pump(seconds):
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
            output.append(data.decode("utf-8", "replace"))
def wait_for(text, what, seconds=10):
    end = time.time() + seconds
    while time.time() < end:
        pump(0.2)
        if text in "".join(output):
            return
    sys.exit(f"FAIL: {what}\n--- output ---\n{''.join(output)[-2000:]}")
wait_for("Customer Name", "first screen")
wait_for("Please enter your name, a telephone number and a size", "the message asks for what is missing")
os.write(fd, b"\t" * 12)
pump(0.3)
os.write(fd, b"\r")
wait_for("Your order is incomplete", "Submit on an empty form shows an alert")
wait_for("Please enter your name, a telephone number", "the alert names what is missing")
os.write(fd, b"\x1b")
pump(0.3)
os.write(fd, b"\t")
pump(0.3)
for keys in ["Ada", "\t", "555-0100", "\t\t", "\x1b[B", " "]:
    os.write(fd, keys.encode())
    pump(0.3)
wait_for("Ready to order", "the message follows the order")
os.write(fd, b"\t" * 8)
pump(0.5)
wait_for("Submit (Enter submits the order)", "the focus reaches Submit")
os.write(fd, b"\r")
wait_for("Confirm your order", "Submit asks to confirm the order")
wait_for("Medium pizza", "the confirmation says what the order is")
os.write(fd, b"\r")
wait_for("Order sent", "confirming sends the order and says so")
os.write(fd, b"\r")
pump(0.3)
os.write(fd, b"\x1b2")
wait_for("1. Medium pizza", "the Orders tab lists the order")
os.write(fd, b"\x1b")
wait_for("&instructions=", "quitting prints the body")
_, status = os.waitpid(pid, 0)
pump(0.3)
# The whole body, after the app leaves the alternate screen; the time is the one the picker started
# at (the quarter hour may turn while the app runs, so either side of it is the right one).
body = "".join(output).rsplit("\x1b[?1049l", 1)[-1].strip()
expected = {f"name=Ada&phone=555-0100&email=&size=medium&time={next_quarter_hour(t)}&instructions=" for t in (started, time.time())}
if body not in expected:
    sys.exit(f"FAIL: the body is {body!r}, expected {' or '.join(sorted(expected))}")
if os.waitstatus_to_exitcode(status) != 0:
    sys.exit(f"FAIL: exit status {os.waitstatus_to_exitcode(status)}")
print("ok: the interactive form fills and submits")

# 3. The interactive form with --submit: confirming posts the order to the server, and the alert
# says so before the app prints the server's answer.
received.clear()
pid, fd = pty.fork()
if pid == 0:
    os.execv(binary, [binary, "--submit", url])
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 34, 80, 0, 0))
output = []
wait_for("Customer Name", "first screen with --submit")
for keys in ["Grace", "\t", "555-0100", "\t\t", " ", "\t" * 9]:
    os.write(fd, keys.encode())
    pump(0.3)
wait_for("Submit (Enter submits the order)", "the focus reaches Submit with --submit")
os.write(fd, b"\r")
wait_for("Small pizza", "the confirmation with --submit")
os.write(fd, b"\r")
wait_for("Order sent", "the alert says the order was sent")
wait_for("HTTP", "the alert gives the server's answer")
os.write(fd, b"\r")
pump(0.3)
os.write(fd, b"\x1b")
_, status = os.waitpid(pid, 0)
pump(0.3)
if not received.get("body", "").startswith("name=Grace&phone=555-0100&email=&size=small&time="):
    sys.exit(f"FAIL: the server received {received}")
if os.waitstatus_to_exitcode(status) != 0 or not "".join(output).rstrip().endswith(f"Posted to {url}: HTTP 201"):
    sys.exit(f"FAIL: exit status {os.waitstatus_to_exitcode(status)}, output ends {''.join(output)[-200:]!r}")
server.shutdown()
print("ok: the interactive form posts a confirmed order with --submit and says so")
