"""Drives rxplay in a pseudo-terminal for the end-to-end tests.

Usage: python3 pty_driver.py BINARY STEPS_JSON [ARGUMENTS...]
STEPS_JSON is a list of [keys, seconds_to_wait_after]; keys may hold control characters
(\x03 Ctrl-C, \x04 Ctrl-D, \t Tab, \x1b[A Up). Prints everything the terminal showed, then
"EXIT <code>" on its own line.
"""
import json
import os
import pty
import select
import sys
import time


def read_available(fd, timeout):
    chunks = []
    end = time.time() + timeout
    while True:
        remaining = end - time.time()
        if remaining <= 0:
            break
        ready, _, _ = select.select([fd], [], [], remaining)
        if not ready:
            break
        try:
            data = os.read(fd, 4096)
        except OSError:
            break
        if not data:
            break
        chunks.append(data)
    return b"".join(chunks)


def main():
    binary, steps, arguments = sys.argv[1], json.loads(sys.argv[2]), sys.argv[3:]
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm"
        os.environ["LANG"] = "C.UTF-8"
        os.environ.pop("NO_COLOR", None)
        os.execv(binary, [binary] + arguments)
    output = read_available(fd, 3.0)
    for keys, wait in steps:
        os.write(fd, keys.encode("utf-8"))
        output += read_available(fd, wait)
    deadline = time.time() + 5
    code = None
    while time.time() < deadline:
        finished, status = os.waitpid(pid, os.WNOHANG)
        if finished:
            code = os.waitstatus_to_exitcode(status)
            break
        output += read_available(fd, 0.2)
    if code is None:
        os.kill(pid, 9)
        code = "killed"
    sys.stdout.write(output.decode("utf-8", "replace"))
    sys.stdout.write("\nEXIT %s\n" % code)


main()
