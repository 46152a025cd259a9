"""Drives rxplay in a pseudo-terminal for the end-to-end tests, waiting for output, never
sleeping a fixed time.

Usage: python3 pty_driver.py BINARY STEPS_JSON [ARGUMENTS...]
STEPS_JSON is a list of steps, each an object with any of:
  "send":   keys to type; they may hold control characters (\x03 Ctrl-C, \x04 Ctrl-D, \t Tab,
            \x1b[A Up);
  "expect": text that must appear in what the terminal shows after the keys were sent (carriage
            returns removed) before the next step starts;
  "hangup": true closes the terminal (the program gets SIGHUP);
  "kill":   true kills the program with SIGKILL (kill -9), as a crash would end it;
  "run":    a command (a list of arguments) run to its end before the next step, while the
            program waits (another session beside this one);
  "optional": true ends the run quietly when the program has ended before `expect` shows;
  "editing": true waits, before sending, until the line editor has taken the terminal (echo
            and canonical mode off), so keys meant for the editor never reach the terminal's
            own line discipline; leave it out for keys sent while a statement runs;
  "within": seconds the text may take to show after the keys were sent (a promise of
            promptness, such as the prompt coming back after Ctrl-C); TIMEOUT by default.
A step waits at most TIMEOUT seconds (60, or $PTY_TIMEOUT) for its text. After the steps the
driver waits for the program to exit. It prints everything the terminal showed, then
"EXIT <code>" on its own line (after "TIMEOUT waiting for ..." when a text never came; the
program is then killed and the code is "killed").
"""
import json
import os
import pty
import select
import signal
import subprocess
import sys
import termios
import time

TIMEOUT = float(os.environ.get("PTY_TIMEOUT", "60"))


class Terminal:
    def __init__(self, fd):
        self.fd = fd
        self.output = b""
        self.closed = False

    def read_some(self, timeout):
        """Reads what is there within `timeout` seconds; False once the terminal is gone."""
        if self.closed:
            return False
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return True
        try:
            data = os.read(self.fd, 4096)
        except OSError:
            data = b""
        if not data:
            self.closed = True
            return False
        self.output += data
        return True

    def wait_for_editor(self):
        """Waits until the line editor reads keys itself (ECHO and ICANON off)."""
        deadline = time.time() + TIMEOUT
        while time.time() < deadline:
            lflag = termios.tcgetattr(self.fd)[3]
            if not lflag & (termios.ECHO | termios.ICANON):
                return True
            self.read_some(0.01)
        return False

    def wait_for(self, text, start, timeout=TIMEOUT):
        """Waits up to `timeout` seconds until `text` appears in the output after byte `start`."""
        wanted = text.encode("utf-8")
        deadline = time.time() + timeout
        while time.time() < deadline:
            if wanted in self.output[start:].replace(b"\r", b""):
                return True
            if not self.read_some(min(0.5, max(0.0, deadline - time.time()))):
                return wanted in self.output[start:].replace(b"\r", b"")
        return False


def finish(terminal, pid, problem=None):
    code = None
    if problem is None:
        deadline = time.time() + TIMEOUT
        while time.time() < deadline:
            finished, status = os.waitpid(pid, os.WNOHANG)
            if finished:
                code = os.waitstatus_to_exitcode(status)
                # What the program wrote just before it exited may still wait in the terminal.
                while True:
                    before = len(terminal.output)
                    if not terminal.read_some(0.2) or len(terminal.output) == before:
                        break
                break
            if not terminal.read_some(0.2):
                time.sleep(0.05)
        if code is None:
            problem = "TIMEOUT waiting for the program to exit"
    if code is None:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        code = "killed"
    sys.stdout.write(terminal.output.decode("utf-8", "replace"))
    if problem:
        sys.stdout.write("\n" + problem)
    sys.stdout.write("\nEXIT %s\n" % code)


def main():
    binary, steps, arguments = sys.argv[1], json.loads(sys.argv[2]), sys.argv[3:]
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm"
        os.environ["LANG"] = "C.UTF-8"
        os.environ.pop("NO_COLOR", None)
        os.execv(binary, [binary] + arguments)
    terminal = Terminal(fd)
    for step in steps:
        start = len(terminal.output)
        if step.get("editing") and not terminal.wait_for_editor():
            finish(terminal, pid, "TIMEOUT waiting for the line editor")
            return
        if "send" in step:
            os.write(fd, step["send"].encode("utf-8"))
        if step.get("hangup"):
            os.close(fd)
            terminal.closed = True
        if step.get("kill"):
            os.kill(pid, signal.SIGKILL)
        if "run" in step:
            subprocess.run(step["run"], stdout=subprocess.DEVNULL, check=False)
        within = step.get("within", TIMEOUT)
        if "expect" in step and not terminal.wait_for(step["expect"], start, within):
            if step.get("optional") and terminal.closed:
                break  # the program ended before this step: the steps left are not needed
            if "within" in step:
                finish(terminal, pid, "TIMEOUT waiting %g s for %r" % (within, step["expect"]))
            else:
                finish(terminal, pid, "TIMEOUT waiting for %r" % step["expect"])
            return
    finish(terminal, pid)


main()
